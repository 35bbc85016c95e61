#line 1 "constructor_new_expressions.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_new_expressi_8188a85d_state[11];
static ::overdub::TargetCache overdub_constructor_new_expressi_8188a85d_targets[1];
static constexpr ::overdub::Site overdub_constructor_new_expressi_8188a85d_sites[] = {
  {"constructor_new_expressions.cpp", "Fragile::Fragile", "std::runtime_error", 23, 22, 0, overdub_constructor_new_expressi_8188a85d_state + 0},
  {"constructor_new_expressions.cpp", "main", "Node", 31, 13, 0, overdub_constructor_new_expressi_8188a85d_state + 1},
  {"constructor_new_expressions.cpp", "main", "Node", 32, 13, 0, overdub_constructor_new_expressi_8188a85d_state + 2},
  {"constructor_new_expressions.cpp", "main", "Node", 33, 16, 0, overdub_constructor_new_expressi_8188a85d_state + 3},
  {"constructor_new_expressions.cpp", "main", "Node", 35, 18, 0, overdub_constructor_new_expressi_8188a85d_state + 4},
  {"constructor_new_expressions.cpp", "main", "Fragile", 39, 18, 0, overdub_constructor_new_expressi_8188a85d_state + 5},
  {"constructor_new_expressions.cpp", "main", "std::printf", 42, 5, 0, overdub_constructor_new_expressi_8188a85d_state + 6},
  {"constructor_new_expressions.cpp", "main", "std::exception::what", 42, 32, -1, overdub_constructor_new_expressi_8188a85d_state + 7},
  {"constructor_new_expressions.cpp", "main", "std::printf", 44, 3, 0, overdub_constructor_new_expressi_8188a85d_state + 8},
  {"constructor_new_expressions.cpp", "main", "std::printf", 45, 3, 0, overdub_constructor_new_expressi_8188a85d_state + 9},
  {"constructor_new_expressions.cpp", "main", "std::printf", 51, 3, 0, overdub_constructor_new_expressi_8188a85d_state + 10},
};
static const ::overdub::Registration overdub_constructor_new_expressi_8188a85d_registration{overdub_constructor_new_expressi_8188a85d_sites, overdub_constructor_new_expressi_8188a85d_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_new_expressions.cpp"
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
    if (x > 0) throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_constructor_new_expressi_8188a85d_sites+0}; return std::runtime_error("fragile"); }();
  }
};
struct Trivial {
  int a;
};

int main() {
  Node *a =  ::overdub::Span{overdub_constructor_new_expressi_8188a85d_sites+1}.val(new Node(2));
  Node *b =  ::overdub::Span{overdub_constructor_new_expressi_8188a85d_sites+2}.val(new Node{3});
  Node *many =  ::overdub::Span{overdub_constructor_new_expressi_8188a85d_sites+3}.val(new Node[2]);
  alignas(Node) unsigned char buffer[sizeof(Node)];
  Node *placed =  ::overdub::Span{overdub_constructor_new_expressi_8188a85d_sites+4}.val(new (buffer) Node(4));
  Trivial *t = new Trivial;
  int *i = new int(5);
  try {
    Fragile *f =  ::overdub::Span{overdub_constructor_new_expressi_8188a85d_sites+5}.val(new Fragile(1));
    delete f;
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_constructor_new_expressi_8188a85d_sites+6}.val(std::printf("caught %s\n",  ::overdub::Span{overdub_constructor_new_expressi_8188a85d_sites+7}.val( (::overdub::virtual_object<0, 2>(overdub_constructor_new_expressi_8188a85d_sites+7, overdub_constructor_new_expressi_8188a85d_targets+0, e)).what())));
  }
   ::overdub::Span{overdub_constructor_new_expressi_8188a85d_sites+8}.val(std::printf("%d %d %d %d\n", a->v, b->v, many[1].v, placed->v));
   ::overdub::Span{overdub_constructor_new_expressi_8188a85d_sites+9}.val(std::printf("%d %d\n", t->a = 0, *i));
  delete a;
  delete b;
  delete[] many;
  delete t;
  delete i;
   ::overdub::Span{overdub_constructor_new_expressi_8188a85d_sites+10}.val(std::printf("done\n"));
  return 0;
}
