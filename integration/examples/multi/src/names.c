#include "multi/names.h"

const char *multi_kind_name(int index) {
  static const char *const names[] = {"square", "rect", "triangle"};
  return names[index % 3];
}
