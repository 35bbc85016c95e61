// A thread's event buffers (thread_log.h, Buffer): made, handed on when full, and at the end.
//
// Signal handlers. A handler that makes instrumented calls records on the thread it interrupts,
// into the same buffer, and may interrupt the hot path between taking a slot and writing it.
// When the handler fills the buffer, the interrupted frame still holds that slot: the buffer must
// not be cleared before the frame has written it. So the runtime never hands a buffer on in place
// while events go on: the thread goes on in its other buffer first, then the full one is handed
// on up to its first slot still unwritten, and the rest of it at the next hand-off (the
// interrupted frames have resumed by then), before anything later. Whenever the runtime has work
// to do before it can switch buffers (making the second buffer, handing on a rest), it does it
// with the thread's signals held, timed as a hand-off (a handler's events wait: a call inside the
// runtime's span would be taken out with it), and the thread's events then go to room kept free
// for them at the end of the full buffer: the generation before such a hand-off ends halfway.
// The switch itself is made with the thread's signals held too. A handler that runs while its
// thread's buffer is handed on (by the writer, or in place) records as usual. With the writer
// thread (writer.h) the full buffer is posted to it instead, and the writer stops at the first
// unwritten slot just the same; a rest it leaves, or a buffer it has not given back by the next
// switch, is dealt with at that switch with the thread's signals held (a handler's events then
// wait for the few microseconds it takes rather than find no room). Events are lost,
// and counted, only when a handler finds its thread inside the runtime otherwise (registering
// it, or handing on in place because the file cannot grow for a second buffer), or when a frame
// never writes a slot it took before the next hand-off (a handler that longjmps out of the hot
// path, or one that records a whole generation meanwhile): the buffer it took it in is then
// given up. A ring is recycled a block at a time, in place: a frame's late write lands in its own
// slot, which the ring clears only after most of the events it holds.
//
// Slots past a generation's end. The hot path takes a slot, then compares it with the end. A
// handler that comes between the two, at a generation's end, finds the buffer full and switches
// (or makes room): the interrupted frame then compares its slot, past the old end, with the new
// end, and when the new buffer lies above the old one it writes the slot as it is, past the
// generation's end. So the runtime counts every slot taken, past the end too, as a frame's (the
// slow path gives back the slots it does not use, so that no other lies there): such slots are
// handed on with the rest, rooms begin after them, and a frame that brings one to the slow path
// gets it back. Generations end kSpareSlots slots before the buffer does, so that these writes
// stay in the buffer, whatever its neighbour in memory or in the file.
#ifndef OVERDUB_RUNTIME_BUFFERS_H
#define OVERDUB_RUNTIME_BUFFERS_H

#include "thread_log.h"

#include <pthread.h>
#include <signal.h>

namespace overdub {
namespace detail {

// Holds every signal of the calling thread, for the few instructions that switch its buffer: a
// signal handler then finds either buffer whole, never a mix. (The program's signals are
// delayed by a microsecond at most, never lost; their dispositions are left alone.)
class HeldSignals {
 public:
  HeldSignals() noexcept { hold(); }
  explicit HeldSignals(bool now) noexcept {
    if (now) hold();
  }
  ~HeldSignals() { release(); }
  HeldSignals(const HeldSignals &) = delete;
  HeldSignals &operator=(const HeldSignals &) = delete;
  void hold() noexcept {
    if (held_) return;
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &saved_);
    held_ = true;
  }
  void release() noexcept {
    if (!held_) return;
    pthread_sigmask(SIG_SETMASK, &saved_, nullptr);
    held_ = false;
  }

 private:
  sigset_t saved_;
  bool held_ = false;
};

// Where `cur` points while the thread has no buffer (at first, once its buffers are gone, in a
// forked child), with `end` null: above every buffer, so that a frame interrupted between taking
// its slot there and comparing it, by a signal handler that gives the thread a buffer, still finds
// its slot past the end (a slot at 0 lay below the new end, and the frame wrote through it). The
// slow path then gives the frame a slot of the buffer. Above user space, and half the address
// space away from wrapping around, however many slots are taken there.
constexpr uintptr_t kNoBufferSlots = uintptr_t{1} << (8 * sizeof(uintptr_t) - 1);
// The thread has no buffer from now on (called with its signals held, or before it records).
void publish_no_buffer() noexcept;
// The thread's first buffer: its events go there from now on. False when none can be had.
bool start_buffers(ThreadLog *log) noexcept;
// The buffer the thread records into is full, or its generation ended (called with the thread's
// signals held; released while the work takes). False when no room can be made for the event.
bool refill(ThreadLog *log, HeldSignals &held) noexcept;
// Slots kept free at the end of every buffer (trace mode): frames interrupted
// between taking a slot past a generation's end and comparing it write there. One per signal
// handler nested on the thread at that very moment, of up to 8 slots each (a captured string's
// run: values.cpp).
constexpr size_t kSpareSlots = 32;
// `reserved` when the runtime counts it as taken by its frame, which took it before a signal
// handler moved the generation on and then found it past the end: a slot of a rest waiting to be
// handed on, or one below where the current generation began. The frame writes it, as if nothing
// had happened. The scratch slot when the buffer of `reserved` was given up before the frame
// resumed (the slot was counted as dropped then). Null otherwise: a slot past the end that the
// frame gives back, or one of no buffer (taken where the thread had none: a handler gave it its
// first buffer before the frame compared the slot), for which the frame takes a slot anew.
Event *slot_taken_before(const ThreadLog *log, Event *reserved) noexcept;
// Whether `slot` lies in a buffer given up (its unwritten slots counted as dropped).
bool slot_given_up(const ThreadLog *log, const Event *slot) noexcept;
// The slow path gives back `reserved`, a slot past the end that it does not use, when no slot
// was taken after it (the thread's signals held, or a handler nested on a thread inside the
// runtime: the handlers nested on it gave theirs back before it resumed).
void give_back(Event *reserved) noexcept;

// The thread exits: its events are handed on and its buffers returned.
void finish_buffers(ThreadLog *log) noexcept;
// The process ends normally, maybe with `log`'s thread still running: the buffers stay in the
// file, described (trace and ring modes); aggregate mode's statistics so far are merged, after
// the thread's deferred events when `drain` (its own thread, inside the runtime).
void close_buffers(ThreadLog *log, bool drain) noexcept;
// A forked child: forgets the buffers without touching what they hold (the parent's).
void forget_buffers(ThreadLog *log) noexcept;

// `events` more events of the thread (null: of no thread) are lost: counted where the trace keeps
// the count (the thread's staging regions, else the process counters).
void count_dropped(ThreadLog *log, uint64_t events) noexcept;
// Events appended to the file so far, for the end record.
uint64_t events_appended() noexcept;
void reset_events_appended() noexcept;

}  // namespace detail
}  // namespace overdub

#endif  // OVERDUB_RUNTIME_BUFFERS_H
