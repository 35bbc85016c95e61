// A header included with quotes from the source's folder is found from the shadow copy.
// CALLS: 1 helper
// CALLS: 1 std::printf
#include <cstdio>
#include "golden_helper.h"

int main() {
  std::printf("%d\n", helper(1));
  return 0;
}
