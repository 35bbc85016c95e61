#include "writer.h"

#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <signal.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

namespace overdub {
namespace detail {
namespace {

enum WriterState : int { kWriterNotStarted, kWriterStarting, kWriterRunning, kWriterUnavailable };

int g_state = kWriterNotStarted;
Buffer *g_posted;       // pushed by recording threads, taken whole by the writer
uint32_t g_wake;        // bumped at every post: the writer sleeps on it
uint32_t g_outstanding;  // posted and not given back yet

void futex_wait(uint32_t *word, uint32_t expected) noexcept {
  syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, expected, nullptr, nullptr, 0);
}
void futex_wake(uint32_t *word) noexcept {
  syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, INT_MAX, nullptr, nullptr, 0);
}

void delay(uint64_t ns) noexcept {
  timespec t{static_cast<time_t>(ns / 1000000000), static_cast<long>(ns % 1000000000)};
  while (nanosleep(&t, &t) != 0) {
  }
}

void *writer_main(void *) {
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
      __atomic_store_n(&b->writing, 0u, __ATOMIC_RELEASE);
      futex_wake(&b->writing);
      if (__atomic_sub_fetch(&g_outstanding, 1, __ATOMIC_ACQ_REL) == 0) futex_wake(&g_outstanding);
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

bool post_to_writer(ThreadLog *log, Buffer &b, size_t count, uint64_t generation_ticks) noexcept {
  if (!writer_running()) return false;
  b.owner = log;
  b.posted = count;
  b.posted_ticks = generation_ticks;
  __atomic_store_n(&b.writing, 1u, __ATOMIC_RELAXED);
  __atomic_add_fetch(&g_outstanding, 1, __ATOMIC_RELAXED);
  Buffer *head = __atomic_load_n(&g_posted, __ATOMIC_RELAXED);
  do {
    b.next_posted = head;
  } while (!__atomic_compare_exchange_n(&g_posted, &head, &b, true, __ATOMIC_RELEASE,
                                        __ATOMIC_RELAXED));
  __atomic_add_fetch(&g_wake, 1, __ATOMIC_RELEASE);
  futex_wake(&g_wake);
  return true;
}

void wait_for_writer(Buffer &b) noexcept {
  for (uint32_t w; (w = __atomic_load_n(&b.writing, __ATOMIC_ACQUIRE)) != 0;) futex_wait(&b.writing, w);
}

void drain_writer() noexcept {
  for (uint32_t n; (n = __atomic_load_n(&g_outstanding, __ATOMIC_ACQUIRE)) != 0;)
    futex_wait(&g_outstanding, n);
}

void writer_after_fork_in_child() noexcept {
  g_state = kWriterNotStarted;
  g_posted = nullptr;
  g_outstanding = 0;
}

}  // namespace detail
}  // namespace overdub
