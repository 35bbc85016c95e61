// overdub runtime interface: what instrumented sources call.
//
// The overdub tool rewrites each call expression CALL of a translation unit into one of the
// wrapper forms below, with S the address of the call site's entry in a constant site table that
// the tool emits at the top of the instrumented file:
//
//   void result            ::overdub::Span{S}.v((CALL, ::overdub::unit{}))
//   reference result       ::overdub::Span{S}.ref(CALL)
//   scalar / trivially     ::overdub::Span{S}.val(CALL)
//     copyable prvalue
//   class prvalue that is  ::overdub::Span{S}.ref(CALL)
//     materialized anyway
//   class prvalue that     [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_N_{S};
//     needs elision          return CALL; }()
//     (C++11)              [&]() { return (static_cast<void>(::overdub::FullExprSpan{S}),
//                            CALL); }()
//   class prvalue that     (static_cast<void>(::overdub::FullExprSpan{S}), CALL)
//     needs elision, the
//     whole value of its
//     full-expression
//   [[noreturn]] callee    (static_cast<void>(::overdub::NoReturnGuard{S}), CALL)
//     without the guard    (static_cast<void>(::overdub::start_call(S)), CALL)
//   `T x;` before C++17    ::overdub::Span overdub_decl_N_{S}; T x;
//                            overdub_decl_N_.v(::overdub::unit{});
//   an operator call whose ::overdub::Span{S}.lhs(LEFT) OP RIGHT
//     right operand goes on  (lhs_value: a scalar right operand the operator takes by value)
//     in a macro argument
//
// `Span` records the start when it is constructed (C++17 sequences the object expression before
// the call's arguments) and the stop when the result passes through it; if an exception escapes
// from CALL, its destructor records an unwinding stop. The noreturn form's `NoReturnGuard` is a
// temporary of the full-expression: the callee never returns, so its destructor runs only when an
// exception escapes, and records the unwinding stop. `Pass`, and the noreturn form without its
// guard, are the same without a destructor, and record no unwinding stop. They are used where a
// literal type is required (constexpr functions and, from C++17, lambdas) before C++20 made
// destructors constexpr; where a longjmp may pass (in a function that calls setjmp, and in a
// full-expression with a call that may longjmp: jumping over a destructor is undefined
// behaviour); and, for the noreturn form, in a conditional operand (`c ? fail() : v`), where a
// conditionally destroyed temporary changes clang's -Wunreachable-code. `overdub --list-sites`
// says which and why. The `nd_` members carry [[nodiscard]] so that discarding the result of a
// [[nodiscard]] callee still warns.
//
// Everything here is constexpr-safe: recording is skipped during constant evaluation, so an
// instrumented constexpr function still works in static_assert.
//
// Contexts. What happens at each call is decided by a context, after Julia's overdub(ctx, f,
// args...). The default context is the built-in timing profiler (`DefaultContext`: the trace
// recorder). A context of your own is a class with three static hooks:
//
//   struct MyContext {
//     // Before the call (and before its arguments are evaluated). Returns whether this call's
//     // exit (or unwind) hook must run: false costs nothing more (a counter needs no exit).
//     static bool enter(const overdub::Site &site, overdub::Thread &thread) noexcept;
//     static void exit(const overdub::Site &site, overdub::Thread &thread) noexcept;    // returned
//     static void unwind(const overdub::Site &site, overdub::Thread &thread) noexcept;  // threw
//   };
//
// It is selected in one of two ways:
//  - at rewrite time, `overdub --context=MyContext --context-header=<my_context.h>`: the wrappers
//    become BasicSpan<MyContext> (and BasicPass, BasicScope, BasicFullExprSpan) and call the hooks directly, inlined;
//    `enter` may then be potentially-throwing (a fault injector), and the wrappers follow it;
//  - at run time, with the usual rewrite: a library that defines OVERDUB_EXPORT_CONTEXT(MyContext)
//    (linked or LD_PRELOADed; found when the runtime starts) or a call of
//    overdub::install_context<MyContext>(). The runtime then forwards every event to it through one
//    indirect call, instead of recording it; the hooks must not throw.
//
// Cost rules, as for the built-in recorder: hooks run on the calling thread, inside the call
// expression, possibly in signal handlers and during static initialization and destruction; they
// must not allocate on their common path, take locks other threads hold long, make instrumented
// calls, or throw (but a rewrite-time `enter` that is not noexcept). `Thread` is the calling
// thread's record: its `data` is the context's own. `enter` is not called for a site turned off
// with site_disable(); a call that entered always gets exactly one exit or unwind, except when
// the program ends inside it or jumps out of it (longjmp), and when an exception escapes a form
// without a destructor (`Pass`, the noreturn form without its guard: see above). A [[noreturn]]
// callee gets no exit, and its unwind if it throws.
#ifndef OVERDUB_OVERDUB_H
#define OVERDUB_OVERDUB_H

#if __cplusplus >= 201402L
#define OVERDUB_CONSTEXPR14 constexpr
#else
#define OVERDUB_CONSTEXPR14 inline
#endif

#if defined(__cpp_constexpr) && __cpp_constexpr >= 201907L
#define OVERDUB_CONSTEXPR_DTOR constexpr
#else
#define OVERDUB_CONSTEXPR_DTOR
#endif

#if __cplusplus >= 201703L
#define OVERDUB_NODISCARD [[nodiscard]]
#else
#define OVERDUB_NODISCARD __attribute__((warn_unused_result))
#endif

namespace overdub {

// One call site. The tool emits an array of these per instrumented file; events refer to sites by
// the index the runtime gives each (SiteState). `parent` is the offset, within the same array, of
// the innermost instrumented call whose argument list (or object expression) contains this call;
// 0 when there is none.
struct Site {
  const char *file;
  const char *caller;
  const char *callee;
  unsigned line;
  unsigned column;
  int parent;
  unsigned *state;  // a word of its own (SiteState), written by the runtime
};

// What the runtime does with a site's calls: bits of the site's state word, 0 until the runtime
// gives the site its index in the trace (when its table registers, or at its first call). A
// recorded site's word is kIndexed | index << 2, the bits its events carry; a throttled site's
// holds its throttle number (bits 2 and up), the index of its calls in each thread's count table.
enum SiteState : unsigned {
  kCountCalls = 1,       // throttled: count calls only (frequent calls too short to time usefully)
  kSiteOff = 2,          // turned off (site_disable): no event, no count, no context hook
  kIndexed = 1u << 26,   // recorded, under the index in bits 2 to 25
};
constexpr unsigned kThrottleNumberShift = 2;
// The bits that make a site's calls recorded: kIndexed alone among them.
constexpr unsigned kRecordedMask = ~((kIndexed - 1) & ~3u);

// Per-site control at run time, from any thread (a context's hooks included): a site turned off
// costs one load and one branch per call. Calls in progress still end normally.
inline void site_disable(const Site &site) noexcept {
  __atomic_fetch_or(site.state, unsigned{kSiteOff}, __ATOMIC_RELAXED);
}
inline void site_enable(const Site &site) noexcept {
  __atomic_fetch_and(site.state, ~unsigned{kSiteOff}, __ATOMIC_RELAXED);
}
inline bool site_enabled(const Site &site) noexcept {
  return (__atomic_load_n(site.state, __ATOMIC_RELAXED) & kSiteOff) == 0;
}
// Per-site choice of captured values (overdub --capture) at run time, after OVERDUB_CAPTURE's
// (made when a site's table registers): a site whose values are off still records its calls,
// without their values. From any thread; a call in progress may record its values or not.
void site_values_disable(const Site &site) noexcept __asm__("overdub_site_values_disable_format5");
void site_values_enable(const Site &site) noexcept __asm__("overdub_site_values_enable_format5");
bool site_values_enabled(const Site &site) noexcept __asm__("overdub_site_values_enabled_format5");

// The calling thread, as a context sees it.
struct Thread {
  unsigned long long id;  // the operating system's thread id
  void *data;             // the context's own (null at first); the runtime never reads it
};

// The targets a virtual or indirect call site's calls went to so far: the tool emits one per such
// site, zero-initialized; the runtime fills it (the site's target number i + 1 is address[i]),
// and empties it when a module is unloaded (its addresses may then hold another's functions).
struct TargetCache {
  static constexpr unsigned kSize = 4;
  const void *address[kSize];
};

// Each instrumented file registers its site table before any of its code runs (the registration
// is the first object of the file), so that a trace describes the sites of a process that ends
// abruptly, and its sites' target caches, so that the runtime can empty them. A shared library
// that is unloaded takes its registration back.
class Registration {
 public:
  template <unsigned long N>
  explicit Registration(const Site (&table)[N]) noexcept
      : table_(table), size_(N), targets_(nullptr), target_count_(0), next_(nullptr) {
    enroll();
  }
  template <unsigned long N, unsigned long K>
  Registration(const Site (&table)[N], TargetCache (&targets)[K]) noexcept
      : table_(table), size_(N), targets_(targets), target_count_(K), next_(nullptr) {
    enroll();
  }
  Registration(const Site *table, unsigned long size) noexcept
      : table_(table), size_(size), targets_(nullptr), target_count_(0), next_(nullptr) {
    enroll();
  }
  ~Registration() { withdraw(); }
  Registration(const Registration &) = delete;
  Registration &operator=(const Registration &) = delete;

