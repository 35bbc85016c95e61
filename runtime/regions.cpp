// Regions of the user's own: each name becomes a site of its own, made on first use and
// registered like the site table of an instrumented file.
#include "runtime_internal.h"
#include "trace_file.h"

#include <new>
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
  alignas(Registration) unsigned char registration[sizeof(Registration)];
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

// The C API's regions of this thread, innermost last, with whether their start was recorded.
struct OpenRegion {
  const Site *site;
  unsigned char how;  // how its start went (start_call), 0: not recorded
};
constexpr size_t kOpenRegions = 64;
__thread OpenRegion tls_open[kOpenRegions] __attribute__((tls_model("initial-exec")));
__thread size_t tls_open_depth __attribute__((tls_model("initial-exec")));

const Site *site_named(const char *name) noexcept {
  CacheEntry &entry = tls_cache[(reinterpret_cast<uintptr_t>(name) >> 3) & (kCache - 1)];
  if (entry.name == name) return entry.site;
  RuntimeSection section;
  if (!section.entered()) return nullptr;  // a signal handler inside the runtime
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
      // Described in the trace as soon as it is open, so that it is named whatever happens.
      new (found->registration) Registration(&found->site, 1);
    }
  }
  pthread_mutex_unlock(&g_lock);
  if (!found) return nullptr;
  entry = CacheEntry{name, &found->site};
  return &found->site;
}

}  // namespace
}  // namespace detail

Region::Region(const char *name) noexcept
    : site_(detail::site_named(name)), how_(site_ ? start_call(site_) : 0) {}

Region::~Region() { stop_call(site_, how_); }

}  // namespace overdub

extern "C" {
void overdub_region_begin(const char *name) noexcept {
  using namespace overdub::detail;
  const overdub::Site *site = site_named(name);
  unsigned char how = site ? overdub::start_call(site) : 0;
  if (tls_open_depth < kOpenRegions) tls_open[tls_open_depth] = OpenRegion{site, how};
  ++tls_open_depth;
}

void overdub_region_end(const char *name) noexcept {
  using namespace overdub::detail;
  if (tls_open_depth == 0) return;  // an end without its begin
  --tls_open_depth;
  if (tls_open_depth >= kOpenRegions) {  // nested too deep to be tracked
    if (const overdub::Site *site = site_named(name); site && overdub_is_enabled())
      overdub::stop_call(site, overdub_current_context() ? kForwarded : kRecorded);
    return;
  }
  // The stop is recorded exactly when the start was.
  const OpenRegion &open = tls_open[tls_open_depth];
  overdub::stop_call(open.site, open.how);
}
}
