#include "aggregate.h"

#include "site_index.h"

#include "throttle.h"
#include "trace_file.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

namespace overdub {
namespace detail {
namespace {

using StatsMap = AddressMap<Aggregator::Stats>;

Aggregator::Stats *stats_entry(StatsMap &map, const Site *site, uint32_t index) noexcept {
  bool inserted = false;
  Aggregator::Stats *s = map.find_or_insert(index, &inserted);
  if (s && inserted) {
    s->min = ~uint64_t{0};
    s->site = site;
  }
  return s;
}

pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
StatsMap g_stats;

}  // namespace

Aggregator::~Aggregator() {
  if (stack_) munmap(stack_, stack_cap_ * sizeof(Open));
  stats_.clear();
  paths_.clear();
}

uint32_t *Aggregator::on_path(const Site *site) noexcept {
  static uint32_t spare;  // when memory runs out: recursion may then be counted twice
  CalleePath *p = paths_.find_or_insert(site->callee ? site->callee : "");
  return p ? &p->on_path : &spare;
}

Aggregator::Known &Aggregator::learn(uint32_t index) noexcept {
  Known &k = known_[index & (kKnown - 1)];
  const Site *site = site_at(index);
  k = Known{index, site, 0, nullptr, nullptr};
  if (site) {
    if (site->parent) k.parent = index_of(site + site->parent);
    k.stats = stats_entry(stats_, site, index);
    k.path = on_path(site);
  }
  // Looking up may have grown a table: the cache then starts over, with this entry.
  size_t caps = stats_.capacity() * 2 + paths_.capacity();
  if (caps != known_caps_) {
    Known kept = k;
    memset(known_, 0, sizeof known_);
    known_caps_ = caps;
    k = kept;
  }
  return k;
}

void Aggregator::push(const Known &known_site, uint64_t now) noexcept {
  const uint32_t index = known_site.index;
  if (depth_ == stack_cap_) {  // pages of its own, as the tables (runtime_internal.h)
    size_t cap = stack_cap_ ? stack_cap_ * 2 : 256;
    void *pages = mmap(nullptr, cap * sizeof(Open), PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (pages == MAP_FAILED) return;
    auto *grown = static_cast<Open *>(pages);
    if (stack_) {
      memcpy(grown, stack_, depth_ * sizeof(Open));
      munmap(stack_, stack_cap_ * sizeof(Open));
    }
    stack_ = grown;
    stack_cap_ = cap;
  }
  Open o{index, now, 0, false, false};
  o.is_argument = depth_ > 0 && known_site.parent && known_site.parent == stack_[depth_ - 1].index;
  if (o.is_argument) --*known(stack_[depth_ - 1].index).path;
  uint32_t *same = known(index).path;
  o.adds_inclusive = *same == 0;
  ++*same;
  stack_[depth_++] = o;
}

void Aggregator::close(uint64_t end) noexcept {
  Open o = stack_[--depth_];
  uint64_t duration = end > o.start ? end - o.start : 0;
  const Known &k = known(o.index);
  --*k.path;
  if (Stats *s = k.stats) {
    ++s->calls;
    s->total += duration;
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
  ++*known(around.index).path;
  if (end > around.start) around.start = end;
  if (depth_ >= 2) stack_[depth_ - 2].children += duration;
}

size_t Aggregator::consume(Event *events, size_t count, bool up_to_empty) noexcept {
  pthread_mutex_lock(&lock_);
  for (size_t i = 0; i < count; ++i) {
    const uint64_t word = events[i].word;
    if (!word) {  // a slot taken but not written (yet)
      if (!up_to_empty) continue;
      count = i;
      break;
    }
    events[i].word = 0;  // the slot is free again
    trace::EventRecord e;
    if (!decoder_.decode(word, e)) continue;  // a marker
    const Known &k = known(static_cast<uint32_t>(e.tag >> 2));
    if (!k.site) continue;  // an index of no site
    if ((e.tag & kKindMask) == kStart) {
      push(k, e.tsc);
      continue;
    }
    size_t match = depth_;
    while (match > 0 && stack_[match - 1].index != k.index) --match;
    if (match == 0) continue;  // a stop whose start was not seen
    while (depth_ >= match) close(e.tsc);
  }
  stats_.each([](const Stats &s) {
    if (s.calls >= config().throttle_calls)
      throttle_consider(s.site, static_cast<uint32_t>(s.key), s.calls, s.total);
  });
  pthread_mutex_unlock(&lock_);
  return count;
}

void Aggregator::merge_into_process() noexcept {
  pthread_mutex_lock(&lock_);
  pthread_mutex_lock(&g_lock);
  stats_.each([](Stats &mine) {
    if (mine.calls == 0) return;
    Stats *into = stats_entry(g_stats, mine.site, static_cast<uint32_t>(mine.key));
    if (into) {
      into->calls += mine.calls;
      into->inclusive += mine.inclusive;
      into->exclusive += mine.exclusive;
      if (mine.min < into->min) into->min = mine.min;
      if (mine.max > into->max) into->max = mine.max;
    }
    // Counted once: what stays is what is still open.
    mine.calls = mine.inclusive = mine.exclusive = mine.max = mine.total = 0;
    mine.min = ~uint64_t{0};
  });
  pthread_mutex_unlock(&g_lock);
  pthread_mutex_unlock(&lock_);
}

void write_process_aggregates() noexcept {
  pthread_mutex_lock(&g_lock);
  auto *entries = static_cast<uint64_t *>(malloc((g_stats.size() + 1) * 6 * sizeof(uint64_t)));
  size_t n = 0;
  if (entries)
    g_stats.each([&](const Aggregator::Stats &s) {
      if (s.calls == 0) return;
      uint64_t *e = entries + 6 * n++;
      e[0] = s.key;
      e[1] = s.calls;
      e[2] = s.inclusive;
      e[3] = s.exclusive;
      e[4] = s.min;
      e[5] = s.max;
    });
  pthread_mutex_unlock(&g_lock);
  if (entries) append_aggregate(entries, n);
  free(entries);
}

void reset_process_aggregates() noexcept {
  pthread_mutex_init(&g_lock, nullptr);
  g_stats.clear();
}

}  // namespace detail
}  // namespace overdub
