// Reads a trace file written by the overdub runtime (runtime/include/overdub/trace_format.h).
#ifndef OVERDUB_REPORT_TRACEREADER_H
#define OVERDUB_REPORT_TRACEREADER_H

#include <overdub/trace_format.h>

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace overdub {

struct SiteInfo {
  uint64_t Id = 0;
  uint64_t Parent = 0;  // lexical parent site id, 0 if none
  uint32_t Line = 0, Column = 0;
  std::string File, Caller, Callee;
};

struct ThreadTrace {
  uint64_t Tid = 0;
  uint64_t Dropped = 0;
  bool RunningAtEnd = false;  // had not exited when the trace was written
  std::vector<trace::EventRecord> Events;
};

struct Trace {
  uint32_t Pid = 0;
  std::unordered_map<uint64_t, SiteInfo> Sites;
  std::vector<ThreadTrace> Threads;  // in the order the file lists them
  bool HasClock = false;
  uint64_t Tsc0 = 0, Ns0 = 0, Tsc1 = 0, Ns1 = 0;
  bool Complete = false;  // the end record was read
  std::string Problem;    // why reading stopped early, if it did

  // When the trace was written, in nanoseconds (the last clock reading).
  double endNs() const { return toNs(Tsc1); }
  // Nanoseconds since the first clock reading.
  double toNs(uint64_t Tsc) const;
  const SiteInfo *site(uint64_t Id) const;
};

// Reads `Path`. Returns false with `Error` set when the file is not a trace at all; a trace cut
// short is returned with Complete == false and Problem set, holding everything before the cut.
bool readTrace(const std::string &Path, Trace &Out, std::string &Error);

}  // namespace overdub

#endif  // OVERDUB_REPORT_TRACEREADER_H
