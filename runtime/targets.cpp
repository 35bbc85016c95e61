// Call targets (targets.h): their numbers per site, and the modules their addresses lie in.
#include "targets.h"

#include "aggregate.h"
#include "buffers.h"
#include "site_index.h"

#include "trace_file.h"

#include <algorithm>
#include <dlfcn.h>
#include <link.h>
#include <sys/uio.h>
#include <unistd.h>

namespace overdub {
namespace detail {
namespace {

constexpr size_t kPageBytes = 4096;

// An array that grows by doubling, in pages of its own (no malloc: the runtime may run in a
// signal handler, or inside malloc's own calls).
template <class Entry>
class PageTable {
 public:
  Entry *data() noexcept { return entries_; }
  size_t capacity() const noexcept { return capacity_; }
  // Room for `n` entries, the old ones kept at their places. False when no memory is left.
  bool reserve(size_t n) noexcept {
    if (n <= capacity_) return true;
    // A page at least, which mmap gives anyway: a payload growing a few bytes at a time would
    // otherwise map and unmap five times over (each unmap a TLB flush on every CPU).
    size_t capacity = capacity_ ? capacity_ : std::max<size_t>(1, kPageBytes / sizeof(Entry));
    while (capacity < n) capacity *= 2;
    void *pages = mmap(nullptr, capacity * sizeof(Entry), PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (pages == MAP_FAILED) return false;
    auto *entries = static_cast<Entry *>(pages);
    if (entries_) {
      memcpy(entries, entries_, capacity_ * sizeof(Entry));
      munmap(entries_, capacity_ * sizeof(Entry));
    }
    entries_ = entries;
    capacity_ = capacity;
    return true;
  }

 private:
  Entry *entries_ = nullptr;
  size_t capacity_ = 0;
};

// A site's target: (index, address) -> number; (index, null) holds the site's count of targets.
struct Target {
  uint64_t index;  // 0: a free entry; stored last, so that a reader finding it sees the rest
  const void *address;
  uint64_t number;
  uint64_t epoch;  // the targets' epoch it was numbered in (a count's: none, counts stay)
};

// Bumped whenever the targets are forgotten (forget_targets_locked): an address numbered in an
// earlier epoch may have held another module's function, and is numbered anew.
uint64_t g_epoch;

// Open addressing, at most half full, read without a lock (target_missed: a site with more
// targets than its cache holds finds their numbers here), written under the trace file's lock.
// Entries never move: the table grows into a new one, published whole, and the old one stays
// (a reader may still be in it; it finds less there, and takes the lock).
struct TargetTable {
  size_t capacity;  // a power of two
  size_t used;
  Target entries[1];  // `capacity` of them
};
TargetTable *g_table;
// Every target in the order numbered, to describe them again in a forked child's file.
PageTable<Target> g_numbered;
size_t g_numbered_count;

size_t slot_of(uint64_t index, const void *address, size_t capacity) noexcept {
  uint64_t h = (index * 0x9E3779B97F4A7C15ull) ^ reinterpret_cast<uintptr_t>(address);
  h ^= h >> 29;
  h *= 0xBF58476D1CE4E5B9ull;
  h ^= h >> 32;
  return static_cast<size_t>(h) & (capacity - 1);
}

Target *find(uint64_t index, const void *address) noexcept {
  TargetTable *table = __atomic_load_n(&g_table, __ATOMIC_ACQUIRE);
  if (!table) return nullptr;
  for (size_t i = slot_of(index, address, table->capacity);; i = (i + 1) & (table->capacity - 1)) {
    Target &t = table->entries[i];
    uint64_t at = __atomic_load_n(&t.index, __ATOMIC_ACQUIRE);
    if (at == 0) return nullptr;
    if (at == index && t.address == address &&
        (!address || t.epoch == __atomic_load_n(&g_epoch, __ATOMIC_ACQUIRE)))
      return &t;
  }
}

bool live(const Target &t) noexcept { return t.index && (!t.address || t.epoch == g_epoch); }

void place(TargetTable *table, const Target &t) noexcept {
  size_t i = slot_of(t.index, t.address, table->capacity);
  while (table->entries[i].index) i = (i + 1) & (table->capacity - 1);
  table->entries[i].address = t.address;
  table->entries[i].number = t.number;
  table->entries[i].epoch = t.epoch;
  __atomic_store_n(&table->entries[i].index, t.index, __ATOMIC_RELEASE);
  ++table->used;
}

// Under the file's lock. Null when no memory is left. A full table grows into one that keeps
// the entries of the current epoch and the counts.
Target *insert(uint64_t index, const void *address, uint64_t number) noexcept {
  TargetTable *table = g_table;
  if (!table || 2 * (table->used + 1) > table->capacity) {
    size_t kept = 0;
    for (size_t i = 0; table && i < table->capacity; ++i) kept += live(table->entries[i]);
    size_t capacity = 256;
    while (2 * (kept + 1) > capacity / 2) capacity *= 2;
    void *pages = mmap(nullptr, sizeof(TargetTable) + capacity * sizeof(Target),
                       PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (pages == MAP_FAILED) return nullptr;
    auto *grown = static_cast<TargetTable *>(pages);
    grown->capacity = capacity;
    for (size_t i = 0; table && i < table->capacity; ++i)
      if (live(table->entries[i])) place(grown, table->entries[i]);
    __atomic_store_n(&g_table, grown, __ATOMIC_RELEASE);
    table = grown;
  }
  place(table, {index, address, number, g_epoch});
  return find(index, address);
}

// The modules of the last modules record: their address ranges, and the dynamic loader's counts
// of loads and unloads then.
struct Range {
  uintptr_t start, end;
};
PageTable<Range> g_ranges;
size_t g_range_count;
unsigned long long g_loads, g_unloads;
bool g_scanned;

struct LoaderCounts {
  unsigned long long loads = 0, unloads = 0;
};

int read_counts(dl_phdr_info *info, size_t size, void *data) noexcept {
  auto *counts = static_cast<LoaderCounts *>(data);
  if (size >= offsetof(dl_phdr_info, dlpi_subs) + sizeof info->dlpi_subs) {
    counts->loads = info->dlpi_adds;
    counts->unloads = info->dlpi_subs;
  }
  return 1;  // the counts are the same in every module's: one is enough
}

// Where a module's loaded segments lie: from the lowest start to the highest end (start >= end
// when it has none).
Range loaded_range(const dl_phdr_info *info) noexcept {
  Range range = {UINTPTR_MAX, 0};
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr) &ph = info->dlpi_phdr[i];
    if (ph.p_type != PT_LOAD) continue;
    uintptr_t begin = info->dlpi_addr + ph.p_vaddr;
    if (begin < range.start) range.start = begin;
    if (begin + ph.p_memsz > range.end) range.end = begin + ph.p_memsz;
  }
  return range;
}

bool known(uintptr_t address) noexcept {
  for (size_t i = 0; i < g_range_count; ++i)
    if (address >= g_ranges.data()[i].start && address < g_ranges.data()[i].end) return true;
  return false;
}

// The modules record being made: bytes in pages of their own.
struct Payload {
  PageTable<char> bytes;
  size_t size = 0;
  bool failed = false;
  void add(const void *data, size_t n) noexcept {
    if (failed || !bytes.reserve(size + n)) {
      failed = true;
      return;
    }
    memcpy(bytes.data() + size, data, n);
    size += n;
  }
  void add_string(const char *data, uint32_t n) noexcept {
    add(&n, sizeof n);
    add(data, n);
  }
  ~Payload() {
    if (bytes.capacity()) munmap(bytes.data(), bytes.capacity());
  }
};

struct Scan {
  Payload payload;
  uint32_t count = 0;
};

// The build id of a module: the desc of its NT_GNU_BUILD_ID note (empty when none).
void build_id(const dl_phdr_info *info, const char *&id, uint32_t &size) noexcept {
  id = nullptr;
  size = 0;
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr) &ph = info->dlpi_phdr[i];
    if (ph.p_type != PT_NOTE) continue;
    const char *p = reinterpret_cast<const char *>(info->dlpi_addr + ph.p_vaddr);
    const char *end = p + ph.p_memsz;
    while (p + sizeof(ElfW(Nhdr)) <= end) {
      ElfW(Nhdr) note;
      memcpy(&note, p, sizeof note);
      const char *name = p + sizeof note;
      const char *desc = name + ((note.n_namesz + 3) & ~3u);
      const char *next = desc + ((note.n_descsz + 3) & ~3u);
      if (next > end) break;
      if (note.n_type == NT_GNU_BUILD_ID && note.n_namesz == 4 && !memcmp(name, "GNU", 4)) {
        id = desc;
        size = note.n_descsz;
        return;
      }
      p = next;
    }
  }
}

int scan_module(dl_phdr_info *info, size_t, void *data) noexcept {
  auto *scan = static_cast<Scan *>(data);
  const Range loaded = loaded_range(info);
  const uintptr_t start = loaded.start, end = loaded.end;
  if (start >= end) return 0;
  // The program itself has no name here: its path is /proc/self/exe's.
  char exe[4096];
  const char *path = info->dlpi_name ? info->dlpi_name : "";
  if (!path[0]) {
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    exe[n > 0 ? n : 0] = '\0';
    path = exe;
  }
  const char *id;
  uint32_t id_size;
  build_id(info, id, id_size);
  uint64_t fixed[3] = {info->dlpi_addr, start, end};
  scan->payload.add(fixed, sizeof fixed);
  scan->payload.add_string(path, static_cast<uint32_t>(strlen(path)));
  scan->payload.add_string(id, id_size);
  if (g_ranges.reserve(g_range_count + 1)) g_ranges.data()[g_range_count++] = {start, end};
  ++scan->count;
  return 0;
}

// Appends a modules record of the modules loaded now.
void describe_modules_locked(const LoaderCounts &counts) noexcept {
  Scan scan;
  uint64_t head[2] = {counts.loads, counts.unloads};
  uint32_t count = 0;
  scan.payload.add(head, sizeof head);
  scan.payload.add(&count, sizeof count);
  g_range_count = 0;
  dl_iterate_phdr(scan_module, &scan);
  if (scan.payload.failed) return;
  memcpy(scan.payload.bytes.data() + sizeof head, &scan.count, sizeof scan.count);
  struct iovec v = {scan.payload.bytes.data(), scan.payload.size};
  append_record_locked(trace::kModules, &v, 1);
  g_loads = counts.loads;
  g_unloads = counts.unloads;
  g_scanned = true;
}

bool describe_target_locked(const Target &t) noexcept {
  uint64_t entry[3] = {t.index, t.number, reinterpret_cast<uintptr_t>(t.address)};
  struct iovec v = {entry, sizeof entry};
  return append_record_locked(trace::kCallTarget, &v, 1);
}

// The loader's count of unloads when the targets were last forgotten, and the module whose
// registration's withdrawal forgot them last (its other registrations need not).
unsigned long long g_unloads_forgotten;
uintptr_t g_module_forgotten;

// Forgets every site's target numbers, which lie in the site caches of `registrations` and in
// the table: the next call to each address numbers it anew, after a modules record that
// describes what lies there now. Numbers go on from each site's count, never reused.
void forget_targets_locked(const Registration *registrations,
                           unsigned long long unloads) noexcept {
  __atomic_fetch_add(&g_epoch, 1, __ATOMIC_SEQ_CST);
  for (const Registration *r = registrations; r; r = r->next_registration())
    for (unsigned long i = 0; i < r->target_count(); ++i)
      for (const void *&address : r->targets()[i].address)
        __atomic_store_n(&address, nullptr, __ATOMIC_RELAXED);
  g_numbered_count = 0;
  g_unloads_forgotten = unloads;
  g_scanned = false;  // the next target is described after a modules record
}

// The main program's start and end (the loader's first module), in `Range`.
int first_module(dl_phdr_info *info, size_t, void *data) noexcept {
  auto *range = static_cast<Range *>(data);
  *range = loaded_range(info);
  return 1;
}

// The loader's counts now; the targets forgotten first when a module was unloaded since they
// were last forgotten (its addresses may hold another's functions now).
LoaderCounts forget_if_unloaded_locked(const Registration *registrations) noexcept {
  LoaderCounts counts;
  dl_iterate_phdr(read_counts, &counts);
  if (counts.unloads != g_unloads_forgotten) forget_targets_locked(registrations, counts.unloads);
  return counts;
}

}  // namespace

