#line 1 "lambda_form_thrown_temporaries.cpp"
#include <overdub/overdub.h>
static unsigned overdub_lambda_form_thrown_tempo_53e67833_state[25];
static ::overdub::TargetCache overdub_lambda_form_thrown_tempo_53e67833_targets[4];
static constexpr ::overdub::Site overdub_lambda_form_thrown_tempo_53e67833_sites[] = {
  {"lambda_form_thrown_temporaries.cpp", "Failure::Failure", "std::runtime_error", 28, 45, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 0},
  {"lambda_form_thrown_temporaries.cpp", "Noisy::~Noisy", "std::puts", 33, 14, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 1},
  {"lambda_form_thrown_temporaries.cpp", "Reported::Reported", "std::runtime_error", 36, 30, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 2},
  {"lambda_form_thrown_temporaries.cpp", "fail", "std::runtime_error", 39, 44, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 3},
  {"lambda_form_thrown_temporaries.cpp", "fail", "std::operator+", 39, 63, -1, overdub_lambda_form_thrown_tempo_53e67833_state + 4},
  {"lambda_form_thrown_temporaries.cpp", "fail", "std::basic_string<char>", 39, 63, -1, overdub_lambda_form_thrown_tempo_53e67833_state + 5},
  {"lambda_form_thrown_temporaries.cpp", "fail_joined", "Failure", 40, 44, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 6},
  {"lambda_form_thrown_temporaries.cpp", "fail_noisy", "Noisy", 41, 36, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 7},
  {"lambda_form_thrown_temporaries.cpp", "fail_either", "std::basic_string<char>", 43, 36, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 8},
  {"lambda_form_thrown_temporaries.cpp", "fail_either", "std::runtime_error", 43, 60, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 9},
  {"lambda_form_thrown_temporaries.cpp", "main", "fail", 48, 5, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 10},
  {"lambda_form_thrown_temporaries.cpp", "main", "std::printf", 50, 5, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 11},
  {"lambda_form_thrown_temporaries.cpp", "main", "std::exception::what", 50, 25, -1, overdub_lambda_form_thrown_tempo_53e67833_state + 12},
  {"lambda_form_thrown_temporaries.cpp", "main", "fail_joined", 53, 5, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 13},
  {"lambda_form_thrown_temporaries.cpp", "main", "std::printf", 55, 5, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 14},
  {"lambda_form_thrown_temporaries.cpp", "main", "std::runtime_error::what", 55, 36, -1, overdub_lambda_form_thrown_tempo_53e67833_state + 15},
  {"lambda_form_thrown_temporaries.cpp", "main", "fail_noisy", 58, 5, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 16},
  {"lambda_form_thrown_temporaries.cpp", "main", "std::printf", 60, 5, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 17},
  {"lambda_form_thrown_temporaries.cpp", "main", "std::exception::what", 60, 25, -1, overdub_lambda_form_thrown_tempo_53e67833_state + 18},
  {"lambda_form_thrown_temporaries.cpp", "main", "fail_either", 63, 5, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 19},
  {"lambda_form_thrown_temporaries.cpp", "main", "std::printf", 65, 5, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 20},
  {"lambda_form_thrown_temporaries.cpp", "main", "std::exception::what", 65, 25, -1, overdub_lambda_form_thrown_tempo_53e67833_state + 21},
  {"lambda_form_thrown_temporaries.cpp", "main", "std::printf", 67, 3, 0, overdub_lambda_form_thrown_tempo_53e67833_state + 22},
  {"lambda_form_thrown_temporaries.cpp", "main", "std::basic_string<char>::c_str", 67, 23, -1, overdub_lambda_form_thrown_tempo_53e67833_state + 23},
  {"lambda_form_thrown_temporaries.cpp", "main", "std::basic_string<char>", 67, 23, -1, overdub_lambda_form_thrown_tempo_53e67833_state + 24},
};
static const ::overdub::Registration overdub_lambda_form_thrown_tempo_53e67833_registration{overdub_lambda_form_thrown_tempo_53e67833_sites, overdub_lambda_form_thrown_tempo_53e67833_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "lambda_form_thrown_temporaries.cpp"
// A class prvalue thrown whole, `throw E(args)`, takes the lambda form although its arguments
// make temporaries (`std::string("bad ") + what`) whose destruction nothing can see: they die when
// the lambda returns, before the throw, as g++ orders them in the original (clang destroys them
// as the unwinding starts), and no code sees the exception object before a handler. A temporary
// whose destructor does something (Noisy) keeps the call as written, as does a thrown value that
// is not the whole operand.
// FLAGS: -std=c++17
// CALLS: 3 std::runtime_error
// CALLS: 1 std::operator+
// CALLS: 3 std::basic_string<char>
// CALLS: 1 Failure
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 3 std::exception::what
// CALLS: 1 std::runtime_error::what
// CALLS: 5 std::printf
// CALLS: 1 fail
// CALLS: 1 fail_noisy
// CALLS: 1 fail_either
// CALLS: 1 fail_joined
// CALLS: 1 Noisy
// CALLS: 1 std::puts
#include <cstdio>
#include <stdexcept>
#include <string>

struct Failure : std::runtime_error {
  int code;
  Failure(int c, const std::string &what) : std::runtime_error( (static_cast<void>(::overdub::FullExprSpan{overdub_lambda_form_thrown_tempo_53e67833_sites+0}), what)), code(c) {}
};
struct Noisy {
  const char *text;
  Noisy(const char *t) : text(t) {}
  ~Noisy() {  ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+1}.val(std::puts("~Noisy")); }
};
struct Reported : std::runtime_error {
  Reported(const Noisy &n) : std::runtime_error( (static_cast<void>(::overdub::FullExprSpan{overdub_lambda_form_thrown_tempo_53e67833_sites+2}), n.text)) {}
};

