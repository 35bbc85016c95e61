#include "throttle.h"

#include "trace_file.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

namespace overdub {
namespace detail {

__thread CountSlot tls_counts[kCountSlots] __attribute__((tls_model("initial-exec")));

namespace {

// Per site: calls seen (estimated from samples in trace mode), calls counted once throttled.
struct SiteCalls {
  const Site *key;
  uint64_t seen, counted;
  bool throttled;
};

pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
AddressMap<SiteCalls> g_sites;

SiteCalls *entry(const Site *site) noexcept { return g_sites.find_or_insert(site); }

// Under g_lock: `seen` more calls averaging `mean_ns`.
void observe(const Site *site, uint64_t seen, double mean_ns) noexcept {
  SiteCalls *e = entry(site);
  if (!e || e->throttled) return;
  e->seen += seen;
  if (e->seen >= config().throttle_calls && mean_ns < static_cast<double>(config().throttle_ns)) {
    e->throttled = true;
    __atomic_fetch_or(site->state, unsigned{kCountCalls}, __ATOMIC_RELAXED);  // keeps kSiteOff
  }
}

}  // namespace

// Per site of a chunk: calls started, and the durations of the calls that also end in it.
struct ThrottleScratch {
  static constexpr size_t kLocal = 512, kDepth = 1024;
  struct Local {
    const Site *site;
    uint64_t starts, timed, ticks;
  } local[kLocal];
  struct Open {
    const Site *site;
    uint64_t start;
  } stack[kDepth];
};

void free_throttle_scratch(ThrottleScratch *scratch) noexcept { free(scratch); }

void throttle_sample(const Event *events, size_t count, ThrottleScratch *&scratch) noexcept {
  if (!config().throttle) return;
  if (!scratch) scratch = static_cast<ThrottleScratch *>(malloc(sizeof(ThrottleScratch)));
  if (!scratch) return;
  using Local = ThrottleScratch::Local;
  constexpr size_t kLocal = ThrottleScratch::kLocal, kDepth = ThrottleScratch::kDepth;
  Local *local = scratch->local;
  ThrottleScratch::Open *stack = scratch->stack;
  memset(local, 0, sizeof scratch->local);
  size_t depth = 0;
  auto find = [&](const Site *site) -> Local * {
    size_t i = (reinterpret_cast<uintptr_t>(site) >> 4) & (kLocal - 1);
    for (size_t probes = 0; probes < kLocal; ++probes, i = (i + 1) & (kLocal - 1)) {
      if (local[i].site == site) return &local[i];
      if (!local[i].site) {
        local[i].site = site;
        return &local[i];
      }
    }
    return nullptr;
  };
  for (size_t i = 0; i < count; ++i) {
    const Site *site = reinterpret_cast<const Site *>(events[i].tag & ~uint64_t{kKindMask});
    if (!site) continue;
    if ((events[i].tag & kKindMask) == kStart) {
      if (Local *l = find(site)) ++l->starts;
      if (depth < kDepth) stack[depth++] = {site, events[i].tsc};
      continue;
    }
    size_t match = depth;
    while (match > 0 && stack[match - 1].site != site) --match;
    if (match == 0) continue;
    depth = match - 1;
    if (Local *l = find(site)) {
      ++l->timed;
      l->ticks += events[i].tsc - stack[depth].start;
    }
  }
  const double ns_per_tick = trace_ns_per_tick();
  pthread_mutex_lock(&g_lock);
  for (size_t i = 0; i < kLocal; ++i)
    if (const Local &l = local[i]; l.site && l.timed)
      observe(l.site, l.starts * kThrottleSampling,
              static_cast<double>(l.ticks) / static_cast<double>(l.timed) * ns_per_tick);
  pthread_mutex_unlock(&g_lock);
}

void throttle_consider(const Site *site, uint64_t calls, uint64_t inclusive_ticks) noexcept {
  if (!config().throttle || calls < config().throttle_calls) return;
  pthread_mutex_lock(&g_lock);
  SiteCalls *e = entry(site);
  if (e && !e->throttled) {
    e->seen = 0;  // aggregate mode passes totals, not increments
    observe(site, calls,
            static_cast<double>(inclusive_ticks) / static_cast<double>(calls) * trace_ns_per_tick());
  }
  pthread_mutex_unlock(&g_lock);
}

void collect_counts(CountSlot *slots) noexcept {
  pthread_mutex_lock(&g_lock);
  for (size_t i = 0; i < kCountSlots; ++i) {
    const Site *site = __atomic_load_n(&slots[i].site, __ATOMIC_RELAXED);
    uint64_t n = __atomic_exchange_n(&slots[i].count, 0, __ATOMIC_RELAXED);
    if (site && n)
      if (SiteCalls *e = entry(site)) e->counted += n;
  }
  pthread_mutex_unlock(&g_lock);
}

void count_elsewhere(const Site *site) noexcept {
  ensure_thread_registered();
  RuntimeSection section;
  if (!section.entered()) return;  // a signal handler inside the runtime: this count is lost
  CountSlot &slot = tls_counts[(reinterpret_cast<uintptr_t>(site) >> 4) & (kCountSlots - 1)];
  if (slot.site && slot.count) {
    pthread_mutex_lock(&g_lock);
    if (SiteCalls *e = entry(slot.site)) e->counted += slot.count;
    pthread_mutex_unlock(&g_lock);
  }
  slot.site = site;
  slot.count = 1;
}

void write_throttled() noexcept {
  pthread_mutex_lock(&g_lock);
  auto *entries = static_cast<uint64_t *>(malloc((g_sites.size() + 1) * 3 * sizeof(uint64_t)));
  size_t n = 0;
  if (entries)
    g_sites.each([&](const SiteCalls &e) {
      if (!e.counted) return;
      entries[3 * n] = reinterpret_cast<uintptr_t>(e.key);
      entries[3 * n + 1] = e.counted;
      entries[3 * n + 2] = e.seen;
      ++n;
    });
  pthread_mutex_unlock(&g_lock);
  if (entries && n) append_throttled(entries, n);
  free(entries);
}

void reset_throttling_after_fork() noexcept {
  pthread_mutex_init(&g_lock, nullptr);
  g_sites.each([](SiteCalls &e) { e.counted = 0; });
}

}  // namespace detail
}  // namespace overdub
