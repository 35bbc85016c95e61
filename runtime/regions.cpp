// Regions of the user's own: each name becomes a site of its own, made on first use and
// described in the trace like the sites of instrumented files.
#include "runtime_internal.h"
#include "trace_file.h"

#include <pthread.h>
#include <stdlib.h>

namespace overdub {
namespace detail {
namespace {

struct NamedSite {
  const char *name;
  Site site;
  unsigned state;
  NamedSite *next;
};

pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
NamedSite *g_sites;

// Per thread, the last names looked up: most regions are entered again and again.
struct CacheEntry {
  const char *name;
  const Site *site;
};
constexpr size_t kCache = 64;
__thread CacheEntry tls_cache[kCache] __attribute__((tls_model("initial-exec")));

const Site *site_named(const char *name) noexcept {
  CacheEntry &entry = tls_cache[(reinterpret_cast<uintptr_t>(name) >> 3) & (kCache - 1)];
  if (entry.name == name) return entry.site;
  pthread_mutex_lock(&g_lock);
  NamedSite *found = g_sites;
  while (found && found->name != name) found = found->next;
  if (!found) {
    found = static_cast<NamedSite *>(calloc(1, sizeof(NamedSite)));
    if (found) {
      found->name = name;
      found->site = Site{"<region>", "", name, 0, 0, 0, &found->state};
      found->next = g_sites;
      g_sites = found;
    }
  }
  pthread_mutex_unlock(&g_lock);
  if (!found) return nullptr;
  // Described at once when the trace is open, so that it is named even if the process dies.
  Event described{0, reinterpret_cast<uintptr_t>(&found->site)};
  describe_sites(&described, 1);
  entry = CacheEntry{name, &found->site};
  return &found->site;
}

}  // namespace
}  // namespace detail

Region::Region(const char *name) noexcept
    : site_(detail::site_named(name)), recorded_(site_ && start_call(site_)) {}

Region::~Region() {
  if (recorded_) stop_call(site_);
}

}  // namespace overdub

extern "C" {
void overdub_region_begin(const char *name) noexcept {
  if (const overdub::Site *site = overdub::detail::site_named(name)) overdub::start_call(site);
}
void overdub_region_end(const char *name) noexcept {
  if (!overdub_is_enabled()) return;
  if (const overdub::Site *site = overdub::detail::site_named(name)) overdub::stop_call(site);
}
}
