#include "aggregate.h"

#include "throttle.h"
#include "trace_file.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

namespace overdub {
namespace detail {
namespace {

// Open-addressing table of statistics keyed by site address; grows by doubling.
Aggregator::Stats *find_or_insert(Aggregator::Stats *&table, size_t &cap, size_t &size,
                                  const Site *site) noexcept {
  if (size * 2 >= cap) {
    size_t new_cap = cap ? cap * 2 : 256;
    auto *grown = static_cast<Aggregator::Stats *>(calloc(new_cap, sizeof(Aggregator::Stats)));
    if (!grown) return nullptr;
    for (size_t i = 0; i < cap; ++i) {
      if (!table[i].site) continue;
      size_t j = (reinterpret_cast<uintptr_t>(table[i].site) >> 3) & (new_cap - 1);
      while (grown[j].site) j = (j + 1) & (new_cap - 1);
      grown[j] = table[i];
    }
    free(table);
    table = grown;
    cap = new_cap;
  }
  size_t i = (reinterpret_cast<uintptr_t>(site) >> 3) & (cap - 1);
  while (table[i].site && table[i].site != site) i = (i + 1) & (cap - 1);
  if (!table[i].site) {
    table[i] = Aggregator::Stats{site, 0, 0, 0, ~uint64_t{0}, 0, 0};
    ++size;
  }
  return &table[i];
}

pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
Aggregator::Stats *g_table = nullptr;
size_t g_cap = 0, g_size = 0;

}  // namespace

Aggregator::~Aggregator() {
  free(stack_);
  free(table_);
}

Aggregator::Stats *Aggregator::stats_of(const Site *site) noexcept {
  return find_or_insert(table_, cap_, size_, site);
}

void Aggregator::push(const Site *site, uint64_t now) noexcept {
  if (depth_ == stack_cap_) {
    size_t cap = stack_cap_ ? stack_cap_ * 2 : 256;
    auto *grown = static_cast<Open *>(realloc(stack_, cap * sizeof(Open)));
    if (!grown) return;
    stack_ = grown;
    stack_cap_ = cap;
  }
  Open o{site, now, 0, false, false};
  o.is_argument = depth_ > 0 && site->parent && site + site->parent == stack_[depth_ - 1].site;
  if (o.is_argument)
    if (Stats *around = stats_of(stack_[depth_ - 1].site)) --around->on_path;
  if (Stats *s = stats_of(site)) {
    o.adds_inclusive = s->on_path == 0;
    ++s->on_path;
  }
  stack_[depth_++] = o;
}

void Aggregator::close(uint64_t end) noexcept {
  Open o = stack_[--depth_];
  uint64_t duration = end > o.start ? end - o.start : 0;
  if (Stats *s = stats_of(o.site)) {
    --s->on_path;
    ++s->calls;
    if (o.adds_inclusive) s->inclusive += duration;
    s->exclusive += duration > o.children ? duration - o.children : 0;
    if (duration < s->min) s->min = duration;
    if (duration > s->max) s->max = duration;
  }
  if (depth_ == 0) return;
  Open &around = stack_[depth_ - 1];
  if (!o.is_argument) {
    around.children += duration;
    return;
  }
  // An argument evaluation: the call around it starts when it ends (design notes, section 5).
  if (Stats *s = stats_of(around.site)) ++s->on_path;
  if (end > around.start) around.start = end;
  if (depth_ >= 2) stack_[depth_ - 2].children += duration;
}

void Aggregator::consume(const Event *events, size_t count) noexcept {
  for (size_t i = 0; i < count; ++i) {
    const uint64_t tag = events[i].tag;
    const Site *site = reinterpret_cast<const Site *>(tag & ~uint64_t{kKindMask});
    if (!site) continue;  // a slot reserved but never written
    if ((tag & kKindMask) == kStart) {
      push(site, events[i].tsc);
      continue;
    }
    size_t match = depth_;
    while (match > 0 && stack_[match - 1].site != site) --match;
    if (match == 0) continue;  // a stop whose start was not seen
    while (depth_ >= match) close(events[i].tsc);
  }
  for (size_t i = 0; i < cap_; ++i)
    if (table_[i].site && table_[i].calls >= config().throttle_calls)
      throttle_consider(table_[i].site, table_[i].calls, table_[i].inclusive);
}

void Aggregator::merge_into_process() noexcept {
  pthread_mutex_lock(&g_lock);
  for (size_t i = 0; i < cap_; ++i) {
    const Stats &mine = table_[i];
    if (!mine.site || mine.calls == 0) continue;
    Stats *into = find_or_insert(g_table, g_cap, g_size, mine.site);
    if (!into) continue;
    into->calls += mine.calls;
    into->inclusive += mine.inclusive;
    into->exclusive += mine.exclusive;
    if (mine.min < into->min) into->min = mine.min;
    if (mine.max > into->max) into->max = mine.max;
  }
  // Counted once: what stays is what is still open.
  for (size_t i = 0; i < cap_; ++i)
    if (table_[i].site) {
      table_[i].calls = table_[i].inclusive = table_[i].exclusive = table_[i].max = 0;
      table_[i].min = ~uint64_t{0};
    }
  pthread_mutex_unlock(&g_lock);
}

void write_process_aggregates() noexcept {
  pthread_mutex_lock(&g_lock);
  auto *entries = static_cast<uint64_t *>(malloc((g_size ? g_size : 1) * 6 * sizeof(uint64_t)));
  size_t n = 0;
  for (size_t i = 0; entries && i < g_cap; ++i) {
    const Aggregator::Stats &s = g_table[i];
    if (!s.site || s.calls == 0) continue;
    uint64_t *e = entries + 6 * n++;
    e[0] = reinterpret_cast<uintptr_t>(s.site);
    e[1] = s.calls;
    e[2] = s.inclusive;
    e[3] = s.exclusive;
    e[4] = s.min;
    e[5] = s.max;
  }
  pthread_mutex_unlock(&g_lock);
  if (entries) append_aggregate(entries, n);
  free(entries);
}

void reset_process_aggregates() noexcept {
  pthread_mutex_init(&g_lock, nullptr);
  free(g_table);
  g_table = nullptr;
  g_cap = g_size = 0;
}

}  // namespace detail
}  // namespace overdub
