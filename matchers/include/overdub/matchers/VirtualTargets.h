// Virtual and indirect calls whose target the trace can record: which function a call went to is
// read from the object's vtable at run time (overdub.h, virtual_target), at the entry Clang's
// vtable layout gives the called function, or is the function pointer's value (indirect_target).
#ifndef OVERDUB_MATCHERS_VIRTUALTARGETS_H
#define OVERDUB_MATCHERS_VIRTUALTARGETS_H

#include "overdub/matchers/CallSite.h"
#include "overdub/matchers/WrittenText.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <optional>
#include <string>
#include <vector>

namespace overdub {

// How to record the target of `Call` when it is a virtual call the compiler dispatches (not
// qualified, not devirtualized) through a raw pointer, a smart pointer's public operator->, an
// object or implicit `this`, reaching the called function's class through at most one virtual
// base; a call through a function pointer or function reference; or through a member-function
// pointer without side effects, on an object whose class reaches the pointer's publicly; its
// object (callee) written in `File` as a part of the call's text (WrittenText.h, with
// `Macros`). None
// otherwise (the site's static callee is then the one that runs, or is all the trace says);
// then `WhyNot` says why, when the call is dispatched at run time all the same (empty: the
// static callee runs, or nothing is known of the call).
std::optional<VirtualTarget> virtualTarget(const clang::CallExpr &Call, clang::ASTContext &Ctx,
                                           clang::FileID File, std::string &WhyNot,
                                           const MacroUses *Macros = nullptr);

// The same, with the object (callee, member pointer) placed by `Place`.
std::optional<VirtualTarget> virtualTarget(const clang::CallExpr &Call, clang::ASTContext &Ctx,
                                           PartPlacer Place, std::string &WhyNot);

// The part of `Call` that a macro body's variant would wrap to record where the call goes at
// run time: the object of a virtual call (its function's name with implicit `this`), the callee
// of a call through a pointer, the std::function of a call operator. None for a call through a
// member pointer, whose helper repeats the member pointer's text (a body's variant cannot), or
// of another class's call operator. The same in every compile: whether the compiler
// devirtualizes the call is not asked.
std::optional<clang::SourceRange> dispatchedPartInBody(const clang::CallExpr &Call);

// The same for a dependent call of a template, from its `Instances` (TemplateInstantiations):
// the target every instantiation records alike, none when one of them records none or another
// (their object's text is the pattern's: they share its source range).
std::optional<VirtualTarget> virtualTargetOfEveryInstance(
    const std::vector<const clang::Expr *> &Instances, clang::ASTContext &Ctx, clang::FileID File,
    std::string &WhyNot, const MacroUses *Macros = nullptr);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_VIRTUALTARGETS_H
