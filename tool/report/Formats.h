// The report formats: a flat profile table, the same as CSV, and the event log.
#ifndef OVERDUB_REPORT_FORMATS_H
#define OVERDUB_REPORT_FORMATS_H

#include "Profile.h"

#include <cstdio>

namespace overdub {

// The summary, then (unless `Rows` is false) one row per callee.
void printTable(std::FILE *Out, const Trace &T, const Profile &P, bool Rows = true);
// Per call site (--by-site): calls, inclusive, exclusive, average, min and max.
void printSiteTable(std::FILE *Out, const Profile &P);
// Header `site,caller,callee,calls,inclusive_ns,exclusive_ns,min_ns,max_ns`, one row per site.
void printSiteCsv(std::FILE *Out, const Profile &P);
// Header `callee,calls,inclusive_ns,exclusive_ns`, one row per callee.
void printCsv(std::FILE *Out, const Profile &P);
// Relative time, start/stop, callee indented by depth, call site; returns the profile too.
Profile printEvents(std::FILE *Out, const Trace &T);
// The call tree, indented, with each call's share of the total; calls under `MinPercent` of the
// total are left out.
void printTree(std::FILE *Out, const Trace &T, const Profile &P, double MinPercent);
// Folded stacks, one line per call path with its exclusive time: `a;b;c 1234` (nanoseconds), the
// input of flamegraph.pl and speedscope.
void printFolded(std::FILE *Out, const Profile &P);
// Chrome trace event JSON (Perfetto UI, chrome://tracing): a complete event per call.
Profile printChrome(std::FILE *Out, const Trace &T);
// A summary of what did not nest; empty when everything did.
std::string describeAnomalies(const Anomalies &A);

}  // namespace overdub

#endif  // OVERDUB_REPORT_FORMATS_H
