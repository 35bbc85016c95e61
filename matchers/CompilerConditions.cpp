#include "overdub/matchers/CompilerConditions.h"

#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"

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
  // Defined by one of Clang 19 and g++ 12 only (`-dM -E` of both), or answered only by Clang.
  static const llvm::StringSet<> OnlyOne = {
      "__clang__", "__clang_major__", "__clang_minor__", "__clang_patchlevel__",
      "__clang_version__", "__clang_literal_encoding__", "__clang_wide_literal_encoding__",
      "__llvm__", "__LITTLE_ENDIAN__", "__FLOAT128__", "__GNUC_GNU_INLINE__", "__has_feature",
      "__has_extension", "__has_warning", "__is_identifier", "__has_declspec_attribute",
      "__has_embed", "__has_constexpr_builtin", "__is_target_arch", "__is_target_vendor",
      "__is_target_os", "__is_target_environment", "__building_module", "__SIZEOF_FLOAT80__",
      "__GCC_IEC_559", "__GCC_IEC_559_COMPLEX", "__GNUC_STDC_INLINE__", "__MMX_WITH_SSE__",
      "__HAVE_SPECULATION_SAFE_VALUE", "__has_c_attribute", "__cpp_static_call_operator",
      "__cpp_named_character_escapes", "__cpp_deleted_function", "__cpp_impl_destroying_delete",
      "__cpp_pack_indexing", "__cpp_placeholder_variables", "__cpp_constexpr_in_decltype",
      "__cpp_runtime_arrays", "__cpp_rvalue_reference"};
  static const llvm::StringSet<> OtherValues = {
      "__GNUC__", "__GNUC_MINOR__", "__GNUC_PATCHLEVEL__", "__GNUG__", "__VERSION__",
      "__GXX_ABI_VERSION", "__has_builtin", "__has_attribute", "__has_cpp_attribute",
      // Each compiler searches its own directories first (<quadmath.h> is g++'s only).
      "__has_include", "__has_include_next"};
  if (OnlyOne.contains(Name)) return Differs::Always;
  if (OtherValues.contains(Name) || Name.starts_with("__INT_FAST") ||
      Name.starts_with("__UINT_FAST"))
    return Differs::AsValue;
  // The language feature macros have other values (g++ 12 and Clang 19 give other
  // __cpp_concepts, __cpp_constexpr...); the library's and those that follow the flags do not.
  if (Name.starts_with("__cpp_") && !Name.starts_with("__cpp_lib_") &&
      Name != "__cpp_exceptions" && Name != "__cpp_rtti")
    return Differs::AsValue;
  return Differs::No;
}

// Is the body's token `I` followed by parentheses holding one of the macro's parameters (it
// invokes a macro with the macro's argument, if that name is one)?
bool handsParameterOn(const MacroInfo &Macro, size_t I) {
  llvm::ArrayRef<Token> Body = Macro.tokens();
  if (I + 1 >= Body.size() || Body[I + 1].isNot(tok::l_paren)) return false;
  for (size_t J = I + 1, Open = 0; J < Body.size(); ++J) {
    Open += Body[J].is(tok::l_paren);
    if (Body[J].is(tok::r_paren) && --Open == 0) return false;
    if (const IdentifierInfo *P = Body[J].getIdentifierInfo())
      if (Macro.getParameterNum(P) >= 0) return true;
  }
  return false;
}

}  // namespace

const CompilerDependentMacros::CompileAnswer &CompilerDependentMacros::answer() const {
  if (!Answer) Answer = Ask ? Ask() : CompileAnswer();
  return *Answer;
}

std::string CompilerDependentMacros::why(llvm::StringRef Name) const { return whyAt(Name, 0); }

