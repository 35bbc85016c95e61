// Headers (the project's own, or those --header-filter chooses) are instrumented once per
// translation unit that includes them, and sources compiled several times once per compile; each
// is written once, in a text right for every one of those translation units.
#ifndef OVERDUB_TOOL_HEADERCOPIES_H
#define OVERDUB_TOOL_HEADERCOPIES_H

#include "Instrumenter.h"

#include <vector>

namespace overdub {

// Keeps one instrumented copy of each file (by absolute path): a header included by several
// translation units, or a source compiled several times (with other flags). A call they compile
// all takes the first form, in order of preference, that every one of them finds exact (the
// full-expression form for a class result that C++17 alone would wrap in the lambda form); where
// none is, it is left as written (compiles-differ), and the detail names each translation unit's
// decision. Copies that differ only where the other translation unit's preprocessor skipped the
// text (#if branches it does not take) are merged into one that serves both, in source order
// whichever came first. Other disagreements (an include redirected in one only): says so on
// stderr, naming both translation units and where they disagree, drops the file altogether (so
// nothing includes a copy that one of them would not compile as) and returns false.
bool keepOneCopyOfEachFile(std::vector<InstrumentedFile> &Files);

// Each header copy defines a digest of its text, and each source checks, at its end, that the
// copies it included are the ones it was instrumented with. Build steps that run overdub one
// source at a time each write the copies: when two translation units disagree on a header, the
// one compiled with the other's copy fails, naming the header. The checks also make a source's
// text change whenever a copy it includes does, so that the build compiles again every source
// that includes it (however many steps wrote the same text). For copies written to a directory.
void pinHeaderCopies(std::vector<InstrumentedFile> &Files);

}  // namespace overdub

#endif  // OVERDUB_TOOL_HEADERCOPIES_H
