// The runtime's record of a thread: everything per thread beyond the few words of TLS the hot path
// reads (overdub.h, ThreadState). Made on first need, in pages of its own (mmap is safe in a
// signal handler, malloc is not), reached through ThreadState::runtime, and returned when the
// thread exits.
#ifndef OVERDUB_RUNTIME_THREAD_LOG_H
#define OVERDUB_RUNTIME_THREAD_LOG_H

#include "trace_file.h"

namespace overdub {
namespace detail {

class Aggregator;

// One of a thread's event buffers: a staging region of the trace file (trace and ring modes), or
// memory of its own (when the file cannot grow). Aggregate mode has none.
struct Buffer {
  StagingRegion region;  // header null: not in the file
  Event *events = nullptr;
  uint64_t seq = 0;    // trace mode: the number its events get when appended
  uint64_t reference = 0;  // a timestamp taken when its generation began (trace_format.h)
  size_t start = 0;    // where the generation being recorded began (when current): slots below
                       // it are taken
  size_t limit = 0;    // the end of the generation being recorded (when current)
  // A rest waiting to be handed on (buffers.h): slots [deferred, filled), from the first one an
  // interrupted frame had not written yet.
  bool has_deferred = false;
  size_t deferred = 0, filled = 0;
  // The slots of the buffer this one replaced when it was given up with slots its frames had not
  // written yet (counted as dropped), which they may still bring to the slow path.
  const Event *given_up = nullptr;
  // Trace mode: posted to the writer thread (writer.h), which hands slots [0, posted) on. While
  // `writing` is set the writer owns every member above but `events` and `region`; the thread
  // reads `posted` only (its own).
  uint32_t writing = 0;  // a futex word: 1 while posted
  size_t posted = 0;
  uint64_t posted_ticks = 0;  // how long the generation took (the throttle scan's figure)
  Buffer *next_posted = nullptr;  // the writer's queue
  struct ThreadLog *owner = nullptr;
};

// Per-thread counts of throttled sites (throttle.h): in the file while the thread runs.
struct CountTable {
  CountsRegion region;  // header null: memory of its own
  uint64_t *counts = nullptr;
  uint64_t serial = 0;  // this table's number in the process
};

// A C API region opened on the thread, and whether its start was recorded.
struct OpenRegion {
  const Site *site;
  unsigned how;
};
struct RegionCacheEntry {
  const char *name;
  const Site *site;
};

struct ThreadLog {
  ThreadLog *next;  // in the list of recording threads
  uint64_t tid;
  uint64_t order;  // the thread's number, in the order threads first needed a record
  // The name the program gave the thread (overdub_name_thread); empty: the system's.
  static constexpr size_t kNameBytes = 64;
  char name[kNameBytes];
  bool recording;   // registered: its events go to `buffers`
  // Events (buffers.h): the thread records into buffers[current]; the other takes over while a
  // full one is handed on (made at the first hand-off; trace mode).
  Buffer buffers[2];
  unsigned current;
  size_t capacity;
  uint64_t next_seq;  // trace mode: the number of the next buffer's chunk
  uint64_t ring_blocks;  // ring mode: blocks filled so far (the throttle scan's chunk numbers)
  uint64_t dropped;       // events this thread could not store, counted in its staging regions
  uint64_t dropped_kept;  // of those, the count that an appended events record holds
  Aggregator *aggregator;
  struct ThrottleScan *throttle;
  CountTable counts;
  // The C API's regions (regions.cpp): names looked up lately, and the regions open, innermost
  // last.
  static constexpr size_t kRegionCache = 64, kOpenRegions = 64;
  RegionCacheEntry region_cache[kRegionCache];
  OpenRegion open_regions[kOpenRegions];
  size_t open_depth;
};

// The calling thread's record, made if it has none (null when no memory can be had).
ThreadLog *thread_log() noexcept;
inline ThreadLog *existing_thread_log() noexcept {
  return static_cast<ThreadLog *>(tls_state.runtime);
}

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_THREAD_LOG_H
