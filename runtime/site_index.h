// Sites' indexes: the number an event carries for its site (trace_format.h, "Version 3 events").
// Each site gets one when its table registers, or at its first call when that comes first (an
// inline function of another file, called during static initialization); an index is never
// given twice in a process, so that a library unloaded and another loaded at the same address
// never share one.
#ifndef OVERDUB_RUNTIME_SITE_INDEX_H
#define OVERDUB_RUNTIME_SITE_INDEX_H

#include "runtime_internal.h"

namespace overdub {
namespace detail {

// The site's index, given now if it had none (its lexical parents' too, so that the trace can
// name them). 0 when the indexes have run out: the site is then turned off, with a warning.
// Lock-free and safe in a signal handler.
uint32_t index_site(const Site *site) noexcept;
// How many sites have an index (the largest index given, less those given twice in a race).
size_t indexes_given() noexcept;
// The site's index, 0 when it has none yet.
uint32_t index_of(const Site *site) noexcept;
// The site of an index; null when none was given. (A table withdrawn stays: its registration
// goes at exit too, before the runtime folds and describes the last events. The trace file
// describes a table's sites while it is loaded, so events of an unloaded library are named.)
const Site *site_at(uint32_t index) noexcept;

// The word of an event of `site` (index << 2 | kind); 0 when the site has no index.
inline uint64_t event_word(uint32_t index, uint64_t kind) noexcept {
  return index ? uint64_t{index} << 2 | kind : 0;
}

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_SITE_INDEX_H
