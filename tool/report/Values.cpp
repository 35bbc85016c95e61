#include "Values.h"
#include "ValueFormatters.h"

#include <overdub/trace_format.h>

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace overdub {
namespace {

// A code unit as a C++ character literal: the character when it is printable ASCII, else an
// escape: \n and the other named ones, \xNN below 0x80 and for a byte (a char's code unit, which
// alone is no character), \uNNNN and \UNNNNNNNN for a wider unit that is a code point (not a
// surrogate), \x with its hex digits otherwise.
std::string charLiteral(uint64_t Unit, unsigned Size) {
  switch (Unit) {
  case '\'': return "'\\''";
  case '\\': return "'\\\\'";
  case '\n': return "'\\n'";
  case '\t': return "'\\t'";
  case '\r': return "'\\r'";
  case '\0': return "'\\0'";
  case '\a': return "'\\a'";
  case '\b': return "'\\b'";
  case '\f': return "'\\f'";
  case '\v': return "'\\v'";
  default: break;
  }
  if (Unit >= 0x20 && Unit < 0x7f) return fmt::format("'{}'", static_cast<char>(Unit));
  if (Unit < 0x80 || (Size == 1 && Unit <= 0xff)) return fmt::format("'\\x{:02x}'", Unit);
  const bool CodePoint = Unit <= 0x10ffff && (Unit < 0xd800 || Unit > 0xdfff);
  if (CodePoint && Unit <= 0xffff) return fmt::format("'\\u{:04x}'", Unit);
  if (CodePoint) return fmt::format("'\\U{:08x}'", Unit);
  return fmt::format("'\\x{:x}'", Unit);
}

// The shortest text that reads back as the same number; a whole number keeps a ".0" so that it
// reads as a floating-point one.
template <class Float> std::string floatText(Float F) {
  std::string Text = fmt::format("{}", F);
  if (Text.find_first_not_of("-0123456789") == std::string::npos) Text += ".0";
  return Text;
}

// A string's bytes as a literal: printable ASCII as is, the named escapes, other bytes as three
// octal digits (never read on into a following digit, as \x would be); then `…` when the string
// has more bytes than those, and its length when known.
std::string stringLiteral(const CapturedValue &V) {
  std::string Out = "\"";
  for (unsigned char C : V.Text) {
    switch (C) {
    case '"': Out += "\\\""; break;
    case '\\': Out += "\\\\"; break;
    case '\n': Out += "\\n"; break;
    case '\t': Out += "\\t"; break;
    case '\r': Out += "\\r"; break;
    default:
      if (C >= 0x20 && C < 0x7f) Out += static_cast<char>(C);
      else Out += fmt::format("\\{:03o}", C);
    }
  }
  Out += '"';
  const bool Known = trace::string_length_known(V.Bits);
  if (!Known || trace::string_length(V.Bits) > V.Text.size()) Out += "…";
  if (Known && trace::string_length(V.Bits) > V.Text.size())
    Out += fmt::format(" ({} bytes)", trace::string_length(V.Bits));
  return Out;
}

// An object's bytes (--capture-bytes): its formatter's text, where the report has one for its
// class (--formatters) and the trace holds all its bytes; else `<geo::Point: 03 00 00 00>`, then
// `…` and its size when it has more bytes than recorded.
std::string objectText(const CapturedValue &V) {
  const uint64_t Size = trace::string_length(V.Bits);
  if (V.Object && Size == V.Text.size())
    if (std::optional<std::string> Text = formatObject(*V.Object, V.Text)) return *Text;
  std::string Out = "<" + (V.Object ? V.Object->Shown : std::string("object")) + ":";
  for (unsigned char C : V.Text) Out += fmt::format(" {:02x}", C);
  if (Size > V.Text.size()) Out += fmt::format(" … ({} bytes)", Size);
  return Out + ">";
}

}  // namespace

std::string formatValue(const CapturedValue &V) {
  switch (V.Kind) {
  case trace::kValueEnum:
    if (!V.Text.empty()) return V.Text;  // its enumerator's name
    [[fallthrough]];
  case trace::kValueSigned:
    return fmt::format("{}", static_cast<int64_t>(V.Bits));
  case trace::kValueUnsignedEnum:
    if (!V.Text.empty()) return V.Text;
    [[fallthrough]];
  case trace::kValueUnsigned:
    return fmt::format("{}", V.Bits);
  case trace::kValueBool:
    return V.Bits ? "true" : "false";
  case trace::kValueChar:
    return charLiteral(V.Bits, V.Size);
  case trace::kValueFloat: {
    double D;
    std::memcpy(&D, &V.Bits, sizeof D);
    // A float, converted exactly (one out of a float's range is a damaged trace's: as a double).
    if (V.Size == 4 && !(std::fabs(D) > std::numeric_limits<float>::max()))
      return floatText(static_cast<float>(D));
    return floatText(D);
  }
  case trace::kValuePointer:
    return V.Bits ? fmt::format("{:#x}", V.Bits) : "nullptr";
  case trace::kValueNull:
    return "nullptr";
  case trace::kValueRedacted:
    return "<redacted>";
  case trace::kValueString:
    return stringLiteral(V);
  case trace::kValueBytes:
    return objectText(V);
  case kValueTypeOnly:
    return "<" + V.Text + ">";
  default:
    return fmt::format("<kind {}: {:#x}>", V.Kind, V.Bits);
  }
}

std::string valueName(unsigned Slot) {
  return Slot == 0 ? std::string("result") : fmt::format("arg{}", Slot);
}

namespace {
// The first value of each slot; returns the last argument's number (0: none).
using Slots = const CapturedValue *[trace::kMaxValueSlot + 1];
unsigned bySlot(const CapturedValues &Values, Slots &BySlot) {
  unsigned Last = 0;
  for (const CapturedValue &V : Values) {
    if (V.Slot > trace::kMaxValueSlot) continue;
    if (BySlot[V.Slot] && (BySlot[V.Slot]->Kind != kValueTypeOnly || V.Kind == kValueTypeOnly))
      continue;
    BySlot[V.Slot] = &V;
    Last = std::max<unsigned>(Last, V.Slot);
  }
  return Last;
}
}  // namespace

std::vector<const CapturedValue *> valuesInOrder(const CapturedValues &Values) {
  Slots BySlot = {};
  unsigned Last = bySlot(Values, BySlot);
  std::vector<const CapturedValue *> Out;
  for (unsigned Slot = 1; Slot <= Last; ++Slot)
    if (BySlot[Slot]) Out.push_back(BySlot[Slot]);
  if (BySlot[0]) Out.push_back(BySlot[0]);
  return Out;
}

std::string formatCall(const std::string &Callee, const CapturedValues &Values) {
  Slots BySlot = {};
  const unsigned Last = bySlot(Values, BySlot);  // the last argument shown
  std::string Out = Callee;
  Out += '(';
  for (unsigned Slot = 1; Slot <= Last; ++Slot) {
    if (Slot > 1) Out += ", ";
    Out += BySlot[Slot] ? formatValue(*BySlot[Slot]) : "…";
  }
  Out += ')';
  if (BySlot[0]) Out += " = " + formatValue(*BySlot[0]);
  return Out;
}

}  // namespace overdub
