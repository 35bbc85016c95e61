// Names virtual calls' targets by the symbols of the files that ran (LLVM's symbolizer): the
// function at the target's offset in its module's file, as the report names callees (qualified,
// no parameters: `S1::area`), a thunk as the function it leads to. The file must be the one that
// ran: when both it and the trace have a build id, they must be the same. A target that cannot be
// named so (the file is gone or was rebuilt, no symbol covers it) keeps its address name
// (CallTargets.h: `0x1a2b in prog`): never dropped.
#ifndef OVERDUB_REPORT_TARGETNAMES_H
#define OVERDUB_REPORT_TARGETNAMES_H

#include "CallTargets.h"

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace llvm::symbolize {
class LLVMSymbolizer;
}

namespace overdub {

// The function a symbol names, as the report names callees: `_ZNK2S14areaEv` is `S1::area`,
// `_ZThn8_N2S14areaEv` (a non-virtual thunk to it) too; a name that is not mangled stays as is.
std::string functionName(const std::string &Symbol);

// A target's name with those of the other functions at its address (folded, identical code):
// `A (or B: same code)`, up to three named, then how many more. (A site whose callee is one of
// them names its target as the callee: the code that ran is the callee's own.)
std::string namedWithAliases(const std::string &Name, std::vector<std::string> Aliases);

class TargetNamer {
public:
  TargetNamer();
  ~TargetNamer();
  TargetNamer(const TargetNamer &) = delete;
  TargetNamer &operator=(const TargetNamer &) = delete;

  std::string name(const Trace &T, uint64_t Site, uint64_t Number);
  TargetNameFn function() {
    return [this](const Trace &T, uint64_t Site, uint64_t Number) { return name(T, Site, Number); };
  }
  // Why some modules' targets are named by address, one line per module: the file is missing or
  // is not the one that ran. Empty when every file read.
  const std::vector<std::string> &notes() const { return Notes; }

private:
  struct ModuleFile;
  ModuleFile &open(const ModuleInfo &M);
  std::vector<std::string> namesAt(ModuleFile &File, uint64_t Offset);

  std::unique_ptr<llvm::symbolize::LLVMSymbolizer> Symbolizer;
  std::map<std::pair<std::string, std::string>, std::unique_ptr<ModuleFile>> Files;  // path, id
  std::vector<std::string> Notes;
};

}  // namespace overdub

#endif  // OVERDUB_REPORT_TARGETNAMES_H
