// The compile commands as overdub's Clang gets them: its own resource directory, without the
// flags of other compilers (gcc-written databases), without the flags the user removes.
#ifndef OVERDUB_TOOL_COMPILEFLAGS_H
#define OVERDUB_TOOL_COMPILEFLAGS_H

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace overdub {

// GCC flags that Clang rejects, dropped from every command (globs; docs/cli.md lists them).
const std::vector<std::string> &gccOnlyFlags();

// Adjusts each command: drops GCC-only flags and the `Removed` ones (exact flags or globs),
// turns `-include X` into a plain include (Clang would take a GCC precompiled X.gch for its own
// and fail), drops the flags Clang does not know (warnAboutUnknownFlags names them, unless
// `Quiet`), and adds Clang's resource directory, -w and -Wno-unknown-warning-option. Flags
// after a `--` are file names and stay as they are.
llvm::Expected<clang::tooling::ArgumentsAdjuster>
compileFlagsAdjuster(const std::vector<std::string> &Removed, bool Quiet);

// One warning per flag that Clang did not know, in the order of the flags' names.
void warnAboutUnknownFlags();

}  // namespace overdub

#endif  // OVERDUB_TOOL_COMPILEFLAGS_H