  const Site *table() const noexcept { return table_; }
  unsigned long size() const noexcept { return size_; }
  TargetCache *targets() const noexcept { return targets_; }
  unsigned long target_count() const noexcept { return target_count_; }
  Registration *next_registration() const noexcept { return next_; }

 private:
  // The trace format's version is in the name: an object built against another version's header
  // does not link, nor load (docs/trace-format.md, "Objects of another version").
  void enroll() noexcept __asm__("overdub_registration_enroll_format5");
  void withdraw() noexcept __asm__("overdub_registration_withdraw_format5");
  friend struct RegistrationList;
  const Site *table_;
  unsigned long size_;
  TargetCache *targets_;
  unsigned long target_count_;
  mutable Registration *next_;  // the runtime's list of registrations
};

// The names of an enumeration's values that a site's captured value (argument `slot`, 0: the
// result) may hold, as the tool read them: lines "VALUE NAME\n", VALUE in decimal; or for a
// value the site does not record, its type: a line "<T>\n"; or a recorded object's class (its
// bytes: --capture-bytes): "object <T>\n". The runtime writes them to the trace
// (kValueNames) for the report to show a value by its name, or by its type. Each instrumented
// file that captures values registers its table; an unloaded library takes its registration
// back.
struct ValueNames {
  const Site *site;
  unsigned slot;
  const char *names;
};
class ValueNamesRegistration {
 public:
  template <unsigned long N>
  explicit ValueNamesRegistration(const ValueNames (&table)[N]) noexcept
      : table_(table), size_(N), next_(nullptr) {
    enroll();
  }
  ~ValueNamesRegistration() { withdraw(); }
  ValueNamesRegistration(const ValueNamesRegistration &) = delete;
  ValueNamesRegistration &operator=(const ValueNamesRegistration &) = delete;

  const ValueNames *table() const noexcept { return table_; }
  unsigned long size() const noexcept { return size_; }
  const ValueNamesRegistration *next_registration() const noexcept { return next_; }

