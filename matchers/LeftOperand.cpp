#include "overdub/matchers/LeftOperand.h"

#include "overdub/matchers/FormSelection.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace overdub {
namespace {

// The operators whose left-operand form overdub.h defines (BasicSpan::LeftOperand).
bool hasLeftOperandForm(OverloadedOperatorKind Op) {
  switch (Op) {
  case OO_LessLess: case OO_GreaterGreater:
  case OO_Less: case OO_Greater: case OO_LessEqual: case OO_GreaterEqual:
  case OO_EqualEqual: case OO_ExclaimEqual:
  case OO_Plus: case OO_Minus: case OO_Star: case OO_Slash: case OO_Percent:
  case OO_Amp: case OO_Pipe: case OO_Caret:
    return true;
  default:
    return false;
  }
}

// Does a function name in `E` denote one of several candidates (an overload set resolved by the
// parameter's type, which a forwarding reference cannot deduce)?
bool namesOverloadSet(const Expr &E) {
  const Expr *Inner = E.IgnoreParens();
  if (const auto *Address = dyn_cast<UnaryOperator>(Inner);
      Address && Address->getOpcode() == UO_AddrOf)
    Inner = Address->getSubExpr()->IgnoreParens();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Inner))
    return isa<FunctionDecl>(Ref->getDecl()) && (Ref->hadMultipleCandidates() ||
                                                 Ref->hasExplicitTemplateArgs());
  if (const auto *Member = dyn_cast<MemberExpr>(Inner))
    return isa<CXXMethodDecl>(Member->getMemberDecl()) && Member->hadMultipleCandidates();
  return false;
}

// Why operand `Argument` (as the call passes it, with its implicit conversions) would not reach
// the operator as it does when forwarded, or "".
std::string operandWhyNot(const Expr &Argument, bool ByReference, const char *Which) {
  const std::string Operand = std::string("its ") + Which + " operand ";
  const Expr *E = &Argument;
  for (;;) {
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E)) {
      switch (Cast->getCastKind()) {
      case CK_NoOp: case CK_LValueToRValue: case CK_DerivedToBase:
      case CK_UncheckedDerivedToBase: case CK_ArrayToPointerDecay:
      case CK_FunctionToPointerDecay:
        E = Cast->getSubExpr();
        continue;
      default:
        return Operand + "is converted (" + Cast->getCastKindName() +
               "), which would be done in overdub.h";
      }
    }
    if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E)) {
      E = Temp->getSubExpr();
      continue;
    }
    if (const auto *Bind = dyn_cast<CXXBindTemporaryExpr>(E)) {
      E = Bind->getSubExpr();
      continue;
    }
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(E);
        Construct && !isa<CXXTemporaryObjectExpr>(Construct) &&
        Construct->getParenOrBraceRange().isInvalid()) {
      // A by-value parameter copied or moved from the operand: the same from a glvalue, one
      // more move from a prvalue (the original elides it).
      const CXXConstructorDecl *Ctor = Construct->getConstructor();
      if (!Ctor->isCopyOrMoveConstructor() || Construct->getNumArgs() < 1)
        return Operand + "is converted by a constructor, which would run in overdub.h";
      const Expr *Source = Construct->getArg(0);
      while (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(Source->IgnoreImplicitAsWritten()))
        Source = Temp->getSubExpr();
      if (Source->IgnoreImplicitAsWritten()->isPRValue())
        return Operand + "is a class prvalue that a by-value parameter takes without a copy";
      E = Construct->getArg(0);
      continue;
    }
    break;
  }
  // A by-value parameter initialized from a class prvalue (C++17: no constructor in the tree)
  // would be moved from the forwarded operand.
  if (!ByReference && E->isPRValue() && E->getType()->isRecordType())
    return Operand + "is a class prvalue that a by-value parameter takes without a copy";
  if (E->refersToBitField()) return Operand + "is a bit-field, which no reference binds";
  if (E->getType()->isSpecificPlaceholderType(BuiltinType::Overload) || namesOverloadSet(*E))
    return Operand + "names an overload set";
  // A null pointer constant (`0`) is forwarded as an int: it reached the operator as one, or
  // was converted (NullToPointer, a constructor), which is refused above.
  return "";
}

}  // namespace

std::string leftOperandWhyNot(const CXXOperatorCallExpr &Call, ASTContext &Ctx) {
  if (!hasLeftOperandForm(Call.getOperator()) || Call.getNumArgs() != 2)
    return "no left-operand form for this operator";
  if (Call.isTypeDependent() || Call.isValueDependent() || Call.getArg(0)->isTypeDependent() ||
      Call.getArg(1)->isTypeDependent())
    return "it depends on a template parameter";
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee) return "no operator function is named";
  // Reported where the runtime calls it (a system header) instead of at the call.
  if (Callee->isDeprecated() || Callee->isUnavailable())
    return "its operator is deprecated, which would be reported in overdub.h";
  if (Call.hasUnusedResultAttr(Ctx)) return "its operator is [[nodiscard]]";
  // Before C++17 the operator's class prvalue is returned through a copy or move constructor.
  QualType Result = Call.getType();
  if (!Ctx.getLangOpts().CPlusPlus17 && Call.isPRValue() && Result->isRecordType() &&
      !isMovable(Result))
    return "its result is a class that cannot be moved, before C++17";
  const auto *Method = dyn_cast<CXXMethodDecl>(Callee);
  const bool Member = Method && Method->isImplicitObjectMemberFunction();
  // The wrapped call is a member call, whose object is evaluated first (C++17 sequences it
  // before the argument; g++ and clang do so before). An operator function that is not a member
  // takes its operands in an unspecified order, but for << and >> from C++17.
  const OverloadedOperatorKind Op = Call.getOperator();
  if (!Member && Call.getArg(0)->HasSideEffects(Ctx) && Call.getArg(1)->HasSideEffects(Ctx) &&
      !(Ctx.getLangOpts().CPlusPlus17 && (Op == OO_LessLess || Op == OO_GreaterGreater)))
    return "both operands have side effects, which the original may evaluate in another order";
  // Whether the parameter of operand `I` is a reference (a member's object always is).
  auto ByReference = [&](unsigned I) {
    if (Member) {
      if (I == 0) return true;
      --I;
    }
    return I < Callee->getNumParams() && Callee->getParamDecl(I)->getType()->isReferenceType();
  };
  if (std::string Why = operandWhyNot(*Call.getArg(0), ByReference(0), "left"); !Why.empty())
    return Why;
  return operandWhyNot(*Call.getArg(1), ByReference(1), "right");
}

}  // namespace overdub
