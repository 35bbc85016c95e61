#pragma once
#include <algorithm>
#include <vector>

namespace multi {

struct Summary {
  double min = 0, max = 0, mean = 0;
  int count = 0;
};

double mean(const std::vector<double> &values);
Summary summarize(const std::vector<double> &values);

// Inline: its calls are written in the header (instrumented with a HEADER_FILTER).
inline double range_of(const Summary &s) { return std::max(s.max, s.min) - std::min(s.max, s.min); }

}  // namespace multi
