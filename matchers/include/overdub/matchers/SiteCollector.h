// Finds every call expression written in the main file of a translation unit and decides, for
// each, whether and how to instrument it.
#ifndef OVERDUB_MATCHERS_SITECOLLECTOR_H
#define OVERDUB_MATCHERS_SITECOLLECTOR_H

#include "overdub/matchers/CallSite.h"
#include "overdub/matchers/MacroArguments.h"

#include <vector>

namespace clang {
class ASTContext;
}

namespace overdub {

// Call sites of the main file in source order (outer calls before the calls they contain). A call
// written in a macro argument is rewritten at its spelling, unless `KeptTexts` says a macro
// stringizes or pastes that argument; a macro argument expanded several times is one site.
std::vector<CallSite> collectCallSites(clang::ASTContext &Ctx,
                                       const MacroArgumentTexts &KeptTexts = {});

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_SITECOLLECTOR_H
