// The recorder: the slow path of the hot path in overdub.h (a thread's first event, a full
// buffer), the threads' records, thread exit, process exit, fork, and the run-time control API.
#include "aggregate.h"
#include "buffers.h"
#include "counts.h"
#include "runtime_internal.h"
#include "site_index.h"
#include "thread_log.h"
#include "throttle.h"
#include "trace_file.h"
#include "writer.h"

#include <fcntl.h>
#include <new>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

namespace overdub {
namespace detail {

// Constant-initialized (.tdata): a thread starts without a buffer (buffers.h, kNoBufferSlots).
__thread ThreadState tls_state __attribute__((tls_model("initial-exec"))) = {
    reinterpret_cast<Event *>(kNoBufferSlots), nullptr, ~0ull, nullptr, nullptr, {0, nullptr}, {0}, 0,
    0, {0, 0}};
int recording = -1;  // constant-initialized: valid before any static initializer runs

unsigned g_runtime_site_state, g_numbering_site_state;
const Site kHandOffSite = {trace::kRuntimeFile, trace::kRuntimeFile, "<overdub: buffer hand-off>",
                           0, 0, 0, &g_runtime_site_state};
const Site kNumberingSite = {trace::kRuntimeFile, trace::kRuntimeFile, trace::kNumberingCallee,
                             0, 0, 0, &g_numbering_site_state};

namespace {

pthread_mutex_t g_registry_lock = PTHREAD_MUTEX_INITIALIZER;
ThreadLog *g_logs;  // threads with a record
pthread_once_t g_once = PTHREAD_ONCE_INIT;
bool g_initialized;  // a thread has recorded, or the control API was used
pthread_key_t g_exit_key;
bool g_finished;
// Aggregate mode: no thread has an event buffer, so every event takes the slow path, and
// append_past_end folds it (set once, before recording starts).
bool g_aggregating;

constexpr size_t kLogBytes = (sizeof(ThreadLog) + 4095) / 4096 * 4096;

uint64_t current_tid() noexcept { return static_cast<uint64_t>(syscall(SYS_gettid)); }

uint64_t g_thread_order;  // the next thread record's number

// Appends the thread's name: the program's (overdub_name_thread), else the system's.
void write_thread_name(ThreadLog *log) noexcept {
  RuntimeSection section;  // takes the file's lock: a signal handler's events go elsewhere
  char name[ThreadLog::kNameBytes];
  if (log->name[0]) {
    memcpy(name, log->name, sizeof name);
  } else {
    // The system's name, by thread id: it fails cleanly for a thread that is gone (its
    // pthread_t would not).
    char path[64];
    snprintf(path, sizeof path, "/proc/self/task/%llu/comm",
             static_cast<unsigned long long>(log->tid));
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    ssize_t n = read(fd, name, sizeof name - 1);
    close(fd);
    if (n <= 0) return;
    name[n] = '\0';
    if (name[n - 1] == '\n') name[n - 1] = '\0';
  }
  name[sizeof name - 1] = '\0';
  if (name[0]) append_thread_name(log->tid, log->order, name);
}

void on_thread_exit(void *arg) noexcept;
void at_process_exit() noexcept;
void before_fork() noexcept;
void after_fork_in_parent() noexcept;
void after_fork_in_child() noexcept;

void init_once() noexcept {
  read_configuration();
  g_aggregating = config().mode == trace::kModeAggregate;
  find_exported_context();
  __atomic_store_n(&recording, config().enabled ? active_recording() : 0, __ATOMIC_RELAXED);
  pthread_key_create(&g_exit_key, on_thread_exit);
  pthread_atfork(before_fork, after_fork_in_parent, after_fork_in_child);
  at_quick_exit(at_process_exit);
  g_initialized = true;
}

// Registers the thread for recording: its first buffer (and, in aggregate mode, its statistics).
bool register_thread(ThreadLog *log) noexcept {
  if (config().mode == trace::kModeAggregate) {  // no buffer: its events are folded as they come
    // The file opens now, not inside the first call that numbers a call target.
    if (!trace_file_ready()) {
      recording = 0;  // no trace can be written (trace_file_ready warned)
      return false;
    }
    log->aggregator = new (std::nothrow) Aggregator();
    if (!log->aggregator) return false;
    log->recording = true;
    return true;
  }
  log->capacity = config().mode == trace::kModeRing ? config().ring_events : config().buffer_events;
  if (!trace_file_ready()) {
    recording = 0;  // no trace can be written (trace_file_ready warned)
    return false;
  }
  if (!start_buffers(log)) return false;
  log->recording = true;
  return true;
}

void unlink_log(ThreadLog *log) noexcept {
  pthread_mutex_lock(&g_registry_lock);
  for (ThreadLog **p = &g_logs; *p; p = &(*p)->next)
    if (*p == log) {
      *p = log->next;
      break;
    }
  pthread_mutex_unlock(&g_registry_lock);
}

void on_thread_exit(void *arg) noexcept {
  auto *log = static_cast<ThreadLog *>(arg);
  RuntimeSection section;  // a signal handler now records nothing into what is being freed
  if (log->recording) {
    write_thread_name(log);
    finish_buffers(log);
    // Taken from the registry's view first: the process's exit may be merging it meanwhile.
    pthread_mutex_lock(&g_registry_lock);
    Aggregator *aggregator = log->aggregator;
    log->aggregator = nullptr;
    log->recording = false;
    pthread_mutex_unlock(&g_registry_lock);
    delete aggregator;
  }
  finish_count_table(log);
  free_throttle_scan(log->throttle);
  unlink_log(log);
  tls_state.runtime = nullptr;
  munmap(log, kLogBytes);
}

// Return from main, exit() or quick_exit(): runs after static destructors and atexit handlers,
// which may still make instrumented calls.
void at_process_exit() noexcept {
  if (g_finished) return;
  g_finished = true;
  // Inside the runtime throughout: a signal handler's instrumented calls meanwhile do not take
  // the registry's lock again, and aggregate mode defers them. The calling thread's deferred
  // events are folded unless it was inside the runtime already (exit from a handler).
  RuntimeSection section;
  // The buffers posted to the writer are appended first (not from inside the runtime: the
  // writer may need the file's lock, which this thread may hold then; their events stay in
  // their staging regions, and a reader takes them from there).
  if (section.entered()) drain_writer();
  pthread_mutex_lock(&g_registry_lock);
  for (ThreadLog *log = g_logs; log; log = log->next) {
    save_memory_counts(log);
    if (log->recording) {
      write_thread_name(log);
      close_buffers(log, log == existing_thread_log() && section.entered());
    }
  }
  pthread_mutex_unlock(&g_registry_lock);
  if (config().mode == trace::kModeAggregate) write_process_aggregates();
  finish_trace_file(events_appended());
  // The recorder's later calls are counted as lost (the process counters are in the file); a
  // context's are not forwarded.
  recording = recording == 1 ? kRecordingFinished : 0;
}

// Priority 101, the last: destructor functions of the object the runtime is linked into (its
// static archive in an executable) run before it, so their calls are in the trace. Those of
// objects finalized later, and at_quick_exit handlers registered before the runtime started, come
// after the final write: their calls are counted as lost.
__attribute__((destructor(101))) void write_at_exit() noexcept {
  if (g_initialized) at_process_exit();
}

void before_fork() noexcept {
  pthread_mutex_lock(&g_registry_lock);
  lock_throttling();  // the writer takes it before the file's lock
  lock_trace_file();
}

void after_fork_in_parent() noexcept {
  unlock_trace_file();
  unlock_throttling();
  pthread_mutex_unlock(&g_registry_lock);
}

// The child has one thread and its own trace: the parent's regions and tables stay the parent's.
// The forking thread keeps its record (its open regions go on), to record anew.
void after_fork_in_child() noexcept {
  uint32_t parent = static_cast<uint32_t>(getppid());
  ThreadLog *mine = existing_thread_log();
  publish_no_buffer();  // the forking thread's buffer was the parent's
  tls_state.counts = nullptr;
  tls_state.thread.id = 0;  // read again: the child's thread has an id of its own
  tls_state.gone.next_chunk = tls_state.gone.dropped = 0;  // its trace is the child's own
  for (ThreadLog *log = g_logs; log;) {
    ThreadLog *next = log->next;
    forget_buffers(log);
    delete log->aggregator;
    log->aggregator = nullptr;
    log->recording = false;
    forget_count_table(log);
    free_throttle_scan(log->throttle);
    log->throttle = nullptr;
    if (log != mine) munmap(log, kLogBytes);
    log = next;
  }
  g_logs = mine;
  if (mine) {
    mine->next = nullptr;
    mine->tid = current_tid();
    mine->dropped = mine->dropped_kept = 0;
  }
  pthread_mutex_init(&g_registry_lock, nullptr);
  writer_after_fork_in_child();
  reset_events_appended();
  reset_process_aggregates();
  reset_throttling_after_fork();
  values_after_fork_in_child();
  trace_file_after_fork(parent);
}

}  // namespace

ThreadLog *thread_log() noexcept {
  if (ThreadLog *log = existing_thread_log()) return log;
  pthread_once(&g_once, init_once);
  // Pages of its own: mmap is safe in a signal handler (a thread's first event may be one's).
  void *pages = mmap(nullptr, kLogBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (pages == MAP_FAILED) return nullptr;
  auto *log = new (pages) ThreadLog();
  log->tid = current_tid();
  log->order = __atomic_fetch_add(&g_thread_order, 1, __ATOMIC_RELAXED);
  pthread_mutex_lock(&g_registry_lock);
  log->next = g_logs;
  g_logs = log;
  pthread_mutex_unlock(&g_registry_lock);
  pthread_setspecific(g_exit_key, log);
  tls_state.runtime = log;
  return log;
}

RuntimeSection::RuntimeSection() noexcept : entered_(!tls_state.in_runtime) {
  if (entered_) {
    tls_state.in_runtime = 1;
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
  }
}
RuntimeSection::~RuntimeSection() {
  if (entered_) {
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
    tls_state.in_runtime = 0;
  }
}

namespace {

Event *refill_slot(Event *reserved) noexcept __attribute__((noinline));
void append_refilled(Event *reserved, unsigned long long word) noexcept __attribute__((cold, noinline));

}  // namespace

void fold_unregistered(unsigned long long tsc, unsigned long long word) noexcept {
  RuntimeSection section;  // entered: fold_event calls it outside the runtime only
  ThreadLog *log = existing_thread_log();
  if (log && log->recording) {  // registered meanwhile, by a signal handler's event
    if (!log->aggregator->fold(tsc, event_index(word), event_kind(word))) count_dropped(log, 1);
  } else if (__atomic_load_n(&recording, __ATOMIC_RELAXED) == 1) {
    log = thread_log();
    // Timed after the registration (the trace file may open then): the runtime's time, not the
    // call's, as trace mode times a thread's first event after its buffer is made.
    if (!log || !register_thread(log) ||
        !log->aggregator->fold(timestamp(), event_index(word), event_kind(word)))
      count_dropped(log, 1);
  }
}

// Aggregate mode is tested first, before anything that makes the frame heavy: there every event
// comes through here, and is timed here (the hot path's own timestamp comes after its slot).
void append_past_end(Event *reserved, unsigned long long word) noexcept {
  if (__builtin_expect(__atomic_load_n(&g_aggregating, __ATOMIC_RELAXED), 1))
    return fold_event(timestamp(), word);
  append_refilled(reserved, word);
}

namespace {

Event *refill_slot(Event *reserved) noexcept {
  // A signal handler that fills the buffer while this thread is in here: drop its events.
  if (tls_state.in_runtime) {
    give_back(reserved);
    count_dropped(existing_thread_log(), 1);
    return &tls_state.scratch;
  }
  // Held first: a handler that came before this frame got here made room itself (the loop below
  // finds it); one that comes while the runtime works records into the room it published.
  HeldSignals held;
  RuntimeSection section;
  pthread_once(&g_once, init_once);
  if (g_aggregating) return &tls_state.scratch;  // the thread's first event
  // A registered thread keeps storing its events even once recording is off: the stops of
  // calls whose starts were recorded must be too.
  ThreadLog *log = existing_thread_log();
  if ((!log || !log->recording) && __atomic_load_n(&recording, __ATOMIC_RELAXED) == 1) {
    held.release();  // opening the file takes a while: a handler's events are dropped meanwhile
    log = thread_log();
    if (!log || !register_thread(log)) {
      if (__atomic_load_n(&recording, __ATOMIC_RELAXED) == 1) count_dropped(log, 1);
      return &tls_state.scratch;
    }
    held.hold();
  }
  if (!log || !log->recording) return &tls_state.scratch;  // off: nothing is stored
  if (Event *slot = slot_taken_before(log, reserved)) return slot;
  // The slots taken past the end are the frames' that will write them (buffers.h): this one's go
  // back (one of no buffer, taken before a handler gave the thread its first, is nobody's). A
  // handler may fill the room made before this frame takes its slot: a few tries.
  give_back(reserved);
  for (int tries = 0; tries < 4; ++tries) {
    Event *slot = reserve_slot();
    if (slot < tls_state.end) return slot;
    give_back(slot);
    if (!refill(log, held)) break;
  }
  count_dropped(log, 1);
  return &tls_state.scratch;
}

// Trace and ring modes past the end (and aggregate mode's first event, which initializes the
// runtime): the slot the slow path gives, then the timestamp, then the event after a marker.
void append_refilled(Event *reserved, unsigned long long word) noexcept {
  // A signal handler's event while its thread is inside the runtime is dropped (and counted)
  // there: not folded too, whatever the mode turned out to be meanwhile.
  const bool inside = tls_state.in_runtime;
  Event *slot = refill_slot(reserved);
  const unsigned long long tsc = timestamp();
  if (!inside && __atomic_load_n(&g_aggregating, __ATOMIC_RELAXED)) return fold_event(tsc, word);
  append_marked(slot, tsc, word);
}

}  // namespace

namespace {

// A marker of time `tsc` into `slot`, then `stored` into the next slot (the slow path's slots
// start with a marker).
void store_after_marker(Event *slot, unsigned long long tsc, unsigned long long stored) noexcept {
  const unsigned long long epoch = tsc >> kEpochShift;
  // A slot of a buffer given up while a signal handler interrupted this frame was counted as
  // dropped: the event goes there, unseen, as it would without a marker.
  if (const ThreadLog *log = existing_thread_log(); log && slot_given_up(log, slot))
    slot = &tls_state.scratch;
  // A slot that stores nothing (the event is dropped, and counted) needs no marker.
  while (slot != &tls_state.scratch) {
    slot->word = tsc << 2 | kMarker;
    tls_state.epoch = epoch;
    Event *e = reserve_slot();
    if (reinterpret_cast<uintptr_t>(e) >= reinterpret_cast<uintptr_t>(tls_state.end)) e = refill_slot(e);
    slot = e;
    // A new generation began meanwhile (the slot is its first): it starts with a marker too.
    if (tls_state.epoch == epoch) break;
  }
  slot->word = stored;
}

}  // namespace

void append_marked(Event *slot, unsigned long long tsc, unsigned long long word) noexcept {
  store_after_marker(slot, tsc, tsc << kTimeShift | word);
}

// A word without time (an extension) past the end: aggregate mode folds it (a call's target;
// it has no event stream); trace and ring modes store it like an event, after a marker.
void append_word_past_end(Event *reserved, unsigned long long word) noexcept {
  if (__atomic_load_n(&g_aggregating, __ATOMIC_RELAXED)) return fold_extension(word);
  Event *slot = refill_slot(reserved);
  if (__atomic_load_n(&g_aggregating, __ATOMIC_RELAXED)) return;  // its first event said so
  store_after_marker(slot, timestamp(), word);
}

// Words in slots next to each other (a value extension and its words) whose slots reach past
// the end (as the hot path saw it): the frame's slots before the end take padding that readers
// skip; those past it but the first go back, before the one-slot slow path refills (a ring's
// next block then starts at the end, not later), and that path stores padding in the first.
// Then the words are reserved again in the room that made. Aggregate mode keeps no values.
void append_words_past_end(Event *reserved, Event *end, const unsigned long long *words,
                           unsigned count) noexcept {
  auto pad = [count](Event *run, Event *before) {
    Event *past = run;
    for (; reinterpret_cast<uintptr_t>(past) < reinterpret_cast<uintptr_t>(before); ++past)
      past->word = trace::kPaddingExtension;
    Event *after = run + count;  // the last slots go back first, as their frame would give them
    __atomic_compare_exchange_n(&tls_state.cur, &after, past + 1, false, __ATOMIC_RELAXED,
                                __ATOMIC_RELAXED);
    append_word_past_end(past, trace::kPaddingExtension);
  };
  for (int tries = 0; tries < 3; ++tries) {
    if (__atomic_load_n(&g_aggregating, __ATOMIC_RELAXED)) return;
    pad(reserved, end);
    reserved = reserve_slots(count);
    end = tls_state.end;
    if (reinterpret_cast<uintptr_t>(reserved + count - 1) < reinterpret_cast<uintptr_t>(end)) {
      reserved[0].word = words[0];
      for (unsigned i = 1; i < count; ++i)
        __atomic_store_n(&reserved[i].word, words[i], __ATOMIC_RELEASE);
      return;
    }
  }
  // A signal handler filled each room made (or the room is smaller than the words): the last
  // reservation is padding, the value dropped.
  pad(reserved, end);
  count_dropped(existing_thread_log(), count);
}

void append_pair_past_end(Event *reserved, Event *end, unsigned long long first,
                          unsigned long long second) noexcept {
  const unsigned long long words[2] = {first, second};
  append_words_past_end(reserved, end, words, 2);
}

unsigned start_unindexed(const Site *site) noexcept {
  if (!index_site(site)) return kNotStarted;  // no index left: the site is off
  return start(site);
}

void initialize() noexcept { pthread_once(&g_once, init_once); }

void count_after_final_write(const Site *site) noexcept {
  unsigned state = __atomic_load_n(site->state, __ATOMIC_RELAXED);
  if (state & kSiteOff) return;
  if (state & kCountCalls)  // throttled: its count is lost
    count_lost_counts(1);
  else
    count_dropped_elsewhere(2);  // its start and its stop
}

unsigned long long portable_timestamp() noexcept { return monotonic_ns(); }

uint64_t monotonic_ns() noexcept {
  timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<uint64_t>(ts.tv_sec) * 1000000000u + static_cast<uint64_t>(ts.tv_nsec);
}

ClockPair read_clock_pair() noexcept {
  // The clock read between two timestamps; of a few tries, the one bracketed most tightly, at
  // the bracket's middle. A thread preempted between the two clocks (a loaded machine) would
  // otherwise pair readings a quarter of a millisecond apart and skew a short window's tick rate.
  ClockPair best{0, 0};
  uint64_t best_gap = ~uint64_t{0};
  for (int attempt = 0; attempt < 5; ++attempt) {
    uint64_t before = timestamp();
    uint64_t ns = monotonic_ns();
    uint64_t after = timestamp();
    if (after - before < best_gap) {
      best_gap = after - before;
      best = ClockPair{before + (after - before) / 2, ns};
    }
  }
  return best;
}

}  // namespace detail
}  // namespace overdub

extern "C" {
void overdub_enable(void) noexcept {
  overdub::detail::initialize();
  // After the final write (normal exit) nothing more can be recorded.
  if (__atomic_load_n(&overdub::detail::recording, __ATOMIC_RELAXED) ==
      overdub::detail::kRecordingFinished)
    return;
  __atomic_store_n(&overdub::detail::recording, overdub::detail::active_recording(),
                   __ATOMIC_RELAXED);
}
void overdub_name_thread(const char *name) noexcept {
  using namespace overdub::detail;
  if (!name) return;
  RuntimeSection section;  // a signal handler meanwhile must not take the registry's lock again
  if (!section.entered()) return;
  ThreadLog *log = thread_log();
  if (!log) return;
  size_t n = strnlen(name, ThreadLog::kNameBytes - 1);
  memcpy(log->name, name, n);
  log->name[n] = '\0';
  // Written now too, so that a trace of a process that ends abruptly names the thread.
  if (log->recording) write_thread_name(log);
}
void overdub_disable(void) noexcept {
  overdub::detail::initialize();
  __atomic_store_n(&overdub::detail::recording, 0, __ATOMIC_RELAXED);
}
int overdub_is_enabled(void) noexcept {
  overdub::detail::initialize();
  int on = __atomic_load_n(&overdub::detail::recording, __ATOMIC_RELAXED);
  return on > 0 && on != overdub::detail::kRecordingFinished;
}
}
