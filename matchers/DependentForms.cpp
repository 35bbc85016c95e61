// The form of a call whose type depends on a template parameter: one form exact for every
// instantiation (chooseDependentForm).
#include "FormSelectionParts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace overdub {

namespace {

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

}  // namespace overdub
