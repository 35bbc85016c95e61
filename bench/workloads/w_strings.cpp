// Captured strings (bench/strings.py): loops of calls whose argument is a string of each kind
// the runtime reads, and one whose argument is an int, each timed in the process. Prints
// `LOOP ns_per_call calls` per loop.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <string_view>

__attribute__((noinline)) int literal(const char *s) { return s[0]; }
__attribute__((noinline)) std::size_t owned(const std::string &s) { return s.size(); }
__attribute__((noinline)) std::size_t view(std::string_view s) { return s.size(); }
__attribute__((noinline)) int heap(const char *s) { return s[1]; }
__attribute__((noinline)) int scalar(int x) { return x + 1; }

template <class F> void timed(const char *name, long calls, F &&loop) {
  auto begin = std::chrono::steady_clock::now();
  long sum = loop(calls);
  std::chrono::duration<double, std::nano> took = std::chrono::steady_clock::now() - begin;
  std::printf("%s %.2f %ld %ld\n", name, took.count() / calls, calls, sum);
}

int main(int argc, char **argv) {
  const long calls = argc > 1 ? std::atol(argv[1]) : 1000000;
  const long syscalls = argc > 2 ? std::atol(argv[2]) : 100000;  // the kernel's path is slow
  const char *words[4] = {"alpha", "beta", "gamma-delta-epsilon-zeta-eta-theta-iota", "kappa"};
  std::string strings[4];
  char *copies[4];
  for (int i = 0; i < 4; ++i) {
    strings[i] = std::string(words[i]) + " and a few more bytes";
    copies[i] = strdup(words[i]);
  }
  timed("literal", calls, [&](long n) { long s = 0; for (long i = 0; i < n; ++i) s += literal(words[i & 3]); return s; });
  timed("std::string", calls, [&](long n) { long s = 0; for (long i = 0; i < n; ++i) s += static_cast<long>(owned(strings[i & 3])); return s; });
  timed("view-literal", calls, [&](long n) { long s = 0; for (long i = 0; i < n; ++i) s += static_cast<long>(view(words[i & 3])); return s; });
  timed("heap", syscalls, [&](long n) { long s = 0; for (long i = 0; i < n; ++i) s += heap(copies[i & 3]); return s; });
  timed("int", calls, [&](long n) { long s = 0; for (long i = 0; i < n; ++i) s += scalar(static_cast<int>(i)); return s; });
  for (char *c : copies) std::free(c);
}
