#include "CrashGuard.h"

#include "SignalCleanup.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/Signals.h"

#include <csignal>
#include <cstring>
#include <pthread.h>
#include <vector>

namespace overdub {
namespace {

// The guard below each source's stack: a frame larger than one page could step over a guard
// of one page into other memory, where an overflow would corrupt instead of fault.
constexpr size_t kGuardSize = size_t(1) << 20;

// A stack for signal handlers on the calling thread, while it lives: a SIGSEGV from an exhausted
// stack has no room to run its handler on that stack.
class AlternateSignalStack {
public:
  AlternateSignalStack() : Memory(size_t(64) << 10) {
    stack_t Stack{};
    Stack.ss_sp = Memory.data();
    Stack.ss_size = Memory.size();
    Installed = ::sigaltstack(&Stack, &Previous) == 0;
  }
  ~AlternateSignalStack() {
    if (Installed) ::sigaltstack(&Previous, nullptr);
  }

private:
  std::vector<char> Memory;
  stack_t Previous{};
  bool Installed = false;
};

}  // namespace

void enableCrashRecovery(const char *Argv0) {
  // LLVM's own handlers first (a stack trace for crashes outside a source), so that installing
  // them later (removeOnFatalSignal does, tool/common/SignalCleanup.h) does not replace
  // recovery's. They take over the signals ignored at start too: those are ignored again.
  llvm::sys::PrintStackTraceOnErrorSignal(Argv0);
  keepIgnoredSignalsIgnored();
  llvm::CrashRecoveryContext::Enable();
  // Recovery's handlers run on the stack that faulted, which an overflow has used up: they go to
  // the alternate stack that runRecoverably provides.
  for (int Signal : {SIGSEGV, SIGBUS}) {
    struct sigaction Action;
    if (::sigaction(Signal, nullptr, &Action) == 0) {
      Action.sa_flags |= SA_ONSTACK;
      ::sigaction(Signal, &Action, nullptr);
    }
  }
}

void runOnThreadWithStack(size_t StackSize, llvm::function_ref<void()> Fn) {
  pthread_attr_t Attributes;
  pthread_t Thread;
  bool Started = ::pthread_attr_init(&Attributes) == 0 &&
                 ::pthread_attr_setstacksize(&Attributes, StackSize) == 0 &&
                 ::pthread_attr_setguardsize(&Attributes, kGuardSize) == 0 &&
                 ::pthread_create(
                     &Thread, &Attributes,
                     [](void *Arg) -> void * {
                       (*static_cast<llvm::function_ref<void()> *>(Arg))();
                       return nullptr;
                     },
                     &Fn) == 0;
  ::pthread_attr_destroy(&Attributes);
  if (Started)
    ::pthread_join(Thread, nullptr);
  else
    Fn();  // no memory for such a stack: the default one
}

std::optional<std::string> runRecoverably(llvm::function_ref<void()> Fn) {
  AlternateSignalStack SignalStack;
  llvm::CrashRecoveryContext Context;
  if (Context.RunSafely(Fn)) return std::nullopt;
  int Signal = Context.RetCode - 128;  // as a shell reports a process killed by a signal
  if (Signal <= 0) return "it ended with status " + std::to_string(Context.RetCode);
  std::string Name = "signal " + std::to_string(Signal) + " (" + ::strsignal(Signal) + ")";
  if (Signal == SIGSEGV || Signal == SIGBUS)
    Name += ", as when deeply nested code exhausts the stack";
  return Name;
}

}  // namespace overdub
