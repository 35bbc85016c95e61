#pragma once
#include <vector>

namespace multi {

struct Summary {
  double min = 0, max = 0, mean = 0;
  int count = 0;
};

double mean(const std::vector<double> &values);
Summary summarize(const std::vector<double> &values);

}  // namespace multi
