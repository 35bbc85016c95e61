#include "aggregate.h"

#include "buffers.h"

#include "site_index.h"

#include "throttle.h"
#include "trace_file.h"

#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

namespace overdub {
namespace detail {
namespace {

// The process's statistics: threads' folds merged as they end.
struct ProcessStats {
  uintptr_t key;  // the site's index (g_stats), or its target's target_key (g_target_stats)
  uint64_t calls, inclusive, site_inclusive, total, exclusive, min, max;
};

pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
AddressMap<ProcessStats> g_stats;
// The calls of virtual and indirect call sites per target, keyed by Aggregator::target_key.
AddressMap<ProcessStats> g_target_stats;

}  // namespace

Aggregator::~Aggregator() {
  folds_.clear();
  callee_numbers_.clear();
  on_path_.clear();
  site_open_.clear();
  stack_.clear();
  touched_.clear();
  learned_.clear();
  target_positions_.clear();
  first_targets_.clear();
  targets_.clear();
}

// A site's or a target's first fold makes its tables (memory mapped, functions resolved by the
// dynamic loader: tens of microseconds): the runtime's time, left out of the calls open then.
Aggregator::Fold *Aggregator::learn(uint32_t index, uint64_t &tsc) noexcept {
  const uint64_t began = timestamp();
  Fold *f = learn_site(index);
  tsc += exclude_since(began);
  return f;
}

Aggregator::Fold *Aggregator::learn_site(uint32_t index) noexcept {
  const Site *site = site_at(index);
  uint32_t callee = kNoSite;  // learned, never folded
  uint32_t parent = 0;
  if (site) {
    if (!site_open_.at(index)) return nullptr;  // folding reads it unchecked
    uint32_t *learned = learned_.at(learned_count_, trace::kMaxSiteIndex + 1);
    if (!learned) return nullptr;
    *learned = index;
    __atomic_store_n(&learned_count_, learned_count_ + 1, __ATOMIC_RELEASE);
    if (site->parent) parent = index_of(site + site->parent);
    CalleeNumber *c = callee_numbers_.find_or_insert(site->callee ? site->callee : "");
    if (!c) return nullptr;
    if (!c->number) {
      if (!on_path_.at(callees_ + 1)) return nullptr;  // folding reads it unchecked
      c->number = ++callees_;
    }
    callee = c->number;
  }
  Fold *f = folds_.begin() + index;
  f->min = ~uint64_t{0};
  f->parent = parent & 0xFFFFFF;
  f->callee = callee;
  return f;
}

__attribute__((always_inline)) inline void Aggregator::push(uint32_t index, const Fold &site, uint64_t now) noexcept {
  Open *top = stack_.at(depth_);
  if (!top) return;
  uint32_t *on_path = on_path_.begin();
  Open o{index, site.callee, now, 0, 0, 0, 0, 0, 0, 0, 0};
  if (depth_ > 0 && site.parent && site.parent == top[-1].index) {
    o.is_argument = 1;
    --on_path[top[-1].callee];
  }
  o.adds_inclusive = on_path[site.callee] == 0;
  ++on_path[site.callee];
  o.adds_site_inclusive = site_open_.begin()[index]++ == 0;
  *top = o;
  ++depth_;
}

__attribute__((always_inline)) inline void Aggregator::close(uint64_t end, bool unwound) noexcept {
  Open *stack = stack_.begin();
  Open o = stack[--depth_];
  uint64_t duration = end > o.start ? end - o.start : 0;
  uint32_t *on_path = on_path_.begin();
  --on_path[o.callee];
  --site_open_.begin()[o.index];
  const uint64_t exclusive = duration > o.children ? duration - o.children : 0;
  Fold &s = folds_.begin()[o.index];
  ++s.calls;
  s.total += duration;
  if (o.adds_inclusive) s.inclusive += duration;
  if (o.adds_site_inclusive) s.site_inclusive += duration;
  s.exclusive += exclusive;
  if (duration < s.min) s.min = duration;
  if (duration > s.max) s.max = duration;
  if (__builtin_expect(o.target != 0, 0)) {
    TargetFold &t = targets_.begin()[o.target - 1];
    --t.open;
    ++t.calls;
    t.total += duration;
    // Without a branch: whether a call is its target's outermost follows the shape of the
    // recursion and the order of the targets, which a predictor learns badly (a tree of nodes).
    t.inclusive += duration & -static_cast<uint64_t>(o.adds_target_inclusive);
    t.exclusive += exclusive;
    if (duration < t.min) t.min = duration;
    if (duration > t.max) t.max = duration;
  }
  if (!s.touched && !s.settled) {
    if (uint32_t *t = touched_.at(touched_count_)) {
      *t = o.index;
      ++touched_count_;
      s.touched = 1;
    }
  }
  if (depth_ == 0) return;
  Open &around = stack[depth_ - 1];
  if (!o.is_argument) {
    around.children += duration;
    around.body_ran = 1;
    return;
  }
  around.argument_threw = unwound;
  // An argument evaluation: the call around it starts when it ends (design notes, section 5).
  ++on_path[around.callee];
  if (end > around.start) around.start = end;
  if (depth_ >= 2) stack[depth_ - 2].children += duration;
}

__attribute__((always_inline)) inline void Aggregator::discard() noexcept {
  const Open o = stack_.begin()[--depth_];
  --on_path_.begin()[o.callee];
  --site_open_.begin()[o.index];
  if (o.target) --targets_.begin()[o.target - 1].open;
  if (o.is_argument && depth_ > 0) ++on_path_.begin()[stack_.begin()[depth_ - 1].callee];
}

void Aggregator::exclude(uint64_t ticks) noexcept {
  Open *stack = stack_.begin();
  for (size_t i = 0; i < depth_; ++i) stack[i].start += ticks;
}

uint64_t Aggregator::exclude_since(uint64_t began) noexcept {
  const uint64_t took = timestamp() - began;
  exclude(took);
  return took;
}

void exclude_from_open_calls(uint64_t ticks) noexcept {
  ThreadLog *log = existing_thread_log();
  if (log && log->recording && log->aggregator) log->aggregator->exclude(ticks);
}

__attribute__((always_inline)) inline Aggregator::TargetFold *Aggregator::target_fold(
    uint32_t index, uint32_t number, uint32_t *position) noexcept {
  if (number - 1 < kCachedTargets) {
    if (FirstTargets *first = first_targets_.at(index)) {
      if (const uint32_t known = first->position[number - 1]) {
        *position = known;
        return targets_.begin() + (known - 1);
      }
    }
  }
  return new_target_fold(index, number, position);
}

Aggregator::TargetFold *Aggregator::new_target_fold(uint32_t index, uint32_t number,
                                                    uint32_t *position) noexcept {
  struct Excluded {  // as learn: the time this takes is the runtime's
    Aggregator &self;
    const uint64_t began = timestamp();
    ~Excluded() { self.exclude_since(began); }
  } excluded{*this};
  TargetPosition *p = target_positions_.find_or_insert(target_key(index, number));
  if (!p) return nullptr;
  if (!p->position) {  // new (or no memory for it when it came)
    constexpr size_t kMaxTargets = size_t{1} << 22;
    TargetFold *t = targets_.at(target_count_, kMaxTargets);
    if (!t) return nullptr;
    t->key = target_key(index, number);
    t->min = ~uint64_t{0};
    p->position = static_cast<uint32_t>(target_count_ + 1);
    __atomic_store_n(&target_count_, target_count_ + 1, __ATOMIC_RELEASE);
  }
  if (number - 1 < kCachedTargets)
    if (FirstTargets *first = first_targets_.at(index)) first->position[number - 1] = p->position;
  *position = p->position;
  return targets_.begin() + (p->position - 1);
}

__attribute__((always_inline)) inline bool Aggregator::name_target(uint32_t index,
                                                                   uint32_t number) noexcept {
  // The innermost call of the site: the target is named after its start, before its arguments
  // (their calls, and a signal handler's, have ended by then).
  Open *stack = stack_.begin();
  size_t open = depth_;
  while (open > 0 && stack[open - 1].index != index) --open;
  if (open == 0) return true;  // its start was not folded
  if (stack[open - 1].target) return true;  // named already: a second extension is left out
  uint32_t position = 0;
  TargetFold *t = target_fold(index, number, &position);
  if (!t) return false;
  stack[open - 1].target = position;
  stack[open - 1].adds_target_inclusive = t->open++ == 0;
  return true;
}

__attribute__((always_inline)) inline bool Aggregator::fold_target(uint32_t index,
                                                                   uint32_t number) noexcept {
  // The timestamp only orders it among deferred events: none is taken when none waits.
  if (__builtin_expect(__atomic_load_n(&deferred_count_, __ATOMIC_RELAXED) == 0, 1))
    return name_target(index, number);
  return fold_after_deferred(timestamp(), index, kNamesTarget | number << kTargetNumberShift);
}

void Aggregator::consider_touched() noexcept {
  for (size_t i = 0; i < touched_count_; ++i) {
    const uint32_t index = *touched_.at(i);
    Fold &s = folds_.begin()[index];
    s.touched = 0;
    if (!throttle_consider(site_at(index), index, s.calls, s.total)) s.settled = 1;
  }
  touched_count_ = 0;
}

__attribute__((always_inline)) bool Aggregator::fold_inline(uint64_t tsc, uint32_t index,
                                                             unsigned kind) noexcept {
  if (__builtin_expect(__atomic_load_n(&deferred_count_, __ATOMIC_RELAXED) == 0, 1))
    return fold_one(tsc, index, kind);
  return fold_after_deferred(tsc, index, kind);
}

bool Aggregator::fold(uint64_t tsc, uint32_t index, unsigned kind) noexcept {
  return fold_inline(tsc, index, kind);
}

bool Aggregator::fold_after_deferred(uint64_t tsc, uint32_t index, unsigned kind) noexcept {
  // Events deferred before this one was made come first; those of handlers that interrupted
  // this frame after its timestamp (while it was on its way here), after it.
  drain(tsc);
  const bool folded = fold_one(tsc, index, kind);
  drain();
  return folded;
}

bool Aggregator::defer(uint64_t tsc, uint32_t index, unsigned kind) noexcept {
  const size_t n = __atomic_fetch_add(&deferred_count_, 1, __ATOMIC_RELAXED);
  if (n >= kDeferredEvents) return false;
  deferred_[n] = Deferred{tsc, index, kind};
  return true;
}

void Aggregator::drain(uint64_t until) noexcept {
  for (;;) {
    size_t n = __atomic_load_n(&deferred_count_, __ATOMIC_RELAXED);
    const size_t upto = n < kDeferredEvents ? n : kDeferredEvents;
    while (deferred_done_ < upto && deferred_[deferred_done_].tsc <= until) {
      const Deferred d = deferred_[deferred_done_++];
      fold_one(d.tsc, d.index, d.kind);
    }
    if (deferred_done_ < upto) return;  // the rest were made after `until`
    // Handlers that came meanwhile added to the end: folded too, before the count goes to 0.
    if (__atomic_compare_exchange_n(&deferred_count_, &n, 0, false, __ATOMIC_RELAXED,
                                    __ATOMIC_RELAXED)) {
      deferred_done_ = 0;
      return;
    }
  }
}

__attribute__((always_inline)) bool Aggregator::fold_one(uint64_t tsc, uint32_t index,
                                                                 unsigned kind) noexcept {
  if (kind == kStart) {
    const Fold *f = fold_of(index, tsc);
    if (!f) return false;  // no memory for the site's statistics
    if (f->callee == kNoSite) return true;
    push(index, *f, tsc);
  } else if (__builtin_expect(kind >= kNamesTarget, 0)) {
    return name_target(index, kind >> kTargetNumberShift);
  } else {
    // A stop closes its call's span, mostly the innermost: the site's entry was learned with the
    // start (a stop whose start was not seen, or of an index of no site, is left out).
    const Open *stack = stack_.begin();
    size_t match = depth_;
    while (match > 0 && stack[match - 1].index != index) --match;
    if (match == 0) return true;
    while (depth_ > match) close(tsc, false);  // left without their stops
    const Open &call = stack[match - 1];
    if (kind == kUnwind && call.argument_threw && !call.body_ran)
      discard();
    else
      close(tsc, kind == kUnwind);
  }
  if (__builtin_expect(--until_throttle_ == 0, 0)) {
    until_throttle_ = kThrottleEvery;
    consider_touched();
  }
  return true;
}

void fold_event(unsigned long long tsc, unsigned long long word) noexcept {
  ThreadLog *log = existing_thread_log();
  if (tls_state.in_runtime) {  // a signal handler's, while its thread folds (or registers)
    if (!log || !log->aggregator ||
        !log->aggregator->defer(tsc, event_index(word), event_kind(word)))
      count_dropped(log, 1);
    return;
  }
  // A registered thread folds its events even once recording is off: the stops of calls whose
  // starts were folded.
  if (__builtin_expect(!log || !log->recording, 0)) return fold_unregistered(tsc, word);
  // Inside the runtime, as RuntimeSection marks it (written out: this is every event's path).
  tls_state.in_runtime = 1;
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  if (!log->aggregator->fold_inline(tsc, event_index(word), event_kind(word)))
    count_dropped(log, 1);
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  tls_state.in_runtime = 0;
}

void fold_extension(unsigned long long word) noexcept {
  if (!trace::is_target_extension(word)) return;  // a value: aggregate mode keeps none
  const uint64_t tag = trace::target_tag(word);  // as readers decode it
  const auto index = static_cast<uint32_t>(trace::target_tag_site(tag) >> 2);
  const auto number = static_cast<uint32_t>(trace::target_tag_number(tag));
  ThreadLog *log = existing_thread_log();
  // A thread that has folded no start has no call to name (nor one whose recording ended).
  if (!log || !log->recording || !log->aggregator) return;
  if (tls_state.in_runtime) {  // a signal handler's call, while its thread folds
    // Timed after its call's start: folded after it.
    if (!log->aggregator->defer(timestamp(), index,
                                Aggregator::kNamesTarget | number << Aggregator::kTargetNumberShift))
      count_dropped(log, 1);
    return;
  }
  // Inside the runtime, as RuntimeSection marks it (written out, as in fold_event).
  tls_state.in_runtime = 1;
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  if (!log->aggregator->fold_target(index, number)) count_dropped(log, 1);
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  tls_state.in_runtime = 0;
}

namespace {

// A site's statistics as a merge reads them while their thread may still be folding (process
// exit): a read between two of its stores can be torn. Figures that no run can give (which the
// report would refuse, losing the site) are brought within each other's bounds.
ProcessStats consistent(uint64_t key, const volatile uint64_t *fields) noexcept {
  ProcessStats s{};
  s.key = key;
  s.calls = fields[0];
  s.exclusive = fields[1];
  s.min = fields[2];
  s.max = fields[3];
  s.inclusive = fields[4];
  s.site_inclusive = fields[5];
  s.total = fields[6];
  if (s.calls == 0) return s;
  if (s.min > s.max) s.min = s.max;
  if (s.max > s.total) s.total = s.max;
  if (s.inclusive > s.total) s.inclusive = s.total;
  if (s.site_inclusive > s.total) s.site_inclusive = s.total;
  if (s.exclusive > s.total) s.exclusive = s.total;
  if (s.max < (s.total + s.calls - 1) / s.calls) s.max = (s.total + s.calls - 1) / s.calls;
  if (s.min > s.total / s.calls) s.min = s.total / s.calls;
  return s;
}

// Adds a thread's figures to the process's (under g_lock).
void add_to(AddressMap<ProcessStats> &stats, const ProcessStats &mine) noexcept {
  if (mine.calls == 0) return;
  bool inserted = false;
  ProcessStats *into = stats.find_or_insert(mine.key, &inserted);
  if (!into) return;
  if (inserted) into->min = ~uint64_t{0};
  into->calls += mine.calls;
  into->inclusive += mine.inclusive;
  into->site_inclusive += mine.site_inclusive;
  into->total += mine.total;
  into->exclusive += mine.exclusive;
  if (mine.min < into->min) into->min = mine.min;
  if (mine.max > into->max) into->max = mine.max;
}

// The process's figures as a record's entries (trace::kSiteStatisticsWords or
// kTargetStatisticsWords each: the site's index first); `fields` writes one entry's; null when
// memory runs out.
template <class Fields>
uint64_t *entries_of(AddressMap<ProcessStats> &stats, size_t words, size_t *count,
                     Fields fields) noexcept {
  auto *entries = static_cast<uint64_t *>(malloc((stats.size() + 1) * words * sizeof(uint64_t)));
  *count = 0;
  if (entries)
    stats.each([&](const ProcessStats &s) {
      if (s.calls) fields(s, entries + words * (*count)++);
    });
  return entries;
}

}  // namespace

void Aggregator::merge_into_process() noexcept {
  pthread_mutex_lock(&lock_);
  // Once: at the thread's exit or at the process's, whichever comes first (the thread may fold
  // on after the process's merge; what it folds then comes after the trace's end).
  if (merged_) {
    pthread_mutex_unlock(&lock_);
    return;
  }
  merged_ = true;
  pthread_mutex_lock(&g_lock);
  // The targets first: a thread still folding adds to a site's figures after its target's, so
  // that the targets' calls never exceed their site's.
  const size_t targets = __atomic_load_n(&target_count_, __ATOMIC_ACQUIRE);
  for (size_t i = 0; i < targets; ++i) {
    const volatile TargetFold *t = targets_.begin() + i;
    // As a Fold's fields: inclusive is the target's for both kinds of inclusive time.
    const uint64_t inclusive = t->inclusive;
    const volatile uint64_t fields[] = {t->calls, t->exclusive, t->min,  t->max,
                                        inclusive, inclusive,    t->total};
    add_to(g_target_stats, consistent(t->key, fields));
  }
  const size_t learned = __atomic_load_n(&learned_count_, __ATOMIC_ACQUIRE);
  for (size_t i = 0; i < learned; ++i) {
    const uint32_t index = learned_.begin()[i];
    static_assert(offsetof(Fold, calls) == 0 && offsetof(Fold, total) == 48, "the fields read");
    add_to(g_stats,
           consistent(index, reinterpret_cast<const volatile uint64_t *>(folds_.begin() + index)));
  }
  pthread_mutex_unlock(&g_lock);
  pthread_mutex_unlock(&lock_);
}

void write_process_aggregates() noexcept {
  pthread_mutex_lock(&g_lock);
  size_t targets = 0, sites = 0;
  uint64_t *per_target = entries_of(
      g_target_stats, trace::kTargetStatisticsWords, &targets,
      [](const ProcessStats &s, uint64_t *e) {
        e[0] = target_key_index(s.key);
        e[1] = target_key_number(s.key);
        e[2] = s.calls;
        e[3] = s.inclusive;
        e[4] = s.total;
        e[5] = s.exclusive;
        e[6] = s.min;
        e[7] = s.max;
      });
  uint64_t *per_site = entries_of(g_stats, trace::kSiteStatisticsWords, &sites,
                                  [](const ProcessStats &s, uint64_t *e) {
                                    e[0] = s.key;
                                    e[1] = s.calls;
                                    e[2] = s.inclusive;
                                    e[3] = s.site_inclusive;
                                    e[4] = s.total;
                                    e[5] = s.exclusive;
                                    e[6] = s.min;
                                    e[7] = s.max;
                                  });
  pthread_mutex_unlock(&g_lock);
  if (per_target && targets)
    append_statistics(trace::kTargetStatistics, per_target, targets, trace::kTargetStatisticsWords);
  if (per_site)
    append_statistics(trace::kSiteStatistics, per_site, sites, trace::kSiteStatisticsWords);
  free(per_target);
  free(per_site);
}

void reset_process_aggregates() noexcept {
  pthread_mutex_init(&g_lock, nullptr);
  g_stats.clear();
  g_target_stats.clear();
}

}  // namespace detail
}  // namespace overdub
