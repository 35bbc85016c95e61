// overdub's options from a YAML file: `.overdub.yaml`, found upward from each source (the nearest
// one), or named by --config-file, or given inline by --config. The command line adds to the
// lists and wins for the rest.
#ifndef OVERDUB_TOOL_CONFIG_H
#define OVERDUB_TOOL_CONFIG_H

#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace overdub {

struct Config {
  std::vector<std::string> IncludeCallees, ExcludeCallees;
  std::vector<std::string> IncludeCallers, ExcludeCallers;
  std::vector<std::string> Presets;
  // Callees (regexes on the qualified name) whose calls record their argument and result values.
  std::vector<std::string> Capture;
  // Parameters or callees (regexes on the name) whose captured values are recorded as a marker.
  std::vector<std::string> CaptureRedact;
  // Classes (regexes on the qualified name) whose captured objects are recorded as their bytes.
  std::vector<std::string> CaptureBytes;
  std::vector<std::string> IncludeFiles, ExcludeFiles;  // regexes on a source's absolute path
  std::vector<std::string> RemovedArgs;    // compiler flags, or globs of flags, to drop
  std::vector<std::string> PathPrefixMap;  // OLD=NEW, applied to file names in the output
  std::optional<bool> Quiet;
  // Headers to instrument too, and headers not to (regexes, clang-tidy's HeaderFilterRegex and
  // ExcludeHeaderFilterRegex).
  std::optional<std::string> HeaderFilter, ExcludeHeaderFilter;
  // Whether headers found in system directories may be instrumented too (clang-tidy's
  // SystemHeaders); never the toolchain's own.
  std::optional<bool> SystemHeaders;
  // The project's root, whose own headers are instrumented when no HeaderFilterRegex is given
  // (relative to the config file's directory).
  std::optional<std::string> ProjectRoot;
  std::string Origin;  // where it was read: a path, "--config", or "" for none

  // The lists of `Later` appended to these, its scalars replacing these when set.
  void add(const Config &Later);
};

llvm::Expected<Config> parseConfig(llvm::StringRef Yaml, llvm::StringRef Origin);
llvm::Expected<Config> readConfigFile(llvm::StringRef Path);
// The YAML text of `C`, as --dump-config prints it.
std::string dumpConfig(const Config &C);

// Finds and reads the nearest `.overdub.yaml` of each directory, once per directory.
class ConfigFinder {
public:
  // The config for a source: the nearest .overdub.yaml in its directory or above (empty when
  // there is none).
  llvm::Expected<Config> forSource(llvm::StringRef AbsoluteSourcePath);

private:
  std::map<std::string, Config> ByDirectory;
};

constexpr const char *kConfigFileName = ".overdub.yaml";

}  // namespace overdub

#endif  // OVERDUB_TOOL_CONFIG_H
