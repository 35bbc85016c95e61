// What the files that choose a call's form share (FormSelection.cpp, ConstantEvaluation.cpp,
// ExpressionPlaces.cpp, DependentForms.cpp): private to the matchers library. Each function is
// described at its definition.
#ifndef OVERDUB_MATCHERS_FORMSELECTIONPARTS_H
#define OVERDUB_MATCHERS_FORMSELECTIONPARTS_H

#include "overdub/matchers/FormSelection.h"

#include "clang/AST/Expr.h"

#include <optional>
#include <string>

namespace overdub {

// Building choices (FormSelection.cpp).
FormChoice skip(SkipReason Reason, std::string Detail);
FormChoice chosen(Form F, WrapperOptions Options);
void addAlternative(FormChoice &Choice, const FormChoice &Alternative);

// What keeps a form from being exact (FormSelection.cpp).
std::optional<std::string> lambdaHazard(const clang::Decl *Callee, const clang::Expr &Wrapped,
                                        clang::ASTContext &Ctx, bool UnseenTemporaries = false);
std::optional<std::string> lambdaPlaceHazard(const CallContext &Context,
                                             const clang::LangOptions &Lang,
                                             const clang::FunctionDecl *Callee);
std::optional<WrapperOptions> expressionOptions(const clang::Expr &Wrapped,
                                                const CallContext &Context,
                                                const clang::LangOptions &Lang,
                                                const clang::Decl *Callee);
bool involvesThreadSafetyAttributes(const clang::Decl *D);
bool operandsMakeTemporary(const clang::Stmt &Root);
bool hasNoReturnCallee(const clang::CallExpr &Call);

// Constant evaluation (ConstantEvaluation.cpp).
std::optional<std::string> constexprMemberInit(const CallContext &Context,
                                               const clang::Decl *Callee);

// Where an expression stands (ExpressionPlaces.cpp).
enum class Use { Value, Discarded, CastToVoid };
Use classifyUse(const clang::Expr &E, clang::ASTContext &Ctx);
const clang::Stmt *singleParent(const clang::Stmt &S, clang::ASTContext &Ctx);
bool isMaterializedTemporary(const clang::Expr &E, clang::ASTContext &Ctx);
bool isFullExpressionValue(const clang::Expr &E, clang::ASTContext &Ctx);
bool isThrownWhole(const clang::Expr &E, clang::ASTContext &Ctx);
bool isConditionalOperand(const clang::Expr &E, clang::ASTContext &Ctx);
bool isConstantInBracedInit(const clang::Expr &E, clang::ASTContext &Ctx);
bool isMaterializedWhateverTheType(const clang::Expr &E, clang::ASTContext &Ctx);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_FORMSELECTIONPARTS_H
