// Where an expression is written, for wrapping it: its text in a rewritten file.
#ifndef OVERDUB_MATCHERS_WRITTENTEXT_H
#define OVERDUB_MATCHERS_WRITTENTEXT_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceLocation.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>

namespace overdub {

struct MacroUses;

// Where `Part`, a part of the call whose text is `Whole`, is written in `File` as a part of
// that text: in the macro arguments the call is written in (none for a call outside macros) or
// in whole macro expansions there (`NULL`, `MIN(a, b)`), for an edit there to reach the call and
// only it. With `Macros` (the macros of the rewritten files), also in the arguments of macros
// the call is the whole expansion of (`ID(p->f())`, `#define ID(x) x`) whose parameters the
// bodies write once, not next to # or ##: an argument expanded once, inside the call. None
// otherwise (then the text is expanded elsewhere or more often than the call, or not in `File`).
std::optional<clang::CharSourceRange> writtenText(clang::SourceRange Part, clang::SourceRange Whole,
                                                  clang::ASTContext &Ctx, clang::FileID File,
                                                  const MacroUses *Macros = nullptr);
inline std::optional<clang::CharSourceRange> writtenText(const clang::Expr &Part,
                                                         const clang::Expr &Whole,
                                                         clang::ASTContext &Ctx,
                                                         clang::FileID File) {
  return writtenText(Part.getSourceRange(), Whole.getSourceRange(), Ctx, File);
}

// The end of the reason a part of a call is not wrapped when writtenText finds no place for it.
inline constexpr char kWrittenApart[] = "written in a macro apart from the call";

// Where a part of a call that a wrapper encloses is written: [Begin, End) in the call's text (a
// file's offsets), or its first and last tokens in a macro body (MacroBodies.h); and the text
// itself when it can be written again (a member pointer, read a second time by a helper).
struct PlacedPart {
  unsigned Begin = 0, End = 0;
  std::optional<std::string> Text;
};
using PartPlacer = llvm::function_ref<std::optional<PlacedPart>(clang::SourceRange Part)>;

// A part placed in `File` (writtenText), with its offsets and text.
std::optional<PlacedPart> placeInFile(clang::SourceRange Part, clang::SourceRange Whole,
                                      clang::ASTContext &Ctx, clang::FileID File,
                                      const MacroUses *Macros = nullptr);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_WRITTENTEXT_H
