// The lambda form where a `[` or `delete` comes before the call: `v[[&]...]` would begin an
// attribute and `delete [&]...` would read as `delete[]`, so the wrapper is put in parentheses.
// Dependent calls whose instantiations take different forms (a reference for one type, a value
// for another) and a class result that needs copy elision both take it; comments between change
// nothing.
// FLAGS: -std=c++17
// CALLS: 4 slot
// CALLS: 2 own
// CALLS: 1 Table::operator[]
// CALLS: 1 make
// CALLS: 1 std::printf
// CALLS: 2 at
// CALLS: 2 drop
// CALLS: 1 Key
#include <cstdio>
struct Key {
  int k;
  Key(int k) : k(k) {}
  Key(const Key &) = delete;
};
Key make(int k) { return Key(k); }
struct Table {
  int values[4] = {10, 20, 30, 40};
  int operator[](Key key) const { return values[key.k]; }
};
struct Ref {
  int i;
};
const int &slot(const Ref &r) { return r.i; }
int slot(int i) { return i % 4; }
template <class T> T *own(T *p) { return p; }
int *&own(int *&p) { return p; }
template <class T> int at(const int *values, T t) {
  return values[slot(t)] + values[/* next */ slot(t) % 3];
}
template <class T> void drop(T *p) {
  delete  // the one
      own(p);
}
int main() {
  Table table;
  const int values[4] = {1, 2, 3, 4};
  drop(new int(1));
  drop(new double(2));
  std::printf("%d %d %d\n", at(values, 5), at(values, Ref{2}), table[make(2)]);
  return 0;
}
