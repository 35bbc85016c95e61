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

 private:
  // A site's statistics in this thread and what folding its events needs, in one cache line,
  // indexed by the site's index (dense from 1): the program between two folds evicts what
  // folding touches, so each line an event needs is a miss (a hash table's slot, a cache of
  // them and the callee's counter were three).
  struct Fold {
    uint64_t calls, exclusive, min, max;
    // Recursion adds time once: per callee (what the site adds to its function's), and per site.
    uint64_t inclusive, site_inclusive;
    uint64_t total;      // every call's duration, nested ones too (the throttle's mean)
    // The number of the site's callee in this thread; 0: not learned yet; kNoSite: an index
    // of no site.
    uint32_t callee;
    uint32_t parent : 24;  // the index of the site's lexical parent (0: none)
    uint32_t touched : 1;  // a call folded since the throttle last looked
    uint32_t settled : 1;  // the throttle has decided: it looks no more
  };
  static_assert(sizeof(Fold) == 64, "a site's fold state is one cache line");
  static constexpr uint32_t kNoSite = ~uint32_t{0};
  // The site's entry, learned on first use; null when memory runs out.
  Fold *fold(uint32_t index) noexcept {
    Fold *f = folds_.at(index);
    if (__builtin_expect(f && f->callee != 0, 1)) return f;
    return f ? learn(index) : nullptr;
  }
  Fold *learn(uint32_t index) noexcept;

  struct Open {
    uint32_t index;
    uint32_t callee;
    uint64_t start, children;
    bool is_argument;  // evaluated in the argument list of the span below it
    bool adds_inclusive, adds_site_inclusive;
  };
  void push(uint32_t index, const Fold &site, uint64_t now) noexcept;
  void close(uint64_t end) noexcept;
  // The throttle looks at the sites whose calls were folded since it last looked.
  void consider_touched() noexcept;

  // The thread's events' timestamps, carried from one buffer to the next.
  trace::EventDecoder decoder_;
  DenseArray<Fold> folds_;
  // Per callee (sites of one callee share its name's address), its spans open on the semantic
  // call path: recursion adds inclusive time once, as the report sums it.
  struct CalleeNumber {
    const char *key;
    uint32_t number;
  };
  AddressMap<CalleeNumber> callee_numbers_;
  uint32_t callees_ = 0;
  DenseArray<uint32_t> on_path_;
  DenseArray<uint32_t> site_open_;  // per site index, its calls open
  DenseArray<Open> stack_;
  size_t depth_ = 0;
  DenseArray<uint32_t> touched_;
  size_t touched_count_ = 0;
  DenseArray<uint32_t> learned_;  // the indexes of the sites this thread folded, to merge
  size_t learned_count_ = 0;
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
