#include "multi/stats.h"

#include <algorithm>

namespace multi {

double mean(const std::vector<double> &values) {
  double total = 0;
  for (double v : values) total += v;
  return values.empty() ? 0 : total / static_cast<double>(values.size());
}

Summary summarize(const std::vector<double> &values) {
  Summary s;
  s.count = static_cast<int>(values.size());
  if (values.empty()) return s;
  s.min = *std::min_element(values.begin(), values.end());
  s.max = *std::max_element(values.begin(), values.end());
  s.mean = mean(values);
  return s;
}

}  // namespace multi
