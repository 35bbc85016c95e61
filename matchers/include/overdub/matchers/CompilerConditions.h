// Macros that the compile may define otherwise than overdub's Clang parse: those defined or
// undefined (or skipped over) where a preprocessor condition on the compiler chose the text
// (`#ifdef __clang__`, `#if __GNUC__ >= 12`, `#if __has_builtin(...)`, or a macro defined so).
// overdub parses with Clang; a g++ compile of the same file takes the other branch. A variant
// copies the definition Clang saw, and a wrapper in an argument is placed by that definition's
// expansion: neither is exact where the compile expands another definition, so calls whose
// text goes through such a macro stay as written (`macro-compiler`), unless the compile's own
// preprocessor, when it can be asked, defines it alike (CompileMacros.h).
#ifndef OVERDUB_MATCHERS_COMPILERCONDITIONS_H
#define OVERDUB_MATCHERS_COMPILERCONDITIONS_H

#include "clang/Lex/PPCallbacks.h"
#include "overdub/matchers/CompileMacros.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class Preprocessor;
class SourceManager;
}

namespace overdub {

class CompilerDependentMacros {
public:
  // What the compile's own preprocessor says: its macro definitions, or that the compile is
  // overdub's Clang itself, or why it could not be asked ("" when no compiler is named: the
  // output of `overdub file.cpp -- flags` may go to any compiler).
  struct CompileAnswer {
    std::optional<CompileMacros> Macros;
    bool SameAsClang = false;
    std::string Unavailable;
  };
  // `Ask` is called once, the first time a noted macro matters (most translation units note
  // none: they pay nothing).
  void askCompile(std::function<CompileAnswer()> Ask) { this->Ask = std::move(Ask); }

  // Why `Name` may be defined otherwise in the compile ("" when it may not): the condition's
  // directive and where it is, e.g. "LOG is defined under a condition on the compiler (#if at
  // log.h:12)". A noted macro that the compile's preprocessor defines alike, as far as Clang has
  // read, may not. A macro that hands its argument to one that may (`#define AF(x) PFX(x)`,
  // where PFX is empty for Clang and stringizes for g++) may too.
  std::string why(llvm::StringRef Name) const;
  void add(llvm::StringRef Name, std::string Condition) { Names.try_emplace(Name, std::move(Condition)); }
  // Noted, whatever the compile says (the conditions that name it are followed as such).
  bool contains(llvm::StringRef Name) const { return Names.count(Name) != 0; }

private:
  friend class CompilerConditionRecorder;
  const CompileAnswer &answer() const;
  std::string whyAt(llvm::StringRef Name, int Depth) const;
  // Another #define or #undef was read: what `why` said may no longer hold.
  void directiveRead() { ++Generation; }

  llvm::StringMap<std::string> Names;  // name -> the condition's directive and place
  const clang::Preprocessor *PP = nullptr;  // set by the recorder
  std::function<CompileAnswer()> Ask;
  mutable std::optional<CompileAnswer> Answer;
  unsigned Generation = 0;
  mutable llvm::StringMap<std::pair<unsigned, std::string>> Said;  // name -> (generation, why)
};

// Follows the conditional directives while the translation unit is preprocessed and notes in
// `Out` each macro defined, undefined or skipped over in a group that a condition on the
// compiler selected or skipped.
class CompilerConditionRecorder : public clang::PPCallbacks {
public:
  CompilerConditionRecorder(const clang::Preprocessor &PP, CompilerDependentMacros &Out);

  void If(clang::SourceLocation Loc, clang::SourceRange Condition,
          ConditionValueKind Value) override;
  void Elif(clang::SourceLocation Loc, clang::SourceRange Condition, ConditionValueKind Value,
            clang::SourceLocation IfLoc) override;
  void Ifdef(clang::SourceLocation Loc, const clang::Token &Name,
             const clang::MacroDefinition &) override;
  void Ifndef(clang::SourceLocation Loc, const clang::Token &Name,
              const clang::MacroDefinition &) override;
  void Elifdef(clang::SourceLocation Loc, const clang::Token &Name,
               const clang::MacroDefinition &) override;
  void Elifndef(clang::SourceLocation Loc, const clang::Token &Name,
                const clang::MacroDefinition &) override;
  void Endif(clang::SourceLocation Loc, clang::SourceLocation IfLoc) override;
  void SourceRangeSkipped(clang::SourceRange Range, clang::SourceLocation EndifLoc) override;
  void MacroDefined(const clang::Token &Name, const clang::MacroDirective *) override;
  void MacroUndefined(const clang::Token &Name, const clang::MacroDefinition &,
                      const clang::MacroDirective *) override;

private:
  // One #if ... #endif being read (IfLoc: its #if; once closed, its #endif): the first
  // directive of it whose condition was evaluated and depends on the compiler ("" if none yet),
  // e.g. "#if at log.h:12".
  struct Group {
    clang::SourceLocation IfLoc;
    std::string Dependent;
  };
  // Hands `Each` the tokens of the file from `From` on, raw (comments, continuation lines and
  // literals as the preprocessor reads them), while it returns true.
  void lexRaw(clang::SourceLocation From,
              llvm::function_ref<bool(const clang::Token &)> Each) const;
  // The tokens of the condition of the #if or #elif whose name is at `Loc`, raw (comments,
  // continuation lines and literals as the preprocessor reads them): Clang's condition range can
  // start past a first token that a builtin macro expands (`#if __has_builtin(x)`).
  std::vector<clang::Token> conditionTokens(clang::SourceLocation Loc) const;
  // Can the condition of the #if or #elif at `Loc`, which Clang found `Value`, choose otherwise
  // in the compile?
  bool dependsOnCompiler(clang::SourceLocation Loc, ConditionValueKind Value) const;
  // Does `Name` in a condition depend on the compiler, as a value (else as the operand of
  // `defined`, #ifdef, #ifndef): a name only Clang predefines, one both predefine otherwise
  // (as a value), a macro noted in `Out`, or (as a value) one whose body names such?
  bool nameDependsOnCompiler(llvm::StringRef Name, bool AsValue) const;
  // The same for the name of #ifdef, #ifndef, #elifdef, #elifndef.
  bool definedDependsOnCompiler(const clang::Token &Name) const;
  std::string directive(const char *Kind, clang::SourceLocation Loc) const;
  void open(clang::SourceLocation IfLoc, bool Dependent, const char *Kind);
  void evaluated(clang::SourceLocation Loc, bool Dependent, const char *Kind);
  // The innermost group around the current line selected by a condition on the compiler.
  const std::string *enclosingDependent() const;
  void note(llvm::StringRef Name);

  const clang::Preprocessor &PP;
  const clang::SourceManager &SM;
  CompilerDependentMacros &Out;
  std::vector<Group> Groups;
  Group Closed;  // the last one closed, by its #endif's location
};

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_COMPILERCONDITIONS_H
