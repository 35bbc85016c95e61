// Writes the trace file at exit (format: overdub/trace_format.h, docs/trace-format.md).
// Plain write(2) and no C++ library: this runs late in process exit.
#include <overdub/trace_format.h>

#include <errno.h>
#include <fcntl.h>
#include <new>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "recorder_state.h"

namespace overdub {
namespace detail {
namespace {

class FileWriter {
 public:
  explicit FileWriter(int fd) : fd_(fd) {}
  void bytes(const void *data, size_t n) noexcept {
    const char *p = static_cast<const char *>(data);
    if (n > sizeof buf_ - used_) flush();
    if (n > sizeof buf_) return raw(p, n);
    memcpy(buf_ + used_, p, n);
    used_ += n;
  }
  void u32(uint32_t v) noexcept { bytes(&v, sizeof v); }
  void u64(uint64_t v) noexcept { bytes(&v, sizeof v); }
  void str(const char *s) noexcept {
    if (!s) s = "";
    uint32_t n = static_cast<uint32_t>(strlen(s));
    u32(n);
    bytes(s, n);
  }
  void record(uint32_t type, uint64_t size, uint32_t flags = 0) noexcept {
    trace::RecordHeader h{type, flags, size};
    bytes(&h, sizeof h);
  }
  bool flush() noexcept {
    raw(buf_, used_);
    used_ = 0;
    return ok_;
  }

 private:
  void raw(const char *p, size_t n) noexcept {
    while (n && ok_) {
      ssize_t w = write(fd_, p, n);
      if (w < 0 && errno == EINTR) continue;
      if (w <= 0) {
        ok_ = false;
        break;
      }
      p += w;
      n -= static_cast<size_t>(w);
    }
  }
  int fd_;
  bool ok_ = true;
  size_t used_ = 0;
  char buf_[1 << 16];
};

// The set of sites that occur in the trace, with their lexical parents: an open-addressing
// table of site addresses, allocated once at exit.
class SiteSet {
 public:
  bool init(size_t capacity) noexcept {
    cap_ = 1024;
    while (cap_ < capacity * 2) cap_ *= 2;
    slots_ = static_cast<const Site **>(calloc(cap_, sizeof *slots_));
    return slots_ != nullptr;
  }
  ~SiteSet() { free(slots_); }
  void add(const Site *s) noexcept {
    while (s && insert(s)) s = s->parent ? s + s->parent : nullptr;
  }
  size_t size() const noexcept { return size_; }
  template <class F>
  void each(F f) const noexcept {
    for (size_t i = 0; i < cap_; ++i)
      if (slots_[i]) f(slots_[i]);
  }

