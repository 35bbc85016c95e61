// Per-thread counts of throttled sites (counts.cpp; the hot path in overdub.h counts into them).
#ifndef OVERDUB_RUNTIME_COUNTS_H
#define OVERDUB_RUNTIME_COUNTS_H

namespace overdub {
namespace detail {

struct ThreadLog;

// The thread exits: its counts are appended (a table in the file then serves the next thread).
void finish_count_table(ThreadLog *log) noexcept;
// The process ends normally: a table in memory (aggregate mode) is appended as it stands.
void save_memory_counts(ThreadLog *log) noexcept;
// A forked child: the parent's table is the parent's.
void forget_count_table(ThreadLog *log) noexcept;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_COUNTS_H
