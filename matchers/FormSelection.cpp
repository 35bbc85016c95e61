#include "overdub/matchers/FormSelection.h"

#include "overdub/matchers/MacroLocations.h"
#include "overdub/matchers/TemporaryLifetimes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ASTLambda.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprConcepts.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace overdub {
namespace {

// Does a constructor of `Class` declared constexpr (a template, an inherited one) run its default
// member initializers?
bool hasConstexprConstructor(const CXXRecordDecl &Class) {
  for (const Decl *D : Class.decls()) {
    if (isa<UnresolvedUsingValueDecl>(D)) return true;  // maybe a dependent base's constructors
    if (const auto *Inherited = dyn_cast<ConstructorUsingShadowDecl>(D)) D = Inherited->getTargetDecl();
    if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D)) D = Template->getTemplatedDecl();
    if (const auto *Constructor = dyn_cast<CXXConstructorDecl>(D);
        Constructor && Constructor->isConstexpr() && !Constructor->isImplicit())
      return true;
  }
  return false;
}

// Has `Class` a default constructor that is not user-provided (implicit or defaulted)? It is
// constexpr as far as the default member initializers are.
bool hasDefaultedDefaultConstructor(const CXXRecordDecl &Class) {
  if (!Class.hasUserDeclaredConstructor()) return true;
  return llvm::any_of(Class.ctors(), [](const CXXConstructorDecl *Constructor) {
    return Constructor->isDefaultConstructor() && Constructor->isDefaulted();
  });
}

// Why a call in a default member initializer may be evaluated as a constant, or nothing: a
// constructor declared constexpr runs it, or a defaulted one where the callee is constexpr (or
// not known).
std::optional<std::string> constexprMemberInit(const CallContext &Context, const Decl *Callee) {
  if (Context.Where != EvalScope::MemberInit) return std::nullopt;
  const auto *Class = dyn_cast_or_null<CXXRecordDecl>(Context.Record);
  const auto *Function = dyn_cast_or_null<FunctionDecl>(Callee);
  if ((!Function || Function->isConstexpr()) && (!Class || hasDefaultedDefaultConstructor(*Class)))
    return std::string("in a default member initializer, of a callee that may be constexpr");
  if (!Class || hasConstexprConstructor(*Class))
    return std::string("in a default member initializer of a class with a constexpr constructor");
  return std::nullopt;
}

// Does evaluating `E` always call a function that is not constexpr (a constant expression
// never can)? Not through the operands evaluated only sometimes (`?:`'s branches, the right of
// `&&` and `||`, a GNU statement expression's statements, the unchosen operand of a choice),
// nor unevaluated ones, nor the bodies of lambdas.
bool alwaysCallsNonConstexpr(const Stmt *E) {
  if (!E || isa<LambdaExpr, UnaryExprOrTypeTraitExpr, CXXTypeidExpr, CXXNoexceptExpr,
                RequiresExpr, StmtExpr, ChooseExpr, GenericSelectionExpr>(E))
    return false;
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (Callee && !Callee->isConstexpr() && !Callee->getBuiltinID()) return true;
  }
  if (const auto *Conditional = dyn_cast<AbstractConditionalOperator>(E))
    return alwaysCallsNonConstexpr(Conditional->getCond());
  if (const auto *Binary = dyn_cast<BinaryOperator>(E); Binary && Binary->isLogicalOp())
    return alwaysCallsNonConstexpr(Binary->getLHS());
  for (const Stmt *Child : E->children())
    if (alwaysCallsNonConstexpr(Child)) return true;
  return false;
}

// A lambda's call operator, implicitly constexpr from C++17 wherever it can be, that no call
// evaluates as a constant: before any other statement, an expression statement, a declaration
// or a return always calls a function that is not constexpr (`[&](auto s) { n = stoi(s); }`);
// for a generic lambda, in each of its instantiations, all of them this unit's (in the main
// file). A wrapper with a destructor changes nothing there.
bool lambdaNeverConstant(const FunctionDecl &F) {
  if (!isLambdaCallOperator(&F)) return false;
  auto Never = [](const FunctionDecl *D) {
    const auto *Body = dyn_cast_or_null<CompoundStmt>(D->getBody());
    if (!Body || D->isDependentContext()) return false;
    for (const Stmt *S : Body->body()) {
      if (!isa<Expr, DeclStmt, ReturnStmt>(S)) return false;
      if (alwaysCallsNonConstexpr(S)) return true;
      if (isa<ReturnStmt>(S)) return false;
    }
    return false;
  };
  if (!F.isDependentContext()) return Never(&F);
  const FunctionTemplateDecl *Template = F.getDescribedFunctionTemplate();
  const SourceManager &SM = F.getASTContext().getSourceManager();
  if (!Template || cast<CXXRecordDecl>(F.getParent())->getDeclContext()->isDependentContext() ||
      !SM.isInMainFile(SM.getExpansionLoc(F.getLocation())))
    return false;
  bool Any = false;
  for (const FunctionDecl *Instance : Template->specializations()) {
    if (!Never(Instance)) return false;
    Any = true;
  }
  return Any;
}

}  // namespace

