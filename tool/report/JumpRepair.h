// Repairs a thread's nesting after a non-local jump: a longjmp (or an exception through calls
// whose wrapper form records no unwinding stop) leaves calls without their stop, and the events
// after it show the thread running again in a function below them.
//
// The rule (docs/report.md, "Calls left by a jump"): before a start event, when the function the
// new call is made in (its site's caller) is not the innermost open call's callee, and an open
// call below names it (the innermost such call: recursion lands in the nearest instance), the
// calls above it were left. They are closed there only when none of them ever records a stop in
// the thread (matched per site, as the stops would be): a call through a pointer or a virtual
// call runs a function of another name, and its recursion must not be cut.
#ifndef OVERDUB_REPORT_JUMPREPAIR_H
#define OVERDUB_REPORT_JUMPREPAIR_H

#include "TraceReader.h"

#include <cstddef>
#include <cstdint>
#include <unordered_set>

namespace overdub {

// The open calls of the thread being walked, as the repair sees them: 0 is the outermost.
class OpenFrames {
public:
  struct Frame {
    const SiteInfo *Site;  // null for an unknown site
    uint64_t StartNumber;  // the number of the event that started it, in its thread
  };
  virtual size_t size() const = 0;
  virtual Frame at(size_t Index) const = 0;

protected:
  ~OpenFrames() = default;
};

class JumpRepair {
public:
  JumpRepair(const Trace &T, const ThreadTrace &Thread) : T(T), Thread(Thread) {}

  // Before the start event of a call made at `Site`: how many of the innermost open calls the
  // thread left by a jump (0 almost always). Start numbers count every event of the thread.
  size_t jumpedOver(const SiteInfo *Site, const OpenFrames &Open);

private:
  bool recordsNoStop(uint64_t StartNumber);
  void findStartsWithoutStop();

  const Trace &T;
  const ThreadTrace &Thread;
  bool Scanned = false;  // the thread's events are read again only when a repair may be due
  std::unordered_set<uint64_t> WithoutStop;  // numbers of the start events that get no stop
};

}  // namespace overdub

#endif  // OVERDUB_REPORT_JUMPREPAIR_H
