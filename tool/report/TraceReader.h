// Reads a trace file written by the overdub runtime (runtime/include/overdub/trace_format.h).
#ifndef OVERDUB_REPORT_TRACEREADER_H
#define OVERDUB_REPORT_TRACEREADER_H

#include "ValueNames.h"

#include <overdub/trace_format.h>

#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace overdub {

struct SiteInfo {
  uint64_t Id = 0;
  uint64_t Parent = 0;  // lexical parent site id, 0 if none
  uint32_t Line = 0, Column = 0;
  std::string File, Caller, Callee;
};

// How a trace version stores events: an events record's prefix, and the bytes of a slot.
struct EventLayout {
  uint32_t Version = trace::kVersion;
  uint64_t Prefix = 4 * sizeof(uint64_t);  // tid, seq, dropped, reference (version 2: no reference)
  uint64_t Slot = sizeof(uint64_t);        // version 2: 16-byte EventRecord
};
EventLayout eventLayout(uint32_t Version);

// A run of a thread's slots in the trace file, read when the thread is walked.
struct EventSegment {
  uint64_t Offset = 0;  // in the file
  uint64_t Count = 0;   // slots
  uint64_t Reference = 0;  // version 3: a timestamp taken before its first event
  uint64_t PackedBytes = 0;  // version 4: the slots packed into these bytes (0: plain words)
};

struct ThreadTrace {
  uint64_t Tid = 0;
  uint64_t Dropped = 0;
  bool RunningAtEnd = false;  // had not exited when the process ended
  std::vector<EventSegment> Segments;     // in the file, in order
  std::vector<trace::EventRecord> Events;  // in memory, after the segments (a sorted ring)
};

// Aggregate mode: per-site statistics in timestamp ticks.
// A site's statistics from aggregate mode. Inclusive adds a recursion's time once per callee
// (what the site adds to its function's), SiteInclusive once per site; Total is every call's
// duration. Records of earlier runtimes have the first only (HasTotal false: the others are
// set to it).
struct SiteAggregate {
  uint64_t Site = 0, Calls = 0, Inclusive = 0, SiteInclusive = 0, Total = 0, Exclusive = 0,
           Min = 0, Max = 0;
  bool HasTotal = false;
};

// Aggregate mode: the calls of a virtual or indirect call's site that went to one target (the
// site's target of that number: Trace::callTarget; 0: unknown). Figures.Inclusive and
// SiteInclusive both add a recursion of the same site and target once.
struct TargetAggregate {
  uint64_t Number = 0;
  SiteAggregate Figures;
};

// A throttled site: after `Seen` timed calls it counted `Counted` more without recording them
// (in traces of earlier versions `Seen` is an estimate from samples).
struct ThrottledSite {
  uint64_t Site = 0, Counted = 0, Seen = 0;
};

// A module loaded in the traced process (modules record): its addresses `Start` to `End`, each
// `address - Base` in its file, whose build id it had (raw bytes; empty: none).
struct ModuleInfo {
  uint64_t Base = 0, Start = 0, End = 0;
  std::string Path, BuildId;
};

// Where a site's calls of one target number went (call-target record).
struct CallTarget {
  uint64_t Address = 0;
  // The modules record in effect (Trace::ModuleMaps), kNoModules before any.
  size_t Modules = 0;
  static constexpr size_t kNoModules = ~size_t{0};
};

