// Self-contained pictures of a profile: an SVG flame graph (hover titles, no script, no network)
// and an HTML report holding the summary, the profile table and the flame graph.
#ifndef OVERDUB_REPORT_FLAMEGRAPH_H
#define OVERDUB_REPORT_FLAMEGRAPH_H

#include "Profile.h"

#include <cstdio>
#include <string>

namespace overdub {

// The flame graph of the call tree: one box per call path, as wide as its inclusive time, callers
// below callees.
std::string flameGraphSvg(const TraceList &Traces, const Profile &P);

void printSvg(std::FILE *Out, const TraceList &Traces, const Profile &P);
void printHtml(std::FILE *Out, const TraceList &Traces, const Profile &P);

}  // namespace overdub

#endif  // OVERDUB_REPORT_FLAMEGRAPH_H
