// Turns a trace's event streams into spans and a flat profile per callee.
//
// Call-tree rule (design notes, section 5): a wrapper starts recording before the call's
// arguments are evaluated, so in `g(f(x))` the span of f lies inside the span of g. A span whose
// site's lexical parent is the span directly around it is an argument evaluation: it counts as
// the parent's preceding sibling, and the parent starts when its last argument evaluation ends.
#ifndef OVERDUB_REPORT_PROFILE_H
#define OVERDUB_REPORT_PROFILE_H

#include "CallTargets.h"
#include "TraceReader.h"
#include "Values.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include "Durations.h"

#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace overdub {

// The figures of a group of calls (of one callee, or made at one site).
struct CallFigures {
  uint64_t Calls = 0;
  double InclusiveNs = 0;  // a call inside another of the group (recursion) adds none
  double ExclusiveNs = 0;
  double MinNs = 0, MaxNs = 0;  // the shortest and longest timed call
  double CallNs = 0;            // every timed call's duration summed, nested ones too
  uint64_t CountedOnly = 0;     // calls of throttled sites: counted, not timed (in Calls too)
  // The durations of the calls that add inclusive time (not those nested in another call of the
  // group), for percentiles; empty for aggregate traces, which keep no call's duration.
  Durations Outermost;

  uint64_t timed() const { return Calls - CountedOnly; }
  double averageNs() const { return timed() ? CallNs / static_cast<double>(timed()) : 0; }
  // `N` timed calls: their inclusive time (0 for calls nested in the group), exclusive and
  // total time, the shortest and the longest.
  void addTimed(uint64_t N, double Inclusive, double Exclusive, double Total, double Min,
                double Max) {
    MinNs = timed() == 0 ? Min : std::min(MinNs, Min);
    MaxNs = std::max(MaxNs, Max);
    Calls += N;
    InclusiveNs += Inclusive;
    ExclusiveNs += Exclusive;
    CallNs += Total;
  }
  void addCounted(uint64_t N) {
    Calls += N;
    CountedOnly += N;
  }
  // Another group's calls added to this one's (the same site in several processes).
  void merge(const CallFigures &Other) {
    if (Other.timed())
      addTimed(Other.timed(), Other.InclusiveNs, Other.ExclusiveNs, Other.CallNs, Other.MinNs,
               Other.MaxNs);
    addCounted(Other.CountedOnly);
    Outermost.merge(Other.Outermost);
  }
};

struct CalleeStats : CallFigures {
  std::string Callee;
};

// One call site: its caller and callee, file, line and column.
struct SiteStats : CallFigures {
  const SiteInfo *Site = nullptr;  // null for an unknown site
  uint64_t SiteId = 0;
  const Trace *Source = nullptr;   // the trace it is of: where its call targets are described
  // A virtual call's site: its calls per target number (Trace::callTarget), 0 for those whose
  // target is unknown (the runtime could not number it, or recorded none: a throttled call).
  // Inclusive time counts a call nested in a call of the same site and target once. Empty for
  // other sites.
  std::map<uint64_t, CallFigures> ByTarget;
};

// Where the event streams did not nest. The first five are anomalies (--check fails on them),
// the others are recorded behaviour of a correct program (docs/report.md, "--check").
struct Anomalies {
  uint64_t OrphanStops = 0;    // a stop without its start
  uint64_t ClosedByOuter = 0;  // spans without a stop, closed by an enclosing stop, left by a
                               // call of a site that returns elsewhere: a stop is missing
  uint64_t Unfinished = 0;     // spans still open when their thread exited, the same way
  uint64_t UnknownSites = 0;   // events naming a site the trace does not describe
  uint64_t Dropped = 0;        // events the runtime could not store
  uint64_t CountsLost = 0;     // calls of throttled sites the runtime could not count
  uint64_t Unwound = 0;        // spans ended by an exception (recorded, not an anomaly)
  uint64_t UnwoundWithoutStop = 0;  // spans an exception left through forms that record no
                                    // unwinding stop, ended at the unwinding stop around them
  uint64_t NeverEntered = 0;   // calls whose argument threw: started, never entered, not counted
  uint64_t InProgress = 0;     // spans open when the trace was written: calls in progress in a
                               // thread still running then (exit(), daemon threads); not an anomaly
  uint64_t StartedInRing = 0;  // stops of calls whose starts the ring dropped
  uint64_t StartedBeforeFork = 0;  // stops of calls in progress at fork (a forked child's trace)
  uint64_t OutOfOrder = 0;  // events timed before the one before them on their thread, taken as at
                            // that time: a signal handler's events recorded between another
                            // event's clock reading and its slot, or a corrupt timestamp
  uint64_t LeftByNoReturn = 0;  // spans without a stop left by a call that never returns
                                // (longjmp, pthread_exit): closed by a later stop around them or
                                // at their thread's end
  uint64_t LeftByJump = 0;  // spans without a stop that their thread left by a jump (longjmp,
                            // an exception through forms without an unwinding stop): closed at
                            // the first call it made in a function below them (JumpRepair.h)
};