struct Trace {
  EventLayout Layout;
  uint32_t Pid = 0;
  uint32_t ParentPid = 0;  // forked from this process: the trace starts inside its calls
  trace::Mode Mode = trace::kModeTrace;
  std::unordered_map<uint64_t, SiteInfo> Sites;
  std::vector<ThreadTrace> Threads;  // in the order the file first names them
  std::map<uint64_t, std::string> ThreadNames;  // by tid: the last name the trace gives each
  std::vector<SiteAggregate> Aggregates;
  std::vector<TargetAggregate> TargetAggregates;  // aggregate mode, version 5
  std::vector<ThrottledSite> Throttled;
  // Call targets (version 4): every modules record in file order, and by (site, number) (the
  // site keyed as its events' tags have it) the address each number stands for.
  std::vector<std::vector<ModuleInfo>> ModuleMaps;
  std::map<std::pair<uint64_t, uint64_t>, CallTarget> CallTargets;
  ValueNameTable ValueNames;  // enumerators' names of captured values (version 5)
  ValueTypeTable ValueTypes;  // the types of values not recorded, by site
  ObjectTypeTable ObjectTypes;  // the classes of objects recorded as bytes
  bool HasClock = false;  // the clock records calibrate (else times are in ticks)
  uint64_t Tsc0 = 0, Ns0 = 0, Tsc1 = 0, Ns1 = 0;  // first and last clock readings
  double NsPerTick = 1;  // from the clock records
  uint64_t Origin = 0;  // time zero of the report: the first clock reading or the first event
  double OffsetNs = 0;  // added to every time: lines up traces of several processes
  uint64_t CostEvents = 0, CostTicks = 0;  // the runtime's calibration: events, ticks they took
  uint64_t Dropped = 0;  // events dropped by threads whose own records do not count them
  uint64_t CountsLost = 0;  // calls of throttled sites that could not be counted
  bool Complete = false;  // the end record was read: the process exited normally
  std::string Problem;    // why the trace may be incomplete or wrong, if it may be: cut short,
                          // no end record, or what checks of its records found (TraceChecks.h)

  // CLOCK_MONOTONIC at the origin, in nanoseconds: one clock for every process of a machine.
  double originMonotonicNs() const;
  // Nanoseconds since the origin (plus OffsetNs), and a duration in ticks in nanoseconds.
  double toNs(uint64_t Tsc) const;
  double ticksToNs(uint64_t Ticks) const;
  // When the trace was last written, in nanoseconds (the last clock reading).
  double endNs() const { return toNs(Tsc1); }
  const SiteInfo *site(uint64_t Id) const;
  // A site's call target of that number (null: the trace does not describe it), and whether
  // the trace describes any target of the site (a virtual call's site).
  const CallTarget *callTarget(uint64_t Site, uint64_t Number) const;
  bool hasCallTargets(uint64_t Site) const;
  // What recording one event cost the traced process, in nanoseconds (0: not calibrated).
  double eventCostNs() const {
    return CostEvents ? ticksToNs(CostTicks) / static_cast<double>(CostEvents) : 0;
  }

  // Visits a thread's events in order, a block at a time as read from the file: memory does not
  // grow with the trace. Blocks may hold empty slots (tag 0): reserved, never written. Call-target
  // extensions come as records of kind 3 (trace::target_tag), after the start of their call.
  void forEachBlock(const ThreadTrace &Thread,
                    const std::function<void(const trace::EventRecord *, size_t)> &Visit) const;
  // The same, one event at a time, empty slots left out.
  template <class Visitor> void forEachEvent(const ThreadTrace &Thread, Visitor &&Visit) const {
    forEachBlock(Thread, [&](const trace::EventRecord *Events, size_t Count) {
      for (size_t I = 0; I < Count; ++I)
        if (Events[I].tag != 0) Visit(Events[I]);
    });
  }

  std::shared_ptr<std::FILE> File;  // the trace, open for the segments
};

using TraceList = std::vector<const Trace *>;

// Whether every trace is in aggregate mode: per-site statistics, threads merged, no calls in order.
bool allAggregate(const TraceList &Traces);

// Sets the offsets of several traces so that their times share the earliest origin.
void alignTraces(std::vector<Trace> &Traces);

// Reads `Path`. Returns false with `Error` set when the file is not a trace at all. A trace cut
// short, or of a process that did not exit normally, is returned with Problem set, holding
// everything that was recorded.
bool readTrace(const std::string &Path, Trace &Out, std::string &Error);

}  // namespace overdub

#endif  // OVERDUB_REPORT_TRACEREADER_H
