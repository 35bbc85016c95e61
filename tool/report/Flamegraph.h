// A self-contained picture of a profile: an SVG flame graph (hover titles, no script, no network).
#ifndef OVERDUB_REPORT_FLAMEGRAPH_H
#define OVERDUB_REPORT_FLAMEGRAPH_H

#include "Profile.h"

#include <cstdio>
#include <functional>
#include <string>

namespace overdub {

// A box's fill for a frame of the call tree (an SVG colour); by default warm, stable per name.
using FrameColour = std::function<std::string(const CallTreeNode &)>;

// The flame graph of the call tree: one box per call path, as wide as its inclusive time, callers
// below callees. `Colour` fills the boxes; `Heading`, when given, is its title's beginning.
std::string flameGraphSvg(const TraceList &Traces, const Profile &P, const FrameColour &Colour = {},
                          const std::string &Heading = "");

void printSvg(std::FILE *Out, const TraceList &Traces, const Profile &P);

}  // namespace overdub

#endif  // OVERDUB_REPORT_FLAMEGRAPH_H