std::string CompilerDependentMacros::whyAt(llvm::StringRef Name, int Depth) const {
  if (Names.empty() || !PP) return "";
  auto [Cached, New] = Said.try_emplace(Name, Generation, "");
  if (!New && Cached->second.first == Generation) return Cached->second.second;
  // Being worked out: a macro that hands its argument on to itself says nothing more.
  Cached->second = {Generation, ""};
  std::string Why;
  if (auto It = Names.find(Name); It != Names.end()) {
    const CompileAnswer &Compile = answer();
    if (!Compile.SameAsClang && !(Compile.Macros && Compile.Macros->sameAs(*PP, Name))) {
      Why = Name.str() + " is defined under a condition on the compiler (" + It->second + "), ";
      if (Compile.Macros)
        Why += "and the compile's preprocessor defines it otherwise";
      else if (Compile.Unavailable.empty())
        Why += "which the compile may read otherwise than overdub's Clang parse";
      else
        Why += "which the compile may read otherwise than overdub's Clang parse (" +
               Compile.Unavailable + ")";
    }
  }
  // Each definition Clang read that invokes a macro with one of its parameters.
  auto Id = PP->getIdentifierTable().find(Name);
  if (Why.empty() && Depth < 16 && Id != PP->getIdentifierTable().end())
    for (const MacroDirective *D = PP->getLocalMacroDirectiveHistory(Id->getValue());
         D && Why.empty(); D = D->getPrevious()) {
      const auto *Def = dyn_cast<DefMacroDirective>(D);
      const MacroInfo *Macro = Def ? Def->getInfo() : nullptr;
      if (!Macro || !Macro->isFunctionLike()) continue;
      for (size_t I = 0; I < Macro->getNumTokens() && Why.empty(); ++I) {
        const IdentifierInfo *Callee = Macro->getReplacementToken(I).getIdentifierInfo();
        if (!Callee || Callee->getName() == Name || !handsParameterOn(*Macro, I)) continue;
        if (std::string Inner = whyAt(Callee->getName(), Depth + 1); !Inner.empty())
          Why = Name.str() + " hands its argument to " + Callee->getName().str() + ": " + Inner;
      }
    }
  Said[Name] = {Generation, Why};
  return Why;
}

CompilerConditionRecorder::CompilerConditionRecorder(const Preprocessor &PP,
                                                     CompilerDependentMacros &Out)
    : PP(PP), SM(PP.getSourceManager()), Out(Out) {
  Out.PP = &PP;
}

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

void CompilerConditionRecorder::lexRaw(SourceLocation From,
                                       llvm::function_ref<bool(const Token &)> Each) const {
  auto [File, Offset] = SM.getDecomposedLoc(From);
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid) return;
  Lexer Raw(SM.getLocForStartOfFile(File), PP.getLangOpts(), Buffer.begin(),
            Buffer.begin() + Offset, Buffer.end());
  Token T;
  do {
    Raw.LexFromRawLexer(T);
  } while (T.isNot(tok::eof) && Each(T));
}

std::vector<Token> CompilerConditionRecorder::conditionTokens(SourceLocation Loc) const {
  std::vector<Token> Out;
  lexRaw(Loc, [&](const Token &T) {
    if (T.getLocation() == Loc) return true;  // the directive's name
    if (T.isAtStartOfLine()) return false;
    Out.push_back(T);
    return true;
  });
  return Out;
}

