// Argument and result values that calls captured (trace_format.h, kValueExtension), and how every
// format writes them: here, once (docs/report.md, "Values").
#ifndef OVERDUB_REPORT_VALUES_H
#define OVERDUB_REPORT_VALUES_H

#include <cstdint>
#include <string>
#include <vector>

namespace overdub {

// A recorded object's class (lines "object <T>" and "mangled <M>" of kValueNames): as the report
// shows it, and its Itanium mangled name (what typeid(T).name() gives; empty from an older
// tool), which the user's formatters are matched by first.
struct ObjectType {
  std::string Shown, Mangled;
};

// One value of a call, as the trace gives it.
struct CapturedValue {
  uint8_t Slot = 0;  // 0: the call's result; 1 to 63: its argument of that number, as written
  uint8_t Kind = 0;  // trace::ValueKind
  uint8_t Size = 0;  // its bytes in the program: 1, 2, 4 or 8
  uint64_t Bits = 0;  // a string's: its lengths (trace::string_bits)
  std::string Text;   // a string's or an object's first bytes, as many as the trace holds; an
                      // enumeration's name of its value, when the trace gives it (kValueNames)
  const ObjectType *Object = nullptr;  // an object's (kValueBytes) class, when the trace gives it
};
using CapturedValues = std::vector<CapturedValue>;

// A value the call does not record, shown by its type (kValueNames, a line "<T>"): Text holds the
// type. The report's own kind, never a trace's (those fit in 8 bits, trace::ValueKind, below it).
constexpr uint8_t kValueTypeOnly = 0xff;

// A value as C++ would write it: `-3`, `18446744073709551615`, `true`, `'a'`, `'\n'`, `'\x01'`,
// `'\u00e9'`, `2.5` (shortest round trip; `1.0`, not `1`; a float's with float precision),
// `0x7ffd5c1e2a40`, `nullptr` (a null pointer too), an enumeration's value by its enumerator's
// name when the trace gives it (`Colour::red`, in Text), else as its number, a string as a
// literal (`"a\n\303\251"`, its bytes not printable ASCII in octal) followed by `…` when it had
// more bytes than recorded, and by its length when that is known (`"abc"… (120 bytes)`); a kind
// the report does not know: `<kind K: 0xBITS>`; a value not recorded, by its type: `<geo::Point>`;
// an object's bytes (--capture-bytes) by its formatter (ValueFormatters.h) or in hex:
// `<geo::Point: 03 00 00 00 fc ff ff ff>`.
// Printable ASCII only, but the `…`.
std::string formatValue(const CapturedValue &V);

// The first value of each slot (a call has one of each; a corrupt trace may give more; one
// recorded before a type): the arguments by number, then the result. For timelines' args.
std::vector<const CapturedValue *> valuesInOrder(const CapturedValues &Values);

// A value's name in args of timelines (Chrome, Perfetto): "result", "arg1" ... "arg63".
std::string valueName(unsigned Slot);

// A call with its values: `Callee(3, 2.5, true) = 7`. Arguments in order of their number, the
// first value of each number; an argument before the last shown one that has neither value nor
// type (passed through `...`) is `…`; arguments after the last shown one are not shown.
// Without a result, no ` = `. `Callee` is written as given (escape it first for the output).
std::string formatCall(const std::string &Callee, const CapturedValues &Values);

}  // namespace overdub

#endif  // OVERDUB_REPORT_VALUES_H
