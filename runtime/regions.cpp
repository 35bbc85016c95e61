// Regions of the user's own: each name becomes a site of its own, made on first use and
// registered like the site table of an instrumented file.
#include "runtime_internal.h"
#include "thread_log.h"
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

// Per thread (in its record), the last names looked up: most regions are entered again and
// again.
RegionCacheEntry *cache_entry(const char *name) noexcept {
  ThreadLog *log = existing_thread_log();
  if (!log) return nullptr;
  return &log->region_cache[(reinterpret_cast<uintptr_t>(name) >> 3) &
                            (ThreadLog::kRegionCache - 1)];
}

const Site *site_named(const char *name) noexcept {
  if (RegionCacheEntry *entry = cache_entry(name); entry && entry->name == name) return entry->site;
  RuntimeSection section;
  if (!section.entered()) return nullptr;  // a signal handler inside the runtime
  thread_log();                            // for the cache and the open regions
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
  if (RegionCacheEntry *entry = cache_entry(name)) *entry = RegionCacheEntry{name, &found->site};
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
  unsigned how = site ? overdub::start_call(site) : 0;
  ThreadLog *log = existing_thread_log();
  if (!log) return;  // no memory for the thread's record: its end will find nothing open
  if (log->open_depth < ThreadLog::kOpenRegions)
    log->open_regions[log->open_depth] = OpenRegion{site, how};
  ++log->open_depth;
}

void overdub_region_end(const char *name) noexcept {
  using namespace overdub::detail;
  ThreadLog *log = existing_thread_log();
  if (!log || log->open_depth == 0) return;  // an end without its begin
  --log->open_depth;
  if (log->open_depth >= ThreadLog::kOpenRegions) {  // nested too deep to be tracked
    if (const overdub::Site *site = site_named(name); site && overdub_is_enabled()) {
      // As its start was, most likely: recorded under the site's state, or forwarded.
      unsigned state = __atomic_load_n(site->state, __ATOMIC_RELAXED);
      unsigned recorded = (state & overdub::kRecordedMask) == overdub::kIndexed ? state : kNotStarted;
      overdub::stop_call(site, overdub_current_context() ? kForwarded : recorded);
    }
    return;
  }
  // The stop is recorded exactly when the start was.
  const OpenRegion &open = log->open_regions[log->open_depth];
  overdub::stop_call(open.site, open.how);
}
}
