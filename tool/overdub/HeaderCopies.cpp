#include "HeaderCopies.h"

#include "Digest.h"
#include "Printable.h"

#include "overdub/matchers/FormSelection.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace overdub {
namespace {

using Ranges = std::vector<std::pair<unsigned, unsigned>>;

bool inside(const Ranges &Skipped, unsigned Begin, unsigned End) {
  for (const auto &[B, E] : Skipped)
    if (B <= Begin && End <= E) return true;
  return false;
}

// The ranges skipped in both.
Ranges intersection(const Ranges &A, const Ranges &B) {
  Ranges Out;
  for (const auto &[AB, AE] : A)
    for (const auto &[BB, BE] : B)
      if (std::max(AB, BB) < std::min(AE, BE)) Out.emplace_back(std::max(AB, BB), std::min(AE, BE));
  return Out;
}

unsigned lineOf(const std::string &Text, unsigned Offset) {
  return 1 + static_cast<unsigned>(
                 std::count(Text.begin(), Text.begin() + std::min<size_t>(Offset, Text.size()), '\n'));
}

using SiteKey = std::tuple<unsigned, unsigned, std::string>;
SiteKey keyOf(const CallSite &S) { return {S.BeginOffset, S.EndOffset, S.Callee}; }
bool hasText(const CallSite &S) { return S.EndOffset > S.BeginOffset; }

bool sameWrapper(const CallSite &A, const CallSite &B) {
  if (A.instrumented() != B.instrumented()) return false;
  if (!A.instrumented()) return true;
  return A.Chosen == B.Chosen && sameOptions(A.Options, B.Options) && A.Variants == B.Variants &&
         sameCaptures(A, B);
}

std::string conflict(const InstrumentedFile &A, const std::string &InA, const InstrumentedFile &B,
                     const std::string &InB) {
  return "\n  in " + A.IncludedBy + ": " + InA + "\n  in " + B.IncludedBy + ": " + InB;
}

// The sites ordered by their text (then callee), lexical parents renumbered: the merged copy
// lists them alike whichever translation unit came first.
std::vector<CallSite> inSourceOrder(std::vector<CallSite> Sites) {
  std::vector<size_t> Order(Sites.size());
  for (size_t I = 0; I < Order.size(); ++I) Order[I] = I;
  std::stable_sort(Order.begin(), Order.end(), [&](size_t A, size_t B) {
    const CallSite &X = Sites[A], &Y = Sites[B];
    return std::make_tuple(X.BeginOffset, -static_cast<long long>(X.EndOffset), X.Callee) <
           std::make_tuple(Y.BeginOffset, -static_cast<long long>(Y.EndOffset), Y.Callee);
  });
  std::vector<int> NewIndex(Sites.size());
  for (size_t I = 0; I < Order.size(); ++I) NewIndex[Order[I]] = static_cast<int>(I);
  std::vector<CallSite> Out;
  for (size_t I : Order) {
    Out.push_back(std::move(Sites[I]));
    if (Out.back().LexicalParent >= 0) Out.back().LexicalParent = NewIndex[Out.back().LexicalParent];
  }
  return Out;
}

// Plans `Copy` again with these sites and include edits; an error when two edits overlap.
std::optional<std::string> replan(InstrumentedFile &Copy, const std::vector<CallSite> &Sites,
                                  const std::vector<Edit> &Includes, bool SystemHeader) {
  PlanResult Planned =
      planFile(Copy.Name, Sites, Includes, Copy.Context, Copy.IsHeader, SystemHeader, Copy.SelfName);
  if (!Planned.Error.empty()) return "\n  " + Planned.Error;
  Copy.Plan = std::move(Planned.Plan);
  return std::nullopt;
}

// `Site` of `Copy` becomes instrumented as it is in `From`: the calls inside it whose lexical
// parent it is there become its children here too (they had the next instrumented call out).
void adoptLexicalChildren(InstrumentedFile &Copy, const CallSite &Site, const InstrumentedFile &From,
                          const SiteKey &Key) {
  std::map<SiteKey, const CallSite *> InFrom;
  for (const CallSite &S : From.Sites)
    if (hasText(S) && Site.BeginOffset <= S.BeginOffset && S.EndOffset <= Site.EndOffset)
      InFrom.emplace(keyOf(S), &S);
  const int Index = static_cast<int>(&Site - Copy.Sites.data());
  for (CallSite &Child : Copy.Sites) {
    if (&Child == &Site || !hasText(Child)) continue;
    auto It = InFrom.find(keyOf(Child));
    if (It == InFrom.end() || It->second->LexicalParent < 0) continue;
    if (keyOf(From.Sites[It->second->LexicalParent]) == Key) Child.LexicalParent = Index;
  }
}

// Makes `Kept` one copy that is right for both translation units, or says where they disagree.
// The sites both compile were made alike by agreeOnEverySite; a call (or a redirected include)
// only one of them has must lie where the other's preprocessor skipped the text (an #if branch
// it does not take), so the wrapper there is never compiled by it, or be left as written.
std::optional<std::string> merge(InstrumentedFile &Kept, const InstrumentedFile &Other) {
  std::map<SiteKey, size_t> KeptAt, OtherAt;
  for (size_t I = 0; I < Kept.Sites.size(); ++I)
    if (hasText(Kept.Sites[I])) KeptAt.emplace(keyOf(Kept.Sites[I]), I);
  for (size_t I = 0; I < Other.Sites.size(); ++I)
    if (hasText(Other.Sites[I])) OtherAt.emplace(keyOf(Other.Sites[I]), I);

  std::vector<size_t> Added;  // sites of Other that Kept gains
  auto Decision = [](const CallSite &S) {
    return S.instrumented() ? "[" + std::string(formName(*S.Chosen)) + "]"
                            : "skipped: " + std::string(skipReasonName(S.Reason));
  };
  const std::string NoCall = "no such call, though that text is compiled";
  for (const auto &[Key, I] : OtherAt) {
    const CallSite &Site = Other.Sites[I];
    auto It = KeptAt.find(Key);
    if (It != KeptAt.end()) {
      if (!sameWrapper(Kept.Sites[It->second], Site))
        return conflict(Kept, Decision(Kept.Sites[It->second]), Other, Decision(Site));
      continue;
    }
    // A call the compiles disagree on is listed, as written.
    if (inside(Kept.Skipped, Site.BeginOffset, Site.EndOffset) ||
        (!Site.instrumented() && Site.Reason == SkipReason::CompilesDiffer))
      Added.push_back(I);
    else if (Site.instrumented())
      return conflict(Kept, NoCall, Other, Decision(Site));
  }
  for (const auto &[Key, I] : KeptAt) {
    const CallSite &Site = Kept.Sites[I];
    if (!OtherAt.count(Key) && Site.instrumented() &&
        !inside(Other.Skipped, Site.BeginOffset, Site.EndOffset))
      return conflict(Kept, Decision(Site), Other, NoCall);
  }

  // Includes, by offset: the same in both; or written only where the other skipped the text; or
  // naming a copy in one and the original in the other (which does not instrument that header):
  // then the original, when an include guard keeps the copy and the original from being read
  // both.
  auto SameEdit = [](const Edit &A, const Edit &B) {
    return A.Offset == B.Offset && A.Length == B.Length && A.Text == B.Text;
  };
  auto EditAt = [](const InstrumentedFile &F, unsigned Offset) -> const Edit * {
    for (const Edit &E : F.IncludeEdits)
      if (E.Offset == Offset) return &E;
    return nullptr;
  };
  auto CopyAt = [](const InstrumentedFile &F, unsigned Offset) -> const InstrumentedFile::CopyInclude * {
    for (const InstrumentedFile::CopyInclude &C : F.CopyIncludes)
      if (C.Offset == Offset) return &C;
    return nullptr;
  };
  auto BackToOriginal = [&](const InstrumentedFile::CopyInclude *Copy, const Edit *Instead) {
    return Copy && Copy->Guarded &&
           ((!Copy->Original && !Instead) ||
            (Copy->Original && Instead && SameEdit(*Copy->Original, *Instead)));
  };
  auto Describe = [&](const InstrumentedFile &F, const Edit *E, unsigned Offset) {
    return "the #include of line " + std::to_string(lineOf(F.Original, Offset)) +
           (!E ? std::string(" stays as written") : " names " + E->Text) +
           (CopyAt(F, Offset) && !CopyAt(F, Offset)->Guarded ? " (a header without include guard)"
                                                              : "");
  };
  std::set<unsigned> Offsets;
  for (const InstrumentedFile *F : {static_cast<const InstrumentedFile *>(&Kept), &Other})
    for (const Edit &E : F->IncludeEdits) Offsets.insert(E.Offset);
  std::vector<Edit> Includes;
  std::vector<InstrumentedFile::CopyInclude> CopyIncludes;
  auto Take = [&](const InstrumentedFile &F, const Edit *E) {
    if (!E) return;
    Includes.push_back(*E);
    if (const InstrumentedFile::CopyInclude *C = CopyAt(F, E->Offset)) CopyIncludes.push_back(*C);
  };
  for (unsigned Offset : Offsets) {
    const Edit *K = EditAt(Kept, Offset), *O = EditAt(Other, Offset);
    if (K && O && SameEdit(*K, *O)) {
      Take(Kept, K);
    } else if (!K && inside(Kept.Skipped, Offset, Offset + O->Length)) {
      Take(Other, O);
    } else if (!O && inside(Other.Skipped, Offset, Offset + K->Length)) {
      Take(Kept, K);
    } else if (BackToOriginal(CopyAt(Kept, Offset), O)) {
      if (O) Includes.push_back(*O);
    } else if (BackToOriginal(CopyAt(Other, Offset), K)) {
      if (K) Includes.push_back(*K);
    } else {
      return conflict(Kept, Describe(Kept, K, Offset), Other, Describe(Other, O, Offset));
    }
  }

  // The union: Other's calls appended, their lexical parents found again by text.
  std::vector<CallSite> Sites = Kept.Sites;
  std::map<SiteKey, size_t> MergedAt = KeptAt;
  for (size_t I : Added) {
    MergedAt.emplace(keyOf(Other.Sites[I]), Sites.size());
    Sites.push_back(Other.Sites[I]);
  }
  for (size_t N = Kept.Sites.size(); N < Sites.size(); ++N) {
    int Parent = Sites[N].LexicalParent;
    Sites[N].LexicalParent = -1;
    if (Parent < 0) continue;
    auto It = MergedAt.find(keyOf(Other.Sites[Parent]));
    if (It != MergedAt.end() && Sites[It->second].instrumented())
      Sites[N].LexicalParent = static_cast<int>(It->second);
  }
  Sites = inSourceOrder(std::move(Sites));
  // A header that some translation unit found in a system directory stays a system header for
  // all: suppressing a warning another one would show is the lesser change (a copy can only be
  // one or the other).
  const bool System = Kept.SystemHeader || Other.SystemHeader;
  if (auto Error = replan(Kept, Sites, Includes, System)) return Error;
  Kept.SystemHeader = System;
  Kept.Sites = std::move(Sites);
  Kept.IncludeEdits = std::move(Includes);
  Kept.CopyIncludes = std::move(CopyIncludes);
  Kept.Skipped = intersection(Kept.Skipped, Other.Skipped);
  Kept.IncludedBy += ", " + Other.IncludedBy;
  auto AppendMissing = [](std::vector<std::string> &To, const std::vector<std::string> &From) {
    for (const std::string &Path : From)
      if (std::find(To.begin(), To.end(), Path) == To.end()) To.push_back(Path);
  };
  AppendMissing(Kept.HeaderCopies, Other.HeaderCopies);
  AppendMissing(Kept.Dependencies, Other.Dependencies);
  return std::nullopt;
}

// Does `Other` have a call the compiles disagree on that `Kept` does not list? (The same text is
// another call there: `a != b` calls operator== in C++20.) Then the one copy lists it too,
// whichever compile came first, though their texts are alike.
bool listsMore(const InstrumentedFile &Kept, const InstrumentedFile &Other) {
  std::set<SiteKey> Listed;
  for (const CallSite &S : Kept.Sites)
    if (hasText(S)) Listed.insert(keyOf(S));
  for (const CallSite &S : Other.Sites)
    if (hasText(S) && !S.instrumented() && S.Reason == SkipReason::CompilesDiffer &&
        !Listed.count(keyOf(S)))
      return true;
  return false;
}

// Sites whose wrapper each translation unit chose from what it alone sees, rather than from
// the text and its flags:
// - macro bodies (--macro-bodies): a call written in a #define is one site for every expansion
//   of the macro, in every translation unit, and each chose from its own expansions;
// - dependent calls judged by instantiations (a main file that another translation unit of the
//   run includes too, headers with --header-instances): each chose from its own instantiations.
bool decidedPerUnit(const CallSite &S) { return !S.MacroName.empty() || S.ByInstances; }

// A copy's part in the agreement on one site: it has the site and a say; or it has the site but
// no say (it never instantiated the template: it takes the others' decision); or no such site
// though it compiles the text (a disagreement). Where its preprocessor skipped the text (it
// does not expand the macro, or takes another #if branch) it has no part.
struct Part {
  InstrumentedFile *Copy;
  CallSite *Site;  // null: no such site
  bool Say;
};

// The forms `S` was found exact with, its own first.
std::vector<FormVariant> exactForms(const CallSite &S) {
  std::vector<FormVariant> Out;
  if (!S.instrumented()) return Out;
  Out.push_back({*S.Chosen, S.Options});
  Out.insert(Out.end(), S.Alternatives.begin(), S.Alternatives.end());
  return Out;
}

bool sameButTheGuard(WrapperOptions A, const WrapperOptions &B) {
  A.WhyUnguarded = B.WhyUnguarded;
  return sameOptions(A, B);
}

// The forms exact at every one of `Sites` (one per compile), in order of preference: the same
// order whatever the order of the compiles. A form some take without its destructor (their
// call graph shows that a longjmp may pass, a constexpr function before C++20) is taken without
// it by all: the form without it is exact wherever the one with it is.
std::vector<FormVariant> commonForms(const std::vector<const CallSite *> &Sites) {
  std::vector<FormVariant> Out;
  if (Sites.empty()) return Out;
  std::vector<FormVariant> Candidates = exactForms(*Sites.front());
  std::stable_sort(Candidates.begin(), Candidates.end(), [](const FormVariant &A, const FormVariant &B) {
    return std::make_pair(formPreference(A.Kind), A.Kind) < std::make_pair(formPreference(B.Kind), B.Kind);
  });
  for (FormVariant Common : Candidates) {
    bool InAll = true;
    for (const CallSite *S : Sites) {
      std::vector<FormVariant> Forms = exactForms(*S);
      auto It = std::find_if(Forms.begin(), Forms.end(),
                             [&](const FormVariant &V) { return V.Kind == Common.Kind; });
      if (It == Forms.end() || !sameButTheGuard(It->Options, Common.Options)) {
        InAll = false;
        break;
      }
      const Unguarded Why = It->Options.WhyUnguarded;
      if (Why != Unguarded::No && (Common.Options.guarded() || Why < Common.Options.WhyUnguarded))
        Common.Options.WhyUnguarded = Why;
    }
    if (InAll) Out.push_back(Common);
  }
  return Out;
}

// One compile's decision at a site, for the detail when the compiles disagree.
std::string decisionOf(const CallSite *S, bool PerUnit) {
  if (!S) return PerUnit ? "no such call" : "no such call, though that text is compiled";
  if (!S->instrumented())
    return "skipped: " + std::string(skipReasonName(S->Reason)) +
           (S->Detail.empty() ? "" : " (" + S->Detail + ")");
  std::string Out;
  for (const FormVariant &V : exactForms(*S))
    Out += (Out.empty() ? "[" : " or [") + std::string(formName(V.Kind)) +
           (V.Options.DeducedReturn ? " without decltype(auto)" : "") + "]";
  for (const MacroVariantUse &U : S->Variants) Out += " in " + U.Variant;
  return Out;
}

// Why a site is left as written: the decision of each compile with a say (by source and -o
// output), those alike together, in the order of their names (up to a few of each).
std::string disagreement(const std::vector<Part> &Parts, const CallSite *PerUnit) {
  std::map<std::string, std::vector<std::string>> CompilesOf;  // decision -> compiles
  for (const Part &P : Parts)
    if (P.Say) CompilesOf[decisionOf(P.Site, PerUnit)].push_back(P.Copy->IncludedBy);
  std::vector<std::pair<std::vector<std::string>, std::string>> Groups;
  for (auto &[Decision, Compiles] : CompilesOf) {
    std::sort(Compiles.begin(), Compiles.end());
    Groups.push_back({std::move(Compiles), Decision});
  }
  std::sort(Groups.begin(), Groups.end());
  std::string Detail = !PerUnit                      ? "the compiles differ:"
                       : PerUnit->MacroName.empty() ? "the template is instantiated differently by"
                                                    : "the body of " + PerUnit->MacroName +
                                                          " is expanded differently by";
  constexpr size_t Named = 3;
  for (size_t G = 0; G < Groups.size(); ++G) {
    const auto &[Compiles, Decision] = Groups[G];
    Detail += G ? "; " : " ";
    for (size_t I = 0; I < Compiles.size() && I < Named; ++I)
      Detail += (I ? ", " : "") + Compiles[I];
    if (Compiles.size() > Named)
      Detail += " and " + std::to_string(Compiles.size() - Named) + " more";
    Detail += ": " + Decision;
  }
  return Detail;
}

// What a copy makes of the macro invocation at `Offset`: the variants and the wrappers of its
// calls of macro bodies (CallSite::BodyUse), in the copy's order. The places of the wrappers of
// their parts (placeholders O and Q) are left out: a copy places them only where its compile
// records the target or the values, which the copies have agreed on by then, and a place
// without a wrapper is filled with nothing.
std::string bodyVariantsAt(const InstrumentedFile &Copy, unsigned Offset) {
  const auto WithoutParts = [](char Kind, unsigned Number) {
    return Kind == 'O' || Kind == 'Q' ? std::string() : bodyPlaceholder(Kind, Number);
  };
  std::string Out;
  for (const CallSite &S : Copy.Sites) {
    if (!S.BodyUse || S.BodyUse->NameOffset != Offset) continue;
    Out += S.Callee + " " + std::to_string(S.BodySlot) + " " + decisionOf(&S, false) + " " +
           std::to_string(static_cast<int>(S.Options.WhyUnguarded)) +
           (S.ClosesAt ? " closed at " + std::to_string(*S.ClosesAt) : "") + "\n";
    for (const auto *Texts : {&S.BodyUse->Definitions, &S.BodyUse->SystemDefinitions})
      for (const std::string &D : *Texts) Out += fillBodyPlaceholders(D, WithoutParts) + "\n";
    for (const MacroBodyUse::NameInFile &Name : S.BodyUse->NamesInFile)
      Out += "name at " + std::to_string(Name.Offset) + ": " + std::to_string(Name.Level) + "\n";
  }
  return Out;
}

void agreeOnTargets(const std::vector<std::pair<InstrumentedFile *, CallSite *>> &Sites,
                    std::set<InstrumentedFile *> &Changed);
void agreeOnCaptures(const std::vector<std::pair<InstrumentedFile *, CallSite *>> &Sites,
                     std::set<InstrumentedFile *> &Changed);

// The calls of macro bodies are wrapped in variants made for each invocation from the macros as
// each compile knows them: the compiles that expand an invocation must all make the same
// variants and wrappers, or its calls are left as written in every copy.
void agreeOnBodyVariants(const std::vector<InstrumentedFile *> &Copies,
                         std::set<InstrumentedFile *> &Changed) {
  std::set<unsigned> Offsets;
  // Each call's target and values first: those the copies record alike.
  std::map<std::pair<unsigned, unsigned>, std::vector<std::pair<InstrumentedFile *, CallSite *>>>
      Calls;  // by the invocation's offset and the call's slot
  for (InstrumentedFile *Copy : Copies)
    for (CallSite &S : Copy->Sites)
      if (S.BodyUse) {
        Offsets.insert(S.BodyUse->NameOffset);
        Calls[{S.BodyUse->NameOffset, S.BodySlot}].push_back({Copy, &S});
      }
  for (auto &[Slot, Sites] : Calls) {
    agreeOnTargets(Sites, Changed);
    agreeOnCaptures(Sites, Changed);
  }
  for (unsigned Offset : Offsets) {
    std::optional<std::string> First;
    bool Alike = true;
    for (const InstrumentedFile *Copy : Copies) {
      if (inside(Copy->Skipped, Offset, Offset + 1)) continue;  // not compiled there: no say
      std::string Made = bodyVariantsAt(*Copy, Offset);
      if (!First) First = std::move(Made);
      else Alike &= Made == *First;
    }
    if (Alike) continue;
    for (InstrumentedFile *Copy : Copies)
      for (CallSite &S : Copy->Sites)
        if (S.BodyUse && S.BodyUse->NameOffset == Offset) {
          leaveVariant(S, SkipReason::CompilesDiffer,
                       "in the expansion of " + S.BodyUse->Macros.front() +
                           ", which the compiles know differently (its macros or the wrappers of "
                           "their calls)");
          Changed.insert(Copy);
        }
  }
}

// The values an instrumented site records in every copy: those all copies record alike (a
// string class may be complete in one translation unit and only declared in another).
void agreeOnCaptures(const std::vector<std::pair<InstrumentedFile *, CallSite *>> &Sites,
                     std::set<InstrumentedFile *> &Changed) {
  std::vector<CallSite *> Instrumented;
  for (auto &[Copy, Site] : Sites)
    if (Site->instrumented()) Instrumented.push_back(Site);
  if (!agreeOnCaptures(Instrumented, "the translation units that include this file record it "
                                     "differently"))
    return;
  for (auto &[Copy, Site] : Sites)
    if (Site->instrumented()) Changed.insert(Copy);
}

// The call target an instrumented site records in every copy: the one all copies whose compiles
// made the call record alike (a dependent call's instantiations differ between translation
// units), which those that made none of its instantiations take too; none where they differ.
void agreeOnTargets(const std::vector<std::pair<InstrumentedFile *, CallSite *>> &Sites,
                    std::set<InstrumentedFile *> &Changed) {
  const CallSite *Voter = nullptr;
  bool Alike = true;
  for (auto &[Copy, Site] : Sites) {
    if (!Site->instrumented() || (Site->ByInstances && !Site->Instantiated)) continue;
    if (Voter) Alike &= Voter->Target == Site->Target;
    else Voter = Site;
  }
  if (!Voter) return;
  const std::optional<VirtualTarget> Target = Alike ? Voter->Target : std::nullopt;
  for (auto &[Copy, Site] : Sites) {
    if (!Site->instrumented() || Site->Target == Target) continue;
    Site->Target = Target;
    if (!Alike)
      Site->TargetWhyNot = "the translation units that include this file record it differently";
    Changed.insert(Copy);
  }
}

// Makes the copies of one file agree at every site they compile, before their texts are merged.
// Each site takes the first form, in order of preference, that every translation unit with a say
// finds exact there (a call of a class result that C++17 wraps in the lambda form and C++11 in
// the full-expression form takes the full-expression form in both); the copies without a say take
// it too, with the lexical children the first one with a say gave it. Where no form is exact in
// all of them, the call is left as written in every copy, saying what each decided. Lexical
// parents that differ between translation units are dropped. The copies changed are planned
// again; the text merge that follows then finds them alike at these sites.
std::optional<std::string> agreeOnEverySite(const std::vector<InstrumentedFile *> &Copies) {
  std::set<InstrumentedFile *> Changed;
  agreeOnBodyVariants(Copies, Changed);  // first: a whole expansion may go back to its text
  std::map<SiteKey, std::vector<std::pair<InstrumentedFile *, CallSite *>>> Found;
  for (InstrumentedFile *Copy : Copies)
    for (CallSite &Site : Copy->Sites)
      if (hasText(Site)) Found[keyOf(Site)].push_back({Copy, &Site});
  for (auto &[Key, Sites] : Found) {
    const CallSite *PerUnit = nullptr;
    bool AnyInstrumented = false;
    for (auto &[Copy, Site] : Sites) {
      if (!PerUnit && decidedPerUnit(*Site)) PerUnit = Site;
      AnyInstrumented |= Site->instrumented();
    }
    if (!AnyInstrumented) continue;  // skipped alike (each compile keeps its own reason)
    auto [Begin, End, Callee] = Key;
    std::vector<Part> Parts;
    size_t Next = 0;  // `Sites` lists the copies' sites in the order of the copies
    for (InstrumentedFile *Copy : Copies) {
      CallSite *Own = nullptr;  // the first, as the text merge takes it
      for (; Next < Sites.size() && Sites[Next].first == Copy; ++Next)
        if (!Own) Own = Sites[Next].second;
      if (Own) Parts.push_back({Copy, Own, !(Own->ByInstances && !Own->Instantiated)});
      else if (!inside(Copy->Skipped, Begin, End)) Parts.push_back({Copy, nullptr, true});
    }
    std::vector<const CallSite *> Deciding;
    const Part *First = nullptr;  // the first with a say
    bool EveryOneHasIt = true;
    for (const Part &P : Parts) {
      if (!P.Say) continue;
      EveryOneHasIt &= P.Site != nullptr;
      if (!P.Site) continue;
      Deciding.push_back(P.Site);
      if (!First) First = &P;
    }
    std::vector<FormVariant> Common;
    if (EveryOneHasIt) Common = commonForms(Deciding);
    // A call in a stringized macro argument calls the macro's variant as each compile knows the
    // macro: every compile that has the call must know the same one.
    for (const Part &P : Parts)
      if (P.Site && First && !(P.Site->Variants == First->Site->Variants)) Common.clear();
    if (Common.empty()) {
      const std::string Detail = disagreement(Parts, PerUnit);
      const SkipReason Reason = !PerUnit                    ? SkipReason::CompilesDiffer
                                : PerUnit->MacroName.empty() ? SkipReason::DependentCall
                                                             : SkipReason::MacroExpansionsDiffer;
      for (auto &[Copy, Site] : Sites) {
        leaveOut(*Site, Reason, Detail);
        Changed.insert(Copy);
      }
      continue;
    }
    const FormVariant &Take = Common.front();
    for (const Part &P : Parts) {
      if (!P.Site) continue;
      CallSite &Site = *P.Site;
      if (P.Say && Site.Chosen == Take.Kind && sameOptions(Site.Options, Take.Options)) {
        Site.Options.WhyUnguarded = Take.Options.WhyUnguarded;  // the reason listed
      } else {
        Site.Chosen = Take.Kind;
        Site.Options = Take.Options;
        Changed.insert(P.Copy);
      }
      Site.Alternatives.assign(Common.begin() + 1, Common.end());
      if (P.Say) continue;
      Site.Detail.clear();
      adoptLexicalChildren(*P.Copy, Site, *First->Copy, Key);
    }
  }
  for (auto &[Key, Sites] : Found) {
    agreeOnCaptures(Sites, Changed);
    agreeOnTargets(Sites, Changed);
  }
  for (InstrumentedFile *Copy : Changed) reattachLexicalParents(Copy->Sites);
  // The same call in every copy: its lexical parent too, or none.
  auto ParentOf = [](const InstrumentedFile &Copy, const CallSite &Site) -> std::optional<SiteKey> {
    if (Site.LexicalParent < 0) return std::nullopt;
    return keyOf(Copy.Sites[Site.LexicalParent]);
  };
  for (auto &[Key, Sites] : Found) {
    if (Sites.size() < 2 || !Sites.front().second->instrumented()) continue;
    bool SameParent = true;
    for (auto &[Copy, Site] : Sites)
      SameParent &= ParentOf(*Copy, *Site) == ParentOf(*Sites.front().first, *Sites.front().second);
    if (SameParent) continue;
    for (auto &[Copy, Site] : Sites) {
      Site->LexicalParent = -1;
      Changed.insert(Copy);
    }
  }
  for (InstrumentedFile *Copy : Copies) {
    if (!Changed.count(Copy)) continue;
    if (auto Error = replan(*Copy, Copy->Sites, Copy->IncludeEdits, Copy->SystemHeader))
      return Error;
  }
  return std::nullopt;
}

}  // namespace