 private:
  void enroll() noexcept __asm__("overdub_value_names_enroll_format5");
  void withdraw() noexcept __asm__("overdub_value_names_withdraw_format5");
  friend struct ValueNamesList;
  const ValueNames *table_;
  unsigned long size_;
  mutable const ValueNamesRegistration *next_;  // the runtime's list of registrations
};

namespace detail {

enum : unsigned long long { kStart = 0, kStop = 1, kUnwind = 2, kKindMask = 3 };
// Bits of an event word (trace_format.h, "Version 3 events"): the timestamp's low bits from
// kTimeShift up; a marker whenever a thread's timestamps leave their 2^kEpochShift-tick window.
constexpr unsigned kTimeShift = 26, kEpochShift = 37;
constexpr unsigned long long kMarker = 3;

// One slot: a timestamp, the site's index and the kind in one word (0: empty).
struct Event {
  unsigned long long word;
};

// The calling thread's state: the runtime's whole initial-exec TLS. Instrumented code reaches it
// at a fixed offset from the thread pointer (no __tls_get_addr), inlined into every instrumented
// object, so its size is taken from the static TLS block of every process that loads the
// runtime, including an uninstrumented host that dlopens an instrumented library, where only a
// small surplus is left: the budget of 128 bytes is for good (tests/runtime/test_dlopen.py checks
// the runtime's PT_TLS segment). Per-thread tables live behind `runtime` and `counts`.
struct ThreadState {
  Event *cur;  // next free slot
  Event *end;  // cur >= end: the slow path takes over (first event of a thread, buffer full)
               // A thread without a buffer has cur above every buffer and end null: a slot it
               // takes is past the end of any buffer a signal handler may make meanwhile.
  // The timestamp's bits from kEpochShift up at the thread's last marker (~0: a marker first).
  unsigned long long epoch;
  // The thread's count table of throttled sites, indexed by throttle number (null until the
  // thread's first count; in the trace file, so that counts survive a crash).
  unsigned long long *counts;
  void *runtime;        // the runtime's record of the thread (null until it needs one)
  Thread thread;        // as contexts see it
  Event scratch;        // where events go that cannot be stored: written and forgotten
  unsigned in_runtime;  // the thread is inside the runtime's slow path (a signal handler then
                        // does without: it drops and counts its events)
  unsigned reserved;
  // Left by the thread's runtime record when the runtime's thread-exit destructor let it go, for
  // the record that calls made later make anew (destructors of thread_local objects and pthread
  // keys may run after the runtime's): the thread's events go on from there in the trace, as one
  // thread's. Zero until then.
  struct {
    unsigned long long next_chunk;  // the number of the thread's next events chunk
    unsigned long long dropped;     // the thread's events dropped, as its records count them
  } gone;
};
constexpr unsigned long kTlsBudget = 128;
static_assert(sizeof(ThreadState) <= kTlsBudget, "the runtime's initial-exec TLS budget");

// The trace format's version is in the name: an object of another version does not link or load.
extern __thread ThreadState tls_state __asm__("overdub_thread_state_format3")
    __attribute__((tls_model("initial-exec")));
// 1 when recording; 2 when a run-time context takes the events instead; 0 when off
// (OVERDUB_ENABLED=0, overdub_disable(), or no trace can be written); -1 until the runtime has
// read its configuration, at the first start; 3 once the runtime has written the trace's end at
// normal exit: later calls are counted as lost.
extern int recording;
// A bit per site index, set for a site whose captured values are not recorded (OVERDUB_CAPTURE
// chose others); null when every value the tool made record is recorded.
extern unsigned long long *values_off;
inline bool values_recorded(unsigned long long index) noexcept {
  const unsigned long long *off = __atomic_load_n(&values_off, __ATOMIC_RELAXED);
  return __builtin_expect(off == nullptr, 1) || !(off[index >> 6] >> (index & 63) & 1);
}

// How a call started, kept by its wrapper so that its end goes to the same place: not at all,
// forwarded to the run-time context, or recorded (the site's state word then, kIndexed | index
// << 2: the end records the same index, whatever the state says meanwhile). A rewrite-time
// context's hooks take any other non-zero value as "entered".
constexpr unsigned kNotStarted = 0, kEntered = 1, kForwarded = 2;

// The start when `recording` is not 1: the first start (reads the configuration), or a start
// forwarded to the run-time context.
unsigned slow_start(const Site *site) noexcept __attribute__((cold, noinline));
// The start of a call of a site not indexed yet (called before its table registered).
unsigned start_unindexed(const Site *site) noexcept __attribute__((cold, noinline));
// The end of a call forwarded to the run-time context (kind: kStop or kUnwind).
void forward_end(const Site *site, unsigned long long kind) noexcept __attribute__((noinline));

void name_thread(Thread &thread) noexcept __attribute__((cold, noinline));
// std::uncaught_exceptions(), which C++11 and C++14 do not declare: the full-expression form tells
// a normal end from unwinding by it.
int uncaught_exceptions() noexcept;

// Slow path, entered with the slot the hot path reserved past the buffer's end: registers the
// thread, or hands a full buffer on (trace mode: appended to the file; ring mode: wrapped), then
// takes the timestamp and stores the event after a marker; aggregate mode (no buffer: every event
// comes here) folds the event into per-site statistics instead. Never fails: when nothing can be
// stored the event is counted as dropped. Not cold: aggregate mode's every event takes it.
void append_past_end(Event *reserved, unsigned long long word) noexcept __attribute__((noinline));
// The event `word` at time `tsc`, whose epoch is not the thread's: a marker into `slot`, then the
// event.
void append_marked(Event *slot, unsigned long long tsc, unsigned long long word) noexcept
    __attribute__((cold, noinline));
unsigned long long portable_timestamp() noexcept;

inline unsigned long long timestamp() noexcept {
#if defined(__x86_64__) || defined(__i386__)
  return __builtin_ia32_rdtsc();
#else
  return portable_timestamp();
#endif
}

// Takes the next slot in one instruction, so that a signal handler recording on the same thread
// gets slots of its own instead of overwriting this one.
// `count` slots next to each other, the same way (an extension and its words).
inline Event *reserve_slots(unsigned long long count) noexcept {
#if defined(__x86_64__)
  unsigned long long slot = count * sizeof(Event);
  __asm__ __volatile__("xaddq %0, %1" : "+r"(slot), "+m"(tls_state.cur));
  return reinterpret_cast<Event *>(slot);
#else
  return __atomic_fetch_add(&tls_state.cur, count * sizeof(Event), __ATOMIC_RELAXED);  // bytes
#endif
}
inline Event *reserve_slot() noexcept { return reserve_slots(1); }
// The same, with the thread's epoch read before the slot is taken (an operand of the one
// instruction): a signal handler that moves the epoch on between the two leaves the frame with
// the older one, so that the frame writes a marker, whatever its slot's neighbours say.
inline Event *reserve_slot(unsigned long long &epoch) noexcept {
  epoch = tls_state.epoch;
#if defined(__x86_64__)
  unsigned long long slot = sizeof(Event);
  __asm__ __volatile__("xaddq %0, %1" : "+r"(slot), "+m"(tls_state.cur) : "r"(epoch));
  return reinterpret_cast<Event *>(slot);
#else
  __atomic_signal_fence(__ATOMIC_SEQ_CST);
  return __atomic_fetch_add(&tls_state.cur, sizeof(Event), __ATOMIC_RELAXED);  // bytes
#endif
}

// One event, `word` = the site's index << 2 | kind: one timestamp and one 8-byte store. The
// timestamp is taken once the slot is known, so that the slow path (a thread's first event, a
// full buffer) is not timed as the call.
// A slot from the slow path is the first of a generation, or comes after events of other frames
// (signal handlers): its event follows a marker.
inline void append(unsigned long long word) noexcept {
  unsigned long long epoch;
  Event *e = reserve_slot(epoch);
  if (__builtin_expect(reinterpret_cast<unsigned long long>(e) >=
                           reinterpret_cast<unsigned long long>(tls_state.end),
                       0))
    return append_past_end(e, word);
  unsigned long long t = timestamp();
  if (__builtin_expect((t >> kEpochShift) != epoch, 0)) return append_marked(e, t, word);
  e->word = t << kTimeShift | word;
}

// Calls of throttled sites are counted per thread, in a table indexed by the site's throttle
// number. One instruction adds one, so that a signal handler counting on the same thread loses
// nothing. The first count of a thread makes its table.
inline void add_one(unsigned long long &n) noexcept {
#if defined(__x86_64__)
  __asm__ __volatile__("incq %0" : "+m"(n));
#else
  __atomic_fetch_add(&n, 1, __ATOMIC_RELAXED);
#endif
}
void count_first(const Site *site) noexcept __attribute__((cold, noinline));

inline void count(const Site *site, unsigned state) noexcept {
  unsigned long long *counts = tls_state.counts;
  if (__builtin_expect(counts != nullptr, 1))
    add_one(counts[state >> kThrottleNumberShift]);
  else
    count_first(site);
}

// The start and the end of a recorded call are functions of their own in each library and
// program (one copy, hidden: called directly, never through the PLT), not inlined into every
// call site: a site is two checks (recording on, a counted site's count) and two calls, which
// g++ -O2 compiles 1.7 times as fast as the whole path inlined (a file of 100 sites: 0.65 s
// against 1.10 s) and which runs faster in a program of many sites (smaller code: 8000 sites,
// 10% less time per call); disabled and counted (throttled) calls make no call
// (docs/development.md, "What the wrappers cost the compiler").
#define OVERDUB_HOT_PATH __attribute__((noinline, visibility("hidden")))

// A call's start, out of line (one call in the wrapper, whatever happens): recorded, forwarded to a
// run-time context, counted (the thread's first count), or nothing when the site is off.
OVERDUB_HOT_PATH inline unsigned start_out_of_line(const Site *site) noexcept {
  if (__builtin_expect(recording != 1, 0)) return recording == 0 ? kNotStarted : slow_start(site);
  unsigned state = *site->state;
  if (__builtin_expect((state & kRecordedMask) != kIndexed, 0)) {
    if (state & kSiteOff) return kNotStarted;
    if (state & kCountCalls) {
      count(site, state);
      return kNotStarted;
    }
    return start_unindexed(site);
  }
  append(state - kIndexed + kStart);
  return state;
}

// The start of a call. Inline: nothing when recording is off, and a throttled site's count (the
// calls it counts are the frequent short ones); everything else is one call, so that each site
// compiles to little (docs/development.md, "What the wrappers cost the compiler"). Its end goes
// where its start went, so that the two pair up.
inline unsigned start(const Site *site) noexcept {
  const int on = recording;
  if (__builtin_expect(on == 0, 0)) return kNotStarted;
  const unsigned state = *site->state;
  unsigned long long *counts = tls_state.counts;
  if (__builtin_expect(
          on == 1 && (state & (kCountCalls | kSiteOff)) == kCountCalls && counts != nullptr, 0)) {
    add_one(counts[state >> kThrottleNumberShift]);
    return kNotStarted;
  }
  return start_out_of_line(site);
}

// The end of a call (kind: kStop or kUnwind) that started as `how` says (not kNotStarted).
OVERDUB_HOT_PATH inline void end_started(const Site *site, unsigned how,
                                         unsigned long long kind) noexcept {
  if (__builtin_expect(how >= kIndexed, 1))
    append(how - kIndexed + kind);
  else
    forward_end(site, kind);
}

// The end of a call that started as `how` says.
inline void end(const Site *site, unsigned how, unsigned long long kind) noexcept {
  if (how != kNotStarted) end_started(site, how, kind);
}

// Call targets (docs/trace-format.md, "Call targets"): a virtual call's site records which
// function its call went to, as an extension word after the call's start: the site's index and
// the target's number, which the runtime gives each address a site's calls go to (the address is
// in the trace once, in a call-target record).
constexpr unsigned long long kExtension = 1ull << 63;
constexpr unsigned kExtensionTypeShift = 8, kExtensionPayloadShift = 24;
constexpr unsigned long long kTargetExtension = 1;
constexpr unsigned kTargetNumberShift = 24;  // in the payload, above the site's index
constexpr unsigned kCachedTargets = TargetCache::kSize;

// A word that carries no time (an extension): one slot, no timestamp.
void append_word_past_end(Event *reserved, unsigned long long word) noexcept
    __attribute__((cold, noinline));
inline void append_word(unsigned long long word) noexcept {
  Event *e = reserve_slot();
  if (__builtin_expect(reinterpret_cast<unsigned long long>(e) >=
                           reinterpret_cast<unsigned long long>(tls_state.end),
                       0))
    return append_word_past_end(e, word);
  e->word = word;
}

// Two words in two slots next to each other (an extension and its word), reserved at once so
// that a signal handler's events never come between them; the second stored after the first,
// so that no reader sees it without the first.
void append_pair_past_end(Event *reserved, Event *end, unsigned long long first,
                          unsigned long long second) noexcept __attribute__((cold, noinline));
inline void append_pair(unsigned long long first, unsigned long long second) noexcept {
  Event *e = reserve_slots(2);
  Event *end = tls_state.end;
  if (__builtin_expect(reinterpret_cast<unsigned long long>(e + 1) >=
                           reinterpret_cast<unsigned long long>(end),
                       0))
    return append_pair_past_end(e, end, first, second);
  e[0].word = first;
  __atomic_store_n(&e[1].word, second, __ATOMIC_RELEASE);
}

inline unsigned long long target_word(unsigned state, unsigned long long number) noexcept {
  return kMarker | kExtension | kTargetExtension << kExtensionTypeShift |
         ((state - kIndexed) >> 2 | number << kTargetNumberShift) << kExtensionPayloadShift;
}

}  // namespace detail

namespace detail {

// A target not in the site's cache: numbered (and described in the trace) by the runtime.
void target_missed(const Site *site, TargetCache *cache, const void *target) noexcept
    __attribute__((noinline));

// Records that the call of `site` in progress goes to `target`: after the call's start, once its
// object is known (the object expression is evaluated after the start and before the arguments).
// Only for a call whose start was recorded.
OVERDUB_HOT_PATH inline void record_target(const Site *site, TargetCache *cache,
                                           const void *target) noexcept {
  if (__builtin_expect(recording != 1, 0)) return;
  const unsigned state = *site->state;
  if (__builtin_expect((state & kRecordedMask) != kIndexed, 0)) return;
  // Which entry holds it, without a branch per entry: a site whose calls go to several targets
  // in turn (a visitor, a tree of nodes) would mispredict one each call. The one branch left is
  // taken when no entry or more than one matches (an empty entry and a null target), rarely.
  static_assert(kCachedTargets == 4, "one compare per entry");
  const void **entry = cache->address;
  const unsigned matches =
      static_cast<unsigned>(__atomic_load_n(&entry[0], __ATOMIC_RELAXED) == target) |
      static_cast<unsigned>(__atomic_load_n(&entry[1], __ATOMIC_RELAXED) == target) << 1 |
      static_cast<unsigned>(__atomic_load_n(&entry[2], __ATOMIC_RELAXED) == target) << 2 |
      static_cast<unsigned>(__atomic_load_n(&entry[3], __ATOMIC_RELAXED) == target) << 3;
  if (__builtin_expect(matches != 0 && (matches & (matches - 1)) == 0, 1))
    return append_word(target_word(state, static_cast<unsigned>(__builtin_ctz(matches)) + 1));
  target_missed(site, cache, target);
}

// Captured values (docs/trace-format.md, "Argument and result values"): an extension word
// (the site's index, which value, its kind and size, and the value's bit 63), then a word with
// the value's bits 0-62 above a set lowest bit. Only for a call whose start was recorded.
constexpr unsigned long long kValueExtension = 2;
enum ValueKind : unsigned {
  kValueSigned = 1, kValueUnsigned, kValueBool, kValueChar, kValueFloat, kValuePointer,
  kValueEnum, kValueUnsignedEnum, kValueNull, kValueRedacted, kValueString, kValueBytes,
  kValueSmallObject
};
struct Captured {
  unsigned long long bits;
  unsigned kind;
  unsigned size_log2;  // of the value's bytes in the program
};
// `meta`: which value (0 the result, 1 to 63 an argument), its kind << 6 and size << 10, a
// constant where the tool's wrapper calls it.
// The site's index when its calls record values now (recording, its start recorded, its values
// chosen: OVERDUB_CAPTURE); else 0.
inline unsigned long long value_site(const Site *site) noexcept {
  if (__builtin_expect(recording != 1, 0)) return 0;
  const unsigned state = *site->state;
  if (__builtin_expect((state & kRecordedMask) != kIndexed, 0)) return 0;
  const unsigned long long index = (state - kIndexed) >> 2;
  return values_recorded(index) ? index : 0;
}
OVERDUB_HOT_PATH inline void record_value(const Site *site, unsigned long long meta,
                                          unsigned long long bits) noexcept {
  const unsigned long long index = value_site(site);
  if (!index) return;
  const unsigned long long payload = index | meta << 24 | (bits >> 63) << 38;
  append_pair(kMarker | kExtension | 1ull << 2 | kValueExtension << kExtensionTypeShift |
                  payload << kExtensionPayloadShift,
              bits << 1 | 1);
}
inline unsigned long long value_meta(unsigned slot, const Captured &value) noexcept {
  return slot | static_cast<unsigned long long>(value.kind) << 6 |
         static_cast<unsigned long long>(value.size_log2) << 10;
}
// Strings (kValueString): their first bytes and their length, copied by the runtime. A pointer
// or a view is never dereferenced where it could fault (it may be one past an array at the end
// of mapped memory, or dangle where its callee does not read it): the runtime reads string
// literals directly and the rest through the kernel. A `const char *` is read up to its NUL; a
// null one is recorded as a null pointer. A std::string the parameter binds to is a live object:
// its bytes are read directly (record_owned_string).
void record_c_string(const Site *site, unsigned slot, const char *string) noexcept
    __attribute__((noinline));
void record_string(const Site *site, unsigned slot, const char *data,
                   unsigned long long size) noexcept __attribute__((noinline));
void record_owned_string(const Site *site, unsigned slot, const char *data,
                         unsigned long long size) noexcept __attribute__((noinline));
// An object's bytes (kValueBytes: --capture-bytes names its class, declared safe to copy): the
// parameter's object is live, read directly like a std::string's bytes.
void record_object_bytes(const Site *site, unsigned slot, const void *object,
                         unsigned long long size) noexcept __attribute__((noinline));

// A value of each kind the tool captures (a scalar), by its exact type.
constexpr unsigned size_log2(unsigned long bytes) {
  return bytes >= 8 ? 3 : bytes >= 4 ? 2 : bytes >= 2 ? 1 : 0;
}
// The `Size` bytes of an object at `object` (record_object_bytes): those of 1, 2, 4 or 8 bytes as
// a scalar, inline (kValueSmallObject, the first byte lowest: little-endian machines), larger
// ones as a string's words, out of line.
template <unsigned long Size>
inline void record_object(const Site *site, unsigned slot, const void *object) noexcept {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  if (Size == 1 || Size == 2 || Size == 4 || Size == 8) {
    unsigned long long bits = 0;
    __builtin_memcpy(&bits, object, Size < sizeof bits ? Size : sizeof bits);
    return record_value(site,
                        slot | static_cast<unsigned long long>(kValueSmallObject) << 6 |
                            static_cast<unsigned long long>(size_log2(Size)) << 10,
                        bits);
  }
#endif
  record_object_bytes(site, slot, object, Size);
}
template <class T>
constexpr Captured signed_value(T v, unsigned kind = kValueSigned) {
  return Captured{static_cast<unsigned long long>(static_cast<long long>(v)), kind,
                  size_log2(sizeof(T))};
}
template <class T>
constexpr Captured unsigned_value(T v, unsigned kind = kValueUnsigned) {
  return Captured{static_cast<unsigned long long>(v), kind, size_log2(sizeof(T))};
}
inline Captured captured(bool v) { return Captured{v ? 1ull : 0ull, kValueBool, 0}; }
inline Captured captured(char v) {
  return unsigned_value(static_cast<unsigned char>(v), kValueChar);
}
inline Captured captured(wchar_t v) {
  return Captured{static_cast<unsigned long long>(v) & (~0ull >> (64 - 8 * sizeof(wchar_t))),
                  kValueChar, size_log2(sizeof(wchar_t))};
}
inline Captured captured(char16_t v) { return unsigned_value(v, kValueChar); }
inline Captured captured(char32_t v) { return unsigned_value(v, kValueChar); }
#if defined(__cpp_char8_t)
inline Captured captured(char8_t v) { return unsigned_value(v, kValueChar); }
#endif
inline Captured captured(signed char v) { return signed_value(v); }
inline Captured captured(short v) { return signed_value(v); }
inline Captured captured(int v) { return signed_value(v); }
inline Captured captured(long v) { return signed_value(v); }
inline Captured captured(long long v) { return signed_value(v); }
inline Captured captured(unsigned char v) { return unsigned_value(v); }
inline Captured captured(unsigned short v) { return unsigned_value(v); }
inline Captured captured(unsigned v) { return unsigned_value(v); }
inline Captured captured(unsigned long v) { return unsigned_value(v); }
inline Captured captured(unsigned long long v) { return unsigned_value(v); }
inline Captured captured(double v) {
  Captured c{0, kValueFloat, 3};
  __builtin_memcpy(&c.bits, &v, sizeof v);
  return c;
}
inline Captured captured(float v) {
  Captured c = captured(static_cast<double>(v));
  c.size_log2 = 2;
  return c;
}
inline Captured captured(long double v) { return captured(static_cast<double>(v)); }
inline Captured captured(decltype(nullptr)) { return Captured{0, kValueNull, 3}; }
template <class T> inline Captured captured(T *p) {
  return Captured{reinterpret_cast<unsigned long long>(p), kValuePointer, 3};
}
// An enumeration's value as its underlying type's, sign-extended when that is signed (the
// overloads above are exact matches for every other type the tool captures).
template <class E> inline Captured captured(E v) {
  static_assert(__is_enum(E), "overdub captures scalars only");
  Captured c = captured(static_cast<__underlying_type(E)>(v));
  c.kind = c.kind == kValueSigned ? kValueEnum : kValueUnsignedEnum;
  return c;
}
template <class T> struct same { typedef T type; };
template <class T> struct bare { typedef T type; };
template <class T> struct bare<T &> { typedef T type; };
template <class T> struct bare<const T> { typedef T type; };
template <class T> struct bare<const T &> { typedef T type; };

// How a value of type T is recorded: a scalar as its kind (captured); `const char *` and the
// string classes the tool captures (std::string_view, std::string: what data() and size() give)
// as strings.
template <class T, class = void> struct Recorder {
  static void record(const Site *site, unsigned slot, const T &value) noexcept {
    const Captured c = captured(value);
    record_value(site, value_meta(slot, c), c.bits);
  }
};
template <> struct Recorder<const char *> {
  static void record(const Site *site, unsigned slot, const char *value) noexcept {
    record_c_string(site, slot, value);
  }
};
template <class T> T &&unevaluated() noexcept;  // std::declval, without <utility>
// Which string class: std::string has c_str() and an allocator (it owns its bytes),
// std::string_view has neither.
template <class S>
inline auto record_text(const Site *site, unsigned slot, const S &value, int) noexcept
    -> decltype(void(value.c_str()), void(static_cast<typename S::allocator_type *>(nullptr))) {
  record_owned_string(site, slot, value.data(), value.size());
}
template <class S>
inline void record_text(const Site *site, unsigned slot, const S &value, long) noexcept {
  record_string(site, slot, value.data(), value.size());
}
template <class S>
struct Recorder<S, decltype(void(static_cast<const char *>(unevaluated<const S &>().data())))> {
  static void record(const Site *site, unsigned slot, const S &value) noexcept {
    record_text(site, slot, value, 0);
  }
};
template <class T> inline void record_captured(const Site *site, unsigned slot, const T &value) noexcept {
  Recorder<typename bare<T>::type>::record(site, slot, value);
}

// The function that a virtual call on the object at `object` goes to (Itanium C++ ABI): entry
// `index` of the vtable whose pointer lies `offset` bytes into the object (the subobject of the
// class that declares the called function). Through a virtual base (`virtual_base` not 0),
// `offset` counts from that base, whose offset from the object the object's own vtable holds
// `virtual_base` bytes from where its pointer points, as the program reads it (every virtual base
// of a base is one of the object's class, so its vtable has the offset of each).
inline const void *vtable_entry(const volatile void *object, long offset, long index,
                                long virtual_base = 0) noexcept {
  const char *base = static_cast<const char *>(const_cast<const void *>(object));
  if (virtual_base != 0) {
    const char *own;
    __builtin_memcpy(&own, base, sizeof own);
    __PTRDIFF_TYPE__ to_base;
    __builtin_memcpy(&to_base, own + virtual_base, sizeof to_base);
    base += to_base;
  }
  base += offset;
  const void *const *vtable;
  __builtin_memcpy(&vtable, base, sizeof vtable);
  return vtable[index];
}

// The function that a call through the member-function pointer `member` on the object at
// `object` (the class that declares the member, converted already) goes to (Itanium C++ ABI
// 2.3: the function's address, or 1 + the offset of its vtable entry, and the adjustment of
// `this`; on ARM the virtual bit is the adjustment's lowest). Null for a null pointer.
template <class M>
inline const void *member_function(const volatile void *object, M member) noexcept {
  struct {
    unsigned long ptr;
    long adj;
  } rep;
  static_assert(sizeof member == sizeof rep, "member function pointers are two words");
  __builtin_memcpy(&rep, &member, sizeof rep);
#if defined(__arm__) || defined(__aarch64__)
  const bool is_virtual = rep.adj & 1;
  const long adjust = rep.adj >> 1, entry = static_cast<long>(rep.ptr);
#else
  const bool is_virtual = rep.ptr & 1;
  const long adjust = rep.adj, entry = static_cast<long>(rep.ptr) - 1;
#endif
  if (!is_virtual) return reinterpret_cast<const void *>(rep.ptr);  // null too
  const char *self = static_cast<const char *>(const_cast<const void *>(object)) + adjust;
  const char *vtable;
  __builtin_memcpy(&vtable, self, sizeof vtable);
  const void *function;
  __builtin_memcpy(&function, vtable + entry, sizeof function);
  return function;
}

// A function's address as the trace keeps addresses (a function pointer converts to no object
// pointer in standard C++: its bytes are copied).
template <class P>
inline const void *function_address(P function) noexcept {
  static_assert(sizeof function == sizeof(const void *), "function pointers are addresses");
  const void *address;
  __builtin_memcpy(&address, &function, sizeof address);
  return address;
}

}  // namespace detail

// The calling thread's record (its id is read once per thread).
inline Thread &this_thread() noexcept {
  Thread &thread = detail::tls_state.thread;
  if (__builtin_expect(thread.id == 0, 0)) detail::name_thread(thread);
  return thread;
}

// The default context: the built-in timing profiler (and the run-time context, when one is
// installed). Its hooks live in the runtime, behind the hot path above.
struct DefaultContext {};

namespace detail {

template <class T>
T &&declval() noexcept;

// A context's hooks as the wrappers call them: start returns how the call started (kNotStarted:
// no end must follow).
template <class Ctx>
struct Hooks {
  static constexpr bool kNoexcept = noexcept(Ctx::enter(declval<const Site &>(), declval<Thread &>()));
  static unsigned start(const Site *site) noexcept(kNoexcept) {
    if (__builtin_expect(*site->state & kSiteOff, 0)) return kNotStarted;
    return Ctx::enter(*site, this_thread()) ? kEntered : kNotStarted;
  }
  static void stop(const Site *site, unsigned how) noexcept {
    if (how) Ctx::exit(*site, this_thread());
  }
  static void unwind(const Site *site, unsigned how) noexcept {
    if (how) Ctx::unwind(*site, this_thread());
  }
};

// A rewrite-time context's value hooks, when it declares them for values of type T
// (docs/contexts.md, "Argument and result values"); nothing otherwise. A site turned off gets
// none.
template <class Ctx, class T, class = void>
struct ArgumentHook {
  static constexpr bool kNoexcept = true;
  static void call(const Site *, unsigned, const T &) noexcept {}
};
template <class Ctx, class T>
struct ArgumentHook<Ctx, T,
                    decltype(static_cast<void>(Ctx::argument(
                        declval<const Site &>(), declval<Thread &>(), 0u, declval<const T &>())))> {
  static constexpr bool kNoexcept = noexcept(
      Ctx::argument(declval<const Site &>(), declval<Thread &>(), 0u, declval<const T &>()));
  static void call(const Site *site, unsigned number, const T &value) noexcept(kNoexcept) {
    if (__builtin_expect(*site->state & kSiteOff, 0)) return;
    Ctx::argument(*site, this_thread(), number, value);
  }
};
template <class Ctx, class T, class = void>
struct ResultHook {
  static constexpr bool kNoexcept = true;
  static void call(const Site *, const T &) noexcept {}
};
template <class Ctx, class T>
struct ResultHook<Ctx, T,
                  decltype(static_cast<void>(Ctx::result(declval<const Site &>(),
                                                         declval<Thread &>(), declval<const T &>())))> {
  static constexpr bool kNoexcept =
      noexcept(Ctx::result(declval<const Site &>(), declval<Thread &>(), declval<const T &>()));
  static void call(const Site *site, const T &value) noexcept(kNoexcept) {
    if (__builtin_expect(*site->state & kSiteOff, 0)) return;
    Ctx::result(*site, this_thread(), value);
  }
};

template <>
struct Hooks<DefaultContext> {
  static constexpr bool kNoexcept = true;
  static unsigned start(const Site *site) noexcept { return detail::start(site); }
  static void stop(const Site *site, unsigned how) noexcept { end(site, how, kStop); }
  static void unwind(const Site *site, unsigned how) noexcept { end(site, how, kUnwind); }
};

}  // namespace detail

#if __cplusplus >= 201402L
// Constant evaluation records nothing (C++14 is where a constexpr function may hold a branch).
#define OVERDUB_AT_RUN_TIME if (!__builtin_is_constant_evaluated())
#else
#define OVERDUB_AT_RUN_TIME
#endif

// The hooks of context Ctx, skipped during constant evaluation. start_in returns how the call
// started (0: not at all); its end must be given the same value.
template <class Ctx>
OVERDUB_CONSTEXPR14 unsigned start_in(const Site *site) noexcept(
    detail::Hooks<Ctx>::kNoexcept) {
  OVERDUB_AT_RUN_TIME return detail::Hooks<Ctx>::start(site);
  return 0;
}
template <class Ctx>
OVERDUB_CONSTEXPR14 void stop_in(const Site *site, unsigned how) noexcept {
  OVERDUB_AT_RUN_TIME detail::Hooks<Ctx>::stop(site, how);
}
template <class Ctx>
OVERDUB_CONSTEXPR14 void unwind_in(const Site *site, unsigned how) noexcept {
  OVERDUB_AT_RUN_TIME detail::Hooks<Ctx>::unwind(site, how);
}

// The default context's: start_call returns whether the start was recorded or forwarded; then,
// and only then, its stop must follow, given that value.
OVERDUB_CONSTEXPR14 unsigned start_call(const Site *site) noexcept {
  return start_in<DefaultContext>(site);
}
OVERDUB_CONSTEXPR14 void stop_call(const Site *site, unsigned how) noexcept {
  stop_in<DefaultContext>(site, how);
}
OVERDUB_CONSTEXPR14 void unwind_call(const Site *site, unsigned how) noexcept {
  unwind_in<DefaultContext>(site, how);
}

// The operand type of the void form: `(CALL, unit{})` gives a void call a value to pass on.
struct unit {};

// Start on construction, stop when the result passes through; no unwinding stop.
template <class Ctx>
class BasicPass {
 public:
  OVERDUB_CONSTEXPR14 explicit BasicPass(const Site *site) noexcept(detail::Hooks<Ctx>::kNoexcept)
      : site_(site), how_(start_in<Ctx>(site)) {}

