#include "writer.h"

#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

namespace overdub {
namespace detail {
namespace {

enum WriterState : int { kWriterNotStarted, kWriterStarting, kWriterRunning, kWriterUnavailable };

int g_state = kWriterNotStarted;
Buffer *g_posted;  // pushed by recording threads, taken whole by the writer
uint32_t g_wake;   // bumped at every post: the writer sleeps on it
// Buffers posted and given back so far. The writer gives them back in the order they were
// posted (each batch it takes is older than the next, and it goes through a batch oldest
// first), so all posted up to a number are back once `g_given_back` reaches it.
uint64_t g_posts, g_given_back;
// Bumped at every give-back: threads waiting for the writer sleep on it (not on their buffer's
// word: a thread that sees its buffer back may exit and unmap it before a wake on it comes).
uint32_t g_progress;

// False when `timeout_ns` passed (0: none).
bool futex_wait(uint32_t *word, uint32_t expected, uint64_t timeout_ns = 0) noexcept {
  timespec t{static_cast<time_t>(timeout_ns / 1000000000), static_cast<long>(timeout_ns % 1000000000)};
  return syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, expected, timeout_ns ? &t : nullptr,
                 nullptr, 0) == 0 || errno != ETIMEDOUT;
}
void futex_wake(uint32_t *word) noexcept {
  syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, INT_MAX, nullptr, nullptr, 0);
}

void delay(uint64_t ns) noexcept {
  timespec t{static_cast<time_t>(ns / 1000000000), static_cast<long>(ns % 1000000000)};
  while (nanosleep(&t, &t) != 0) {
  }
}

__thread bool t_writer;  // the calling thread is the writer
uint8_t *g_scratch;      // the writer's, for packing
size_t g_scratch_bytes;

void *writer_main(void *) {
  t_writer = true;
  for (;;) {
    const uint32_t seen = __atomic_load_n(&g_wake, __ATOMIC_ACQUIRE);
    Buffer *list = __atomic_exchange_n(&g_posted, nullptr, __ATOMIC_ACQ_REL);
    if (!list) {
      futex_wait(&g_wake, seen);  // returns at once if a post came after `seen`
      continue;
    }
    // The list is newest first: each thread's buffers are handed on in the order it posted them.
    Buffer *oldest = nullptr;
    while (list) {
      Buffer *next = list->next_posted;
      list->next_posted = oldest;
      oldest = list;
      list = next;
    }
    while (oldest) {
      Buffer *b = oldest;
      oldest = b->next_posted;
      if (config().writer_delay_ns) delay(config().writer_delay_ns);
      hand_on_posted(b->owner, *b);
      b->next_posted = nullptr;
      // The buffer's last touch: its thread may exit and unmap it from here on.
      __atomic_store_n(&b->writing, 0u, __ATOMIC_RELEASE);
      __atomic_add_fetch(&g_given_back, 1, __ATOMIC_RELEASE);
      __atomic_add_fetch(&g_progress, 1, __ATOMIC_RELEASE);
      futex_wake(&g_progress);
    }
  }
  return nullptr;
}

// Made by the first thread that posts; the others hand on themselves meanwhile.
bool writer_running() noexcept {
  int state = __atomic_load_n(&g_state, __ATOMIC_ACQUIRE);
  if (state == kWriterRunning) return true;
  if (state != kWriterNotStarted || !config().writer) return false;
  if (!__atomic_compare_exchange_n(&g_state, &state, kWriterStarting, false, __ATOMIC_ACQ_REL,
                                   __ATOMIC_ACQUIRE))
    return false;
  // Every signal blocked in the writer: the program's handlers run on the program's threads.
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &old);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize(&attr, 256 * 1024);
  pthread_t thread;
  bool made = pthread_create(&thread, &attr, writer_main, nullptr) == 0;
  pthread_attr_destroy(&attr);
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  if (made) pthread_setname_np(thread, "overdub-writer");
  __atomic_store_n(&g_state, made ? kWriterRunning : kWriterUnavailable, __ATOMIC_RELEASE);
  return made;
}

}  // namespace

bool on_writer_thread() noexcept { return t_writer; }

uint8_t *writer_scratch(size_t bytes) noexcept {
  if (bytes <= g_scratch_bytes) return g_scratch;
  if (g_scratch) munmap(g_scratch, g_scratch_bytes);
  g_scratch_bytes = 0;
  void *p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return g_scratch = nullptr;
  g_scratch_bytes = bytes;
  return g_scratch = static_cast<uint8_t *>(p);
}

bool post_to_writer(ThreadLog *log, Buffer &b, size_t count, uint64_t generation_ticks) noexcept {
  if (!writer_running()) return false;
  b.owner = log;
  b.posted = count;
  b.posted_ticks = generation_ticks;
  __atomic_store_n(&b.writing, 1u, __ATOMIC_RELAXED);
  // Counted after the push: a drain (at exit) waits for every buffer its own thread posted, and
  // for those of other threads counted by then.
  Buffer *head = __atomic_load_n(&g_posted, __ATOMIC_RELAXED);
  do {
    b.next_posted = head;
  } while (!__atomic_compare_exchange_n(&g_posted, &head, &b, true, __ATOMIC_ACQ_REL,
                                        __ATOMIC_RELAXED));
  __atomic_add_fetch(&g_posts, 1, __ATOMIC_ACQ_REL);
  __atomic_add_fetch(&g_wake, 1, __ATOMIC_RELEASE);
  futex_wake(&g_wake);
  return true;
}

bool wait_for_writer(Buffer &b, uint64_t timeout_ns) noexcept {
  for (;;) {
    const uint32_t seen = __atomic_load_n(&g_progress, __ATOMIC_ACQUIRE);
    if (!writer_holds(b)) return true;
    if (!futex_wait(&g_progress, seen, timeout_ns)) return !writer_holds(b);
  }
}

void drain_writer() noexcept {
  // What was posted before now: threads still running may post on meanwhile.
  const uint64_t posted = __atomic_load_n(&g_posts, __ATOMIC_ACQUIRE);
  for (;;) {
    const uint32_t seen = __atomic_load_n(&g_progress, __ATOMIC_ACQUIRE);
    if (__atomic_load_n(&g_given_back, __ATOMIC_ACQUIRE) >= posted) return;
    futex_wait(&g_progress, seen);
  }
}

void writer_after_fork_in_child() noexcept {
  g_state = kWriterNotStarted;
  g_scratch = nullptr;  // the parent's writer's: the child's makes its own
  g_scratch_bytes = 0;
  g_posted = nullptr;
  g_posts = g_given_back = 0;
}

}  // namespace detail
}  // namespace overdub
