// The fault injector example's program: three rounds of parsing, each with its own error handler.
// Injecting a fault into one call of parse() makes one round's handler run.
#include <cstdio>
#include <stdexcept>
#include <string>

int parse(const std::string &text) { return std::stoi(text); }

int total(const char *const *items, int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i) sum += parse(items[i]);
  return sum;
}

int main() {
  const char *const items[] = {"1", "2", "3", "4", "5"};
  for (int round = 0; round < 3; ++round) {
    try {
      std::printf("round %d: total %d\n", round, total(items, 5));
    } catch (const std::exception &e) {
      std::printf("round %d: handler ran: %s\n", round, e.what());
    }
  }
  return 0;
}
