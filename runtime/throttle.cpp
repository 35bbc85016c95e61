#include "throttle.h"

#include "site_index.h"

#include "trace_file.h"

#include <pthread.h>
#include <string.h>
#include <sys/mman.h>

namespace overdub {
namespace detail {
namespace {

// Per site, in every thread together: calls recorded and timed so far, and the decision.
struct SiteCalls {
  uintptr_t key;  // the site's index: a library loaded where another was has sites of its own
  const Site *site;
  uint64_t starts, timed, ticks;
  enum : unsigned char { kWatched, kThrottled, kNever } decision;
};

pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
AddressMap<SiteCalls> g_sites;
// Throttle numbers: the site of each, published by g_numbers (release) once set.
const Site *g_numbered[kThrottleNumbers];
uint32_t g_numbered_index[kThrottleNumbers];
size_t g_numbers;

// Under g_lock: gives the site a number, writes it to the trace, then turns its calls to counts.
void throttle(SiteCalls &e, double mean_ns) noexcept {
  size_t number = g_numbers;
  e.decision = SiteCalls::kNever;  // unless all goes well below
  if (number >= kThrottleNumbers) return;
  uint32_t index = static_cast<uint32_t>(e.key);
  if (!index || !e.site) return;
  g_numbered[number] = e.site;
  g_numbered_index[number] = index;
  __atomic_store_n(&g_numbers, number + 1, __ATOMIC_RELEASE);
  // The trace names the number before any count uses it: a table read after a crash is whole.
  if (!append_throttled_site(number, e.site, e.timed, static_cast<uint64_t>(mean_ns))) return;
  e.decision = SiteCalls::kThrottled;
  unsigned state = __atomic_load_n(e.site->state, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n(
      e.site->state, &state,
      (state & kSiteOff) | kCountCalls | static_cast<unsigned>(number) << kThrottleNumberShift,
      false, __ATOMIC_RELEASE, __ATOMIC_RELAXED)) {
  }  // keeps kSiteOff
}

// Under g_lock: the site's calls so far decide.
void decide(SiteCalls &e, double ns_per_tick) noexcept {
  if (e.decision != SiteCalls::kWatched || e.starts < config().throttle_calls || e.timed == 0)
    return;
  double mean_ns = static_cast<double>(e.ticks) / static_cast<double>(e.timed) * ns_per_tick;
  if (mean_ns < static_cast<double>(config().throttle_ns)) throttle(e, mean_ns);
}

}  // namespace

// A thread's scan of its events: the calls open across chunks, and per site the calls of the
// chunk being scanned (merged into g_sites once per chunk).
struct ThrottleScan {
  static constexpr size_t kLocal = 1024, kDepth = 1024, kSearch = 16;
  struct Local {
    uint32_t index;  // 0: a free entry
    const Site *site;
    uint64_t starts, timed, ticks;
  } local[kLocal];
  size_t used;
  Local *last = nullptr;  // most events name the site the one before named
  struct Open {
    uint32_t index;
    uint64_t start;
  } stack[kDepth];
  size_t depth;
  size_t untracked;  // calls open beyond kDepth, innermost: their stops are not timed
  uint64_t fast_chunks;       // chunks of short events seen, looked at one in kThrottleSampling
  uint64_t next_chunk;        // the calls open are those of the chunk before this one
  unsigned weight;            // the chunk being looked at stands for this many

  Local *find(uint32_t index, const Site *site) noexcept {
    size_t i = index * 0x9E3779B97F4A7C15ull >> 54;
    for (;; i = (i + 1) & (kLocal - 1)) {
      if (local[i].index == index) return &local[i];
      if (!local[i].index) {
        if (used * 4 >= kLocal * 3) return nullptr;  // full: merged, then found again
        ++used;
        local[i].index = index;
        local[i].site = site;
        return &local[i];
      }
    }
  }

  void merge() noexcept {
    const double ns_per_tick = trace_ns_per_tick();
    pthread_mutex_lock(&g_lock);
    for (Local &l : local) {
      if (!l.index) continue;
      if (SiteCalls *e = g_sites.find_or_insert(l.index)) {
        e->site = l.site;
        e->starts += l.starts * weight;
        e->timed += l.timed * weight;
        e->ticks += l.ticks * weight;
        decide(*e, ns_per_tick);
      }
    }
    pthread_mutex_unlock(&g_lock);
    memset(local, 0, sizeof local);
    used = 0;
    last = nullptr;
  }

