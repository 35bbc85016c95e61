#include "overdub/matchers/CompilerConditions.h"

#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

#include <cctype>
#include <functional>

using namespace clang;

namespace overdub {
namespace {

// How a condition's use of a name the compilers predefine (or answer) may differ between
// Clang, which overdub parses with, and the compile's compiler (g++, or another Clang): names
// that only Clang defines differ wherever they are used; those that both define, with other
// values, differ as values but not in `defined` (g++ and Clang on Linux both define __GNUC__,
// neither _MSC_VER: `#ifdef _MSC_VER ... #elif defined(__GNUC__)` chooses alike).
enum class Differs { No, AsValue, Always };

Differs predefinedDiffers(llvm::StringRef Name) {
  static const llvm::StringSet<> OnlyClang = {
      "__clang__", "__clang_major__", "__clang_minor__", "__clang_patchlevel__",
      "__clang_version__", "__llvm__", "__has_feature", "__has_extension", "__has_warning",
      "__is_identifier", "__has_declspec_attribute"};
  static const llvm::StringSet<> OtherValues = {
      "__GNUC__", "__GNUC_MINOR__", "__GNUC_PATCHLEVEL__", "__GNUG__", "__VERSION__",
      "__has_builtin", "__has_attribute", "__has_cpp_attribute", "__has_c_attribute"};
  if (OnlyClang.contains(Name)) return Differs::Always;
  if (OtherValues.contains(Name)) return Differs::AsValue;
  // The language feature macros have other values (g++ 12 and Clang 19 give other
  // __cpp_concepts, __cpp_constexpr...); the library's and those that follow the flags do not.
  if (Name.starts_with("__cpp_") && !Name.starts_with("__cpp_lib_") &&
      Name != "__cpp_exceptions" && Name != "__cpp_rtti")
    return Differs::AsValue;
  return Differs::No;
}

// The identifiers of a condition or a directive line, outside literals and numbers.
template <class F> void forEachIdentifier(llvm::StringRef Text, F Each) {
  for (size_t I = 0; I < Text.size();) {
    const char C = Text[I];
    if (C == '"' || C == '\'') {
      size_t J = I + 1;
      while (J < Text.size() && Text[J] != C) J += Text[J] == '\\' ? 2 : 1;
      I = J + 1;
    } else if (std::isalpha(static_cast<unsigned char>(C)) || C == '_') {
      size_t J = I;
      while (J < Text.size() && (std::isalnum(static_cast<unsigned char>(Text[J])) || Text[J] == '_'))
        ++J;
      if (Each(Text.slice(I, J))) return;
      I = J;
    } else if (std::isdigit(static_cast<unsigned char>(C))) {
      while (I < Text.size() && (std::isalnum(static_cast<unsigned char>(Text[I])) ||
                                 Text[I] == '_' || Text[I] == '.' || Text[I] == '\''))
        ++I;
    } else {
      ++I;
    }
  }
}

}  // namespace

std::string CompilerDependentMacros::why(llvm::StringRef Name) const {
  auto It = Names.find(Name);
  if (It == Names.end()) return "";
  return Name.str() + " is defined under a condition on the compiler (" + It->second +
         "), which the compile may read otherwise than overdub's Clang parse";
}

CompilerConditionRecorder::CompilerConditionRecorder(const Preprocessor &PP,
                                                     CompilerDependentMacros &Out)
    : PP(PP), SM(PP.getSourceManager()), Out(Out) {}

bool CompilerConditionRecorder::nameDependsOnCompiler(llvm::StringRef Name, bool AsValue) const {
  llvm::SmallPtrSet<const MacroInfo *, 16> Seen;
  // A value goes through the bodies of the macros it names (each once: a condition may name
  // wide bodies); whether a macro is defined depends only on where it was.
  std::function<bool(llvm::StringRef, bool)> Depends = [&](llvm::StringRef N, bool Value) {
    const Differs Predefined = predefinedDiffers(N);
    if (Predefined == Differs::Always || (Value && Predefined == Differs::AsValue) ||
        Out.contains(N))
      return true;
    if (!Value) return false;
    auto It = PP.getIdentifierTable().find(N);
    if (It == PP.getIdentifierTable().end()) return false;
    const MacroInfo *Macro = PP.getMacroInfo(It->getValue());
    if (!Macro || !Seen.insert(Macro).second) return false;
    for (const Token &T : Macro->tokens())
      if (const IdentifierInfo *Id = T.getIdentifierInfo())
        if (Depends(Id->getName(), true)) return true;
    return false;
  };
  return Depends(Name, AsValue);
}

bool CompilerConditionRecorder::dependsOnCompiler(llvm::StringRef Text) const {
  bool Found = false, Defined = false;
  forEachIdentifier(Text, [&](llvm::StringRef Name) {
    if (Name == "defined") {
      Defined = true;
      return false;
    }
    Found = nameDependsOnCompiler(Name, /*AsValue=*/!Defined);
    Defined = false;
    return Found;
  });
  return Found;
}

std::string CompilerConditionRecorder::directive(const char *Kind, SourceLocation Loc) const {
  PresumedLoc Where = SM.getPresumedLoc(Loc);
  if (Where.isInvalid()) return Kind;
  return std::string(Kind) + " at " + llvm::sys::path::filename(Where.getFilename()).str() + ":" +
         std::to_string(Where.getLine());
}

void CompilerConditionRecorder::open(SourceLocation IfLoc, bool Dependent, const char *Kind) {
  Groups.push_back({IfLoc, Dependent ? directive(Kind, IfLoc) : ""});
}

void CompilerConditionRecorder::evaluated(SourceLocation Loc, bool Dependent, const char *Kind) {
  // An #elif or #elifdef is read only where the conditions before it were false: the group
  // chosen then depends on them all.
  if (Groups.empty() || !Dependent || !Groups.back().Dependent.empty()) return;
  Groups.back().Dependent = directive(Kind, Loc);
}

const std::string *CompilerConditionRecorder::enclosingDependent() const {
  for (auto G = Groups.rbegin(); G != Groups.rend(); ++G)
    if (!G->Dependent.empty()) return &G->Dependent;
  return nullptr;
}

void CompilerConditionRecorder::note(llvm::StringRef Name) {
  if (const std::string *Condition = enclosingDependent()) Out.add(Name, *Condition);
}

// The text after the directive's name at `Loc` (#if, #elif) to the end of its line, with its
// continuation lines: Clang's condition range can start past a first token that a builtin
// macro expands (`#if __has_builtin(x)`).
static llvm::StringRef conditionText(SourceLocation Loc, const SourceManager &SM) {
  bool Invalid = false;
  const char *Begin = SM.getCharacterData(Loc, &Invalid);
  if (Invalid) return "";
  llvm::StringRef Rest(Begin, SM.getBufferData(SM.getFileID(Loc)).end() - Begin);
  size_t End = 0;
  while (End < Rest.size() && Rest[End] != '\n') End += Rest[End] == '\\' ? 2 : 1;
  llvm::StringRef Line = Rest.take_front(End);
  Line = Line.take_front(Line.find("//"));  // a comment may name a compiler
  return Line.drop_while([](char C) { return std::isalpha(static_cast<unsigned char>(C)); });
}

void CompilerConditionRecorder::If(SourceLocation Loc, SourceRange, ConditionValueKind) {
  open(Loc, dependsOnCompiler(conditionText(Loc, SM)), "#if");
}

void CompilerConditionRecorder::Elif(SourceLocation Loc, SourceRange, ConditionValueKind Value,
                                     SourceLocation IfLoc) {
  if (Value == CVK_NotEvaluated || Groups.empty() || Groups.back().IfLoc != IfLoc) return;
  evaluated(Loc, dependsOnCompiler(conditionText(Loc, SM)), "#elif");
}

void CompilerConditionRecorder::Ifdef(SourceLocation Loc, const Token &Name,
                                      const MacroDefinition &) {
  const IdentifierInfo *Id = Name.getIdentifierInfo();
  open(Loc, Id && nameDependsOnCompiler(Id->getName(), false), "#ifdef");
}

void CompilerConditionRecorder::Ifndef(SourceLocation Loc, const Token &Name,
                                       const MacroDefinition &) {
  const IdentifierInfo *Id = Name.getIdentifierInfo();
  open(Loc, Id && nameDependsOnCompiler(Id->getName(), false), "#ifndef");
}

void CompilerConditionRecorder::Elifdef(SourceLocation Loc, const Token &Name,
                                        const MacroDefinition &) {
  const IdentifierInfo *Id = Name.getIdentifierInfo();
  evaluated(Loc, Id && nameDependsOnCompiler(Id->getName(), false), "#elifdef");
}

void CompilerConditionRecorder::Elifndef(SourceLocation Loc, const Token &Name,
                                         const MacroDefinition &) {
  const IdentifierInfo *Id = Name.getIdentifierInfo();
  evaluated(Loc, Id && nameDependsOnCompiler(Id->getName(), false), "#elifndef");
}

void CompilerConditionRecorder::Endif(SourceLocation Loc, SourceLocation IfLoc) {
  if (Groups.empty() || Groups.back().IfLoc != IfLoc) return;
  Closed = {Loc, std::move(Groups.back().Dependent)};
  Groups.pop_back();
}

// A group skipped by a condition on the compiler is what another compiler reads: the macros it
// defines or undefines may be defined otherwise there.
void CompilerConditionRecorder::SourceRangeSkipped(SourceRange Range, SourceLocation) {
  const std::string *Condition = enclosingDependent();
  // Skipping up to an #endif reports its range after that #endif closed the group.
  if (!Closed.Dependent.empty() && !SM.isBeforeInTranslationUnit(Closed.IfLoc, Range.getBegin()) &&
      !SM.isBeforeInTranslationUnit(Range.getEnd(), Closed.IfLoc))
    Condition = &Closed.Dependent;
  if (!Condition) return;
  bool Invalid = false;
  llvm::StringRef Text = Lexer::getSourceText(CharSourceRange::getCharRange(Range), SM,
                                              PP.getLangOpts(), &Invalid);
  if (Invalid) return;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    Line = Line.ltrim();
    if (!Line.consume_front("#")) continue;
    Line = Line.ltrim();
    if (!Line.consume_front("define") && !Line.consume_front("undef")) continue;
    if (Line.empty() || !std::isspace(static_cast<unsigned char>(Line.front()))) continue;
    forEachIdentifier(Line.ltrim(), [&](llvm::StringRef Name) {
      Out.add(Name, *Condition);
      return true;  // the first identifier only: the macro's name
    });
  }
}

void CompilerConditionRecorder::MacroDefined(const Token &Name, const MacroDirective *) {
  if (const IdentifierInfo *Id = Name.getIdentifierInfo()) note(Id->getName());
}

void CompilerConditionRecorder::MacroUndefined(const Token &Name, const MacroDefinition &,
                                               const MacroDirective *) {
  if (const IdentifierInfo *Id = Name.getIdentifierInfo()) note(Id->getName());
}

}  // namespace overdub