// Whether the call may be evaluated as a constant: the function holding it is declared
// constexpr, or is a lambda's call operator from C++17 that a template's pattern holds (it is
// implicitly constexpr where it can be, which only its instantiations tell), unless no call
// of that lambda can be a constant (lambdaNeverConstant); or it is in a default member
// initializer that a constexpr constructor may run.
bool mayBeConstexpr(const CallContext &Context, const LangOptions &Lang, const Decl *Callee) {
  if (constexprMemberInit(Context, Callee)) return true;
  const FunctionDecl *F = Context.Function;
  if (!F) return false;
  if (!F->isConstexpr() && !(Lang.CPlusPlus17 && isLambdaCallOperator(F) && F->isDependentContext()))
    return false;
  return !lambdaNeverConstant(*F);
}

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

const Stmt *singleParent(const Stmt &S, ASTContext &Ctx) {
  DynTypedNodeList Parents = Ctx.getParents(S);
  return Parents.size() == 1 ? Parents[0].get<Stmt>() : nullptr;
}

enum class Use { Value, Discarded, CastToVoid };

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

}  // namespace

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

// The value form returns the result by value, through the class's move (or copy) constructor.
// That is exact when the standard lets an implementation copy the object freely anyway: every
// eligible copy/move constructor and the destructor trivial ([class.temporary]/3).
bool valueFormIsExact(QualType T) {
  if (T.isConstQualified() || T.isVolatileQualified()) return false;
  const CXXRecordDecl *Record = T->getAsCXXRecordDecl();
  if (!Record || !Record->hasDefinition() || !Record->isTriviallyCopyable()) return false;
  if (!Record->hasTrivialDestructor()) return false;
  // `return static_cast<T&&>(r)` picks the move constructor, or the copy constructor when
  // there is none; it must be trivial, public and not deleted.
  bool SawMove = false;
  for (const CXXConstructorDecl *Ctor : Record->ctors()) {
    if (!Ctor->isMoveConstructor()) continue;
    SawMove = true;
    if (Ctor->isDeleted() || !Ctor->isTrivial() || Ctor->getAccess() != AS_public) return false;
  }
  if (SawMove) return true;
  if (Record->needsImplicitMoveConstructor())
    return Record->hasTrivialMoveConstructor() && !Record->defaultedMoveConstructorIsDeleted();
  for (const CXXConstructorDecl *Ctor : Record->ctors()) {
    if (!Ctor->isCopyConstructor()) continue;
    if (Ctor->isDeleted() || !Ctor->isTrivial() || Ctor->getAccess() != AS_public) return false;
  }
  return Record->hasTrivialCopyConstructor() && !Record->defaultedCopyConstructorIsDeleted();
}

}  // namespace

bool isMovable(QualType T) {
  const CXXRecordDecl *Record = T->getAsCXXRecordDecl();
  if (!Record || !Record->hasDefinition()) return false;
  // A const prvalue binds only to a constructor's const reference (`const Counted make()`):
  // never to a move constructor's `T &&`; a volatile one to almost nothing.
  const unsigned Quals = T.getCanonicalType().getCVRQualifiers() & ~Qualifiers::Restrict;
  auto Takes = [Quals](unsigned ParameterQuals) { return (Quals & ~ParameterQuals) == 0; };
  for (const CXXConstructorDecl *Ctor : Record->ctors()) {
    unsigned ParameterQuals = 0;
    if (Ctor->isCopyOrMoveConstructor(ParameterQuals) && Takes(ParameterQuals) &&
        !Ctor->isDeleted() && Ctor->getAccess() == AS_public)
      return true;
  }
  if (Record->needsImplicitMoveConstructor() && !Record->defaultedMoveConstructorIsDeleted() &&
      Takes(0))
    return true;
  return Record->needsImplicitCopyConstructor() && !Record->defaultedCopyConstructorIsDeleted() &&
         Takes(Record->implicitCopyConstructorHasConstParam() ? unsigned(Qualifiers::Const) : 0u);
}

namespace {

// Visits the expressions evaluated as part of a call (callee, object, arguments, the default
// arguments it uses), not the bodies of lambdas written in them.
template <class Fn>
void forEachEvaluated(const Stmt &Root, Fn &&Visit) {
  for (const Stmt *Child : Root.children()) {
    if (!Child) continue;
    if (const auto *Lambda = dyn_cast<LambdaExpr>(Child)) {
      Visit(*Child);
      for (const Expr *Init : Lambda->capture_inits())
        if (Init) {
          Visit(*Init);
          forEachEvaluated(*Init, Visit);
        }
      continue;
    }
    Visit(*Child);
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(Child)) {
      Visit(*Default->getExpr());
      forEachEvaluated(*Default->getExpr(), Visit);
    }
    forEachEvaluated(*Child, Visit);
  }
}

bool isFrameBoundBuiltinName(llvm::StringRef Name) {
  return llvm::StringSwitch<bool>(Name)
      .Cases("alloca", "__builtin_alloca", "__builtin_alloca_with_align",
             "__builtin_alloca_uninitialized", true)
      .Cases("__builtin_frame_address", "__builtin_return_address", "__builtin_va_start",
             "__builtin_c23_va_start", "__va_start", true)
      .Default(false);
}