void note_unloads_locked(const Registration *registrations) noexcept {
  forget_if_unloaded_locked(registrations);
}

void note_withdrawn_locked(const Registration *withdrawn,
                           const Registration *registrations) noexcept {
  if (!g_numbered_count) return;  // nothing numbered since they were last forgotten
  Dl_info info;
  if (!dladdr(withdrawn->table(), &info) || !info.dli_fbase) return;  // not a module's table
  const auto module = reinterpret_cast<uintptr_t>(info.dli_fbase);
  Range program;
  dl_iterate_phdr(first_module, &program);
  // The program is never unloaded; a library's registrations leave one after the other.
  if ((module >= program.start && module < program.end) || module == g_module_forgotten) return;
  g_module_forgotten = module;
  LoaderCounts counts;
  dl_iterate_phdr(read_counts, &counts);
  forget_targets_locked(registrations, counts.unloads);
}

uint64_t number_target_locked(uint64_t index, const void *target,
                              const Registration *registrations) noexcept {
  if (index == 0) return 0;
  // A library loaded that registers no sites may have taken an unloaded one's addresses.
  const LoaderCounts counts = forget_if_unloaded_locked(registrations);
  if (const Target *t = find(index, target)) return t->number;
  Target *count = find(index, nullptr);
  if (!count && !(count = insert(index, nullptr, 0))) return 0;
  if (count->number >= trace::kMaxTargetNumber) return 0;
  // A module loaded or unloaded since the last modules record: another record first.
  if (!g_scanned || counts.loads != g_loads || counts.unloads != g_unloads ||
      !known(reinterpret_cast<uintptr_t>(target)))
    describe_modules_locked(counts);
  const uint64_t number = count->number + 1;
  if (!g_numbered.reserve(g_numbered_count + 1)) return 0;
  const Target *t = insert(index, target, number);  // `count` may have moved
  if (!t) return 0;
  find(index, nullptr)->number = number;
  g_numbered.data()[g_numbered_count++] = *t;
  return describe_target_locked(*t) ? number : 0;
}

