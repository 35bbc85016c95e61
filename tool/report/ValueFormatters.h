// The user's formatters of objects that calls captured as bytes (overdub --capture-bytes), from
// shared libraries built with <overdub/formatters.h> (overdub-report --formatters).
#ifndef OVERDUB_REPORT_VALUEFORMATTERS_H
#define OVERDUB_REPORT_VALUEFORMATTERS_H

#include "Values.h"

#include <optional>
#include <string>

namespace overdub {

// Loads the library at `Path` for formatObject to use, after those loaded before. False, with
// `Error` saying why, when it cannot be loaded or has no formatters.
bool loadValueFormatters(const std::string &Path, std::string &Error);

// The text of an object of class `Type` whose bytes are `Bytes` (all of them) from the first
// library that formats that class (by its mangled name, else by its name as shown); none when no
// library does. Printable ASCII only (other bytes are `?`), at most 256 bytes (then `…`).
std::optional<std::string> formatObject(const ObjectType &Type, const std::string &Bytes);

}  // namespace overdub

#endif  // OVERDUB_REPORT_VALUEFORMATTERS_H
