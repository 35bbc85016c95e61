// Aggregate mode: no event stream, per call site statistics (calls, inclusive, exclusive, min,
// max), folded from each thread's small event buffer whenever it fills.
#ifndef OVERDUB_RUNTIME_AGGREGATE_H
#define OVERDUB_RUNTIME_AGGREGATE_H

#include "runtime_internal.h"

#include <pthread.h>

namespace overdub {
namespace detail {

class Aggregator {
 public:
  ~Aggregator();
  // Folds events, in order, and clears them; spans open across calls carry over. Empty slots are
  // skipped, or end the events folded when `up_to_empty`. Returns the slots folded.
  size_t consume(Event *events, size_t count, bool up_to_empty = false) noexcept;
  // Adds this thread's statistics to the process's (spans still open are left out).
  void merge_into_process() noexcept;

  struct Stats {
    uintptr_t key;     // the site's index: a library loaded where another was has sites of its own
    const Site *site;
    uint64_t calls, inclusive, exclusive, min, max;
    uint64_t total;  // every call's duration, nested ones too (the throttle's mean)
  };

 private:
  struct Open {
    uint32_t index;
    uint64_t start, children;
    bool is_argument;  // evaluated in the argument list of the span below it
    bool adds_inclusive;
  };
  // What folding a site's events needs, looked up once per site rather than per event (the
  // tables' entries stay where they are until a table grows, which empties the cache).
  struct Known {
    uint32_t index;
    const Site *site;  // null: an index of no site
    uint32_t parent;   // the index of the site's lexical parent (0: none)
    Stats *stats;
    uint32_t *path;
  };
  static constexpr size_t kKnown = 512;
  Known known_[kKnown] = {};
  size_t known_caps_ = 0;  // the tables' capacities the cache was filled with
  Known &known(uint32_t index) noexcept {
    Known &k = known_[index & (kKnown - 1)];
    if (__builtin_expect(k.index == index && index != 0, 1)) return k;
    return learn(index);
  }
  // Fills the cache's entry of `index` (only here do the tables grow).
  Known &learn(uint32_t index) noexcept;
  // The thread's events' timestamps, carried from one buffer to the next.
  trace::EventDecoder decoder_;
  // Open spans of a callee on the semantic call path: recursion adds inclusive time once, per
  // callee as the report sums it (sites of one callee share its name's address).
  struct CalleePath {
    const char *key;
    uint32_t on_path;
  };
  uint32_t *on_path(const Site *site) noexcept;
  void push(const Known &site, uint64_t now) noexcept;
  void close(uint64_t end) noexcept;

  Open *stack_ = nullptr;
  size_t depth_ = 0, stack_cap_ = 0;
  AddressMap<Stats> stats_;
  AddressMap<CalleePath> paths_;
  // Held while folding or merging: at process exit another thread merges this one's statistics
  // while it may still be running.
  pthread_mutex_t lock_ = PTHREAD_MUTEX_INITIALIZER;
};

// Writes the process's statistics to the trace file.
void write_process_aggregates() noexcept;
// In a forked child: the parent's statistics are not the child's.
void reset_process_aggregates() noexcept;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_AGGREGATE_H
