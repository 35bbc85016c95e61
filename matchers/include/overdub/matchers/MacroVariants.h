// Variants of the macros that stringize their arguments. A macro's variant takes, before the
// macro's own parameters, a copy of the original text of each argument that the macro (or a macro
// it invokes, at any depth) stringizes, and stringizes the copy instead. A call written in such an
// argument can then be wrapped while every compiler still stringizes the text the user wrote, as
// that compiler does (whitespace, comments, expansion at depth, __LINE__ of a multi-line
// invocation: the invocation keeps its place and its lines):
//
//   assert(f(1) == 2)
//   // becomes
//   overdub_sv_<hash>_assert(f(1) == 2, <f(1) wrapped> == 2)
//   // with, in the file's prelude,
//   #define overdub_sv_<hash>_assert(overdub_o_expr, expr) (... #overdub_o_expr ...)
//
// A stringized __VA_ARGS__ is copied in parentheses, which protect its commas, and stringized
// without them where the original stringizes it:
//
//   CHECK(f(1) == g(2, 3))
//   // becomes
//   overdub_sv_<hash>_CHECK((f(1) == g(2, 3)), , <f(1) wrapped> == <g(2, 3) wrapped>)
//   #define overdub_sv_<hash>_CHECK(overdub_o_va_args, overdub_e, ...)
//       (... overdub_str_va overdub_o_va_args ## overdub_e ...)
//
// (the paste with the empty argument keeps the copy from being expanded there, as `#` would).
//
// The body is the macro's as the compiler knew it at the invocation, so the text is exact for
// that compile (`assert` under NDEBUG has no call to wrap); the copies of a file made by compiles
// with other definitions disagree and are merged as any other difference (HeaderCopies).
#ifndef OVERDUB_MATCHERS_MACROVARIANTS_H
#define OVERDUB_MATCHERS_MACROVARIANTS_H

#include "overdub/matchers/CompilerConditions.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class MacroInfo;
class Preprocessor;
}  // namespace clang

namespace overdub {

// A stringization: the macro whose body stringizes, and which of its parameters.
using Stringization = std::pair<const clang::MacroInfo *, unsigned>;

// The index of the body token of `Macro` spelled at `Spelling`, or -1.
long bodyTokenAt(const clang::MacroInfo &Macro, clang::SourceLocation Spelling);

// An object-like macro that is one name (`#define EXPECT lest_EXPECT`, `#define MY_ASSERT
// assert`): an invocation through it is one of the macro it names, whose arguments (copies and
// all) follow the alias's name.
bool isAliasMacro(const clang::MacroInfo &Macro);

// A function-like macro invoked in a body, its parentheses in that body (token indices).
struct NestedMacroCall {
  size_t Name = 0, Close = 0;
  const struct MacroVariant *Variant = nullptr;
  std::vector<std::pair<size_t, size_t>> Args;  // token ranges [first, last)
  bool Rewrite = false;  // a kept argument of it holds a parameter of the outer macro
};

struct MacroVariant {
  // Some argument's text is stringized, and the variant keeps every such text exact.
  bool Supported = false;
  std::string Why;  // when some argument's text is stringized but no variant is exact
  std::string Name;
  std::vector<unsigned> Kept;  // the parameters whose argument text a macro stringizes
  // The #define lines of the variant and of the variants it invokes, those first; those of
  // variants of macros defined in system headers apart, for the part of the file that it reads
  // as a system header (RewritePlanner.h), where their tokens keep the header's warning rules.
  std::vector<std::string> Definitions, SystemDefinitions;
  // Where the kept texts end up stringized: (macro, its parameter) for each kept parameter
  // (index into Kept), as the original expansion must show them.
  std::vector<std::set<Stringization>> StringizedAt;
  // The analysis the text is made from: the macros invoked in the body, and per parameter the
  // name of its copy ("" when not kept).
  std::vector<NestedMacroCall> Calls;
  std::vector<std::string> CopyNames;
  // A kept variadic parameter (its copy holds commas): the copy is passed in parentheses,
  // `(a, b)`, followed by an empty argument, this parameter, and stringized without them and
  // unexpanded as `overdub_str_va COPY ## EMPTY`.
  std::string EmptyName;
  bool CopiesVariadic = false;  // it, or a variant it hands copies, keeps a variadic parameter
  bool keepsVariadicAt(unsigned Param) const {
    return !EmptyName.empty() && Param + 1 == CopyNames.size();
  }
};

// Changes to a macro's body for the variant of one invocation (MacroBodies.h), by body token
// index: text before or after a token, a token (a macro's name) spelled as another name.
struct BodyEdits {
  std::map<size_t, std::string> Before, After, Renames;
  // Nested invocations (their names' indices) that the variant invokes as their stringizing
  // variants, given copies of the arguments as this body writes them (copiesHold).
  std::set<size_t> LiteralCopies;
  // When set, the parameters are written as placeholders A<n>, n their name's index here: the
  // wrappers filled into the body may spell an identifier that is a parameter's name (`.v(`,
  // `.val(`, a captured value's type), which the planner then renames (MacroBodyUse).
  std::vector<std::string> *ParamNames = nullptr;
};

// Analyses macro definitions as the preprocessor knows them now (one object per translation
// unit: results are kept per definition).
class MacroVariants {
public:
  // `Compiler`: the macros a condition on the compiler defines, which take no variant.
  // `FileName`: the name a #line gives a file of the translation unit, as the rewritten files
  // name themselves (their presumed name when unset or for a name a #line of theirs gives).
  explicit MacroVariants(const clang::Preprocessor &PP,
                         const CompilerDependentMacros *Compiler = nullptr,
                         std::function<std::string(clang::FileID)> FileName = nullptr)
      : PP(PP), Compiler(Compiler), FileName(std::move(FileName)) {}
  const MacroVariant &of(const clang::MacroInfo &Macro, llvm::StringRef Name);

