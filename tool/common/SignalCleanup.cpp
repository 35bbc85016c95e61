#include "SignalCleanup.h"

#include "llvm/Support/Signals.h"

#include <csignal>

namespace overdub {
namespace {

// The signals LLVM handles that ask a process to stop rather than report a fault: a fault
// (SIGSEGV, SIGFPE...) ignored would not stop the kernel from ending the process, and crash
// recovery needs its handler.
constexpr int kStopSignals[] = {SIGHUP,  SIGINT,  SIGQUIT, SIGTERM, SIGUSR1,
                                SIGUSR2, SIGPIPE, SIGXCPU, SIGXFSZ};

// Those ignored when the process started (exec keeps SIG_IGN), recorded before main, before
// anything installs a handler over them.
struct IgnoredAtStart {
  sigset_t Signals;
  IgnoredAtStart() {
    sigemptyset(&Signals);
    for (int Signal : kStopSignals) {
      struct sigaction Action;
      if (::sigaction(Signal, nullptr, &Action) == 0 && !(Action.sa_flags & SA_SIGINFO) &&
          Action.sa_handler == SIG_IGN)
        sigaddset(&Signals, Signal);
    }
  }
};
const IgnoredAtStart Ignored;

}  // namespace

void keepIgnoredSignalsIgnored() {
  for (int Signal : kStopSignals) {
    if (!sigismember(&Ignored.Signals, Signal)) continue;
    struct sigaction Action;
    if (::sigaction(Signal, nullptr, &Action) != 0 ||
        (!(Action.sa_flags & SA_SIGINFO) && Action.sa_handler == SIG_IGN))
      continue;
    Action = {};
    Action.sa_handler = SIG_IGN;
    sigemptyset(&Action.sa_mask);
    ::sigaction(Signal, &Action, nullptr);
  }
}

void removeOnFatalSignal(llvm::StringRef Path) {
  llvm::sys::RemoveFileOnSignal(Path);  // installs LLVM's handlers the first time
  keepIgnoredSignalsIgnored();
}

void keepOnFatalSignal(llvm::StringRef Path) { llvm::sys::DontRemoveFileOnSignal(Path); }

}  // namespace overdub
