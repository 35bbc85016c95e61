#include "Profile.h"

#include <algorithm>
#include <map>

namespace overdub {
namespace {

struct OpenSpan {
  uint64_t SiteId;
  const SiteInfo *Site;
  double Start;
  double Children = 0;
  bool IsArgument = false;     // evaluated in the argument list of the span below it
  bool AddsInclusive = false;  // no semantic ancestor has the same callee (recursion)
  bool ArgumentThrew = false;  // its last argument evaluation ended by an exception
  bool BodyRan = false;        // a call made from its body was seen
  CallTreeNode *Node = nullptr;  // its place in the call tree
  unsigned Depth = 0;            // in the call tree
};

class ThreadWalker {
public:
  ThreadWalker(const Trace &T, std::map<std::string, CalleeStats> &Stats,
               std::map<uint64_t, SiteStats> &Sites, Anomalies &Problems, CallTreeNode &Root,
               const ProfileOptions &Options)
      : T(T), Stats(Stats), Sites(Sites), Problems(Problems), Root(Root), Options(Options) {}

  void walk(const ThreadTrace &Thread) {
    Tid = Thread.Tid;
    double Last = 0;
    T.forEachEvent(Thread, [&](const trace::EventRecord &E) {
      uint64_t Kind = E.tag & trace::kKindMask;
      uint64_t SiteId = E.tag & ~uint64_t{trace::kKindMask};
      double Now = T.toNs(E.tsc);
      Last = Now;
      const SiteInfo *Site = T.site(SiteId);
      if (!Site) ++Problems.UnknownSites;
      if (Kind == trace::kStart) {
        log(LogEvent::Start, Now, Site);
        push(SiteId, Site, Now);
      } else {
        stop(SiteId, Site, Now, Kind == trace::kUnwind);
      }
    });
    // Calls still open: in progress when the trace was written if the thread was still running
    // (they end then), lost otherwise (they end at the thread's last event).
    if (Thread.RunningAtEnd && T.HasClock) {
      Problems.InProgress += Stack.size();
      Last = std::max(Last, T.endNs());
    } else {
      Problems.Unfinished += Stack.size();
    }
    while (!Stack.empty()) close(Last);
  }

private:
  static std::string calleeOf(const SiteInfo *Site) { return Site ? Site->Callee : "<unknown>"; }

  void log(LogEvent::Kind What, double Now, const SiteInfo *Site) {
    if (Options.OnEvent)
      Options.OnEvent(LogEvent{What, Now, Tid, Site, static_cast<unsigned>(Stack.size())});
  }

  void stop(uint64_t SiteId, const SiteInfo *Site, double Now, bool Unwinding) {
    auto Match = std::find_if(Stack.rbegin(), Stack.rend(),
                              [&](const OpenSpan &S) { return S.SiteId == SiteId; });
    if (Match == Stack.rend()) {
      if (T.Mode == trace::kModeRing || T.ParentPid != 0)
        ++Problems.StartedEarlier;
      else
        ++Problems.OrphanStops;
      return;
    }
    size_t Keep = static_cast<size_t>(Stack.rend() - Match);  // index of the match + 1
    while (Stack.size() > Keep) {
      ++Problems.ClosedByOuter;
      close(Now);
    }
    log(Unwinding ? LogEvent::Unwind : LogEvent::Stop, Now, Site);
    // A call unwound right after one of its arguments threw was never entered: the exception
    // came from the argument.
    const OpenSpan &Top = Stack.back();
    if (Unwinding && Top.ArgumentThrew && !Top.BodyRan) {
      ++Problems.NeverEntered;
      discard();
      return;
    }
    if (Unwinding) ++Problems.Unwound;
    close(Now, Unwinding);
  }

  // Drops the innermost open span without counting it (its arguments were counted already).
  void discard() {
    OpenSpan S = Stack.back();
    Stack.pop_back();
    --Path[calleeOf(S.Site)];
    if (S.IsArgument && !Stack.empty()) ++Path[calleeOf(Stack.back().Site)];
  }

  // `Path` counts the callees on the semantic path to the innermost open span: its ancestors in
  // the call tree, which skip the call whose argument list a span is evaluated in.
  void push(uint64_t SiteId, const SiteInfo *Site, double Now) {
    OpenSpan S{SiteId, Site, Now};
    S.IsArgument = !Stack.empty() && Site && Site->Parent != 0 && Site->Parent == Stack.back().SiteId;
    // In the call tree an argument evaluation is a child of the call's own parent.
    const OpenSpan *Parent = nullptr;
    if (!Stack.empty()) Parent = &Stack.back();
    if (S.IsArgument) Parent = semanticParentOf(Stack.size() - 1);
    CallTreeNode *ParentNode = Parent ? Parent->Node : &Root;
    std::unique_ptr<CallTreeNode> &Child = ParentNode->Children[calleeOf(Site)];
    if (!Child) {
      Child = std::make_unique<CallTreeNode>();
      Child->Callee = calleeOf(Site);
    }
    S.Node = Child.get();
    S.Depth = Parent ? Parent->Depth + 1 : 0;
    if (S.IsArgument) --Path[calleeOf(Stack.back().Site)];
    unsigned &Same = Path[calleeOf(Site)];
    S.AddsInclusive = Same == 0;
    ++Same;
    Stack.push_back(S);
  }

  // The span that the span at `Index` is a child of in the call tree (null: a root).
  const OpenSpan *semanticParentOf(size_t Index) const {
    while (Stack[Index].IsArgument) {
      if (Index == 0) return nullptr;
      --Index;
    }
    return Index == 0 ? nullptr : &Stack[Index - 1];
  }

