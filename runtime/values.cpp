// Captured strings (overdub.h, record_c_string, record_string and record_owned_string), and
// objects' bytes (record_object_bytes): a value extension, the string's lengths, and its first
// bytes (trace_format.h, kValueString, kValueBytes), copied
// here, out of the hot path. A pointer or a view need not be readable: their bytes are read
// directly only where they lie in the program's segments (readable.cpp: string literals,
// global arrays), else through the kernel (a system call per string). A std::string is a live
// object (a reference must refer to one): its bytes are read directly.
#include "runtime_internal.h"

#include "buffers.h"

#include <errno.h>
#include <sys/uio.h>
#include <unistd.h>

namespace overdub {
namespace detail {
namespace {

constexpr unsigned kMaxWords = 2 + (trace::kMaxStringBytes + trace::kStringBytesPerWord - 1) /
                                       trace::kStringBytesPerWord;
// Frames interrupted between taking their slots past a generation's end and comparing write
// there (buffers.h): a string's run, for a few handlers nested at that very moment.
static_assert(kSpareSlots >= 4 * kMaxWords, "spare slots for nested strings' runs");

// The process's id, asked once (a system call each time otherwise: half a heap string's cost);
// a child made by fork() asks again (values_after_fork_in_child). A child made by a raw clone
// without CLONE_VM keeps its parent's, whose memory the kernel then refuses to it under Yama's
// ptrace scope 1 (an empty string) and gives it otherwise, as it was at the clone.
pid_t g_pid;
pid_t own_pid() noexcept {
  pid_t pid = __atomic_load_n(&g_pid, __ATOMIC_RELAXED);
  if (pid == 0) __atomic_store_n(&g_pid, pid = getpid(), __ATOMIC_RELAXED);
  return pid;
}

// Up to `limit` bytes at `from` into `out`, as many as the process can read there: through
// process_vm_readv, which reports memory it cannot read instead of faulting. A pointer the
// program passes without reading it (one past an array's end at the end of mapped memory, a
// sentinel, a dangling view) is never dereferenced; errno is left as the program had it. 0 when
// none can be read, or the kernel refuses the call (a seccomp filter, ENOSYS).
size_t read_bytes(const char *from, char *out, size_t limit) noexcept {
  if (limit == 0) return 0;
  const int saved = errno;
  iovec local = {out, limit}, remote = {const_cast<char *>(from), limit};
  const ssize_t got = process_vm_readv(own_pid(), &local, 1, &remote, 1, 0);
  errno = saved;
  return got > 0 ? static_cast<size_t>(got) : 0;
}

// Up to `limit` bytes at `from` into `out`, stopping after a NUL when `to_nul`: directly the
// part that lies in the program's segments, through the kernel the rest. Byte by byte,
// never past the NUL: no memcpy that a sanitizer's interceptor would check beyond the string.
size_t copy_bytes(const char *from, char *out, size_t limit, bool to_nul) noexcept {
  const size_t direct = readable_directly(from, limit);
  const volatile char *in = from;
  for (size_t n = 0; n < direct; ++n)
    if ((out[n] = in[n]) == 0 && to_nul) return n + 1;
  return direct + read_bytes(from + direct, out + direct, limit - direct);
}

// The site's index when its strings are recorded now (value_site; aggregate mode keeps no
// values, so none is read there); else 0.
unsigned long long string_site(const Site *site) noexcept {
  return config().mode == trace::kModeAggregate ? 0 : value_site(site);
}

// A string's words for the site of `index`: its extension, its lengths, its bytes; stored in one
// reservation of slots.
void append_string(unsigned long long index, unsigned slot, const char *bytes, unsigned recorded,
                   bool known, unsigned long long length, unsigned kind = kValueString) noexcept {
  if (length >> 55) length = (1ull << 55) - 1;  // as much as the word holds
  const unsigned long long meta = slot | static_cast<unsigned long long>(kind) << 6;
  const unsigned words = trace::string_words(recorded);
  unsigned long long run[kMaxWords];
  run[0] = kMarker | kExtension | static_cast<unsigned long long>(1 + words) << 2 |
           kValueExtension << kExtensionTypeShift |
           (index | meta << 24) << kExtensionPayloadShift;
  run[1] = trace::string_bits(recorded, known, length) << 1 | 1;
  for (unsigned w = 0; w < words; ++w) {
    const unsigned at = w * trace::kStringBytesPerWord;
    run[2 + w] = trace::string_bytes_word(reinterpret_cast<const unsigned char *>(bytes) + at,
                                          recorded - at);
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
  const unsigned long long index = string_site(site);
  if (!index) return;  // nothing read
  // Its bytes up to its NUL: a string of kMaxStringBytes has its NUL in the next byte.
  char bytes[trace::kMaxStringBytes + 1];
  const size_t got = copy_bytes(string, bytes, sizeof bytes, true);
  const void *nul = memchr(bytes, 0, got);
  const size_t length = nul ? static_cast<size_t>(static_cast<const char *>(nul) - bytes) : got;
  append_string(index, slot, bytes,
                static_cast<unsigned>(length < trace::kMaxStringBytes ? length : trace::kMaxStringBytes),
                nul != nullptr, length);
}

void record_string(const Site *site, unsigned slot, const char *data,
                   unsigned long long size) noexcept {
  const unsigned long long index = string_site(site);
  if (!index) return;
  char bytes[trace::kMaxStringBytes];
  const size_t want = size < trace::kMaxStringBytes ? static_cast<size_t>(size) : trace::kMaxStringBytes;
  // A view's bytes are read as safely: it may dangle where the callee never reads it. Its length
  // is known even when its bytes cannot be read.
  const size_t got = copy_bytes(data, bytes, want, false);
  append_string(index, slot, bytes, static_cast<unsigned>(got), true, size);
}

namespace {
// The first bytes of a live object (a std::string's, or an object's own), read directly.
void append_owned(const Site *site, unsigned slot, const char *data, unsigned long long size,
                  unsigned kind) noexcept {
  const unsigned long long index = string_site(site);
  if (!index) return;
  const unsigned recorded = size < trace::kMaxStringBytes ? static_cast<unsigned>(size)
                                                          : trace::kMaxStringBytes;
  append_string(index, slot, data, recorded, true, size, kind);
}
}  // namespace

void values_after_fork_in_child() noexcept { __atomic_store_n(&g_pid, 0, __ATOMIC_RELAXED); }

void record_owned_string(const Site *site, unsigned slot, const char *data,
                         unsigned long long size) noexcept {
  append_owned(site, slot, data, size, kValueString);
}

void record_object_bytes(const Site *site, unsigned slot, const void *object,
                         unsigned long long size) noexcept {
  append_owned(site, slot, static_cast<const char *>(object), size, kValueBytes);
}

}  // namespace detail
}  // namespace overdub