 private:
  // Returns true when `s` was not there yet.
  bool insert(const Site *s) noexcept {
    if (size_ * 2 >= cap_) grow();
    size_t i = hash(s) & (cap_ - 1);
    while (slots_[i]) {
      if (slots_[i] == s) return false;
      i = (i + 1) & (cap_ - 1);
    }
    slots_[i] = s;
    ++size_;
    return true;
  }
  void grow() noexcept {
    const Site **old = slots_;
    size_t old_cap = cap_;
    cap_ *= 2;
    slots_ = static_cast<const Site **>(calloc(cap_, sizeof *slots_));
    size_ = 0;
    for (size_t i = 0; i < old_cap; ++i)
      if (old[i]) insert(old[i]);
    free(old);
  }
  static size_t hash(const Site *s) noexcept {
    return (reinterpret_cast<uintptr_t>(s) >> 3) * 0x9E3779B97F4A7C15ull >> 16;
  }
  const Site **slots_ = nullptr;
  size_t cap_ = 0, size_ = 0;
};

// $OVERDUB_OUTPUT with %p replaced by the process id and %% by %; default overdub.%p.trace.
void output_path(char *out, size_t cap) noexcept {
  const char *pattern = getenv("OVERDUB_OUTPUT");
  if (!pattern || !*pattern) pattern = "overdub.%p.trace";
  size_t n = 0;
  for (const char *p = pattern; *p && n + 1 < cap; ++p) {
    if (p[0] == '%' && p[1] == 'p') {
      n += static_cast<size_t>(snprintf(out + n, cap - n, "%d", static_cast<int>(getpid())));
      ++p;
    } else if (p[0] == '%' && p[1] == '%') {
      out[n++] = '%';
      ++p;
    } else {
      out[n++] = *p;
    }
  }
  out[n < cap ? n : cap - 1] = '\0';
}

uint64_t site_id(const Site *s) noexcept { return reinterpret_cast<uintptr_t>(s); }

uint64_t site_record_size(const Site *s) noexcept {
  auto len = [](const char *c) { return c ? strlen(c) : 0; };
  return 8 + 8 + 4 + 4 + 3 * 4 + len(s->file) + len(s->caller) + len(s->callee);
}

void write_sites(FileWriter &w, ThreadLog *logs) noexcept {
  size_t events = 0;
  for (ThreadLog *log = logs; log; log = log->next)
    for (Chunk *c = log->first; c; c = c->next) events += chunk_events(log, c);
  SiteSet sites;
  if (!sites.init(events < 4096 ? events : 4096)) return;
  for (ThreadLog *log = logs; log; log = log->next)
    for (Chunk *c = log->first; c; c = c->next) {
      size_t n = chunk_events(log, c);
      for (size_t i = 0; i < n; ++i)
        sites.add(reinterpret_cast<const Site *>(c->events[i].tag & ~uint64_t{trace::kKindMask}));
    }
  uint64_t size = 4;
  sites.each([&](const Site *s) { size += site_record_size(s); });
  w.record(trace::kSites, size);
  w.u32(static_cast<uint32_t>(sites.size()));
  sites.each([&](const Site *s) {
    w.u64(site_id(s));
    w.u64(s->parent ? site_id(s + s->parent) : 0);
    w.u32(s->line);
    w.u32(s->column);
    w.str(s->file);
    w.str(s->caller);
    w.str(s->callee);
  });
}

}  // namespace

bool write_trace(const Calibration &clock) noexcept {
  char path[4096];
  output_path(path, sizeof path);
  int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) {
    int err = errno;
    dprintf(2, "overdub: cannot write the trace to '%s': %s\n", path, strerror(err));
    return false;
  }
  auto *w = static_cast<FileWriter *>(mmap(nullptr, sizeof(FileWriter), PROT_READ | PROT_WRITE,
                                           MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
  if (w == MAP_FAILED) {
    close(fd);
    return false;
  }
  new (w) FileWriter(fd);
  trace::FileHeader header{};
  memcpy(header.magic, trace::kMagic, sizeof header.magic);
  header.version = trace::kVersion;
  header.pid = static_cast<uint32_t>(getpid());
  w->bytes(&header, sizeof header);

  // Clock and sites first: a trace cut short still has what it needs to read its events.
  w->record(trace::kClock, 32);
  w->u64(clock.tsc0);
  w->u64(clock.ns0);
  w->u64(clock.tsc1);
  w->u64(clock.ns1);
  ThreadLog *logs = thread_logs();
  write_sites(*w, logs);
  uint64_t total = 0;
  for (ThreadLog *log = logs; log; log = log->next) {
    // One record per chunk; the first carries the thread's dropped-event count.
    uint64_t dropped = log->dropped;
    uint32_t flags = __atomic_load_n(&log->live, __ATOMIC_ACQUIRE) ? uint32_t{trace::kThreadRunning} : 0u;
    Chunk *c = log->first;
    do {
      size_t n = c ? chunk_events(log, c) : 0;
      w->record(trace::kEvents, 16 + n * sizeof(Event), flags);
      w->u64(log->tid);
      w->u64(dropped);
      if (n) w->bytes(c->events, n * sizeof(Event));
      total += n;
      dropped = 0;
      c = c ? c->next : nullptr;
    } while (c);
  }
  w->record(trace::kEnd, 8);
  w->u64(total);
  bool ok = w->flush();
  int err = errno;
  if (close(fd) != 0 && ok) {
    ok = false;
    err = errno;
  }
  munmap(w, sizeof(FileWriter));
  if (!ok) dprintf(2, "overdub: cannot write the trace to '%s': %s\n", path, strerror(err));
  return ok;
}

}  // namespace detail
}  // namespace overdub
