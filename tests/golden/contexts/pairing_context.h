// A rewrite-time context for the golden cases: it checks that every call that entered ends once,
// per thread, innermost first, and that the main thread has no call open when static objects are
// destroyed; otherwise it ends the program with status 97. Silent: the instrumented program
// behaves like the original.
#ifndef OVERDUB_GOLDEN_PAIRING_CONTEXT_H
#define OVERDUB_GOLDEN_PAIRING_CONTEXT_H

#include <overdub/overdub.h>

#include <stdlib.h>
#include <unistd.h>

namespace golden {

struct PairingContext {
  static bool enter(const overdub::Site &site, overdub::Thread &) noexcept {
    if (depth < kDepth) open[depth] = &site;
    ++depth;
    ++calls;
    return true;
  }
  static void exit(const overdub::Site &site, overdub::Thread &) noexcept { close(site); }
  static void unwind(const overdub::Site &site, overdub::Thread &) noexcept { close(site); }

  static constexpr unsigned kDepth = 256;
  static thread_local const overdub::Site *open[kDepth];
  static thread_local unsigned depth;
  static thread_local unsigned long long calls;

  static void close(const overdub::Site &site) noexcept {
    if (depth == 0 || (depth <= kDepth && open[depth - 1] != &site)) fail("unpaired end");
    --depth;
  }
  static void fail(const char *what) noexcept {
    ssize_t ignored = write(2, what, __builtin_strlen(what));
    (void)ignored;
    _exit(97);
  }
};
thread_local const overdub::Site *PairingContext::open[PairingContext::kDepth];
thread_local unsigned PairingContext::depth;
thread_local unsigned long long PairingContext::calls;

struct CheckAtExit {
  ~CheckAtExit() {
    if (PairingContext::depth != 0) PairingContext::fail("a call is still open at exit");
  }
};
static CheckAtExit check_at_exit;

}  // namespace golden

#endif  // OVERDUB_GOLDEN_PAIRING_CONTEXT_H
