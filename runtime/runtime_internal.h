// State shared by the parts of the runtime: configuration, the clock, the set of sites written.
#ifndef OVERDUB_RUNTIME_INTERNAL_H
#define OVERDUB_RUNTIME_INTERNAL_H

#include <overdub/overdub.h>
#include <overdub/trace_format.h>
#include <stddef.h>
#include <stdint.h>

namespace overdub {
namespace detail {

// OVERDUB_* environment variables, read once (README: Runtime configuration).
struct Config {
  trace::Mode mode;
  bool enabled;
  size_t buffer_events;  // trace mode: staging capacity per thread
  size_t ring_events;    // ring mode: events kept per thread
  bool throttle;              // OVERDUB_THROTTLE
  uint64_t throttle_calls;    // a site is throttled after this many calls...
  uint64_t throttle_ns;       // ...when they last less than this on average
};
const Config &config() noexcept;

uint64_t monotonic_ns() noexcept;
void ensure_thread_registered() noexcept;

// One warning line on stderr, at most once per process for each distinct `key`.
void warn_once(int key, const char *format, ...) noexcept __attribute__((format(printf, 2, 3)));
enum WarningKey { kWarnOutput = 1, kWarnConfig = 2, kWarnWrite = 3 };

// The sites already described in the trace file, for the writer's scan of appended events. An
// open-addressing set of site addresses; every operation holds the trace file's lock.
class SiteSet {
 public:
  // Inserts `site`; true when it was new.
  bool insert(const Site *site) noexcept;
  void clear() noexcept;

 private:
  bool grow() noexcept;
  const Site **slots_ = nullptr;
  size_t cap_ = 0, size_ = 0;
};

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_INTERNAL_H
