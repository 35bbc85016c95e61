// Whether a call may be evaluated as a constant, which decides whether its wrapper may have a
// destructor (not in a constexpr function before C++20) or be there at all (not in C++11's).
#include "FormSelectionParts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ASTLambda.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprConcepts.h"
#include "clang/Basic/SourceManager.h"

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

}  // namespace

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

namespace {

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

}  // namespace overdub
