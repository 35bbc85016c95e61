// Overhead compensation: what recording one event costs on this machine, in timestamp ticks.
#ifndef OVERDUB_RUNTIME_CALIBRATE_H
#define OVERDUB_RUNTIME_CALIBRATE_H

#include "runtime_internal.h"

namespace overdub {
namespace detail {

struct EventCost {
  uint64_t events;  // recorded in the cheapest batch
  uint64_t ticks;   // that batch took
};

// Records batches of events into a scratch buffer for at least `min_ns` (and at least 8 batches),
// leaving the calling thread's buffer as it was; returns the cheapest batch.
EventCost measure_event_cost(uint64_t min_ns) noexcept;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_CALIBRATE_H
