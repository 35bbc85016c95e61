// Finds every call expression written in the main file of a translation unit and decides, for
// each, whether and how to instrument it.
#ifndef OVERDUB_MATCHERS_SITECOLLECTOR_H
#define OVERDUB_MATCHERS_SITECOLLECTOR_H

#include "overdub/matchers/CallSite.h"

#include <vector>

namespace clang {
class ASTContext;
}

namespace overdub {

// Call sites of the main file in source order (outer calls before the calls they contain).
std::vector<CallSite> collectCallSites(clang::ASTContext &Ctx);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_SITECOLLECTOR_H
