// Static member functions called through the class and through an object.
// CALLS: 2 Factory::make
// CALLS: 1 std::printf
#include <cstdio>

struct Factory {
  static int make(int x) { return x * 10; }
};

int main() {
  Factory f;
  std::printf("%d %d\n", Factory::make(1), f.make(2));
  return 0;
}
