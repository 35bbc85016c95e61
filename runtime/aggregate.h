// Aggregate mode: no event stream, per call site statistics (calls, inclusive, exclusive, min,
// max), and per target of its virtual and indirect call sites, folded as each event is made: a
// thread has no event buffer, so every event takes the hot path's slow path, which hands it here
// (recorder.cpp, fold_event).
#ifndef OVERDUB_RUNTIME_AGGREGATE_H
#define OVERDUB_RUNTIME_AGGREGATE_H

#include "runtime_internal.h"

#include <pthread.h>

namespace overdub {
namespace detail {

// A site's target as aggregate mode keys its statistics: the site's index and the target's
// number (trace_format.h, kCallTarget).
inline uint64_t target_key(uint32_t index, uint32_t number) noexcept {
  return uint64_t{index} << 16 | number;
}
inline uint32_t target_key_index(uint64_t key) noexcept { return static_cast<uint32_t>(key >> 16); }
inline uint32_t target_key_number(uint64_t key) noexcept { return key & 0xFFFF; }

class Aggregator {
 public:
  ~Aggregator();
  // Folds one of the thread's events (kind: kStart, kStop or kUnwind), in the order the thread
  // makes them, with the thread inside the runtime (a signal handler's events are deferred
  // meanwhile). A stop whose start was not seen is left out.
  // False when the event could not be folded for want of memory (the caller counts it as
  // dropped).
  bool fold(uint64_t tsc, uint32_t index, unsigned kind) noexcept;
  // An event of a signal handler that interrupted the thread inside the runtime: kept, to be
  // folded (in order, after the interrupted frame's) when the thread folds next or finishes.
  // False when no room is left: the event is lost (the caller counts it as dropped).
  bool defer(uint64_t tsc, uint32_t index, unsigned kind) noexcept;
  // Names the target of the innermost call of the site of index `index` open on the thread (a
  // target extension: trace_format.h, kTargetExtension), as fold does an event (after the
  // deferred events made before it). False when it could not be folded for want of memory.
  inline bool fold_target(uint32_t index, uint32_t number) noexcept;
  // Folds the events deferred so far that were made up to `until` (the thread inside the
  // runtime).
  void drain(uint64_t until = ~uint64_t{0}) noexcept;
  // Takes `ticks` of the runtime's own work (numbering a call target) out of the calls open on
  // the thread, as if each had started that much later (the thread inside the runtime).
  void exclude(uint64_t ticks) noexcept;
  // exclude() of the time since `began`, which it returns.
  uint64_t exclude_since(uint64_t began) noexcept;
  // Adds this thread's statistics to the process's (spans still open are left out), once.
  // Another thread may merge while this one is still folding (process exit): the statistics
  // never move, and figures read between two stores are made consistent.
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
  // The site's entry, learned on first use (its start `tsc` then moves past the time that took,
  // which the calls around it leave out too); null when memory runs out.
  __attribute__((always_inline)) Fold *fold_of(uint32_t index, uint64_t &tsc) noexcept {
    Fold *f = folds_.at(index, trace::kMaxSiteIndex + 1);
    if (__builtin_expect(f && f->callee != 0, 1)) return f;
    return f ? learn(index, tsc) : nullptr;
  }
  Fold *learn(uint32_t index, uint64_t &tsc) noexcept __attribute__((noinline));
  Fold *learn_site(uint32_t index) noexcept;

  struct Open {
    uint32_t index;
    uint32_t callee;
    uint64_t start, children;
    uint32_t target;  // its target's position in targets_ + 1; 0: none named
    uint8_t is_argument : 1;  // evaluated in the argument list (or object) of the span below it
    uint8_t adds_inclusive : 1, adds_site_inclusive : 1, adds_target_inclusive : 1;
    // As the report tells a call never entered (its argument threw): its last argument ended by
    // an exception, and no call from its body was seen.
    uint8_t argument_threw : 1, body_ran : 1;
  };
  static_assert(sizeof(Open) == 32, "two spans a cache line");
  // Inlined into fold_one: every event of the thread comes through here.
  void push(uint32_t index, const Fold &site, uint64_t now) noexcept;
  void close(uint64_t end, bool unwound) noexcept;
  // Drops the innermost span without counting it: a call unwound right after one of its
  // arguments threw was never entered (as the report discards it from events).
  void discard() noexcept;
  // The throttle looks at the sites whose calls were folded since it last looked, every
  // kThrottleEvery events.
  void consider_touched() noexcept __attribute__((noinline));
  static constexpr uint32_t kThrottleEvery = 4096;
  uint32_t until_throttle_ = kThrottleEvery;
  // fold, inlined into fold_event (aggregate mode's every event) and fold_one into both.
  friend void fold_event(unsigned long long tsc, unsigned long long word) noexcept;
  friend void fold_extension(unsigned long long word) noexcept;
  inline bool fold_inline(uint64_t tsc, uint32_t index, unsigned kind) noexcept;
  inline bool fold_one(uint64_t tsc, uint32_t index, unsigned kind) noexcept;
  bool fold_after_deferred(uint64_t tsc, uint32_t index, unsigned kind) noexcept
      __attribute__((noinline));

