#include "report.h"

void print_summary(const multi::Summary &s) {
  std::printf("count %d, min %.2f, max %.2f, mean %.3f, range %.2f\n", s.count, s.min, s.max,
              s.mean, multi::range_of(s));
}
