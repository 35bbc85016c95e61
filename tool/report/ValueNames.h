// Enumerators' names for captured values (trace_format.h, kValueNames): read from the trace,
// looked up by the report to show an enumeration's value by its name.
#ifndef OVERDUB_REPORT_VALUENAMES_H
#define OVERDUB_REPORT_VALUENAMES_H

#include "RecordCursor.h"
#include "Values.h"

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace overdub {

// An enumeration's names by value (its 64 bits as value extensions hold them), sorted; a value
// named twice keeps its first name.
using EnumeratorNames = std::vector<std::pair<uint64_t, std::string>>;
// By (site as its events' tags have it: index << 2, which value: 0 the result, 1-63 arguments).
using ValueNameTable = std::map<std::pair<uint64_t, unsigned>, EnumeratorNames>;

// The values a site does not record, by their types (lines "<T>"), as kValueTypeOnly values: by
// site as its events' tags have it.
using ValueTypeTable = std::unordered_map<uint64_t, CapturedValues>;

// The classes of the objects a site records as bytes (lines "object <T>", "mangled <M>"), by (site
// as its events' tags have it, which value): what names their formatters.
using ObjectTypeTable = std::map<std::pair<uint64_t, unsigned>, ObjectType>;

// Reads a kValueNames record into `Out`, `Types` and `Objects`. False when it is malformed
// (`Problem` is told why when an entry is wrong rather than cut short).
bool readValueNames(Cursor C, ValueNameTable &Out, ValueTypeTable &Types, ObjectTypeTable &Objects,
                    const std::function<bool(std::string)> &Problem);

// The names of "VALUE NAME\n" lines (256 at most); a line that is not such, or whose name is no
// identifiers joined by `::`, is left out.
EnumeratorNames parseEnumeratorNames(const std::string &Lines);

// The type of the first line "PREFIX<T>" (printable ASCII, at most 512 bytes); empty when none:
// "<T>" a value not recorded, "object <T>" a recorded object's class.
std::string parseValueType(const std::string &Lines, const std::string &Prefix = "");

// The name of `Bits` for that site's value, or null.
const std::string *enumeratorName(const ValueNameTable &Names, uint64_t Site, unsigned Slot,
                                  uint64_t Bits);

}  // namespace overdub

#endif  // OVERDUB_REPORT_VALUENAMES_H