  template <class T>
  OVERDUB_CONSTEXPR14 T &&ref(T &&result) const noexcept {
    stop();
    return static_cast<T &&>(result);
  }
  template <class T>
  OVERDUB_CONSTEXPR14 T val(T &&result) const noexcept {
    stop();
    return static_cast<T &&>(result);
  }
  OVERDUB_CONSTEXPR14 void v(unit) const noexcept { stop(); }

  template <class T>
  OVERDUB_NODISCARD OVERDUB_CONSTEXPR14 T &&nd_ref(T &&result) const noexcept {
    stop();
    return static_cast<T &&>(result);
  }
  template <class T>
  OVERDUB_NODISCARD OVERDUB_CONSTEXPR14 T nd_val(T &&result) const noexcept {
    stop();
    return static_cast<T &&>(result);
  }

 private:
  OVERDUB_CONSTEXPR14 void stop() const noexcept { stop_in<Ctx>(site_, how_); }
  const Site *site_;
  unsigned how_;
};

// As BasicPass, and its destructor reports an unwinding stop when an exception escaped the call.
template <class Ctx>
class BasicSpan {
 public:
  OVERDUB_CONSTEXPR14 explicit BasicSpan(const Site *site) noexcept(detail::Hooks<Ctx>::kNoexcept)
      : site_(site), how_(start_in<Ctx>(site)) {}
  OVERDUB_CONSTEXPR_DTOR ~BasicSpan() {
    if (how_) unwind_in<Ctx>(site_, how_);
  }
  BasicSpan(const BasicSpan &) = delete;
  BasicSpan &operator=(const BasicSpan &) = delete;