  Local &of(uint32_t index, const Site *site) noexcept {
    if (last && last->index == index) return *last;
    Local *l = find(index, site);
    if (!l) {
      merge();
      l = find(index, site);
    }
    return *(last = l);
  }

  void start(uint32_t index, const Site *site, uint64_t tsc) noexcept {
    ++of(index, site).starts;
    if (depth < kDepth && !untracked)
      stack[depth++] = Open{index, tsc};
    else
      ++untracked;
  }

  void stop(uint32_t index, const Site *site, uint64_t tsc) noexcept {
    if (untracked) {
      --untracked;
      return;
    }
    // A stop closes its own start; starts left without a stop (an exception through a form
    // that records none) close with it, untimed.
    size_t match = depth;
    while (match > 0 && depth - match < kSearch && stack[match - 1].index != index) --match;
    if (match == 0 || stack[match - 1].index != index) return;  // its start was not seen
    depth = match - 1;
    Local &l = of(index, site);
    ++l.timed;
    l.ticks += tsc - stack[depth].start;
  }
};

void throttle_scan(const Event *events, size_t count, uint64_t chunk, uint64_t reference,
                   uint64_t ticks, ThrottleScan *&scan) noexcept {
  if (!config().throttle || count == 0) return;
  if (!scan) {
    void *pages = mmap(nullptr, sizeof(ThrottleScan), PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (pages == MAP_FAILED) return;
    scan = static_cast<ThrottleScan *>(pages);  // zeroed
  }
  // Slow events: looked at, for themselves; short ones: one chunk in kThrottleSampling, for all.
  bool slow = static_cast<double>(ticks) * trace_ns_per_tick() >=
              kSlowEventNs * static_cast<double>(count);
  if (slow)
    scan->weight = 1;
  else if (scan->fast_chunks++ % kThrottleSampling == 0)
    scan->weight = kThrottleSampling;
  else
    return;
  // The calls open at the end of the chunk before carry over, when it was looked at.
  if (chunk != scan->next_chunk) scan->depth = scan->untracked = 0;
  scan->next_chunk = chunk + 1;
  trace::EventDecoder decoder(reference);
  for (size_t i = 0; i < count; ++i) {
    trace::EventRecord e;
    if (!decoder.decode(events[i].word, e)) continue;
    const uint32_t index = static_cast<uint32_t>(e.tag >> 2);
    const Site *site = site_at(index);
    if (!site || is_runtime_site(site)) continue;
    if ((e.tag & kKindMask) == kStart)
      scan->start(index, site, e.tsc);
    else
      scan->stop(index, site, e.tsc);
  }
  scan->merge();
}

void free_throttle_scan(ThrottleScan *scan) noexcept {
  if (scan) munmap(scan, sizeof(ThrottleScan));
}

bool throttle_consider(const Site *site, uint32_t index, uint64_t calls,
                       uint64_t call_ticks) noexcept {
  if (!config().throttle) return false;
  if (calls < config().throttle_calls) return true;
  const double ns_per_tick = trace_ns_per_tick();
  bool watched = true;
  pthread_mutex_lock(&g_lock);
  if (SiteCalls *e = g_sites.find_or_insert(index)) {
    if (e->decision == SiteCalls::kWatched) {
      e->site = site;
      // A thread's totals so far: the most any thread has seen stands for the site.
      if (calls > e->timed) {
        e->starts = e->timed = calls;
        e->ticks = call_ticks;
      }
      decide(*e, ns_per_tick);
    }
    watched = e->decision == SiteCalls::kWatched;
  }
  pthread_mutex_unlock(&g_lock);
  return watched;
}

uint32_t throttled_site_index(size_t number) noexcept {
  return number < throttle_numbers() ? g_numbered_index[number] : 0;
}

size_t throttle_numbers() noexcept { return __atomic_load_n(&g_numbers, __ATOMIC_ACQUIRE); }

const Site *throttled_site(size_t number) noexcept {
  return number < throttle_numbers() ? g_numbered[number] : nullptr;
}

void lock_throttling() noexcept { pthread_mutex_lock(&g_lock); }
void unlock_throttling() noexcept { pthread_mutex_unlock(&g_lock); }
void reset_throttling_after_fork() noexcept { pthread_mutex_init(&g_lock, nullptr); }

}  // namespace detail
}  // namespace overdub
