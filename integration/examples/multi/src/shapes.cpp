#include "multi/shapes.h"

#include "multi/names.h"

namespace multi {

static double scaled(double v) { return v * MULTI_SCALE; }

double area(const Shape &s) {
  if (s.kind == "triangle") return scaled(s.a) * scaled(s.b) / 2;
  else if (s.kind == "rect") return scaled(s.a) * scaled(s.b);
  return scaled(s.a) * scaled(s.a);
}

std::vector<Shape> sample_shapes(int n) {
  std::vector<Shape> shapes;
  for (int i = 0; i < n; ++i) shapes.push_back(Shape{multi_kind_name(i), 1.0 + i, 0.5 + i});
  return shapes;
}

std::string describe(const Shape &s) {
  char text[64];
  std::snprintf(text, sizeof text, "%s(%.1f, %.1f) [%s]", s.kind.c_str(), s.a, s.b, MULTI_UNIT);
  return text;
}

}  // namespace multi
