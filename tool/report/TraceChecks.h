// What a trace file may claim: every size, count and value the reader takes from a file is
// checked here, against what makes sense and against what the file can hold, so that a crafted or
// corrupt trace gets a clear message and never makes the reader allocate more than the file holds
// or compute with nonsense. A later trace format brings its own checks beside these.
//
// Each check returns an empty string when the record is sound, else what is wrong with it (a
// phrase for the reader's warning: "a staging record claims 1073741824 event slots in 64 bytes").
#ifndef OVERDUB_REPORT_TRACECHECKS_H
#define OVERDUB_REPORT_TRACECHECKS_H

#include "TraceReader.h"

#include <cstdint>
#include <string>
#include <vector>

namespace overdub {
namespace checks {

// The longest name (file, caller or callee) a site may have: a long template name is a few
// kilobytes; a megabyte is none.
constexpr uint32_t kMaxName = 1 << 20;
// The tick rate a clock may have, in ticks per nanosecond: 1 MHz to 100 GHz.
constexpr double kMinTicksPerNs = 1e-3, kMaxTicksPerNs = 100;
// The most that recording one event may cost, in nanoseconds (a real one costs about 10).
constexpr double kMaxEventCostNs = 100000;
// The longest build id a module may have: GNU's are 16 or 20 bytes, other tools' up to 64.
constexpr uint64_t kMaxBuildId = 256;

// Records whose payload has one size: clock (32 bytes), calibration (16), end (8), process
// counters (32), call target (24).
std::string payloadSize(uint32_t Type, uint64_t Size);
// `Count` entries of at least `EntryBytes` each in the `Bytes` a record has left for them
// (`Exact`: of exactly that size, none left over).
std::string entries(const char *What, uint64_t Count, uint64_t EntryBytes, uint64_t Bytes,
                    bool Exact);
// A site's name of `Length` bytes.
std::string nameLength(uint64_t Length);
// An events record's payload: the prefix and whole events (of the trace's version).
std::string eventsSize(uint64_t Size, const EventLayout &Layout);
// A packed events record (version 4): no more words than a chunk holds, no more bytes than they
// can take.
std::string packedEvents(uint64_t Words, uint64_t Bytes);
// A staging record: its capacity fills its `Size` exactly.
std::string staging(const trace::StagingHeader &H, uint64_t Size, const EventLayout &Layout);
// One clock record {tsc0, ns0, tsc1, ns1}: each pair monotonic, the first pair the same as the
// first record's, and not before the last record read (`Trace` holds what was accepted so far).
std::string clock(const uint64_t (&V)[4], const Trace &T);
// The calibration the accepted clock records give: a span of both clocks, a sane tick rate.
std::string clockRate(const Trace &T);
// A site's aggregate: min <= max <= inclusive, exclusive <= inclusive, calls if any time.
std::string aggregate(const SiteAggregate &A);
// A site's calls of one target: an aggregate's, of a number a target can have.
std::string targetAggregate(const TargetAggregate &A);
// The calibration record: some events, a cost per event under kMaxEventCostNs.
std::string calibration(uint64_t Events, uint64_t Ticks, double NsPerTick);
// A module of a modules record: addresses from `Start` below `End`, none below its `Base` (an
// address's offset in its file is `address - Base`), a path under kMaxName bytes, a build id
// under kMaxBuildId.
std::string module(const ModuleInfo &M);
// A call-target record's site index and number: 1 to kMaxSiteIndex, 1 to kMaxTargetNumber.
std::string callTarget(uint64_t SiteIndex, uint64_t Number);
// Its address: in one of the modules of the modules record before it (`Modules`: null, none).
std::string targetModule(uint64_t SiteIndex, uint64_t Number, uint64_t Address,
                         const std::vector<ModuleInfo> *Modules);

}  // namespace checks
}  // namespace overdub

#endif  // OVERDUB_REPORT_TRACECHECKS_H