std::optional<std::string> frameHazardOfCallee(const CallExpr &Call) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee) return std::nullopt;
  if (returnsTwice(*Callee))
    return Callee->getNameAsString() + " returns twice";
  if (Callee->getIdentifier() && isFrameBoundBuiltinName(Callee->getName()))
    return Callee->getNameAsString() + " works on the caller's frame";
  return std::nullopt;
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

}  // namespace

// Does `Parent` pass its child's value on unchanged: parentheses, temporaries, a no-op cast and,
// before C++17, the elidable copy of a class prvalue?
bool passesValueOn(const Stmt &Parent) {
  const auto *Cast = dyn_cast<ImplicitCastExpr>(&Parent);
  const auto *Copy = dyn_cast<CXXConstructExpr>(&Parent);
  return isa<ParenExpr, ExprWithCleanups, CXXBindTemporaryExpr, MaterializeTemporaryExpr>(Parent) ||
         (Cast && Cast->getCastKind() == CK_NoOp) ||
         (Copy && Copy->isElidable() && Copy->getNumArgs() == 1);
}

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

namespace {

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

// Clang's thread-safety analysis checks each function body on its own: moved into a lambda, a
// call that needs a lock held by the enclosing function (or touches data guarded by one) would
// be reported, or stop being checked.
bool involvesThreadSafetyAttributes(const Decl *D) {
  return D && (D->hasAttr<RequiresCapabilityAttr>() || D->hasAttr<AcquireCapabilityAttr>() ||
               D->hasAttr<ReleaseCapabilityAttr>() || D->hasAttr<TryAcquireCapabilityAttr>() ||
               D->hasAttr<AssertCapabilityAttr>() || D->hasAttr<LocksExcludedAttr>() ||
               D->hasAttr<GuardedByAttr>() || D->hasAttr<PtGuardedByAttr>() ||
               D->hasAttr<ExclusiveTrylockFunctionAttr>() ||
               D->hasAttr<SharedTrylockFunctionAttr>() || D->hasAttr<AssertExclusiveLockAttr>() ||
               D->hasAttr<AssertSharedLockAttr>());
}

const Decl *referencedDecl(const Stmt &S) {
  if (const auto *Call = dyn_cast<CallExpr>(&S)) return Call->getCalleeDecl();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(&S)) return Ref->getDecl();
  if (const auto *Member = dyn_cast<MemberExpr>(&S)) return Member->getMemberDecl();
  return nullptr;
}

// Does evaluating `Root`'s operands (not `Root` itself) make a temporary?
bool operandsMakeTemporary(const Stmt &Root) {
  bool Made = false;
  forEachEvaluated(Root, [&](const Stmt &S) {
    Made |= isa<MaterializeTemporaryExpr, CXXBindTemporaryExpr>(S);
  });
  return Made;
}

// std::make_pair and std::make_tuple hold decayed copies of their arguments: their result
// refers to what an argument's value refers to, never to an argument itself (the temporary
// bound to its parameter). So it refers to no temporary of the call when each argument whose
// value may refer to something is made without one (`&n`, `s.data()`, `std::cref(x)`; not
// `std::string("a").c_str()`).
bool resultCopiesArguments(const Expr &Wrapped) {
  const auto *Call = dyn_cast<CallExpr>(Wrapped.IgnoreParens());
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  if (!Callee || !Callee->isInStdNamespace() || !Callee->getIdentifier() ||
      (Callee->getName() != "make_pair" && Callee->getName() != "make_tuple"))
    return false;
  for (const Expr *Argument : Call->arguments()) {
    const Expr *Value = Argument->IgnoreImplicit();  // past its binding to the parameter
    if (!mayReferOutside(Value->getType())) continue;
    if (isa<MaterializeTemporaryExpr, CXXBindTemporaryExpr>(Value) || operandsMakeTemporary(*Value))
      return false;
  }
  return true;
}

