// User-defined operators: <<, =, (), [], unary -, compound assignment, and a stream chain.
// CALLS: 1 Acc::operator()
// CALLS: 1 Acc::operator+=
// CALLS: 1 Acc::operator=
// CALLS: 1 Acc::operator[]
// CALLS: 1 operator<<
// CALLS: 3 std::basic_ostream<char>::operator<<
// CALLS: 5 std::operator<<
#include <iostream>
#include <string>

struct Acc {
  int total = 0;
  Acc &operator+=(int v) { total += v; return *this; }
  int operator()(int x) const { return total * x; }
  int operator[](int i) const { return total + i; }
  Acc &operator=(int v) { total = v; return *this; }
};
std::ostream &operator<<(std::ostream &os, const Acc &a) { return os << "Acc(" << a.total << ")"; }

int main() {
  Acc a;
  a = 5;
  a += 3;
  std::cout << a << " " << a(2) << " " << a[1] << "\n";
  return 0;
}
