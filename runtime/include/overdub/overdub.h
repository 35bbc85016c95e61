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
//
// `Span` records the start when it is constructed (C++17 sequences the object expression before
// the call's arguments) and the stop when the result passes through it; if an exception escapes
// from CALL, its destructor records an unwinding stop. `Pass` is the same without the destructor:
// it is used where a literal type is required (constexpr functions and, from C++17, lambdas)
// before C++20 made destructors constexpr. The `nd_` members carry [[nodiscard]] so that
// discarding the result of a [[nodiscard]] callee still warns.
//
// Everything here is constexpr-safe: recording is skipped during constant evaluation, so an
// instrumented constexpr function still works in static_assert.
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
// address. `parent` is the offset, within the same array, of the innermost instrumented call whose
// argument list (or object expression) contains this call; 0 when there is none.
struct Site {
  const char *file;
  const char *caller;
  const char *callee;
  unsigned line;
  unsigned column;
  int parent;
  unsigned *state;  // a word of its own (SiteState), written by the runtime
};

// What the runtime does with a site's calls.
enum SiteState : unsigned {
  kRecordCalls = 0,  // record a start and a stop event
  kCountCalls = 1,   // throttled: count calls only (frequent calls too short to time usefully)
};

// Each instrumented file registers its site table before any of its code runs (the registration
// is the first object of the file), so that a trace describes the sites of a process that ends
// abruptly. A shared library that is unloaded takes its registration back.
class Registration {
 public:
  template <unsigned long N>
  explicit Registration(const Site (&table)[N]) noexcept : table_(table), size_(N), next_(nullptr) {
    enroll();
  }
  Registration(const Site *table, unsigned long size) noexcept
      : table_(table), size_(size), next_(nullptr) {
    enroll();
  }
  ~Registration() { withdraw(); }
  Registration(const Registration &) = delete;
  Registration &operator=(const Registration &) = delete;

  const Site *table() const noexcept { return table_; }
  unsigned long size() const noexcept { return size_; }
  Registration *next_registration() const noexcept { return next_; }

 private:
  void enroll() noexcept;
  void withdraw() noexcept;
  friend struct RegistrationList;
  const Site *table_;
  unsigned long size_;
  mutable Registration *next_;  // the runtime's list of registrations
};

namespace detail {

enum : unsigned long long { kStart = 0, kStop = 1, kUnwind = 2, kKindMask = 3 };

struct Event {
  unsigned long long tsc;  // raw timestamp, calibrated to nanoseconds by the reader
  unsigned long long tag;  // site address | kind
};

struct ThreadBuffer {
  Event *cur;  // next free slot
  Event *end;  // cur >= end: the slow path takes over (first event of a thread, buffer full)
};

extern __thread ThreadBuffer tls_buffer __attribute__((tls_model("initial-exec")));
// 1 when recording; 0 when off (OVERDUB_ENABLED=0, overdub_disable(), or no trace can be
// written); -1 until the runtime has read its configuration, at the first start.
extern int recording;
bool first_start(const Site *site) noexcept __attribute__((cold, noinline));

// Slow path, entered with the slot the hot path reserved: registers the thread, or hands a full
// buffer on (trace mode: appended to the file; ring mode: wrapped; aggregate mode: folded into
// per-site statistics). Never fails: when nothing can be stored it returns a scratch slot and
// counts the event as dropped.
Event *next_slot(Event *reserved) noexcept __attribute__((cold, noinline));
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
inline Event *reserve_slot() noexcept {
#if defined(__x86_64__)
  unsigned long long slot = sizeof(Event);
  __asm__ __volatile__("xaddq %0, %1" : "+r"(slot), "+m"(tls_buffer.cur));
  return reinterpret_cast<Event *>(slot);
#else
  Event *e = tls_buffer.cur;
  tls_buffer.cur = e + 1;
  return e;
#endif
}

// One event: one timestamp and one 16-byte store. The timestamp is taken once the slot is
// known, so that the slow path (a thread's first event, a full buffer) is not timed as the call.
inline void append(const Site *site, unsigned long long kind) noexcept {
  Event *e = reserve_slot();
  if (__builtin_expect(reinterpret_cast<unsigned long long>(e) >=
                           reinterpret_cast<unsigned long long>(tls_buffer.end),
                       0))
    e = next_slot(e);
  e->tsc = timestamp();
  e->tag = reinterpret_cast<unsigned long long>(site) | kind;
}

// Calls of throttled sites are counted per thread in a small direct-mapped table.
struct CountSlot {
  const Site *site;
  unsigned long long count;
};
constexpr unsigned long long kCountSlots = 256;
extern __thread CountSlot tls_counts[kCountSlots] __attribute__((tls_model("initial-exec")));
void count_elsewhere(const Site *site) noexcept __attribute__((cold, noinline));

inline void count(const Site *site) noexcept {
  CountSlot &slot = tls_counts[(reinterpret_cast<unsigned long long>(site) >> 4) & (kCountSlots - 1)];
  if (__builtin_expect(slot.site == site, 1))
    ++slot.count;
  else
    count_elsewhere(site);
}

// The start of a call: recorded (true), counted, or nothing when recording is off. Its stop is
// recorded exactly when its start was, so that the two always pair up.
inline bool start(const Site *site) noexcept {
  if (__builtin_expect(recording != 1, 0)) return recording == 0 ? false : first_start(site);
  if (__builtin_expect(*site->state != kRecordCalls, 0)) {
    count(site);
    return false;
  }
  append(site, kStart);
  return true;
}

}  // namespace detail

