// State shared by the recorder (hot path and thread registry) and the trace writer.
#ifndef OVERDUB_RUNTIME_RECORDER_STATE_H
#define OVERDUB_RUNTIME_RECORDER_STATE_H

#include <overdub/overdub.h>
#include <stddef.h>
#include <stdint.h>

namespace overdub {
namespace detail {

// 64 Ki events of 16 bytes: 1 MiB per chunk.
constexpr size_t kChunkEvents = size_t{1} << 16;

struct Chunk {
  Chunk *next;
  size_t count;  // events held; kept up to date for every chunk but a thread's current one
  Event events[kChunkEvents];
};

struct ThreadLog {
  ThreadLog *next;
  uint64_t tid;
  Chunk *first;
  Chunk *last;
  ThreadBuffer *live;  // the thread's buffer while it runs, null once it has exited
  Event *final_cur;    // the buffer position when the thread exited
  uint64_t dropped;
};

struct Calibration {
  uint64_t tsc0, ns0, tsc1, ns1;
};

// All threads that ever recorded, newest first.
ThreadLog *thread_logs() noexcept;
// Events held by a chunk of `log`, including its current one.
size_t chunk_events(const ThreadLog *log, const Chunk *chunk) noexcept;
uint64_t monotonic_ns() noexcept;
// The first reading of the clocks, taken when the first thread registered.
Calibration calibration_start() noexcept;

// Writes everything recorded to the trace file; returns false (after one warning on stderr)
// when the file cannot be written.
bool write_trace(const Calibration &clock) noexcept;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_RECORDER_STATE_H