  // Deferred events: a handler takes a slot in one instruction (handlers nest), and the thread
  // folds them when no handler runs. A target's `kind` is kNamesTarget, its number above it.
  struct Deferred {
    uint64_t tsc;
    uint32_t index, kind;
  };
  static constexpr uint32_t kNamesTarget = 4, kTargetNumberShift = 3;
  static constexpr size_t kDeferredEvents = 1024;
  size_t deferred_count_ = 0;  // may exceed kDeferredEvents: the events past it were lost
  size_t deferred_done_ = 0;   // folded already (the thread's own)
  Deferred deferred_[kDeferredEvents];

  StableArray<Fold> folds_;
  // The calls of a site per target, as Fold's first figures (merged alike), in the order the
  // thread first named them: entries never move (a merging thread reads them).
  struct alignas(64) TargetFold {
    uint64_t calls, exclusive, min, max;
    uint64_t inclusive;  // a recursion of the site and target added once
    uint64_t total;
    uint64_t key;   // target_key(index, number)
    uint32_t open;  // its calls open on the thread
  };
  static_assert(sizeof(TargetFold) == 64, "a target's fold state is one cache line");
  // The entry of a site's target, made when new, and its position in targets_ + 1; null when
  // memory runs out.
  inline TargetFold *target_fold(uint32_t index, uint32_t number, uint32_t *position) noexcept;
  TargetFold *new_target_fold(uint32_t index, uint32_t number, uint32_t *position) noexcept
      __attribute__((noinline));
  inline bool name_target(uint32_t index, uint32_t number) noexcept;
  struct TargetPosition {
    uintptr_t key;  // target_key
    uint32_t position;
  };
  AddressMap<TargetPosition> target_positions_;
  // Per site index, the positions of its first targets (numbers 1 to kCachedTargets, as the
  // site's TargetCache holds their addresses): most calls find theirs without hashing.
  struct FirstTargets {
    uint32_t position[kCachedTargets];
  };
  DenseArray<FirstTargets> first_targets_;
  StableArray<TargetFold> targets_;
  size_t target_count_ = 0;  // read by merging threads
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
  StableArray<uint32_t> learned_;  // the indexes of the sites this thread folded, to merge
  size_t learned_count_ = 0;        // read by merging threads
  // Held while merging: at process exit another thread merges this one's statistics, perhaps
  // while this one exits and merges them too.
  pthread_mutex_t lock_ = PTHREAD_MUTEX_INITIALIZER;
  bool merged_ = false;  // merged into the process's statistics (once)
};

// Aggregate mode's every event (`word` as the hot path makes it: the site's index << 2 | kind),
// folded into the calling thread's statistics at once, the thread marked inside the runtime. A
// signal handler's events while its thread is inside the runtime are deferred (dropped and
// counted when no room is left).
void fold_event(unsigned long long tsc, unsigned long long word) noexcept;
// Aggregate mode's extension words (`word` as overdub.h's target_word makes it): a call target
// names the innermost open call of its site on the calling thread; values are not kept.
void fold_extension(unsigned long long word) noexcept;
// Aggregator::exclude for the calling thread, when it folds (aggregate mode).
void exclude_from_open_calls(uint64_t ticks) noexcept;
// fold_event's path for a thread not registered yet (recorder.cpp): registers it and folds, or
// leaves the event out when recording is off.
void fold_unregistered(unsigned long long tsc, unsigned long long word) noexcept
    __attribute__((cold, noinline));
inline uint32_t event_index(unsigned long long word) noexcept {
  return static_cast<uint32_t>(trace::event_site_index(word));
}
inline unsigned event_kind(unsigned long long word) noexcept {
  return static_cast<unsigned>(word & kKindMask);
}

// Writes the process's statistics to the trace file.
void write_process_aggregates() noexcept;
// In a forked child: the parent's statistics are not the child's.
void reset_process_aggregates() noexcept;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_AGGREGATE_H
