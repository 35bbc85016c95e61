// Runs Clang over translation units and plans the instrumented text of each main file.
#ifndef OVERDUB_TOOL_INSTRUMENTER_H
#define OVERDUB_TOOL_INSTRUMENTER_H

#include "overdub/matchers/CallSite.h"
#include "overdub/matchers/RewritePlanner.h"

#include "clang/Tooling/Tooling.h"

#include <map>
#include <string>
#include <vector>

namespace overdub {

struct InstrumentedFile {
  std::string Name;          // as the compiler names it (relative to the compile directory)
  std::string AbsolutePath;  // where the original lives
  std::string Original;      // its text when it was read
  std::vector<CallSite> Sites;
  FilePlan Plan;
  bool NotCxx = false;  // a C (or other non-C++) source: passed on unchanged
};

struct InstrumentResult {
  std::vector<InstrumentedFile> Files;  // one per translation unit that parsed
  bool AllParsed = true;                // false when some translation unit had errors
};

// `Path` made absolute against the current directory, without . and .. components.
std::string absolutePath(llvm::StringRef Path);

// Parses every source of `Tool` and plans its rewrite. `DisplayNames` maps absolute paths to the
// names the files get in #line directives and site tables (what __FILE__ says when the user
// compiles them); files not in it keep the name their compile command gives them.
InstrumentResult instrument(clang::tooling::ClangTool &Tool,
                            const std::map<std::string, std::string> &DisplayNames,
                            const ContextOptions &Context = {});

}  // namespace overdub

#endif  // OVERDUB_TOOL_INSTRUMENTER_H