  template <class T>
  OVERDUB_CONSTEXPR14 T &&ref(T &&result) noexcept {
    close();
    return static_cast<T &&>(result);
  }
  template <class T>
  OVERDUB_CONSTEXPR14 T val(T &&result) noexcept {
    close();
    return static_cast<T &&>(result);
  }
  OVERDUB_CONSTEXPR14 void v(unit) noexcept { close(); }

  template <class T>
  OVERDUB_NODISCARD OVERDUB_CONSTEXPR14 T &&nd_ref(T &&result) noexcept {
    close();
    return static_cast<T &&>(result);
  }
  template <class T>
  OVERDUB_NODISCARD OVERDUB_CONSTEXPR14 T nd_val(T &&result) noexcept {
    close();
    return static_cast<T &&>(result);
  }

  // The left-operand form, `Span{S}.lhs(LEFT) OP RIGHT`, for an overloaded operator call whose
  // right operand goes on where no closing parenthesis can go (doctest's `Decomposer() <<
  // __VA_ARGS__` in `CHECK(a == b)`). The operator applied to the returned object calls the
  // real one with both operands forwarded, so the result is the same prvalue, lvalue or xvalue
  // of the same type (a prvalue's copy elided as in the original), and records the stop once the
  // result is made; an exception leaves the unwinding stop to the span's destructor. With
  // `lhs_value`, for a scalar lvalue right operand that the operator takes by value, the proxy
  // takes it by value too, read where the original reads it, and hands the operator that copy
  // as an lvalue. The tool takes this form only where forwarding is exact
  // (matchers/LeftOperand.h).
#define OVERDUB_LEFT_OPERAND_OF(OP, PARAM, PASS)                                  \
  template <class R>                                                              \
  OVERDUB_CONSTEXPR_DTOR auto operator OP(PARAM right) &&                         \
      -> decltype(detail::declval<L>() OP detail::declval<PASS>()) {              \
    StopOnReturn stop(span_);                                                     \
    return static_cast<L &&>(left_) OP static_cast<PASS>(right);                  \
  }
#define OVERDUB_LEFT_OPERANDS(PARAM, PASS)                                                         \
  OVERDUB_LEFT_OPERAND_OF(<<, PARAM, PASS) OVERDUB_LEFT_OPERAND_OF(>>, PARAM, PASS)                \
  OVERDUB_LEFT_OPERAND_OF(<, PARAM, PASS) OVERDUB_LEFT_OPERAND_OF(>, PARAM, PASS)                  \
  OVERDUB_LEFT_OPERAND_OF(<=, PARAM, PASS) OVERDUB_LEFT_OPERAND_OF(>=, PARAM, PASS)                \
  OVERDUB_LEFT_OPERAND_OF(==, PARAM, PASS) OVERDUB_LEFT_OPERAND_OF(!=, PARAM, PASS)                \
  OVERDUB_LEFT_OPERAND_OF(+, PARAM, PASS) OVERDUB_LEFT_OPERAND_OF(-, PARAM, PASS)                  \
  OVERDUB_LEFT_OPERAND_OF(*, PARAM, PASS) OVERDUB_LEFT_OPERAND_OF(/, PARAM, PASS)                  \
  OVERDUB_LEFT_OPERAND_OF(%, PARAM, PASS) OVERDUB_LEFT_OPERAND_OF(&, PARAM, PASS)                  \
  OVERDUB_LEFT_OPERAND_OF(|, PARAM, PASS) OVERDUB_LEFT_OPERAND_OF(^, PARAM, PASS)
  template <class L, bool RightByValue>
  class LeftOperand;
  template <class L>
  class LeftOperand<L, false> {
   public:
    OVERDUB_CONSTEXPR14 LeftOperand(BasicSpan &span, L &&left) noexcept
        : span_(span), left_(static_cast<L &&>(left)) {}
    OVERDUB_LEFT_OPERANDS(R &&, R &&)

