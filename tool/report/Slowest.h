// --slowest N: per call site whose calls captured values, its N slowest calls with their values
// (Profile::Slowest, gathered when ProfileOptions::SlowestCalls is N). docs/report.md, "Values".
#ifndef OVERDUB_REPORT_SLOWEST_H
#define OVERDUB_REPORT_SLOWEST_H

#include "Profile.h"

#include <cstdio>

namespace overdub {

// A section of the table: per site (the one with the slowest call first), a line naming it, then
// a row per call, the slowest first: its duration, when it ended (on the event log's timeline),
// its thread, and the call with its values (formatCall). When no call captured values, a line
// that says so.
// With ValuesShown false (--no-values), it says that they were left out.
void printSlowest(std::FILE *Out, const Profile &P, size_t N, bool ValuesShown = true);

}  // namespace overdub

#endif  // OVERDUB_REPORT_SLOWEST_H
