// The instrumented text of a file for its own place, shared by --fix, --diff and --export-fixes.
#ifndef OVERDUB_TOOL_OUTPUTS_INPLACE_H
#define OVERDUB_TOOL_OUTPUTS_INPLACE_H

#include "../Instrumenter.h"

#include <string>

namespace overdub {

// The plan for the file's own place: no leading #line, no redirected includes (quoted includes
// still resolve there), no system header pragma (found where the original is, the file is a
// system header exactly where it was). Empty when nothing is instrumented: the file stays as
// it is.
FilePlan inPlacePlan(const InstrumentedFile &File);

// The text that plan gives: as in a shadow copy, less what names the original from elsewhere.
std::string inPlaceText(const InstrumentedFile &File);

}  // namespace overdub

#endif  // OVERDUB_TOOL_OUTPUTS_INPLACE_H
