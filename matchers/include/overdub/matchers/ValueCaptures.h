// Argument and result values that the trace can record (overdub --capture): an argument of a
// scalar parameter passed by value goes through `::overdub::arg_value<P>(S, N, ARG)`, which
// converts it to the parameter's type P exactly as the parameter's initialization would (the
// call then passes a P, an exact match of the callee it chose), and a scalar result through
// `::overdub::result_value(S, CALL)`.
#ifndef OVERDUB_MATCHERS_VALUECAPTURES_H
#define OVERDUB_MATCHERS_VALUECAPTURES_H

#include "overdub/matchers/CallSite.h"
#include "overdub/matchers/WrittenText.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/Support/Regex.h"

namespace overdub {

struct CaptureRules {
  // --capture-redact: a value it names, by its parameter's name or the callee's, is recorded as
  // a marker, never its bytes.
  const llvm::Regex *Redact = nullptr;
  // --capture-bytes: an object of a class it names (its qualified name), trivially copyable,
  // passed by const reference or by value, is recorded as its bytes (`arg_bytes`).
  const llvm::Regex *Bytes = nullptr;
};

// Fills `Site`'s captures for the instrumented call `Call` (whose wrapped text is `Wrapped`'s),
// written in `File`: arguments written as a part of the call's text (WrittenText.h, with
// `Macros`) whose parameter is a scalar (integer, floating point, bool, character, enumeration,
// pointer, std::nullptr_t) taken by value, a
// string, or an object `Rules.Bytes` names, and whose type can be named at the call; and the
// result when the value form passes a scalar. Each argument left out is explained in
// Site.CaptureWhyNot, and its type kept for the report (Site.ValueTypes).
void findValueCaptures(const clang::CallExpr &Call, const clang::Expr &Wrapped,
                       clang::ASTContext &Ctx, clang::FileID File, bool InConstexprFunction,
                       const CaptureRules &Rules, CallSite &Site,
                       const MacroUses *Macros = nullptr);
// The same, with each argument placed by `Place` (in a macro body: MacroBodies.h).
void findValueCaptures(const clang::CallExpr &Call, const clang::Expr &Wrapped,
                       clang::ASTContext &Ctx, PartPlacer Place, bool InConstexprFunction,
                       const CaptureRules &Rules, CallSite &Site);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_VALUECAPTURES_H
