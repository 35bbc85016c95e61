// One text, several calls: a macro argument expanded several times, or a macro body's text that
// several expansions substitute (an argument used twice, a macro name passed down), yields one
// call per expansion, all with one text and so one wrapper.
#ifndef OVERDUB_MATCHERS_REPEATEDTEXTS_H
#define OVERDUB_MATCHERS_REPEATEDTEXTS_H

#include "overdub/matchers/CallSite.h"

#include <vector>

namespace overdub {

// Makes each text's calls one site: instrumented when every expansion takes the same wrapper
// (an expansion where a wrapper does nothing takes the others'), recording a target or values
// only where all record them alike; otherwise left as written (macro-contexts). Lexical parents
// point at the sites that stay.
std::vector<CallSite> mergeRepeatedTexts(std::vector<CallSite> Sites);

}  // namespace overdub

#endif  // OVERDUB_MATCHERS_REPEATEDTEXTS_H
