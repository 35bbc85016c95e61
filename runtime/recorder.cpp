// The recorder: thread registration, the slow path of the hot path in overdub.h (a thread's first
// event, a full buffer), thread exit, process exit, fork, and the run-time control API.
#include "aggregate.h"
#include "runtime_internal.h"
#include "throttle.h"
#include "trace_file.h"

#include <errno.h>
#include <new>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

namespace overdub {
namespace detail {

__thread ThreadBuffer tls_buffer __attribute__((tls_model("initial-exec")));
int recording = -1;  // constant-initialized: valid before any static initializer runs

namespace {

struct ThreadLog {
  ThreadLog *next;
  uint64_t tid;
  StagingRegion region;  // trace and ring modes: the thread's staging record
  Event *buffer;         // where events go: region.events, or a private buffer (aggregate)
  size_t capacity;
  uint64_t seq;
  uint64_t dropped;       // events this thread could not store, so far
  uint64_t dropped_kept;  // of those, the count that an appended events record holds
  Aggregator *aggregator;
  ThreadBuffer *live;   // the thread's tls_buffer
  CountSlot *counts;    // the thread's tls_counts
  ThrottleScratch *throttle_scratch;
};

__thread ThreadLog *tls_log __attribute__((tls_model("initial-exec")));
__thread bool tls_in_slow_path __attribute__((tls_model("initial-exec")));
// Where events go when they cannot be stored: written and forgotten.
__thread Event tls_scratch __attribute__((tls_model("initial-exec")));

pthread_mutex_t g_registry_lock = PTHREAD_MUTEX_INITIALIZER;
ThreadLog *g_logs;  // live threads
pthread_once_t g_once = PTHREAD_ONCE_INIT;
bool g_initialized;  // a thread has recorded, or the control API was used
pthread_key_t g_exit_key;
uint64_t g_appended;  // events appended to the file, for the end record
bool g_finished;
Config g_config;

constexpr size_t kAggregateBufferEvents = 4096;

// The runtime's own site: its spans are time the runtime took (trace_format.h, kRuntimeFile).
unsigned g_runtime_site_state = kRecordCalls;
const Site kHandOffSite = {trace::kRuntimeFile, trace::kRuntimeFile, "<overdub: buffer hand-off>",
                           0, 0, 0, &g_runtime_site_state};

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

void read_config() noexcept {
  g_config.mode = trace::kModeTrace;
  if (const char *mode = getenv("OVERDUB_MODE"); mode && *mode) {
    if (!strcmp(mode, "ring"))
      g_config.mode = trace::kModeRing;
    else if (!strcmp(mode, "aggregate"))
      g_config.mode = trace::kModeAggregate;
    else if (strcmp(mode, "trace"))
      warn_once(kWarnMode, "overdub: ignoring OVERDUB_MODE=%s (trace, ring or aggregate)", mode);
  }
  g_config.enabled = true;
  if (const char *on = getenv("OVERDUB_ENABLED"); on && *on) {
    if (!strcmp(on, "0"))
      g_config.enabled = false;
    else if (strcmp(on, "1"))
      warn_once(kWarnEnabled, "overdub: ignoring OVERDUB_ENABLED=%s (0 or 1)", on);
  }
  g_config.buffer_events =
      env_count("OVERDUB_BUFFER_EVENTS", kWarnBufferEvents, 1 << 16, 1024, kMaxBufferEvents);
  g_config.ring_events =
      env_count("OVERDUB_RING_EVENTS", kWarnRingEvents, 1 << 16, 16, kMaxBufferEvents);
  g_config.throttle = true;
  if (const char *on = getenv("OVERDUB_THROTTLE"); on && *on) {
    if (!strcmp(on, "0"))
      g_config.throttle = false;
    else if (strcmp(on, "1"))
      warn_once(kWarnThrottle, "overdub: ignoring OVERDUB_THROTTLE=%s (0 or 1)", on);
  }
  g_config.throttle_calls =
      env_count("OVERDUB_THROTTLE_CALLS", kWarnThrottleCalls, 100000, 1, uint64_t{1} << 40);
  g_config.throttle_ns =
      env_count("OVERDUB_THROTTLE_NS", kWarnThrottleNs, 10000, 1, 1000000000);
}

uint64_t current_tid() noexcept { return static_cast<uint64_t>(syscall(SYS_gettid)); }

void on_thread_exit(void *arg) noexcept;
void at_process_exit() noexcept;
void before_fork() noexcept;
void after_fork_in_parent() noexcept;
void after_fork_in_child() noexcept;

void init_once() noexcept {
  read_config();
  find_exported_context();
  __atomic_store_n(&recording, g_config.enabled ? active_recording() : 0, __ATOMIC_RELAXED);
  pthread_key_create(&g_exit_key, on_thread_exit);
  pthread_atfork(before_fork, after_fork_in_parent, after_fork_in_child);
  at_quick_exit(at_process_exit);
  g_initialized = true;
}

// `events` more events of the thread are lost: counted where the trace keeps the count (the
// thread's staging region, else the process-wide counters). Atomic: a signal handler may drop an
// event while its thread is counting here.
void count_dropped(ThreadLog *log, uint64_t events) noexcept {
  if (!events) return;
  if (!log) return count_dropped_elsewhere(events);
  uint64_t total = __atomic_add_fetch(&log->dropped, events, __ATOMIC_RELAXED);
  if (log->region.header)
    __atomic_store_n(&log->region.header->dropped, total, __ATOMIC_RELAXED);
  else
    count_dropped_elsewhere(events);
}

Event *drop(ThreadLog *log) noexcept {
  count_dropped(log, 1);
  return &tls_scratch;
}

// The program's events among `count` slots: written slots, the runtime's own spans left out.
size_t program_events(const Event *events, size_t count) noexcept {
  size_t n = 0;
  for (size_t i = 0; i < count; ++i) {
    uint64_t site = events[i].tag & ~uint64_t{kKindMask};
    n += site && site != reinterpret_cast<uint64_t>(&kHandOffSite);
  }
  return n;
}

ThreadLog *register_thread() noexcept {
  auto *log = static_cast<ThreadLog *>(calloc(1, sizeof(ThreadLog)));
  if (!log) return nullptr;
  log->tid = current_tid();
  log->live = &tls_buffer;
  log->counts = tls_counts;
  if (g_config.mode == trace::kModeAggregate) {
    log->capacity = kAggregateBufferEvents;
    log->buffer = static_cast<Event *>(calloc(log->capacity, sizeof(Event)));
    log->aggregator = new (std::nothrow) Aggregator();
    if (!log->buffer || !log->aggregator) {
      free(log->buffer);
      delete log->aggregator;
      free(log);
      return nullptr;
    }
  } else {
    log->capacity = g_config.mode == trace::kModeRing ? g_config.ring_events : g_config.buffer_events;
    if (!trace_file_ready()) {
      free(log);
      recording = 0;  // no trace can be written (trace_file_ready warned)
      return nullptr;
    }
    if (acquire_staging(log->tid, log->capacity, log->region)) {
      log->buffer = log->region.events;
    } else {
      // The file cannot grow (a full disk, a size limit): this thread's events are counted as
      // dropped, in a buffer of its own.
      warn_once(kWarnWrite, "overdub: the trace cannot grow: %s; later events are dropped",
                strerror(errno));
      log->buffer = static_cast<Event *>(calloc(log->capacity, sizeof(Event)));
      if (!log->buffer) {
        free(log);
        return nullptr;
      }
    }
  }
  pthread_mutex_lock(&g_registry_lock);
  log->next = g_logs;
  g_logs = log;
  pthread_mutex_unlock(&g_registry_lock);
  pthread_setspecific(g_exit_key, log);
  tls_log = log;
  return log;
}

void unregister(ThreadLog *log) noexcept {
  pthread_mutex_lock(&g_registry_lock);
  for (ThreadLog **p = &g_logs; *p; p = &(*p)->next)
    if (*p == log) {
      *p = log->next;
      break;
    }
  pthread_mutex_unlock(&g_registry_lock);
}

// Trace mode: appends the first `count` events of the staging region as the thread's next chunk
// and clears them. False when they could not be appended (they are counted as dropped).
bool append_staged(ThreadLog *log, size_t count) noexcept {
  if (count == 0) return true;
  if (!log->region.header) {  // no region in the file: nothing can be kept
    count_dropped(log, program_events(log->buffer, count));
    memset(log->buffer, 0, count * sizeof(Event));
    return false;
  }
  if (log->seq % kThrottleSampling == 0) throttle_sample(log->buffer, count, log->throttle_scratch);
  uint64_t dropped = __atomic_load_n(&log->dropped, __ATOMIC_RELAXED);
  bool appended = append_events(log->tid, log->seq, dropped, log->buffer, count);
  if (appended) {
    __atomic_fetch_add(&g_appended, count, __ATOMIC_RELAXED);
    log->dropped_kept = dropped;
  } else {
    count_dropped(log, program_events(log->buffer, count));
  }
  memset(log->buffer, 0, count * sizeof(Event));
  ++log->seq;
  __atomic_store_n(&log->region.header->seq, log->seq, __ATOMIC_RELEASE);
  return appended;
}

// The buffer is full.
void hand_on(ThreadLog *log) noexcept {
  switch (g_config.mode) {
  case trace::kModeTrace: append_staged(log, log->capacity); break;
  case trace::kModeRing:
    if (log->region.header) log->region.header->flags |= trace::kRingWrapped;
    break;
  case trace::kModeAggregate: log->aggregator->consume(log->buffer, log->capacity); break;
  }
}

// Events in the thread's buffer. Read from another thread, the position is as it stands.
size_t events_held(const ThreadLog *log) noexcept {
  uintptr_t cur = reinterpret_cast<uintptr_t>(__atomic_load_n(&log->live->cur, __ATOMIC_RELAXED));
  uintptr_t base = reinterpret_cast<uintptr_t>(log->buffer);
  uintptr_t end = base + log->capacity * sizeof(Event);
  if (cur <= base) return 0;
  return ((cur > end ? end : cur) - base) / sizeof(Event);
}

void on_thread_exit(void *arg) noexcept {
  auto *log = static_cast<ThreadLog *>(arg);
  size_t held = events_held(log);
  tls_buffer = ThreadBuffer{nullptr, nullptr};
  tls_log = nullptr;
  unregister(log);
  collect_counts(log->counts);
  switch (g_config.mode) {
  case trace::kModeTrace:
    append_staged(log, held);
    if (log->region.header) {
      // The region goes to the next thread: the drops that no appended record holds are counted
      // with the process's.
      count_dropped_elsewhere(__atomic_load_n(&log->dropped, __ATOMIC_RELAXED) - log->dropped_kept);
      release_staging(log->region);
    } else {
      free(log->buffer);
    }
    break;
  case trace::kModeRing:  // the region keeps the thread's last events, for a while
    describe_sites(log->buffer, log->capacity);
    retire_ring(log->region);
    break;
  case trace::kModeAggregate:
    log->aggregator->consume(log->buffer, held);
    log->aggregator->merge_into_process();
    delete log->aggregator;
    free(log->buffer);
    break;
  }
  free_throttle_scratch(log->throttle_scratch);
  free(log);
}

// Return from main, exit() or quick_exit(): runs after static destructors and atexit handlers,
// which may still make instrumented calls.
void at_process_exit() noexcept {
  if (g_finished) return;
  g_finished = true;
  pthread_mutex_lock(&g_registry_lock);
  for (ThreadLog *log = g_logs; log; log = log->next) {
    collect_counts(log->counts);
    if (g_config.mode == trace::kModeAggregate) {
      // Another thread may still be running: its statistics so far are merged, the events it
      // has not folded yet are left out.
      if (log == tls_log) log->aggregator->consume(log->buffer, events_held(log));
      log->aggregator->merge_into_process();
    } else if (!log->region.header) {
      // A thread without a region in the file: what it holds is lost too.
      count_dropped(log, program_events(log->buffer, events_held(log)));
    } else {
      // The staging regions keep the last events: the file must describe their sites.
      mark_running(log->region.header);
      describe_sites(log->buffer, g_config.mode == trace::kModeRing ? log->capacity : events_held(log));
    }
  }
  pthread_mutex_unlock(&g_registry_lock);
  collect_counts(tls_counts);  // a thread that only counted has no log
  if (g_config.mode == trace::kModeAggregate) write_process_aggregates();
  write_throttled();
  finish_trace_file(__atomic_load_n(&g_appended, __ATOMIC_RELAXED));
  recording = 0;
}

__attribute__((destructor)) void write_at_exit() noexcept {
  if (g_initialized) at_process_exit();
}

void before_fork() noexcept {
  pthread_mutex_lock(&g_registry_lock);
  lock_trace_file();
}

void after_fork_in_parent() noexcept {
  unlock_trace_file();
  pthread_mutex_unlock(&g_registry_lock);
}

// The child has one thread and its own trace: the parent's staging regions stay the parent's.
void after_fork_in_child() noexcept {
  uint32_t parent = static_cast<uint32_t>(getppid());
  for (ThreadLog *log = g_logs; log;) {
    ThreadLog *next = log->next;
    if (log->region.header)
      munmap(reinterpret_cast<char *>(log->region.header) - sizeof(trace::RecordHeader),
             log->region.map_bytes);
    if (log->aggregator) {
      delete log->aggregator;
      free(log->buffer);
    }
    free(log);
    log = next;
  }
  g_logs = nullptr;
  tls_log = nullptr;
  tls_buffer = ThreadBuffer{nullptr, nullptr};
  pthread_setspecific(g_exit_key, nullptr);
  pthread_mutex_init(&g_registry_lock, nullptr);
  g_appended = 0;
  memset(tls_counts, 0, sizeof tls_counts);  // the parent's counts
  reset_process_aggregates();
  reset_throttling_after_fork();
  trace_file_after_fork(parent);
}

}  // namespace

const Config &config() noexcept { return g_config; }

RuntimeSection::RuntimeSection() noexcept : entered_(!tls_in_slow_path) {
  if (entered_) tls_in_slow_path = true;
}
RuntimeSection::~RuntimeSection() {
  if (entered_) tls_in_slow_path = false;
}

// A thread that only counts throttled calls still needs its counts collected when it exits.
void ensure_thread_registered() noexcept {
  if (tls_log) return;
  RuntimeSection section;
  if (!section.entered()) return;
  pthread_once(&g_once, init_once);
  if (recording == 1) register_thread();
}

Event *next_slot(Event *) noexcept {
  // A signal handler that fills the buffer while this thread is in here: drop its events.
  if (tls_in_slow_path) return drop(tls_log);
  tls_in_slow_path = true;
  pthread_once(&g_once, init_once);
  // A registered thread keeps storing its events even once recording is off: the stops of
  // calls whose starts were recorded must be too.
  Event *slot = &tls_scratch;  // off, or the trace cannot be written: nothing is stored
  ThreadLog *log = tls_log;
  bool handed_on = false;
  uint64_t hand_on_start = 0;
  if (!log && recording == 1) {
    log = register_thread();
    if (!log && recording == 1) count_dropped(nullptr, 1);  // out of memory
  } else if (log && tls_buffer.end) {
    hand_on_start = timestamp();
    hand_on(log);  // a signal handler may have handed it on already: empty slots are zero
    handed_on = g_config.mode == trace::kModeTrace;
  }
  if (log) {
    slot = log->buffer;
    if (handed_on) {
      // The hand-off is timed as a span of the runtime's own site, so that the report can take
      // it out of the call it interrupted.
      slot[0] = Event{hand_on_start, reinterpret_cast<uint64_t>(&kHandOffSite) | kStart};
      slot[1] = Event{timestamp(), reinterpret_cast<uint64_t>(&kHandOffSite) | kStop};
      slot += 2;
    }
    tls_buffer.cur = slot + 1;
    tls_buffer.end = log->buffer + log->capacity;
  }
  tls_in_slow_path = false;
  return slot;
}

void initialize() noexcept { pthread_once(&g_once, init_once); }

unsigned long long portable_timestamp() noexcept { return monotonic_ns(); }

uint64_t monotonic_ns() noexcept {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<uint64_t>(ts.tv_sec) * 1000000000u + static_cast<uint64_t>(ts.tv_nsec);
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

extern "C" {
void overdub_enable(void) noexcept {
  pthread_once(&overdub::detail::g_once, overdub::detail::init_once);
  __atomic_store_n(&overdub::detail::recording, overdub::detail::active_recording(),
                   __ATOMIC_RELAXED);
}
void overdub_disable(void) noexcept {
  pthread_once(&overdub::detail::g_once, overdub::detail::init_once);
  __atomic_store_n(&overdub::detail::recording, 0, __ATOMIC_RELAXED);
}
int overdub_is_enabled(void) noexcept {
  pthread_once(&overdub::detail::g_once, overdub::detail::init_once);
  return __atomic_load_n(&overdub::detail::recording, __ATOMIC_RELAXED) > 0;
}
}
