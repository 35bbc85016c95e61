#include "multi/shapes.h"
#include "multi/stats.h"
#include "report.h"

int main() {
  std::vector<double> areas;
  for (const multi::Shape &s : multi::sample_shapes(4)) areas.push_back(multi::area(s));
  print_summary(multi::summarize(areas));
  std::printf("overall mean %.3f\n", multi::mean(areas));
  return 0;
}
