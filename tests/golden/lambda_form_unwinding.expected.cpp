#line 1 "lambda_form_unwinding.cpp"
#include <overdub/overdub.h>
static unsigned overdub_lambda_form_unwinding_b20d0e42_state[6];
static constexpr ::overdub::Site overdub_lambda_form_unwinding_b20d0e42_sites[] = {
  {"lambda_form_unwinding.cpp", "make", "std::runtime_error", 19, 20, 0, overdub_lambda_form_unwinding_b20d0e42_state + 0},
  {"lambda_form_unwinding.cpp", "make", "Pinned", 20, 10, 0, overdub_lambda_form_unwinding_b20d0e42_state + 1},
  {"lambda_form_unwinding.cpp", "main", "make", 26, 16, 0, overdub_lambda_form_unwinding_b20d0e42_state + 2},
  {"lambda_form_unwinding.cpp", "main", "use", 27, 15, 0, overdub_lambda_form_unwinding_b20d0e42_state + 3},
  {"lambda_form_unwinding.cpp", "main", "make", 29, 18, 0, overdub_lambda_form_unwinding_b20d0e42_state + 4},
  {"lambda_form_unwinding.cpp", "main", "std::printf", 34, 3, 0, overdub_lambda_form_unwinding_b20d0e42_state + 5},
};
static const ::overdub::Registration overdub_lambda_form_unwinding_b20d0e42_registration{overdub_lambda_form_unwinding_b20d0e42_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "lambda_form_unwinding.cpp"
// CALLS: 2 make
// CALLS: 1 use
// CALLS: 1 Pinned
// CALLS: 1 std::printf
// CALLS: 1 std::runtime_error
// UNWOUND: 1
// The lambda form's guard records an unwinding stop when the call ends by an exception (it
// counts uncaught exceptions, as the full-expression form does), a normal stop otherwise.
#include <cstdio>
#include <stdexcept>

struct Pinned {
  explicit Pinned(int v) : v(v) {}
  Pinned(const Pinned &) = delete;
  int v;
};

Pinned make(int v) {
  if (v < 0) throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_lambda_form_unwinding_b20d0e42_sites+0}; return std::runtime_error("negative"); }();
  return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_lambda_form_unwinding_b20d0e42_sites+1}; return Pinned(v); }();
}

int use(const Pinned &p) { return p.v; }

int main() {
  Pinned one =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_lambda_form_unwinding_b20d0e42_sites+2}; return make(1); }();
  int total =  ::overdub::Span{overdub_lambda_form_unwinding_b20d0e42_sites+3}.val(use(one));
  try {
    Pinned bad =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_4_{overdub_lambda_form_unwinding_b20d0e42_sites+4}; return make(-1); }();
    total += bad.v;
  } catch (const std::exception &) {
    total += 10;
  }
   ::overdub::Span{overdub_lambda_form_unwinding_b20d0e42_sites+5}.val(std::printf("%d\n", total));
  return 0;
}
