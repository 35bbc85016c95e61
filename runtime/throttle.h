// Throttling, in the spirit of TAU's: a call site that fires very often with very short calls
// switches to counting its calls only, and the trace says so.
//
// The decision is taken on the site's mean duration over all its timed calls so far, in every
// thread, never on one buffer: a site whose calls are long is never throttled, whatever a short
// stretch of its calls says. Aggregate mode has every call's duration. Trace mode looks at the
// chunks threads append: every chunk whose events took long (there looking costs little against
// the calls), and one in kThrottleSampling of the others, which stands for them (its calls weigh
// that much): a stretch of long calls is always seen. A throttled site gets
// a throttle number, written to the trace (a throttled-site record) before its state word says
// kCountCalls | number << kThrottleNumberShift; each thread counts its calls exactly, in a table
// indexed by that number, in the trace file while the thread runs (counts.cpp).
#ifndef OVERDUB_RUNTIME_THROTTLE_H
#define OVERDUB_RUNTIME_THROTTLE_H

#include "runtime_internal.h"

namespace overdub {
namespace detail {

// Sites that can be throttled in a process (each thread's count table has as many counts).
constexpr size_t kThrottleNumbers = 4096;

// Trace mode: the calls of `count` events a thread appends as its chunk number `chunk`, in order
// (ring mode: a block of the ring the thread filled, numbered likewise).
// `scan` is the thread's own (made on first use, freed with free_throttle_scan).
constexpr unsigned kThrottleSampling = 8;
constexpr double kSlowEventNs = 256;  // a chunk of events this long on average is always looked at
struct ThrottleScan;
// `reference` is a timestamp taken before the chunk's first event, `ticks` how long the chunk took.
void throttle_scan(const Event *events, size_t count, uint64_t chunk, uint64_t reference,
                   uint64_t ticks, ThrottleScan *&scan) noexcept;
void free_throttle_scan(ThrottleScan *scan) noexcept;

// Aggregate mode: a site's statistics so far in one thread: calls and their durations summed
// (timestamp ticks, each call's whole duration). False once the site is decided (throttled, or
// never to be), when there is nothing more to consider.
bool throttle_consider(const Site *site, uint32_t index, uint64_t calls,
                       uint64_t call_ticks) noexcept;

// Throttle numbers given so far, and the site of each (read without a lock).
size_t throttle_numbers() noexcept;
const Site *throttled_site(size_t number) noexcept;
// The index of the site throttled under `number` (its state word holds the number instead).
uint32_t throttled_site_index(size_t number) noexcept;

// Held across fork (the writer thread may be merging a scan meanwhile: the child must not copy
// the sites' table half grown); taken after the registry's lock, before the trace file's.
void lock_throttling() noexcept;
void unlock_throttling() noexcept;
void reset_throttling_after_fork() noexcept;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_THROTTLE_H