bool keepOneCopyOfEachFile(std::vector<InstrumentedFile> &Files) {
  std::map<std::string, size_t> First;  // a file's absolute path -> its first copy
  std::set<std::string> Conflicting;
  std::vector<bool> Drop(Files.size(), false);
  std::map<std::string, std::vector<InstrumentedFile *>> CopiesOf;
  for (InstrumentedFile &File : Files) CopiesOf[File.AbsolutePath].push_back(&File);
  for (auto &[Path, Copies] : CopiesOf) {
    if (Copies.size() < 2) continue;
    std::optional<std::string> Problem = agreeOnEverySite(Copies);
    if (!Problem) continue;
    Conflicting.insert(Path);
    llvm::WithColor::error(llvm::errs(), "overdub")
        << printable(Copies.front()->Name + ": " + *Problem) << "\n";
  }
  for (size_t I = 0; I < Files.size(); ++I) {
    const InstrumentedFile &File = Files[I];
    auto [It, New] = First.emplace(File.AbsolutePath, I);
    if (New) continue;
    Drop[I] = true;
    InstrumentedFile &Kept = Files[It->second];
    if (Conflicting.count(File.AbsolutePath) ||
        (applyPlan(Kept.Original, Kept.Plan) == applyPlan(File.Original, File.Plan) &&
         !listsMore(Kept, File)))
      continue;
    std::optional<std::string> Problem = merge(Kept, File);
    if (!Problem) continue;
    Conflicting.insert(File.AbsolutePath);
    llvm::WithColor::error(llvm::errs(), "overdub")
        << printable(Kept.IsHeader
                         ? Kept.Name + ": instrumented differently as included by " +
                               Kept.IncludedBy + " and by " + File.IncludedBy +
                               ", so it is not written (one copy must serve every translation " +
                               "unit: leave it out with --exclude-header-filter, or make them " +
                               "agree):" + *Problem
                         : Kept.Name + ": its compiles " + Kept.IncludedBy + " and " +
                               File.IncludedBy + " differ, so it is not written (one text must " +
                               "serve every compile: leave it out with --exclude-file, or make " +
                               "them agree):" + *Problem)
        << "\n";
  }
  for (size_t I = 0; I < Files.size(); ++I)
    if (Conflicting.count(Files[I].AbsolutePath)) Drop[I] = true;
  std::vector<InstrumentedFile> Out;
  for (size_t I = 0; I < Files.size(); ++I)
    if (!Drop[I]) Out.push_back(std::move(Files[I]));
  Files = std::move(Out);
  return Conflicting.empty();
}

