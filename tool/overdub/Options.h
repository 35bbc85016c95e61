// overdub's command-line options (llvm::cl), defined once in Options.cpp: the driver (main.cpp)
// and each source's setup (SourceSetup.cpp) read them.
#ifndef OVERDUB_TOOL_OPTIONS_H
#define OVERDUB_TOOL_OPTIONS_H

#include "llvm/Support/CommandLine.h"

#include <string>

namespace overdub {
namespace cli {

extern llvm::cl::OptionCategory Category;
// The text of --help before the options.
extern const char *const Overview;

extern llvm::cl::opt<std::string> OutputDir;
extern llvm::cl::opt<bool> ListSites;
extern llvm::cl::opt<std::string> StatsFormat;
extern llvm::cl::opt<std::string> StatsDir;
extern llvm::cl::list<std::string> StatsMerge;
extern llvm::cl::opt<unsigned> Jobs;
extern llvm::cl::opt<bool> Fix;
extern llvm::cl::opt<bool> FixForce;
extern llvm::cl::opt<bool> Diff;
extern llvm::cl::opt<std::string> ExportFixes;
extern llvm::cl::opt<std::string> Depfile;
extern llvm::cl::opt<std::string> InlineConfig;
extern llvm::cl::opt<std::string> ConfigFile;
extern llvm::cl::opt<bool> DumpConfig;
extern llvm::cl::opt<bool> Quiet;
extern llvm::cl::list<std::string> IncludeCallees;
extern llvm::cl::list<std::string> ExcludeCallees;
extern llvm::cl::list<std::string> Capture;
extern llvm::cl::list<std::string> CaptureRedact;
extern llvm::cl::list<std::string> CaptureBytes;
extern llvm::cl::list<std::string> IncludeCallers;
extern llvm::cl::list<std::string> ExcludeCallers;
extern llvm::cl::list<std::string> IncludeFiles;
extern llvm::cl::list<std::string> ExcludeFiles;
extern llvm::cl::opt<std::string> HeaderFilter;
extern llvm::cl::opt<std::string> ProjectRoot;
extern llvm::cl::opt<bool> NoHeaders;
extern llvm::cl::opt<bool> MacroBodies;
extern llvm::cl::opt<std::string> CompiledAs;
extern llvm::cl::opt<bool> HeaderInstances;
extern llvm::cl::opt<std::string> HeaderDir;
extern llvm::cl::opt<std::string> ExcludeHeaderFilter;
extern llvm::cl::opt<bool> SystemHeaders;
extern llvm::cl::list<std::string> Presets;
extern llvm::cl::list<std::string> RemovedArgs;
extern llvm::cl::list<std::string> PathPrefixMap;
extern llvm::cl::opt<std::string> CacheDir;
extern llvm::cl::opt<bool> CacheStats;
extern llvm::cl::opt<std::string> ContextName;
extern llvm::cl::opt<std::string> ContextHeader;

// `--stats`, registered when first asked for (LLVM's own -stats gives way).
llvm::cl::opt<bool> &statsOption();

}  // namespace cli
}  // namespace overdub

#endif  // OVERDUB_TOOL_OPTIONS_H
