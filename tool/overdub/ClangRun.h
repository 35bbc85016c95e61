// Runs Clang over one source with each of its compile commands, as ClangTool::run does, but with
// the source named exactly as given: ClangTool makes paths "native", which on POSIX turns every
// '\' of a file name into '/' and so names another file (`a\b.cpp` became `a/b.cpp`).
#ifndef OVERDUB_TOOL_CLANGRUN_H
#define OVERDUB_TOOL_CLANGRUN_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"

namespace overdub {

// Runs `Action` once per compile command of `Source`, in the command's directory (a file system
// of its own: sources run in parallel), its command line passed through `Adjuster`. A command
// that the database found for another file (its compile_commands.json reads '\' as '/' too) is
// refused. Messages go to messages(); false when some command failed or none was found.
bool runClang(const clang::tooling::CompilationDatabase &Database, llvm::StringRef Source,
              const clang::tooling::ArgumentsAdjuster &Adjuster,
              clang::tooling::ToolAction &Action, clang::DiagnosticConsumer &Diagnostics);

}  // namespace overdub

#endif  // OVERDUB_TOOL_CLANGRUN_H
