// Which macro arguments written in the main file must keep their exact text: those a macro
// stringizes (#x: assert messages, test-framework output) or pastes (x ## y), also through
// nested macros. A call written in such an argument cannot be rewritten.
#ifndef OVERDUB_MATCHERS_MACROARGUMENTS_H
#define OVERDUB_MATCHERS_MACROARGUMENTS_H

#include "clang/Lex/PPCallbacks.h"

#include <utility>
#include <vector>

namespace clang {
class SourceManager;
}

namespace overdub {

// The main-file byte ranges [begin, end) of argument tokens that some macro stringizes or pastes.
class MacroArgumentTexts {
public:
  // Would inserting text at `Begin` or at `End` change a kept argument (an insertion at either
  // edge of an argument becomes part of it)?
  bool touches(unsigned Begin, unsigned End) const;
  void add(unsigned Begin, unsigned End) { Ranges.emplace_back(Begin, End); }

private:
  std::vector<std::pair<unsigned, unsigned>> Ranges;
};

// Records, while the main file is preprocessed, the arguments that macros stringize or paste.
class MacroArgumentRecorder : public clang::PPCallbacks {
public:
  MacroArgumentRecorder(const clang::SourceManager &SM, MacroArgumentTexts &Out) : SM(SM), Out(Out) {}
  void MacroExpands(const clang::Token &Name, const clang::MacroDefinition &Definition,
                    clang::SourceRange Range, const clang::MacroArgs *Args) override;

private:
  const clang::SourceManager &SM;
  MacroArgumentTexts &Out;
};

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_MACROARGUMENTS_H
