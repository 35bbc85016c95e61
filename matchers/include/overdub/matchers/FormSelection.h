// Choosing the wrapper form of a call from what the AST says about it: its result type and value
// category, how the result is used, and what its arguments hold (design notes, section 3).
#ifndef OVERDUB_MATCHERS_FORMSELECTION_H
#define OVERDUB_MATCHERS_FORMSELECTION_H

#include "overdub/matchers/CallSite.h"
#include "overdub/matchers/NonLocalJumps.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class CallExpr;
class Decl;
class Expr;
class QualType;
class FieldDecl;
class FunctionDecl;
class LangOptions;
class RecordDecl;
}  // namespace clang

namespace overdub {

// Where the call is evaluated.
enum class EvalScope {
  FunctionBody,     // a function or lambda body (or constructor initializers)
  NamespaceInit,    // the initializer of a namespace-scope or static member variable
  MemberInit,       // a default member initializer
};

struct CallContext {
  const clang::FunctionDecl *Function = nullptr;  // the enclosing function, if any
  EvalScope Where = EvalScope::FunctionBody;
  const clang::RecordDecl *Record = nullptr;  // MemberInit: the class whose member it is
  // setjmp and longjmp in the translation unit (null: not looked at): where a longjmp may pass,
  // no wrapper may have a destructor.
  NonLocalJumps *Jumps = nullptr;
};

struct FormChoice {
  std::optional<Form> Chosen;
  WrapperOptions Options;
  // The other forms exact too, in order of preference (CallSite::Alternatives).
  std::vector<FormVariant> Alternatives;
  SkipReason Reason = SkipReason::NoExactForm;
  std::string Detail;
};

// `Wrapped` is the expression whose text the wrapper encloses: the call itself, or the C++20
// rewritten comparison (`a != b`) whose semantic form holds it.
FormChoice chooseForm(const clang::CallExpr &Call, const clang::Expr &Wrapped,
                      const CallContext &Context, clang::ASTContext &Ctx);

// What the form of a call depends on about what it calls.
struct CalleeTraits {
  const clang::Decl *Declaration = nullptr;  // the function, constructor or variable called
  bool NoReturn = false;                     // [[noreturn]]
  bool NoDiscard = false;                    // [[nodiscard]]: discarding the result warns
};

// The form of an expression that calls `Callee` and whose value is `Wrapped`: a call (chooseForm),
// or a construction whose value is a temporary or a new-expression's pointer (Constructions.h).
FormChoice chooseExpressionForm(const CalleeTraits &Callee, const clang::Expr &Wrapped,
                                const CallContext &Context, clang::ASTContext &Ctx);

// Is `E` the whole value of its full-expression, where the full-expression form is exact (a
// variable's whole initializer, a `return` operand, an expression statement; not an
// init-capture, a range-for's range, a default member initializer but one of a class that is
// no aggregate (isOwnFullExpression), a coroutine operand)?
bool isWholeFullExpression(const clang::Expr &E, clang::ASTContext &Ctx);

// Is `Field`'s default member initializer a full-expression wherever it is evaluated? A
// constructor evaluates it as a full-expression of its own, but an aggregate initialization as
// part of its own (g++ from C++14 keeps its temporaries until the last member is initialized).
// So only in a class that is no aggregate in any standard: one with a user-provided or
// inherited constructor, a virtual function or base, or a data member that is not public.
bool isOwnFullExpression(const clang::FieldDecl &Field);

// Is `E`'s value discarded by a cast to void, `(void)E` (parentheses between)?
bool isCastToVoid(const clang::Expr &E, clang::ASTContext &Ctx);

// May the call be evaluated as a constant: in a constexpr function, or in a default member
// initializer that a constexpr constructor may run (one declared so, or an implicit one where
// the callee, the function or constructor called, is constexpr or not known)?
bool mayBeConstexpr(const CallContext &Context, const clang::LangOptions &Lang,
                    const clang::Decl *Callee);

// Why no wrapper of `Wrapped` may have a destructor (a longjmp may jump over it), or nothing.
std::optional<Unguarded> jumpHazard(const clang::Expr &Wrapped, const CallContext &Context);

// Can a prvalue of type `T` (a class, maybe const) be copied or moved: has its class a public,
// not deleted copy or move constructor that takes it?
bool isMovable(clang::QualType T);

// A call whose type depends on a template parameter: one form must be exact for every
// instantiation (void, reference, scalar, non-movable class). The lambda form is, where it is
// safe whatever the arguments turn out to be: when the call is the whole value of its
// full-expression (an expression statement, a return value, a variable's initializer).
// `Instances`, when every instantiation of the call is known (a template of the main file),
// holds them: when every one of them takes one other form as a call of its own (the value form
// for scalars, say), that one, which works in any standard; else the lambda form wherever it is
// exact for each of them (inside larger expressions, pack expansions and folds too). Where the
// lambda form is not exact either, the full-expression form, where the call is the whole value
// of its full-expression (and, for a discarded result, every instantiation is known to give
// neither a class whose destructor does work nor a [[nodiscard]] callee). The forms after the
// one chosen that are exact too are its alternatives.
// `LambdaByPattern`: the lambda form as the template's text alone decides it, taken wherever the
// text allows it, `Instances` choosing among the other forms only. For a header's copy that is
// one translation unit's own but whose instantiations the linker merges with other units': a
// closure type is numbered in its function's mangled names (`f<int>()::{lambda()#1}`), so
// whether one is written at a call must not depend on the unit.
FormChoice chooseDependentForm(const clang::CallExpr &Call, const clang::Expr &Wrapped,
                               const CallContext &Context, clang::ASTContext &Ctx,
                               const std::vector<const clang::Expr *> *Instances = nullptr,
                               bool LambdaByPattern = false);

// The same variation of a form.
bool sameOptions(const WrapperOptions &A, const WrapperOptions &B);

// Why a call cannot be moved out of its stack frame (alloca, setjmp, va_start, co_await in the
// call or its arguments), or nothing.
std::optional<std::string> stackFrameHazard(const clang::Expr &Call,
                                            const clang::ASTContext &Ctx);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_FORMSELECTION_H
