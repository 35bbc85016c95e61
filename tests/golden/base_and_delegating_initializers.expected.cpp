#line 1 "base_and_delegating_initializers.cpp"
#include <overdub/overdub.h>
static unsigned overdub_base_and_delegating_init_350d6d0e_state[11];
static constexpr ::overdub::Site overdub_base_and_delegating_init_350d6d0e_sites[] = {
  {"base_and_delegating_initializers.cpp", "label", "std::basic_string<char>", 15, 35, 0, overdub_base_and_delegating_init_350d6d0e_state + 0},
  {"base_and_delegating_initializers.cpp", "Node::Node", "Base", 24, 24, 0, overdub_base_and_delegating_init_350d6d0e_state + 1},
  {"base_and_delegating_initializers.cpp", "Node::Node", "tick", 24, 29, -1, overdub_base_and_delegating_init_350d6d0e_state + 2},
  {"base_and_delegating_initializers.cpp", "Node::Node", "label", 24, 44, 0, overdub_base_and_delegating_init_350d6d0e_state + 3},
  {"base_and_delegating_initializers.cpp", "Node::Node", "tick", 24, 50, -1, overdub_base_and_delegating_init_350d6d0e_state + 4},
  {"base_and_delegating_initializers.cpp", "Node::Node", "tick", 24, 67, 0, overdub_base_and_delegating_init_350d6d0e_state + 5},
  {"base_and_delegating_initializers.cpp", "Node::Node", "Node", 25, 26, 0, overdub_base_and_delegating_init_350d6d0e_state + 6},
  {"base_and_delegating_initializers.cpp", "Node::Node", "tick", 25, 31, -1, overdub_base_and_delegating_init_350d6d0e_state + 7},
  {"base_and_delegating_initializers.cpp", "main", "Node", 29, 8, 0, overdub_base_and_delegating_init_350d6d0e_state + 8},
  {"base_and_delegating_initializers.cpp", "main", "std::printf", 30, 3, 0, overdub_base_and_delegating_init_350d6d0e_state + 9},
  {"base_and_delegating_initializers.cpp", "main", "std::basic_string<char>::c_str", 30, 37, -1, overdub_base_and_delegating_init_350d6d0e_state + 10},
};
static const ::overdub::Registration overdub_base_and_delegating_init_350d6d0e_registration{overdub_base_and_delegating_init_350d6d0e_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "base_and_delegating_initializers.cpp"
// Calls in base-class initializers, delegating constructor initializers and member
// initializers with class results: the constructor's initialization order stays the same.
// CALLS: 1 label
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::printf
// CALLS: 4 tick
// CALLS: 1 Base
// CALLS: 2 Node
// CALLS: 1 std::basic_string<char>
#include <cstdio>
#include <string>

int order = 0;
int tick(int x) { order = order * 10 + x; return x; }
std::string label(int x) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_base_and_delegating_init_350d6d0e_sites+0}; return std::string(static_cast<std::size_t>(x), '*'); }(); }

struct Base {
  int b;
  explicit Base(int v) : b(v) {}
};
struct Node : Base {
  std::string name;
  int extra;
  Node(int v, int e) : Base( (static_cast<void>(::overdub::FullExprSpan{overdub_base_and_delegating_init_350d6d0e_sites+1}),  ::overdub::Span{overdub_base_and_delegating_init_350d6d0e_sites+2}.val(tick(v)))), name( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_3_{overdub_base_and_delegating_init_350d6d0e_sites+3}; return label( ::overdub::Span{overdub_base_and_delegating_init_350d6d0e_sites+4}.val(tick(e))); }()), extra( ::overdub::Span{overdub_base_and_delegating_init_350d6d0e_sites+5}.val(tick(v + e))) {}
  explicit Node(int v) : Node( (static_cast<void>(::overdub::FullExprSpan{overdub_base_and_delegating_init_350d6d0e_sites+6}),  ::overdub::Span{overdub_base_and_delegating_init_350d6d0e_sites+7}.val(tick(v))), 1) {}
};

int main() {
  Node n( (static_cast<void>(::overdub::FullExprSpan{overdub_base_and_delegating_init_350d6d0e_sites+8}), 2));
   ::overdub::Span{overdub_base_and_delegating_init_350d6d0e_sites+9}.val(std::printf("%d %s %d %d\n", n.b,  ::overdub::Span{overdub_base_and_delegating_init_350d6d0e_sites+10}.val(n.name.c_str()), n.extra, order));
  return 0;
}
