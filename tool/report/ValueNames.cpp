#include "ValueNames.h"
#include "TraceChecks.h"

#include <overdub/trace_format.h>

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>

namespace overdub {

namespace {
// A name as the tool writes it: identifiers joined by `::` (ASCII: a name with other bytes is
// left out, so that every format can show it as it is).
bool isName(const std::string &Name) {
  bool Start = true;
  for (size_t I = 0; I < Name.size(); ++I) {
    const char C = Name[I];
    if (C == ':' && I + 2 < Name.size() && Name[I + 1] == ':' && !Start) {
      ++I;
      Start = true;
      continue;
    }
    const bool Letter = (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || C == '_';
    if (!Letter && !(C >= '0' && C <= '9' && !Start)) return false;
    Start = false;
  }
  return !Name.empty() && !Start;
}
constexpr size_t kMaxEnumerators = 256;  // as the tool writes at most
}  // namespace

EnumeratorNames parseEnumeratorNames(const std::string &Lines) {
  EnumeratorNames Out;
  size_t At = 0;
  while (At < Lines.size() && Out.size() < kMaxEnumerators) {
    size_t End = Lines.find('\n', At);
    if (End == std::string::npos) End = Lines.size();
    const std::string Line = Lines.substr(At, End - At);
    At = End + 1;
    const size_t Space = Line.find(' ');
    if (Space == 0 || Space == std::string::npos || Space + 1 == Line.size()) continue;
    const std::string Number = Line.substr(0, Space);
    char *Rest = nullptr;
    errno = 0;
    const uint64_t Bits = Number[0] == '-'
                              ? static_cast<uint64_t>(std::strtoll(Number.c_str(), &Rest, 10))
                              : std::strtoull(Number.c_str(), &Rest, 10);
    if (errno || *Rest || !(Number[0] == '-' || (Number[0] >= '0' && Number[0] <= '9'))) continue;
    std::string Name = Line.substr(Space + 1);
    if (isName(Name)) Out.push_back({Bits, std::move(Name)});
  }
  std::stable_sort(Out.begin(), Out.end(),
                   [](const auto &A, const auto &B) { return A.first < B.first; });
  Out.erase(std::unique(Out.begin(), Out.end(),
                        [](const auto &A, const auto &B) { return A.first == B.first; }),
            Out.end());
  return Out;
}

std::string parseValueType(const std::string &Lines, const std::string &Prefix) {
  size_t At = 0;
  while (At < Lines.size()) {
    size_t End = Lines.find('\n', At);
    if (End == std::string::npos) End = Lines.size();
    if (Lines.compare(At, Prefix.size(), Prefix) != 0) {
      At = End + 1;
      continue;
    }
    const std::string Line = Lines.substr(At + Prefix.size(), End - At - Prefix.size());
    At = End + 1;
    if (Line.size() < 3 || Line.size() > 512 || Line.front() != '<' || Line.back() != '>') continue;
    if (std::all_of(Line.begin(), Line.end(), [](char C) { return C >= 0x20 && C < 0x7f; }))
      return Line.substr(1, Line.size() - 2);
  }
  return "";
}

bool readValueNames(Cursor C, ValueNameTable &Out, ValueTypeTable &Types, ObjectTypeTable &Objects,
                    const std::function<bool(std::string)> &Problem) {
  uint32_t Count;
  if (!C.get(Count)) return false;
  if (!Problem(checks::entries("value names", Count, 16, C.left(), false))) return false;
  for (uint32_t I = 0; I < Count; ++I) {
    uint64_t Index;
    uint32_t Slot;
    std::string Lines;
    if (!C.get(Index) || !C.get(Slot) || !C.str(Lines)) return false;
    if (Index == 0 || Index > trace::kMaxSiteIndex || Slot > trace::kMaxValueSlot)
      return Problem(fmt::format("a value-names record names site {}'s value {}", Index, Slot));
    if (Lines.size() > kMaxEnumerators * 512)
      return Problem(fmt::format("site {}'s value {} has {} bytes of names", Index, Slot,
                                 Lines.size()));
    if (Out.count({Index << 2, Slot})) continue;  // a site's first names stay
    Out.emplace(std::make_pair(Index << 2, Slot), parseEnumeratorNames(Lines));
    if (std::string Type = parseValueType(Lines); !Type.empty()) {
      CapturedValue V;
      V.Slot = static_cast<uint8_t>(Slot);
      V.Kind = kValueTypeOnly;
      V.Text = std::move(Type);
      Types[Index << 2].push_back(std::move(V));
    }
    if (std::string Type = parseValueType(Lines, "object "); !Type.empty())
      Objects.emplace(std::make_pair(Index << 2, Slot),
                      ObjectType{std::move(Type), parseValueType(Lines, "mangled ")});
  }
  return C.left() == 0;
}

const std::string *enumeratorName(const ValueNameTable &Names, uint64_t Site, unsigned Slot,
                                  uint64_t Bits) {
  auto It = Names.find({Site, Slot});
  if (It == Names.end()) return nullptr;
  auto At = std::lower_bound(It->second.begin(), It->second.end(), Bits,
                             [](const auto &E, uint64_t B) { return E.first < B; });
  return At != It->second.end() && At->first == Bits ? &At->second : nullptr;
}

}  // namespace overdub
