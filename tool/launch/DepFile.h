// The dependency file the compiler writes for an instrumented translation unit names the files it
// read: the temporary instrumented source and the instrumented copies of headers. Make and Ninja
// must see the originals instead: a missing prerequisite means "no rule" or "always dirty", and a
// copy that other compiles rewrite would not say when the header was edited.
#ifndef OVERDUB_LAUNCH_DEPFILE_H
#define OVERDUB_LAUNCH_DEPFILE_H

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace overdub {

// Rewrites `DepFile` so that it names `Source` for `Temp`, and for each file under `CopiesDir`
// (absolute; empty: none) the original the copy was made from; the files of `Instrumentation`
// (overdub itself, its config) become prerequisites of the first rule too, so that changing
// them rebuilds the object.
llvm::Error nameOriginalsInDepFile(const std::string &DepFile, const std::string &Temp,
                                   const std::string &Source, const std::string &CopiesDir,
                                   const std::vector<std::string> &Instrumentation = {});

// The original of a header copy: the name its first line gives (`#line 1 "<original>"`) when
// it is an existing absolute path, or else the path the copy stands for under `CopiesDir` and
// its variant's directory (relative to the current directory, or absolute).
std::string originalOfCopy(const std::string &Copy, const std::string &CopiesDir);

}  // namespace overdub

#endif  // OVERDUB_LAUNCH_DEPFILE_H
