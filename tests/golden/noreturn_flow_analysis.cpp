// [[noreturn]] calls where flow analysis matters: no -Wreturn-type, -Wmaybe-uninitialized,
// -Wunreachable-code or -Wmissing-noreturn warning may appear or go away (compared warning for
// warning with the original at -O2). The guard's destructor does not change them; in a
// conditional operand (c ? fail() : v, c || fail()) the form goes without it.
// FLAGS: -std=c++17 -O2 -Wunreachable-code -Wmissing-noreturn
// CALLS: 5 (f)
// CALLS: 1 <lambda:51:21>
// CALLS: 1 <lambda:52:23>
// CALLS: 1 both_arms
// CALLS: 1 conditional_comma
// CALLS: 1 conditional_return
// CALLS: 1 could_be_noreturn
// CALLS: 5 expect_throw
// CALLS: 4 fail
// CALLS: 1 fail_int
// CALLS: 4 flag
// CALLS: 1 guarded_and_unguarded
// CALLS: 1 if_or_else
// CALLS: 1 in_constexpr
// CALLS: 1 in_noexcept
// CALLS: 1 in_template
// CALLS: 1 loop
// CALLS: 1 maybe_uninit
// CALLS: 1 member
// CALLS: 1 nested_arms
// CALLS: 1 or_else
// CALLS: 2 plain
// CALLS: 1 reference
// CALLS: 5 std::exception::what
// CALLS: 13 std::printf
// CALLS: 1 switch_default
// CALLS: 1 switch_uninit
// CALLS: 1 through_pointer
// CALLS: 1 unreachable_after
// CALLS: 1 with_goto
// CALLS: 2 work
// CALLS: 2 A
// CALLS: 5 std::runtime_error
// ALLOW: closed
// UNWOUND: 14
#include <cstdio>
#include <stdexcept>

[[noreturn]] void fail(const char *why) { throw std::runtime_error(why); }
[[noreturn]] int fail_int(const char *why) { throw std::runtime_error(why); }
[[noreturn]] bool fail_bool(const char *why) { throw std::runtime_error(why); }
int work(int x) { return x + 1; }
bool flag(int x) { return x > 2; }

int plain(int x) { if (x) return 1; fail("plain"); }
auto typed_lambda = [](int y) -> int { if (y) return 1; fail("lambda"); };
auto deduced_lambda = [](int y) { if (y) return 1; fail("lambda"); };
struct A {
  int v;
  explicit A(int x) : v(x ? x : fail_int("ctor")) {}
  A(int x, int y) { if (!x) fail("ctor2"); v = x + y; }
};
int switch_default(int k) { switch (k) { case 0: return 1; case 1: return 2; default: fail("k"); } }
int conditional_return(bool c, int value) { return c ? fail_int("c") : value; }
int conditional_comma(bool c, int value) { return c ? value : (fail("c"), 0); }
int in_noexcept(int x) noexcept { if (x) return x; fail("noexcept"); }
int maybe_uninit(int x) { int y; if (x > 0) y = work(x); else fail("x"); return y + 1; }
int switch_uninit(int x) { int y; switch (x) { case 1: y = 3; break; case 2: y = work(2); break; default: fail("d"); } return y; }
int loop(int x) { while (true) { if (flag(x)) return x; if (x > 10) fail("big"); ++x; } }
int both_arms(int x) { return x ? fail_int("a") : fail_int("b"); }
bool or_else(int x) { return x || fail_bool("x"); }
void if_or_else(int x) { if (x || fail_bool("x")) std::printf("if_or_else\n"); }
int nested_arms(int x) { return x > 0 ? work(x) : x < 0 ? fail_int("neg") : fail_int("zero"); }
int &reference(int *p) { if (p) return *p; fail("null"); }
struct E { [[noreturn]] void raise(const char *why) const { throw std::runtime_error(why); } };
int member(const E &e, int x) { if (x) return x; e.raise("member"); }
typedef void (*die_fn)(const char *) __attribute__((noreturn));
int through_pointer(die_fn die, int x) { if (x) return x; die("pointer"); }
int with_goto(int x) { again: if (x > 3) return x; if (x < 0) fail("neg"); ++x; goto again; }
template <class T> T in_template(T x) { if (x) return x; fail("template"); }
constexpr int in_constexpr(int x) { if (x > 0) return x; fail("constexpr"); }
static_assert(in_constexpr(2) == 2, "");
void could_be_noreturn() { fail("always"); }
int unreachable_after(int x) { fail("first"); return work(x); }
int guarded_and_unguarded(int x) { if (x > 5) return x ? fail_int("arm") : 0; fail("statement"); }

template <class F> void expect_throw(const char *what, F f) {
  try {
    f();
    std::printf("%s: returned\n", what);
  } catch (const std::exception &e) {
    std::printf("%s: %s\n", what, e.what());
  }
}

int main() {
  std::printf("%d %d %d\n", plain(1), typed_lambda(1), deduced_lambda(1));
  std::printf("%d %d\n", A(3).v, A(1, 2).v);
  std::printf("%d %d %d\n", switch_default(0), conditional_return(false, 4), conditional_comma(true, 5));
  std::printf("%d %d %d\n", in_noexcept(6), maybe_uninit(1), switch_uninit(1));
  std::printf("%d %d %d\n", loop(0), or_else(1), nested_arms(2));
  if_or_else(1);
  int value = 7;
  E e;
  std::printf("%d %d %d\n", reference(&value), member(e, 8), through_pointer(nullptr, 9));
  std::printf("%d %d %d\n", with_goto(1), in_template(10), in_constexpr(11));
  expect_throw("plain", [] { plain(0); });
  expect_throw("both_arms", [] { both_arms(0); });
  expect_throw("could_be_noreturn", [] { could_be_noreturn(); });
  expect_throw("unreachable_after", [] { unreachable_after(1); });
  expect_throw("guarded", [] { guarded_and_unguarded(0); });
  return 0;
}
