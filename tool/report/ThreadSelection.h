// --thread: the threads a report is about, by id or by the name the trace gives them.
#ifndef OVERDUB_REPORT_THREADSELECTION_H
#define OVERDUB_REPORT_THREADSELECTION_H

#include "TraceReader.h"

#include <string>
#include <vector>

namespace overdub {

// Keeps in `Traces` only the threads that `Selectors` name: a thread id, or a thread's name in
// its trace (trace_format.h, kThreadName). Every selector must name a thread: otherwise returns
// an error that lists the threads there are. Aggregate-mode traces merge their threads: a note
// for them goes to `Warnings`, and they are kept whole; so does one for the calls counted at
// throttled sites, which are the process's.
std::string selectThreads(std::vector<Trace> &Traces, const std::vector<std::string> &Selectors,
                          std::vector<std::string> &Warnings);

// The name the trace gives the thread (trace_format.h, kThreadName); empty when it gives none.
std::string threadName(const Trace &T, uint64_t Tid);
// The name timelines show: the trace's, else "main thread" or "thread 123".
std::string timelineThreadName(const Trace &T, uint64_t Tid);
// "123" or "123 (worker-1)": a thread as messages name it.
std::string describeThread(const Trace &T, uint64_t Tid);

}  // namespace overdub

#endif  // OVERDUB_REPORT_THREADSELECTION_H
