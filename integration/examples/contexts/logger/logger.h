// A call logger context: one line per event on stderr, nested per thread like the event log of
// overdub-report --format=events:
//
//       <thread>  start   <indent>callee (file:line:column)
//       <thread>  stop    <indent>callee (file:line:column)      (unwind: ended by an exception)
//
// Rewrite time:  overdub --context=overdub_examples::Logger --context-header=logger.h ...
// Run time:      link or LD_PRELOAD a library built from logger_context.cpp.
//
// Each line is formatted on the stack and written with one write(2), so that the lines of several
// threads do not mix; the depth is kept in the thread's overdub::Thread::data.
#ifndef OVERDUB_EXAMPLES_LOGGER_H
#define OVERDUB_EXAMPLES_LOGGER_H

#include <overdub/overdub.h>

#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

namespace overdub_examples {

class Logger {
 public:
  static bool enter(const overdub::Site &site, overdub::Thread &thread) noexcept {
    uintptr_t depth = reinterpret_cast<uintptr_t>(thread.data);
    log(thread, "start", site, depth);
    thread.data = reinterpret_cast<void *>(depth + 1);
    return true;  // report this call's stop or unwind
  }
  static void exit(const overdub::Site &site, overdub::Thread &thread) noexcept {
    log(thread, "stop", site, leave(thread));
  }
  static void unwind(const overdub::Site &site, overdub::Thread &thread) noexcept {
    log(thread, "unwind", site, leave(thread));
  }

 private:
  static uintptr_t leave(overdub::Thread &thread) noexcept {
    uintptr_t depth = reinterpret_cast<uintptr_t>(thread.data);
    if (depth) --depth;
    thread.data = reinterpret_cast<void *>(depth);
    return depth;
  }
  static void log(const overdub::Thread &thread, const char *event, const overdub::Site &site,
                  uintptr_t depth) noexcept {
    char line[512];
    int indent = depth > 40 ? 80 : static_cast<int>(2 * depth);
    int n = snprintf(line, sizeof line, "%10llu  %-7s %*s%s (%s:%u:%u)\n", thread.id, event, indent,
                     "", site.callee, site.file, site.line, site.column);
    if (n < 0) return;
    if (static_cast<size_t>(n) >= sizeof line) {
      n = sizeof line;
      line[n - 1] = '\n';
    }
    ssize_t ignored = write(2, line, static_cast<size_t>(n));
    (void)ignored;
  }
};

}  // namespace overdub_examples

#endif  // OVERDUB_EXAMPLES_LOGGER_H
