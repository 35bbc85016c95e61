#include "overdub/matchers/CallSite.h"

#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <map>

namespace overdub {

std::string bodyPlaceholder(char Kind, size_t Number) {
  return std::string(1, kBodyPlaceholder) + Kind + std::to_string(Number) + kBodyPlaceholder;
}

std::string fillBodyPlaceholders(std::string_view Text,
                                 const std::function<std::string(char, unsigned)> &Fill) {
  std::string Out;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] != kBodyPlaceholder) {
      Out += Text[I];
      continue;
    }
    const char Kind = Text[I + 1];
    const size_t End = Text.find(kBodyPlaceholder, I + 2);
    const unsigned Number = static_cast<unsigned>(std::stoul(std::string(Text.substr(I + 2, End - I - 2))));
    Out += Fill(Kind, Number);
    I = End;
  }
  return Out;
}

std::string_view formName(Form F) {
  switch (F) {
  case Form::Void: return "void";
  case Form::Reference: return "reference";
  case Form::Materialized: return "materialized";
  case Form::Value: return "value";
  case Form::Lambda: return "lambda";
  case Form::NoReturn: return "noreturn";
  case Form::FullExpression: return "full-expression";
  case Form::Declaration: return "declaration";
  case Form::LeftOperand: return "left-operand";
  }
  return "?";
}

std::string_view unguardedReason(Unguarded Why) {
  switch (Why) {
  case Unguarded::No: return "";
  case Unguarded::Constexpr: return "in a constexpr function (or C++17 lambda) before C++20";
  case Unguarded::SetjmpCaller:
    return "the caller calls setjmp, and a longjmp back must not jump over a destructor";
  case Unguarded::MayLongjmp:
    return "a call of its full-expression may longjmp, which must not jump over a destructor";
  case Unguarded::ConditionalOperand:
    return "a [[noreturn]] call in a conditional operand (a guard there changes "
           "-Wunreachable-code)";
  }
  return "?";
}

std::string_view skipReasonName(SkipReason R) {
  switch (R) {
  case SkipReason::Unevaluated: return "unevaluated";
  case SkipReason::ConstantContext: return "constant-context";
  case SkipReason::ImmediateCall: return "immediate-call";
  case SkipReason::ConstevalFunction: return "consteval-function";
  case SkipReason::Intrinsic: return "intrinsic";
  case SkipReason::SemanticNoop: return "semantic-noop";
  case SkipReason::PseudoDestructor: return "pseudo-destructor";
  case SkipReason::StackFrame: return "stack-frame";
  case SkipReason::MacroExpansion: return "macro";
  case SkipReason::MacroSpanning: return "macro-spanning";
  case SkipReason::MacroStringized: return "macro-stringized";
  case SkipReason::MacroContexts: return "macro-contexts";
  case SkipReason::MacroCompiler: return "macro-compiler";
  case SkipReason::MacroExpansionsDiffer: return "macro-expansions-differ";
  case SkipReason::CompilesDiffer: return "compiles-differ";
  case SkipReason::ImplicitCall: return "implicit";
  case SkipReason::OperatorArrow: return "operator-arrow";
  case SkipReason::DependentCall: return "dependent";
  case SkipReason::NoExactForm: return "no-exact-form";
  case SkipReason::DefaultArgument: return "default-argument";
  case SkipReason::RuntimeCall: return "overdub-runtime";
  case SkipReason::ColumnSensitive: return "column-sensitive";
  case SkipReason::Excluded: return "excluded";
  case SkipReason::Suppressed: return "suppressed";
  case SkipReason::HeaderLeftAsIs: return "header-left-as-is";
  }
  return "?";
}

