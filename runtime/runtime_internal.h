// State shared by the parts of the runtime: configuration, the clock, the set of sites written.
#ifndef OVERDUB_RUNTIME_INTERNAL_H
#define OVERDUB_RUNTIME_INTERNAL_H

#include <overdub/overdub.h>
#include <overdub/trace_format.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>  // mremap: _GNU_SOURCE, which g++ defines

namespace overdub {
namespace detail {

// The largest staging region or ring per thread, in events (32 MiB).
constexpr uint64_t kMaxBufferEvents = trace::kMaxChunkWords;

// OVERDUB_* environment variables, read once (docs/runtime.md).
struct Config {
  trace::Mode mode;
  bool enabled;
  size_t buffer_events;  // trace mode: staging capacity per thread
  size_t ring_events;    // ring mode: events kept per thread
  bool throttle;              // OVERDUB_THROTTLE
  uint64_t throttle_calls;    // a site is throttled after this many calls...
  uint64_t throttle_ns;       // ...when they last less than this on average
  bool writer;                // OVERDUB_WRITER: trace mode hands full buffers to a writer thread
  uint64_t writer_delay_ns;   // OVERDUB_TEST_WRITER_DELAY_NS: the writer waits this long per
                              // buffer (tests: a writer that falls behind)
};
const Config &config() noexcept;
// Reads the OVERDUB_* variables (once, when the runtime starts).
void read_configuration() noexcept;

uint64_t monotonic_ns() noexcept;
// A timestamp and CLOCK_MONOTONIC read together, for converting ticks to nanoseconds.
struct ClockPair {
  uint64_t tsc, ns;
};
ClockPair read_clock_pair() noexcept;

// Marks the sites of a table whose captured values OVERDUB_CAPTURE leaves out, once they have
// their indexes (value_selection.cpp).
void select_values(const Site *table, unsigned long size) noexcept;
// Whether OVERDUB_CAPTURE (if set) keeps the site's values (value_selection.cpp).
bool values_selected(const Site &site) noexcept;
// Finds the program's segments, once, when a table registers (readable.cpp): not in the hot
// path, where a signal handler may run.
void find_readable_segments() noexcept;
// The child of a fork asks its own process id again (values.cpp).
void values_after_fork_in_child() noexcept;
// How many of the `limit` bytes at `from` lie in one of them, readable without a system call.
size_t readable_directly(const char *from, size_t limit) noexcept;

// `count` words in slots next to each other (an extension and its words): recorder.cpp.
void append_words_past_end(Event *reserved, Event *end, const unsigned long long *words,
                           unsigned count) noexcept;
// Reads the configuration and finds an exported context, once per process.
void initialize() noexcept;

// `recording` once the trace's end is written (normal exit): calls made later, by destructors
// that run after the runtime's final write or by threads still running, are counted as lost.
constexpr int kRecordingFinished = 3;
void count_after_final_write(const Site *site) noexcept;

// Run-time contexts (context.cpp): the value `recording` takes when on (2 with a context), and the
// lookup of a context exported by the program or a preloaded library.
int active_recording() noexcept;
void find_exported_context() noexcept;

// The runtime's own sites: their spans are time the runtime took (trace_format.h, kRuntimeFile):
// a buffer handed on to the file, a call target numbered (its records written).
extern const Site kHandOffSite;
extern const Site kNumberingSite;
inline bool is_runtime_site(const Site *site) noexcept {
  return site == &kHandOffSite || site == &kNumberingSite;
}

// Runtime code that takes locks sets a per-thread flag: a signal handler that interrupts it and
// makes instrumented calls must not take the same locks again. entered() is false when the
// thread was inside the runtime already; the caller then does without.
class RuntimeSection {
 public:
  RuntimeSection() noexcept;
  ~RuntimeSection();
  bool entered() const noexcept { return entered_; }