   private:
    BasicSpan &span_;
    L &&left_;
  };
  template <class L>
  class LeftOperand<L, true> {
   public:
    OVERDUB_CONSTEXPR14 LeftOperand(BasicSpan &span, L &&left) noexcept
        : span_(span), left_(static_cast<L &&>(left)) {}
    OVERDUB_LEFT_OPERANDS(R, R &)

   private:
    BasicSpan &span_;
    L &&left_;
  };
#undef OVERDUB_LEFT_OPERANDS
#undef OVERDUB_LEFT_OPERAND_OF
  template <class L>
  OVERDUB_CONSTEXPR14 LeftOperand<L, false> lhs(L &&left) noexcept {
    return LeftOperand<L, false>(*this, static_cast<L &&>(left));
  }
  template <class L>
  OVERDUB_CONSTEXPR14 LeftOperand<L, true> lhs_value(L &&left) noexcept {
    return LeftOperand<L, true>(*this, static_cast<L &&>(left));
  }

 private:
  // Records the stop when the operator returned (its result made), not when it threw.
  class StopOnReturn {
   public:
    OVERDUB_CONSTEXPR14 explicit StopOnReturn(BasicSpan &span) noexcept
        : span_(span), uncaught_(span.how_ ? detail::uncaught_exceptions() : 0) {}
    OVERDUB_CONSTEXPR_DTOR ~StopOnReturn() {
      if (span_.how_ && detail::uncaught_exceptions() <= uncaught_) span_.close();
    }
    StopOnReturn(const StopOnReturn &) = delete;
    StopOnReturn &operator=(const StopOnReturn &) = delete;

   private:
    BasicSpan &span_;
    int uncaught_;
  };

  OVERDUB_CONSTEXPR14 void close() noexcept {
    if (!how_) return;
    unsigned how = how_;
    how_ = 0;
    stop_in<Ctx>(site_, how);
  }
  const Site *site_;
  unsigned how_;  // how the call started; 0 once it has stopped
};

// The [[noreturn]] form's guard, `(static_cast<void>(NoReturnGuard{S}), CALL)`: the temporary
// records the start when it is constructed, before the call's arguments, and lives to the end of
// the full-expression. The callee never returns, so its destructor runs only when an exception
// escapes (the call or its arguments: pthread_exit's forced unwinding too): it records the
// unwinding stop. It records no stop when the callee ends the program (exit, abort) or jumps out
// (longjmp: jumping over a destructor is undefined, so calls that may jump take a form without
// it). Smaller than Span, which also has to tell a returned call from an unwound one.
template <class Ctx>
class BasicNoReturnGuard {
 public:
  OVERDUB_CONSTEXPR14 explicit BasicNoReturnGuard(const Site *site) noexcept(
      detail::Hooks<Ctx>::kNoexcept)
      : site_(site), how_(start_in<Ctx>(site)) {}
  OVERDUB_CONSTEXPR_DTOR ~BasicNoReturnGuard() {
    if (how_) unwind_in<Ctx>(site_, how_);
  }
  BasicNoReturnGuard(const BasicNoReturnGuard &) = delete;
  BasicNoReturnGuard &operator=(const BasicNoReturnGuard &) = delete;

