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
  Failure(int c, const std::string &what) : std::runtime_error(what), code(c) {}
};
struct Noisy {
  const char *text;
  Noisy(const char *t) : text(t) {}
  ~Noisy() { std::puts("~Noisy"); }
};
struct Reported : std::runtime_error {
  Reported(const Noisy &n) : std::runtime_error(n.text) {}
};

void fail(const std::string &what) { throw std::runtime_error(std::string("bad ") + what); }
void fail_joined(const char *what) { throw Failure(7, what); }
void fail_noisy() { throw Reported(Noisy("noisy")); }
void fail_either(bool first) {
  throw first ? std::runtime_error(std::string("first")) : std::runtime_error("second");
}

int main() {
  try {
    fail("input");
  } catch (const std::exception &e) {
    std::printf("%s\n", e.what());
  }
  try {
    fail_joined("joined");
  } catch (const Failure &e) {
    std::printf("%d %s\n", e.code, e.what());
  }
  try {
    fail_noisy();
  } catch (const std::exception &e) {
    std::printf("%s\n", e.what());
  }
  try {
    fail_either(true);
  } catch (const std::exception &e) {
    std::printf("%s\n", e.what());
  }
  std::printf("%s\n", std::string("done").c_str());
  return 0;
}
