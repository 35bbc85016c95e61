// Reads the records that say where virtual calls went (version 4; docs/trace-format.md, "Call
// targets"): modules records, the modules loaded in the process, and call-target records, the
// address each of a site's target numbers stands for, which lies in the modules of the last
// modules record before it.
#ifndef OVERDUB_REPORT_TARGETRECORDS_H
#define OVERDUB_REPORT_TARGETRECORDS_H

#include "RecordCursor.h"
#include "TraceReader.h"

#include <functional>
#include <string>

namespace overdub {

class TargetRecords {
public:
  // Keeps a record's problem for the trace's warning (empty: none); false when there is one.
  using Check = std::function<bool(std::string)>;
  TargetRecords(Trace &Out, Check Problem) : Out(Out), Problem(std::move(Problem)) {}

  // Each reads one record's payload into `Out`; false when it is malformed (left out whole).
  bool modules(Cursor C);
  bool callTarget(Cursor C);

private:
  Trace &Out;
  Check Problem;
};

}  // namespace overdub

#endif  // OVERDUB_REPORT_TARGETRECORDS_H