void fail(const std::string &what) { throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_3_{overdub_lambda_form_thrown_tempo_53e67833_sites+3}; return std::runtime_error( ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+4}.ref( ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+5}.ref(std::string("bad ")) + what)); }(); }
void fail_joined(const char *what) { throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_6_{overdub_lambda_form_thrown_tempo_53e67833_sites+6}; return Failure(7, what); }(); }
void fail_noisy() { throw Reported( ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+7}.ref(Noisy("noisy"))); }
void fail_either(bool first) {
  throw first ? std::runtime_error( ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+8}.ref(std::string("first"))) :  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_9_{overdub_lambda_form_thrown_tempo_53e67833_sites+9}; return std::runtime_error("second"); }();
}

int main() {
  try {
     ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+10}.v((fail("input"), ::overdub::unit{}));
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+11}.val(std::printf("%s\n",  ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+12}.val( (::overdub::virtual_object<0, 2>(overdub_lambda_form_thrown_tempo_53e67833_sites+12, overdub_lambda_form_thrown_tempo_53e67833_targets+0, e)).what())));
  }
  try {
     ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+13}.v((fail_joined("joined"), ::overdub::unit{}));
  } catch (const Failure &e) {
     ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+14}.val(std::printf("%d %s\n", e.code,  ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+15}.val( (::overdub::virtual_object<0, 2>(overdub_lambda_form_thrown_tempo_53e67833_sites+15, overdub_lambda_form_thrown_tempo_53e67833_targets+1, e)).what())));
  }
  try {
     ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+16}.v((fail_noisy(), ::overdub::unit{}));
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+17}.val(std::printf("%s\n",  ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+18}.val( (::overdub::virtual_object<0, 2>(overdub_lambda_form_thrown_tempo_53e67833_sites+18, overdub_lambda_form_thrown_tempo_53e67833_targets+2, e)).what())));
  }
  try {
     ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+19}.v((fail_either(true), ::overdub::unit{}));
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+20}.val(std::printf("%s\n",  ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+21}.val( (::overdub::virtual_object<0, 2>(overdub_lambda_form_thrown_tempo_53e67833_sites+21, overdub_lambda_form_thrown_tempo_53e67833_targets+3, e)).what())));
  }
   ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+22}.val(std::printf("%s\n",  ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+23}.val( ::overdub::Span{overdub_lambda_form_thrown_tempo_53e67833_sites+24}.ref(std::string("done")).c_str())));
  return 0;
}
