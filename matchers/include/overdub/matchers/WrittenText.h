// Where an expression is written, for wrapping it: its text in a rewritten file.
#ifndef OVERDUB_MATCHERS_WRITTENTEXT_H
#define OVERDUB_MATCHERS_WRITTENTEXT_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceLocation.h"

#include <optional>

namespace overdub {

// Where `E` is written in `File`, outside macros (none: in a macro, or another file); with
// `WholeExpansions`, also where it is whole macro expansions there (`NULL`, `MIN(a, b)`).
std::optional<clang::CharSourceRange> writtenText(const clang::Expr &E, clang::ASTContext &Ctx,
                                                  clang::FileID File, bool WholeExpansions = false);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_WRITTENTEXT_H
