// What the lambda form may do to the temporaries of a call's arguments. Moved into a lambda,
// they die when the lambda returns instead of at the end of the caller's full-expression
// (design notes, section 3). That is invisible when nothing can refer to them afterwards and
// their destruction does nothing the program can see: the questions below.
#ifndef OVERDUB_MATCHERS_TEMPORARYLIFETIMES_H
#define OVERDUB_MATCHERS_TEMPORARYLIFETIMES_H

namespace clang {
class Expr;
class QualType;
}  // namespace clang

namespace overdub {

// Can an object of type `T` refer to an object outside itself? True for anything holding a
// pointer, a reference or a member pointer, except the standard library's owning strings,
// containers and unique_ptr of types that cannot (their pointers reach only what they own);
// true for incomplete types.
bool mayReferOutside(clang::QualType T);

// Is destroying an object of type `T` invisible to the program, apart from freeing memory? True
// for trivial destructors, for implicit ones of such members and bases, and for the standard
// library's owning strings and containers of such types.
bool destructionInvisible(clang::QualType T);

// Can the call `Call` keep a reference to an argument where the caller sees it other than in its
// result: in the object it is called on (not const), or through an argument that refers to an
// object of the caller (a non-const lvalue reference or pointer, an rvalue reference to no
// temporary)? True when the parameters are not known. (A global it writes is not seen.)
bool mayKeepArgumentsOutsideResult(const clang::Expr &Call);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_TEMPORARYLIFETIMES_H
