// The writer thread (trace mode): a thread whose buffer is full goes on in its other buffer and
// posts the full one here; the writer appends its events to the file, clears it and gives it
// back. The recording thread thus never waits for the file unless the writer falls behind: when
// it needs the buffer back before the writer is done with it, it waits, and the wait is timed as
// the hand-off span the report takes out of the calls around it (nothing is dropped).
//
// The writer starts at the first hand-off (a program that never fills a buffer gets no thread),
// with every signal blocked, named "overdub-writer"; it never records. OVERDUB_WRITER=0, or a
// thread that cannot be made, leaves the hand-offs to the recording threads, as before.
//
// Posting is lock-free and async-signal-safe (a signal handler may fill a buffer): a push on a
// list and a futex wake. The first post of the process makes the thread (pthread_create), which
// is not: a signal handler that makes the process's first hand-off while the code it interrupted
// is inside malloc or pthread_create could deadlock there, as it could when the process's first
// event is a handler's and the trace file opens. The writer takes the trace file's lock (and
// throttling's) to append, so a thread waits for it only outside the runtime's sections (never
// while holding either).
#ifndef OVERDUB_RUNTIME_WRITER_H
#define OVERDUB_RUNTIME_WRITER_H

#include "thread_log.h"

namespace overdub {
namespace detail {

// Posts slots [0, count) of `b`, `log`'s, to the writer. False: there is no writer, and the
// caller hands the buffer on itself.
bool post_to_writer(ThreadLog *log, Buffer &b, size_t count, uint64_t generation_ticks) noexcept;
// Whether the writer owns `b` (posted, not yet given back).
inline bool writer_holds(const Buffer &b) noexcept {
  return __atomic_load_n(&b.writing, __ATOMIC_ACQUIRE) != 0;
}
// Waits until the writer gives `b` back (at once when it does not hold it), or `timeout_ns` (0:
// no limit) passed: false then.
bool wait_for_writer(Buffer &b, uint64_t timeout_ns = 0) noexcept;
// Waits until the buffers posted so far are given back (the process's normal exit): those of the
// calling thread, and of the others as many as were posted by then.
void drain_writer() noexcept;
// A forked child has no writer: it starts its own at its first hand-off.
void writer_after_fork_in_child() noexcept;

// Whether the calling thread is the writer (which packs the events it appends, trace_packing.h),
// and memory of at least `bytes` for it to pack into (null when none can be had).
bool on_writer_thread() noexcept;
uint8_t *writer_scratch(size_t bytes) noexcept;

// What the writer does with a buffer (buffers.cpp): appends it, up to its first slot not written
// yet (a frame a signal handler interrupted holds it), and clears what it appended.
void hand_on_posted(ThreadLog *log, Buffer &b) noexcept;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_WRITER_H