// Why the lambda form would change this call's meaning, or nothing. Temporaries of the
// arguments die when the lambda returns: harmless where the call is the whole value of its
// full-expression, where they would die right after it anyway, and, with `UnseenTemporaries`,
// for temporaries whose destruction nothing can see when the call's result is a class that
// cannot refer to them, or is thrown: no code sees an exception object before a handler, and
// the temporaries of the throw's operand die before that (g++ destroys them before it throws, as
// the lambda does; clang as the unwinding starts, which their destruction cannot tell).
std::optional<std::string> lambdaHazard(const Decl *Callee, const Expr &Wrapped, ASTContext &Ctx,
                                        bool UnseenTemporaries = false) {
  const bool TemporariesDieAfterCall = isFullExpressionValue(Wrapped, Ctx);
  const bool ResultRefersToNone =
      UnseenTemporaries && Wrapped.isPRValue() && Wrapped.getType()->isRecordType() &&
      (isThrownWhole(Wrapped, Ctx) || resultCopiesArguments(Wrapped) ||
       (!mayReferOutside(Wrapped.getType()) && !mayKeepArgumentsOutsideResult(Wrapped)));
  auto DiesUnseen = [&](const Stmt &Temporary) {
    return ResultRefersToNone && destructionInvisible(cast<Expr>(Temporary).getType());
  };
  std::optional<std::string> Hazard;
  if (involvesThreadSafetyAttributes(Callee))
    return "thread-safety analysis would not see the caller's locks";
  // A construction written as a cast, `F(x)`, holds its own result's temporary (a functional
  // cast of a CXXBindTemporaryExpr of the construction): the lambda returns that result, it is
  // no argument of the call. Its arguments are the construction's.
  const Stmt *Evaluated = &Wrapped;
  if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(Wrapped.IgnoreParens());
      Cast && Cast->getCastKind() == CK_ConstructorConversion) {
    const Expr *Built = Cast->getSubExpr();
    if (const auto *Bound = dyn_cast<CXXBindTemporaryExpr>(Built)) Built = Bound->getSubExpr();
    if (isa<CXXConstructExpr>(Built)) Evaluated = Built;
  }
  forEachEvaluated(*Evaluated, [&](const Stmt &S) {
    if (Hazard) return;
    if (involvesThreadSafetyAttributes(referencedDecl(S)))
      Hazard = "thread-safety analysis would not see the caller's locks";
    else if (!TemporariesDieAfterCall && isa<MaterializeTemporaryExpr, CXXBindTemporaryExpr>(S) &&
             !DiesUnseen(S))
      Hazard = "a temporary in the arguments would die before the full-expression ends";
    else if (isa<PredefinedExpr>(S))
      Hazard = "__func__ in the arguments would name the wrapper";
    else if (isa<SourceLocExpr>(S))
      Hazard = "a source location in the arguments would name the wrapper";
    else if (isa<VAArgExpr>(S))
      Hazard = "va_arg in the arguments";
    else if (const auto *Ref = dyn_cast<DeclRefExpr>(&S);
             Ref && isa<BindingDecl>(Ref->getDecl()) && !Ctx.getLangOpts().CPlusPlus20)
      Hazard = "a structured binding cannot be captured before C++20";
  });
  return Hazard;
}

}  // namespace

// Why no wrapper of this call may have a destructor: a longjmp may jump over it.
std::optional<Unguarded> jumpHazard(const Expr &Wrapped, const CallContext &Context) {
  if (!Context.Jumps) return std::nullopt;
  if (Context.Function && Context.Jumps->callsSetjmp(*Context.Function))
    return Unguarded::SetjmpCaller;
  if (Context.Jumps->fullExpressionMayLongjmp(Wrapped)) return Unguarded::MayLongjmp;
  return std::nullopt;
}

