// A call counter context: exact calls per call site, in every thread, printed at exit.
//
// Rewrite time:  overdub --context=overdub_examples::Counter --context-header=counter.h ...
// Run time:      link or LD_PRELOAD a library built from counter_context.cpp
//                (OVERDUB_EXPORT_CONTEXT(overdub_examples::Counter)).
//
// The counts go to the file named by $COUNTER_OUTPUT (default stderr) at exit, one line per site:
//   <calls> <callee> <file>:<line>:<column>
// The hot path is a per-thread table lookup and an increment: no atomic operation, no lock, no
// allocation. A thread's counts join the totals when it exits (the main thread's at exit).
#ifndef OVERDUB_EXAMPLES_COUNTER_H
#define OVERDUB_EXAMPLES_COUNTER_H

#include <overdub/overdub.h>

#include <mutex>
#include <stdio.h>
#include <stdlib.h>

namespace overdub_examples {

class Counter {
 public:
  static bool enter(const overdub::Site &site, overdub::Thread &) noexcept {
    Slot &slot = tls_table[index(&site)];
    if (__builtin_expect(slot.site == &site, 1))
      ++slot.calls;
    else
      count_elsewhere(&site);
    return false;  // no exit hook: a counter needs only the start
  }
  static void exit(const overdub::Site &, overdub::Thread &) noexcept {}
  static void unwind(const overdub::Site &, overdub::Thread &) noexcept {}

 private:
  static constexpr unsigned kSlots = 1024;  // sites per thread; more are counted as "lost"
  struct Slot {
    const overdub::Site *site;
    unsigned long long calls;
  };
  // Trivially constructed, so that the hot path reaches it without a thread_local wrapper call.
  static inline thread_local Slot tls_table[kSlots];

  static unsigned index(const overdub::Site *site) noexcept {
    return static_cast<unsigned>(reinterpret_cast<unsigned long>(site) >> 4) & (kSlots - 1);
  }

  // The totals of exited threads, and the printing at exit.
  struct Totals {
    std::mutex lock;
    Slot table[kSlots * 4];
    unsigned long long lost = 0;
    void add(const Slot *slots, unsigned n) noexcept {
      std::lock_guard<std::mutex> hold(lock);
      for (unsigned i = 0; i < n; ++i) {
        if (!slots[i].site) continue;
        unsigned j = index(slots[i].site) * 4 % (kSlots * 4), probes = 0;
        while (table[j].site && table[j].site != slots[i].site && ++probes < kSlots * 4)
          j = (j + 1) % (kSlots * 4);
        if (probes == kSlots * 4) {
          lost += slots[i].calls;
          continue;
        }
        table[j].site = slots[i].site;
        table[j].calls += slots[i].calls;
      }
    }
    ~Totals() {
      FILE *out = stderr;
      if (const char *path = getenv("COUNTER_OUTPUT"))
        if (FILE *f = fopen(path, "w")) out = f;
      for (const Slot &s : table)
        if (s.site)
          fprintf(out, "%llu %s %s:%u:%u\n", s.calls, s.site->callee, s.site->file, s.site->line,
                  s.site->column);
      if (lost) fprintf(out, "%llu lost\n", lost);
      if (out != stderr) fclose(out);
    }
  };
  static Totals &totals() noexcept {
    static Totals all;  // before any ThreadExit, so destroyed after them
    return all;
  }

  // Adds this thread's table to the totals when the thread ends.
  struct ThreadExit {
    ~ThreadExit() { totals().add(tls_table, kSlots); }
  };

  __attribute__((noinline)) static void count_elsewhere(const overdub::Site *site) noexcept {
    totals();
    static thread_local ThreadExit at_exit;  // constructed on the thread's first count
    (void)at_exit;
    for (unsigned i = index(site), probes = 0; probes < kSlots; ++probes, i = (i + 1) % kSlots) {
      if (tls_table[i].site == site || !tls_table[i].site) {
        tls_table[i].site = site;
        ++tls_table[i].calls;
        return;
      }
    }
    const Slot lost{site, 1};
    totals().add(&lost, 1);  // a full table: counted in the totals directly
  }
};

}  // namespace overdub_examples

#endif  // OVERDUB_EXAMPLES_COUNTER_H
