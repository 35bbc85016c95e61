#include "Formats.h"

#include <fmt/format.h>

#include <cmath>

namespace overdub {
namespace {

std::string duration(double Ns) {
  if (Ns < 1e3) return fmt::format("{:.0f} ns", Ns);
  if (Ns < 1e6) return fmt::format("{:.3f} us", Ns / 1e3);
  if (Ns < 1e9) return fmt::format("{:.3f} ms", Ns / 1e6);
  return fmt::format("{:.3f} s", Ns / 1e9);
}

std::string csvField(const std::string &S) {
  if (S.find_first_of(",\"\n") == std::string::npos) return S;
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"') Out += '"';
    Out += C;
  }
  return Out + "\"";
}

}  // namespace

std::string describeAnomalies(const Anomalies &A) {
  std::string Out;
  auto Add = [&](uint64_t N, const char *What) {
    if (N) Out += fmt::format("{}{} {}", Out.empty() ? "" : ", ", N, What);
  };
  Add(A.Dropped, "dropped events");
  Add(A.OrphanStops, "stops without a start");
  Add(A.ClosedByOuter, "calls without a stop (closed by an enclosing stop)");
  Add(A.Unfinished, "calls unfinished when their thread exited");
  Add(A.UnknownSites, "events of unknown sites");
  return Out;
}

void printTable(std::FILE *Out, const Trace &T, const Profile &P) {
  fmt::print(Out, "overdub profile: pid {}, {} thread{}, {} calls", T.Pid, P.Threads,
             P.Threads == 1 ? "" : "s", P.Calls);
  if (P.Problems.Unwound) fmt::print(Out, ", {} ended by an exception", P.Problems.Unwound);
  if (P.Problems.InProgress)
    fmt::print(Out, ", {} in progress at exit", P.Problems.InProgress);
  if (P.Problems.StartedEarlier)
    fmt::print(Out, ", {} started before the trace begins ({})", P.Problems.StartedEarlier,
               T.Mode == trace::kModeRing ? "ring" : "fork");
  if (T.Mode == trace::kModeAggregate) fmt::print(Out, " (aggregate mode)");
  if (T.ParentPid) fmt::print(Out, ", forked from pid {}", T.ParentPid);
  fmt::print(Out, "\n");
  if (std::string Problems = describeAnomalies(P.Problems); !Problems.empty())
    fmt::print(Out, "note: {}\n", Problems);
  for (const ThrottledSite &Th : T.Throttled) {
    const SiteInfo *S = T.site(Th.Site);
    fmt::print(Out, "throttled: {} ({}:{}:{}) after about {} calls: {} more counted, not timed\n",
               S ? S->Callee : "<unknown>", S ? S->File : "?", S ? S->Line : 0, S ? S->Column : 0,
               Th.Seen, Th.Counted);
  }
  fmt::print(Out, "\n{:>10}  {:>12}  {:>12}  {}\n", "calls", "inclusive", "exclusive", "callee");
  for (const CalleeStats &C : P.ByCallee)
    fmt::print(Out, "{:>10}  {:>12}  {:>12}  {}\n", C.Calls, duration(C.InclusiveNs),
               duration(C.ExclusiveNs), C.Callee);
}

void printCsv(std::FILE *Out, const Profile &P) {
  fmt::print(Out, "callee,calls,inclusive_ns,exclusive_ns\n");
  for (const CalleeStats &C : P.ByCallee)
    fmt::print(Out, "{},{},{:.0f},{:.0f}\n", csvField(C.Callee), C.Calls, std::round(C.InclusiveNs),
               std::round(C.ExclusiveNs));
}

Profile printEvents(std::FILE *Out, const Trace &T) {
  fmt::print(Out, "{:>12}  {:>8}  {:<6}  {}\n", "time", "thread", "event", "callee (site)");
  return buildProfile(T, [&](const LogEvent &E) {
    const char *What = E.What == LogEvent::Start ? "start" : E.What == LogEvent::Stop ? "stop"
                                                                                      : "unwind";
    unsigned Depth = E.What == LogEvent::Start ? E.Depth : E.Depth - 1;
    std::string Where = E.Site ? fmt::format("{}:{}:{}", E.Site->File, E.Site->Line, E.Site->Column)
                               : "?";
    fmt::print(Out, "{:>12}  {:>8}  {:<6}  {:{}}{} ({})\n", duration(E.TimeNs), E.Tid, What, "",
               2 * Depth, E.Site ? E.Site->Callee : "<unknown>", Where);
  });
}

}  // namespace overdub