namespace {

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

bool hasNoReturnCallee(const CallExpr &Call) {
  if (const FunctionDecl *Callee = Call.getDirectCallee())
    if (Callee->isNoReturn()) return true;
  QualType CalleeType = Call.getCallee()->getType();
  if (const auto *Pointer = CalleeType->getAs<PointerType>()) CalleeType = Pointer->getPointeeType();
  if (const auto *Fn = CalleeType->getAs<FunctionType>()) return Fn->getNoReturnAttr();
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

FormChoice skip(SkipReason Reason, std::string Detail) {
  FormChoice C;
  C.Reason = Reason;
  C.Detail = std::move(Detail);
  return C;
}

FormChoice chosen(Form F, WrapperOptions Options) {
  FormChoice C;
  C.Chosen = F;
  C.Options = Options;
  return C;
}

// `Choice` may take `Alternative` too, after its form and the alternatives it has.
void addAlternative(FormChoice &Choice, const FormChoice &Alternative) {
  if (!Alternative.Chosen || Alternative.Chosen == Choice.Chosen) return;
  for (const FormVariant &V : Choice.Alternatives)
    if (V.Kind == *Alternative.Chosen) return;
  Choice.Alternatives.push_back({*Alternative.Chosen, Alternative.Options});
}

// An operand that makes no temporary of its own: a variable, a member of one, `this`, a string
// literal, or std::move/std::forward of such. (Not a numeric literal: bound to a `const T &`
// parameter, as std::max's, it is a temporary the result may refer to. A variable converted to
// the parameter's type makes one too, which only the instantiations tell: see
// instantiationHazard.)
bool makesNoTemporary(const Expr &E) {
  const Expr *X = E.IgnoreParenImpCasts();
  if (isa<DeclRefExpr, DependentScopeDeclRefExpr, CXXThisExpr, StringLiteral>(X)) return true;
  if (const auto *Member = dyn_cast<MemberExpr>(X))
    return Member->isImplicitAccess() || makesNoTemporary(*Member->getBase());
  if (const auto *Member = dyn_cast<CXXDependentScopeMemberExpr>(X))
    return Member->isImplicitAccess() || makesNoTemporary(*Member->getBase());
  if (const auto *Call = dyn_cast<CallExpr>(X)) {
    const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
    std::string Name;
    if (const auto *Lookup = dyn_cast<UnresolvedLookupExpr>(Callee))
      for (const NamedDecl *D : Lookup->decls()) Name = D->getQualifiedNameAsString();
    else if (const FunctionDecl *F = Call->getDirectCallee())
      Name = F->getQualifiedNameAsString();
    return (Name == "std::move" || Name == "std::forward") && Call->getNumArgs() == 1 &&
           makesNoTemporary(*Call->getArg(0));
  }
  return false;
}

// The callee's object and the arguments of a call, none of which may create a temporary.
bool operandsMakeNoTemporary(const CallExpr &Call) {
  const Expr *Callee = Call.getCallee()->IgnoreParenImpCasts();
  if (const auto *Member = dyn_cast<CXXDependentScopeMemberExpr>(Callee))
    if (!Member->isImplicitAccess() && !makesNoTemporary(*Member->getBase())) return false;
  if (const auto *Member = dyn_cast<MemberExpr>(Callee))
    if (!Member->isImplicitAccess() && !makesNoTemporary(*Member->getBase())) return false;
  if (const auto *Member = dyn_cast<UnresolvedMemberExpr>(Callee))
    if (!Member->isImplicitAccess() && !makesNoTemporary(*Member->getBase())) return false;
  for (const Expr *Arg : Call.arguments())
    if (!makesNoTemporary(*Arg)) return false;
  return true;
}

// What the lambda form needs of the place it goes, whatever the call's type.
std::optional<std::string> lambdaPlaceHazard(const CallContext &Context, const LangOptions &Lang,
                                             const FunctionDecl *Callee) {
  // Constructors run a default member initializer; the lambda is not constexpr.
  if (auto Why = constexprMemberInit(Context, Callee)) return Why;
  if (mayBeConstexpr(Context, Lang, Callee) && !Lang.CPlusPlus20)
    return "in a constexpr function before C++20";
  return std::nullopt;
}

// Why the lambda form would change the meaning of one instantiation of a dependent call, or
// nothing. Temporaries of its operands die when the lambda returns: harmless only when none is
// made, or when the call is the whole value of its full-expression and its result refers to
// nothing (discarded, or an arithmetic or enumeration value).
std::optional<std::string> instantiationHazard(const CallExpr &Pattern, const Expr &Instance,
                                               ASTContext &Ctx) {
  if (const auto *Call = dyn_cast<CallExpr>(&Instance)) {
    if (auto Hazard = stackFrameHazard(*Call, Ctx)) return Hazard;
    if (hasNoReturnCallee(*Call)) return std::string("the callee is [[noreturn]]");
    if (involvesThreadSafetyAttributes(Call->getCalleeDecl()))
      return std::string("thread-safety analysis would not see the caller's locks");
  }
  if (operandsMakeTemporary(Instance)) {
    if (!isFullExpressionValue(Instance, Ctx))
      return std::string("a temporary of its operands would die before the full-expression ends");
    QualType Type = Instance.getType();
    bool RefersToNothing = classifyUse(Instance, Ctx) != Use::Value ||
                           (Instance.isPRValue() && (Type->isArithmeticType() || Type->isEnumeralType()));
    if (!RefersToNothing)
      return std::string("its result is used, and might refer to a temporary of its operands");
  }
  return lambdaHazard(Pattern.getCalleeDecl(), Instance, Ctx);
}

std::string describeType(const Expr &E, ASTContext &Ctx) {
  std::string Category = E.isLValue() ? "an lvalue" : E.isXValue() ? "an xvalue" : "a prvalue";
  return Category + " of type " + E.getType().getAsString(Ctx.getPrintingPolicy());
}

// The one form other than the lambda that every instantiation of a dependent call takes as a
// call of its own (the value form when each returns a scalar, say), or nothing when they differ
// (`WhyNot` then says why). A wrapper the compiler can see through: the lambda form changes
// inlining, and GCC's -Wmaybe-uninitialized with it.
std::optional<FormChoice> formOfEveryInstance(const CallExpr &Pattern,
                                              const std::vector<const Expr *> &Instances,
                                              const CallContext &Context, ASTContext &Ctx,
                                              std::string &WhyNot) {
  std::optional<FormChoice> Agreed;
  const Expr *AgreedAt = nullptr;
  for (const Expr *Instance : Instances) {
    const auto *Call = dyn_cast<CallExpr>(Instance);
    if (!Call) {
      // An operator call may become a built-in operator. Otherwise the operator is a fold's
      // expansion, `g(xs) + ...` beginning and ending where the call does: not an instance.
      if (isa<CXXOperatorCallExpr>(Pattern)) {
        WhyNot = "where it is " + describeType(*Instance, Ctx) + ", it is the built-in operator";
        return std::nullopt;
      }
      continue;
    }
    const std::string Where = "where it is " + describeType(*Instance, Ctx) + ", ";
    if (auto Hazard = stackFrameHazard(*Call, Ctx)) {
      WhyNot = Where + *Hazard;
      return std::nullopt;
    }
    FormChoice Choice = chooseForm(*Call, *Call, Context, Ctx);
    if (!Choice.Chosen) {
      WhyNot = Where + (Choice.Detail.empty() ? std::string(skipReasonName(Choice.Reason))
                                              : Choice.Detail);
      return std::nullopt;
    }
    if (*Choice.Chosen == Form::Lambda) {
      WhyNot = Where + "only the lambda form is exact";
      return std::nullopt;
    }
    if (Agreed && (Agreed->Chosen != Choice.Chosen || !sameOptions(Agreed->Options, Choice.Options))) {
      WhyNot = "the " + std::string(formName(*Agreed->Chosen)) + " form is exact where it is " +
               describeType(*AgreedAt, Ctx) + ", the " + std::string(formName(*Choice.Chosen)) +
               " form where it is " + describeType(*Instance, Ctx);
      return std::nullopt;
    }
    Agreed = std::move(Choice);
    AgreedAt = Instance;
  }
  if (!Agreed) WhyNot = "no instantiation of it is made";
  return Agreed;
}

// The lambda form for a dependent call, or why not.
FormChoice chooseDependentLambda(const CallExpr &Call, const Expr &Wrapped,
                                 const CallContext &Context, ASTContext &Ctx,
                                 const std::vector<const Expr *> *Instances) {
  const LangOptions &Lang = Ctx.getLangOpts();
  auto Skip = [](std::string Why) {
    return skip(SkipReason::DependentCall, "the type depends on a template parameter and " + Why);
  };
  if (auto Jump = jumpHazard(Wrapped, Context))
    return skip(SkipReason::StackFrame,
                "the type depends on a template parameter, the lambda form's guard has a "
                "destructor, and " + std::string(unguardedReason(*Jump)));
  // A non-movable class result needs guaranteed elision through the lambda's return.
  if (!Lang.CPlusPlus17) return Skip("before C++17 a class result might be non-movable");
  if (auto Place = lambdaPlaceHazard(Context, Lang, nullptr)) return Skip("the call is " + *Place);
  if (Instances) {
    // Every instantiation there is: the form must be exact for each of them.
    if (Instances->empty()) return Skip("no instantiation of it is made");
    for (const Expr *Instance : *Instances)
      if (auto Hazard = instantiationHazard(Call, *Instance, Ctx))
        return Skip("where it is " + describeType(*Instance, Ctx) + ", " + *Hazard);
  } else {
    if (!isFullExpressionValue(Wrapped, Ctx))
      return Skip("the call is inside a larger expression (temporaries of its operands, the "
                  "object expression and the arguments, would die before the expression ends)");
    // The result may be a reference into a temporary of the arguments: the lambda's return
    // would let it dangle before it is used. Only a discarded result, or operands that cannot
    // make a temporary, are safe.
    const Use Usage = classifyUse(Wrapped, Ctx);
    if (Usage == Use::Value && !operandsMakeNoTemporary(Call))
      return Skip("its result is used, and might refer to a temporary of its operands");
  }
  if (auto Hazard = lambdaHazard(Call.getCalleeDecl(), Wrapped, Ctx)) return Skip(*Hazard);
  WrapperOptions Options;
  Options.NoCapture = Context.Where == EvalScope::NamespaceInit;
  return chosen(Form::Lambda, Options);
}

// The full-expression form for a dependent call the lambda form does not fit: exact for every
// instantiation where the call is the whole value of its full-expression, but for a discarded
// result (an expression statement) of a class whose destructor does work (the stop would wait
// for it: `std::async(...);` would time the join) or of a [[nodiscard]] callee (g++ 12 does not
// warn through the comma): only the instantiations tell, where all are known.
std::optional<FormChoice> dependentFullExpression(const Expr &Wrapped, const CallContext &Context,
                                                  ASTContext &Ctx,
                                                  const std::vector<const Expr *> *Instances) {
  const bool InConstexpr = mayBeConstexpr(Context, Ctx.getLangOpts(), /*Callee=*/nullptr);
  if (InConstexpr && !Ctx.getLangOpts().CPlusPlus20) return std::nullopt;
  if (jumpHazard(Wrapped, Context) || !isWholeFullExpression(Wrapped, Ctx)) return std::nullopt;
  if (classifyUse(Wrapped, Ctx) != Use::Value) {
    if (!Instances || Instances->empty()) return std::nullopt;
    for (const Expr *Instance : *Instances) {
      const auto *Call = dyn_cast<CallExpr>(Instance);
      if (Call && Call->hasUnusedResultAttr(Ctx)) return std::nullopt;
      const CXXRecordDecl *Record = Instance->getType()->getAsCXXRecordDecl();
      if (Instance->isPRValue() && Record && !Record->hasTrivialDestructor()) return std::nullopt;
    }
  }
  return chosen(Form::FullExpression, WrapperOptions());
}

// The options of an expression form at `Wrapped`: unguarded where a destructor may not run or
// be there (a constexpr function before C++20, a longjmp passing); none in a C++11 constexpr
// function, whose body is a single return.
std::optional<WrapperOptions> expressionOptions(const Expr &Wrapped, const CallContext &Context,
                                                const LangOptions &Lang, const Decl *Callee) {
  const bool InConstexpr = mayBeConstexpr(Context, Lang, Callee);
  if (InConstexpr && !Lang.CPlusPlus14) return std::nullopt;
  WrapperOptions Options;
  // Before C++20 a constexpr function may not create objects with non-trivial destructors.
  if (InConstexpr && !Lang.CPlusPlus20) Options.WhyUnguarded = Unguarded::Constexpr;
  else if (auto Jump = jumpHazard(Wrapped, Context)) Options.WhyUnguarded = *Jump;
  return Options;
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

// The reference form for a dependent call that is the object of `->` or of a member call, or a
// condition, where the lambda form does not fit: exact for every instantiation, as
// Form::Materialized is where the type is known (a class result is bound to the wrapper's
// parameter instead of a temporary of its own: the same value category for the member's
// overloads, the same lifetime).
std::optional<FormChoice> dependentObjectForm(const Expr &Wrapped, const CallContext &Context,
                                              ASTContext &Ctx) {
  if (!isMaterializedWhateverTheType(Wrapped, Ctx) || isConstantInBracedInit(Wrapped, Ctx))
    return std::nullopt;
  std::optional<WrapperOptions> Options = expressionOptions(Wrapped, Context, Ctx.getLangOpts(),
                                                                /*Callee=*/nullptr);
  if (!Options) return std::nullopt;
  return chosen(Form::Materialized, *Options);
}

}  // namespace

bool sameOptions(const WrapperOptions &A, const WrapperOptions &B) {
  return A.guarded() == B.guarded() && A.NoDiscard == B.NoDiscard && A.NoCapture == B.NoCapture &&
         A.Parenthesize == B.Parenthesize && A.Enclosed == B.Enclosed &&
         A.DeducedReturn == B.DeducedReturn && A.RightByValue == B.RightByValue;
}

FormChoice chooseDependentForm(const CallExpr &Call, const Expr &Wrapped,
                               const CallContext &Context, ASTContext &Ctx,
                               const std::vector<const Expr *> *Instances, bool LambdaByPattern) {
  FormChoice Lambda = chooseDependentLambda(Call, Wrapped, Context, Ctx,
                                            LambdaByPattern ? nullptr : Instances);
  std::optional<FormChoice> Full = dependentFullExpression(Wrapped, Context, Ctx, Instances);
  std::optional<FormChoice> Object = dependentObjectForm(Wrapped, Context, Ctx);
  std::optional<FormChoice> Agreed;
  std::string Disagreement;
  if (Instances && &Wrapped == &Call)
    Agreed = formOfEveryInstance(Call, *Instances, Context, Ctx, Disagreement);
  if (LambdaByPattern && Lambda.Chosen) Agreed.reset();  // the lambda wherever the text allows it
  FormChoice Choice = Agreed        ? *Agreed
                      : Lambda.Chosen ? Lambda
                      : Full          ? *Full
                      : Object        ? *Object
                                      : Lambda;
  if (!Choice.Chosen && LambdaByPattern && !Disagreement.empty())
    Choice.Detail += "; " + Disagreement;
  Choice.Alternatives.clear();  // an instance's as a call of its own
  addAlternative(Choice, Lambda);
  if (Full) addAlternative(Choice, *Full);
  if (Object) addAlternative(Choice, *Object);
  return Choice;
}

std::optional<std::string> stackFrameHazard(const Expr &Call, const ASTContext &Ctx) {
  (void)Ctx;
  if (const auto *Direct = dyn_cast<CallExpr>(&Call))
    if (auto Hazard = frameHazardOfCallee(*Direct)) return Hazard;
  std::optional<std::string> Hazard;
  forEachEvaluated(Call, [&](const Stmt &S) {
    if (Hazard) return;
    if (isa<CoawaitExpr, CoyieldExpr, DependentCoawaitExpr>(S))
      Hazard = "an argument suspends the coroutine";
    else if (const auto *Inner = dyn_cast<CallExpr>(&S))
      if (auto Why = frameHazardOfCallee(*Inner)) Hazard = "an argument calls " + *Why;
  });
  return Hazard;
}

namespace {

bool isComparison(OverloadedOperatorKind Op) {
  return Op == OO_EqualEqual || Op == OO_ExclaimEqual || Op == OO_Less || Op == OO_Greater ||
         Op == OO_LessEqual || Op == OO_GreaterEqual || Op == OO_Spaceship;
}

// A warning of clang's that looks at the operator call as written, and that any wrapper would
// hide (it would see a member call): a discarded comparison (-Wunused-comparison, not for an
// operator written in a macro), an overloaded << or >> that is the unparenthesized left operand
// of a comparison (-Woverloaded-shift-op-parentheses), not written in a macro's body. Such a
// call is left as written.
std::optional<std::string> hiddenOperatorWarning(const CallExpr &Call, const Expr &Wrapped,
                                                 ASTContext &Ctx) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(&Call);
  if (!Op || &Wrapped != &Call) return std::nullopt;
  const OverloadedOperatorKind Kind = Op->getOperator();
  if (isComparison(Kind) && !Op->getOperatorLoc().isMacroID() &&
      classifyUse(Wrapped, Ctx) == Use::Discarded)
    return "a discarded comparison: a wrapper would hide its unused result from clang's "
           "-Wunused-comparison";
  // (A shift written in a macro's body, also one passed on in another macro's argument,
  // doctest's `DOCTEST_WRAP_IN_TRY(... ExpressionDecomposer() << __VA_ARGS__)`, is left to the
  // macro's own rules: doctest silences that warning there.)
  const SourceManager &SM = Ctx.getSourceManager();
  if ((Kind != OO_LessLess && Kind != OO_GreaterGreater) ||
      spelledThroughArguments(Op->getOperatorLoc(), SM).isMacroID())
    return std::nullopt;
  const Stmt *Parent = singleParent(Call, Ctx);
  while (Parent && isa<ImplicitCastExpr, MaterializeTemporaryExpr, CXXBindTemporaryExpr>(Parent))
    Parent = singleParent(*Parent, Ctx);
  SourceLocation ComparedAt;
  if (const auto *Binary = dyn_cast_or_null<BinaryOperator>(Parent); Binary && Binary->isComparisonOp())
    ComparedAt = Binary->getOperatorLoc();
  else if (const auto *Compare = dyn_cast_or_null<CXXOperatorCallExpr>(Parent);
           Compare && isComparison(Compare->getOperator()))
    ComparedAt = Compare->getOperatorLoc();
  if (ComparedAt.isValid() && SM.isBeforeInTranslationUnit(Call.getEndLoc(), ComparedAt))
    return "the left operand of a comparison, unparenthesized: a wrapper would hide it from "
           "clang's -Woverloaded-shift-op-parentheses";
  return std::nullopt;
}

}  // namespace

FormChoice chooseForm(const CallExpr &Call, const Expr &Wrapped, const CallContext &Context,
                      ASTContext &Ctx) {
  if (std::optional<std::string> Why = hiddenOperatorWarning(Call, Wrapped, Ctx))
    return skip(SkipReason::NoExactForm, *Why);
  CalleeTraits Callee;
  Callee.Declaration = Call.getCalleeDecl();
  Callee.NoReturn = hasNoReturnCallee(Call);
  Callee.NoDiscard = Call.hasUnusedResultAttr(Ctx);
  return chooseExpressionForm(Callee, Wrapped, Context, Ctx);
}

FormChoice chooseExpressionForm(const CalleeTraits &Callee, const Expr &Wrapped,
                                const CallContext &Context, ASTContext &Ctx) {
  const LangOptions &Lang = Ctx.getLangOpts();
  std::optional<WrapperOptions> Guard = expressionOptions(Wrapped, Context, Lang, Callee.Declaration);
  if (!Guard)
    return skip(SkipReason::NoExactForm,
                constexprMemberInit(Context, Callee.Declaration)
                    ? "a default member initializer a C++11 constexpr constructor may run (no "
                      "wrapper is constexpr in C++11)"
                    : "a C++11 constexpr function holds a single return");
  WrapperOptions Options = *Guard;

  if (isConstantInBracedInit(Wrapped, Ctx))
    return skip(SkipReason::ConstantContext, "a constant in a braced initializer");
  if (Callee.NoReturn) {
    if (Options.guarded() && isConditionalOperand(Wrapped, Ctx))
      Options.WhyUnguarded = Unguarded::ConditionalOperand;
    return chosen(Form::NoReturn, Options);
  }

  QualType Type = Wrapped.getType();
  if (Type->isVoidType()) return chosen(Form::Void, Options);

  const Use Usage = classifyUse(Wrapped, Ctx);
  Options.NoDiscard = Usage == Use::Discarded && Callee.NoDiscard;
  if (Wrapped.isGLValue()) return chosen(Form::Reference, Options);
  if (!Type->isRecordType()) return chosen(Form::Value, Options);

  // A class prvalue.
  if (Usage != Use::Value || isMaterializedTemporary(Wrapped, Ctx))
    return chosen(Form::Materialized, Options);
  if (valueFormIsExact(Type)) return chosen(Form::Value, Options);

  // Guaranteed copy elision needs the call to stay the operand of a return statement.
  if (Options.WhyUnguarded == Unguarded::SetjmpCaller ||
      Options.WhyUnguarded == Unguarded::MayLongjmp)
    return skip(SkipReason::StackFrame,
                "class result needs copy elision, the lambda form's guard has a destructor, "
                "and " + std::string(unguardedReason(Options.WhyUnguarded)));
  // The lambda form where it is exact; the full-expression form, which leaves the call in
  // place, where the call is the whole value of its full-expression: where both are, the
  // second is an alternative (exact in compiles of the file where the lambda form is not).
  // Temporaries that die unseen in the lambda only where the full-expression form is not taken:
  // it keeps the call in its caller.
  std::optional<FormChoice> Full;
  if (Options.guarded() && isWholeFullExpression(Wrapped, Ctx))
    Full = chosen(Form::FullExpression, Options);
  // C++11 has no decltype(auto): a lambda whose body is one return statement deduces the type,
  // as `auto` does, without its const. Only where the full-expression form cannot go.
  const bool DeducedReturn = !Lang.CPlusPlus14;
  if (DeducedReturn && Full) return *Full;
  std::optional<std::string> NoLambda;
  if (auto Place = lambdaPlaceHazard(Context, Lang,
                                     dyn_cast_or_null<FunctionDecl>(Callee.Declaration)))
    NoLambda = "class result needs copy elision " + *Place;
  else if (DeducedReturn && (Type.isConstQualified() || Type.isVolatileQualified()))
    NoLambda = "a const class result before C++14 (a deduced return type would drop const)";
  else if (!Lang.CPlusPlus17 && !isMovable(Type))
    NoLambda = "non-movable class result before C++17";
  else if (auto Hazard = lambdaHazard(Callee.Declaration, Wrapped, Ctx, /*UnseenTemporaries=*/!Full))
    NoLambda = "class result needs copy elision, but " + *Hazard;
  if (!NoLambda) {
    WrapperOptions Lambda = Options;
    Lambda.NoCapture = Context.Where == EvalScope::NamespaceInit;
    Lambda.DeducedReturn = DeducedReturn;
    FormChoice Choice = chosen(Form::Lambda, Lambda);
    if (Full) addAlternative(Choice, *Full);
    return Choice;
  }
  if (Full) return *Full;
  return skip(SkipReason::NoExactForm, *NoLambda);
}

}  // namespace overdub
