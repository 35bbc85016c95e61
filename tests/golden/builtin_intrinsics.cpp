// Compiler intrinsics are skipped; library functions (strlen, snprintf) are instrumented.
// CALLS: 1 strlen
// CALLS: 1 snprintf
// CALLS: 1 puts
#include <cstdio>
#include <cstring>

int main(int argc, char **argv) {
  char buf[32];
  int bits = __builtin_popcount(static_cast<unsigned>(argc) + 6u);
  if (__builtin_expect(argc > 0, 1))
    snprintf(buf, sizeof buf, "%d %zu", bits, strlen(argv[0]) > 0 ? 1ul : 0ul);
  puts(buf);
  return 0;
}
