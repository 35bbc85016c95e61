// Where an expression stands in its full-expression: its value used or discarded, the whole
// value of the full-expression or part of it, materialized, thrown, evaluated conditionally.
// The forms' exactness depends on these (when temporaries die, whether a result is copied).
#include "FormSelectionParts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace overdub {

bool isOwnFullExpression(const FieldDecl &Field) {
  const auto *Class = dyn_cast<CXXRecordDecl>(Field.getParent());
  if (!Class || !Class->hasDefinition()) return false;
  auto UserProvided = [](const Decl *D) {
    if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D)) D = Template->getTemplatedDecl();
    const auto *Constructor = dyn_cast<CXXConstructorDecl>(D);
    return Constructor && Constructor->isUserProvided();
  };
  auto NotPublic = [](const FieldDecl *F) { return F->getAccess() != AS_public; };
  return Class->isPolymorphic() || Class->getNumVBases() != 0 ||
         Class->hasInheritedConstructor() || llvm::any_of(Class->decls(), UserProvided) ||
         llvm::any_of(Class->fields(), NotPublic);
}

namespace {

// The field whose default member initializer `S` is, if it is one.
const FieldDecl *initializedField(const Stmt &S, ASTContext &Ctx) {
  for (const DynTypedNode &Parent : Ctx.getParents(S))
    if (const auto *Field = Parent.get<FieldDecl>(); Field && Field->getInClassInitializer() == &S)
      return Field;
  return nullptr;
}

}  // namespace

const Stmt *singleParent(const Stmt &S, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(S);
  return Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
}

namespace {

// Is `Child` in a statement position of `Parent` (its value discarded)?
bool isStatementPosition(const Stmt &Parent, const Stmt *Child) {
  if (isa<CompoundStmt, LabelStmt, AttributedStmt, DefaultStmt>(Parent)) return true;
  if (const auto *Case = dyn_cast<CaseStmt>(&Parent)) return Case->getSubStmt() == Child;
  if (const auto *If = dyn_cast<IfStmt>(&Parent))
    return If->getThen() == Child || If->getElse() == Child || If->getInit() == Child;
  if (const auto *While = dyn_cast<WhileStmt>(&Parent)) return While->getBody() == Child;
  if (const auto *Do = dyn_cast<DoStmt>(&Parent)) return Do->getBody() == Child;
  if (const auto *For = dyn_cast<ForStmt>(&Parent))
    return For->getInit() == Child || For->getInc() == Child || For->getBody() == Child;
  if (const auto *Switch = dyn_cast<SwitchStmt>(&Parent))
    return Switch->getBody() == Child || Switch->getInit() == Child;
  if (const auto *Range = dyn_cast<CXXForRangeStmt>(&Parent)) return Range->getBody() == Child;
  return false;
}

}  // namespace

Use classifyUse(const Expr &E, ASTContext &Ctx) {
  const Stmt *Cur = &E;
  while (const Stmt *Parent = singleParent(*Cur, Ctx)) {
    if (isa<ParenExpr, ExprWithCleanups, CXXBindTemporaryExpr>(Parent)) {
      Cur = Parent;
      continue;
    }
    if (const auto *Cast = dyn_cast<CastExpr>(Parent))
      return Cast->getCastKind() == CK_ToVoid ? Use::CastToVoid : Use::Value;
    if (const auto *Comma = dyn_cast<BinaryOperator>(Parent);
        Comma && Comma->getOpcode() == BO_Comma) {
      if (Comma->getLHS() == Cur) return Use::Discarded;
      Cur = Parent;  // the right operand is used as the comma expression is
      continue;
    }
    if (isa<Expr>(Parent)) return Use::Value;
    return isStatementPosition(*Parent, Cur) ? Use::Discarded : Use::Value;
  }
  return Use::Value;
}

bool isCastToVoid(const Expr &E, ASTContext &Ctx) { return classifyUse(E, Ctx) == Use::CastToVoid; }

namespace {

// Before C++17 a class prvalue that initializes an object of its type is the source of an
// elidable copy/move constructor: the AST shows a temporary, but the compilers construct the
// object in place (copy elision), so nothing is materialized.
bool isElidedSource(const MaterializeTemporaryExpr &Temp, ASTContext &Ctx) {
  const Stmt *Cur = &Temp;
  const Stmt *Parent = singleParent(*Cur, Ctx);
  while (Parent && isa<ImplicitCastExpr>(Parent) &&
         cast<ImplicitCastExpr>(Parent)->getCastKind() == CK_NoOp)
    Parent = singleParent(*Parent, Ctx);
  const auto *Construct = dyn_cast_or_null<CXXConstructExpr>(Parent);
  return Construct && Construct->isElidable();
}

}  // namespace