void pinHeaderCopies(std::vector<InstrumentedFile> &Files) {
  std::map<std::string, std::pair<std::string, std::string>> Pins;  // path -> macro, digest
  for (InstrumentedFile &Header : Files) {
    if (!Header.IsHeader) continue;
    // 60 bits: a preprocessor number (intmax_t) holds it.
    std::string Digest = "0x" + textDigest(applyPlan(Header.Original, Header.Plan)).substr(1);
    std::string Macro = siteTableName(Header.Name) + "_digest";
    size_t AfterLine = Header.Plan.Prelude.find('\n') + 1;
    Header.Plan.Prelude.insert(AfterLine, "#define " + Macro + " " + Digest + "\n");
    Pins[Header.AbsolutePath] = {Macro, Digest};
  }
  for (InstrumentedFile &Source : Files) {
    std::string Checks;
    for (const std::string &Path : Source.HeaderCopies) {
      auto It = Pins.find(Path);
      if (It == Pins.end()) continue;  // not written: a conflict was reported
      const auto &[Macro, Digest] = It->second;
      Checks += "#if defined(" + Macro + ") && " + Macro + " != " + Digest +
                "\n#error \"overdub: " + escapeStringLiteral(Path) +
                ": the instrumented copy included here is not the one this source was "
                "instrumented with (another source instrumented the header differently, or the "
                "copy is stale)\"\n#endif\n";
    }
    if (Checks.empty()) continue;
    const bool EndsInNewline = Source.Original.empty() || Source.Original.back() == '\n';
    Source.Plan.Edits.push_back({static_cast<unsigned>(Source.Original.size()), 0,
                                 (EndsInNewline ? "" : "\n") + Checks});
  }
}

}  // namespace overdub
