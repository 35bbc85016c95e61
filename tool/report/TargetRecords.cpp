#include "TargetRecords.h"

#include "TraceChecks.h"

#include <fmt/format.h>

namespace overdub {

bool TargetRecords::modules(Cursor C) {
  uint64_t Loads, Unloads;
  uint32_t Count;
  // A module takes 32 bytes at least: base, start, end and two string lengths.
  if (!C.get(Loads) || !C.get(Unloads) || !C.get(Count) ||
      !Problem(checks::entries("modules", Count, 32, C.left(), false)))
    return false;
  std::vector<ModuleInfo> Modules(Count);
  for (ModuleInfo &M : Modules) {
    if (!C.get(M.Base) || !C.get(M.Start) || !C.get(M.End) || !C.str(M.Path) || !C.str(M.BuildId))
      return false;
    if (!Problem(checks::module(M))) return false;
  }
  if (C.left() != 0) return false;  // bytes past the modules it counts
  Out.ModuleMaps.push_back(std::move(Modules));
  return true;
}

bool TargetRecords::callTarget(Cursor C) {
  uint64_t Index, Number, Address;
  if (!C.get(Index) || !C.get(Number) || !C.get(Address)) return false;
  if (!Problem(checks::callTarget(Index, Number))) return false;
  CallTarget Target{Address, Out.ModuleMaps.empty() ? CallTarget::kNoModules
                                                    : Out.ModuleMaps.size() - 1};
  // Kept even when no module holds it: it is then named by its address alone.
  Problem(checks::targetModule(Index, Number, Address,
                               Out.ModuleMaps.empty() ? nullptr : &Out.ModuleMaps.back()));
  // Sites are keyed as their events' tags have them (index << 2).
  auto [It, New] = Out.CallTargets.try_emplace({Index << 2, Number}, Target);
  if (!New && It->second.Address != Address)
    return Problem(fmt::format("call target {} of site {} is described twice, at {:#x} and "
                               "{:#x}; the first is kept", Number, Index, It->second.Address,
                               Address));
  return true;
}

}  // namespace overdub
