// The cost of recording an event, measured once when the trace file opens, so that the report can
// take the runtime's own time out of inclusive times (overhead compensation).
#include "calibrate.h"

#include <signal.h>

namespace overdub {
namespace detail {
namespace {

constexpr unsigned kBatchEvents = 256;  // 2 KiB of scratch events, on the stack
// Room for the markers of epochs that begin during a batch.
constexpr unsigned kSpareEvents = 4;
// The word of a site's event (any index: the scratch buffer is never read).
constexpr unsigned long long kCalibrationWord = 1 << 2;

// An empty call between a start and a stop, as in a program; without the events it is the
// baseline taken off.
__attribute__((noinline)) void empty_call() noexcept { __asm__ __volatile__(""); }

}  // namespace

EventCost measure_event_cost(uint64_t min_ns) noexcept {
  // The hot path itself (reserve a slot, read the clock, store) into a scratch buffer, in
  // start/stop pairs as calls make them; the cheapest batch is the cost without interference.
  // Signals are held so that a handler cannot record into the scratch buffer meanwhile.
  sigset_t all, saved_mask;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &saved_mask);
  Event *saved_cur = tls_state.cur, *saved_end = tls_state.end;
  const unsigned long long saved_epoch = tls_state.epoch;
  Event scratch[kBatchEvents + kSpareEvents];
  uint64_t best = ~uint64_t{0}, best_base = ~uint64_t{0};
  uint64_t begin = monotonic_ns();
  unsigned batches = 0;
  do {
    tls_state.cur = scratch;
    tls_state.end = scratch + kBatchEvents + kSpareEvents;
    tls_state.epoch = timestamp() >> kEpochShift;
    uint64_t t0 = timestamp();
    for (unsigned i = 0; i < kBatchEvents / 2; ++i) {
      append(kCalibrationWord | kStart);
      empty_call();
      append(kCalibrationWord | kStop);
    }
    uint64_t t1 = timestamp();
    for (unsigned i = 0; i < kBatchEvents / 2; ++i) empty_call();
    uint64_t t2 = timestamp();
    if (t1 - t0 < best) best = t1 - t0;
    if (t2 - t1 < best_base) best_base = t2 - t1;
    ++batches;
  } while (batches < 8 || monotonic_ns() - begin < min_ns);
  best = best > best_base ? best - best_base : 0;
  tls_state.cur = saved_cur;
  tls_state.end = saved_end;
  tls_state.epoch = saved_epoch;
  pthread_sigmask(SIG_SETMASK, &saved_mask, nullptr);
  return EventCost{kBatchEvents, best};
}

}  // namespace detail
}  // namespace overdub