std::string_view skipReasonDescription(SkipReason R) {
  switch (R) {
  case SkipReason::Unevaluated: return "the operand is never evaluated";
  case SkipReason::ConstantContext: return "the value must be a constant expression";
  case SkipReason::ImmediateCall: return "consteval callee, evaluated by the compiler";
  case SkipReason::ConstevalFunction: return "inside a consteval function";
  case SkipReason::Intrinsic: return "compiler intrinsic, not a library function";
  case SkipReason::SemanticNoop: return "a cast in function form that does no work";
  case SkipReason::PseudoDestructor: return "pseudo-destructor of a scalar type";
  case SkipReason::StackFrame: return "depends on the caller's stack frame";
  case SkipReason::MacroExpansion: return "the call is written inside a macro body";
  case SkipReason::MacroSpanning:
    return "the call begins in a macro's expansion and ends outside it, or the other way";
  case SkipReason::MacroStringized: return "a macro stringizes or pastes the argument it is written in";
  case SkipReason::MacroContexts:
    return "the macro argument is expanded in places that need different wrappers";
  case SkipReason::MacroCompiler:
    return "a macro around it is defined under a condition on the compiler";
  case SkipReason::MacroExpansionsDiffer:
    return "the translation units that expand the macro need different wrappers for it";
  case SkipReason::CompilesDiffer:
    return "the compiles of the file need different wrappers for it, so its one text leaves it alone";
  case SkipReason::ImplicitCall: return "implicit call with no text of its own";
  case SkipReason::OperatorArrow: return "operator-> spells only part of its range";
  case SkipReason::DependentCall: return "the result type depends on a template parameter";
  case SkipReason::NoExactForm: return "no wrapper form keeps the program's meaning here";
  case SkipReason::DefaultArgument: return "inside a default argument";
  case SkipReason::RuntimeCall: return "a call into the overdub runtime";
  case SkipReason::ColumnSensitive:
    return "an insertion would shift a source_location column later on the line";
  case SkipReason::Excluded: return "left out by a filter on callee or caller names";
  case SkipReason::Suppressed: return "a NOOVERDUB comment covers it";
  case SkipReason::HeaderLeftAsIs: return "in a header that this compile reads as it is";
  }
  return "?";
}

unsigned formPreference(Form F) {
  switch (F) {
  case Form::Void:
  case Form::Reference:
  case Form::Materialized:
  case Form::Value:
  case Form::NoReturn:
  case Form::LeftOperand: return 0;
  case Form::Lambda: return 1;
  case Form::FullExpression:
  case Form::Declaration: return 2;
  }
  return 3;
}

bool sameCaptures(const CallSite &A, const CallSite &B) {
  return A.Captures == B.Captures && A.CapturesResult == B.CapturesResult &&
         A.ResultRedacted == B.ResultRedacted && A.ResultBytes == B.ResultBytes &&
         A.ResultNames == B.ResultNames && A.ValueTypes == B.ValueTypes;
}

bool agreeOnCaptures(llvm::ArrayRef<CallSite *> Instrumented, const std::string &Why) {
  if (Instrumented.size() < 2) return false;
  bool Alike = true;
  for (const CallSite *Site : Instrumented) Alike &= sameCaptures(*Site, *Instrumented.front());
  if (Alike) return false;
  auto InEvery = [&](const ArgumentCapture &C) {
    for (const CallSite *Site : Instrumented)
      if (std::find(Site->Captures.begin(), Site->Captures.end(), C) == Site->Captures.end())
        return false;
    return true;
  };
  std::vector<ArgumentCapture> Common;
  for (const ArgumentCapture &C : Instrumented.front()->Captures)
    if (InEvery(C)) Common.push_back(C);
  bool Result = true;
  for (const CallSite *Site : Instrumented)
    Result &= Site->CapturesResult && Site->ResultRedacted == Instrumented.front()->ResultRedacted &&
              Site->ResultBytes == Instrumented.front()->ResultBytes &&
              Site->ResultNames == Instrumented.front()->ResultNames;
  // The report shows a value left out by its type, where the sites that name one agree on it.
  std::map<unsigned, std::optional<std::string>> TypeOf;  // none: sites disagree
  for (const CallSite *Site : Instrumented)
    for (const ValueType &T : Site->ValueTypes)
      if (auto [It, New] = TypeOf.try_emplace(T.Slot, T.Name); !New && It->second != T.Name)
        It->second.reset();
  std::vector<ValueType> Types;
  for (const auto &[Slot, Name] : TypeOf) {
    auto Holds = [Slot = Slot](const ArgumentCapture &C) { return C.Number == Slot; };
    const bool Recorded = Slot == 0 ? Result : std::any_of(Common.begin(), Common.end(), Holds);
    if (Name && !Recorded) Types.push_back({Slot, *Name});
  }
  for (CallSite *Site : Instrumented) {
    for (const ArgumentCapture &C : Site->Captures)
      if (!InEvery(C))
        Site->CaptureWhyNot.push_back("argument " + std::to_string(C.Number) + ": " + Why);
    if (Site->CapturesResult && !Result) Site->CaptureWhyNot.push_back("the result: " + Why);
    Site->Captures = Common;
    Site->ValueTypes = Types;
    Site->CapturesResult = Result;
    if (!Result) {
      Site->ResultRedacted = Site->ResultBytes = false;
      Site->ResultNames.clear();
    }
  }
  return true;
}

