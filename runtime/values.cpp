// Captured strings (overdub.h, record_c_string and record_string): a value extension, the
// string's lengths, and its first bytes (trace_format.h, kValueString), copied here, out of the
// hot path: strings are rarer and longer than scalars.
#include "runtime_internal.h"

#include <sys/uio.h>
#include <unistd.h>

namespace overdub {
namespace detail {
namespace {

constexpr unsigned kMaxWords = 2 + (trace::kMaxStringBytes + trace::kStringBytesPerWord - 1) /
                                       trace::kStringBytesPerWord;

// The bytes of a NUL-terminated string at `string`, up to `limit` of them, without its NUL;
// `terminated` says whether the NUL came. Bytes are read one at a time up to the end of the
// first byte's page (memory protection is per page), then through process_vm_readv, which
// reports memory the process cannot read instead of faulting: a `const char *` that is no
// string (a buffer with a length beside it) may end at a page that is not mapped. Not read by
// the sanitizers: such a buffer's bytes past its end are read on purpose, and only shown.
__attribute__((no_sanitize_address, no_sanitize_thread)) unsigned read_c_string(
    const char *string, char *out, unsigned limit, bool &terminated) {
  const uintptr_t page_left = 4096 - (reinterpret_cast<uintptr_t>(string) & 4095);
  unsigned n = 0;
  for (; n < limit && n < page_left; ++n)
    if ((out[n] = static_cast<const volatile char *>(string)[n]) == 0) return terminated = true, n;
  if (n < limit) {
    iovec local = {out + n, limit - n}, remote = {const_cast<char *>(string) + n, limit - n};
    const ssize_t got = process_vm_readv(getpid(), &local, 1, &remote, 1, 0);
    for (ssize_t i = 0; i < got; ++i)
      if (out[n + i] == 0) return terminated = true, n + static_cast<unsigned>(i);
    if (got > 0) n += static_cast<unsigned>(got);
  }
  terminated = false;
  return n;
}

// A string's words: its extension, its lengths, its bytes; stored in one reservation of slots.
void append_string(const Site *site, unsigned slot, const char *bytes, unsigned recorded,
                   bool known, unsigned long long length) noexcept {
  if (__builtin_expect(recording != 1, 0)) return;
  const unsigned state = *site->state;
  if (__builtin_expect((state & kRecordedMask) != kIndexed, 0)) return;
  if (!values_recorded((state - kIndexed) >> 2)) return;
  if (length >> 55) length = (1ull << 55) - 1;  // as much as the word holds
  const unsigned long long meta = slot | static_cast<unsigned long long>(kValueString) << 6;
  const unsigned words = trace::string_words(recorded);
  unsigned long long run[kMaxWords];
  run[0] = kMarker | kExtension | static_cast<unsigned long long>(1 + words) << 2 |
           kValueExtension << kExtensionTypeShift |
           ((state - kIndexed) >> 2 | meta << 24) << kExtensionPayloadShift;
  run[1] = trace::string_bits(recorded, known, length) << 1 | 1;
  for (unsigned w = 0; w < words; ++w) {
    unsigned long long word = 1;
    for (unsigned i = 0; i < trace::kStringBytesPerWord; ++i) {
      const unsigned at = w * trace::kStringBytesPerWord + i;
      if (at < recorded)
        word |= static_cast<unsigned long long>(static_cast<unsigned char>(bytes[at])) << (8 + 8 * i);
    }
    run[2 + w] = word;
  }
  const unsigned count = 2 + words;
  Event *e = reserve_slots(count);
  Event *end = tls_state.end;
  if (__builtin_expect(reinterpret_cast<uintptr_t>(e + count - 1) >= reinterpret_cast<uintptr_t>(end), 0))
    return append_words_past_end(e, end, run, count);
  e[0].word = run[0];
  for (unsigned i = 1; i < count; ++i) __atomic_store_n(&e[i].word, run[i], __ATOMIC_RELEASE);
}

}  // namespace

void record_c_string(const Site *site, unsigned slot, const char *string) noexcept {
  if (!string) {
    const Captured null = captured(string);
    return record_value(site, value_meta(slot, null), null.bits);
  }
  if (recording != 1) return;  // nothing read when nothing is recorded
  const unsigned state = *site->state;
  if ((state & kRecordedMask) != kIndexed || !values_recorded((state - kIndexed) >> 2)) return;
  char bytes[trace::kMaxStringBytes + 1];
  bool terminated = false;
  const unsigned n = read_c_string(string, bytes, trace::kMaxStringBytes + 1, terminated);
  append_string(site, slot, bytes, n < trace::kMaxStringBytes ? n : trace::kMaxStringBytes,
                terminated, n);
}

void record_string(const Site *site, unsigned slot, const char *data,
                   unsigned long long size) noexcept {
  append_string(site, slot, data, size < trace::kMaxStringBytes ? static_cast<unsigned>(size)
                                                                : trace::kMaxStringBytes,
                true, size);
}

}  // namespace detail
}  // namespace overdub