 private:
  const Site *site_;
  unsigned how_;
};

// The full-expression form's wrapper, `(static_cast<void>(FullExprSpan{S}), CALL)`, for a call that
// is the whole value of its full-expression (a variable's whole initializer, a `return` operand):
// the call stays in place, so guaranteed elision, non-movable results, `__func__`,
// `source_location` defaults and thread-safety analysis keep their meaning in every standard. The
// temporary records the start when it is constructed, before the call's arguments, and its
// destructor the stop at the end of the full-expression, after the argument temporaries die. It
// tells a normal end from unwinding (an exception from the call or from its arguments) by the
// count of uncaught exceptions, taken at construction: a full-expression evaluated while another
// exception unwinds (in a destructor) ends normally at that same count. Unlike Span, it records
// the stop in its destructor: do not use it where a longjmp may pass.
template <class Ctx>
class BasicFullExprSpan {
 public:
  OVERDUB_CONSTEXPR14 explicit BasicFullExprSpan(const Site *site) noexcept(
      detail::Hooks<Ctx>::kNoexcept)
      : site_(site), how_(start_in<Ctx>(site)), uncaught_(how_ ? detail::uncaught_exceptions() : 0) {}
  OVERDUB_CONSTEXPR_DTOR ~BasicFullExprSpan() {
    if (!how_) return;
    if (detail::uncaught_exceptions() > uncaught_)
      unwind_in<Ctx>(site_, how_);
    else
      stop_in<Ctx>(site_, how_);
  }
  BasicFullExprSpan(const BasicFullExprSpan &) = delete;
  BasicFullExprSpan &operator=(const BasicFullExprSpan &) = delete;

 private:
  const Site *site_;
  unsigned how_;
  int uncaught_;  // std::uncaught_exceptions() when the call started
};

// The lambda form's guard: start on construction, stop on destruction (after the result object
// has been initialized), an unwinding stop when an exception escapes (told apart, as by the
// full-expression form, by the count of uncaught exceptions).
template <class Ctx>
class BasicScope {
 public:
  OVERDUB_CONSTEXPR14 explicit BasicScope(const Site *site) noexcept(detail::Hooks<Ctx>::kNoexcept)
      : site_(site), how_(start_in<Ctx>(site)), uncaught_(how_ ? detail::uncaught_exceptions() : 0) {}
  OVERDUB_CONSTEXPR_DTOR ~BasicScope() {
    if (how_ && detail::uncaught_exceptions() > uncaught_)
      unwind_in<Ctx>(site_, how_);
    else
      stop_in<Ctx>(site_, how_);  // also as ever when nothing started (constant evaluation)
  }
  BasicScope(const BasicScope &) = delete;
  BasicScope &operator=(const BasicScope &) = delete;

 private:
  const Site *site_;
  unsigned how_;
  int uncaught_;  // std::uncaught_exceptions() when the call started
};

// The wrappers of the default context, which the rewrite uses without --context.
using Pass = BasicPass<DefaultContext>;
using Span = BasicSpan<DefaultContext>;
using Scope = BasicScope<DefaultContext>;
using NoReturnGuard = BasicNoReturnGuard<DefaultContext>;
using FullExprSpan = BasicFullExprSpan<DefaultContext>;

// Virtual calls whose target the trace records: the tool wraps the call's object expression,
// `p->f()` as `(::overdub::virtual_target<O, I>(S, C, p))->f()` and `o.f()` as
// `(::overdub::virtual_object<O, I>(S, C, o)).f()` (implicit `this` as the pointer form; a smart
// pointer's `sp->f()` as `(::overdub::virtual_arrow<O, I>(S, C, sp))->f()`), with O
// and I the offset of the subobject of f's class and f's entry in its vtable (through a virtual
// base, `<O, I, V>`: vtable_entry); the parentheses keep the comma out of a macro argument.
// The object goes
// through unchanged, evaluated once. A null pointer records nothing. Compiled with
// -DOVERDUB_NO_CALL_TARGETS, they record nothing at all.
#ifdef OVERDUB_NO_CALL_TARGETS
#define OVERDUB_RECORDS_TARGETS false
#else
#define OVERDUB_RECORDS_TARGETS true
#endif
template <long Offset, long Index, long VirtualBase = 0, class T>
OVERDUB_CONSTEXPR14 T *virtual_target(const Site *site, TargetCache *cache, T *object) noexcept {
  OVERDUB_AT_RUN_TIME if (OVERDUB_RECORDS_TARGETS && object)
    detail::record_target(site, cache,
                          detail::vtable_entry(object, Offset, Index, VirtualBase));
  return object;
}
template <long Offset, long Index, long VirtualBase = 0, class T>
OVERDUB_CONSTEXPR14 T &&virtual_object(const Site *site, TargetCache *cache, T &&object) noexcept {
  OVERDUB_AT_RUN_TIME if (OVERDUB_RECORDS_TARGETS)
    detail::record_target(site, cache, detail::vtable_entry(__builtin_addressof(object), Offset,
                                                            Index, VirtualBase));
  return static_cast<T &&>(object);
}
// A smart pointer's `sp->f()`: its operator-> called once here, with the value category and
// constness `sp` has; the raw pointer goes to the builtin ->.
template <long Offset, long Index, long VirtualBase = 0, class T>
OVERDUB_CONSTEXPR14 auto virtual_arrow(const Site *site, TargetCache *cache, T &&object) noexcept(
    noexcept(static_cast<T &&>(object).operator->()))
    -> decltype(static_cast<T &&>(object).operator->()) {
  return virtual_target<Offset, Index, VirtualBase>(site, cache,
                                                    static_cast<T &&>(object).operator->());
}
// A call through a function pointer, `fp(x)` as `::overdub::indirect_target(S, C, fp)(x)`, or
// through a function lvalue, `(*fp)(x)` as `::overdub::indirect_function(S, C, *fp)(x)`: the
// function is the pointer's value. A null pointer records nothing.
// The pointer's type is taken whole (not as F *): GCC marks a [[noreturn]] function's type in a
// way that a pointer to a deduced F cannot name.
template <class P>
OVERDUB_CONSTEXPR14 P indirect_target(const Site *site, TargetCache *cache, P function) noexcept {
  OVERDUB_AT_RUN_TIME if (OVERDUB_RECORDS_TARGETS && function)
    detail::record_target(site, cache, detail::function_address(function));
  return function;
}
template <class R>
OVERDUB_CONSTEXPR14 R &&indirect_function(const Site *site, TargetCache *cache, R &&function) noexcept {
  OVERDUB_AT_RUN_TIME if (OVERDUB_RECORDS_TARGETS)
    detail::record_target(site, cache, detail::function_address(&function));
  return static_cast<R &&>(function);
}
// A call through a member-function pointer, `(p->*pm)(x)` as
// `(::overdub::member_target(S, C, p, pm)->*pm)(x)` and `(o.*pm)(x)` as
// `(::overdub::member_object(S, C, o, pm).*pm)(x)`: the object goes through unchanged, evaluated
// once; the tool passes the member pointer only when reading it a second time is harmless (no
// side effects). A null object or member pointer records nothing.
template <class T, class M, class C>
OVERDUB_CONSTEXPR14 T *member_target(const Site *site, TargetCache *cache, T *object,
                                     M C::*member) noexcept {
  OVERDUB_AT_RUN_TIME if (OVERDUB_RECORDS_TARGETS && object && member) {
    const volatile C *self = object;  // the member's class, as ->* converts to it
    if (const void *function = detail::member_function(self, member))
      detail::record_target(site, cache, function);
  }
  return object;
}
template <class T, class M, class C>
OVERDUB_CONSTEXPR14 T &&member_object(const Site *site, TargetCache *cache, T &&object,
                                      M C::*member) noexcept {
  member_target(site, cache, __builtin_addressof(object), member);
  return static_cast<T &&>(object);
}
// A call of a std::function, `fn(x)` as `::overdub::callable_target(S, C, fn)(x)`: the function
// it holds when that is a function pointer (the pointer's value, known without RTTI too), else,
// with RTTI, the type of what it holds (the address of its std::type_info, which the report names
// as that type). The object goes through unchanged, evaluated once. An empty one records nothing.
// (No <functional> here: the signature is read off the class template's argument.)
template <class F> struct callable_signature {};
template <template <class> class Fn, class R, class... A> struct callable_signature<Fn<R(A...)>> {
  typedef R (*pointer)(A...);
  [[noreturn]] static R never_called(A...) { __builtin_trap(); }
};
template <class F> inline F &&callable_target(const Site *site, TargetCache *cache, F &&callable) noexcept {
  if (OVERDUB_RECORDS_TARGETS) {
    typedef typename callable_signature<typename detail::bare<F>::type>::pointer Pointer;
    if (const Pointer *function = callable.template target<Pointer>())
      detail::record_target(site, cache, detail::function_address(*function));
#if defined(__GXX_RTTI) || defined(__cpp_rtti)
    else if (callable)
      detail::record_target(site, cache, &callable.target_type());
#endif
  }
  return static_cast<F &&>(callable);
}
// libstdc++'s std::function, whose layout the tool read where it instruments the call: as
// `::overdub::callable_invoker<O>(S, C, fn)(x)`, O the offset of its invoker, the function that
// calls what it holds (std::_Function_handler<Sig, F>::_M_invoke, one per type F), which the
// report names as F; a function pointer, which it holds in its first bytes, by its value. No
// RTTI, and a load and a compare.
namespace detail {
template <long Offset, class F> const void *invoker_of(const F &callable) noexcept {
  const void *invoker;
  __builtin_memcpy(&invoker, reinterpret_cast<const char *>(__builtin_addressof(callable)) + Offset,
                   sizeof invoker);
  return invoker;
}
// The invoker of every function pointer of the signature, from a std::function holding one.
template <long Offset, class F> const void *pointer_invoker() noexcept {
  static const void *const invoker = invoker_of<Offset>(F(&callable_signature<F>::never_called));
  return invoker;
}
}  // namespace detail
template <long Offset, class F>
inline F &&callable_invoker(const Site *site, TargetCache *cache, F &&callable) noexcept {
  typedef typename detail::bare<F>::type Function;
  if (OVERDUB_RECORDS_TARGETS && callable) {
    const void *invoker = detail::invoker_of<Offset>(callable);
    if (invoker == detail::pointer_invoker<Offset, Function>()) {
      typename callable_signature<Function>::pointer function;
      __builtin_memcpy(&function, __builtin_addressof(callable), sizeof function);
      detail::record_target(site, cache, detail::function_address(function));
    } else {
      detail::record_target(site, cache, invoker);
    }
  }
  return static_cast<F &&>(callable);
}
#undef OVERDUB_RECORDS_TARGETS

// Captured argument and result values (overdub --capture): the tool wraps an argument of a
// parameter of type P (a scalar, a string: `const char *`, `std::string_view`,
// `const std::string &`) as `::overdub::arg_value<P>(S, N, ARG)`, N its number as written: ARG
// converts to P as it would to the parameter (a reference binds to the same object, a temporary
// lives as long), and the parameter receives that value. A scalar result passes through
// `::overdub::result_value(S, CALL)`, inside the wrapper that records the call's stop. The
// value's bytes are recorded; the report formats them.
template <class P>
OVERDUB_CONSTEXPR14 P arg_value(const Site *site, unsigned number,
                                typename detail::same<P>::type value) noexcept {
  OVERDUB_AT_RUN_TIME detail::record_captured<P>(site, number, value);
  return value;
}
// An object of a class --capture-bytes names (trivially copyable, which the user declares safe to
// copy), by value or const reference: its first bytes; the report formats them (a formatter the
// user gives it, else hex).
template <class P>
OVERDUB_CONSTEXPR14 P arg_bytes(const Site *site, unsigned number,
                                typename detail::same<P>::type value) noexcept {
  OVERDUB_AT_RUN_TIME detail::record_object<sizeof value>(site, number, __builtin_addressof(value));
  return value;
}
// A value that --capture-redact names: converted the same way, recorded as a marker (kind
// kValueRedacted, no bits of the value).
template <class P>
OVERDUB_CONSTEXPR14 P arg_redacted(const Site *site, unsigned number,
                                   typename detail::same<P>::type value) noexcept {
  OVERDUB_AT_RUN_TIME detail::record_value(site, number | detail::kValueRedacted << 6, 0);
  return value;
}
template <class R>
OVERDUB_CONSTEXPR14 R result_redacted(const Site *site, R value) noexcept {
  OVERDUB_AT_RUN_TIME detail::record_value(site, detail::kValueRedacted << 6, 0);
  return value;
}
// An object result of a class --capture-bytes names (its copy and move constructors and
// destructor the implicit ones: passing it on changes nothing the program sees).
template <class R>
OVERDUB_CONSTEXPR14 R result_bytes(const Site *site, R value) noexcept {
  OVERDUB_AT_RUN_TIME detail::record_object<sizeof value>(site, 0, __builtin_addressof(value));
  return value;
}
template <class R>
OVERDUB_CONSTEXPR14 R result_value(const Site *site, R value) noexcept {
  OVERDUB_AT_RUN_TIME detail::record_captured<R>(site, 0, value);
  return value;
}
// With a rewrite-time context (--context), captured values go to its value hooks instead:
// `::overdub::context_arg<Ctx, P>(S, N, ARG)` and `::overdub::context_result<Ctx>(S, CALL)`.
template <class Ctx, class P>
OVERDUB_CONSTEXPR14 P context_arg(const Site *site, unsigned number,
                                  typename detail::same<P>::type value) noexcept(
    detail::ArgumentHook<Ctx, P>::kNoexcept) {
  OVERDUB_AT_RUN_TIME detail::ArgumentHook<Ctx, P>::call(site, number, value);
  return value;
}
template <class Ctx, class R>
OVERDUB_CONSTEXPR14 R context_result(const Site *site, R value) noexcept(
    detail::ResultHook<Ctx, R>::kNoexcept) {
  OVERDUB_AT_RUN_TIME detail::ResultHook<Ctx, R>::call(site, value);
  return value;
}
#undef OVERDUB_AT_RUN_TIME

// A region of your own for the lifetime of the object, recorded like a call to `name` (a string
// that lives as long as the program):  { overdub::Region r("parse"); ... }
class Region {
 public:
  explicit Region(const char *name) noexcept;
  ~Region();
  Region(const Region &) = delete;
  Region &operator=(const Region &) = delete;

