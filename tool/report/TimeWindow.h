// --since and --until: a time window on the traces' timeline (the event log's times, from the
// start of the earliest trace).
#ifndef OVERDUB_REPORT_TIMEWINDOW_H
#define OVERDUB_REPORT_TIMEWINDOW_H

#include <string>
#include <string_view>

namespace overdub {

// A duration with its unit: "1.5ms", "20 us", "3s", "250ns". Nanoseconds, or an error message
// saying what is expected.
bool parseTime(std::string_view Text, double &Ns, std::string &Error);

}  // namespace overdub

#endif  // OVERDUB_REPORT_TIMEWINDOW_H
