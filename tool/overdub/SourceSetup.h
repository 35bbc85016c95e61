// What the options and configs ask of each source: its config (--config, --config-file or the
// nearest .overdub.yaml, then the command line), its site selection, flags and names, and
// whether it is passed on as it is.
#ifndef OVERDUB_TOOL_SOURCESETUP_H
#define OVERDUB_TOOL_SOURCESETUP_H

#include "Config.h"
#include "Instrumenter.h"

#include "overdub/matchers/RewritePlanner.h"

#include "clang/Tooling/ArgumentsAdjusters.h"
#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <string>

namespace overdub {

// --context and --context-header as the planner takes them, or an error message.
llvm::Expected<ContextOptions> contextOptions();

// What each source is instrumented with: --config, or --config-file, or the nearest
// .overdub.yaml, then the command line.
class Configs {
public:
  // Reads --config or --config-file, if given.
  llvm::Error init();
  // The config of the source at `AbsolutePath`, the command line's options over it.
  llvm::Expected<Config> forSource(const std::string &AbsolutePath);

private:
  std::optional<Config> Fixed;
  ConfigFinder Finder;
};

// What a config asks of one source: its site selection, flags and names.
struct SourceSetup {
  overdub::Config Config;
  clang::tooling::ArgumentsAdjuster Adjuster;
  InstrumentOptions Options;
  bool Excluded = false;  // by the file filters
};

// The setup of the source at `AbsolutePath` from its config; `DisplayNames` names sources as
// their compiles do. An error for a pattern or a --path-prefix-map entry that does not parse.
llvm::Expected<SourceSetup> setUp(Config Config, const std::string &AbsolutePath,
                                  const std::map<std::string, std::string> &DisplayNames);

// A source that the file filters leave out, or that is overdub's output already: passed on as
// it is, without parsing it. Nothing (and no error) when it is to be instrumented.
llvm::Expected<std::optional<InstrumentedFile>> leftAsIs(const std::string &Source,
                                                         const SourceSetup &Setup);

}  // namespace overdub

#endif  // OVERDUB_TOOL_SOURCESETUP_H
