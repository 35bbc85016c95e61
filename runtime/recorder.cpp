// The recorder: per-thread chunked event buffers, thread registration and the write at exit.
// The hot path lives in overdub.h (one timestamp and one 16-byte store); this file holds the
// slow path it falls into when a thread records its first event or fills a chunk.
#include "recorder_state.h"

#include <pthread.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

namespace overdub {
namespace detail {

__thread ThreadBuffer tls_buffer __attribute__((tls_model("initial-exec")));

namespace {

__thread ThreadLog *tls_log __attribute__((tls_model("initial-exec")));
// Where events go when no memory is left: the slot is reused and the event counted as dropped.
__thread Event tls_scratch __attribute__((tls_model("initial-exec")));

ThreadLog *g_logs;  // guarded by g_mutex for writers; read with acquire loads
pthread_mutex_t g_mutex = PTHREAD_MUTEX_INITIALIZER;
pthread_key_t g_exit_key;
pthread_once_t g_once = PTHREAD_ONCE_INIT;
Calibration g_clock;

void *map_zeroed(size_t bytes) noexcept {
  void *p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? nullptr : p;
}

// Thread exit: remember where the thread stopped writing; its chunks stay for the final write.
void on_thread_exit(void *arg) noexcept {
  auto *log = static_cast<ThreadLog *>(arg);
  log->final_cur = tls_buffer.cur;
  __atomic_store_n(&log->live, static_cast<ThreadBuffer *>(nullptr), __ATOMIC_RELEASE);
}

void init_once() noexcept {
  pthread_key_create(&g_exit_key, on_thread_exit);
  g_clock.tsc0 = timestamp();
  g_clock.ns0 = monotonic_ns();
}

ThreadLog *register_thread() noexcept {
  pthread_once(&g_once, init_once);
  auto *log = static_cast<ThreadLog *>(map_zeroed(sizeof(ThreadLog)));
  if (!log) return nullptr;
  log->tid = static_cast<uint64_t>(syscall(SYS_gettid));
  log->live = &tls_buffer;
  pthread_setspecific(g_exit_key, log);
  pthread_mutex_lock(&g_mutex);
  log->next = g_logs;
  __atomic_store_n(&g_logs, log, __ATOMIC_RELEASE);
  pthread_mutex_unlock(&g_mutex);
  tls_log = log;
  return log;
}

Event *drop(ThreadLog *log) noexcept {
  if (log) ++log->dropped;
  tls_buffer.cur = &tls_scratch;
  tls_buffer.end = &tls_scratch + 1;
  return &tls_scratch;
}

bool in_chunk(const Chunk *chunk, const Event *cur) noexcept {
  return cur >= chunk->events && cur <= chunk->events + kChunkEvents;
}

}  // namespace

Event *next_slot() noexcept {
  ThreadLog *log = tls_log;
  if (!log) {
    log = register_thread();
    if (!log) return drop(nullptr);
  } else if (log->last && in_chunk(log->last, tls_buffer.cur)) {
    log->last->count = static_cast<size_t>(tls_buffer.cur - log->last->events);
  }
  auto *chunk = static_cast<Chunk *>(map_zeroed(sizeof(Chunk)));
  if (!chunk) return drop(log);
  if (log->last)
    log->last->next = chunk;
  else
    log->first = chunk;
  log->last = chunk;
  tls_buffer.cur = chunk->events;
  tls_buffer.end = chunk->events + kChunkEvents;
  return tls_buffer.cur;
}

unsigned long long portable_timestamp() noexcept { return monotonic_ns(); }

uint64_t monotonic_ns() noexcept {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<uint64_t>(ts.tv_sec) * 1000000000u + static_cast<uint64_t>(ts.tv_nsec);
}

ThreadLog *thread_logs() noexcept { return __atomic_load_n(&g_logs, __ATOMIC_ACQUIRE); }

Calibration calibration_start() noexcept { return g_clock; }

size_t chunk_events(const ThreadLog *log, const Chunk *chunk) noexcept {
  if (chunk != log->last) return chunk->count;
  ThreadBuffer *live = __atomic_load_n(&log->live, __ATOMIC_ACQUIRE);
  const Event *cur = live ? __atomic_load_n(&live->cur, __ATOMIC_RELAXED) : log->final_cur;
  return in_chunk(chunk, cur) ? static_cast<size_t>(cur - chunk->events) : chunk->count;
}

namespace {

// Runs after main returned or exit() was called, once static destructors and atexit handlers
// (which may still make instrumented calls) are done.
__attribute__((destructor)) void write_at_exit() noexcept {
  if (!thread_logs()) return;
  Calibration clock = calibration_start();
  // Too short a window makes a poor calibration: stretch it to at least 2 ms.
  const uint64_t kMinWindowNs = 2000000;
  uint64_t now = monotonic_ns();
  while (now - clock.ns0 < kMinWindowNs) now = monotonic_ns();
  clock.tsc1 = timestamp();
  clock.ns1 = monotonic_ns();
  write_trace(clock);
}

}  // namespace
}  // namespace detail
}  // namespace overdub
