// The other outputs of a run: in place (--fix), a unified diff (--diff), clang-apply-replacements
// YAML (--export-fixes), a Make depfile (--depfile), and the compile database of a shadow tree.
#ifndef OVERDUB_TOOL_OUTPUTMODES_H
#define OVERDUB_TOOL_OUTPUTMODES_H

#include "Instrumenter.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace overdub {

// The instrumented text for the file's own place: as in a shadow copy, less the leading #line
// that names the original from elsewhere.
std::string inPlaceText(const InstrumentedFile &File);

// Replaces the original with the instrumented text, atomically.
llvm::Error writeInPlace(const InstrumentedFile &File);

// A unified diff (3 lines of context) from the original to the in-place text, `a/` and `b/`
// prefixed like git's.
std::string unifiedDiff(const InstrumentedFile &File);

// clang-apply-replacements YAML for the files: applying it gives the in-place text.
llvm::Error writeExportFixes(const std::string &Path, const std::vector<InstrumentedFile> &Files);

// Make syntax: `<target>: <every file read>` per file. `Targets[i]` names the output of Files[i].
llvm::Error writeDepfile(const std::string &Path, const std::vector<InstrumentedFile> &Files,
                         const std::vector<std::string> &Targets);

// Adds (or replaces, by file) the entries of the shadow files to `<OutputDir>/compile_commands.json`:
// the original command, compiling the shadow file, with overdub's include directory added. Safe
// against concurrent runs writing into the same directory.
llvm::Error updateShadowDatabase(const std::string &OutputDir,
                                 const clang::tooling::CompilationDatabase &Database,
                                 const std::vector<InstrumentedFile> &Files,
                                 const std::vector<std::string> &ShadowPaths,
                                 const std::string &IncludeDir);

}  // namespace overdub

#endif  // OVERDUB_TOOL_OUTPUTMODES_H
