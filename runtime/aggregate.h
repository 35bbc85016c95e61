// Aggregate mode: no event stream, per call site statistics (calls, inclusive, exclusive, min,
// max), folded from each thread's small event buffer whenever it fills.
#ifndef OVERDUB_RUNTIME_AGGREGATE_H
#define OVERDUB_RUNTIME_AGGREGATE_H

#include "runtime_internal.h"

namespace overdub {
namespace detail {

class Aggregator {
 public:
  ~Aggregator();
  // Folds events, in order; spans open across calls carry over.
  void consume(const Event *events, size_t count) noexcept;
  // Adds this thread's statistics to the process's (spans still open are left out).
  void merge_into_process() noexcept;

  struct Stats {
    const Site *site;
    uint64_t calls, inclusive, exclusive, min, max;
    uint32_t on_path;  // open spans of this site on the semantic call path, for recursion
  };

 private:
  struct Open {
    const Site *site;
    uint64_t start, children;
    bool is_argument;  // evaluated in the argument list of the span below it
    bool adds_inclusive;
  };
  Stats *stats_of(const Site *site) noexcept;
  void push(const Site *site, uint64_t now) noexcept;
  void close(uint64_t end) noexcept;

  Open *stack_ = nullptr;
  size_t depth_ = 0, stack_cap_ = 0;
  SiteMap<Stats> stats_;
};

// Writes the process's statistics to the trace file.
void write_process_aggregates() noexcept;
// In a forked child: the parent's statistics are not the child's.
void reset_process_aggregates() noexcept;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_AGGREGATE_H
