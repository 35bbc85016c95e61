// new T(args), new T{args}, new T, placement new and array new of a class with a constructor of
// its own are calls of the class: the value form wraps the whole new-expression (its result is a
// pointer), so the span covers the allocation and the construction. A constructor that throws
// ends the call with an unwinding stop, and the new-expression frees the memory as it did.
// new of a class with a trivial constructor, or of a scalar, is no call.
// CALLS: 4 Node
// CALLS: 1 Fragile
// CALLS: 1 std::exception::what
// CALLS: 4 std::printf
// CALLS: 1 std::runtime_error
// UNWOUND: 1
#include <cstdio>
#include <new>
#include <stdexcept>

struct Node {
  int v;
  Node() : v(1) {}
  explicit Node(int x) : v(x) {}
};
struct Fragile {
  explicit Fragile(int x) {
    if (x > 0) throw std::runtime_error("fragile");
  }
};
struct Trivial {
  int a;
};

int main() {
  Node *a = new Node(2);
  Node *b = new Node{3};
  Node *many = new Node[2];
  alignas(Node) unsigned char buffer[sizeof(Node)];
  Node *placed = new (buffer) Node(4);
  Trivial *t = new Trivial;
  int *i = new int(5);
  try {
    Fragile *f = new Fragile(1);
    delete f;
  } catch (const std::exception &e) {
    std::printf("caught %s\n", e.what());
  }
  std::printf("%d %d %d %d\n", a->v, b->v, many[1].v, placed->v);
  std::printf("%d %d\n", t->a = 0, *i);
  delete a;
  delete b;
  delete[] many;
  delete t;
  delete i;
  std::printf("done\n");
  return 0;
}