 private:
  bool entered_;
};

// One warning line on stderr, at most once per process for each distinct `key` (a WarningKey:
// each variable of the configuration has its own).
void warn_once(int key, const char *format, ...) noexcept __attribute__((format(printf, 2, 3)));
enum WarningKey {
  kWarnOutput = 1,
  kWarnMode = 2,
  kWarnWrite = 3,
  kWarnContext = 4,
  kWarnRenamed = 5,
  kWarnBufferEvents = 6,
  kWarnRingEvents = 7,
  kWarnThrottleCalls = 8,
  kWarnThrottleNs = 9,
  kWarnEnabled = 10,
  kWarnThrottle = 11,
  kWarnSites = 12,
  kWarnWriter = 13,
  kWarnWriterDelay = 14,
};

// An open-addressing table of entries keyed by an address or a number (an entry's first member,
// `key`: a site's index, or a callee name), growing by doubling, in pages of its own (mmap is
// safe in a signal handler, where aggregate mode may fold a buffer a handler filled; malloc is
// not). Entries start zeroed apart from their key. Not synchronized: each user holds its own
// lock or is thread-local. No destructor: the process-wide tables are used after static
// destructors have run (the trace is finished last); owners call clear().
template <class Entry>
class AddressMap {
 public:
  using Key = decltype(Entry::key);
  AddressMap() = default;
  AddressMap(const AddressMap &) = delete;
  AddressMap &operator=(const AddressMap &) = delete;

  // The entry of `key`, inserted if it was not there (`*inserted` says which); null when memory
  // runs out.
  Entry *find_or_insert(Key key, bool *inserted = nullptr) noexcept {
    if (inserted) *inserted = false;
    if (size_ * 2 >= cap_ && !grow()) return nullptr;
    size_t i = slot_of(key, cap_);
    while (slots_[i].key && slots_[i].key != key) i = (i + 1) & (cap_ - 1);
    if (!slots_[i].key) {
      slots_[i].key = key;
      ++size_;
      if (inserted) *inserted = true;
    }
    return &slots_[i];
  }

  template <class F>
  void each(F &&visit) noexcept {
    for (size_t i = 0; i < cap_; ++i)
      if (slots_[i].key) visit(slots_[i]);
  }
  size_t size() const noexcept { return size_; }
  // Changes whenever entries move (their addresses are kept no longer).
  size_t capacity() const noexcept { return cap_; }
  void clear() noexcept {
    if (slots_) munmap(slots_, cap_ * sizeof(Entry));
    slots_ = nullptr;
    cap_ = size_ = 0;
  }

 private:
  static size_t slot_of(Key key, size_t cap) noexcept {
    return static_cast<uint64_t>((uintptr_t)key) * 0x9E3779B97F4A7C15ull >> 24 & (cap - 1);
  }
  bool grow() noexcept {
    size_t cap = cap_ ? cap_ * 2 : 256;
    void *pages = mmap(nullptr, cap * sizeof(Entry), PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);  // zeroed
    if (pages == MAP_FAILED) return false;
    auto *slots = static_cast<Entry *>(pages);
    for (size_t i = 0; i < cap_; ++i) {
      if (!slots_[i].key) continue;
      size_t j = slot_of(slots_[i].key, cap);
      while (slots[j].key) j = (j + 1) & (cap - 1);
      slots[j] = slots_[i];
    }
    if (slots_) munmap(slots_, cap_ * sizeof(Entry));
    slots_ = slots;
    cap_ = cap;
    return true;
  }
  Entry *slots_ = nullptr;
  size_t cap_ = 0, size_ = 0;
};

// A zeroed array indexed by a dense number (a site's index, a callee's number), growing by
// doubling, in pages of its own like AddressMap (its users fold in signal handlers). Entries
// move when it grows. No destructor: owners call clear().
template <class Entry>
class DenseArray {
 public:
  DenseArray() = default;
  DenseArray(const DenseArray &) = delete;
  DenseArray &operator=(const DenseArray &) = delete;
  // Entry `i`, the array grown to hold it; null when memory runs out.
  Entry *at(size_t i) noexcept {
    if (__builtin_expect(i < cap_, 1)) return &slots_[i];
    return grow(i) ? &slots_[i] : nullptr;
  }
  size_t capacity() const noexcept { return cap_; }
  Entry *begin() noexcept { return slots_; }
  Entry *end() noexcept { return slots_ + cap_; }
  void clear() noexcept {
    if (slots_) munmap(slots_, cap_ * sizeof(Entry));
    slots_ = nullptr;
    cap_ = 0;
  }

