// The report formats: a flat profile table, the same as CSV, and the event log.
#ifndef OVERDUB_REPORT_FORMATS_H
#define OVERDUB_REPORT_FORMATS_H

#include "Profile.h"

#include <cstdio>

namespace overdub {

enum class SortKey { Inclusive, Exclusive, Calls, Average, Max, Name };
// Orders the rows per callee, per site and the sites of call targets by `Key` (the largest first;
// names alphabetically) and keeps the first `Top` (0: all).
void orderRows(Profile &P, SortKey Key, size_t Top);

// The summary, then (unless `Rows` is false) one row per callee.
void printTable(std::FILE *Out, const TraceList &Traces, const Profile &P, bool Rows = true);
// Per call site (--by-site): calls, inclusive, exclusive, average, min and max.
void printSiteTable(std::FILE *Out, const Profile &P);
// CSV of a profile: with a thread's label (--per-thread), a last column `thread` holds it;
// Header false leaves the header out (the sections after the first).
struct CsvThread {
  const std::string *Label = nullptr;
  bool Header = true;
};
// Header `site,caller,callee,calls,inclusive_ns,exclusive_ns,min_ns,max_ns,untimed_calls`, one
// row per site (untimed_calls: of its calls, those counted, not timed, after throttling).
void printSiteCsv(std::FILE *Out, const Profile &P, const CsvThread &Thread = {});
// Header `callee,calls,inclusive_ns,exclusive_ns,untimed_calls`, one row per callee.
void printCsv(std::FILE *Out, const Profile &P, const CsvThread &Thread = {});
// Relative time, start/stop, callee indented by depth, call site; returns the profile too.
Profile printEvents(std::FILE *Out, const TraceList &Traces, ProfileOptions Options = {});
// The call tree, indented, with each call's share of the total (frames as the Profile's tree
// names them: a virtual call by its target); calls under `MinPercent` of the total are left out.
void printTree(std::FILE *Out, const TraceList &Traces, const Profile &P, double MinPercent);
// Folded stacks, one line per call path with its exclusive time: `a;b;c 1234` (nanoseconds), the
// input of flamegraph.pl and speedscope. Callees with untimed calls are marked `[throttled]`.
void printFolded(std::FILE *Out, const Profile &P);
// Chrome trace event JSON (Perfetto UI, chrome://tracing, speedscope): a complete event per call,
// named by its callee (a call with a named target: by the target, its site and callee in `args`),
// and process and thread names. Spans nest exactly as viewers rebuild them
// (docs/report.md, "chrome"). `SiteArgs`: each event also carries its site and caller as `args`
// (viewers such as speedscope then split a callee's frames by site).
Profile printChrome(std::FILE *Out, const TraceList &Traces, ProfileOptions Options = {},
                    bool SiteArgs = false);
// Where a site is: "file:line:col".
std::string siteLocation(const SiteInfo &Site);
// A site's location, or "<unknown site 0x...>" for a site the trace does not describe.
std::string siteName(const SiteStats &S);
// A duration for people: 850 ns, 12.345 us, 1.234 ms, 2.000 s.
std::string formatDuration(double Ns);
// A group's percentile P of its calls' durations, for people; "-" when none is known.
std::string formatPercentile(const CallFigures &F, double P);
// "pid 123" or "3 processes (pids 1, 2, 3)"; past 8 pids, "and N more".
std::string describeProcesses(const TraceList &Traces);
// The wall time from the first event to the last, and each thread's busy time (in calls), the
// busiest first; empty for aggregate traces.
std::string describeThreadTimes(const TraceList &Traces, const Profile &P);
// What overhead compensation took out of the times, for the report's header.
std::string describeCompensation(const TraceList &Traces, const Profile &P);
// The anomalies, what --check fails on: data lost or events that do not nest; empty when none.
std::string describeAnomalies(const Anomalies &A);
// What a correct program's traces hold besides finished calls, each once (", 1 ended by an
// exception, 200 started before the trace begins (fork), 200 processes forked from another").
std::string describeRecorded(const TraceList &Traces, const Anomalies &A);
// The table's first line (after "overdub profile: "): processes, threads, calls, the time
// traced, describeRecorded.
std::string describeSummary(const TraceList &Traces, const Profile &P);

}  // namespace overdub

#endif  // OVERDUB_REPORT_FORMATS_H
