// Headers chosen by --header-filter are instrumented once per translation unit that includes
// them, and written once: every translation unit must produce the same text.
#ifndef OVERDUB_TOOL_HEADERCOPIES_H
#define OVERDUB_TOOL_HEADERCOPIES_H

#include "Instrumenter.h"

#include <vector>

namespace overdub {

// Keeps the first instrumented copy of each header (by absolute path) and drops the others.
// When two translation units instrument a header differently, says so on stderr, naming both and
// the first site where they differ, drops the header altogether (so nothing includes a copy that
// one of them would not compile as) and returns false.
bool keepOneCopyOfEachHeader(std::vector<InstrumentedFile> &Files);

}  // namespace overdub

#endif  // OVERDUB_TOOL_HEADERCOPIES_H
