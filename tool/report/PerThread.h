// --per-thread: a profile per thread, as sections or as one root per thread in a call tree.
#ifndef OVERDUB_REPORT_PERTHREAD_H
#define OVERDUB_REPORT_PERTHREAD_H

#include "Profile.h"

#include <string>
#include <vector>

namespace overdub {

struct ThreadSection {
  const Trace *T;
  uint64_t Tid;
  std::string Label;  // its id and name ("123 (worker-1)"), and its pid with several processes
};

// The threads of the traces with calls in order (not aggregate mode), in the traces' order.
std::vector<ThreadSection> threadSections(const TraceList &Traces);

// The profile of one thread: its calls, and the calls counted at its process's throttled sites.
Profile threadProfile(const ThreadSection &Thread, ProfileOptions Options);

// The profile of every thread, its call tree with one root per thread (named by its label), so
// that folded stacks and flame graphs split by thread.
Profile profileWithThreadRoots(const TraceList &Traces, const ProfileOptions &Options);

}  // namespace overdub

#endif  // OVERDUB_REPORT_PERTHREAD_H
