// A call counter context: exact calls per call site, in every thread, printed at exit.
//
// Rewrite time:  overdub --context=overdub_examples::Counter --context-header=counter.h ...
// Run time:      link or LD_PRELOAD a library built from counter_context.cpp
//                (OVERDUB_EXPORT_CONTEXT(overdub_examples::Counter)).
//
// The counts go to the file named by $COUNTER_OUTPUT (default stderr) at exit, one line per site:
//   <calls> <callee> <file>:<line>:<column>
// The hot path is a per-thread table lookup and an increment: no atomic operation, no lock, no
// allocation; a site's first call in a thread takes the slow path, which grows the table when it
// is three quarters full. A thread's counts join the totals when it exits (the main thread's at
// exit).
#ifndef OVERDUB_EXAMPLES_COUNTER_H
#define OVERDUB_EXAMPLES_COUNTER_H

#include <overdub/overdub.h>

#include <mutex>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unordered_map>

namespace overdub_examples {

class Counter {
 public:
  static bool enter(const overdub::Site &site, overdub::Thread &) noexcept {
    Slot *slots = tls_slots;
    if (__builtin_expect(slots != nullptr, 1)) {
      Slot &slot = slots[index(&site) & tls_mask];
      if (__builtin_expect(slot.site == &site, 1)) {
        ++slot.calls;
        return false;
      }
    }
    count_elsewhere(&site);
    return false;  // no exit hook: a counter needs only the start
  }
  static void exit(const overdub::Site &, overdub::Thread &) noexcept {}
  static void unwind(const overdub::Site &, overdub::Thread &) noexcept {}

 private:
  struct Slot {
    const overdub::Site *site;
    unsigned long long calls;
  };
  // The thread's table: open addressing, grown (doubled) when three quarters full, so that a
  // program of many sites counts each in its own slot. Trivially constructed, so that the hot
  // path reaches it without a thread_local wrapper call.
  static inline thread_local Slot *tls_slots;
  static inline thread_local unsigned tls_mask;  // slots - 1
  static inline thread_local unsigned tls_used;

  static unsigned index(const overdub::Site *site) noexcept {
    return static_cast<unsigned>(reinterpret_cast<unsigned long>(site) >> 4);
  }

  // The totals of exited threads, and the printing at exit.
  struct Totals {
    std::mutex lock;
    std::unordered_map<const overdub::Site *, unsigned long long> calls;
    void add(const Slot *slots, unsigned n) noexcept {
      std::lock_guard<std::mutex> hold(lock);
      for (unsigned i = 0; i < n; ++i)
        if (slots[i].site) calls[slots[i].site] += slots[i].calls;
    }
    ~Totals() {
      FILE *out = stderr;
      if (const char *path = getenv("COUNTER_OUTPUT"))
        if (FILE *f = fopen(path, "w")) out = f;
      for (const auto &[site, n] : calls)
        fprintf(out, "%llu %s %s:%u:%u\n", n, site->callee, site->file, site->line, site->column);
      if (out != stderr) fclose(out);
    }
  };
  static Totals &totals() noexcept {
    static Totals all;  // before any ThreadExit, so destroyed after them
    return all;
  }

  // Adds this thread's table to the totals when the thread ends.
  struct ThreadExit {
    ~ThreadExit() {
      if (!tls_slots) return;
      totals().add(tls_slots, tls_mask + 1);
      munmap(tls_slots, (tls_mask + 1) * sizeof(Slot));
      tls_slots = nullptr;
    }
  };

  // A table of `n` slots (a power of two) with the thread's counts so far. Pages of their own
  // (mmap): a signal handler's call may be the one that grows it, where malloc is not safe.
  static bool grow(unsigned n) noexcept {
    void *pages = mmap(nullptr, n * sizeof(Slot), PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (pages == MAP_FAILED) return false;
    Slot *bigger = static_cast<Slot *>(pages);
    Slot *old = tls_slots;
    const unsigned old_n = old ? tls_mask + 1 : 0;
    for (unsigned i = 0; i < old_n; ++i) {
      if (!old[i].site) continue;
      unsigned j = index(old[i].site) & (n - 1);
      while (bigger[j].site) j = (j + 1) & (n - 1);
      bigger[j] = old[i];
    }
    tls_slots = bigger;
    tls_mask = n - 1;
    if (old) munmap(old, old_n * sizeof(Slot));
    return true;
  }

  __attribute__((noinline)) static void count_elsewhere(const overdub::Site *site) noexcept {
    totals();
    static thread_local ThreadExit at_exit;  // constructed on the thread's first count
    (void)at_exit;
    if (!tls_slots && !grow(1024)) return count_in_totals(site);
    for (;;) {
      unsigned i = index(site) & tls_mask;
      while (tls_slots[i].site && tls_slots[i].site != site) i = (i + 1) & tls_mask;
      if (tls_slots[i].site == site) {
        ++tls_slots[i].calls;
        return;
      }
      if ((tls_used + 1) * 4 <= (tls_mask + 1) * 3) {  // a new site, and room for it
        tls_slots[i] = Slot{site, 1};
        ++tls_used;
        return;
      }
      if (!grow((tls_mask + 1) * 2)) return count_in_totals(site);
    }
  }

  // When no memory is left for the thread's table: the count goes to the totals directly.
  static void count_in_totals(const overdub::Site *site) noexcept {
    const Slot one{site, 1};
    totals().add(&one, 1);
  }
};

}  // namespace overdub_examples

#endif  // OVERDUB_EXAMPLES_COUNTER_H
