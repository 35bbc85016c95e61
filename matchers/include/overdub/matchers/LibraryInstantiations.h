// The library instantiations that overdub does not need. At the end of a translation unit Clang
// instantiates the body of every function template specialization the unit used (up to a third
// of a syntax check of code that uses the standard library). A specialization of a library's template
// (one of a file that is not the project's: the standard library's, another installed library's)
// whose template arguments name only libraries' declarations cannot instantiate a template of
// the project nor call its functions by name (argument-dependent lookup searches only the
// libraries' namespaces), and overdub reads nothing else in its body: those are left
// uninstantiated, and so are those that instantiating the others asks for.
//
// A class of the global namespace (C's `struct tm`) counts as the project's: lookup on it searches
// the global namespace, where the project may declare function templates. And all are kept, for
// the whole translation unit, when the reasoning does not hold:
// - a project's file declares a template in a library's namespace (a partial specialization of
//   `std::hash`, an operator template in namespace std): the library's bodies may instantiate it;
// - the unit refers to a longjmp: its call graph (NonLocalJumps) follows calls through function
//   pointers in the library's bodies too.
#ifndef OVERDUB_MATCHERS_LIBRARYINSTANTIATIONS_H
#define OVERDUB_MATCHERS_LIBRARYINSTANTIATIONS_H

#include "clang/Basic/SourceLocation.h"

#include <functional>
#include <memory>

namespace clang {
class SemaConsumer;
}  // namespace clang

namespace overdub {

// A consumer to run beside the one that reads the unit (through a MultiplexConsumer), which
// leaves out those instantiations. `IsProjectFile` tells the files whose declarations are the
// project's (any that overdub may rewrite).
std::unique_ptr<clang::SemaConsumer>
skipLibraryInstantiations(std::function<bool(clang::FileID)> IsProjectFile);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_LIBRARYINSTANTIATIONS_H
