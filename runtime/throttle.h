// Throttling, in the spirit of TAU's: a call site that fires very often with very short calls
// switches to counting its calls only (Site::state = kCountCalls), and the trace says so.
#ifndef OVERDUB_RUNTIME_THROTTLE_H
#define OVERDUB_RUNTIME_THROTTLE_H

#include "runtime_internal.h"

namespace overdub {
namespace detail {

// Trace mode: looks at a chunk of a thread's events (a sample: the caller passes one chunk in
// `kThrottleSampling`, and counts are scaled by it) and throttles the sites that qualify.
constexpr unsigned kThrottleSampling = 8;
struct ThrottleScratch;  // per thread, allocated on first use
void throttle_sample(const Event *events, size_t count, ThrottleScratch *&scratch) noexcept;
void free_throttle_scratch(ThrottleScratch *scratch) noexcept;

// Aggregate mode: a site's statistics so far, in ticks.
void throttle_consider(const Site *site, uint64_t calls, uint64_t inclusive_ticks) noexcept;

// Moves a thread's counts (its tls_counts, read from any thread) into the process's.
void collect_counts(CountSlot *slots) noexcept;

// Appends the throttled record: every throttled site with its counted calls.
void write_throttled() noexcept;
void reset_throttling_after_fork() noexcept;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_THROTTLE_H
