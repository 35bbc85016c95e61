// Which call sites the user wants: callee and caller name filters (command line, config file,
// presets) and suppression comments in the source, applied after the analysis so that a site
// left out is reported with the reason like any other skip.
#ifndef OVERDUB_MATCHERS_SITESELECTION_H
#define OVERDUB_MATCHERS_SITESELECTION_H

#include "overdub/matchers/CallSite.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/Regex.h"

#include <memory>
#include <string>
#include <vector>

namespace overdub {

// The filters as written: regular expressions (POSIX extended, matched anywhere in the
// qualified name, like clang-tidy's --header-filter; anchor with ^ and $) and preset names.
struct SelectionSpec {
  std::vector<std::string> IncludeCallees, ExcludeCallees;
  std::vector<std::string> IncludeCallers, ExcludeCallers;
  std::vector<std::string> Presets;
};

// `Expr` compiled (POSIX extended), or an error naming it and what is wrong with it.
llvm::Expected<llvm::Regex> compileRegex(const std::string &Expr);

// The presets: named lists of exclusions for common noise (docs/selection.md).
struct Preset {
  const char *Name;
  const char *Description;
  const char *ExcludeCallees;  // a regular expression
};
const std::vector<Preset> &presets();

class SiteSelection {
public:
  // Compiles the filters; an invalid expression or an unknown preset is an error naming it.
  static llvm::Expected<SiteSelection> create(const SelectionSpec &Spec);

  // Leaves out (skipped, reason `excluded` or `suppressed`) the instrumented sites that the
  // filters exclude or that a suppression comment in `FileText` (the main file) covers:
  //   // NOOVERDUB            the calls on this line
  //   // NOOVERDUBNEXTLINE    the calls on the next line
  //   // NOOVERDUBBEGIN ... // NOOVERDUBEND   the calls in between
  void apply(std::vector<CallSite> &Sites, llvm::StringRef FileText) const;

  bool empty() const { return Rules.empty(); }

private:
  struct Rule {
    enum Kind { IncludeCallee, ExcludeCallee, IncludeCaller, ExcludeCaller } What;
    std::string Source;  // the expression, or "preset NAME"
    std::shared_ptr<llvm::Regex> Pattern;
  };
  // Why the filters leave `Site` out; empty when they keep it.
  std::string exclusion(const CallSite &Site) const;
  std::vector<Rule> Rules;
};

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_SITESELECTION_H
