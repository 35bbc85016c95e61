// The lambda form where a `[` or `delete` comes before the call: `v[[&]...]` would begin an
// attribute and `delete [&]...` would read as `delete[]`, so the wrapper is put in parentheses.
// Dependent calls of main-file templates (judged by their instantiations) and a class result
// that needs copy elision both take it; comments between change nothing.
// FLAGS: -std=c++17
// CALLS: 2 index
// CALLS: 2 pick
// CALLS: 1 Table::operator[]
// CALLS: 1 make
// CALLS: 1 std::printf
// CALLS: 1 sum
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
template <class T> T index(T t) { return t % 4; }
template <class T> T *pick(T *p) { return p; }
template <class T> int sum(T t) {
  int values[4] = {1, 2, 3, 4};
  T *one = new T(values[index(t)]);
  T *many = new T[2]{values[/* next */ index(t + 1)], 0};
  T got = *one + many[0];
  delete  // the one
      pick(one);
  delete[] pick(many);
  return got;
}
int main() {
  Table table;
  std::printf("%d %d\n", sum(5), table[make(2)]);
  return 0;
}
