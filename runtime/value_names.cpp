// Enumerators' names for captured values (overdub.h, ValueNamesRegistration): each registration's
// table, written to the trace as a kValueNames record when it registers while the file is open,
// else when the file opens (trace_file.cpp). Guarded by the trace file's lock.
#include "runtime_internal.h"
#include "site_index.h"
#include "trace_file.h"

#include <sys/uio.h>

namespace overdub {

struct ValueNamesList {
  static const ValueNamesRegistration *head;
  static void push(const ValueNamesRegistration *r) noexcept {
    r->next_ = head;
    head = r;
  }
  static void remove(const ValueNamesRegistration *r) noexcept {
    for (const ValueNamesRegistration **p = &head; *p; p = &(*p)->next_)
      if (*p == r) {
        *p = r->next_;
        return;
      }
  }
};
const ValueNamesRegistration *ValueNamesList::head = nullptr;

namespace detail {
namespace {

// A registration's record: per entry its site's index (given now if it had none), its slot and
// its names, in one buffer. Entries of a site without an index (the indexes ran out) are left
// out, and those of a site OVERDUB_CAPTURE turns off (its calls record no value: the report
// would show the types of those they do not record); without memory for the buffer the names
// are (the report then shows numbers).
void append_names_locked(const ValueNamesRegistration &r) noexcept {
  size_t bytes = 4;
  for (unsigned long i = 0; i < r.size(); ++i)
    if (r.table()[i].names) bytes += 16 + strlen(r.table()[i].names);
  unsigned char *payload = static_cast<unsigned char *>(malloc(bytes));
  if (!payload) return;
  uint32_t count = 0;
  size_t used = 4;
  for (unsigned long i = 0; i < r.size(); ++i) {
    const ValueNames &e = r.table()[i];
    if (!e.names || !values_selected(*e.site)) continue;
    const uint64_t index = index_site(e.site);
    if (!index) continue;
    const uint32_t slot = e.slot, length = static_cast<uint32_t>(strlen(e.names));
    memcpy(payload + used, &index, 8);
    memcpy(payload + used + 8, &slot, 4);
    memcpy(payload + used + 12, &length, 4);
    memcpy(payload + used + 16, e.names, length);
    used += 16 + length;
    ++count;
  }
  memcpy(payload, &count, 4);
  const iovec v = {payload, used};
  if (count) append_record_locked(trace::kValueNames, &v, 1);
  free(payload);
}

}  // namespace

void append_value_names_locked() noexcept {
  for (const ValueNamesRegistration *r = ValueNamesList::head; r; r = r->next_registration())
    append_names_locked(*r);
}

}  // namespace detail

void ValueNamesRegistration::enroll() noexcept {
  detail::lock_trace_file();
  ValueNamesList::push(this);
  if (detail::trace_file_open_locked()) detail::append_names_locked(*this);
  detail::unlock_trace_file();
}

void ValueNamesRegistration::withdraw() noexcept {
  detail::lock_trace_file();
  ValueNamesList::remove(this);
  detail::unlock_trace_file();
}

}  // namespace overdub