// A class prvalue that is materialized right away into a temporary whose lifetime is not
// extended: binding it to a reference parameter, or the object of a member call.
bool isMaterializedTemporary(const Expr &E, ASTContext &Ctx) {
  const Stmt *Cur = &E;
  while (const Stmt *Parent = singleParent(*Cur, Ctx)) {
    if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(Parent))
      return Temp->getExtendingDecl() == nullptr && !isElidedSource(*Temp, Ctx);
    const auto *Cast = dyn_cast<ImplicitCastExpr>(Parent);
    if (!isa<CXXBindTemporaryExpr, ParenExpr>(Parent) && !(Cast && Cast->getCastKind() == CK_NoOp))
      return false;
    Cur = Parent;
  }
  return false;
}

// Is `E` the whole value of its full-expression (a variable's initializer, a return value, an
// expression statement)? Then nothing is evaluated after it but the destruction of temporaries.
// Not an init-capture's initializer (the lambda-expression's full-expression goes on: its
// temporaries die after the call that takes the lambda), nor, from C++23, a range-for's range
// (its temporaries live for the whole loop), nor the default member initializer of a class that
// may be an aggregate.
bool isFullExpressionValue(const Expr &E, ASTContext &Ctx) {
  const Stmt *Cur = &E;
  while (true) {
    if (const FieldDecl *Field = initializedField(*Cur, Ctx)) return isOwnFullExpression(*Field);
    DynTypedNodeList Parents = Ctx.getParents(*Cur);
    if (Parents.size() != 1) return false;
    if (const auto *Var = Parents[0].get<VarDecl>())
      return Var->getInit() == Cur && !Var->isInitCapture() &&
             !(Var->isImplicit() && Ctx.getLangOpts().CPlusPlus23);
    const Stmt *Parent = Parents[0].get<Stmt>();
    if (!Parent) return false;
    if (isa<ParenExpr, ExprWithCleanups, CXXBindTemporaryExpr, MaterializeTemporaryExpr>(Parent)) {
      Cur = Parent;
      continue;
    }
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Parent); Cast && Cast->getCastKind() == CK_NoOp) {
      Cur = Parent;
      continue;
    }
    if (isa<ReturnStmt>(Parent)) return true;
    return !isa<Expr>(Parent) && isStatementPosition(*Parent, Cur);
  }
}

namespace {

// Does `Parent` pass its child's value on unchanged: parentheses, temporaries, a no-op cast and,
// before C++17, the elidable copy of a class prvalue?
bool passesValueOn(const Stmt &Parent) {
  const auto *Cast = dyn_cast<ImplicitCastExpr>(&Parent);
  const auto *Copy = dyn_cast<CXXConstructExpr>(&Parent);
  return isa<ParenExpr, ExprWithCleanups, CXXBindTemporaryExpr, MaterializeTemporaryExpr>(Parent) ||
         (Cast && Cast->getCastKind() == CK_NoOp) ||
         (Copy && Copy->isElidable() && Copy->getNumArgs() == 1);
}

}  // namespace

// Is `E` the whole value of its full-expression, so that a temporary made before it lives
// exactly as long as its evaluation: a variable's whole initializer, the operand of `return`, an
// expression statement, a default member initializer that is a full-expression of its own
// (isOwnFullExpression)? (Parentheses, temporaries and, before C++17, the elidable copy of a
// class prvalue between them.) Not where the full-expression goes on after the value or keeps
// its temporaries longer: an init-capture (part of the lambda expression's full-expression), a
// range-for's range (C++23 extends its temporaries to the whole loop), the default member
// initializer of a class that may be an aggregate, the operand of co_return, co_yield or
// co_await.
bool isWholeFullExpression(const Expr &E, ASTContext &Ctx) {
  const Stmt *Cur = &E;
  while (true) {
    if (const FieldDecl *Field = initializedField(*Cur, Ctx)) return isOwnFullExpression(*Field);
    DynTypedNodeList Parents = Ctx.getParents(*Cur);
    if (Parents.size() != 1) return false;
    if (const auto *Var = Parents[0].get<VarDecl>())
      return Var->getInit() == Cur && !Var->isInitCapture() && !Var->isImplicit() &&
             !isa<ParmVarDecl>(Var) && !Var->isCXXForRangeDecl();
    const Stmt *Parent = Parents[0].get<Stmt>();
    if (!Parent) return false;
    if (passesValueOn(*Parent)) {
      Cur = Parent;
      continue;
    }
    if (isa<ReturnStmt>(Parent)) return true;
    return !isa<Expr>(Parent) && isStatementPosition(*Parent, Cur);
  }
}

