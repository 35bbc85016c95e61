// The distribution of a group's call durations, for percentiles (p50, p90, p99) in bounded
// memory: a histogram exact to the nanosecond below 32 ns and of 16 buckets per doubling above,
// each read as its middle, so that a percentile is within 1/32 (3.2%) of the exact one; a group
// whose calls all took the same time reads exactly (the result is kept within the shortest and
// the longest call).
#ifndef OVERDUB_REPORT_DURATIONS_H
#define OVERDUB_REPORT_DURATIONS_H

#include <cstdint>
#include <vector>

namespace overdub {

class Durations {
public:
  void add(double Ns);
  // Adds another group's durations (the same site in several processes).
  void merge(const Durations &Other);
  uint64_t count() const { return Count; }
  // The nearest-rank percentile P (0 < P <= 100): the smallest duration that at least P% of
  // the calls took at most. 0 when there are none.
  double percentile(double P) const;

private:
  static uint32_t bucketOf(uint64_t Ns);
  static double middleOf(uint32_t Bucket);

  std::vector<uint64_t> Counts;  // buckets First, First + 1, ...
  uint32_t First = 0;
  uint64_t Count = 0;
  double Min = 0, Max = 0;
};

}  // namespace overdub

#endif  // OVERDUB_REPORT_DURATIONS_H