 private:
  const Site *site_;
  unsigned how_;
};

}  // namespace overdub

// Run-time control, callable from C and C++ (and from any thread).
extern "C" {
// Regions of your own, recorded like calls to `name` (a string that lives as long as the
// program, such as a literal). Begin and end must pair up on one thread.
void overdub_region_begin(const char *name) noexcept;
void overdub_region_end(const char *name) noexcept;

// Names the calling thread in the trace (at most 63 bytes are kept; the name is copied). Without
// it, a thread's name is the one the system gives it (pthread_setname_np, prctl) when it exits or
// the process ends.
void overdub_name_thread(const char *name) noexcept;

// Turn recording on and off. OVERDUB_ENABLED=0 starts a program with recording off.
void overdub_enable(void) noexcept;
void overdub_disable(void) noexcept;
int overdub_is_enabled(void) noexcept;
}

// A run-time context: the hooks the runtime forwards every event to, instead of recording it
// (see "Contexts" at the top). `data` is passed back to each hook. Hooks must not throw. (Outside
// extern "C": the hooks are C++ functions, such as those of OVERDUB_EXPORT_CONTEXT.)
struct overdub_context {
  unsigned long size;  // sizeof(overdub_context), so that later versions can add members
  void *data;
  bool (*enter)(void *data, const overdub::Site &site, overdub::Thread &thread);
  void (*exit)(void *data, const overdub::Site &site, overdub::Thread &thread);
  void (*unwind)(void *data, const overdub::Site &site, overdub::Thread &thread);
};

extern "C" {
// Installs `context` (which must live as long as the program) for every thread; null goes back to
// the timing profiler. Calls in progress end with the context current when they end. Without a
// call, the runtime looks for a context exported under the name `overdub_context_hooks`
// (OVERDUB_EXPORT_CONTEXT) by the program or a library it loaded, when it starts.
void overdub_set_context(const overdub_context *context) noexcept;
const overdub_context *overdub_current_context(void) noexcept;

// Calls visit(site, data) for every site of every instrumented file loaded, under the runtime's
// registration lock: visit must not load or unload libraries nor open regions, and the recorder
// drops the events of the instrumented calls it makes (a context gets them).
void overdub_for_each_site(void (*visit)(const overdub::Site *site, void *data), void *data) noexcept;
}

namespace overdub {
namespace detail {
// A static context's hooks behind the run-time context's function pointers.
template <class Ctx>
struct Forward {
  static bool enter(void *, const Site &site, Thread &thread) { return Ctx::enter(site, thread); }
  static void exit(void *, const Site &site, Thread &thread) { Ctx::exit(site, thread); }
  static void unwind(void *, const Site &site, Thread &thread) { Ctx::unwind(site, thread); }
};
template <class F>
void visit_site(const Site *site, void *f) {
  (*static_cast<F *>(f))(*site);
}
}  // namespace detail

// The run-time context of a class with static hooks: the same class serves both selections.
template <class Ctx>
const overdub_context &context_of() noexcept {
  static const overdub_context context = {sizeof(overdub_context), nullptr,
                                          &detail::Forward<Ctx>::enter,
                                          &detail::Forward<Ctx>::exit,
                                          &detail::Forward<Ctx>::unwind};
  return context;
}
template <class Ctx>
void install_context() noexcept {
  overdub_set_context(&context_of<Ctx>());
}

// f(const Site &) for every registered site: to choose the sites a context turns off.
template <class F>
void for_each_site(F f) noexcept {
  overdub_for_each_site(&detail::visit_site<F>, &f);
}
}  // namespace overdub

// In a context library (or the program): the context the runtime finds when it starts.
#define OVERDUB_EXPORT_CONTEXT(Ctx)                                                              \
  extern "C" __attribute__((visibility("default"))) const overdub_context overdub_context_hooks = \
      {sizeof(overdub_context), nullptr, &::overdub::detail::Forward<Ctx>::enter,                 \
       &::overdub::detail::Forward<Ctx>::exit, &::overdub::detail::Forward<Ctx>::unwind}

#endif  // OVERDUB_OVERDUB_H
