// A memoization checker context: among the calls whose values `overdub --capture` records, it
// finds calls made again with the same arguments (a cache would have answered them) and calls
// that returned another result for the same arguments (the callee is not pure: a cache would be
// wrong).
//
//   overdub --capture=REGEX --context=overdub_examples::MemoCheck --context-header=memo_check.h ...
//
// It uses the value hooks of a rewrite-time context (docs/contexts.md, "Argument and result
// values"): argument(site, thread, number, value) once each argument is evaluated, before the
// call; result(site, thread, value) when the call returns, before exit. Each call's arguments
// are folded into a fingerprint on a per-thread stack of open calls (enter pushes, exit and
// unwind pop); at its result the fingerprint is looked up in a table shared by all threads. At
// exit, one line per site that returned a value, to $MEMO_CHECK_OUTPUT (default stderr):
//   <calls> <repeated> <differing> <callee> <file>:<line>:<column>
// repeated: calls whose arguments an earlier call of the site had; differing: those of them that
// returned another result than the first call with those arguments.
#ifndef OVERDUB_EXAMPLES_MEMO_CHECK_H
#define OVERDUB_EXAMPLES_MEMO_CHECK_H

#include <overdub/overdub.h>

#include <mutex>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

namespace overdub_examples {

class MemoCheck {
 public:
  static bool enter(const overdub::Site &site, overdub::Thread &) noexcept {
    if (tls_depth < kDepth) tls_stack[tls_depth] = Frame{&site, kSeed};
    ++tls_depth;
    return true;  // exit or unwind pops the frame
  }
  // The innermost open call is this argument's: the calls made while evaluating it have ended.
  template <class T>
  static void argument(const overdub::Site &site, overdub::Thread &, unsigned number,
                       const T &value) noexcept {
    if (Frame *f = top(site)) f->hash = mix(mix(f->hash, &number, sizeof number), &value, sizeof value);
  }
  template <class T>
  static void result(const overdub::Site &site, overdub::Thread &, const T &value) noexcept {
    if (const Frame *f = top(site)) table().record(&site, f->hash, mix(kSeed, &value, sizeof value));
  }
  static void exit(const overdub::Site &, overdub::Thread &) noexcept { --tls_depth; }
  static void unwind(const overdub::Site &, overdub::Thread &) noexcept { --tls_depth; }

 private:
  static constexpr unsigned kDepth = 256;  // deeper calls are not checked
  static constexpr uint64_t kSeed = 14695981039346656037ull;
  struct Frame {
    const overdub::Site *site;
    uint64_t hash;
  };
  static inline thread_local Frame tls_stack[kDepth];
  static inline thread_local unsigned tls_depth = 0;

  static Frame *top(const overdub::Site &site) noexcept {
    if (tls_depth == 0 || tls_depth > kDepth || tls_stack[tls_depth - 1].site != &site) return nullptr;
    return &tls_stack[tls_depth - 1];
  }
  static uint64_t mix(uint64_t hash, const void *bytes, size_t size) noexcept {  // FNV-1a
    for (size_t i = 0; i < size; ++i)
      hash = (hash ^ static_cast<const unsigned char *>(bytes)[i]) * 1099511628211ull;
    return hash;
  }

  // Results by (site, arguments), and counts by site: open addressing in fixed tables (no
  // allocation), under one lock. A full table checks no more new arguments.
  class Table {
   public:
    void record(const overdub::Site *site, uint64_t arguments, uint64_t result) noexcept {
      std::lock_guard<std::mutex> hold(lock_);
      Counts *counts = countsOf(site);
      if (!counts) return;
      ++counts->calls;
      const uint64_t key = mix(arguments, &site, sizeof site);
      for (size_t probe = 0; probe < kResults; ++probe) {
        Result &r = results_[(key + probe) % kResults];
        if (!r.used) {
          r = Result{true, key, result};
          return;
        }
        if (r.key == key) {
          ++counts->repeated;
          if (r.result != result) ++counts->differing;
          return;
        }
      }
    }
    ~Table() {
      const char *path = getenv("MEMO_CHECK_OUTPUT");
      FILE *out = path ? fopen(path, "w") : stderr;
      if (!out) return;
      for (const Counts &c : counts_)
        if (c.site)
          fprintf(out, "%llu %llu %llu %s %s:%u:%u\n", c.calls, c.repeated, c.differing,
                  c.site->callee, c.site->file, c.site->line, c.site->column);
      if (out != stderr) fclose(out);
    }

   private:
    static constexpr size_t kResults = 1 << 16, kSites = 1 << 10;
    struct Result {
      bool used;
      uint64_t key, result;
    };
    struct Counts {
      const overdub::Site *site;
      unsigned long long calls, repeated, differing;
    };
    Counts *countsOf(const overdub::Site *site) noexcept {
      const size_t start = reinterpret_cast<uintptr_t>(site) / sizeof(overdub::Site);
      for (size_t probe = 0; probe < kSites; ++probe) {
        Counts &c = counts_[(start + probe) % kSites];
        if (c.site == site) return &c;
        if (!c.site) {
          c.site = site;
          return &c;
        }
      }
      return nullptr;
    }
    std::mutex lock_;
    Result results_[kResults] = {};
    Counts counts_[kSites] = {};
  };
  static Table &table() noexcept {
    static Table t;
    return t;
  }
};

}  // namespace overdub_examples

#endif  // OVERDUB_EXAMPLES_MEMO_CHECK_H
