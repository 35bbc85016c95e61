#include "overdub/matchers/RepeatedTexts.h"

#include "overdub/matchers/FormSelection.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <tuple>

namespace overdub {
namespace {

// Why one text of `Kept`'s, made `Times` times, cannot take what each made of it.
std::string repeatedTextWhy(const CallSite &Kept, size_t Times) {
  return (Kept.BodyUse ? "the text in the expansion of " + Kept.BodyUse->Macros.front() +
                             " is substituted "
          : Kept.MacroName.empty() ? "the argument is expanded "
                                   : "the body of " + Kept.MacroName + " is expanded ") +
         std::to_string(Times) + " times, not all of them alike";
}

// The one wrapper of a call that several expansions of a macro argument (or of a text a macro
// body substitutes) make records its target and its values only where they all record them
// alike.
void agreeOnRecords(std::vector<CallSite> &Sites, const std::vector<size_t> &Indices) {
  CallSite &Kept = Sites[Indices.front()];
  const std::string Why = repeatedTextWhy(Kept, Indices.size());
  std::vector<CallSite *> Expansions;
  for (size_t I : Indices) {
    Expansions.push_back(&Sites[I]);
    if (!(Sites[I].Target == Kept.Target)) {
      Kept.Target.reset();
      Kept.TargetWhyNot = Why;
    }
  }
  agreeOnCaptures(Expansions, Why);
}

}  // namespace

std::vector<CallSite> mergeRepeatedTexts(std::vector<CallSite> Sites) {
  // An implicit conversion shares its text with the call it converts (`take(pointee(7))`
  // converting pointee's result): a call of its own, not another expansion of that one.
  auto IsConversion = [](const CallSite &S) {
    return !S.instrumented() && S.Reason == SkipReason::ImplicitCall;
  };
  // A call of a macro body: by the place of its wrapper in the invocation's variants.
  std::map<std::tuple<unsigned, unsigned, unsigned, bool, const MacroBodyUse *, unsigned>,
           std::vector<size_t>>
      ByText;
  for (size_t I = 0; I < Sites.size(); ++I)
    if (Sites[I].FromMacro && (Sites[I].EndOffset > Sites[I].BeginOffset || Sites[I].BodyUse))
      ByText[{Sites[I].FileIndex, Sites[I].BeginOffset, Sites[I].EndOffset,
              IsConversion(Sites[I]), Sites[I].BodyUse.get(), Sites[I].BodySlot}]
          .push_back(I);
  std::vector<int> KeptAs(Sites.size());
  for (size_t I = 0; I < Sites.size(); ++I) KeptAs[I] = static_cast<int>(I);
  std::vector<bool> Drop(Sites.size(), false);
  for (auto &[Text, Indices] : ByText) {
    if (Indices.size() < 2) continue;
    // Expansions where a wrapper does nothing take the others' one: the first of those leads.
    auto Inert = [&](size_t I) { return !Sites[I].instrumented() && Sites[I].InertForm; };
    std::stable_partition(Indices.begin(), Indices.end(), [&](size_t I) { return !Inert(I); });
    const CallSite &First = Sites[Indices.front()];
    bool Same = true;
    for (size_t I : Indices) {
      const CallSite &S = Sites[I];
      Same &= (S.instrumented() && S.Chosen == First.Chosen &&
               sameOptions(S.Options, First.Options) && S.Callee == First.Callee) ||
              (Inert(I) && First.instrumented() && S.InertForm->Kind == *First.Chosen &&
               sameOptions(S.InertForm->Options, First.Options));
    }
    for (size_t I : Indices) {
      if (I != Indices.front()) {
        Drop[I] = true;
        KeptAs[I] = static_cast<int>(Indices.front());
      }
    }
    // A macro body skipped in every expansion, or an argument skipped for one reason in every
    // expansion, keeps the first one's reason.
    bool NoneInstrumented = true, OneReason = true;
    for (size_t I : Indices) {
      NoneInstrumented &= !Sites[I].instrumented();
      OneReason &= Sites[I].Reason == First.Reason;
    }
    if (NoneInstrumented && (!First.MacroName.empty() || OneReason)) continue;
    if (Same) {
      std::vector<size_t> Active;  // the expansions where the wrapper runs
      std::copy_if(Indices.begin(), Indices.end(), std::back_inserter(Active),
                   [&](size_t I) { return !Inert(I); });
      // A #define's one wrapper (--macro-bodies) is compiled in its inert expansions too, whose
      // arguments may be of other types: they record nothing, so nothing is recorded. (A macro
      // argument's expansions are one text in one scope.)
      agreeOnRecords(Sites, First.MacroName.empty() ? Active : Indices);
    }
    if (!Same) {
      CallSite &Kept = Sites[Indices.front()];
      std::string Example;  // an expansion that is skipped, or takes another wrapper
      for (size_t I : Indices)
        if (!Sites[I].instrumented()) {
          Example = std::string(skipReasonName(Sites[I].Reason)) +
                    (Sites[I].Detail.empty() ? "" : ": " + Sites[I].Detail);
          break;
        }
      Kept.Chosen.reset();
      Kept.Reason = SkipReason::MacroContexts;
      Kept.Detail = repeatedTextWhy(Kept, Indices.size()) +
                    (Kept.MacroName.empty() || Example.empty() ? "" : " (one: " + Example + ")");
      Kept.LexicalParent = -1;
    }
  }
  // A macro body's call inside an enclosing call in one expansion, not in another: no parent.
  for (auto &[Text, Indices] : ByText) {
    CallSite &Kept = Sites[Indices.front()];
    if (Indices.size() < 2 || Kept.MacroName.empty() || Kept.LexicalParent < 0) continue;
    for (size_t I : Indices) {
      int P = Sites[I].LexicalParent;
      if (P < 0 || KeptAs[P] != KeptAs[Kept.LexicalParent]) {
        Kept.LexicalParent = -1;
        break;
      }
    }
  }
  // Renumber, and point lexical parents at the sites that stay.
  std::vector<int> NewIndex(Sites.size(), -1);
  std::vector<CallSite> Out;
  for (size_t I = 0; I < Sites.size(); ++I)
    if (!Drop[I]) {
      NewIndex[I] = static_cast<int>(Out.size());
      Out.push_back(std::move(Sites[I]));
    }
  for (CallSite &S : Out) {
    if (S.LexicalParent < 0) continue;
    int Parent = NewIndex[KeptAs[S.LexicalParent]];
    S.LexicalParent = Parent >= 0 && Out[Parent].instrumented() ? Parent : -1;
  }
  return Out;
}

}  // namespace overdub
