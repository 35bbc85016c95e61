// Where a token of a macro expansion stands in the macro bodies and arguments around it: the
// source-location walks the collector makes to find the body text that holds a call's ends.
#ifndef OVERDUB_MATCHERS_MACROLOCATIONS_H
#define OVERDUB_MATCHERS_MACROLOCATIONS_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"

#include <vector>

namespace overdub {

// Where the token at `Loc` is written: back through the macro arguments it was passed in (at most
// 64), to a macro body's token or the file's.
clang::SourceLocation spelledThroughArguments(clang::SourceLocation Loc,
                                              const clang::SourceManager &SM);

class MacroLocations {
public:
  MacroLocations(const clang::SourceManager &SM, const clang::LangOptions &LangOpts)
      : SM(SM), LangOpts(LangOpts) {}

  // Is Loc the first (AtEnd: last) token of its expansion entry?
  bool atEdge(clang::SourceLocation Loc, bool AtEnd) const;
  // Is Loc (in a macro argument expansion) the first (last) token of the whole argument? An
  // argument's tokens are substituted in chunks, consecutive expansion entries.
  bool atArgumentEdge(clang::SourceLocation Loc, bool AtEnd) const;
  // Steps a call's ends into the macro argument that holds both (repeatedly): the call is
  // written where that argument was.
  void stepIntoCommonArgument(clang::SourceLocation &First, clang::SourceLocation &Last) const;
  // The macro body locations that Loc stands for, innermost first: its own (a body token), and
  // those of the parameter (or the macro invocation) it is the first (AtEnd: last) token of.
  void ascend(clang::SourceLocation Loc, bool AtEnd, std::vector<clang::SourceLocation> &Out) const;
  // Where the # or ## that made the token at `L` is written, stepping out of the scratch
  // buffers that hold such tokens: the operator's first token, or its operand's last (`AtEnd`).
  clang::SourceLocation outOfScratch(clang::SourceLocation L, bool AtEnd) const;
  // Steps a part's ends [First, Last] into the macro arguments that hold its whole call too (the
  // call written in another macro's argument: `CHECK(AREA(q) == 4)`), as the call's own ends
  // are stepped (stepIntoCommonArgument): the part is then placed in the call's body.
  void stepIntoArgumentsAround(clang::SourceRange Whole, clang::SourceLocation &First,
                               clang::SourceLocation &Last) const;

private:
  const clang::SourceManager &SM;
  const clang::LangOptions &LangOpts;
};

}  // namespace overdub

#endif