  // The #define line of a variant `VariantName` of `Macro` with `Edits`: with copies (the
  // parameters of `of(Macro)`'s variant, stringized in place of the arguments, and the macros
  // it invokes that take copies given theirs, as in that variant) or without (the macro's own
  // parameters, its text as written). `Needed` gets the definitions of the variants it invokes.
  // Empty when no text is exact, `WhyNone` then saying why (a token on several lines; with
  // copies, no variant, but for an alias: its variant names the next level's, which takes the
  // copies).
  std::string definition(const clang::MacroInfo &Macro, llvm::StringRef Name,
                         const std::string &VariantName, bool WithCopies, const BodyEdits &Edits,
                         std::vector<std::string> &Needed, std::string &WhyNone);
  // Does body token `Index` of `Macro` name a macro that its variant passes copies to?
  bool passesCopies(const clang::MacroInfo &Macro, llvm::StringRef Name, size_t Index);
  // The copies that a variant of `Macro` hands the macro invoked at body token `Index` (as its
  // variant with copies does, or, `Literal`, any variant of `Macro`: copies of the arguments as
  // the body writes them, `#define NZ CHECK(f(1))`, where none names a parameter): do they
  // hold the body tokens that the original's expansion stringizes, `Stringized` (index, by
  // whom), each where that invocation's variant stringizes its copy? `Literal` also asks that
  // every stringization the variant makes of the copies is one of them (a copy with a macro
  // making commas would shift the variant's parameters).
  bool copiesHold(const clang::MacroInfo &Macro, llvm::StringRef Name, size_t Index,
                  const std::vector<std::pair<size_t, Stringization>> &Stringized, bool Literal);

private:
  // The variant's parameter list and body; none when a token spans lines. The body keeps the
  // lines and columns of the original's tokens (a line continuation before each new line), so
  // that under lineDirective's #line a compiler's message about one of them points where the
  // original's would.
  std::optional<std::pair<std::string, std::string>> text(const clang::MacroInfo &Macro,
                                                          const MacroVariant &V, bool WithCopies,
                                                          const BodyEdits &Edits);
  // "#line N \"file\"\n" for the #define of a variant of `Macro`: the line before the body's
  // first, where text() starts it; empty for a macro not defined in a file (-D, built-in).
  std::string lineDirective(const clang::MacroInfo &Macro) const;
  // The #define line of a variant `Name` of `Macro` with its parameters and body (text()).
  std::string defineLine(const clang::MacroInfo &Macro, const std::string &Name,
                         const std::pair<std::string, std::string> &Text) const;

  const clang::Preprocessor &PP;
  const CompilerDependentMacros *Compiler;
  std::function<std::string(clang::FileID)> FileName;
  std::map<const clang::MacroInfo *, MacroVariant> Known;
  std::set<const clang::MacroInfo *> InProgress;
};

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_MACROVARIANTS_H
