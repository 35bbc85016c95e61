// The left-operand form of an overloaded binary operator call, `::overdub::Span{S}.lhs(LEFT) OP
// RIGHT` (overdub.h): the wrapper encloses the left operand alone, and the operator applied to
// what it returns calls the real one with both operands forwarded, recording the stop once the
// result is made. It takes a call whose right operand goes on where no closing parenthesis can
// go: doctest's `ExpressionDecomposer(...) << __VA_ARGS__` and Catch's `Decomposer() <=
// __VA_ARGS__` in `CHECK(a == b)`, where the `<<` ends after `a`, mid-argument.
//
// Forwarding is exact only where each operand reaches the operator's parameter as it is
// written: bound to a reference or copied from a glvalue, with no conversion (a conversion would
// be made in the runtime's header, where its warnings are not reported: `-Wconversion` on a
// `short` parameter); not a bit-field (no reference binds one), an overload set (no type to
// deduce), a null pointer constant (`0` would be forwarded as an int), nor a class prvalue whose
// copy into a by-value parameter the original elides.
#ifndef OVERDUB_MATCHERS_LEFTOPERAND_H
#define OVERDUB_MATCHERS_LEFTOPERAND_H

#include <string>

namespace clang {
class ASTContext;
class CXXOperatorCallExpr;
}  // namespace clang

namespace overdub {

// Why the left-operand form would not keep `Call`'s meaning, or "" where it is exact.
std::string leftOperandWhyNot(const clang::CXXOperatorCallExpr &Call, clang::ASTContext &Ctx);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_LEFTOPERAND_H
