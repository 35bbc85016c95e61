#include "TraceChecks.h"

#include <fmt/format.h>

namespace overdub {
namespace checks {

std::string payloadSize(uint32_t Type, uint64_t Size) {
  uint64_t Expected = Type == trace::kClock         ? 32
                      : Type == trace::kCalibration ? 16
                      : Type == trace::kEnd         ? 8
                      : Type == trace::kProcessCounters ? sizeof(trace::ProcessCounters)
                      : Type == trace::kCallTarget  ? 24
                                                    : Size;
  if (Size == Expected) return {};
  const char *Name = Type == trace::kClock             ? "clock"
                     : Type == trace::kEnd             ? "end"
                     : Type == trace::kProcessCounters ? "process counters"
                     : Type == trace::kCallTarget      ? "call-target"
                                                       : "calibration";
  return fmt::format("a {} record of {} bytes ({} expected)", Name, Size, Expected);
}

std::string entries(const char *What, uint64_t Count, uint64_t EntryBytes, uint64_t Bytes,
                    bool Exact) {
  if (Exact ? Count * EntryBytes == Bytes : Count <= Bytes / EntryBytes) return {};
  return fmt::format("a record claims {} {} in {} bytes", Count, What, Bytes);
}

std::string nameLength(uint64_t Length) {
  if (Length <= kMaxName) return {};
  return fmt::format("a site's name claims {} bytes (at most {})", Length, kMaxName);
}

std::string eventsSize(uint64_t Size, const EventLayout &Layout) {
  if (Size >= Layout.Prefix && (Size - Layout.Prefix) % Layout.Slot == 0) return {};
  return fmt::format("an events record of {} bytes holds no whole number of events", Size);
}

std::string packedEvents(uint64_t Words, uint64_t Bytes) {
  if (Words <= trace::kMaxChunkWords && Bytes <= Words * 16 + 16) return {};
  return fmt::format("a packed events record claims {} events in {} bytes (at most {} events, "
                     "16 bytes each)", Words, Bytes, trace::kMaxChunkWords);
}

std::string staging(const trace::StagingHeader &H, uint64_t Size, const EventLayout &Layout) {
  uint64_t Slots = (Size - sizeof H) / Layout.Slot;
  if (Size >= sizeof H && H.capacity == Slots && (Size - sizeof H) % Layout.Slot == 0)
    return {};
  return fmt::format("a staging record claims {} event slots in {} bytes", H.capacity, Size);
}

std::string clock(const uint64_t (&V)[4], const Trace &T) {
  if (V[2] < V[0] || V[3] < V[1])
    return fmt::format("a clock record goes back in time ({} ticks, {} ns to {} ticks, {} ns)",
                       V[0], V[1], V[2], V[3]);
  if (!T.HasClock) return {};
  if (V[0] != T.Tsc0 || V[1] != T.Ns0)
    return "a clock record starts from readings other than the first record's";
  if (V[2] < T.Tsc1 || V[3] < T.Ns1) return "a clock record is older than the one before it";
  return {};
}

std::string clockRate(const Trace &T) {
  if (T.Tsc1 == T.Tsc0 || T.Ns1 == T.Ns0)
    return fmt::format("the clock records span {} ticks and {} ns: no tick rate", T.Tsc1 - T.Tsc0,
                       T.Ns1 - T.Ns0);
  double TicksPerNs = static_cast<double>(T.Tsc1 - T.Tsc0) / static_cast<double>(T.Ns1 - T.Ns0);
  if (TicksPerNs >= kMinTicksPerNs && TicksPerNs <= kMaxTicksPerNs) return {};
  return fmt::format("the clock records give {:.3g} ticks per ns (not within {:g} to {:g})",
                     TicksPerNs, kMinTicksPerNs, kMaxTicksPerNs);
}

std::string aggregate(const SiteAggregate &A) {
  // No call lasts longer than the longest: calls x max bounds every sum. A recursion's inclusive
  // time, added once, may be below its exclusive time and its longest call (a site whose calls
  // all run inside another site's call of the same callee adds none).
  const unsigned __int128 Bound = static_cast<unsigned __int128>(A.Calls) * A.Max;
  bool Holds = A.Calls > 0 ? A.Min <= A.Max && A.Inclusive <= Bound && A.SiteInclusive <= Bound &&
                                 A.Exclusive <= Bound && A.Total <= Bound
                           : A.Inclusive == 0 && A.SiteInclusive == 0 && A.Exclusive == 0;
  if (Holds && A.HasTotal)  // every sum is part of the total, which every call is too
    Holds = A.Calls > 0 ? A.Inclusive <= A.Total && A.SiteInclusive <= A.Total &&
                              A.Exclusive <= A.Total && A.Max <= A.Total &&
                              static_cast<unsigned __int128>(A.Calls) * A.Min <= A.Total
                        : A.Total == 0;
  if (Holds) return {};
  return fmt::format("an aggregate of site {:#x} does not add up ({} calls, inclusive {}, "
                     "site inclusive {}, total {}, exclusive {}, min {}, max {})",
                     A.Site, A.Calls, A.Inclusive, A.SiteInclusive, A.Total, A.Exclusive, A.Min,
                     A.Max);
}

std::string targetAggregate(const TargetAggregate &A) {
  if (A.Number > trace::kMaxTargetNumber)
    return fmt::format("an aggregate of site {:#x} names target {} (at most {})", A.Figures.Site,
                       A.Number, trace::kMaxTargetNumber);
  return aggregate(A.Figures);
}

std::string calibration(uint64_t Events, uint64_t Ticks, double NsPerTick) {
  if (Events > 0 && static_cast<double>(Ticks) * NsPerTick / static_cast<double>(Events) <=
                        kMaxEventCostNs)
    return {};
  return fmt::format("the calibration record says {} events took {} ticks", Events, Ticks);
}

std::string module(const ModuleInfo &M) {
  if (M.Path.size() > kMaxName)
    return fmt::format("a module's path claims {} bytes (at most {})", M.Path.size(), kMaxName);
  if (M.BuildId.size() > kMaxBuildId)
    return fmt::format("a module's build id claims {} bytes (at most {})", M.BuildId.size(),
                       kMaxBuildId);
  if (M.Start < M.End && M.Base <= M.Start) return {};
  return fmt::format("a module claims addresses {:#x} to {:#x} relocated by {:#x}", M.Start, M.End,
                     M.Base);
}

std::string callTarget(uint64_t SiteIndex, uint64_t Number) {
  if (SiteIndex >= 1 && SiteIndex <= trace::kMaxSiteIndex && Number >= 1 &&
      Number <= trace::kMaxTargetNumber)
    return {};
  return fmt::format("a call-target record names site {}, target {} (sites 1 to {}, targets 1 "
                     "to {})", SiteIndex, Number, trace::kMaxSiteIndex, trace::kMaxTargetNumber);
}

std::string targetModule(uint64_t SiteIndex, uint64_t Number, uint64_t Address,
                         const std::vector<ModuleInfo> *Modules) {
  if (Modules)
    for (const ModuleInfo &M : *Modules)
      if (Address >= M.Start && Address < M.End) return {};
  return fmt::format("call target {} of site {} ({:#x}) is in no module of the modules record "
                     "before it{}", Number, SiteIndex, Address, Modules ? "" : " (there is none)");
}

}  // namespace checks
}  // namespace overdub
