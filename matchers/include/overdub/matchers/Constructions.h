// Constructor calls a user sees as calls (docs/skip-reasons.md, "Constructions"): a temporary
// `T(args)` or `T{args}`, a new-expression `new T(args)`, a declaration `T x(args)` or
// `T x{args}`, a base, member or delegating initializer `B(args)`. Each is a site whose callee is
// the class. Implicit copies and moves, conversions, aggregate initialization, trivial
// constructors and constructions with no text of their own are no sites at all.
#ifndef OVERDUB_MATCHERS_CONSTRUCTIONS_H
#define OVERDUB_MATCHERS_CONSTRUCTIONS_H

#include "overdub/matchers/FormSelection.h"

#include <optional>
#include <string>
#include <utility>

namespace clang {
class ASTContext;
class CXXConstructExpr;
class CompoundStmt;
class DeclStmt;
class Expr;
class Stmt;
}  // namespace clang

namespace overdub {

struct Construction {
  enum class Kind {
    Temporary,    // T(args), T{args}: a class prvalue, wrapped like a call returning one
    New,          // new T(args): a pointer, wrapped like a call returning one
    Initializer,  // T x(args), T x{args}, a constructor's B(args): the full-expression form,
                  // written around the first argument (the initializer has no text of its own)
  };
  Kind What = Kind::Temporary;
  const clang::CXXConstructExpr *Construct = nullptr;
  // The expression whose text the wrapper encloses: the temporary, the new-expression, or an
  // initializer's first argument (null when none can take it: `Why` says why).
  const clang::Expr *Enclosed = nullptr;
  // What the site's position and parents are judged by: the temporary, the new-expression, or
  // the construction itself.
  const clang::Expr *Whole = nullptr;
  std::string Why;
  // A default-initialized variable (`T x;`, no text of its own): the construction the full-
  // expression form wraps is written after the declarator, `T x = (W, decltype(x)())`; this is
  // that call's text. Only where it is the same call: a user-provided constructor without
  // parameters (value-initialization is then default-initialization), C++17's guaranteed
  // elision, a variable of automatic storage.
  std::string Inserted;
  // A member's empty initializer `m()` (C++17, the same conditions; a member, not a base, whose
  // storage may not overlap another's): Inserted goes inside its parentheses, `decltype(this->m)()`
  // (`this->`: a constructor parameter may have the member's name); or in place of a default
  // member initializer's braces, `decltype(m)()`.
  bool InsertedInParentheses = false;
  // Empty braces, `m{}` or `T x{}` (value-initialization, the same call too): they become the
  // parentheses that Inserted goes in, `m((W, decltype(this->m)()))`. Inside the braces it
  // would be a list-initialization from one element, which moves it into a class that is no
  // aggregate.
  bool BracesBecomeParentheses = false;
  // What goes around Inserted in place of the braces: parentheses, or for a default member
  // initializer `m{}` an initializer, `m = (W, decltype(m)())` (`m = {}`: nothing, the `=` is
  // written).
  std::pair<std::string, std::string> ReplacingBraces = {"(", ")"};
  // Where that call cannot be written (before C++17, which may copy it; default arguments, an
  // unused variable): the variable's declaration statement, which the declaration form's guard
  // goes around (`T x;` alone in a block), and that block.
  const clang::DeclStmt *Statement = nullptr;
  const clang::CompoundStmt *Block = nullptr;
};

// The construction `S` is, when it is one a user sees as a call; nothing for any other node (a
// CXXConstructExpr under a new-expression is the new-expression's, which is visited first).
std::optional<Construction> userVisibleConstruction(const clang::Stmt &S, clang::ASTContext &Ctx);

// Is `Arg` a call or a construction of its own (whatever else it may be: a conversion too)?
bool isCallOfItsOwn(const clang::Expr &Arg);

// Does `S` read a column of its own source: source_location::current(), __builtin_COLUMN(),
// written, in a default argument or in a default member initializer?
bool readsColumn(const clang::Stmt &S);

// The class a construction calls the constructor of, as calls of its members name it
// (`std::basic_string<char>`).
std::string constructedClassName(const clang::CXXConstructExpr &E, const clang::ASTContext &Ctx);

// The form of a construction, or why none is exact.
FormChoice chooseConstructionForm(const Construction &C, const CallContext &Context,
                                  clang::ASTContext &Ctx);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_CONSTRUCTIONS_H
