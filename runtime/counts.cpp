// Per-thread counts of throttled sites (throttle.h): each thread counts into a table of
// kThrottleNumbers counts indexed by throttle number. In trace and ring modes the table is a
// counts record of the trace file, mapped, so that the counts so far are in the file whatever
// ends the process; when the thread exits a copy of its non-zero counts is appended and the table
// serves the next thread. In aggregate mode (and when the file cannot grow) the table is memory
// of the thread's own, appended when the thread exits or the process ends.
#include "counts.h"

#include "thread_log.h"
#include "throttle.h"

#include <sys/mman.h>

namespace overdub {
namespace detail {
namespace {

uint64_t g_serial;  // the last table's number

bool in_file() noexcept { return config().mode != trace::kModeAggregate; }

uint64_t sum_of(const uint64_t *counts) noexcept {
  uint64_t sum = 0;
  for (size_t i = 0; i < kThrottleNumbers; ++i) sum += __atomic_load_n(&counts[i], __ATOMIC_RELAXED);
  return sum;
}

bool make_table(ThreadLog *log) noexcept {
  CountTable &table = log->counts;
  table.serial = __atomic_add_fetch(&g_serial, 1, __ATOMIC_RELAXED);
  if (in_file() && acquire_counts(log->tid, table.serial, kThrottleNumbers, table.region)) {
    table.counts = table.region.counts;
    return true;
  }
  void *pages = mmap(nullptr, kThrottleNumbers * sizeof(uint64_t), PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (pages == MAP_FAILED) return false;
  table.counts = static_cast<uint64_t *>(pages);
  return true;
}

}  // namespace

void count_first(const Site *site) noexcept {
  RuntimeSection section;
  // A signal handler that interrupted its thread inside the runtime: this one call is lost.
  if (!section.entered()) return count_lost_counts(1);
  initialize();
  ThreadLog *log = thread_log();
  if (!log || (!log->counts.counts && !make_table(log))) return count_lost_counts(1);
  tls_state.counts = reinterpret_cast<unsigned long long *>(log->counts.counts);
  unsigned state = __atomic_load_n(site->state, __ATOMIC_RELAXED);
  if (state & kCountCalls) add_one(tls_state.counts[state >> kThrottleNumberShift]);
}

void finish_count_table(ThreadLog *log) noexcept {
  CountTable &table = log->counts;
  if (!table.counts) return;
  if (tls_state.counts == reinterpret_cast<unsigned long long *>(table.counts))
    tls_state.counts = nullptr;
  bool appended = append_counts(log->tid, table.serial, table.counts, kThrottleNumbers);
  if (table.region.header) {
    if (appended) {
      release_counts(table.region);  // cleared, for the next thread
    } else {
      // The table keeps the counts in the file, as the thread's: never reused.
      munmap(reinterpret_cast<char *>(table.region.header) - sizeof(trace::RecordHeader),
             table.region.map_bytes);
    }
  } else {
    if (!appended) count_lost_counts(sum_of(table.counts));
    munmap(table.counts, kThrottleNumbers * sizeof(uint64_t));
  }
  table = CountTable{};
}

void save_memory_counts(ThreadLog *log) noexcept {
  CountTable &table = log->counts;
  if (!table.counts || table.region.header) return;  // a table in the file is there already
  if (!append_counts(log->tid, table.serial, table.counts, kThrottleNumbers))
    count_lost_counts(sum_of(table.counts));
}

void forget_count_table(ThreadLog *log) noexcept {
  CountTable &table = log->counts;
  if (table.region.header)
    munmap(reinterpret_cast<char *>(table.region.header) - sizeof(trace::RecordHeader),
           table.region.map_bytes);
  else if (table.counts)
    munmap(table.counts, kThrottleNumbers * sizeof(uint64_t));
  table = CountTable{};
}

}  // namespace detail
}  // namespace overdub
