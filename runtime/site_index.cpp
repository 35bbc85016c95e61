#include "site_index.h"

#include "throttle.h"

#include <sys/mman.h>

namespace overdub {
namespace detail {
namespace {

// Index -> site, in pages made on first need (mmap: safe in a signal handler).
constexpr size_t kPageBits = 16, kPageSize = size_t{1} << kPageBits;
constexpr size_t kPages = (size_t{trace::kMaxSiteIndex} + 1) >> kPageBits;
const Site **g_pages[kPages];
uint32_t g_next = 1;  // the next index to give
uint32_t g_lost;      // indexes given to a site that another thread indexed first

const Site **page_for(uint32_t index, bool make) noexcept {
  const Site ***slot = &g_pages[index >> kPageBits];
  const Site **page = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
  if (page || !make) return page;
  void *p = mmap(nullptr, kPageSize * sizeof(const Site *), PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return nullptr;
  const Site **made = static_cast<const Site **>(p);
  if (__atomic_compare_exchange_n(slot, &page, made, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
    return made;
  munmap(p, kPageSize * sizeof(const Site *));  // another thread made it first
  return page;
}

void set_site(uint32_t index, const Site *site) noexcept {
  if (const Site **page = page_for(index, site != nullptr))
    __atomic_store_n(&page[index & (kPageSize - 1)], site, __ATOMIC_RELEASE);
}

uint32_t index_in(unsigned state) noexcept {
  if (state & kIndexed) return state >> 2 & trace::kMaxSiteIndex;
  if (state & kCountCalls) return throttled_site_index(state >> kThrottleNumberShift);
  return 0;
}

}  // namespace

uint32_t index_of(const Site *site) noexcept {
  return index_in(__atomic_load_n(site->state, __ATOMIC_ACQUIRE));
}

uint32_t index_site(const Site *site) noexcept {
  unsigned state = __atomic_load_n(site->state, __ATOMIC_ACQUIRE);
  if (uint32_t index = index_in(state)) return index;
  if (site->parent) index_site(site + site->parent);  // described with it
  uint32_t index = __atomic_fetch_add(&g_next, 1, __ATOMIC_SEQ_CST);
  if (index > trace::kMaxSiteIndex || !page_for(index, true)) {
    warn_once(kWarnSites,
              "overdub: no index left for more call sites (%u given): later sites are not recorded",
              trace::kMaxSiteIndex);
    __atomic_fetch_or(site->state, unsigned{kSiteOff}, __ATOMIC_RELAXED);
    return 0;
  }
  set_site(index, site);  // before the state word publishes the index
  while (!(state & (kIndexed | kCountCalls))) {
    if (__atomic_compare_exchange_n(site->state, &state,
                                    (state & kSiteOff) | kIndexed | index << 2, false,
                                    __ATOMIC_RELEASE, __ATOMIC_ACQUIRE))
      return index;
  }
  set_site(index, nullptr);  // another thread (or a signal handler) indexed it first
  __atomic_fetch_add(&g_lost, 1, __ATOMIC_SEQ_CST);
  return index_in(state);
}

size_t indexes_given() noexcept {
  uint32_t next = __atomic_load_n(&g_next, __ATOMIC_SEQ_CST);
  size_t given = next - 1 < trace::kMaxSiteIndex ? next - 1 : trace::kMaxSiteIndex;
  return given - __atomic_load_n(&g_lost, __ATOMIC_SEQ_CST);
}

const Site *site_at(uint32_t index) noexcept {
  if (index == 0 || index > trace::kMaxSiteIndex) return nullptr;
  const Site **page = page_for(index, false);
  return page ? __atomic_load_n(&page[index & (kPageSize - 1)], __ATOMIC_ACQUIRE) : nullptr;
}

}  // namespace detail
}  // namespace overdub
