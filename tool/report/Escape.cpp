#include "Escape.h"

#include <fmt/format.h>

#include <cstdint>

namespace overdub {
namespace {

constexpr char32_t kInvalid = 0xFFFFFFFF;

// Decodes the UTF-8 sequence at `S[I]`: its code point and length, or kInvalid and 1 for a byte
// that starts no valid sequence (overlong forms, surrogates and values past U+10FFFF included).
char32_t decode(std::string_view S, size_t I, size_t &Length) {
  auto Byte = [&](size_t K) { return static_cast<unsigned char>(S[K]); };
  unsigned char B = Byte(I);
  Length = 1;
  if (B < 0x80) return B;
  size_t N = B >= 0xC2 && B <= 0xDF ? 2 : B >= 0xE0 && B <= 0xEF ? 3 : B >= 0xF0 && B <= 0xF4 ? 4 : 0;
  if (N == 0 || I + N > S.size()) return kInvalid;
  char32_t C = B & (0xFF >> (N + 1));
  for (size_t K = 1; K < N; ++K) {
    if ((Byte(I + K) & 0xC0) != 0x80) return kInvalid;
    C = C << 6 | (Byte(I + K) & 0x3F);
  }
  static const char32_t Least[] = {0, 0, 0x80, 0x800, 0x10000};
  if (C < Least[N] || C > 0x10FFFF || (C >= 0xD800 && C <= 0xDFFF)) return kInvalid;
  Length = N;
  return C;
}

// Code points a terminal acts on instead of showing: C0, DEL and C1 controls, and the
// bidirectional controls that reorder what follows them on the line.
bool isControl(char32_t C) {
  return C < 0x20 || (C >= 0x7F && C <= 0x9F) || (C >= 0x202A && C <= 0x202E) ||
         (C >= 0x2066 && C <= 0x2069) || C == 0x200E || C == 0x200F;
}

// Visits the code points of `S`; `Visit(C, Bytes)` gets kInvalid for a byte that is not UTF-8.
template <class Visitor> void forEachCodePoint(std::string_view S, Visitor Visit) {
  for (size_t I = 0; I < S.size();) {
    size_t Length;
    char32_t C = decode(S, I, Length);
    Visit(C, S.substr(I, Length));
    I += Length;
  }
}

}  // namespace

std::string printable(std::string_view S) {
  std::string Out;
  Out.reserve(S.size());
  forEachCodePoint(S, [&](char32_t C, std::string_view Bytes) {
    if (C == kInvalid) {
      Out += fmt::format("\\x{:02x}", static_cast<unsigned char>(Bytes[0]));
    } else if (C == '\\') {
      Out += "\\\\";
    } else if (!isControl(C)) {
      Out += Bytes;
    } else if (C == '\n') {
      Out += "\\n";
    } else if (C == '\t') {
      Out += "\\t";
    } else if (C == '\r') {
      Out += "\\r";
    } else if (C == 0x1B) {
      Out += "\\e";
    } else if (C < 0x80) {
      Out += fmt::format("\\x{:02x}", static_cast<unsigned>(C));
    } else {
      Out += fmt::format("\\u{:04x}", static_cast<unsigned>(C));
    }
  });
  return Out;
}

std::string foldedFrame(std::string_view S) {
  if (S.empty()) return "<empty>";  // an empty frame would read as ";;" or a line's start
  std::string Out = printable(S);
  for (char &C : Out)
    if (C == ';' || C == ' ') C = '_';
  return Out;
}

std::string jsonString(std::string_view S) {
  std::string Out = "\"";
  forEachCodePoint(S, [&](char32_t C, std::string_view Bytes) {
    if (C == kInvalid)
      Out += "\\ufffd";
    else if (C == '"' || C == '\\')
      Out += {'\\', static_cast<char>(C)};
    else if (C < 0x20)
      Out += fmt::format("\\u{:04x}", static_cast<unsigned>(C));
    else
      Out += Bytes;
  });
  return Out + "\"";
}

std::string xmlText(std::string_view S) {
  std::string Out;
  forEachCodePoint(S, [&](char32_t C, std::string_view Bytes) {
    switch (C) {
    case '&': Out += "&amp;"; break;
    case '<': Out += "&lt;"; break;
    case '>': Out += "&gt;"; break;
    case '"': Out += "&quot;"; break;
    case kInvalid: Out += "\xEF\xBF\xBD"; break;  // U+FFFD
    default:
      // XML 1.0 has no place for C0 controls but tab, CR and LF, nor for U+FFFE and U+FFFF.
      if ((C >= 0x20 || C == '\t') && C != 0xFFFE && C != 0xFFFF) Out += Bytes;
    }
  });
  return Out;
}

std::string csvField(std::string_view S) {
  if (S.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(S);
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"') Out += '"';
    Out += C;
  }
  return Out + "\"";
}

}  // namespace overdub