void describe_targets_locked() noexcept {
  if (!g_numbered_count) return;
  LoaderCounts counts;
  dl_iterate_phdr(read_counts, &counts);
  describe_modules_locked(counts);
  for (size_t i = 0; i < g_numbered_count; ++i) describe_target_locked(g_numbered.data()[i]);
}

// A target not in the site's cache (overdub.h, record_target).
void target_missed(const Site *site, TargetCache *cache, const void *target) noexcept {
  const unsigned state = __atomic_load_n(site->state, __ATOMIC_RELAXED);
  if ((state & kRecordedMask) != kIndexed) return;
  // Numbered already (a site with more targets than its cache holds): found without a lock.
  const uint64_t epoch = __atomic_load_n(&g_epoch, __ATOMIC_ACQUIRE);
  const Target *known = find((state - kIndexed) >> 2, target);
  uint64_t number = known ? known->number : 0;
  if (!known) {
    // The records written are the runtime's time, not the calls' around it: trace and ring modes
    // time them as a span of the runtime's own site, which readers take out of those calls;
    // aggregate mode leaves the time out of the calls open on the thread.
    const bool aggregate = config().mode == trace::kModeAggregate;
    const bool entering = !tls_state.in_runtime;
    // Signal handlers wait meanwhile: their calls would land inside the runtime's span (which
    // readers take out whole), and aggregate mode would defer their events.
    HeldSignals held(entering);
    const uint32_t runtime_site = aggregate || !entering ? 0 : index_site(&kNumberingSite);
    if (runtime_site) append(event_word(runtime_site, kStart));
    {
      // A signal handler's call while its thread numbers a target: unknown (number 0).
      RuntimeSection section;
      if (section.entered()) {
        const uint64_t begin = timestamp();
        number = number_call_target(site, target);
        if (aggregate) exclude_from_open_calls(timestamp() - begin);
      }
    }
    if (runtime_site) append(event_word(runtime_site, kStop));
  }
  if (number >= 1 && number <= kCachedTargets) {
    const void **slot = &cache->address[number - 1];
    __atomic_store_n(slot, target, __ATOMIC_RELAXED);
    // Forgotten meanwhile (forget_targets_locked bumps the epoch, then empties the caches): the
    // slot stays empty, whichever of the two came first.
    if (__atomic_load_n(&g_epoch, __ATOMIC_SEQ_CST) != epoch)
      __atomic_compare_exchange_n(slot, &target, nullptr, false, __ATOMIC_RELAXED,
                                  __ATOMIC_RELAXED);
  }
  append_word(target_word(state, number));
}

}  // namespace detail
}  // namespace overdub
