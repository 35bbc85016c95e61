// The outputs of a run (docs/cli.md, Outputs), one class per mode, each in a file of its own.
// main runs every output the command line asks for over the files in source order, then
// finishes them; makeOutputs (Outputs.cpp) is the one table of modes.
#ifndef OVERDUB_TOOL_OUTPUTS_OUTPUT_H
#define OVERDUB_TOOL_OUTPUTS_OUTPUT_H

#include "../Instrumenter.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>
#include <vector>

namespace overdub {

// What the command line asks of the outputs.
struct OutputSettings {
  std::string OutputDir;    // --output-dir
  std::string CopiesDir;    // where instrumented headers go: --header-dir, else --output-dir
  std::string ExportFixes;  // --export-fixes
  std::string Depfile;      // --depfile
  bool Fix = false, FixForce = false, Diff = false, ListSites = false, Stats = false;
  bool StatsJson = false;  // --format=json
  // --stats-dir (or OVERDUB_STATS_DIR), and the name of this run's file there.
  std::string StatsDir, StatsRunName;
  bool PrintSources = false;  // the one source's text on stdout
  bool Quiet = false;
  // Flags after `--`: the commands name no compiler of the user's.
  bool FixedFlags = false;
  std::string RuntimeIncludeDir;  // -I of the shadow tree's commands
  const clang::tooling::CompilationDatabase *Database = nullptr;
};

// The files of a run, and per file what an output wrote for it (its shadow copy, or the file
// itself in place; empty: nothing), which the outputs that come later name.
struct RunFiles {
  explicit RunFiles(const std::vector<InstrumentedFile> &Files)
      : Files(Files), Written(Files.size()) {}
  const std::vector<InstrumentedFile> &Files;
  std::vector<std::string> Written;
};

class Output {
public:
  virtual ~Output() = default;
  // Files[Index], in source order. An error is reported and the run goes on.
  virtual llvm::Error file(size_t Index, RunFiles &Run) {
    (void)Index, (void)Run;
    return llvm::Error::success();
  }
  // After the last file.
  virtual llvm::Error finish(RunFiles &Run) {
    (void)Run;
    return llvm::Error::success();
  }
};

// The headers that compiles of the run read as they are (InstrumentedFile::HeadersLeftAsIs) and
// none instruments, each once, at the first source that left it, as (that source's index, it).
std::vector<std::pair<size_t, const InstrumentedFile::HeaderLeftAsIs *>>
headersLeftAsIs(const RunFiles &Run);

// Sites as --list-sites shows them: by line, then column, ties in collection order.
std::vector<const CallSite *> sitesInLineOrder(const std::vector<CallSite> &Sites);

// The outputs the settings ask for, in the order they run.
std::vector<std::unique_ptr<Output>> makeOutputs(const OutputSettings &Settings);

// One per mode (each in <Name>Output.cpp).
std::unique_ptr<Output> siteListOutput();                          // --list-sites
std::unique_ptr<Output> diffOutput();                              // --diff
std::unique_ptr<Output> fixOutput(bool Force);                     // --fix
std::unique_ptr<Output> textOutput(const OutputSettings &Settings);  // stdout, --output-dir, headers
std::unique_ptr<Output> shadowDatabaseOutput(const OutputSettings &Settings);
std::unique_ptr<Output> exportFixesOutput(const std::string &Path);  // --export-fixes
std::unique_ptr<Output> depfileOutput(const std::string &Path);      // --depfile
std::unique_ptr<Output> statsOutput(bool Json);                      // --stats
std::unique_ptr<Output> statsDirOutput(const std::string &Dir,       // --stats-dir
                                       const std::string &RunName);

}  // namespace overdub

#endif  // OVERDUB_TOOL_OUTPUTS_OUTPUT_H