bool CompilerConditionRecorder::dependsOnCompiler(SourceLocation Loc, ConditionValueKind Value) const {
  const std::vector<Token> Tokens = conditionTokens(Loc);
  auto Name = [](const Token &T) {
    return T.is(tok::raw_identifier) ? T.getRawIdentifier() : llvm::StringRef();
  };
  // Terms [Begin, End) at the top level between `Joiner`s: one that both compilers answer
  // alike as `Value` decides the condition alike (`defined(__GNUC__) || defined(__clang__)` is
  // true, `defined(_MSC_VER) && !defined(__clang__)` false, for g++ too).
  auto DecidedAlike = [&](tok::TokenKind Joiner, bool Truth) {
    size_t Begin = 0;
    int Depth = 0;
    for (size_t I = 0; I <= Tokens.size(); ++I) {
      if (I < Tokens.size()) {
        Depth += Tokens[I].is(tok::l_paren) - Tokens[I].is(tok::r_paren);
        if (Depth != 0 || Tokens[I].isNot(Joiner)) continue;
      }
      // `[!] defined ( X )`, `[!] defined X` or `[!] X`.
      size_t J = Begin;
      bool Negated = J < I && Tokens[J].is(tok::exclaim);
      J += Negated;
      const bool Defined = J < I && Name(Tokens[J]) == "defined";
      J += Defined;
      const bool Parens = J < I && Tokens[J].is(tok::l_paren);
      J += Parens;
      llvm::StringRef X = J < I ? Name(Tokens[J]) : llvm::StringRef();
      if (!X.empty() && J + 1 + Parens == I && (!Parens || Tokens[J + 1].is(tok::r_paren)) &&
          predefinedDiffers(X) != Differs::Always && !Out.contains(X)) {
        auto It = PP.getIdentifierTable().find(X);
        const bool IsDefined = It != PP.getIdentifierTable().end() &&
                               PP.getMacroInfo(It->getValue()) != nullptr;
        // Defined alike; as a value, __GNUC__ is nonzero in both, an undefined name 0.
        bool Known = Defined || !IsDefined || X == "__GNUC__" || X == "__GNUG__";
        if (Known && (IsDefined != Negated) == Truth) return true;
      }
      Begin = I + 1;
    }
    return false;
  };
  if ((Value == CVK_True && DecidedAlike(tok::pipepipe, true)) ||
      (Value == CVK_False && DecidedAlike(tok::ampamp, false)))
    return false;
  bool Defined = false;
  for (const Token &T : Tokens) {
    llvm::StringRef N = Name(T);
    if (N.empty()) continue;
    if (N == "defined") {
      Defined = true;
      continue;
    }
    if (nameDependsOnCompiler(N, /*AsValue=*/!Defined)) return true;
    Defined = false;
  }
  return false;
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

bool CompilerConditionRecorder::definedDependsOnCompiler(const Token &Name) const {
  const IdentifierInfo *Id = Name.getIdentifierInfo();
  return Id && nameDependsOnCompiler(Id->getName(), /*AsValue=*/false);
}

void CompilerConditionRecorder::If(SourceLocation Loc, SourceRange, ConditionValueKind Value) {
  open(Loc, dependsOnCompiler(Loc, Value), "#if");
}

void CompilerConditionRecorder::Elif(SourceLocation Loc, SourceRange, ConditionValueKind Value,
                                     SourceLocation IfLoc) {
  if (Value == CVK_NotEvaluated || Groups.empty() || Groups.back().IfLoc != IfLoc) return;
  evaluated(Loc, dependsOnCompiler(Loc, Value), "#elif");
}

void CompilerConditionRecorder::Ifdef(SourceLocation Loc, const Token &Name,
                                      const MacroDefinition &) {
  open(Loc, definedDependsOnCompiler(Name), "#ifdef");
}

void CompilerConditionRecorder::Ifndef(SourceLocation Loc, const Token &Name,
                                       const MacroDefinition &) {
  open(Loc, definedDependsOnCompiler(Name), "#ifndef");
}

void CompilerConditionRecorder::Elifdef(SourceLocation Loc, const Token &Name,
                                        const MacroDefinition &) {
  evaluated(Loc, definedDependsOnCompiler(Name), "#elifdef");
}

void CompilerConditionRecorder::Elifndef(SourceLocation Loc, const Token &Name,
                                         const MacroDefinition &) {
  evaluated(Loc, definedDependsOnCompiler(Name), "#elifndef");
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
  // Each `# define NAME` and `# undef NAME` in the skipped text, as the preprocessor reads it.
  const unsigned End = SM.getFileOffset(Range.getEnd());
  enum { Other, Hash, Directive } State = Other;
  lexRaw(Range.getBegin(), [&](const Token &T) {
    if (SM.getFileOffset(T.getLocation()) >= End) return false;
    if (T.isAtStartOfLine()) State = T.is(tok::hash) ? Hash : Other;
    else if (State == Hash && T.is(tok::raw_identifier))
      State = T.getRawIdentifier() == "define" || T.getRawIdentifier() == "undef" ? Directive : Other;
    else if (State == Directive && T.is(tok::raw_identifier)) {
      Out.add(T.getRawIdentifier(), *Condition);
      State = Other;
    } else {
      State = Other;
    }
    return true;
  });
}

void CompilerConditionRecorder::MacroDefined(const Token &Name, const MacroDirective *) {
  Out.directiveRead();
  if (const IdentifierInfo *Id = Name.getIdentifierInfo()) note(Id->getName());
}

void CompilerConditionRecorder::MacroUndefined(const Token &Name, const MacroDefinition &,
                                               const MacroDirective *) {
  Out.directiveRead();
  if (const IdentifierInfo *Id = Name.getIdentifierInfo()) note(Id->getName());
}

}  // namespace overdub