  // Ends the innermost open span at `End`.
  void close(double End, bool Unwinding = false) {
    OpenSpan S = Stack.back();
    Stack.pop_back();
    double Duration = std::max(0.0, End - S.Start);
    double Exclusive = std::max(0.0, Duration - S.Children);
    std::string Callee = calleeOf(S.Site);
    --Path[Callee];
    CalleeStats &C = Stats[Callee];
    C.Callee = Callee;
    ++C.Calls;
    C.ExclusiveNs += Exclusive;
    if (S.AddsInclusive) C.InclusiveNs += Duration;
    ++S.Node->Calls;
    S.Node->InclusiveNs += Duration;
    S.Node->ExclusiveNs += Exclusive;
    SiteStats &Site = Sites[S.SiteId];
    if (Site.Calls == 0) {
      Site.Site = S.Site;
      Site.SiteId = S.SiteId;
      Site.MinNs = Duration;
    }
    ++Site.Calls;
    if (S.AddsInclusive) Site.InclusiveNs += Duration;
    Site.ExclusiveNs += Exclusive;
    Site.MinNs = std::min(Site.MinNs, Duration);
    Site.MaxNs = std::max(Site.MaxNs, Duration);
    if (Options.OnSpan)
      Options.OnSpan(SpanRecord{Tid, S.Site, S.Start, std::max(S.Start, End), S.Depth, Unwinding});
    if (Stack.empty()) return;
    OpenSpan &Around = Stack.back();
    if (!S.IsArgument) {
      Around.Children += Duration;
      Around.BodyRan = true;
      return;
    }
    Around.ArgumentThrew = Unwinding;
    // An argument of the call around it: a preceding sibling of that call.
    ++Path[calleeOf(Around.Site)];
    Around.Start = std::max(Around.Start, End);
    if (Stack.size() >= 2) Stack[Stack.size() - 2].Children += Duration;
  }

  const Trace &T;
  std::map<std::string, CalleeStats> &Stats;
  std::map<uint64_t, SiteStats> &Sites;
  Anomalies &Problems;
  CallTreeNode &Root;
  const ProfileOptions &Options;
  uint64_t Tid = 0;
  std::vector<OpenSpan> Stack;
  std::map<std::string, unsigned> Path;
};

}  // namespace

// Aggregate mode: the runtime folded the events per site; sum the sites of each callee.
void addAggregates(const Trace &T, std::map<std::string, CalleeStats> &Stats) {
  for (const SiteAggregate &A : T.Aggregates) {
    const SiteInfo *Site = T.site(A.Site);
    std::string Callee = Site ? Site->Callee : "<unknown>";
    CalleeStats &C = Stats[Callee];
    C.Callee = Callee;
    C.Calls += A.Calls;
    C.InclusiveNs += T.ticksToNs(A.Inclusive);
    C.ExclusiveNs += T.ticksToNs(A.Exclusive);
  }
}

// Throttled sites: their calls after throttling were counted, not timed.
void addThrottled(const Trace &T, std::map<std::string, CalleeStats> &Stats) {
  for (const ThrottledSite &Th : T.Throttled) {
    const SiteInfo *Site = T.site(Th.Site);
    std::string Callee = Site ? Site->Callee : "<unknown>";
    CalleeStats &C = Stats[Callee];
    C.Callee = Callee;
    C.Calls += Th.Counted;
    C.CountedOnly += Th.Counted;
  }
}

// Per site, what the runtime folded (aggregate mode) or counted (throttled sites).
void addSiteTotals(const Trace &T, std::map<uint64_t, SiteStats> &Sites) {
  for (const SiteAggregate &A : T.Aggregates) {
    SiteStats &S = Sites[A.Site];
    S.Site = T.site(A.Site);
    S.SiteId = A.Site;
    S.Calls += A.Calls;
    S.InclusiveNs += T.ticksToNs(A.Inclusive);
    S.ExclusiveNs += T.ticksToNs(A.Exclusive);
    S.MinNs = T.ticksToNs(A.Min);
    S.MaxNs = T.ticksToNs(A.Max);
  }
  for (const ThrottledSite &Th : T.Throttled) {
    SiteStats &S = Sites[Th.Site];
    S.Site = T.site(Th.Site);
    S.SiteId = Th.Site;
    S.Calls += Th.Counted;
  }
}

template <class Stats> void sortByInclusive(std::vector<Stats> &V) {
  std::stable_sort(V.begin(), V.end(), [](const auto &A, const auto &B) {
    return A.InclusiveNs > B.InclusiveNs;
  });
}

Profile buildProfile(const TraceList &Traces, const ProfileOptions &Options) {
  std::map<std::string, CalleeStats> Stats;
  Profile P;
  for (const Trace *T : Traces) {
    // Site ids are addresses in one process: each trace has its own.
    std::map<uint64_t, SiteStats> Sites;
    addAggregates(*T, Stats);
    addThrottled(*T, Stats);
    addSiteTotals(*T, Sites);
    for (const ThreadTrace &Thread : T->Threads) {
      ThreadWalker(*T, Stats, Sites, P.Problems, P.Tree, Options).walk(Thread);
      P.Problems.Dropped += Thread.Dropped;
    }
    P.Threads += T->Threads.size();
    for (auto &Entry : Sites) P.BySite.push_back(Entry.second);
  }
  for (auto &Entry : Stats) {
    P.Calls += Entry.second.Calls;
    P.ByCallee.push_back(std::move(Entry.second));
  }
  sortByInclusive(P.ByCallee);
  sortByInclusive(P.BySite);
  return P;
}

}  // namespace overdub