// The call tree: a node per path of callees from a root, all threads together. Calls evaluated
// in another call's arguments hang beside that call, not under it. It goes kMaxTreeDepth levels
// deep: calls deeper than that (deep recursion) are in the exclusive time of the deepest node.
// A virtual call whose target is named (ProfileOptions::TargetName) is a call of its target: a
// node of that name, which a direct call of the same function from the same path shares.
constexpr unsigned kMaxTreeDepth = 4096;
struct CallTreeNode {
  CallTreeNode() = default;
  CallTreeNode(CallTreeNode &&) = default;
  CallTreeNode &operator=(CallTreeNode &&) = default;
  ~CallTreeNode();  // without recursion: a tree may be deeper than the stack allows

  std::string Callee;
  // A node of virtual calls named by their target: the callee of their site (of the first such
  // call), for the throttled mark and hover titles; empty otherwise, or when it is the same.
  std::string Via;
  uint64_t Calls = 0;
  double InclusiveNs = 0, ExclusiveNs = 0;
  // Of its calls that captured values (Values.h), the slowest: its duration (as InclusiveNs
  // counts it; negative: none) and values.
  double SlowestNs = -1;
  CapturedValues SlowestValues;
  std::map<std::string, std::unique_ptr<CallTreeNode>> Children;
  std::unordered_map<uint32_t, CallTreeNode *> ChildByCalleeId;  // the same, while building
};

// Time the runtime took inside the program's calls (buffers handed on to the trace file).
struct RuntimeTime {
  uint64_t Spans = 0;  // buffers handed on to the trace file
  double Ns = 0;
  uint64_t Numbered = 0;  // call targets numbered (trace::kNumberingCallee)
  double NumberingNs = 0;
};

// A thread's time: busy is the time it spent inside at least one call (the sum of its calls'
// exclusive times, compensated as they are); first and last, its first and last event.
struct ThreadTime {
  uint32_t Pid = 0;
  uint64_t Tid = 0;
  double BusyNs = 0;
  double FirstNs = 0, LastNs = 0;
  bool HasEvents = false;
};

// One of a site's slowest calls that captured values (ProfileOptions::SlowestCalls).
struct SlowCall {
  double DurationNs = 0;  // as the profile counts it (compensated unless turned off)
  double EndNs = 0;       // when it ended, on the event log's timeline
  uint64_t Tid = 0;
  CapturedValues Values;  // as the trace gave them
};

// A site's slowest calls that captured values, the slowest first.
struct SlowSite {
  const SiteInfo *Site = nullptr;  // null for an unknown site
  uint64_t SiteId = 0;
  const Trace *Source = nullptr;
  std::vector<SlowCall> Calls;
};

struct Profile {
  std::vector<CalleeStats> ByCallee;  // most inclusive time first
  std::vector<SiteStats> BySite;      // most inclusive time first
  std::vector<SiteStats> Untimed;     // sites with calls counted, not timed (throttled), in order
  std::vector<SiteStats> TargetSites;  // sites with ByTarget figures, most inclusive time first
  Anomalies Problems;
  uint64_t Calls = 0;
  double TotalNs = 0;  // the time the calls cover: the sum of every call's exclusive time
  size_t Threads = 0;
  std::vector<ThreadTime> ThreadTimes;  // in the order the traces give the threads
  CallTreeNode Tree;  // the root has no callee
  // The names of virtual calls' targets (ProfileOptions::TargetName) that spans point to.
  std::unordered_set<std::string> TargetNames;
  // Overhead compensation: per trace, the cost of an event that was taken out of every timed
  // call's inclusive time for each event recorded inside it (0: none, not calibrated or off).
  std::vector<double> EventCostNs;
  RuntimeTime Runtime;  // taken out of the calls around it when compensating
  // Per site whose calls captured values, its ProfileOptions::SlowestCalls slowest calls that
  // did; the site with the slowest such call first. Empty unless asked for.
  std::vector<SlowSite> Slowest;
  // The window the profile covers (ProfileOptions::SinceNs, UntilNs).
  double SinceNs = -std::numeric_limits<double>::infinity();
  double UntilNs = std::numeric_limits<double>::infinity();
};

