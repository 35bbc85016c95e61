#include "overdub/matchers/SiteSelection.h"

#include <algorithm>

namespace overdub {

const std::vector<Preset> &presets() {
  static const std::vector<Preset> List = {
      {"std-accessors",
       "standard-library accessors and iterator operations: size, empty, data, begin/end and "
       "their variants, operator[], at, front, back, get, and the operators of iterators",
       "^(std|__gnu_cxx)::.*::(size|empty|data|c?r?begin|c?r?end|operator\\[\\]|at|front|back|"
       "operator\\*|operator->|operator\\+\\+|operator--|operator==|operator!=|base)$|"
       "^std::(size|ssize|empty|data|c?r?begin|c?r?end|get)$|"
       "^__gnu_cxx::operator(==|!=|-|\\+)$"},
  };
  return List;
}

llvm::Expected<llvm::Regex> compileRegex(const std::string &Expr) {
  llvm::Regex Pattern(Expr);
  std::string Problem;
  if (!Pattern.isValid(Problem))
    return llvm::createStringError("invalid regular expression '" + Expr + "': " + Problem);
  return Pattern;
}

llvm::Expected<SiteSelection> SiteSelection::create(const SelectionSpec &Spec) {
  SiteSelection Out;
  auto Add = [&](Rule::Kind What, const std::string &Expr, std::string Source) -> llvm::Error {
    llvm::Expected<llvm::Regex> Pattern = compileRegex(Expr);
    if (!Pattern) return Pattern.takeError();
    Out.Rules.push_back(
        Rule{What, std::move(Source), std::make_shared<llvm::Regex>(std::move(*Pattern))});
    return llvm::Error::success();
  };
  struct {
    const std::vector<std::string> &List;
    Rule::Kind What;
    const char *Option;
  } Lists[] = {{Spec.IncludeCallees, Rule::IncludeCallee, "--include-callee"},
               {Spec.ExcludeCallees, Rule::ExcludeCallee, "--exclude-callee"},
               {Spec.IncludeCallers, Rule::IncludeCaller, "--include-caller"},
               {Spec.ExcludeCallers, Rule::ExcludeCaller, "--exclude-caller"}};
  for (const auto &L : Lists)
    for (const std::string &Expr : L.List)
      if (llvm::Error E = Add(L.What, Expr, std::string(L.Option) + "='" + Expr + "'")) return E;
  for (const std::string &Name : Spec.Presets) {
    auto It = std::find_if(presets().begin(), presets().end(),
                           [&](const Preset &P) { return Name == P.Name; });
    if (It == presets().end()) {
      std::string Known;
      for (const Preset &P : presets()) Known += (Known.empty() ? "" : ", ") + std::string(P.Name);
      return llvm::createStringError("unknown preset '" + Name + "' (known: " + Known + ")");
    }
    if (llvm::Error E = Add(Rule::ExcludeCallee, It->ExcludeCallees, "preset " + Name)) return E;
  }
  return Out;
}

std::string SiteSelection::exclusion(const CallSite &Site) const {
  bool HasCalleeIncludes = false, CalleeIncluded = false;
  bool HasCallerIncludes = false, CallerIncluded = false;
  for (const Rule &R : Rules) {
    const std::string &Name =
        R.What == Rule::IncludeCallee || R.What == Rule::ExcludeCallee ? Site.Callee : Site.Caller;
    bool Matches = R.Pattern->match(Name);
    switch (R.What) {
    case Rule::IncludeCallee:
      HasCalleeIncludes = true;
      CalleeIncluded |= Matches;
      break;
    case Rule::IncludeCaller:
      HasCallerIncludes = true;
      CallerIncluded |= Matches;
      break;
    case Rule::ExcludeCallee:
    case Rule::ExcludeCaller:
      if (Matches) return "by " + R.Source;
      break;
    }
  }
  if (HasCalleeIncludes && !CalleeIncluded) return "the callee matches no --include-callee";
  if (HasCallerIncludes && !CallerIncluded) return "the caller matches no --include-caller";
  return "";
}

namespace {

// Byte ranges of the file whose calls a suppression comment covers.
std::vector<std::pair<size_t, size_t>> suppressedRanges(llvm::StringRef Text) {
  std::vector<std::pair<size_t, size_t>> Ranges;
  auto LineBegin = [&](size_t At) {
    size_t NL = Text.rfind('\n', At);
    return NL == llvm::StringRef::npos ? 0 : NL + 1;
  };
  auto LineEnd = [&](size_t At) {
    size_t NL = Text.find('\n', At);
    return NL == llvm::StringRef::npos ? Text.size() : NL;
  };
  size_t OpenBegin = llvm::StringRef::npos;
  for (size_t At = Text.find("NOOVERDUB"); At != llvm::StringRef::npos;
       At = Text.find("NOOVERDUB", At + 1)) {
    // Only in a comment: `//` or `/*` earlier on the same line.
    llvm::StringRef Before = Text.slice(LineBegin(At), At);
    if (!Before.contains("//") && !Before.contains("/*")) continue;
    llvm::StringRef Word = Text.substr(At);
    size_t Begin = LineBegin(At), End = LineEnd(At);
    if (Word.starts_with("NOOVERDUBNEXTLINE")) {
      if (End < Text.size()) Ranges.push_back({End + 1, LineEnd(End + 1)});
    } else if (Word.starts_with("NOOVERDUBBEGIN")) {
      if (OpenBegin == llvm::StringRef::npos) OpenBegin = Begin;
    } else if (Word.starts_with("NOOVERDUBEND")) {
      if (OpenBegin != llvm::StringRef::npos) Ranges.push_back({OpenBegin, End});
      OpenBegin = llvm::StringRef::npos;
    } else {
      Ranges.push_back({Begin, End});
    }
  }
  if (OpenBegin != llvm::StringRef::npos) Ranges.push_back({OpenBegin, Text.size()});
  return Ranges;
}

}  // namespace

void SiteSelection::apply(std::vector<CallSite> &Sites, llvm::StringRef FileText) const {
  std::vector<std::pair<size_t, size_t>> Suppressed = suppressedRanges(FileText);
  if (Rules.empty() && Suppressed.empty()) return;
  bool Changed = false;
  for (CallSite &Site : Sites) {
    if (!Site.instrumented()) continue;
    bool InComment = std::any_of(Suppressed.begin(), Suppressed.end(), [&](const auto &R) {
      return Site.BeginOffset >= R.first && Site.BeginOffset <= R.second;
    });
    std::string Why = InComment ? "" : exclusion(Site);
    if (!InComment && Why.empty()) continue;
    if (InComment)
      leaveOut(Site, SkipReason::Suppressed, "a NOOVERDUB comment");
    else
      leaveOut(Site, SkipReason::Excluded, std::move(Why));
    Changed = true;
  }
  if (Changed) reattachLexicalParents(Sites);
}

}  // namespace overdub
