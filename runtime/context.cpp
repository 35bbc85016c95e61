// Run-time contexts: the runtime forwards events to a context's hooks instead of recording them
// (overdub.h, "Contexts"). The default hot path does not see this: an installed context makes
// `recording` 2, which sends every start to slow_start.
#include "runtime_internal.h"

#include <dlfcn.h>
#include <exception>
#include <sys/syscall.h>
#include <unistd.h>

// A context the program itself defines (OVERDUB_EXPORT_CONTEXT) is found through this weak
// reference even when the executable does not export its symbols; preloaded libraries through
// dlsym.
extern "C" const overdub_context overdub_context_hooks __attribute__((weak));

namespace overdub {
namespace detail {

namespace {
const overdub_context *g_context;

bool usable(const overdub_context *context) noexcept {
  if (!context) return true;
  if (context->size >= sizeof(overdub_context) && context->enter && context->exit &&
      context->unwind)
    return true;
  warn_once(kWarnContext, "overdub: ignoring a context without its size or hooks");
  return false;
}
}  // namespace

void name_thread(Thread &thread) noexcept {
  thread.id = static_cast<unsigned long long>(syscall(SYS_gettid));
}

int uncaught_exceptions() noexcept { return std::uncaught_exceptions(); }

int active_recording() noexcept { return __atomic_load_n(&g_context, __ATOMIC_ACQUIRE) ? 2 : 1; }

void find_exported_context() noexcept {
  const overdub_context *found = &overdub_context_hooks;
  if (!found) found = static_cast<const overdub_context *>(dlsym(RTLD_DEFAULT, "overdub_context_hooks"));
  if (found && usable(found)) __atomic_store_n(&g_context, found, __ATOMIC_RELEASE);
}

unsigned slow_start(const Site *site) noexcept {
  if (__atomic_load_n(&recording, __ATOMIC_RELAXED) < 0) initialize();
  switch (__atomic_load_n(&recording, __ATOMIC_RELAXED)) {
  case 1: return start(site);
  case 2: break;
  case kRecordingFinished: count_after_final_write(site); return kNotStarted;
  default: return kNotStarted;
  }
  if (__atomic_load_n(site->state, __ATOMIC_RELAXED) & kSiteOff) return kNotStarted;
  const overdub_context *context = __atomic_load_n(&g_context, __ATOMIC_ACQUIRE);
  if (!context) return kNotStarted;
  return context->enter(context->data, *site, this_thread()) ? kForwarded : kNotStarted;
}

void forward_end(const Site *site, unsigned long long kind) noexcept {
  const overdub_context *context = __atomic_load_n(&g_context, __ATOMIC_ACQUIRE);
  if (!context) return;  // uninstalled while the call ran
  (kind == kStop ? context->exit : context->unwind)(context->data, *site, this_thread());
}

}  // namespace detail
}  // namespace overdub

extern "C" {
void overdub_set_context(const overdub_context *context) noexcept {
  using namespace overdub::detail;
  initialize();
  if (!usable(context)) return;
  __atomic_store_n(&g_context, context, __ATOMIC_RELEASE);
  // Off stays off, finished stays finished; on now means the context (or the recorder again).
  int on = __atomic_load_n(&recording, __ATOMIC_RELAXED);
  if (on != 0 && on != kRecordingFinished)
    __atomic_store_n(&recording, context ? 2 : 1, __ATOMIC_RELAXED);
}

const overdub_context *overdub_current_context(void) noexcept {
  overdub::detail::initialize();
  return __atomic_load_n(&overdub::detail::g_context, __ATOMIC_ACQUIRE);
}
}
