// Calls counted but not timed: a throttled site's calls after it was throttled. Its times, and
// the exclusive times of its callers (which hold the untimed calls' time), are incomplete; every
// format says which sites are so.
#ifndef OVERDUB_REPORT_UNTIMED_H
#define OVERDUB_REPORT_UNTIMED_H

#include "Profile.h"

#include <functional>
#include <string>
#include <vector>

namespace overdub {

// How a format writes a name read from the trace (escaped as the format needs).
using NameFormat = std::function<std::string(const std::string &)>;

// One line per throttled site, in site order: "throttled: f (a.cpp:3:7): 1000 calls timed, then
// 99000 counted, not timed; its times are incomplete".
std::vector<std::string> untimedNotes(const Profile &P, const NameFormat &Name);

// Whether some calls of a callee or site were counted, not timed.
inline bool timesIncomplete(const CallFigures &F) { return F.CountedOnly != 0; }

// A callee's name in a flame graph or folded stack, marked when its times are incomplete.
std::string frameName(const std::string &Callee, bool Incomplete);

}  // namespace overdub

#endif  // OVERDUB_REPORT_UNTIMED_H
