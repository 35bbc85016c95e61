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
// The body is the macro's as the compiler knew it at the invocation, so the text is exact for
// that compile (`assert` under NDEBUG has no call to wrap); the copies of a file made by compiles
// with other definitions disagree and are merged as any other difference (HeaderCopies).
#ifndef OVERDUB_MATCHERS_MACROVARIANTS_H
#define OVERDUB_MATCHERS_MACROVARIANTS_H

#include "llvm/ADT/StringRef.h"

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace clang {
class MacroInfo;
class Preprocessor;
}  // namespace clang

namespace overdub {

struct MacroVariant {
  // Some argument's text is stringized, and the variant keeps every such text exact.
  bool Supported = false;
  std::string Why;  // when some argument's text is stringized but no variant is exact
  std::string Name;
  std::vector<unsigned> Kept;  // the parameters whose argument text a macro stringizes
  // The #define lines of the variant and of the variants it invokes, those first.
  std::vector<std::string> Definitions;
  // Where the kept texts end up stringized: (macro, its parameter) for each kept parameter
  // (index into Kept), as the original expansion must show them.
  std::vector<std::set<std::pair<const clang::MacroInfo *, unsigned>>> StringizedAt;
};

// Analyses macro definitions as the preprocessor knows them now (one object per translation
// unit: results are kept per definition).
class MacroVariants {
public:
  explicit MacroVariants(const clang::Preprocessor &PP) : PP(PP) {}
  const MacroVariant &of(const clang::MacroInfo &Macro, llvm::StringRef Name);

private:
  const clang::Preprocessor &PP;
  std::map<const clang::MacroInfo *, MacroVariant> Known;
  std::set<const clang::MacroInfo *> InProgress;
};

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_MACROVARIANTS_H