// Is `E` the whole operand of a throw-expression, `throw T(args)` (parentheses, temporaries
// and, before C++17, the elidable copy between them)? Its value is the exception object.
bool isThrownWhole(const Expr &E, ASTContext &Ctx) {
  const Stmt *Cur = &E;
  while (const Stmt *Parent = singleParent(*Cur, Ctx)) {
    if (isa<CXXThrowExpr>(Parent)) return true;
    if (!passesValueOn(*Parent)) return false;
    Cur = Parent;
  }
  return false;
}

// Is `E` evaluated only on one branch of its full-expression: an arm of `?:`, the right operand
// of a built-in `&&` or `||`? A temporary created there is destroyed conditionally.
bool isConditionalOperand(const Expr &E, ASTContext &Ctx) {
  const Stmt *Cur = &E;
  while (const Stmt *Parent = singleParent(*Cur, Ctx)) {
    if (!isa<Expr>(Parent) || isa<LambdaExpr>(Parent)) return false;
    if (const auto *Cond = dyn_cast<ConditionalOperator>(Parent); Cond && Cond->getCond() != Cur)
      return true;
    if (const auto *Cond = dyn_cast<BinaryConditionalOperator>(Parent);
        Cond && Cond->getFalseExpr() == Cur)
      return true;
    if (const auto *Logical = dyn_cast<BinaryOperator>(Parent);
        Logical && Logical->isLogicalOp() && Logical->getRHS() == Cur)
      return true;
    Cur = Parent;
  }
  return false;
}

// A constant call directly in a braced initializer: wrapping it would turn an allowed constant
// narrowing into an error.
bool isConstantInBracedInit(const Expr &E, ASTContext &Ctx) {
  const Stmt *Cur = &E;
  const Stmt *Parent = singleParent(*Cur, Ctx);
  while (Parent && isa<ImplicitCastExpr, ParenExpr>(Parent)) Parent = singleParent(*Parent, Ctx);
  if (!Parent || !isa<InitListExpr>(Parent)) return false;
  return !E.isValueDependent() && E.isCXX11ConstantExpr(Ctx);
}

// Is `E` the object of `->` or of a member call (`get(x).size()`, `find(k)->second`), or a
// condition (of `if`, a loop, `?:`)? A class result is materialized there whatever the type (a
// condition calls its conversion to bool), no reference extends its life through a call's
// result or through `->` (`const auto &r = make().member` would), and no operator a type could
// overload takes it by value (`!x`, `x && y` could).
bool isMaterializedWhateverTheType(const Expr &E, ASTContext &Ctx) {
  const Stmt *Object = &E;
  const Stmt *Parent = singleParent(E, Ctx);
  while (Parent && isa<ParenExpr>(Parent)) {
    Object = Parent;
    Parent = singleParent(*Parent, Ctx);
  }
  if (const auto *If = dyn_cast_or_null<IfStmt>(Parent))  // `if constexpr`: a constant
    return If->getCond() == Object && !If->getConditionVariable() && !If->isConstexpr();
  if (const auto *While = dyn_cast_or_null<WhileStmt>(Parent))
    return While->getCond() == Object && !While->getConditionVariable();
  if (const auto *Do = dyn_cast_or_null<DoStmt>(Parent)) return Do->getCond() == Object;
  if (const auto *For = dyn_cast_or_null<ForStmt>(Parent))
    return For->getCond() == Object && !For->getConditionVariable();
  if (const auto *Conditional = dyn_cast_or_null<ConditionalOperator>(Parent))
    return Conditional->getCond() == Object;
  const Expr *Base = nullptr;
  bool Arrow = false;
  if (const auto *M = dyn_cast_or_null<CXXDependentScopeMemberExpr>(Parent)) {
    if (!M->isImplicitAccess()) Base = M->getBase(), Arrow = M->isArrow();
  } else if (const auto *M = dyn_cast_or_null<UnresolvedMemberExpr>(Parent)) {
    if (!M->isImplicitAccess()) Base = M->getBase(), Arrow = M->isArrow();
  } else if (const auto *M = dyn_cast_or_null<MemberExpr>(Parent)) {
    Base = M->getBase(), Arrow = M->isArrow();
  }
  if (!Base || Base != Object) return false;
  if (Arrow) return true;
  const auto *Call = dyn_cast_or_null<CallExpr>(singleParent(*Parent, Ctx));
  return Call && Call->getCallee() == Parent;
}

}  // namespace overdub