 private:
  // Moved by remapping, not copied: pages never written stay unbacked (a thread that folds a
  // site of a high index does not make room for every index below it).
  bool grow(size_t i) noexcept {
    size_t cap = cap_ ? cap_ : 4096 / sizeof(Entry) + 1;
    while (cap <= i) cap *= 2;
    void *pages = slots_ ? mremap(slots_, cap_ * sizeof(Entry), cap * sizeof(Entry), MREMAP_MAYMOVE)
                         : mmap(nullptr, cap * sizeof(Entry), PROT_READ | PROT_WRITE,
                                MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);  // zeroed, the new part too
    if (pages == MAP_FAILED) return false;
    slots_ = static_cast<Entry *>(pages);
    cap_ = cap;
    return true;
  }
  Entry *slots_ = nullptr;
  size_t cap_ = 0;
};

// A zeroed array indexed by a dense number, like DenseArray, whose entries never move: it
// reserves address space for `max_entries` up front (PROT_NONE: no memory is committed) and makes
// it usable as it grows. Another thread may read it while its owner grows it (aggregate mode's
// statistics, merged at process exit while their thread may still be running).
template <class Entry>
class StableArray {
 public:
  StableArray() = default;
  StableArray(const StableArray &) = delete;
  StableArray &operator=(const StableArray &) = delete;
  // Entry `i`, the array grown to hold it; null past `max_entries` or when memory runs out.
  Entry *at(size_t i, size_t max_entries) noexcept {
    if (__builtin_expect(i < usable_, 1)) return &slots_[i];
    return grow(i, max_entries) ? &slots_[i] : nullptr;
  }
  // The entries usable so far (read by other threads without a lock).
  size_t capacity() const noexcept { return __atomic_load_n(&usable_, __ATOMIC_ACQUIRE); }
  Entry *begin() noexcept { return slots_; }
  void clear() noexcept {
    if (slots_) munmap(slots_, reserved_bytes_);
    slots_ = nullptr;
    usable_ = reserved_bytes_ = 0;
  }

 private:
  bool grow(size_t i, size_t max_entries) noexcept {
    if (i >= max_entries || (slots_ && i >= reserved_bytes_ / sizeof(Entry))) return false;
    if (!slots_) {
      // Address space may be limited (ulimit -v): a sixteenth as much, and so on, as long as
      // entry `i` fits.
      for (size_t entries = max_entries; entries > i; entries /= 16) {
        size_t bytes = (entries * sizeof(Entry) + 4095) / 4096 * 4096;
        void *pages = mmap(nullptr, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                           -1, 0);
        if (pages == MAP_FAILED) continue;
        slots_ = static_cast<Entry *>(pages);
        reserved_bytes_ = bytes;
        break;
      }
      if (!slots_) return false;
    }
    size_t want = usable_ ? usable_ : 4096 / sizeof(Entry);
    while (want <= i) want *= 2;
    size_t bytes = (want * sizeof(Entry) + 4095) / 4096 * 4096;
    if (bytes > reserved_bytes_) bytes = reserved_bytes_;
    if (mprotect(slots_, bytes, PROT_READ | PROT_WRITE) != 0) return false;
    __atomic_store_n(&usable_, bytes / sizeof(Entry), __ATOMIC_RELEASE);
    return i < usable_;
  }
  Entry *slots_ = nullptr;
  size_t usable_ = 0, reserved_bytes_ = 0;
};

// The sites a trace file describes already, by index.
struct DescribedSite {
  uintptr_t key;
};
using SiteSet = AddressMap<DescribedSite>;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_INTERNAL_H
