// setjmp and longjmp in a translation unit. A longjmp that jumps over an object with a non-trivial
// destructor has undefined behaviour ([csetjmp.syn]): a wrapper with a destructor (Span, the
// noreturn form's guard, the lambda form's Scope) must not be alive where a longjmp may pass.
// That is every wrapper of a function that calls setjmp (a longjmp comes back to it), and every
// wrapper of a full-expression that holds a call which may longjmp out.
#ifndef OVERDUB_MATCHERS_NONLOCALJUMPS_H
#define OVERDUB_MATCHERS_NONLOCALJUMPS_H

#include "clang/AST/Type.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace clang {
class ASTContext;
class CallExpr;
class Expr;
class FunctionDecl;
}  // namespace clang

namespace overdub {

// setjmp, sigsetjmp, _setjmp, __builtin_setjmp, vfork, getcontext: functions that return twice.
bool returnsTwice(const clang::FunctionDecl &F);
// longjmp, siglongjmp, _longjmp, __builtin_longjmp (and glibc's fortified __longjmp_chk).
bool isLongjmp(const clang::FunctionDecl &F);

class NonLocalJumps {
public:
  explicit NonLocalJumps(clang::ASTContext &Ctx) : Ctx(Ctx) {}

  // Does the body of `F` (not of the lambdas written in it) call a function that returns twice?
  bool callsSetjmp(const clang::FunctionDecl &F);

  // May `Call` longjmp out: a call of longjmp, or of a function of this translation unit whose
  // body makes such a call, directly or through other such functions, or through a function
  // pointer of the type of one whose address is taken here.
  bool mayLongjmp(const clang::CallExpr &Call);

  // Does the full-expression that `E` belongs to hold a call that may longjmp (E itself, its
  // arguments, or any other call of the full-expression: their wrappers are all alive then)?
  bool fullExpressionMayLongjmp(const clang::Expr &E);

  // Does `Scope` (a block, not the lambdas written in it) hold a call that may longjmp: a guard
  // declared in it lives until its end?
  bool scopeMayLongjmp(const clang::Stmt &Scope);

private:
  void index();  // once: the call graph of the translation unit, when it refers to a longjmp
  bool callMayLongjmp(const clang::Expr &E);  // a call or a constructor call

  clang::ASTContext &Ctx;
  llvm::DenseMap<const clang::FunctionDecl *, bool> SetjmpCallers;
  bool Indexed = false;
  bool AnyLongjmp = false;  // the translation unit refers to a longjmp
  llvm::DenseSet<const clang::FunctionDecl *> Jumping;  // canonical declarations
  llvm::DenseSet<const clang::Type *> JumpingPointees;  // function types reached by pointer
  llvm::DenseMap<const clang::Expr *, bool> FullExpressions;
};

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_NONLOCALJUMPS_H
