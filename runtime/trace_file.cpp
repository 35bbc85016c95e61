// The trace file: opened on first use, written with pwrite(2) at a tail offset kept under one
// lock, with staging regions mapped MAP_SHARED so that their events reach the page cache as they
// are recorded and survive any end of the process.
#include "trace_file.h"
#include "targets.h"

#include "calibrate.h"
#include "site_index.h"
#include "throttle.h"
#include "writer.h"

#include <overdub/trace_packing.h>

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

namespace overdub {

// The registered site tables, newest first; guarded by the trace file's lock.
struct RegistrationList {
  static const Registration *head;
  static void push(const Registration *r) noexcept {
    r->next_ = const_cast<Registration *>(head);
    head = r;
  }
  static void remove(const Registration *r) noexcept {
    for (const Registration **p = &head; *p; p = const_cast<const Registration **>(&(*p)->next_))
      if (*p == r) {
        *p = r->next_;
        return;
      }
  }
};
const Registration *RegistrationList::head = nullptr;

namespace detail {
namespace {

constexpr uint64_t kPage = 4096;
constexpr uint64_t kStagingPrefix = sizeof(trace::RecordHeader) + sizeof(trace::StagingHeader);

struct FreeRegion {
  StagingRegion region;
  FreeRegion *next;
};

struct FreeCounts {
  CountsRegion region;
  FreeCounts *next;
};

struct RetiredRing {
  StagingRegion region;
  RetiredRing *next;
};

struct FileState {
  pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
  int fd = -1;
  bool failed = false;
  uint64_t tail = 0;
  uint32_t parent_pid = 0;
  uint64_t tsc0 = 0, ns0 = 0;
  FreeRegion *free_regions = nullptr;
  FreeCounts *free_counts = nullptr;
  RetiredRing *retired_first = nullptr, *retired_last = nullptr;  // oldest first
  size_t retired = 0;
  SiteSet written;
  // The process-wide counters record, mapped from the file once it is open; events dropped
  // before that wait in `dropped_before_open`.
  trace::ProcessCounters *counters = nullptr;
  uint64_t dropped_before_open = 0, counts_lost_before_open = 0;
  // Scratch for the sites record, grown as needed.
  char *scratch = nullptr;
  size_t scratch_cap = 0;
};
FileState g_file;

class Locked {
 public:
  Locked() { pthread_mutex_lock(&g_file.lock); }
  ~Locked() { pthread_mutex_unlock(&g_file.lock); }
};

// $OVERDUB_OUTPUT with %p replaced by the process id and %% by %; default overdub.%p.trace. A
// forked child whose pattern has no %p adds .<pid>, so that it does not overwrite its parent's.
void output_path(char *out, size_t cap) noexcept {
  const char *pattern = getenv("OVERDUB_OUTPUT");
  if (!pattern || !*pattern) pattern = "overdub.%p.trace";
  size_t n = 0;
  bool has_pid = false;
  for (const char *p = pattern; *p && n + 1 < cap; ++p) {
    if (p[0] == '%' && p[1] == 'p') {
      n += static_cast<size_t>(snprintf(out + n, cap - n, "%d", static_cast<int>(getpid())));
      has_pid = true;
      ++p;
    } else if (p[0] == '%' && p[1] == '%') {
      out[n++] = '%';
      ++p;
    } else {
      out[n++] = *p;
    }
  }
  if (n >= cap) n = cap - 1;
  out[n] = '\0';
  if (g_file.parent_pid && !has_pid)
    snprintf(out + n, cap - n, ".%d", static_cast<int>(getpid()));
}

// Whether the file may extend to `end` bytes. Beyond RLIMIT_FSIZE (ulimit -f) the kernel sends
// SIGXFSZ to a write, truncate or allocation, which ends a program that does not handle it: the
// runtime checks first and takes the limit for a full disk (it never touches the program's signal
// dispositions).
bool may_extend_to(uint64_t end) noexcept {
  struct rlimit limit;
  if (getrlimit(RLIMIT_FSIZE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY ||
      end <= static_cast<uint64_t>(limit.rlim_cur))
    return true;
  errno = EFBIG;
  return false;
}

// open(2) that never returns a standard descriptor: a program started with stdin, stdout or
// stderr closed would otherwise find the trace at 0, 1 or 2, and its own output would go into
// the trace (and no longer fail as it did).
int open_above_standard(const char *path, int flags, mode_t mode) noexcept {
  int fd = open(path, flags, mode);
  if (fd < 0 || fd > 2) return fd;
  int moved = fcntl(fd, F_DUPFD_CLOEXEC, 3);
  int saved = errno;
  close(fd);
  errno = saved;
  return moved;
}

// A new file at `path`, never one that exists: the trace path may lie in a shared directory where
// someone planted a link (to a file of the user's, or a dangling one whose target would be
// created), and a pid reused in a container names an older trace. O_EXCL fails on any existing
// entry, links included; the file is then made under another name, `<name>-N<.extension>`,
// which `path` receives and one line on stderr gives.
//
// Readable by its owner only (0600), from its creation: a trace may hold argument values
// (--capture), and a mode changed later would not close a descriptor opened before.
int create_new(char *path, size_t cap) noexcept {
  constexpr int kFlags = O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC;
  constexpr mode_t mode = 0600;
  int fd = open_above_standard(path, kFlags, mode);
  if (fd >= 0 || errno != EEXIST) return fd;
  struct stat existing;
  if (lstat(path, &existing) == 0 && S_ISDIR(existing.st_mode)) {
    errno = EISDIR;
    return -1;
  }
  char wanted[4096];
  snprintf(wanted, sizeof wanted, "%s", path);
  const char *name = strrchr(wanted, '/');
  name = name ? name + 1 : wanted;
  const char *dot = strrchr(name, '.');
  size_t stem = dot && dot != name ? static_cast<size_t>(dot - wanted) : strlen(wanted);
  for (int n = 1; n <= 1000; ++n) {
    int len = snprintf(path, cap, "%.*s-%d%s", static_cast<int>(stem), wanted, n, wanted + stem);
    if (len < 0 || static_cast<size_t>(len) >= cap) break;
    fd = open_above_standard(path, kFlags, mode);
    if (fd >= 0) {
      warn_once(kWarnRenamed, "overdub: '%s' exists; the trace is written to '%s'", wanted, path);
      return fd;
    }
    if (errno != EEXIST) return -1;
  }
  snprintf(path, cap, "%s", wanted);
  errno = EEXIST;
  return -1;
}

bool write_at(uint64_t offset, const struct iovec *parts, int count) noexcept {
  size_t total = 0;
  for (int i = 0; i < count; ++i) total += parts[i].iov_len;
  if (!may_extend_to(offset + total)) return false;
  struct iovec local[8];
  memcpy(local, parts, sizeof(struct iovec) * static_cast<size_t>(count));
  struct iovec *v = local;
  while (total > 0) {
    ssize_t w = pwritev(g_file.fd, v, count, static_cast<off_t>(offset));
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return false;
    total -= static_cast<size_t>(w);
    offset += static_cast<uint64_t>(w);
    size_t done = static_cast<size_t>(w);
    while (count > 0 && done >= v->iov_len) {
      done -= v->iov_len;
      ++v;
      --count;
    }
    if (count > 0) {
      v->iov_base = static_cast<char *>(v->iov_base) + done;
      v->iov_len -= done;
    }
  }
  return true;
}

// Appends one record at the tail.
bool append_record(uint32_t type, uint32_t flags, const struct iovec *payload, int parts) noexcept {
  trace::RecordHeader header{type, flags, 0};
  for (int i = 0; i < parts; ++i) header.size += payload[i].iov_len;
  struct iovec all[8];
  all[0] = {&header, sizeof header};
  for (int i = 0; i < parts; ++i) all[i + 1] = payload[i];
  if (!write_at(g_file.tail, all, parts + 1)) {
    warn_once(kWarnWrite, "overdub: writing the trace failed: %s; later events are dropped",
              strerror(errno));
    return false;
  }
  g_file.tail += sizeof header + header.size;
  return true;
}

bool append_clock() noexcept {
  ClockPair now = read_clock_pair();
  uint64_t clock[4] = {g_file.tsc0, g_file.ns0, now.tsc, now.ns};
  struct iovec v = {clock, sizeof clock};
  return append_record(trace::kClock, 0, &v, 1);
}

bool append_registered(const Registration *first, const Registration *last) noexcept;
bool append_runtime_sites() noexcept;

// The process-wide counters follow the file header; the first page stays mapped so that they are
// in the file whatever ends the process.
constexpr uint64_t kCountersOffset = sizeof(trace::FileHeader);

void publish_counters(trace::ProcessCounters *counters) noexcept {
  __atomic_store_n(&g_file.counters, counters, __ATOMIC_RELEASE);
  __atomic_fetch_add(&counters->dropped,
                     __atomic_exchange_n(&g_file.dropped_before_open, 0, __ATOMIC_RELAXED),
                     __ATOMIC_RELAXED);
  __atomic_fetch_add(&counters->counts_lost,
                     __atomic_exchange_n(&g_file.counts_lost_before_open, 0, __ATOMIC_RELAXED),
                     __ATOMIC_RELAXED);
}

// Adds `n` to a process counter (a member of ProcessCounters), before the file opens to `pending`.
void add_to_counter(uint64_t trace::ProcessCounters::*counter, uint64_t &pending,
                    uint64_t n) noexcept {
  if (!n) return;
  if (trace::ProcessCounters *c = __atomic_load_n(&g_file.counters, __ATOMIC_ACQUIRE)) {
    __atomic_fetch_add(&(c->*counter), n, __ATOMIC_RELAXED);
    return;
  }
  __atomic_fetch_add(&pending, n, __ATOMIC_RELAXED);
  // The file may have opened meanwhile: then the count goes in now.
  if (trace::ProcessCounters *c = __atomic_load_n(&g_file.counters, __ATOMIC_ACQUIRE))
    __atomic_fetch_add(&(c->*counter), __atomic_exchange_n(&pending, 0, __ATOMIC_RELAXED),
                       __ATOMIC_RELAXED);
}

bool append_throttled_site_locked(uint64_t number, const Site *site, uint64_t timed,
                                  uint64_t mean_ns) noexcept;
void *map_new_record_locked(uint64_t bytes, size_t &map_bytes) noexcept;

bool open_locked() noexcept {
  if (g_file.fd >= 0) return true;
  if (g_file.failed) return false;
  char path[4096];
  output_path(path, sizeof path);
  if (!strcmp(path, "/dev/null")) {  // asked for no trace: record nothing, quietly
    g_file.failed = true;
    return false;
  }
  g_file.fd = create_new(path, sizeof path);
  if (g_file.fd < 0) {
    g_file.failed = true;
    warn_once(kWarnOutput, "overdub: cannot write the trace to '%s': %s", path, strerror(errno));
    return false;
  }
  trace::FileHeader header{};
  memcpy(header.magic, trace::kMagic, sizeof header.magic);
  header.version = trace::kVersion;
  header.pid = static_cast<uint32_t>(getpid());
  header.parent_pid = g_file.parent_pid;
  header.mode = config().mode;
  trace::RecordHeader counters_header{trace::kProcessCounters, 0, sizeof(trace::ProcessCounters)};
  trace::ProcessCounters counters{};
  struct iovec v[3] = {{&header, sizeof header},
                       {&counters_header, sizeof counters_header},
                       {&counters, sizeof counters}};
  g_file.tail = 0;
  void *first_page = MAP_FAILED;
  if (write_at(0, v, 3))
    first_page = mmap(nullptr, kPage, PROT_READ | PROT_WRITE, MAP_SHARED, g_file.fd, 0);
  if (first_page == MAP_FAILED) {
    g_file.failed = true;
    warn_once(kWarnOutput, "overdub: cannot write the trace to '%s': %s", path, strerror(errno));
    close(g_file.fd);
    g_file.fd = -1;
    return false;
  }
  g_file.tail = kCountersOffset + sizeof counters_header + sizeof counters;
  publish_counters(reinterpret_cast<trace::ProcessCounters *>(static_cast<char *>(first_page) +
                                                              kCountersOffset +
                                                              sizeof counters_header));
  // A first calibration over 1 ms, so that a trace whose process ends abruptly (no later clock
  // record) still converts its timestamps well; the millisecond measures the cost of an event.
  ClockPair start = read_clock_pair();
  g_file.tsc0 = start.tsc;
  g_file.ns0 = start.ns;
  EventCost cost = measure_event_cost(1000000);
  append_clock();
  uint64_t calibration[2] = {cost.events, cost.ticks};
  struct iovec c = {calibration, sizeof calibration};
  append_record(trace::kCalibration, 0, &c, 1);
  append_registered(RegistrationList::head, nullptr);
  append_runtime_sites();
  append_value_names_locked();
  // Sites throttled before the file opened (a forked child's, throttled in its parent).
  for (size_t n = 0, count = throttle_numbers(); n < count; ++n)
    if (const Site *site = throttled_site(n)) append_throttled_site_locked(n, site, 0, 0);
  // Call targets numbered before the file opened (a forked child's, numbered in its parent).
  describe_targets_locked();
  return true;
}

bool reserve_scratch(size_t bytes) noexcept {
  if (bytes <= g_file.scratch_cap) return true;
  size_t cap = g_file.scratch_cap ? g_file.scratch_cap : 4096;
  while (cap < bytes) cap *= 2;
  char *p = static_cast<char *>(realloc(g_file.scratch, cap));
  if (!p) return false;
  g_file.scratch = p;
  g_file.scratch_cap = cap;
  return true;
}

// Collects the sites of events (by index, and their lexical parents) that the file does not
// describe yet into the scratch buffer as a sites payload; returns its size (0: nothing new).
class SitesPayload {
 public:
  void add(uint64_t index) noexcept {
    // Most events repeat a few sites: the last one and a small direct-mapped cache keep the
    // scan of a chunk cheap.
    if (index == last_ || index == 0) return;
    last_ = index;
    uint64_t &cached = cache_[index & (kCache - 1)];
    if (cached == index) return;
    cached = index;
    for (const Site *site = site_at(static_cast<uint32_t>(index)); site;) {
      bool added = false;
      if (!g_file.written.find_or_insert(index, &added) || !added) return;
      uint64_t parent = site->parent ? index_site(site + site->parent) : 0;
      put(site, index, parent);
      if (!parent) return;
      site += site->parent;
      index = parent;
    }
  }
  void add(const Site *site) noexcept { add(index_site(site)); }
  void add_words(const Event *events, size_t count) noexcept {
    // Most chunks name no site the file does not describe: every site with an index is.
    if (g_file.written.size() >= indexes_given()) return;
    trace::EventDecoder decoder;
    trace::EventRecord e;
    for (size_t i = 0; i < count; ++i)
      if (decoder.decode(events[i].word, e)) add(e.tag >> 2);
  }
  size_t finish() noexcept {
    if (count_ == 0 || failed_) return 0;
    memcpy(g_file.scratch, &count_, sizeof count_);
    return size_;
  }

 private:
  void put(const Site *s, uint64_t id, uint64_t parent) noexcept {
    auto len = [](const char *c) { return c ? strlen(c) : 0; };
    size_t need = size_ + 8 + 8 + 4 + 4 + 12 + len(s->file) + len(s->caller) + len(s->callee);
    if (!reserve_scratch(need)) {
      failed_ = true;
      return;
    }
    bytes(&id, 8);
    bytes(&parent, 8);
    bytes(&s->line, 4);
    bytes(&s->column, 4);
    str(s->file);
    str(s->caller);
    str(s->callee);
    ++count_;
  }
  void bytes(const void *p, size_t n) noexcept {
    memcpy(g_file.scratch + size_, p, n);
    size_ += n;
  }
  void str(const char *s) noexcept {
    uint32_t n = s ? static_cast<uint32_t>(strlen(s)) : 0;
    bytes(&n, 4);
    if (n) bytes(s, n);
  }
  static constexpr size_t kCache = 256;
  uint64_t last_ = 0;
  uint64_t cache_[kCache] = {};
  uint32_t count_ = 0;
  size_t size_ = sizeof(uint32_t);
  bool failed_ = false;
};

bool append_sites(SitesPayload &sites) noexcept {
  size_t size = sites.finish();
  if (!size) return true;
  struct iovec v = {g_file.scratch, size};
  return append_record(trace::kSites, 0, &v, 1);
}

bool append_registered(const Registration *first, const Registration *last) noexcept {
  SitesPayload sites;
  for (const Registration *r = first; r != last; r = r->next_registration())
    for (unsigned long i = 0; i < r->size(); ++i) sites.add(r->table() + i);
  return append_sites(sites);
}

// The runtime's own sites, described when the file opens as the registered ones are: their spans
// (a hand-off, a target numbered) may be the last events of a process that ends abruptly, before
// the chunk holding them is handed on, which would describe them.
bool append_runtime_sites() noexcept {
  SitesPayload sites;
  sites.add(&kHandOffSite);
  sites.add(&kNumberingSite);
  return append_sites(sites);
}

// Under the lock: the file's blocks from `start` on, before they are mapped. A page of a mapping
// that the file system cannot back when it is first written raises SIGBUS (a full tmpfs, a disk
// quota): the space is allocated now or the region is not made. On failure the file is cut back
// to its tail.
bool allocate_locked(uint64_t start, uint64_t bytes) noexcept {
  int error = may_extend_to(start + bytes)
                  ? posix_fallocate(g_file.fd, static_cast<off_t>(start), static_cast<off_t>(bytes))
                  : EFBIG;
  if (error == 0) return true;
  if (ftruncate(g_file.fd, static_cast<off_t>(g_file.tail)) != 0) {
    // The tail is where appends go: the file stays as long as it was.
  }
  errno = error;
  return false;
}

// Under the lock: the region (cleared) may serve another thread.
void release_locked(const StagingRegion &region) noexcept {
  region.header->tid = 0;
  auto *node = static_cast<FreeRegion *>(malloc(sizeof(FreeRegion)));
  if (!node) return;  // the region stays unused
  node->region = region;
  node->next = g_file.free_regions;
  g_file.free_regions = node;
}

}  // namespace

bool trace_file_ready() noexcept {
  Locked hold;
  return open_locked();
}

bool acquire_staging(uint64_t tid, size_t capacity, StagingRegion &out) noexcept {
  Locked hold;
  if (!open_locked()) return false;
  for (FreeRegion **p = &g_file.free_regions; *p; p = &(*p)->next) {
    if ((*p)->region.header->capacity != capacity) continue;
    FreeRegion *node = *p;
    *p = node->next;
    out = node->region;
    free(node);
    *out.header = trace::StagingHeader{tid, 0, 0, capacity, 0, 0, 0};
    return true;
  }
  // A new region at the next page boundary.
  uint64_t bytes = kStagingPrefix + capacity * sizeof(Event);
  size_t map_bytes = 0;
  void *map = map_new_record_locked(bytes, map_bytes);
  if (!map) return false;
  auto *record = static_cast<trace::RecordHeader *>(map);
  *record = trace::RecordHeader{trace::kStaging, 0, bytes - sizeof(trace::RecordHeader)};
  out.header = reinterpret_cast<trace::StagingHeader *>(record + 1);
  *out.header = trace::StagingHeader{tid, 0, 0, capacity, 0, 0, 0};
  out.events = reinterpret_cast<Event *>(static_cast<char *>(map) + kStagingPrefix);
  out.offset = g_file.tail - bytes;
  out.map_bytes = map_bytes;
  return true;
}

#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23  // Linux 5.14 (older C libraries' headers lack it)
#endif

void prefault_staging(const StagingRegion &region) noexcept {
  if (!region.header) return;
  char *map = reinterpret_cast<char *>(region.events) - kStagingPrefix;  // page-aligned
  const int saved = errno;
  // Linux 5.14 on; before, each page is written by hand (the file's blocks are allocated: no
  // SIGBUS), with the value it holds.
  if (madvise(map, region.map_bytes, MADV_POPULATE_WRITE) != 0 && errno == EINVAL)
    for (size_t at = 0; at < region.map_bytes; at += kPage) {
      volatile char *byte = map + at;
      *byte = *byte;
    }
  errno = saved;
}

void release_staging(const StagingRegion &region) noexcept {
  if (!region.header) return;
  Locked hold;
  release_locked(region);
}

void retire_ring(const StagingRegion &region) noexcept {
  if (!region.header) return;
  Locked hold;
  auto *node = static_cast<RetiredRing *>(malloc(sizeof(RetiredRing)));
  if (!node) return;  // the region stays as it is
  node->region = region;
  node->next = nullptr;
  if (g_file.retired_last)
    g_file.retired_last->next = node;
  else
    g_file.retired_first = node;
  g_file.retired_last = node;
  if (++g_file.retired <= kRetainedRings) return;
  RetiredRing *oldest = g_file.retired_first;
  g_file.retired_first = oldest->next;
  --g_file.retired;
  // Its events go: the region's slots must read as empty for its next thread.
  memset(oldest->region.events, 0, oldest->region.header->capacity * sizeof(Event));
  release_locked(oldest->region);
  free(oldest);
}

void describe_sites(const Event *events, size_t count) noexcept {
  Locked hold;
  if (g_file.fd < 0) return;
  SitesPayload sites;
  sites.add_words(events, count);
  append_sites(sites);
}

bool append_events(uint64_t tid, uint64_t seq, uint64_t dropped, uint64_t reference,
                   const Event *events, size_t &count, bool up_to_empty) noexcept {
  if (up_to_empty) count = written_prefix(events, count);
  // The writer packs what it appends (outside the lock), unless packing would not save bytes.
  size_t packed = 0;
  uint8_t *scratch = nullptr;
  if (on_writer_thread() && count && (scratch = writer_scratch(count * sizeof(Event)))) {
    trace::WordPacker packer(reference);
    packed = packer.pack(&events[0].word, count, scratch, count * sizeof(Event));
  }
  Locked hold;
  if (!open_locked()) return false;
  SitesPayload sites;
  sites.add_words(events, count);
  if (!append_sites(sites)) return false;
  uint64_t prefix[5] = {tid, seq, dropped, reference, count};
  bool ok;
  if (packed) {
    struct iovec v[2] = {{prefix, sizeof prefix}, {scratch, packed}};
    ok = append_record(trace::kPackedEvents, 0, v, 2);
  } else {
    struct iovec v[2] = {{prefix, 4 * sizeof(uint64_t)},
                         {const_cast<Event *>(events), count * sizeof(Event)}};
    ok = append_record(trace::kEvents, 0, v, 2);
  }
  append_clock();
  return ok;
}

bool append_statistics(uint32_t type, const uint64_t *entries, size_t count,
                       size_t words) noexcept {
  Locked hold;
  if (!open_locked()) return false;
  SitesPayload sites;
  for (size_t i = 0; i < count; ++i) sites.add(entries[words * i]);
  if (!append_sites(sites)) return false;
  uint32_t n = static_cast<uint32_t>(count);
  struct iovec v[2] = {{&n, sizeof n},
                       {const_cast<uint64_t *>(entries), count * words * sizeof(uint64_t)}};
  return append_record(type, 0, v, 2);
}

bool append_thread_name(uint64_t tid, uint64_t order, const char *name) noexcept {
  Locked hold;
  if (!open_locked()) return false;
  uint64_t head[2] = {tid, order};
  uint32_t length = static_cast<uint32_t>(strlen(name));
  struct iovec v[3] = {{head, sizeof head}, {&length, sizeof length},
                       {const_cast<char *>(name), length}};
  return append_record(trace::kThreadName, 0, v, 3);
}

namespace {

bool append_throttled_site_locked(uint64_t number, const Site *site, uint64_t timed,
                                  uint64_t mean_ns) noexcept {
  SitesPayload sites;
  sites.add(site);
  if (!append_sites(sites)) return false;
  uint64_t entry[4] = {number, index_site(site), timed, mean_ns};
  struct iovec v = {entry, sizeof entry};
  return append_record(trace::kThrottledSite, 0, &v, 1);
}

// A new record of `bytes` at the next page boundary (the gap filled by a padding record), its
// blocks allocated, mapped; null when the file cannot grow.
void *map_new_record_locked(uint64_t bytes, size_t &map_bytes) noexcept {
  uint64_t start = (g_file.tail + kPage - 1) / kPage * kPage;
  if (start != g_file.tail && start - g_file.tail < sizeof(trace::RecordHeader)) start += kPage;
  if (start != g_file.tail) {
    trace::RecordHeader pad{trace::kPadding, 0, start - g_file.tail - sizeof(trace::RecordHeader)};
    struct iovec v = {&pad, sizeof pad};
    if (!write_at(g_file.tail, &v, 1)) return nullptr;
  }
  if (!allocate_locked(start, bytes)) return nullptr;
  map_bytes = static_cast<size_t>((bytes + kPage - 1) / kPage * kPage);
  void *map = mmap(nullptr, map_bytes, PROT_READ | PROT_WRITE, MAP_SHARED, g_file.fd,
                   static_cast<off_t>(start));
  if (map == MAP_FAILED) return nullptr;
  g_file.tail = start + bytes;
  return map;
}

}  // namespace

bool append_throttled_site(uint64_t number, const Site *site, uint64_t timed,
                           uint64_t mean_ns) noexcept {
  Locked hold;
  if (!open_locked()) return false;
  return append_throttled_site_locked(number, site, timed, mean_ns);
}

bool append_record_locked(uint32_t type, const struct iovec *payload, int parts) noexcept {
  return append_record(type, 0, payload, parts);
}

uint64_t number_call_target(const Site *site, const void *target) noexcept {
  Locked hold;
  if (!open_locked()) return 0;
  SitesPayload sites;
  sites.add(site);
  if (!append_sites(sites)) return 0;
  return number_target_locked(index_site(site), target, RegistrationList::head);
}

bool acquire_counts(uint64_t tid, uint64_t serial, size_t entries, CountsRegion &out) noexcept {
  Locked hold;
  if (!open_locked()) return false;
  for (FreeCounts **p = &g_file.free_counts; *p; p = &(*p)->next) {
    if ((*p)->region.header->entries != entries) continue;
    FreeCounts *node = *p;
    *p = node->next;
    out = node->region;
    free(node);
    // Cleared when released; the thread's id last, so that a reader never takes another
    // thread's counts for this one's.
    out.header->serial = serial;
    __atomic_store_n(&out.header->tid, tid, __ATOMIC_RELEASE);
    return true;
  }
  uint64_t bytes = sizeof(trace::RecordHeader) + sizeof(trace::CountsHeader) + entries * 8;
  size_t map_bytes = 0;
  void *map = map_new_record_locked(bytes, map_bytes);
  if (!map) return false;
  auto *record = static_cast<trace::RecordHeader *>(map);
  *record = trace::RecordHeader{trace::kCounts, 0, bytes - sizeof(trace::RecordHeader)};
  out.header = reinterpret_cast<trace::CountsHeader *>(record + 1);
  *out.header = trace::CountsHeader{tid, serial, entries, 0, 0};
  out.counts = reinterpret_cast<uint64_t *>(out.header + 1);
  out.map_bytes = map_bytes;
  return true;
}

void release_counts(const CountsRegion &region) noexcept {
  if (!region.header) return;
  Locked hold;
  // Free first (readers skip it), then cleared for the next thread.
  __atomic_store_n(&region.header->tid, uint64_t{0}, __ATOMIC_RELEASE);
  memset(region.counts, 0, region.header->entries * 8);
  auto *node = static_cast<FreeCounts *>(malloc(sizeof(FreeCounts)));
  if (!node) return;  // the table stays unused
  node->region = region;
  node->next = g_file.free_counts;
  g_file.free_counts = node;
}

bool append_counts(uint64_t tid, uint64_t serial, const uint64_t *counts, size_t entries) noexcept {
  size_t used = 0;
  for (size_t i = 0; i < entries; ++i) used += __atomic_load_n(&counts[i], __ATOMIC_RELAXED) != 0;
  if (!used) return true;
  auto *pairs = static_cast<uint64_t *>(malloc(used * 2 * sizeof(uint64_t)));
  if (!pairs) return false;
  size_t n = 0;
  for (size_t i = 0; i < entries && n < used; ++i)
    if (uint64_t calls = __atomic_load_n(&counts[i], __ATOMIC_RELAXED)) {
      pairs[2 * n] = i;
      pairs[2 * n + 1] = calls;
      ++n;
    }
  trace::CountsHeader header{tid, serial, n, trace::kCountsSparse, 0};
  struct iovec v[2] = {{&header, sizeof header}, {pairs, n * 2 * sizeof(uint64_t)}};
  bool ok;
  {
    Locked hold;
    ok = open_locked() && append_record(trace::kCounts, 0, v, 2);
  }
  free(pairs);
  return ok;
}

void abandon_staging(const StagingRegion &region) noexcept {
  if (region.header) __atomic_store_n(&region.header->tid, uint64_t{0}, __ATOMIC_RELEASE);
}

size_t written_prefix(const Event *events, size_t count) noexcept {
  // Atomic loads: on the writer thread, a frame that holds an unwritten slot (a signal handler
  // interrupted it) may write it meanwhile. A slot read as empty begins the rest, handed on later.
  constexpr size_t kBlock = 64;
  size_t i = 0;
  for (; i + kBlock <= count; i += kBlock) {
    bool any_empty = false;
    for (size_t j = 0; j < kBlock; ++j)
      any_empty |= __atomic_load_n(&events[i + j].word, __ATOMIC_RELAXED) == 0;
    if (any_empty) break;
  }
  for (; i < count; ++i)
    if (!__atomic_load_n(&events[i].word, __ATOMIC_RELAXED)) return i;
  return count;
}

double trace_ns_per_tick() noexcept {
  uint64_t tsc0 = __atomic_load_n(&g_file.tsc0, __ATOMIC_RELAXED);
  uint64_t ns0 = __atomic_load_n(&g_file.ns0, __ATOMIC_RELAXED);
  ClockPair now = read_clock_pair();
  if (!tsc0 || now.tsc <= tsc0 || now.ns <= ns0) return 1.0;
  return static_cast<double>(now.ns - ns0) / static_cast<double>(now.tsc - tsc0);
}

void count_dropped_elsewhere(uint64_t events) noexcept {
  add_to_counter(&trace::ProcessCounters::dropped, g_file.dropped_before_open, events);
}

void count_lost_counts(uint64_t calls) noexcept {
  add_to_counter(&trace::ProcessCounters::counts_lost, g_file.counts_lost_before_open, calls);
}

void mark_running(trace::StagingHeader *header) noexcept {
  if (header) __atomic_fetch_or(&header->flags, uint32_t{trace::kThreadRunning}, __ATOMIC_RELAXED);
}

void finish_trace_file(uint64_t events_appended) noexcept {
  Locked hold;
  if (g_file.fd < 0) return;
  // A calibration window of at least 2 ms keeps the tick rate accurate for short programs.
  const uint64_t kMinWindowNs = 2000000;
  while (monotonic_ns() - g_file.ns0 < kMinWindowNs) {
  }
  append_clock();
  struct iovec v = {&events_appended, sizeof events_appended};
  append_record(trace::kEnd, 0, &v, 1);
}

void trace_file_after_fork(uint32_t parent_pid) noexcept {
  // The child has one thread; the lock was held across fork by the prepare handler.
  pthread_mutex_init(&g_file.lock, nullptr);
  if (g_file.fd >= 0) close(g_file.fd);
  for (FreeRegion *node = g_file.free_regions; node;) {
    munmap(node->region.header ? reinterpret_cast<char *>(node->region.header) -
                                     sizeof(trace::RecordHeader)
                               : nullptr,
           node->region.map_bytes);
    FreeRegion *next = node->next;
    free(node);
    node = next;
  }
  g_file.free_regions = nullptr;
  for (RetiredRing *node = g_file.retired_first; node;) {
    munmap(reinterpret_cast<char *>(node->region.header) - sizeof(trace::RecordHeader),
           node->region.map_bytes);
    RetiredRing *next = node->next;
    free(node);
    node = next;
  }
  g_file.retired_first = g_file.retired_last = nullptr;
  g_file.retired = 0;
  if (g_file.counters)
    munmap(reinterpret_cast<char *>(g_file.counters) - kCountersOffset -
               sizeof(trace::RecordHeader),
           kPage);
  g_file.counters = nullptr;
  g_file.dropped_before_open = g_file.counts_lost_before_open = 0;
  for (FreeCounts *node = g_file.free_counts; node;) {
    munmap(reinterpret_cast<char *>(node->region.header) - sizeof(trace::RecordHeader),
           node->region.map_bytes);
    FreeCounts *next = node->next;
    free(node);
    node = next;
  }
  g_file.free_counts = nullptr;
  g_file.fd = -1;
  g_file.failed = false;
  g_file.tail = 0;
  g_file.parent_pid = parent_pid;
  g_file.written.clear();
}

void lock_trace_file() noexcept { pthread_mutex_lock(&g_file.lock); }
bool trace_file_open_locked() noexcept { return g_file.fd >= 0; }

}  // namespace detail

// A registration made while the file is open is written at once; earlier ones when it opens.
void Registration::enroll() noexcept {
  for (unsigned long i = 0; i < size_; ++i) detail::index_site(table_ + i);
  detail::select_values(table_, size_);
  detail::find_readable_segments();
  detail::Locked hold;
  RegistrationList::push(this);
  if (detail::g_file.fd >= 0) detail::append_registered(this, next_);
  detail::note_unloads_locked(RegistrationList::head);
}

void Registration::withdraw() noexcept {
  detail::Locked hold;
  RegistrationList::remove(this);
  detail::note_withdrawn_locked(this, RegistrationList::head);
}

namespace detail {
void unlock_trace_file() noexcept { pthread_mutex_unlock(&g_file.lock); }
}  // namespace detail
}  // namespace overdub

extern "C" void overdub_for_each_site(void (*visit)(const overdub::Site *, void *),
                                      void *data) noexcept {
  using namespace overdub;
  // Instrumented calls made by `visit` must not take the lock again (a thread's first event opens
  // the trace): inside the section the runtime does without, dropping such events.
  detail::RuntimeSection section;
  if (!section.entered()) return;  // called from inside the runtime
  detail::Locked hold;
  for (const Registration *r = RegistrationList::head; r; r = r->next_registration())
    for (unsigned long i = 0; i < r->size(); ++i) visit(r->table() + i, data);
}

namespace overdub {
namespace detail {

}  // namespace detail
}  // namespace overdub