// One line of the event log.
struct LogEvent {
  enum Kind { Start, Stop, Unwind } What;
  double TimeNs;
  uint64_t Tid;
  const SiteInfo *Site;  // null for an unknown site
  unsigned Depth;        // spans open on the thread before this event
  // A stop's or unwind's call: the values it captured (empty: none); null for a start, whose
  // arguments are recorded after it.
  const CapturedValues *Values = nullptr;
  // A stop's or unwind's call: the function it went to, named (ProfileOptions::TargetName); null
  // when none is named, and for a start, whose target is recorded after it.
  const std::string *Target = nullptr;
};

// A finished call, for timelines: when its body ran (after its argument evaluations).
struct SpanRecord {
  uint32_t Pid;  // of the trace: two processes may have threads of the same id
  uint64_t Tid;
  const SiteInfo *Site;  // null for an unknown site
  double StartNs, EndNs;
  unsigned Depth;  // in the call tree
  bool Unwound;    // ended by an exception
  const Trace *Source = nullptr;  // two traces may have the same pid too
  // A virtual call's target, named (ProfileOptions::TargetName; in Profile::TargetNames); null:
  // the call is named by its site's callee (no target recorded or named, or not a virtual call).
  const std::string *Target = nullptr;
  // The values the call captured (its arguments, and its result unless it was unwound); null
  // for the runtime's own spans. Valid during the callback only.
  const CapturedValues *Values = nullptr;
};

// A call's body starting, for timelines that open spans in time order (Perfetto).
struct SpanStart {
  uint32_t Pid;
  uint64_t Tid;
  const SiteInfo *Site;  // null for an unknown site
  double StartNs;
  unsigned Depth;  // in the call tree
  const std::string *Target = nullptr;  // as SpanRecord's (null too when not known yet)
  // The values captured so far: its arguments (the result comes with its SpanRecord); null for
  // the runtime's own spans. Valid during the callback only.
  const CapturedValues *Values = nullptr;
};

struct ProfileOptions {
  std::function<void(const LogEvent &)> OnEvent;
  std::function<void(const SpanRecord &)> OnSpan;  // times as recorded, not compensated
  // When set, each span's start is given once it is final (its argument evaluations are over:
  // at the first call from its body, or at its end), before its OnSpan. Per thread, starts and
  // spans then come in time order and nest: a start follows the ends of the spans before it,
  // and a span inside another starts after it and ends before it.
  std::function<void(const SpanStart &)> OnSpanStart;
  // Take the runtime's own cost out of inclusive and exclusive times: a call's events cost the
  // calls around it time (the trace's calibration says how much).
  bool Compensate = true;
  // When set, only the threads it accepts are profiled (--per-thread).
  std::function<bool(const Trace &, const ThreadTrace &)> SelectThread;
  // A time window (--since, --until), in the event log's times: only the calls that end after
  // SinceNs and start before UntilNs count, cut at its edges; events outside are not logged.
  double SinceNs = -std::numeric_limits<double>::infinity();
  double UntilNs = std::numeric_limits<double>::infinity();
  // When set, the call tree and the spans name a virtual call by its target (the function it
  // went to) instead of its site's callee. A call with no target (number 0: not numbered,
  // throttled; or one the trace does not describe) keeps its callee.
  TargetNameFn TargetName;
  // When not 0, Profile::Slowest keeps per site this many of its slowest calls that captured
  // values (--slowest).
  size_t SlowestCalls = 0;
  // False: the calls' captured values are left out, as if none were recorded (--no-values).
  bool Values = true;
  bool windowed() const { return SinceNs > -std::numeric_limits<double>::infinity() ||
                                 UntilNs < std::numeric_limits<double>::infinity(); }
};

// The profile of one or several traces (threads of every process together).
Profile buildProfile(const TraceList &Traces, const ProfileOptions &Options = {});
inline Profile buildProfile(const Trace &T, const ProfileOptions &Options = {}) {
  return buildProfile(TraceList{&T}, Options);
}

}  // namespace overdub

#endif  // OVERDUB_REPORT_PROFILE_H
