// The configuration: OVERDUB_* environment variables, read once (docs/runtime.md),
// and the runtime's few lines on stderr.
#include "runtime_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

namespace overdub {
namespace detail {
namespace {

Config g_config;

// A whole number of OVERDUB_* within [minimum, maximum]; else `fallback`, with one line saying
// so (per variable). The bounds keep a typo from costing gigabytes per thread.
uint64_t env_count(const char *name, int warning, uint64_t fallback, uint64_t minimum,
                   uint64_t maximum) noexcept {
  const char *value = getenv(name);
  if (!value || !*value) return fallback;
  uint64_t n = 0;
  bool valid = true;
  for (const char *c = value; *c && valid; ++c) {
    valid = *c >= '0' && *c <= '9' && n <= maximum;
    n = n * 10 + static_cast<uint64_t>(*c - '0');
  }
  if (valid && n >= minimum && n <= maximum) return n;
  warn_once(warning, "overdub: ignoring %s=%s (a whole number from %llu to %llu); using %llu", name,
            value, static_cast<unsigned long long>(minimum),
            static_cast<unsigned long long>(maximum), static_cast<unsigned long long>(fallback));
  return fallback;
}

// A switch on by default: `0` turns it off; any other value than `1` is ignored, with a warning.
bool env_switch(const char *name, int warning) noexcept {
  const char *value = getenv(name);
  if (!value || !*value || !strcmp(value, "1")) return true;
  if (!strcmp(value, "0")) return false;
  warn_once(warning, "overdub: ignoring %s=%s (0 or 1)", name, value);
  return true;
}

}  // namespace

const Config &config() noexcept { return g_config; }

void read_configuration() noexcept {
  g_config.mode = trace::kModeTrace;
  if (const char *mode = getenv("OVERDUB_MODE"); mode && *mode) {
    if (!strcmp(mode, "ring"))
      g_config.mode = trace::kModeRing;
    else if (!strcmp(mode, "aggregate"))
      g_config.mode = trace::kModeAggregate;
    else if (strcmp(mode, "trace"))
      warn_once(kWarnMode, "overdub: ignoring OVERDUB_MODE=%s (trace, ring or aggregate)", mode);
  }
  g_config.enabled = env_switch("OVERDUB_ENABLED", kWarnEnabled);
  g_config.buffer_events =
      env_count("OVERDUB_BUFFER_EVENTS", kWarnBufferEvents, 1 << 16, 1024, kMaxBufferEvents);
  g_config.ring_events =
      env_count("OVERDUB_RING_EVENTS", kWarnRingEvents, 1 << 16, 16, kMaxBufferEvents);
  g_config.throttle = env_switch("OVERDUB_THROTTLE", kWarnThrottle);
  g_config.throttle_calls =
      env_count("OVERDUB_THROTTLE_CALLS", kWarnThrottleCalls, 100000, 1, uint64_t{1} << 40);
  g_config.throttle_ns =
      env_count("OVERDUB_THROTTLE_NS", kWarnThrottleNs, 10000, 1, 1000000000);
  g_config.writer = env_switch("OVERDUB_WRITER", kWarnWriter);
  g_config.writer_delay_ns =
      env_count("OVERDUB_TEST_WRITER_DELAY_NS", kWarnWriterDelay, 0, 0, 1000000000);
}

void warn_once(int key, const char *format, ...) noexcept {
  static unsigned warned;
  unsigned bit = 1u << key;
  if (__atomic_fetch_or(&warned, bit, __ATOMIC_RELAXED) & bit) return;
  char line[1024];
  va_list args;
  va_start(args, format);
  int n = vsnprintf(line, sizeof line - 1, format, args);
  va_end(args);
  if (n < 0) return;
  size_t len = static_cast<size_t>(n) < sizeof line - 1 ? static_cast<size_t>(n) : sizeof line - 2;
  line[len++] = '\n';
  ssize_t ignored = write(2, line, len);
  (void)ignored;
}

}  // namespace detail
}  // namespace overdub
