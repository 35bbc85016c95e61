#include "Durations.h"

#include <algorithm>
#include <cmath>

namespace overdub {
namespace {
constexpr unsigned kSubBits = 4;                  // 16 buckets per doubling
constexpr uint64_t kExact = uint64_t{2} << kSubBits;  // below 32 ns: a bucket per nanosecond
}  // namespace

uint32_t Durations::bucketOf(uint64_t Ns) {
  if (Ns < kExact) return static_cast<uint32_t>(Ns);
  unsigned E = 63 - static_cast<unsigned>(__builtin_clzll(Ns));  // 2^E <= Ns < 2^(E+1)
  uint64_t Sub = (Ns >> (E - kSubBits)) & ((uint64_t{1} << kSubBits) - 1);
  return static_cast<uint32_t>(kExact + (E - kSubBits - 1) * (uint64_t{1} << kSubBits) + Sub);
}

double Durations::middleOf(uint32_t Bucket) {
  if (Bucket < kExact) return Bucket;
  uint64_t Above = Bucket - kExact;
  unsigned E = static_cast<unsigned>(Above >> kSubBits) + kSubBits + 1;
  uint64_t Sub = Above & ((uint64_t{1} << kSubBits) - 1);
  double Width = std::ldexp(1.0, static_cast<int>(E - kSubBits));
  return std::ldexp(1.0, static_cast<int>(E)) + (static_cast<double>(Sub) + 0.5) * Width;
}

void Durations::add(double Ns) {
  Ns = std::max(0.0, Ns);
  Min = Count ? std::min(Min, Ns) : Ns;
  Max = Count ? std::max(Max, Ns) : Ns;
  ++Count;
  uint32_t B = bucketOf(static_cast<uint64_t>(std::llround(std::min(Ns, 1e18))));
  if (Counts.empty()) {
    First = B;
    Counts.assign(1, 0);
  } else if (B < First) {
    Counts.insert(Counts.begin(), First - B, 0);
    First = B;
  } else if (B >= First + Counts.size()) {
    Counts.resize(B - First + 1, 0);
  }
  ++Counts[B - First];
}

void Durations::merge(const Durations &Other) {
  if (!Other.Count) return;
  if (!Count) {
    *this = Other;
    return;
  }
  Min = std::min(Min, Other.Min);
  Max = std::max(Max, Other.Max);
  Count += Other.Count;
  uint32_t NewFirst = std::min(First, Other.First);
  size_t End = std::max(First + Counts.size(), Other.First + Other.Counts.size());
  if (NewFirst < First) Counts.insert(Counts.begin(), First - NewFirst, 0);
  First = NewFirst;
  Counts.resize(End - First, 0);
  for (size_t I = 0; I < Other.Counts.size(); ++I) Counts[Other.First + I - First] += Other.Counts[I];
}

double Durations::percentile(double P) const {
  if (!Count) return 0;
  uint64_t Rank = static_cast<uint64_t>(std::ceil(P / 100 * static_cast<double>(Count)));
  Rank = std::clamp<uint64_t>(Rank, 1, Count);
  uint64_t Seen = 0;
  for (size_t I = 0; I < Counts.size(); ++I) {
    Seen += Counts[I];
    if (Seen >= Rank)
      return std::clamp(middleOf(static_cast<uint32_t>(First + I)), Min, Max);
  }
  return Max;
}

}  // namespace overdub