bool isForcedSkip(SkipReason R) {
  // The reasons Coverage.def names forced, the list the coverage figure reads.
  static const llvm::StringSet<> Forced = {
#define OVERDUB_FORCED_SKIP(Reason, Why) Reason,
#include "overdub/matchers/Coverage.def"
  };
  return Forced.contains(skipReasonName(R));
}

void leaveOut(CallSite &Site, SkipReason Reason, std::string Detail) {
  Site.Chosen.reset();
  Site.Alternatives.clear();
  Site.Reason = Reason;
  Site.Detail = std::move(Detail);
}

void leaveVariant(CallSite &Site, SkipReason Reason, std::string Detail) {
  if (std::shared_ptr<const CallSite> AtFileText = std::move(Site.AtFileText)) {
    // Left out in the variant since (a column use nearby, a NOOVERDUB comment, a filter): so
    // at its text.
    const bool Kept = Site.instrumented();
    const SkipReason WhyLeftOut = Site.Reason;
    std::string LeftOut = std::move(Site.Detail);
    const int Parent = Site.LexicalParent;
    Site = *AtFileText;
    Site.LexicalParent = Parent;
    if (!Kept) leaveOut(Site, WhyLeftOut, std::move(LeftOut));
    return;
  }
  if (Site.instrumented()) leaveOut(Site, Reason, std::move(Detail));  // else it says why
  Site.BodyUse.reset();
  Site.ClosesAt.reset();
}

void reattachLexicalParents(std::vector<CallSite> &Sites) {
  for (CallSite &Site : Sites)
    while (Site.LexicalParent >= 0 && !Sites[Site.LexicalParent].instrumented())
      Site.LexicalParent = Sites[Site.LexicalParent].LexicalParent;
}

// The values a call records (--capture), and why it does not record the others: e.g.
// " (records the values of arguments 1 and 2 and the result)".
std::string describeCaptures(const CallSite &Site) {
  std::string Out;
  const size_t N = Site.Captures.size();
  for (size_t I = 0; I < N; ++I)
    Out += (I == 0 ? "" : I + 1 == N ? " and " : ", ") + std::to_string(Site.Captures[I].Number);
  if (N > 0) Out = (N == 1 ? "argument " : "arguments ") + Out;
  if (Site.CapturesResult) Out += N > 0 ? " and the result" : "the result";
  std::string Redacted;  // --capture-redact: recorded as a marker
  for (const ArgumentCapture &A : Site.Captures)
    if (A.Redacted) Redacted += (Redacted.empty() ? "argument " : ", argument ") + std::to_string(A.Number);
  if (Site.ResultRedacted) Redacted += Redacted.empty() ? "the result" : ", the result";
  if (!Out.empty())
    Out = (N + Site.CapturesResult > 1 ? " (records the values of " : " (records the value of ") +
          Out + (Redacted.empty() ? "" : "; redacted: " + Redacted) + ")";
  for (const std::string &Why : Site.CaptureWhyNot) Out += " (value not recorded: " + Why + ")";
  return Out;
}

std::string describeSite(const CallSite &Site) {
  std::string Out = Site.File + ":" + std::to_string(Site.Line) + ":" +
                    std::to_string(Site.Column) + ": remark: ";
  if (Site.instrumented()) {
    Out += "instrumented '" + Site.Callee + "' [" + std::string(formName(*Site.Chosen)) + "]";
    if (!Site.Options.guarded())
      Out += " (no unwinding stop: " + std::string(unguardedReason(Site.Options.WhyUnguarded)) + ")";
    if (Site.Target)
      Out += " (records its target)";
    else if (!Site.TargetWhyNot.empty())
      Out += " (target not recorded: " + Site.TargetWhyNot + ")";
    Out += describeCaptures(Site);
  } else {
    Out += "skipped '" + Site.Callee + "': " + std::string(skipReasonName(Site.Reason));
    Out += " (" + (Site.Detail.empty() ? std::string(skipReasonDescription(Site.Reason))
                                       : Site.Detail) + ")";
  }
  return Out;
}

}  // namespace overdub
