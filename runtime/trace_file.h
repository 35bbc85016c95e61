// The trace file while the program runs: staging regions that threads map and fill, and the
// records appended when a region is full (trace/trace_format.h describes the layout).
#ifndef OVERDUB_RUNTIME_TRACE_FILE_H
#define OVERDUB_RUNTIME_TRACE_FILE_H

#include "runtime_internal.h"

#include <sys/uio.h>

namespace overdub {
namespace detail {

struct StagingRegion {
  trace::StagingHeader *header = nullptr;  // mapped from the file
  Event *events = nullptr;                 // header->capacity slots, mapped from the file
  uint64_t offset = 0;                     // of the record in the file
  size_t map_bytes = 0;
};

// A thread's table of counts of throttled sites, mapped from the file (a counts record).
struct CountsRegion {
  trace::CountsHeader *header = nullptr;
  uint64_t *counts = nullptr;  // header->entries counts
  size_t map_bytes = 0;
};

// Opens the file on first use. False (after one warning) when it cannot be written: recording
// then stops.
bool trace_file_ready() noexcept;

// A cleared region of `capacity` slots for thread `tid`, reusing a released one when it fits.
bool acquire_staging(uint64_t tid, size_t capacity, StagingRegion &out) noexcept;
// Writes every page of the region once (without changing it), outside the file's lock: the
// first event on each page would otherwise take a page fault (2-4 us on a VM) inside the call
// in progress. MAP_POPULATE would not do: a shared file mapping is populated read-only, and the
// first write still faults.
void prefault_staging(const StagingRegion &region) noexcept;
// The thread has exited and appended its events: the region may serve another thread.
void release_staging(const StagingRegion &region) noexcept;
// A frame interrupted by a signal handler may still write into the region: it is left to that
// write, never reused (tid 0: readers skip it).
void abandon_staging(const StagingRegion &region) noexcept;

// A cleared table of `entries` counts for thread `tid`, reusing a released one when it fits.
bool acquire_counts(uint64_t tid, uint64_t serial, size_t entries, CountsRegion &out) noexcept;
// The table's counts were appended (append_counts): it may serve another thread.
void release_counts(const CountsRegion &region) noexcept;
// Appends the non-zero counts of a table as a copy (serial: the table's).
bool append_counts(uint64_t tid, uint64_t serial, const uint64_t *counts, size_t entries) noexcept;
// Appends the record of a site throttled under `number` (throttle.h), with the sites it names.
bool append_throttled_site(uint64_t number, const Site *site, uint64_t timed,
                           uint64_t mean_ns) noexcept;
// The number of `target` among the call targets of `site` (targets.h), given under the file's
// lock, with the site described first; 0 when it has none (the file cannot be written, or the
// site has too many).
uint64_t number_call_target(const Site *site, const void *target) noexcept;
// Appends a record (at most 7 parts); the caller holds the file's lock (targets.h).
bool append_record_locked(uint32_t type, const struct iovec *payload, int parts) noexcept;
// Ring mode: the thread has exited; its region keeps its last events, as long as it is one of
// the kRetainedRings last exited threads (older ones are cleared and reused).
constexpr size_t kRetainedRings = 64;
void retire_ring(const StagingRegion &region) noexcept;

// Appends `count` events of a thread as chunk `seq`, preceded by the sites they name that the
// file does not describe yet, and followed by a clock record. With `up_to_empty`, only the events
// before the first empty slot, whose number `count` becomes. `reference`: a timestamp taken
// before the chunk's first event. False when writing failed.
bool append_events(uint64_t tid, uint64_t seq, uint64_t dropped, uint64_t reference,
                   const Event *events, size_t &count, bool up_to_empty) noexcept;
// The slots before the first empty one.
size_t written_prefix(const Event *events, size_t count) noexcept;

// Appends a sites record for the sites of `events` (a staging region's) not described yet.
void describe_sites(const Event *events, size_t count) noexcept;

// Appends a record of aggregate mode's statistics (trace_format.h, kSiteStatistics or
// kTargetStatistics): `count` entries of `words` u64 each, each the index of a site first, with a
// sites record for the sites they name.
bool append_statistics(uint32_t type, const uint64_t *entries, size_t count,
                       size_t words) noexcept;

// Appends a thread's name (trace_format.h, kThreadName).
bool append_thread_name(uint64_t tid, uint64_t order, const char *name) noexcept;
// Nanoseconds per timestamp tick, from the first clock reading and now (1 before the file opens).
double trace_ns_per_tick() noexcept;

// Normal exit: marks the regions of threads still running, appends a last clock record and the
// end record.
void finish_trace_file(uint64_t events_appended) noexcept;

// In a forked child: forget the parent's file (its regions stay the parent's) so that the child
// writes a file of its own.
void trace_file_after_fork(uint32_t parent_pid) noexcept;

// fork(): held across the fork so that the child does not inherit a lock taken mid-write.
void lock_trace_file() noexcept;
// Whether the trace file is open (the lock held).
bool trace_file_open_locked() noexcept;
// Appends the value names of every registration (value_names.cpp; the lock held).
void append_value_names_locked() noexcept;
void unlock_trace_file() noexcept;

// Adds to the process-wide count of dropped events (trace_format.h, ProcessCounters): events of
// threads that have no record of their own that holds the count. Lock-free.
void count_dropped_elsewhere(uint64_t events) noexcept;
// Adds to the process-wide count of calls of throttled sites that could not be counted.
void count_lost_counts(uint64_t calls) noexcept;

// Mark the region as belonging to a thread that is still running at exit.
void mark_running(trace::StagingHeader *header) noexcept;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_TRACE_FILE_H