#if __cplusplus >= 201402L
// Constant evaluation records nothing (C++14 is where a constexpr function may hold a branch).
#define OVERDUB_AT_RUN_TIME if (!__builtin_is_constant_evaluated())
#else
#define OVERDUB_AT_RUN_TIME
#endif

// Returns whether the start was recorded; then, and only then, its stop must be recorded.
OVERDUB_CONSTEXPR14 bool start_call(const Site *site) noexcept {
  OVERDUB_AT_RUN_TIME return detail::start(site);
  return false;
}
OVERDUB_CONSTEXPR14 void stop_call(const Site *site) noexcept {
  OVERDUB_AT_RUN_TIME detail::append(site, detail::kStop);
}
OVERDUB_CONSTEXPR14 void unwind_call(const Site *site) noexcept {
  OVERDUB_AT_RUN_TIME detail::append(site, detail::kUnwind);
}
#undef OVERDUB_AT_RUN_TIME

// The operand type of the void form: `(CALL, unit{})` gives a void call a value to pass on.
struct unit {};

// Start on construction, stop when the result passes through; no unwinding stop.
class Pass {
 public:
  OVERDUB_CONSTEXPR14 explicit Pass(const Site *site) noexcept
      : site_(site), recorded_(start_call(site)) {}

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
  OVERDUB_CONSTEXPR14 void stop() const noexcept {
    if (recorded_) stop_call(site_);
  }
  const Site *site_;
  bool recorded_;
};

// As Pass, and its destructor records an unwinding stop when an exception escaped from the call.
class Span {
 public:
  OVERDUB_CONSTEXPR14 explicit Span(const Site *site) noexcept
      : site_(site), open_(start_call(site)) {}
  OVERDUB_CONSTEXPR_DTOR ~Span() {
    if (open_) unwind_call(site_);
  }
  Span(const Span &) = delete;
  Span &operator=(const Span &) = delete;

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

 private:
  OVERDUB_CONSTEXPR14 void close() noexcept {
    if (!open_) return;
    open_ = false;
    stop_call(site_);
  }
  const Site *site_;
  bool open_;  // the start was recorded and the stop not yet
};

// The lambda form's guard: start on construction, stop on destruction (after the result object
// has been initialized, and also when an exception escapes).
class Scope {
 public:
  OVERDUB_CONSTEXPR14 explicit Scope(const Site *site) noexcept
      : site_(site), recorded_(start_call(site)) {}
  OVERDUB_CONSTEXPR_DTOR ~Scope() {
    if (recorded_) stop_call(site_);
  }
  Scope(const Scope &) = delete;
  Scope &operator=(const Scope &) = delete;

 private:
  const Site *site_;
  bool recorded_;
};

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
  bool recorded_;
};

}  // namespace overdub

// Run-time control, callable from C and C++ (and from any thread).
extern "C" {
// Regions of your own, recorded like calls to `name` (a string that lives as long as the
// program, such as a literal). Begin and end must pair up on one thread.
void overdub_region_begin(const char *name) noexcept;
void overdub_region_end(const char *name) noexcept;

// Turn recording on and off. OVERDUB_ENABLED=0 starts a program with recording off.
void overdub_enable(void) noexcept;
void overdub_disable(void) noexcept;
int overdub_is_enabled(void) noexcept;
}

#endif  // OVERDUB_OVERDUB_H
