#include "FormSelectionParts.h"

#include "overdub/matchers/MacroLocations.h"
#include "overdub/matchers/TemporaryLifetimes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace overdub {

namespace {

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

const Decl *referencedDecl(const Stmt &S) {
  if (const auto *Call = dyn_cast<CallExpr>(&S)) return Call->getCalleeDecl();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(&S)) return Ref->getDecl();
  if (const auto *Member = dyn_cast<MemberExpr>(&S)) return Member->getMemberDecl();
  return nullptr;
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

}  // namespace

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

// Does evaluating `Root`'s operands (not `Root` itself) make a temporary?
bool operandsMakeTemporary(const Stmt &Root) {
  bool Made = false;
  forEachEvaluated(Root, [&](const Stmt &S) {
    Made |= isa<MaterializeTemporaryExpr, CXXBindTemporaryExpr>(S);
  });
  return Made;
}

// Why the lambda form would change this call's meaning, or nothing. Temporaries of the
// arguments die when the lambda returns: harmless where the call is the whole value of its
// full-expression, where they would die right after it anyway, and, with `UnseenTemporaries`,
// for temporaries whose destruction nothing can see when the call's result is a class that
// cannot refer to them, or is thrown: no code sees an exception object before a handler, and
// the temporaries of the throw's operand die before that (g++ destroys them before it throws, as
// the lambda does; clang as the unwinding starts, which their destruction cannot tell).
std::optional<std::string> lambdaHazard(const Decl *Callee, const Expr &Wrapped, ASTContext &Ctx,
                                        bool UnseenTemporaries) {
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

// Why no wrapper of this call may have a destructor: a longjmp may jump over it.
std::optional<Unguarded> jumpHazard(const Expr &Wrapped, const CallContext &Context) {
  if (!Context.Jumps) return std::nullopt;
  if (Context.Function && Context.Jumps->callsSetjmp(*Context.Function))
    return Unguarded::SetjmpCaller;
  if (Context.Jumps->fullExpressionMayLongjmp(Wrapped)) return Unguarded::MayLongjmp;
  return std::nullopt;
}

bool hasNoReturnCallee(const CallExpr &Call) {
  if (const FunctionDecl *Callee = Call.getDirectCallee())
    if (Callee->isNoReturn()) return true;
  QualType CalleeType = Call.getCallee()->getType();
  if (const auto *Pointer = CalleeType->getAs<PointerType>()) CalleeType = Pointer->getPointeeType();
  if (const auto *Fn = CalleeType->getAs<FunctionType>()) return Fn->getNoReturnAttr();
  return false;
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

// What the lambda form needs of the place it goes, whatever the call's type.
std::optional<std::string> lambdaPlaceHazard(const CallContext &Context, const LangOptions &Lang,
                                             const FunctionDecl *Callee) {
  // Constructors run a default member initializer; the lambda is not constexpr.
  if (auto Why = constexprMemberInit(Context, Callee)) return Why;
  if (mayBeConstexpr(Context, Lang, Callee) && !Lang.CPlusPlus20)
    return "in a constexpr function before C++20";
  return std::nullopt;
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

bool sameOptions(const WrapperOptions &A, const WrapperOptions &B) {
  return A.guarded() == B.guarded() && A.NoDiscard == B.NoDiscard && A.NoCapture == B.NoCapture &&
         A.Parenthesize == B.Parenthesize && A.Enclosed == B.Enclosed &&
         A.DeducedReturn == B.DeducedReturn && A.RightByValue == B.RightByValue;
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
