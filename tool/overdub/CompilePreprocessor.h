// The compile's own preprocessor, asked which macros it defines (matchers/CompileMacros.h):
// the compile command run with `-E -dD` in its directory.
#ifndef OVERDUB_TOOL_COMPILEPREPROCESSOR_H
#define OVERDUB_TOOL_COMPILEPREPROCESSOR_H

#include "overdub/matchers/CompilerConditions.h"

#include <optional>
#include <string>
#include <vector>

namespace overdub {

// `CommandLine`: the compile command as the database gives it, its compiler first ("" when no
// compiler is named); `Directory`: where it runs.
CompilerDependentMacros::CompileAnswer askCompilePreprocessor(std::vector<std::string> CommandLine,
                                                              const std::string &Directory);

// The compiler's executable: a name found on PATH, else a path from `Directory`.
std::optional<std::string> findCompiler(const std::string &Compiler, const std::string &Directory);

// The compiler named first after `--` on overdub's command line (the launcher and the CMake
// module name it), "" when the flags start there: the output then may go to any compiler.
std::string compilerAfterDoubleDash(int argc, const char **argv);

}  // namespace overdub

#endif  // OVERDUB_TOOL_COMPILEPREPROCESSOR_H
