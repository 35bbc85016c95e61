#include "CallTargets.h"

#include <fmt/format.h>

namespace overdub {

TargetLocation locateTarget(const Trace &T, uint64_t Site, uint64_t Number) {
  TargetLocation L;
  L.Target = Number ? T.callTarget(Site, Number) : nullptr;
  if (!L.Target) return L;
  L.Offset = L.Target->Address;
  if (L.Target->Modules >= T.ModuleMaps.size()) return L;  // before any modules record
  for (const ModuleInfo &M : T.ModuleMaps[L.Target->Modules])
    if (L.Target->Address >= M.Start && L.Target->Address < M.End) {
      L.Module = &M;
      L.Offset = L.Target->Address - M.Base;  // the reader checked Base <= Start
      break;
    }
  return L;
}

std::string addressName(const Trace &T, uint64_t Site, uint64_t Number) {
  if (Number == 0) return "<unknown target>";
  TargetLocation L = locateTarget(T, Site, Number);
  if (!L.Target) return fmt::format("<target {}, not described>", Number);
  if (!L.Module) return fmt::format("{:#x} in no module", L.Offset);
  size_t Slash = L.Module->Path.find_last_of('/');
  std::string File = Slash == std::string::npos ? L.Module->Path : L.Module->Path.substr(Slash + 1);
  return fmt::format("{:#x} in {}", L.Offset, File.empty() ? "<unnamed module>" : File);
}

}  // namespace overdub
