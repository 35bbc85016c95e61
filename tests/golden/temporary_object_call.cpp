// mk().h(): a member call on a class prvalue; the temporary is destroyed at the same point.
// CALLS: 1 T::h
// CALLS: 1 mk
// CALLS: 2 std::printf
#include <cstdio>

struct T {
  int v;
  ~T() { std::printf("~T %d\n", v); }
  int h() const { return v * 3; }
};

T mk() { return T{14}; }

int main() {
  int r = mk().h();
  std::printf("r=%d\n", r);
  return 0;
}
