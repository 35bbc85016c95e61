// Memory the runtime reads directly, without a system call, when it copies a captured string
// (values.cpp): the program's segments, where its string literals (read-only) and its global
// arrays (data, bss) lie. They are mapped from the program's start to its exit (the loader never
// unloads the program), and a program does not take read access from them (RELRO makes a part
// read-only). Everything else is read through the kernel, which reports what it cannot read
// instead of faulting.
#include "runtime_internal.h"

#include <link.h>
#include <pthread.h>

namespace overdub {
namespace detail {
namespace {

struct Segment {
  uintptr_t start, end;
};
constexpr unsigned kMaxSegments = 8;  // a program has 3 or 4 (code, constants, headers, data)
Segment g_segments[kMaxSegments];
unsigned g_segment_count;  // published once g_segments is filled
pthread_once_t g_once = PTHREAD_ONCE_INIT;

int program_segments(dl_phdr_info *info, size_t, void *) noexcept {
  unsigned count = 0;
  for (int i = 0; i < info->dlpi_phnum && count < kMaxSegments; ++i) {
    const ElfW(Phdr) &ph = info->dlpi_phdr[i];
    if (ph.p_type != PT_LOAD || !(ph.p_flags & PF_R)) continue;
    const uintptr_t start = info->dlpi_addr + ph.p_vaddr;
    g_segments[count++] = {start, start + ph.p_memsz};
  }
  __atomic_store_n(&g_segment_count, count, __ATOMIC_RELEASE);
  return 1;  // the loader's first module is the program
}

void find_program_segments() noexcept { dl_iterate_phdr(program_segments, nullptr); }

}  // namespace

void find_readable_segments() noexcept { pthread_once(&g_once, find_program_segments); }

size_t readable_directly(const char *from, size_t limit) noexcept {
  const uintptr_t at = reinterpret_cast<uintptr_t>(from);
  const unsigned count = __atomic_load_n(&g_segment_count, __ATOMIC_ACQUIRE);
  for (unsigned i = 0; i < count; ++i)
    if (at >= g_segments[i].start && at < g_segments[i].end) {
      const size_t left = g_segments[i].end - at;
      return left < limit ? left : limit;
    }
  return 0;
}

}  // namespace detail
}  // namespace overdub
