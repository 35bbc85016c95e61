// The overdub trace file, version 1 (see docs/trace-format.md).
//
// A file header, then a sequence of records, each a RecordHeader followed by `size` payload
// bytes. Readers skip record types they do not know. All integers are little endian. The runtime
// writes the clock and the sites before the events, so a trace cut short can still be read.
//
//   kSites   u32 count, then per site: u64 id, u64 parent id (0: none), u32 line, u32 column,
//            and three strings (u32 length + bytes): file, caller, callee.
//   kEvents  u64 thread id, u64 dropped events, then 16-byte events {u64 tsc, u64 tag}
//            with tag = site id | kind (0 start, 1 stop, 2 unwinding stop). A thread's events
//            may be split over several records, in order. Flag kThreadRunning: the thread had
//            not exited when the trace was written.
//   kClock   u64 tsc0, u64 ns0, u64 tsc1, u64 ns1: two readings of the timestamp counter and of
//            CLOCK_MONOTONIC (nanoseconds), for converting timestamps to nanoseconds.
//   kEnd     u64 total events written; a file without it was cut short.
#ifndef OVERDUB_TRACE_FORMAT_H
#define OVERDUB_TRACE_FORMAT_H

#include <stdint.h>

namespace overdub {
namespace trace {

constexpr char kMagic[8] = {'O', 'V', 'E', 'R', 'D', 'U', 'B', '\0'};
constexpr uint32_t kVersion = 1;

struct FileHeader {
  char magic[8];
  uint32_t version;
  uint32_t pid;
};

enum RecordType : uint32_t { kSites = 1, kEvents = 2, kClock = 3, kEnd = 4 };

struct RecordHeader {
  uint32_t type;
  uint32_t flags;  // per type; 0 when unused
  uint64_t size;
};

// Flags of kEvents records: the thread was still running when the trace was written (a daemon
// thread, or the thread that called exit()), so its open calls were in progress, not lost.
enum EventsFlags : uint32_t { kThreadRunning = 1 };

enum EventKind : uint64_t { kStart = 0, kStop = 1, kUnwind = 2, kKindMask = 3 };

struct EventRecord {
  uint64_t tsc;
  uint64_t tag;
};

static_assert(sizeof(FileHeader) == 16, "stable layout");
static_assert(sizeof(RecordHeader) == 16, "stable layout");
static_assert(sizeof(EventRecord) == 16, "16-byte events");

}  // namespace trace
}  // namespace overdub

#endif  // OVERDUB_TRACE_FORMAT_H
