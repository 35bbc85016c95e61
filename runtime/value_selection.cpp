// Which sites record their captured values, chosen at run time (OVERDUB_CAPTURE, docs/runtime.md,
// when a site's table registers; site_values_disable and site_values_enable, any time): a bit per
// site index in `values_off`, set for a site whose values are off. The hot path (overdub.h,
// record_value) tests the bit only once the map exists; the expression is matched here, never in a
// signal handler or a hot path.
#include "runtime_internal.h"
#include "site_index.h"

#include <pthread.h>
#include <regex.h>
#include <stdio.h>

namespace overdub {
namespace detail {

unsigned long long *values_off;

namespace {

pthread_once_t g_once = PTHREAD_ONCE_INIT;
regex_t g_capture;
bool g_chosen;    // OVERDUB_CAPTURE is set (and a map was made for it)
bool g_matching;  // OVERDUB_CAPTURE holds a valid expression: sites it matches keep values

constexpr size_t kMapBytes = (size_t{trace::kMaxSiteIndex} + 1) / 8;
unsigned long long *new_map() noexcept {
  void *map = mmap(nullptr, kMapBytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  return map == MAP_FAILED ? nullptr : static_cast<unsigned long long *>(map);
}

void read_selection() {
  const char *capture = getenv("OVERDUB_CAPTURE");
  if (!capture) return;  // every value the tool made record is recorded
  unsigned long long *map = new_map();
  if (!map) {
    fprintf(stderr, "overdub: OVERDUB_CAPTURE: no memory for the selection; values are recorded "
                    "as the tool chose\n");
    return;
  }
  if (*capture) {
    const int error = regcomp(&g_capture, capture, REG_EXTENDED | REG_NOSUB);
    if (error != 0) {
      char why[256];
      regerror(error, &g_capture, why, sizeof why);
      fprintf(stderr, "overdub: OVERDUB_CAPTURE=%s: %s; no value is recorded\n", capture, why);
    } else {
      g_matching = true;
    }
  }
  g_chosen = true;
  __atomic_store_n(&values_off, map, __ATOMIC_RELEASE);
}

// The selection's map, made all on when OVERDUB_CAPTURE made none (site_values_disable; null
// without memory for it).
unsigned long long *selection_map() noexcept {
  pthread_once(&g_once, read_selection);
  unsigned long long *off = __atomic_load_n(&values_off, __ATOMIC_ACQUIRE);
  if (off) return off;
  unsigned long long *map = new_map();
  if (!map) return nullptr;
  if (__atomic_compare_exchange_n(&values_off, &off, map, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
    return map;
  munmap(map, kMapBytes);  // another thread's came first
  return off;
}

// Turns the values of the site at `index` off or on in `map`.
void set_off(unsigned long long *map, uint32_t index, bool off) noexcept {
  const unsigned long long bit = 1ull << (index & 63);
  if (off) __atomic_fetch_or(&map[index >> 6], bit, __ATOMIC_RELAXED);
  else __atomic_fetch_and(&map[index >> 6], ~bit, __ATOMIC_RELAXED);
}

}  // namespace

bool values_selected(const Site &site) noexcept {
  pthread_once(&g_once, read_selection);
  // Without the variable every site keeps its values (site_values_disable's map aside).
  if (!g_chosen) return true;
  return g_matching && site.callee && regexec(&g_capture, site.callee, 0, nullptr, 0) == 0;
}

void select_values(const Site *table, unsigned long size) noexcept {
  pthread_once(&g_once, read_selection);
  if (!g_chosen) return;
  unsigned long long *off = __atomic_load_n(&values_off, __ATOMIC_ACQUIRE);
  for (unsigned long i = 0; i < size; ++i) {
    const uint32_t index = index_of(table + i);
    if (index != 0 && !values_selected(table[i])) set_off(off, index, true);
  }
}

}  // namespace detail

void site_values_disable(const Site &site) noexcept {
  const uint32_t index = detail::index_of(&site);
  unsigned long long *off = index ? detail::selection_map() : nullptr;
  if (off) detail::set_off(off, index, true);
}

void site_values_enable(const Site &site) noexcept {
  const uint32_t index = detail::index_of(&site);
  unsigned long long *off = index ? __atomic_load_n(&detail::values_off, __ATOMIC_ACQUIRE) : nullptr;
  if (off) detail::set_off(off, index, false);
}

bool site_values_enabled(const Site &site) noexcept {
  const uint32_t index = detail::index_of(&site);
  return index && detail::values_recorded(index);
}

}  // namespace overdub
