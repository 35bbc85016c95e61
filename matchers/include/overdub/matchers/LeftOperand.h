// The left-operand form of an overloaded binary operator call, `::overdub::Span{S}.lhs(LEFT) OP
// RIGHT` (overdub.h): the wrapper encloses the left operand alone, and the operator applied to
// what it returns calls the real one with both operands forwarded, recording the stop once the
// result is made. It takes a call whose right operand goes on where no closing parenthesis can
// go: doctest's `ExpressionDecomposer(...) << __VA_ARGS__` and Catch's `Decomposer() <=
// __VA_ARGS__` in `CHECK(a == b)`, where the `<<` ends after `a`, mid-argument.
//
// The real operator is called from the runtime's header, so the form is exact only where that
// changes nothing: the operator is found there (a member, or found by argument-dependent
// lookup) and accessible (public, through public bases); no other candidate takes the proxy as
// its left operand (a function template whose first parameter deduces any type, where the call
// is or in the operands' namespaces), and none that could take the left operand is declared
// after the call (the header's template is instantiated at the end of the file); each operand
// reaches its parameter as written, bound to a reference with no conversion (a conversion would
// be made in overdub.h, where its warnings are not reported), or, a scalar right lvalue, copied
// into a by-value parameter (the proxy takes it by value too, where the original reads it); no
// local variable declared without an initializer (its warnings), overload set or function
// template's name (no type to deduce), bit-field bound to a reference, or NULL; the order of
// evaluation is the same (C++17's << and >>, or one operand without side effects); no C++20
// rewritten == or !=.
#ifndef OVERDUB_MATCHERS_LEFTOPERAND_H
#define OVERDUB_MATCHERS_LEFTOPERAND_H

#include <string>

namespace clang {
class ASTContext;
class CXXOperatorCallExpr;
class DeclContext;
}  // namespace clang

namespace overdub {

// Why the left-operand form would not keep `Call`, made in `At`, exact, or "" where it is;
// then `RightByValue` tells whether the proxy takes the right operand by value (lhs_value: a
// scalar lvalue that the operator takes by value).
std::string leftOperandWhyNot(const clang::CXXOperatorCallExpr &Call, clang::ASTContext &Ctx,
                              const clang::DeclContext *At, bool *RightByValue = nullptr);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_LEFTOPERAND_H
