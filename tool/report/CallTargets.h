// Where a virtual call's target is: its module and its offset in the module's file (the call
// target's address less the module's base: an ELF virtual address there), and the name of last
// resort for a target that no symbol names. TargetNames.h names targets by their symbols.
#ifndef OVERDUB_REPORT_CALLTARGETS_H
#define OVERDUB_REPORT_CALLTARGETS_H

#include "TraceReader.h"

#include <cstdint>
#include <functional>
#include <string>

namespace overdub {

struct TargetLocation {
  const CallTarget *Target = nullptr;  // null: the trace does not describe the number (0 or lost)
  const ModuleInfo *Module = nullptr;  // null: in no module the trace describes
  uint64_t Offset = 0;                 // in the module's file; without a module, the address
};

// A site's (keyed as its events' tags have it) target of that number.
TargetLocation locateTarget(const Trace &T, uint64_t Site, uint64_t Number);

// The name of a target that no symbol names: "0x1a2b in prog" (its offset in its module's file,
// which the path's last component names), "0x7f0012345678 in no module"; number 0 is
// "<unknown target>" (the runtime could not number it, or recorded none), a number the trace does
// not describe "<target N, not described>".
std::string addressName(const Trace &T, uint64_t Site, uint64_t Number);

// Names a site's target; addressName, or TargetNamer (TargetNames.h) which reads symbols.
using TargetNameFn = std::function<std::string(const Trace &, uint64_t Site, uint64_t Number)>;

}  // namespace overdub

#endif  // OVERDUB_REPORT_CALLTARGETS_H
