// Call targets: the functions that virtual calls went to (trace_format.h, kCallTarget). Each
// site numbers the addresses its calls go to, from 1, as they come; an extension word after a
// call's start names the number, a call-target record its address, a modules record the module
// that holds it (so that the report can name it after the process and its libraries are gone).
#ifndef OVERDUB_RUNTIME_TARGETS_H
#define OVERDUB_RUNTIME_TARGETS_H

#include "runtime_internal.h"

namespace overdub {
namespace detail {

// Under the trace file's lock, the file open (trace_file.h, number_call_target): the number of
// `target` among the targets of the site of index `index`, described in the file when new (after
// a modules record when the modules changed or none holds it); 0 when the site has
// trace::kMaxTargetNumber targets already or the file cannot be written.
uint64_t number_target_locked(uint64_t index, const void *target,
                              const Registration *registrations) noexcept;
// Under the file's lock, the file open or not. A module that is unloaded may leave its addresses
// to another module's functions, so the targets numbered so far are forgotten (the site caches
// of `registrations` emptied, numbers given anew, never reused): when a registration enrolls and
// the loader has unloaded a module since they were last forgotten, and when a shared library's
// registration is withdrawn (on dlclose, before its module is unmapped; or at exit).
void note_unloads_locked(const Registration *registrations) noexcept;
void note_withdrawn_locked(const Registration *withdrawn,
                           const Registration *registrations) noexcept;
// Under the file's lock, when it opens: the modules and every target numbered so far (a forked
// child goes on with its parent's numbers, in a file of its own).
void describe_targets_locked() noexcept;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_TARGETS_H
