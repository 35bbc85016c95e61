// Names recorded in site tables: the callee as users know it (`foo`, `std::sin`, `S::inc`,
// `V::operator+`) and the calling function.
#ifndef OVERDUB_MATCHERS_NAMING_H
#define OVERDUB_MATCHERS_NAMING_H

#include <string>

namespace clang {
class ASTContext;
class CallExpr;
class FunctionDecl;
}  // namespace clang

namespace overdub {

// The qualified name of the called function, spelled through the declaration that name lookup
// found (so `std::sin` stays `std::sin` although the library declares `::sin`). Lambdas are
// named after their enclosing function and position; calls through pointers by their text.
std::string calleeName(const clang::CallExpr &Call, const clang::ASTContext &Ctx);

// The qualified name of a function that contains call sites.
std::string functionName(const clang::FunctionDecl &Function, const clang::ASTContext &Ctx);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_NAMING_H
