#include "Formats.h"

#include "Escape.h"
#include "ThreadSelection.h"
#include "Untimed.h"
#include "Values.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <cerrno>
#include <cmath>
#include <iterator>
#include <set>
#include <string>
#include <system_error>
#include <unordered_map>

namespace overdub {

std::string formatPercentile(const CallFigures &F, double P) {
  return F.Outermost.count() ? formatDuration(F.Outermost.percentile(P)) : std::string("-");
}

std::string formatDuration(double Ns) {
  if (Ns < 1e3) return fmt::format("{:.0f} ns", Ns);
  if (Ns < 1e6) return fmt::format("{:.3f} us", Ns / 1e3);
  if (Ns < 1e9) return fmt::format("{:.3f} ms", Ns / 1e6);
  return fmt::format("{:.3f} s", Ns / 1e9);
}

std::string describeAnomalies(const Anomalies &A) {
  std::string Out;
  auto Add = [&](uint64_t N, const char *What) {
    if (N) Out += fmt::format("{}{} {}", Out.empty() ? "" : ", ", N, What);
  };
  Add(A.Dropped, "dropped events");
  Add(A.CountsLost, "calls of throttled sites not counted");
  Add(A.OrphanStops, "stops without a start");
  Add(A.ClosedByOuter, "calls without a stop (closed by an enclosing stop)");
  Add(A.Unfinished, "calls unfinished when their thread exited");
  Add(A.UnknownSites, "events of unknown sites");
  return Out;
}

std::string describeRecorded(const TraceList &Traces, const Anomalies &A) {
  std::string Out;
  auto Add = [&](uint64_t N, const std::string &What) {
    if (N) Out += fmt::format(", {} {}", N, What);
  };
  Add(A.Unwound, "ended by an exception");
  Add(A.UnwoundWithoutStop,
      "left by an exception through calls that record no unwinding stop, ended with the call around them");
  Add(A.InProgress, "in progress at exit");
  Add(A.LeftByNoReturn, "left by a call that never returns (longjmp, pthread_exit)");
  Add(A.LeftByJump, "left by a jump (longjmp), closed where their thread went on below them");
  Add(A.StartedInRing, "started before the trace begins (ring)");
  Add(A.StartedBeforeFork, "started before the trace begins (fork)");
  Add(A.OutOfOrder, "events timed before the event before them (taken as at its time)");
  size_t Aggregate = 0, Forked = 0;
  const Trace *Child = nullptr;
  for (const Trace *T : Traces) {
    Aggregate += T->Mode == trace::kModeAggregate;
    if (T->ParentPid) {
      ++Forked;
      Child = T;
    }
  }
  if (Aggregate == Traces.size() && Aggregate) Out += " (aggregate mode)";
  else Add(Aggregate, Aggregate == 1 ? "trace in aggregate mode" : "traces in aggregate mode");
  if (Forked == 1) Out += fmt::format(", pid {} forked from pid {}", Child->Pid, Child->ParentPid);
  else Add(Forked, "processes forked from another");
  return Out;
}

std::string describeProcesses(const TraceList &Traces) {
  if (Traces.size() == 1) return fmt::format("pid {}", Traces.front()->Pid);
  constexpr size_t kListed = 8;  // a report of hundreds of processes names a few
  std::string Pids;
  for (size_t I = 0; I < Traces.size() && I < kListed; ++I)
    Pids += (Pids.empty() ? "" : ", ") + std::to_string(Traces[I]->Pid);
  if (Traces.size() > kListed) Pids += fmt::format(" and {} more", Traces.size() - kListed);
  return fmt::format("{} processes (pids {})", Traces.size(), Pids);
}

namespace {

// The value a row is sorted by (larger first) under `Key`; names sort alphabetically instead.
double sortValue(const CallFigures &R, SortKey Key) {
  switch (Key) {
  case SortKey::Inclusive: return R.InclusiveNs;
  case SortKey::Exclusive: return R.ExclusiveNs;
  case SortKey::Calls: return static_cast<double>(R.Calls);
  case SortKey::Average: return R.averageNs();
  case SortKey::Max: return R.MaxNs;
  case SortKey::Name: break;
  }
  return 0;
}

// The table columns of a row: calls, inclusive, share of the total, exclusive, average, min and
// max (the last three over timed calls, "-" when there are none).
std::string figuresColumns(const CallFigures &F, const Profile &P) {
  bool Timed = F.timed() != 0;
  return fmt::format("{:>10}  {:>12}  {:>5.1f}%  {:>12}  {:>10}  {:>10}  {:>10}  {:>10}  {:>10}  "
                     "{:>10}",
                     F.Calls, formatDuration(F.InclusiveNs),
                     P.TotalNs > 0 ? 100 * F.InclusiveNs / P.TotalNs : 0.0,
                     formatDuration(F.ExclusiveNs), Timed ? formatDuration(F.averageNs()) : "-",
                     Timed ? formatDuration(F.MinNs) : "-", formatPercentile(F, 50),
                     formatPercentile(F, 90), formatPercentile(F, 99), Timed ? formatDuration(F.MaxNs) : "-");
}

void printFiguresHeader(std::FILE *Out, const char *What) {
  fmt::print(Out, "\n{:>10}  {:>12}  {:>6}  {:>12}  {:>10}  {:>10}  {:>10}  {:>10}  {:>10}  {:>10}  "
             "{}\n",
             "calls", "inclusive", "share", "exclusive", "average", "min", "p50", "p90", "p99",
             "max", What);
}

// A group's p50, p90 and p99 as CSV fields (empty: no call's duration is known).
std::string csvPercentiles(const CallFigures &F) {
  if (!F.Outermost.count()) return ",,";
  return fmt::format("{:.0f},{:.0f},{:.0f}", std::round(F.Outermost.percentile(50)),
                     std::round(F.Outermost.percentile(90)), std::round(F.Outermost.percentile(99)));
}

const std::string &nameOf(const CalleeStats &C) { return C.Callee; }
const std::string &nameOf(const SiteStats &S) {
  static const std::string Unknown = "<unknown>";
  return S.Site ? S.Site->Callee : Unknown;
}

template <class Row> void orderRows(std::vector<Row> &Rows, SortKey Key, size_t Top) {
  std::stable_sort(Rows.begin(), Rows.end(), [&](const Row &A, const Row &B) {
    if (Key == SortKey::Name) return nameOf(A) < nameOf(B);
    return sortValue(A, Key) > sortValue(B, Key);
  });
  if (Top && Rows.size() > Top) Rows.resize(Top);
}

}  // namespace

void orderRows(Profile &P, SortKey Key, size_t Top) {
  orderRows(P.ByCallee, Key, Top);
  orderRows(P.BySite, Key, Top);
  orderRows(P.TargetSites, Key, Top);
}

std::string describeSummary(const TraceList &Traces, const Profile &P) {
  // Aggregate mode merges the threads' statistics: it has no threads to count.
  std::string Threads = allAggregate(Traces) ? "threads merged"
                                     : fmt::format("{} thread{}", P.Threads, P.Threads == 1 ? "" : "s");
  return fmt::format("{}, {}, {} calls, {} traced{}", describeProcesses(Traces), Threads, P.Calls,
                     formatDuration(P.TotalNs), describeRecorded(Traces, P.Problems));
}

std::string describeThreadTimes(const TraceList &Traces, const Profile &P) {
  if (allAggregate(Traces)) return {};
  double First = 0, Last = 0;
  bool Any = false;
  std::vector<const ThreadTime *> Busy;
  for (const ThreadTime &T : P.ThreadTimes) {
    if (!T.HasEvents) continue;
    First = Any ? std::min(First, T.FirstNs) : T.FirstNs;
    Last = Any ? std::max(Last, T.LastNs) : T.LastNs;
    Any = true;
    Busy.push_back(&T);
  }
  if (!Any) return {};
  std::stable_sort(Busy.begin(), Busy.end(),
                   [](const ThreadTime *A, const ThreadTime *B) { return A->BusyNs > B->BusyNs; });
  std::map<uint32_t, const Trace *> ByPid;
  for (const Trace *T : Traces) ByPid[T->Pid] = T;
  constexpr size_t kShown = 8;
  std::string List;
  for (size_t I = 0; I < Busy.size() && I < kShown; ++I) {
    const Trace *T = ByPid[Busy[I]->Pid];
    std::string Name = T ? describeThread(*T, Busy[I]->Tid) : std::to_string(Busy[I]->Tid);
    List += fmt::format("{}{} {}", I ? ", " : "", printable(Name), formatDuration(Busy[I]->BusyNs));
  }
  if (Busy.size() > kShown) List += fmt::format(", and {} more", Busy.size() - kShown);
  std::string Window;
  if (P.SinceNs > 0 || std::isfinite(P.UntilNs))
    Window = fmt::format("the window from {} to {} (calls cut at its edges), ",
                         P.SinceNs > 0 ? formatDuration(P.SinceNs) : "the start",
                         std::isfinite(P.UntilNs) ? formatDuration(P.UntilNs) : "the end");
  return fmt::format("time: {}{} wall from the first event to the last; traced is the time "
                     "threads spent in calls, per thread: {}",
                     Window, formatDuration(Last - First), List);
}

std::string describeCompensation(const TraceList &Traces, const Profile &P) {
  std::vector<std::string> Costs;
  bool Aggregate = false;
  for (size_t I = 0; I < Traces.size() && I < P.EventCostNs.size(); ++I) {
    bool IsAggregate = Traces[I]->Mode == trace::kModeAggregate;
    Aggregate |= IsAggregate;
    if (P.EventCostNs[I] > 0 && !IsAggregate)
      Costs.push_back(fmt::format("{:.1f} ns", P.EventCostNs[I]));
  }
  if (Costs.empty() && Aggregate)
    return "overhead compensation: none (aggregate-mode traces are not compensated)";
  std::string HandOffs =
      P.Runtime.Spans ? fmt::format("{} buffer hand-off{} to the trace file ({})", P.Runtime.Spans,
                                    P.Runtime.Spans == 1 ? "" : "s", formatDuration(P.Runtime.Ns))
                      : "";
  if (P.Runtime.Numbered)
    HandOffs += fmt::format("{}{} call target{} numbered ({})", HandOffs.empty() ? "" : " and ",
                            P.Runtime.Numbered, P.Runtime.Numbered == 1 ? "" : "s",
                            formatDuration(P.Runtime.NumberingNs));
  if (Costs.empty())
    return "overhead compensation: none (turned off, or the traces are not calibrated)" +
           (HandOffs.empty() ? "" : "; the times include " + HandOffs);
  std::sort(Costs.begin(), Costs.end());
  Costs.erase(std::unique(Costs.begin(), Costs.end()), Costs.end());
  std::string List;
  for (const std::string &C : Costs) List += (List.empty() ? "" : ", ") + C;
  return fmt::format("overhead compensation: {} per recorded event{} taken out of the calls "
                     "around {}{} (--no-compensation to turn off)",
                     List, HandOffs.empty() ? "" : " and " + HandOffs,
                     HandOffs.empty() ? "it" : "them",
                     Aggregate ? "; aggregate-mode traces are not compensated" : "");
}

namespace {
// The throttled sites, a line each (Untimed.h).
void printUntimed(std::FILE *Out, const Profile &P) {
  for (const std::string &Note : untimedNotes(P, [](const std::string &S) { return printable(S); }))
    fmt::print(Out, "{}\n", Note);
}
}  // namespace

void printTable(std::FILE *Out, const TraceList &Traces, const Profile &P, bool Rows) {
  fmt::print(Out, "overdub profile: {}\n{}\n", describeSummary(Traces, P),
             describeCompensation(Traces, P));
  if (std::string Times = describeThreadTimes(Traces, P); !Times.empty())
    fmt::print(Out, "{}\n", Times);
  if (std::string Problems = describeAnomalies(P.Problems); !Problems.empty())
    fmt::print(Out, "note: {}\n", Problems);
  printUntimed(Out, P);
  if (!Rows) return;
  printFiguresHeader(Out, "callee");
  for (const CalleeStats &C : P.ByCallee)
    fmt::print(Out, "{}  {}\n", figuresColumns(C, P), printable(C.Callee));
}

std::string siteLocation(const SiteInfo &Site) {
  return fmt::format("{}:{}:{}", Site.File, Site.Line, Site.Column);
}

std::string siteName(const SiteStats &S) {
  if (!S.Site) return fmt::format("<unknown site {:#x}>", S.SiteId);
  return siteLocation(*S.Site);
}

void printSiteTable(std::FILE *Out, const Profile &P) {
  printFiguresHeader(Out, "site: caller -> callee");
  for (const SiteStats &S : P.BySite)
    fmt::print(Out, "{}  {}: {} -> {}\n", figuresColumns(S, P), printable(siteName(S)),
               S.Site ? printable(S.Site->Caller) : "?",
               S.Site ? printable(S.Site->Callee) : "<unknown>");
}

void printSiteCsv(std::FILE *Out, const Profile &P, const CsvThread &Thread) {
  if (Thread.Header)
    fmt::print(Out, "site,caller,callee,calls,inclusive_ns,exclusive_ns,min_ns,max_ns,untimed_calls,"
                    "p50_ns,p90_ns,p99_ns{}\n",
               Thread.Label ? ",thread" : "");
  std::string Last = Thread.Label ? "," + csvField(*Thread.Label) : "";
  for (const SiteStats &S : P.BySite)
    fmt::print(Out, "{},{},{},{},{:.0f},{:.0f},{:.0f},{:.0f},{},{}{}\n", csvField(siteName(S)),
               csvField(S.Site ? S.Site->Caller : ""), csvField(S.Site ? S.Site->Callee : "<unknown>"),
               S.Calls, std::round(S.InclusiveNs), std::round(S.ExclusiveNs), std::round(S.MinNs),
               std::round(S.MaxNs), S.CountedOnly, csvPercentiles(S), Last);
}

void printCsv(std::FILE *Out, const Profile &P, const CsvThread &Thread) {
  if (Thread.Header)
    fmt::print(Out, "callee,calls,inclusive_ns,exclusive_ns,untimed_calls,p50_ns,p90_ns,p99_ns{}\n",
               Thread.Label ? ",thread" : "");
  std::string Last = Thread.Label ? "," + csvField(*Thread.Label) : "";
  for (const CalleeStats &C : P.ByCallee)
    fmt::print(Out, "{},{},{:.0f},{:.0f},{},{}{}\n", csvField(C.Callee), C.Calls,
               std::round(C.InclusiveNs), std::round(C.ExclusiveNs), C.CountedOnly,
               csvPercentiles(C), Last);
}

Profile printEvents(std::FILE *Out, const TraceList &Traces, ProfileOptions Options) {
  fmt::print(Out, "{:>12}  {:>8}  {:<6}  {}\n", "time", "thread", "event", "callee (site)");
  Options.OnEvent = [&](const LogEvent &E) {
    const char *What = E.What == LogEvent::Start ? "start" : E.What == LogEvent::Stop ? "stop"
                                                                                      : "unwind";
    unsigned Depth = E.What == LogEvent::Start ? E.Depth : E.Depth - 1;
    std::string Where =
        E.Site ? printable(siteLocation(*E.Site))
               : "?";
    // Deep recursion would make lines as long as the stack is deep: past 64 levels, the depth.
    constexpr unsigned kMaxIndent = 64;
    std::string Deeper = Depth > kMaxIndent ? fmt::format("[depth {}] ", Depth) : "";
    // A stop gives the function the call went to (Shape::area -> Circle::area) and the values
    // it captured: f(3, 'a') = 7.
    std::string Callee = E.Site ? printable(E.Site->Callee) : "<unknown>";
    if (E.Target && (!E.Site || *E.Target != E.Site->Callee)) Callee += " -> " + printable(*E.Target);
    if (E.Values && !E.Values->empty()) Callee = formatCall(Callee, *E.Values);
    fmt::print(Out, "{:>12}  {:>8}  {:<6}  {:{}}{}{} ({})\n", formatDuration(E.TimeNs), E.Tid, What,
               "", 2 * std::min(Depth, kMaxIndent), Deeper, Callee, Where);
  };
  Profile P = buildProfile(Traces, Options);
  printUntimed(Out, P);
  return P;
}

namespace {

std::vector<const CallTreeNode *> byInclusive(const CallTreeNode &Node) {
  std::vector<const CallTreeNode *> Out;
  for (const auto &Entry : Node.Children)
    if (Entry.second->Calls) Out.push_back(Entry.second.get());
  std::stable_sort(Out.begin(), Out.end(), [](const auto *A, const auto *B) {
    return A->InclusiveNs > B->InclusiveNs;
  });
  return Out;
}

void printTreeNode(std::FILE *Out, const CallTreeNode &Node, double Total, double MinPercent,
                   unsigned Depth) {
  for (const CallTreeNode *Child : byInclusive(Node)) {
    double Share = Total > 0 ? 100.0 * Child->InclusiveNs / Total : 0;
    if (Share < MinPercent) continue;
    // A node whose calls captured values: its slowest such call, with them.
    std::string Slowest =
        Child->SlowestValues.empty()
            ? std::string()
            : fmt::format("  slowest: {} in {}",
                          formatCall(printable(Child->Callee), Child->SlowestValues),
                          formatDuration(Child->SlowestNs));
    fmt::print(Out, "{:>6.1f}%  {:>12}  {:>12}  {:>9}  {:{}}{}{}\n", Share,
               formatDuration(Child->InclusiveNs), formatDuration(Child->ExclusiveNs), Child->Calls, "",
               2 * Depth, printable(Child->Callee), Slowest);
    printTreeNode(Out, *Child, Total, MinPercent, Depth + 1);
  }
}

void printFoldedNode(std::FILE *Out, const CallTreeNode &Node, std::string &Path,
                     const std::set<std::string> &Untimed) {
  for (const auto &Entry : Node.Children) {
    const CallTreeNode &Child = *Entry.second;
    size_t Keep = Path.size();
    if (!Path.empty()) Path += ';';
    // A target's frame is marked when its virtual calls' site's callee is throttled.
    bool Incomplete =
        Untimed.count(Child.Callee) || (!Child.Via.empty() && Untimed.count(Child.Via));
    Path += foldedFrame(frameName(Child.Callee, Incomplete));
    if (Child.Calls && std::llround(Child.ExclusiveNs) > 0)
      fmt::print(Out, "{} {}\n", Path, std::llround(Child.ExclusiveNs));
    printFoldedNode(Out, Child, Path, Untimed);
    Path.resize(Keep);
  }
}

}  // namespace

void printTree(std::FILE *Out, const TraceList &Traces, const Profile &P, double MinPercent) {
  double Total = P.TotalNs;  // the time traced: every node's inclusive time is within it
  fmt::print(Out, "overdub call tree: {}, {} calls{}\n\n", describeProcesses(Traces), P.Calls,
             MinPercent > 0 ? fmt::format(", calls under {}% of the total hidden", MinPercent) : "");
  fmt::print(Out, "{:>7}  {:>12}  {:>12}  {:>9}  {}\n", "share", "inclusive", "exclusive", "calls",
             "callee");
  printTreeNode(Out, P.Tree, Total, MinPercent, 0);
  printUntimed(Out, P);
}

void printFolded(std::FILE *Out, const Profile &P) {
  std::set<std::string> Untimed;  // callees whose frames are marked
  for (const CalleeStats &C : P.ByCallee)
    if (timesIncomplete(C)) Untimed.insert(C.Callee);
  std::string Path;
  printFoldedNode(Out, P.Tree, Path, Untimed);
}

Profile printChrome(std::FILE *Out, const TraceList &Traces, ProfileOptions Options,
                    bool SiteArgs) {
  // Spans are many: the JSON around each is made once per site, and output is buffered.
  fmt::memory_buffer Buffer;
  auto Flush = [&] {
    if (std::fwrite(Buffer.data(), 1, Buffer.size(), Out) != Buffer.size())
      throw std::system_error(errno, std::generic_category(), "cannot write");  // as fmt::print
    Buffer.clear();
  };
  fmt::format_to(std::back_inserter(Buffer), "{{\"displayTimeUnit\": \"ns\", \"traceEvents\": [\n");
  bool First = true;
  auto Comma = [&] {
    if (!First) fmt::format_to(std::back_inserter(Buffer), ",\n");
    First = false;
  };
  for (const Trace *T : Traces) {
    Comma();
    fmt::format_to(std::back_inserter(Buffer),
                   "{{\"name\": \"process_name\", \"ph\": \"M\", \"pid\": {}, \"args\": {{\"name\": {}}}}}",
                   T->Pid, jsonString("pid " + std::to_string(T->Pid)));
    // Threads in the order the trace first names them (the order they first recorded).
    for (size_t I = 0; I < T->Threads.size(); ++I) {
      const ThreadTrace &Thread = T->Threads[I];
      std::string Name = timelineThreadName(*T, Thread.Tid);
      Comma();
      fmt::format_to(std::back_inserter(Buffer),
                     "{{\"name\": \"thread_name\", \"ph\": \"M\", \"pid\": {}, \"tid\": {}, "
                     "\"args\": {{\"name\": {}}}}},\n"
                     "{{\"name\": \"thread_sort_index\", \"ph\": \"M\", \"pid\": {}, \"tid\": {}, "
                     "\"args\": {{\"sort_index\": {}}}}}",
                     T->Pid, Thread.Tid, jsonString(Name), T->Pid, Thread.Tid, I);
    }
  }
  struct SiteJson {
    std::string Head, Tail;  // Tail: the args, left open (empty: none)
  };
  // Per site, and per site and target for virtual calls named by their target.
  using JsonKey = std::pair<const SiteInfo *, const std::string *>;
  struct KeyHash {
    size_t operator()(const JsonKey &K) const {
      return std::hash<const void *>()(K.first) * 31 + std::hash<const void *>()(K.second);
    }
  };
  std::unordered_map<JsonKey, SiteJson, KeyHash> Json;
  JsonKey LastKey{};
  const SiteJson *LastJson = nullptr;
  auto JsonOf = [&](const SiteInfo *Site, const std::string *Target) -> const SiteJson & {
    if (LastJson && LastKey == JsonKey{Site, Target}) return *LastJson;
    auto [It, New] = Json.try_emplace({Site, Target});
    LastKey = {Site, Target};
    LastJson = &It->second;
    if (New) {
      std::string Where = Site ? siteLocation(*Site) : "?";
      std::string Callee = Site ? Site->Callee : "<unknown>";
      It->second.Head = fmt::format("{{\"name\": {}, \"cat\": \"call\", \"ph\": \"X\", ",
                                    jsonString(Target ? *Target : Callee));
      // A call named by its target keeps its site and the site's callee in its args.
      if (SiteArgs)
        It->second.Tail = fmt::format(", \"args\": {{\"site\": {}, \"caller\": {}",
                                      jsonString(Where), jsonString(Site ? Site->Caller : ""));
      else if (Target)
        It->second.Tail = fmt::format(", \"args\": {{\"site\": {}", jsonString(Where));
      if (Target) It->second.Tail += fmt::format(", \"callee\": {}", jsonString(Callee));
    }
    return It->second;
  };
  // Microseconds with three decimals, from whole nanoseconds: integer formatting is fast.
  auto Micros = [&](double Ns) {
    if (!(std::fabs(Ns) < 1e18)) {  // beyond integers (a corrupt timestamp): no overflow
      fmt::format_to(std::back_inserter(Buffer), "{:.3f}", std::isfinite(Ns) ? Ns / 1000 : 0.0);
      return;
    }
    long long N = std::llround(Ns);
    if (N < 0) {
      Buffer.push_back('-');
      N = -N;
    }
    fmt::format_to(std::back_inserter(Buffer), "{}.{:03}", N / 1000, N % 1000);
  };
  uint64_t LastTid = ~uint64_t{0};
  uint32_t LastPid = 0;
  std::string ThreadIds;
  Options.OnSpan = [&](const SpanRecord &S) {
    Comma();
    const SiteJson &J = JsonOf(S.Site, S.Target);
    Buffer.append(J.Head);
    Buffer.append(std::string_view("\"ts\": "));
    if (std::fabs(S.StartNs) < 1e15 && std::fabs(S.EndNs) < 1e15) {
      // Whole nanoseconds, the start and the end each rounded (so siblings that touch still
      // touch), then the end taken (depth + 1) x 10 ps earlier: a call's end comes strictly
      // before the start of the call after it and before its caller's end, whatever the
      // viewer's floating-point sums of `ts` and `dur` (speedscope orders ties by name).
      const long long Start = std::llround(S.StartNs), End = std::llround(S.EndNs);
      long long DurPs = (End - Start) * 1000 - 10 * (static_cast<long long>(S.Depth) + 1);
      if (DurPs > 0) {
        Micros(static_cast<double>(Start));
      } else {
        // A call of 0 ns would begin where the call after it begins, and speedscope puts an
        // end before a begin of another frame at the same time: it is written (depth + 1) x
        // 5 ps before its start, after the end of the call before it.
        DurPs = 0;
        long long StartPs = Start * 1000 - 5 * (static_cast<long long>(S.Depth) + 1);
        if (StartPs < 0) {
          Buffer.push_back('-');
          StartPs = -StartPs;
        }
        fmt::format_to(std::back_inserter(Buffer), "{}.{:06}", StartPs / 1000000,
                       StartPs % 1000000);
      }
      fmt::format_to(std::back_inserter(Buffer), ", \"dur\": {}.{:06}", DurPs / 1000000,
                     DurPs % 1000000);
    } else {  // beyond whole nanoseconds (a corrupt timestamp): as it is
      Micros(S.StartNs);
      Buffer.append(std::string_view(", \"dur\": "));
      Micros(S.EndNs - S.StartNs);
    }
    if (S.Tid != LastTid || S.Pid != LastPid) {
      LastTid = S.Tid;
      LastPid = S.Pid;
      ThreadIds = fmt::format(", \"pid\": {}, \"tid\": {}", S.Pid, S.Tid);
    }
    Buffer.append(ThreadIds);
    bool Args = !J.Tail.empty();
    Buffer.append(J.Tail);  // the args, left open
    // The next arg's name, after the args so far (opened by the first).
    auto Arg = [&](std::string_view Name) {
      Buffer.append(Args ? std::string_view(", ") : std::string_view(", \"args\": {"));
      Args = true;
      Buffer.append(Name);
      Buffer.append(std::string_view(": "));
    };
    if (S.Unwound) {
      Arg("\"unwound\"");
      Buffer.append(std::string_view("true"));
    }
    // The values the call captured, as strings: "arg1": "3", ..., "result": "7".
    if (S.Values && !S.Values->empty())
      for (const CapturedValue *V : valuesInOrder(*S.Values)) {
        Arg(jsonString(valueName(V->Slot)));
        Buffer.append(jsonString(formatValue(*V)));
      }
    Buffer.append(Args ? std::string_view("}}") : std::string_view("}"));
    if (Buffer.size() > (1 << 20)) Flush();
  };
  Profile P = buildProfile(Traces, Options);
  // Throttled sites, as instant events over the whole trace.
  for (const std::string &Note : untimedNotes(P, [](const std::string &S) { return S; })) {
    Comma();
    fmt::format_to(std::back_inserter(Buffer),
                   "{{\"name\": {}, \"cat\": \"overdub\", \"ph\": \"i\", \"s\": \"g\", \"ts\": 0, "
                   "\"pid\": {}, \"tid\": 0}}",
                   jsonString(Note), Traces.empty() ? 0 : Traces.front()->Pid);
  }
  fmt::format_to(std::back_inserter(Buffer), "\n]}}\n");
  Flush();
  return P;
}

}  // namespace overdub
