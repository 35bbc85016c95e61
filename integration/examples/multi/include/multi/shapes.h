#pragma once
#include <string>
#include <vector>

#ifndef MULTI_SCALE
#error "MULTI_SCALE comes from the target's compile definitions"
#endif

namespace multi {

struct Shape {
  std::string kind;
  double a = 0, b = 0;
};

double area(const Shape &s);
std::vector<Shape> sample_shapes(int n);
std::string describe(const Shape &s);

}  // namespace multi
