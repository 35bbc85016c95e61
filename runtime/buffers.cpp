#include "buffers.h"

#include "aggregate.h"
#include "site_index.h"
#include "throttle.h"
#include "writer.h"

#include <errno.h>
#include <string.h>
#include <sys/mman.h>

namespace overdub {
namespace detail {
namespace {

uint64_t g_appended;  // events appended to the file

// Where the thread's next events go (called with the thread's signals held): slots [from, limit)
// of `b`. The slots below `from` are taken. A generation that begins anew at `from` (`fresh`)
// starts with a marker (trace_format.h).
void publish(Buffer &b, size_t from, size_t limit, bool fresh) noexcept {
  if (fresh) {
    b.reference = timestamp();
    if (b.region.header) __atomic_store_n(&b.region.header->reference, b.reference, __ATOMIC_RELAXED);
    tls_state.epoch = ~0ull;
  }
  b.start = from;
  b.limit = limit;
  tls_state.cur = b.events + from;
  tls_state.end = b.events + limit;
}

// Where every generation of a thread's buffers ends at the latest (trace mode):
// the last kSpareSlots slots are for frames that took a slot past a generation's end, a signal
// handler then switching buffers before they compared it with the end (buffers.h).
size_t generation_end(const ThreadLog *log) noexcept { return log->capacity - kSpareSlots; }

// Ring mode records in blocks of the ring, each cleared before its first event, a marker: a
// block's events never follow an older lap's without their own marker (trace_format.h). The ring
// keeps the last events of at least all its blocks but two.
constexpr size_t kRingBlocks = 8;
size_t ring_block(const ThreadLog *log) noexcept {
  size_t block = log->capacity / kRingBlocks;
  size_t least = log->capacity / 2 < 64 ? log->capacity / 2 : 64;
  return block > least ? block : least;
}

// Slots the thread has taken in `b`, its current buffer (called with its signals held): past the
// generation's end too, where frames interrupted before they compared their slot with the end
// hold theirs (the slow path gives back the slots it does not use, so no other lies there).
size_t taken_in(const ThreadLog *log, const Buffer &b) noexcept {
  Event *cur = tls_state.cur;
  if (!b.events || cur <= b.events) return 0;
  size_t n = static_cast<size_t>(cur - b.events);
  return n < log->capacity ? n : log->capacity;
}

// The program's events among `count` slots: written slots, the runtime's own spans left out.
size_t program_events(const Event *events, size_t count) noexcept {
  const uint64_t hand_off = index_of(&kHandOffSite);
  trace::EventDecoder decoder;
  trace::EventRecord e;
  size_t n = 0;
  for (size_t i = 0; i < count; ++i)
    n += decoder.decode(events[i].word, e) && (e.tag >> 2) != hand_off;
  return n;
}

void *allocate_pages(size_t bytes) noexcept {
  void *p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? nullptr : p;
}

// Renumbered: nothing of its new number is appended yet (stored after the number, so that a
// reader that finds the old number's chunk still finds where its rest begins).
void set_seq(Buffer &b, uint64_t seq) noexcept {
  b.seq = seq;
  if (!b.region.header) return;
  __atomic_store_n(&b.region.header->seq, seq, __ATOMIC_RELEASE);
  __atomic_store_n(&b.region.header->appended, 0u, __ATOMIC_RELEASE);
}

// A buffer for the thread: a staging region of the file (trace and ring modes), else memory.
// In trace mode a thread whose file cannot grow records into memory and counts its events as
// dropped; `file_only` asks for a region or nothing (the second buffer).
bool make_buffer(ThreadLog *log, Buffer &b, bool file_only) noexcept {
  uint64_t seq = b.seq;  // a buffer given up: its successor goes on numbering its chunks
  const Event *given_up = b.given_up;
  b = Buffer{};
  b.given_up = given_up;
  if (acquire_staging(log->tid, log->capacity, b.region)) {
    b.events = b.region.events;
    set_seq(b, seq);
    return true;
  }
  if (file_only) return false;
  // The file cannot grow (a full disk, a size limit): this thread's events are dropped and
  // counted, in a buffer of its own.
  warn_once(kWarnWrite, "overdub: the trace cannot grow: %s; later events are dropped",
            strerror(errno));
  b.events = static_cast<Event *>(allocate_pages(log->capacity * sizeof(Event)));
  b.seq = seq;
  return b.events != nullptr;
}

// Trace mode writes a buffer's pages once, when the thread has made half a buffer of events
// (its second buffer is made then): from there on its events take no page fault. Not before:
// a thread that makes few events touches few pages. A ring is kept to the end, one per thread:
// its pages are touched as its blocks are cleared.
void prefault(const Buffer &b) noexcept {
  if (config().mode == trace::kModeTrace) prefault_staging(b.region);
}

// Gives a buffer up: a frame may still write into it, so it is never reused.
void retire(Buffer &b) noexcept {
  abandon_staging(b.region);
  uint64_t seq = b.seq;
  const Event *events = b.events;
  b = Buffer{};
  b.seq = seq;
  b.given_up = events;
}

// Trace mode: `count` events of `b` appended as its chunk `b.seq` (up to the first empty slot
// when `up_to_empty`), and cleared. `ticks`: how long the generation took. Returns the slots
// taken.
size_t append_chunk(ThreadLog *log, Buffer &b, Event *first, size_t count, bool up_to_empty,
                    uint64_t ticks) noexcept {
  if (!count) return 0;
  if (!b.region.header) {  // no region in the file: nothing can be kept
    if (up_to_empty) count = written_prefix(first, count);
    count_dropped(log, program_events(first, count));
  } else {
    uint64_t dropped = __atomic_load_n(&log->dropped, __ATOMIC_RELAXED);
    if (append_events(log->tid, b.seq, dropped, b.reference, first, count, up_to_empty)) {
      __atomic_fetch_add(&g_appended, count, __ATOMIC_RELAXED);
      log->dropped_kept = dropped;
      // Where a rest begins, should the process end before the region is renumbered.
      __atomic_store_n(&b.region.header->appended,
                       static_cast<uint32_t>(first - b.events) + static_cast<uint32_t>(count),
                       __ATOMIC_RELEASE);
    } else {
      count_dropped(log, program_events(first, count));
    }
    // A rest (a generation's end, handed on later) is decoded from the events before it: the
    // scan, which samples whole generations, leaves it out.
    if (first == b.events) throttle_scan(first, count, b.seq, b.reference, ticks, log->throttle);
  }
  memset(first, 0, count * sizeof(Event));
  return count;
}

// Hands slots [from, to) of `b` on (appended to the file), up to the
// first slot not written yet when `stop_at_unwritten` (a frame interrupted by a signal handler
// holds it): the rest waits in `b`, numbered as its next chunk. Returns where it stopped.
size_t hand_on(ThreadLog *log, Buffer &b, size_t from, size_t to, bool stop_at_unwritten,
               uint64_t ticks) noexcept {
  size_t stop = from + append_chunk(log, b, b.events + from, to - from, stop_at_unwritten, ticks);
  b.has_deferred = stop < to;
  b.deferred = stop;
  b.filled = to;
  set_seq(b, b.seq + 1);
  return stop;
}

// The rest of `b` goes now; slots still unwritten by then belong to frames that will not write
// them soon, or ever: counted as dropped, and the buffer is given up.
void finish_deferred(ThreadLog *log, Buffer &b) noexcept {
  size_t unwritten = 0;
  for (size_t i = b.deferred; i < b.filled; ++i)
    unwritten += !__atomic_load_n(&b.events[i].word, __ATOMIC_RELAXED);
  hand_on(log, b, b.deferred, b.filled, false, timestamp() - b.reference);
  if (unwritten) {
    count_dropped(log, unwritten);
    retire(b);
  }
}

// The current generation of `b` ends halfway between where the thread is and the end of the
// buffer: the rest is room for the events made while the next hand-off has work to do first.
// Before that the interrupted frames that hold slots of the rest have long resumed.
void keep_room(const ThreadLog *log, Buffer &b, HeldSignals &held) noexcept {
  held.hold();
  size_t taken = taken_in(log, b);
  if (taken < b.limit) publish(b, taken, taken + (generation_end(log) - taken) / 2, false);
  held.release();
}

// Trace mode: a hand-off is timed as a span of the runtime's own site, so that the report can
// take it out of the call it interrupted: a marker, its start (`start`) and its stop (now) at the
// thread's next slots, the stop after a marker of its own when a long wait took it into the
// next 2^kEpochShift ticks (called with the thread's signals held: no event comes between).
void record_hand_off(const Buffer &current, uint64_t start) noexcept {
  if (config().mode != trace::kModeTrace || !current.region.header) return;
  uint32_t index = index_site(&kHandOffSite);
  Event *span = tls_state.cur;
  const uint64_t now = timestamp();
  const bool stop_marker = (now >> kEpochShift) != (start >> kEpochShift);
  if (!index || span + 3 + stop_marker > tls_state.end) return;
  tls_state.cur = span + 3 + stop_marker;
  span[0] = Event{start << 2 | kMarker};  // a new generation's first marker, or one of its own
  span[1] = Event{start << kTimeShift | event_word(index, kStart)};
  Event *stop = span + 2;
  if (stop_marker) *stop++ = Event{now << 2 | kMarker};
  *stop = Event{now << kTimeShift | event_word(index, kStop)};
  tls_state.epoch = now >> kEpochShift;  // the thread's last marker
}

void return_buffer(ThreadLog *log, Buffer &b) noexcept {
  if (b.region.header)
    release_staging(b.region);
  else if (b.events)
    munmap(b.events, log->capacity * sizeof(Event));
  b = Buffer{};
}

}  // namespace

void count_dropped(ThreadLog *log, uint64_t events) noexcept {
  if (!events) return;
  trace::StagingHeader *header = nullptr;
  const unsigned current = log ? __atomic_load_n(&log->current, __ATOMIC_RELAXED) : 0;
  if (log && !(header = log->buffers[current].region.header))
    header = log->buffers[1 - current].region.header;
  if (!header) return count_dropped_elsewhere(events);
  // Atomic: a signal handler may drop an event while its thread is counting here, and the writer
  // thread may count too; the header keeps the largest total.
  uint64_t total = __atomic_add_fetch(&log->dropped, events, __ATOMIC_RELAXED);
  uint64_t shown = __atomic_load_n(&header->dropped, __ATOMIC_RELAXED);
  while (shown < total && !__atomic_compare_exchange_n(&header->dropped, &shown, total, true,
                                                       __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {
  }
}

uint64_t events_appended() noexcept { return __atomic_load_n(&g_appended, __ATOMIC_RELAXED); }
void reset_events_appended() noexcept { g_appended = 0; }

Event *slot_taken_before(const ThreadLog *log, Event *reserved) noexcept {
  for (const Buffer &b : log->buffers)
    if (writer_holds(b)) {
      // Posted with this slot unwritten: the writer appends it if it is written before the
      // writer gets to it, else leaves it in the buffer's rest.
      if (reserved >= b.events && reserved < b.events + b.posted &&
          !__atomic_load_n(&reserved->word, __ATOMIC_RELAXED))
        return reserved;
    } else if (b.has_deferred && reserved >= b.events + b.deferred && reserved < b.events + b.filled &&
        !reserved->word)
      return reserved;
  const Buffer &current = log->buffers[log->current];
  if (current.events && reserved >= current.events && reserved < current.events + current.start &&
      !reserved->word)
    return reserved;
  return slot_given_up(log, reserved) ? &tls_state.scratch : nullptr;
}

bool slot_given_up(const ThreadLog *log, const Event *slot) noexcept {
  for (const Buffer &b : log->buffers)
    if (b.given_up && slot >= b.given_up && slot < b.given_up + log->capacity) return true;
  return false;
}

void publish_no_buffer() noexcept {
  tls_state.cur = reinterpret_cast<Event *>(kNoBufferSlots);
  tls_state.end = nullptr;
}

void give_back(Event *reserved) noexcept {
  Event *after = reserved + 1;
  __atomic_compare_exchange_n(&tls_state.cur, &after, reserved, false, __ATOMIC_RELAXED,
                              __ATOMIC_RELAXED);
}

bool start_buffers(ThreadLog *log) noexcept {
  // A thread that records again after its record went (a later thread-exit destructor) goes on
  // numbering its chunks, and counting its drops, where that record stopped.
  log->dropped = log->dropped_kept = tls_state.gone.dropped;
  Buffer &first = log->buffers[0];
  first.seq = tls_state.gone.next_chunk;
  if (!make_buffer(log, first, false)) return false;
  if (first.region.header) first.region.header->dropped = log->dropped;
  log->current = 0;
  log->next_seq = first.seq + 2;
  // The first generation keeps half its buffer as room for making the second at its hand-off
  // (rings have none: they wrap).
  HeldSignals held;
  publish(first, 0,
          config().mode == trace::kModeRing ? ring_block(log) : generation_end(log) / 2, true);
  return true;
}

bool refill(ThreadLog *log, HeldSignals &held) noexcept {
  Buffer &full = log->buffers[log->current];
  if (config().mode == trace::kModeRing) {  // the next block, or the first again
    const size_t block = ring_block(log);
    // The block just filled is looked at for throttling as trace mode's chunks are; its slots
    // stay in the ring meanwhile (the next blocks come first).
    const Event *filled = full.events + full.start;
    const size_t filled_count = full.limit > full.start ? full.limit - full.start : 0;
    const uint64_t filled_reference = full.reference;
    size_t from = taken_in(log, full);  // past the block's end too: interrupted frames' slots
    if (from + block > log->capacity) {
      // The older lap's slots up to the end would follow the newest events without their marker.
      memset(full.events + from, 0, (log->capacity - from) * sizeof(Event));
      from = 0;
      if (full.region.header)
        __atomic_fetch_or(&full.region.header->flags, uint32_t{trace::kRingWrapped},
                          __ATOMIC_RELAXED);
    }
    memset(full.events + from, 0, block * sizeof(Event));
    publish(full, from, from + block, true);
    held.release();
    throttle_scan(filled, filled_count, log->ring_blocks++, filled_reference,
                  timestamp() - filled_reference, log->throttle);
    held.hold();
    return true;
  }
  const size_t cap = generation_end(log);
  const uint64_t hand_off_start = timestamp();
  // The writer has not given the other buffer back yet: the thread waits, timed as the hand-off,
  // with its signals held (a handler would find no room for its events: they wait too). Every
  // second they are let through (Ctrl-C must work with a stuck file system); a handler's events
  // then are dropped and counted.
  while (!wait_for_writer(log->buffers[1 - log->current], 1000000000)) {
    held.release();
    held.hold();
  }
  if (!full.events || full.has_deferred) {
    // Handed on in place with a rest (no second buffer), or given up: the work is done with the
    // thread's events dropped meanwhile. Slots taken since the rest was made belong to it.
    if (full.has_deferred) {
      size_t taken = taken_in(log, full);
      if (taken > full.filled) full.filled = taken;
    }
    held.release();
    if (full.has_deferred) finish_deferred(log, full);
    if (!full.events) {
      if (!make_buffer(log, full, false)) return false;
      prefault(full);
    }
    held.hold();
    publish(full, 0, cap, true);
    record_hand_off(full, hand_off_start);
    return true;
  }
  Buffer &other = log->buffers[1 - log->current];
  size_t taken = taken_in(log, full);
  if (other.has_deferred || !other.events) {
    // A second buffer made now, before the switch, is numbered as it will be then: two regions
    // of one thread under one number would hide one from readers.
    if (!other.events && !other.given_up) other.seq = log->next_seq;
    if (taken < cap) {
      // Work before the switch, timed as a hand-off, with the thread's signals held (a
      // handler's events wait: a call inside the runtime's span would be taken out with it);
      // then the thread's events go to the room left in this buffer. The buffers' pages are
      // written now: the thread's events from here on take no page fault.
      publish(full, taken, cap, false);
      if (other.has_deferred) finish_deferred(log, other);
      const bool file_only = config().mode == trace::kModeTrace;
      if (!other.events && make_buffer(log, other, file_only)) {
        prefault(full);  // the first time: halfway through the thread's first buffer
        prefault(other);
      }
      record_hand_off(full, hand_off_start);
      return true;
    }
    // No room left for it (the writer gave the buffer back with a rest): the work is done with
    // the thread's signals held, so that a handler's events wait rather than being dropped.
    if (other.has_deferred) finish_deferred(log, other);
    if (!other.events && make_buffer(log, other, config().mode == trace::kModeTrace))
      prefault(other);
  }
  if (!other.events) {
    // No second buffer (the file cannot grow): handed on in place; a handler that records
    // meanwhile drops its events (every slot is past the end).
    full.limit = 0;
    tls_state.end = full.events;
    held.release();
    size_t stop = hand_on(log, full, 0, taken, true, timestamp() - full.reference);
    held.hold();
    if (stop < taken) return false;  // the rest waits for its frames
    publish(full, 0, cap, true);
    record_hand_off(full, hand_off_start);
    return true;
  }
  // The thread goes on in the other buffer while this one is handed on, by the writer thread if
  // there is one.
  set_seq(other, log->next_seq);
  log->next_seq += 2;  // room for the number of a rest
  log->current = 1 - log->current;
  const uint64_t ticks = hand_off_start - full.reference;
  publish(other, 0, cap, true);
  if (full.region.header && post_to_writer(log, full, taken, ticks)) {
    record_hand_off(other, hand_off_start);
    return true;
  }
  held.release();
  hand_on(log, full, 0, taken, true, ticks);
  if (full.has_deferred) keep_room(log, other, held);  // the next hand-off sends the rest first
  held.hold();
  record_hand_off(other, hand_off_start);
  return true;
}

namespace {

// What a record the thread makes later takes over (ThreadState::gone): a chunk number above every
// one this record gave, and the drops its records count.
void leave_for_next_record(const ThreadLog *log, uint64_t dropped) noexcept {
  uint64_t next = log->next_seq;
  for (const Buffer &b : log->buffers)
    if (b.seq >= next) next = b.seq + 1;
  tls_state.gone.next_chunk = next;
  tls_state.gone.dropped = dropped;
}

}  // namespace

void finish_buffers(ThreadLog *log) noexcept {
  // Aggregate mode has no buffers: the events are folded already, the statistics merged here.
  if (config().mode == trace::kModeAggregate) return close_buffers(log, /*drain=*/true);
  for (Buffer &b : log->buffers) wait_for_writer(b);
  Buffer &current = log->buffers[log->current], &older = log->buffers[1 - log->current];
  size_t taken;
  {
    HeldSignals held;
    taken = taken_in(log, current);
    publish_no_buffer();
  }
  if (config().mode == trace::kModeRing) {  // the region keeps the thread's last events, a while
    describe_sites(current.events, log->capacity);
    retire_ring(current.region);
    leave_for_next_record(log, __atomic_load_n(&log->dropped, __ATOMIC_RELAXED));
    current = Buffer{};
    return;
  }
  if (older.has_deferred) finish_deferred(log, older);
  if (current.has_deferred) finish_deferred(log, current);
  if (current.events && !current.has_deferred)
    hand_on(log, current, 0, taken, false, timestamp() - current.reference);
  // The regions go to the next threads: the drops that no appended record holds are counted with
  // the process's.
  count_dropped_elsewhere(__atomic_load_n(&log->dropped, __ATOMIC_RELAXED) - log->dropped_kept);
  leave_for_next_record(log, log->dropped_kept);
  return_buffer(log, current);
  return_buffer(log, older);
}

void close_buffers(ThreadLog *log, bool drain) noexcept {
  if (config().mode == trace::kModeAggregate) {
    // Another thread may still be running: its statistics so far are merged.
    if (!log->aggregator) return;
    if (drain) log->aggregator->drain();
    log->aggregator->merge_into_process();
    return;
  }
  for (Buffer &b : log->buffers) {
    if (!b.events) continue;
    if (b.region.header) {
      // The staging regions keep the last events: the file must describe their sites.
      mark_running(b.region.header);
      describe_sites(b.events, log->capacity);
    } else {  // a buffer of a thread without a region in the file: what it holds is lost
      count_dropped(log, program_events(b.events, log->capacity));
    }
  }
}

void forget_buffers(ThreadLog *log) noexcept {
  for (Buffer &b : log->buffers) {
    if (b.region.header)
      munmap(reinterpret_cast<char *>(b.region.header) - sizeof(trace::RecordHeader),
             b.region.map_bytes);
    else if (b.events)
      munmap(b.events, log->capacity * sizeof(Event));
    b = Buffer{};
  }
}

}  // namespace detail
}  // namespace overdub

namespace overdub {
namespace detail {

void hand_on_posted(ThreadLog *log, Buffer &b) noexcept {
  hand_on(log, b, 0, b.posted, /*stop_at_unwritten=*/true, b.posted_ticks);
}

}  // namespace detail
}  // namespace overdub
