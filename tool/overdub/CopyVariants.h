// Header copies named by their content, for runs of one source each that share a --header-dir
// (build steps, overdub_instrument, the launcher). Translation units that see a header alike write
// one copy; units that see it differently (a -D of their own choosing another #if branch) write
// one copy each, side by side, instead of replacing each other's: the copy a source includes is
// always the one it was instrumented with, whatever the order or concurrency of the build. A
// site table is named by its sites: variants with the same sites share one table in a program
// (each site described once), variants with others have tables of their own.
#ifndef OVERDUB_TOOL_COPYVARIANTS_H
#define OVERDUB_TOOL_COPYVARIANTS_H

#include "Instrumenter.h"

#include <functional>
#include <string>
#include <vector>

namespace overdub {

// Gives every instrumented header of `Files` its variant (InstrumentedFile::CopyVariant: a digest
// of its text, in which its includes already name their variants; for a header in or above a
// cycle of includes, a digest of its text and those of the cycle's headers it reaches, one name
// for a cycle's headers) and makes every include that named its copy (at `CopyOf(path)`) name
// `<CopiesDir>/<variant>/...` instead.
void nameCopiesByContent(std::vector<InstrumentedFile> &Files, const std::string &CopiesDir,
                         const std::function<std::string(const std::string &)> &CopyOf);

}  // namespace overdub

#endif  // OVERDUB_TOOL_COPYVARIANTS_H
