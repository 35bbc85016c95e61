// A fault injector context: the chosen call site throws overdub_examples::InjectedFault on its
// Nth call, instead of making the call, so that a program's error handling can be tested.
//
//   overdub --context=overdub_examples::FaultInjector --context-header=fault_injector.h ...
//   FAULT_SITE=<file>:<line>[:<column>] or <callee>  FAULT_CALL=<n> (default 1)  ./program
//
// Throwing needs a rewrite-time context: `enter` is not noexcept, and the wrappers of this context
// follow it (a run-time context's hooks are called from noexcept code). When the first call is
// made, every other site is turned off with overdub::site_disable (as XRay unpatches functions):
// they cost a load and a branch, the chosen site a counter. At exit a summary goes to stderr:
//   fault_injector: calls=<c> stops=<s> unwinds=<u> injected=<i>
// where every call that entered and was not injected ended once: c == s + u + i.
#ifndef OVERDUB_EXAMPLES_FAULT_INJECTOR_H
#define OVERDUB_EXAMPLES_FAULT_INJECTOR_H

#include <overdub/overdub.h>

#include <atomic>
#include <stdexcept>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <string>

namespace overdub_examples {

struct InjectedFault : std::runtime_error {
  explicit InjectedFault(const overdub::Site &site, unsigned long long call)
      : std::runtime_error(std::string("injected fault at ") + site.callee + " (" + site.file + ":" +
                           std::to_string(site.line) + ":" + std::to_string(site.column) +
                           "), call " + std::to_string(call)),
        site(site) {}
  const overdub::Site &site;
};

class FaultInjector {
 public:
  static bool enter(const overdub::Site &site, overdub::Thread &) {  // throws the fault
    static const bool armed = arm();  // once, at the program's first call
    (void)armed;
    if (!chosen(site)) {  // a site loaded after arming
      overdub::site_disable(site);
      return false;
    }
    unsigned long long call = state().calls.fetch_add(1, std::memory_order_relaxed) + 1;
    if (call == state().fault_call) {
      state().injected.fetch_add(1, std::memory_order_relaxed);
      throw InjectedFault(site, call);
    }
    return true;  // its end is counted, to check that starts and ends pair up
  }
  static void exit(const overdub::Site &, overdub::Thread &) noexcept {
    state().stops.fetch_add(1, std::memory_order_relaxed);
  }
  static void unwind(const overdub::Site &, overdub::Thread &) noexcept {
    state().unwinds.fetch_add(1, std::memory_order_relaxed);
  }

 private:
  struct State {
    const char *site = getenv("FAULT_SITE");
    unsigned long long fault_call = getenv("FAULT_CALL") ? strtoull(getenv("FAULT_CALL"), nullptr, 10) : 1;
    std::atomic<unsigned long long> calls{0}, stops{0}, unwinds{0}, injected{0};
    ~State() {
      fprintf(stderr, "fault_injector: calls=%llu stops=%llu unwinds=%llu injected=%llu\n",
              calls.load(), stops.load(), unwinds.load(), injected.load());
    }
  };
  static State &state() noexcept {
    static State s;
    return s;
  }

  // FAULT_SITE names a callee, or a file:line[:column] position.
  static bool chosen(const overdub::Site &site) noexcept {
    const char *want = state().site;
    if (!want) return false;
    if (!strcmp(want, site.callee)) return true;
    char position[512];
    snprintf(position, sizeof position, "%s:%u", site.file, site.line);
    if (!strcmp(want, position)) return true;
    snprintf(position, sizeof position, "%s:%u:%u", site.file, site.line, site.column);
    return !strcmp(want, position);
  }

  static bool arm() noexcept {
    overdub::for_each_site([](const overdub::Site &site) {
      if (!chosen(site)) overdub::site_disable(site);
    });
    return true;
  }
};

}  // namespace overdub_examples

#endif  // OVERDUB_EXAMPLES_FAULT_INJECTOR_H
