// No #include <cstdio>: std::printf comes from the precompiled header (include/multi/pch.h).
#include "multi/shapes.h"

int main() {
  const std::vector<multi::Shape> shapes = multi::sample_shapes(6);
  for (const multi::Shape &s : shapes)
    std::printf("%s: %.2f\n", multi::describe(s).c_str(), multi::area(s));
  return 0;
}
