// Text from files and the command line, made safe to print in a message: a terminal must not
// receive the raw control or invalid bytes of a broken file (escape sequences, garbage).
#ifndef OVERDUB_TOOL_COMMON_PRINTABLE_H
#define OVERDUB_TOOL_COMMON_PRINTABLE_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace overdub {

// `Text` with every byte that is not part of a printable UTF-8 character written as \xNN;
// newlines are kept when `KeepNewlines`, for messages of several lines.
std::string printable(llvm::StringRef Text, bool KeepNewlines = true);

}  // namespace overdub

#endif  // OVERDUB_TOOL_COMMON_PRINTABLE_H
