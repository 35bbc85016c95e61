#!/usr/bin/env python3
"""Argument and result values in the trace (overdub --capture): each captured value is an
extension after its call's start (an argument, once evaluated) or before its stop (the result),
holding the value as the parameter received it. The program is instrumented by the tool, built
with g++ and clang++-19 in every standard from C++11 to C++23 and under AddressSanitizer and
UndefinedBehaviorSanitizer, and the values read from its trace are compared with those it prints
or that the source says."""
import os
import re
import struct
import subprocess
import sys
import unittest

import tracefile
import test_runtime as base
from test_runtime import run

PROGRAM = r"""
#include <climits>
#include <cstddef>
#include <cstdio>
namespace geo {
enum class Color : unsigned char { Red, Green = 200 };
enum Old { A = -3, B };
}  // namespace geo
struct Box { int w : 5; unsigned u : 3; };
struct Num { operator int() const { return 41; } };
long add(int a, long b) { return a + b; }
double scale(double x, float f) { return x * f; }
unsigned long long big(unsigned long long u, long long s) { return u - static_cast<unsigned long long>(s); }
bool pick(bool b, char c, signed char sc, unsigned char uc, short sh, unsigned short us) {
  return b && c == 'x' && sc < 0 && uc > 0 && sh < 0 && us > 0;
}
char32_t chars(wchar_t w, char16_t c16, char32_t c32) { return c32 + static_cast<char32_t>(w + c16); }
geo::Color colour(geo::Color k, geo::Old o) { return o == geo::A ? k : geo::Color::Red; }
const char *name(const char *s, const int *p, std::nullptr_t) { return p ? s : "none"; }
long double half(long double x) { return x / 2; }
int twice(int x) { return 2 * x; }
int apply(int (*f)(int), int x) { return f(x); }
constexpr int tw(int x) { return x * 2; }
constexpr int cx(int x) { return tw(x) + 1; }
static_assert(cx(2) == 5, "constant evaluation records nothing");
static const int cell = 7;
int main(int argc, char **) {
  Box bx{-3, 5};
  long t = add(bx.w, bx.u);
  t += add(Num(), 'a');
  double d = scale(1.5, 0.1);
  unsigned long long u = big(ULLONG_MAX, LLONG_MIN);
  bool p = pick(true, 'x', -5, 250, -32768, 65535);
  char32_t c = chars(L'\u00e9', u'\u20ac', U'\U0001F600');
  geo::Color k = colour(geo::Color::Green, geo::A);
  const char *s = name("hi", &cell, nullptr);
  const char *z = name("zero", NULL, nullptr);
  long double h = half(2.5L);
  int a = apply(twice, 4);
  t += add({}, {});
  int r = cx(argc);
  std::printf("%ld %g %llu %d %lu %d %s %s %g %d %d\n", t, d, u, p, static_cast<unsigned long>(c),
              static_cast<int>(k), s, z, static_cast<double>(h), a, r);
  std::printf("%llx %llx %llx %llx\n", reinterpret_cast<unsigned long long>(&cell),
              reinterpret_cast<unsigned long long>(&twice), reinterpret_cast<unsigned long long>(s),
              reinterpret_cast<unsigned long long>(z));
}
"""

SIGNED, UNSIGNED, BOOL, CHAR, FLOAT, POINTER, ENUM, UNSIGNED_ENUM, NULL, REDACTED_KIND, STRING = range(1, 12)
CAPTURED = ("add", "scale", "big", "pick", "chars", "colour", "name", "half", "twice", "apply", "tw")
CALLED = set(CAPTURED) - {"twice"}  # the callees of sites: twice is called through a pointer
FLOAT_01 = struct.unpack("<f", struct.pack("<f", 0.1))[0]


def decoded(kind, bits):
    if kind == FLOAT:
        return struct.unpack("<d", struct.pack("<Q", bits))[0]
    if kind in (SIGNED, ENUM):
        return bits - (1 << 64) if bits >> 63 else bits
    return bits


# Strings: `const char *`, std::string_view, const std::string &; each short and long, and a
# `const char *` buffer without a NUL that ends where memory stops being readable.
STRINGS = r"""
#include <cstdio>
#include <cstring>
#include <string>
#include <sys/mman.h>
#if __cplusplus >= 201703L
#include <string_view>
std::size_t view(std::string_view v) { return v.size(); }
#endif
std::size_t length(const std::string &s) { return s.size(); }
int first(const char *s) { return s ? s[0] : -1; }
int sum(const char *p, int n) { int k = 0; for (int i = 0; i < n; ++i) k += p[i]; return k; }
int login(const char *password) { return password[0] == 0; }
const char *pick(int i) { return i ? "yes" : "no"; }
// Pointers the program passes and returns without reading them.
bool ends(const char *p) { return p != nullptr; }
const char *edge(char *page) { return page + 4096; }
int main() {
  const std::string s = "quote\" and \\ and \xc3\xa9";
  first("abc"); first(""); first(nullptr); first(s.c_str());
  first("0123456789abcdef0123456789abcdef");
  first("0123456789abcdef0123456789abcdefg");
  length(s); length("temporary"); length(std::string(40, 'z'));
#if __cplusplus >= 201703L
  view(s); view(std::string_view("nul\0inside", 10)); view(std::string(50, 'v'));
#endif
  char *pages = static_cast<char *>(mmap(nullptr, 4 * 4096, PROT_READ | PROT_WRITE,
                                         MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
  mprotect(pages + 4096, 4096, PROT_NONE);
  std::memset(pages + 4096 - 8, 'x', 8);
  int a = sum(pages + 4096 - 8, 8);
  std::memset(pages + 3 * 4096 - 3, 'y', 6);
  int b = first(pages + 3 * 4096 - 3);
  int c = login("hunter2");
  if (!ends(pages + 4096) || edge(pages) != pages + 4096) return 1;
  const char *no = pick(0), *yes = pick(1);
  std::printf("%d %d %s %s %d\n", a, b, no, yes, c);
}
"""
# The kernel refuses to copy memory (a seccomp filter: process_vm_readv fails with ENOSYS): the
# bytes the runtime reads directly are still recorded (literals, std::string), the others are
# not (a copy on the heap), and the program goes on as before with its errno untouched.
NO_KERNEL_COPY = r"""
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#if __cplusplus >= 201703L
#include <string_view>
std::size_t view(std::string_view v) { return v.size(); }
#endif
std::size_t length(const std::string &s) { return s.size(); }
int first(const char *s) { return s[0]; }
static const char tail[] = "end";  // a literal that may end its segment: read up to its NUL
char banner[16] = "banner";  // the program's data and bss: read directly too
static char filled[8];
static void refuse_kernel_copies() {
  sock_filter filter[] = {
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_process_vm_readv, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  sock_fprog program = {sizeof filter / sizeof filter[0], filter};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ||
      prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0) {
    std::perror("seccomp");
    std::exit(2);
  }
}
int main() {
  refuse_kernel_copies();
  char *copy = strdup("heap");
  errno = 42;
  std::strcpy(filled, "bss");
  int sum = first("literal") + first(copy) + first(tail) + first(banner) + first(filled);
  if (errno != 42) return 3;
  sum += static_cast<int>(length(std::string(40, 'z')) + length("short"));
#if __cplusplus >= 201703L
  std::string heap(50, 'v');
  sum += static_cast<int>(view("a view") + view(heap));
#endif
  std::printf("%d\n", sum);
  std::free(copy);
}
"""
# A heap string in a forked child: the runtime reads it from the child's memory, not from its
# parent's (the process id it asks the kernel about is the child's).
FORKED = r"""
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>
int first(const char *s) { return s[0]; }
int main() {
  char *parent = strdup("parent's");
  int sum = first(parent);
  const pid_t child = fork();
  if (child == 0) {
    char *mine = strdup("child's own");
    std::exit(first(mine) + first(parent) == 'c' + 'p' ? 0 : 1);
  }
  int status = 0;
  if (child < 0 || waitpid(child, &status, 0) != child || status != 0) return 1;
  std::printf("%d\n", sum);
  std::free(parent);
}
"""
STRING_CALLEES = ("first", "sum", "length", "view", "pick", "login", "ends", "edge")
STRING_VALUE = b'quote" and \\ and \xc3\xa9'


def calls_with_values(t):
    """Every call in start order: (callee, {slot: (kind, size, value)}), each value given to the
    innermost open call of its site."""
    calls = []
    for tid in t.threads():
        open_calls = []
        for kind, site, extra in t.thread_extensions(tid):
            if kind == 0:
                calls.append((t.sites[site][2], {}))
                open_calls.append((site, len(calls) - 1))
            elif kind in (1, 2):
                assert open_calls and open_calls[-1][0] == site, (site, open_calls)
                open_calls.pop()
            elif kind == 4:
                slot, vkind, size, bits = extra
                owner = next(i for s, i in reversed(open_calls) if s == site)
                values = calls[owner][1]
                assert slot not in values, (calls[owner], slot)
                values[slot] = (vkind, size, decoded(vkind, bits))
    return calls


# A secret passed by a parameter --capture-redact names, and the same number by one it does not.
REDACTED = r"""
#include <cstdio>
unsigned long long login(const char *user, unsigned long long password) { return password ^ (user[0] != 0); }
unsigned long long echo(unsigned long long value) { return value; }
struct Vault { static unsigned long long open(unsigned long long key) { return key + 1; } };
int main() {
  const unsigned long long secret = 0x5EC12E7C0DE5EC12ull;
  unsigned long long a = login("me", secret);
  unsigned long long b = Vault::open(secret);
  std::printf("%llx %llx %llx\n", a, b, echo(ECHOED));
}
"""

# Values of class type are not recorded: the report shows them by their types.
CLASSES = r"""
#include <cstdio>
#include <string>
#include <vector>
namespace geo { struct Point { int x, y; }; }
geo::Point shift(const geo::Point &p, int dx, std::vector<int> v) {
  return {p.x + dx + static_cast<int>(v.size()), p.y};
}
std::string label(std::string s, int n) { return s + std::to_string(n); }
int main() {
  geo::Point p = shift(geo::Point{1, 2}, 3, {4, 5});
  std::string l = label("n", p.x);
  std::printf("%d %s\n", p.x, l.c_str());
}
"""

# Objects recorded as their bytes (--capture-bytes), formatted by the user's formatters, which the
# report loads from a shared library (<overdub/formatters.h>).
OBJECTS = r"""
#include <cstdio>
#include "geo.h"
int norm(const geo::Point &p) { return (p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y); }
int shift(geo::Point p, int k) { return p.x * k; }
double total(const geo::Big &b) { double t = 0; for (double v : b.v) t += v; return t; }
geo::Point mid(const geo::Point &a, const geo::Point &b) { return {(a.x + b.x) / 2, (a.y + b.y) / 2}; }
int along(const geo::Vec &v) { return v.y; }
unsigned ident(geo::Id id) { return id.v; }
int main() {
  geo::Point p{3, -4};
  geo::Point m = mid(p, {1, 2});
  int a = norm(p) + shift({1, 2}, 5) + m.x;
  double t = total(geo::Big{{1, 2, 3, 4, 5, 6}});
  std::printf("%d %g %d %u\n", a, t, along(geo::Vec{5, 6}), ident(geo::Id{7}));
}
"""
GEO_H = r"""
#pragma once
#include <cstdint>
namespace geo {
struct Point { int x, y; };
struct Big { double v[6]; };
using Vec = Point;
template <class T> struct Tagged { T v; };
using Id = Tagged<std::uint32_t>;  // shown as geo::Tagged<uint32_t>
}
"""
GEO_FORMATTERS = r"""
#include <overdub/formatters.h>
#include "geo.h"
template <> struct fmt::formatter<geo::Point> : fmt::formatter<int> {
  auto format(const geo::Point &p, fmt::format_context &ctx) const {
    return fmt::format_to(ctx.out(), "({}, {})", p.x, p.y);
  }
};
template <> struct fmt::formatter<geo::Big> : fmt::formatter<int> {
  auto format(const geo::Big &, fmt::format_context &ctx) const { return fmt::format_to(ctx.out(), "big"); }
};
template <> struct fmt::formatter<geo::Tagged<unsigned>> : fmt::formatter<int> {
  auto format(const geo::Tagged<unsigned> &t, fmt::format_context &ctx) const {
    return fmt::format_to(ctx.out(), "#{}", t.v);
  }
};
OVERDUB_FORMATTER(::geo::Point);
OVERDUB_FORMATTER(geo::Big);
OVERDUB_FORMATTER(geo::Tagged<unsigned int>);  // by another name than the report's
"""
# Another library's formatter of the same class: it throws for some objects, and writes more than
# the report keeps for others.
LOUD_FORMATTERS = r"""
#include <overdub/formatters.h>
#include <stdexcept>
#include <string>
#include "geo.h"
template <> struct fmt::formatter<geo::Point> : fmt::formatter<int> {
  auto format(const geo::Point &p, fmt::format_context &ctx) const {
    if (p.x == 3) throw std::runtime_error("three");
    return fmt::format_to(ctx.out(), "P{}", std::string(300, '-'));
  }
};
OVERDUB_FORMATTER(geo::Point);
"""

# Objects of every small size recorded as their bytes: 1, 2 and 4 bytes as one word, 3 and 5 in
# the next size up, 16 as a string's words.
SIZED = r"""
#include <cstdio>
namespace geo {
struct B1 { unsigned char v[1]; };
struct B2 { unsigned char v[2]; };
struct B3 { unsigned char v[3]; };
struct B4 { unsigned char v[4]; };
struct B5 { unsigned char v[5]; };
struct B16 { unsigned char v[16]; };
}
template <class B> int sum(const B &b) { int t = 0; for (unsigned char c : b.v) t += c; return t; }
int s1(geo::B1 b) { return sum(b); }
int s2(geo::B2 b) { return sum(b); }
int s3(geo::B3 b) { return sum(b); }
int s4(geo::B4 b) { return sum(b); }
int s5(geo::B5 b) { return sum(b); }
int s16(geo::B16 b) { return sum(b); }
int main() {
  geo::B16 b{};
  for (int i = 0; i < 16; ++i) b.v[i] = static_cast<unsigned char>(i + 1);
  int t = s1({{1}}) + s2({{1, 2}}) + s3({{1, 2, 3}}) + s4({{1, 2, 3, 4}}) + s5({{1, 2, 3, 4, 5}});
  std::printf("%d %d\n", t, s16(b));
}
"""

# The program chooses at run time which sites record values (site_values_disable/enable).
CHOOSING = r"""
#include <cstdio>
#include <cstring>
#ifdef OVERDUB_INSTRUMENTED
#include <overdub/overdub.h>
#endif
int add(int a, int b) { return a + b; }
int twice(int x) { return 2 * x; }
static void values_of(const char *callee, bool on) {
#ifdef OVERDUB_INSTRUMENTED
  overdub::for_each_site([&](const overdub::Site &site) {
    if (site.callee && std::strcmp(site.callee, callee) == 0) {
      if (on) overdub::site_values_enable(site); else overdub::site_values_disable(site);
      if (overdub::site_values_enabled(site) != on) std::printf("not %d\n", on);
    }
  });
#else
  (void)callee, (void)on;
#endif
}
int main() {
  int t = add(1, 2) + twice(3);
  values_of("add", false);
  t += add(3, 4) + twice(4);
  values_of("add", true);
  t += add(5, 6);
  std::printf("%d\n", t);
}
"""


class CapturedValues(base.RuntimeTest):
    def instrumented(self, name, source, options, flags=("-std=c++17",), compiler="g++", extra=()):
        """`source` written as NAME.cpp, instrumented with `options`, built: the program's path.
        No trace is left from an earlier run."""
        for f in self.traces():
            os.remove(f)
        with open(os.path.join(self.dir, name + ".cpp"), "w") as f:
            f.write(source)
        inst = run([base.OVERDUB, *options, name + ".cpp", "--", *flags], cwd=self.dir)
        self.assertEqual(inst.returncode, 0, inst.stderr)
        shadow = os.path.join(self.dir, name + ".inst.cpp")
        with open(shadow, "w") as f:
            f.write(inst.stdout)
        exe = os.path.join(self.dir, name)
        c = run([compiler, *flags, *extra, "-O1", "-I", base.INCLUDE, shadow, base.RUNTIME,
                 "-pthread", "-o", exe])
        self.assertEqual(c.returncode, 0, c.stderr)
        return exe

    def check(self, compiler, std, sanitize=False, capture=True):
        flags = ["-std=" + std, "-Wall", "-Wextra", "-Werror"]
        options = ["--capture=^(%s)$" % "|".join(CAPTURED)] if capture else []
        extra = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all"] if sanitize else []
        exe = self.instrumented("prog", PROGRAM, options, flags, compiler, extra)
        src = os.path.join(self.dir, "prog.cpp")
        r = self.execute(exe)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stderr, "")
        first, second = r.stdout.splitlines()
        cell, twice, hi, zero = (int(x, 16) for x in second.split())
        orig = os.path.join(self.dir, "orig")
        c = run([compiler, *flags, *extra, "-O1", src, "-o", orig])
        self.assertEqual(c.returncode, 0, c.stderr)
        self.assertEqual(first, run([orig]).stdout.splitlines()[0])  # the same behaviour
        [trace] = self.traces()
        # Readable by its owner only, from its creation: it may hold values.
        self.assertEqual(os.stat(trace).st_mode & 0o777, 0o600)
        got = calls_with_values(tracefile.Trace(trace))
        if not capture:
            self.assertFalse(any(values for _, values in got))
            return
        i32, i64 = 4, 8
        expected = [
            ("add", {1: (SIGNED, i32, -3), 2: (SIGNED, i64, 5), 0: (SIGNED, i64, 2)}),
            ("add", {1: (SIGNED, i32, 41), 2: (SIGNED, i64, 97), 0: (SIGNED, i64, 138)}),
            ("scale", {1: (FLOAT, 8, 1.5), 2: (FLOAT, 4, FLOAT_01), 0: (FLOAT, 8, 1.5 * FLOAT_01)}),
            ("big", {1: (UNSIGNED, 8, 2**64 - 1), 2: (SIGNED, 8, -2**63), 0: (UNSIGNED, 8, 2**63 - 1)}),
            ("pick", {1: (BOOL, 1, 1), 2: (CHAR, 1, ord("x")), 3: (SIGNED, 1, -5),
                      4: (UNSIGNED, 1, 250), 5: (SIGNED, 2, -32768), 6: (UNSIGNED, 2, 65535),
                      0: (BOOL, 1, 1)}),
            ("chars", {1: (CHAR, 4, 0xE9), 2: (CHAR, 2, 0x20AC), 3: (CHAR, 4, 0x1F600),
                       0: (CHAR, 4, 0x1F600 + 0xE9 + 0x20AC)}),
            ("colour", {1: (UNSIGNED_ENUM, 1, 200), 2: (ENUM, 4, -3), 0: (UNSIGNED_ENUM, 1, 200)}),
            # A `const char *` is a string: its bytes and length; a `const int *` an address.
            ("name", {1: (STRING, 1, (b"hi", True, 2)), 2: (POINTER, 8, cell), 3: (NULL, 8, 0),
                      0: (STRING, 1, (b"hi", True, 2))}),
            ("name", {1: (STRING, 1, (b"zero", True, 4)), 2: (POINTER, 8, 0), 3: (NULL, 8, 0),
                      0: (STRING, 1, (b"none", True, 4))}),
            ("half", {1: (FLOAT, 8, 2.5), 0: (FLOAT, 8, 1.25)}),
            ("apply", {1: (POINTER, 8, twice), 2: (SIGNED, 4, 4), 0: (SIGNED, 4, 8)}),
            ("add", {1: (SIGNED, 4, 0), 2: (SIGNED, 8, 0), 0: (SIGNED, 8, 0)}),
        ]
        got = [c for c in got if c[0] in CAPTURED]
        # Enumerations by their enumerators' names, which the tool gave the trace.
        log = run([base.REPORT, "--format=events", trace]).stdout
        self.assertIn("colour(Color::Green, A) = Color::Green", log)
        if std != "c++11":  # a constexpr function's calls record values from C++14 on
            expected.append(("tw", {1: (SIGNED, 4, 1), 0: (SIGNED, 4, 2)}))
        self.assertEqual(got, expected)

    def test_values_in_every_standard_with_both_compilers(self):
        for compiler in ("g++", "clang++-19"):
            for std in ("c++11", "c++14", "c++17", "c++20", "c++23"):
                with self.subTest(compiler=compiler, std=std):
                    self.check(compiler, std)

    def test_a_trace_without_values_records_none(self):
        self.check("g++", "c++17", capture=False)

    def redacted_trace(self, shown):
        exe = self.instrumented("secret", REDACTED.replace("ECHOED", "secret" if shown else "1"),
                                ["--capture=.", "--capture-redact=^password$|^Vault::"])
        self.assertIn("(records the values of arguments 1 and 2 and the result; redacted: "
                      "argument 2)", run([base.OVERDUB, "--capture=.", "--capture-redact=^password$",
                                          "--list-sites", "secret.cpp", "--", "-std=c++17"],
                                         cwd=self.dir).stdout)
        self.assertEqual(self.execute(exe).returncode, 0)
        [trace] = self.traces()
        return trace

    def test_a_redacted_value_never_reaches_the_trace_file(self):
        secret = 0x5EC12E7C0DE5EC12
        def leb(v):
            out = bytearray()
            while v >= 0x80:
                out.append(v & 0x7F | 0x80)
                v >>= 7
            out.append(v)
            return bytes(out)
        forms = [secret.to_bytes(8, "little"), (secret << 1 & (2**64 - 1) | 1).to_bytes(8, "little"),
                 leb(secret << 1), leb(secret >> 1)]  # raw, as a value word, packed (zigzag)
        trace = self.redacted_trace(shown=False)
        data = open(trace, "rb").read()
        for form in forms:
            self.assertNotIn(form, data)
        calls = calls_with_values(tracefile.Trace(trace))
        login = next(v for callee, v in calls if callee == "login")
        self.assertEqual(login[2], (REDACTED_KIND, 1, 0))  # a marker where the value would be
        self.assertEqual(login[0][0], UNSIGNED)  # its result is not named: recorded
        vault = next(v for callee, v in calls if callee == "Vault::open")
        self.assertEqual(vault, {1: (REDACTED_KIND, 1, 0), 0: (REDACTED_KIND, 1, 0)})
        # The search finds the number where a parameter not named passes it: it would see a leak.
        data = open(self.redacted_trace(shown=True), "rb").read()
        self.assertTrue(any(form in data for form in forms))

    def test_many_values_in_small_buffers_and_rings_read_back_whole(self):
        # Pairs of slots at every position of a buffer's or a ring block's end, threads and a
        # signal handler making calls: --check passes, and every call keeps its values.
        exe = self.instrumented("many", r'''
#include <csignal>
#include <cstdio>
#include <thread>
#include <vector>
long f(int x, double y) { return x + static_cast<long>(y); }
long g(long v) { return f(static_cast<int>(v % 7), 1.5) + v; }
// Strings of 0 to 40 bytes: from 2 to 8 slots each, at every position of an end too.
static const char text[] = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
long h(const char *s) { return s[0]; }
volatile long sink;
extern "C" void on_signal(int) { sink += g(1); }
int main() {
  std::signal(SIGPROF, on_signal);
  std::vector<std::thread> threads;
  long sums[4] = {};
  for (int k = 0; k < 4; ++k)
    threads.emplace_back([k, &sums] {
      for (int i = 0; i < 100000; ++i) {
        sums[k] += g(i + k) + f(i, 1.0) + h(text + i % 41);
        if (i % 5000 == 0) std::raise(SIGPROF);
      }
    });
  for (auto &t : threads) t.join();
  std::printf("%ld\n", sums[0] + sums[1] + sums[2] + sums[3] + sink);
}
''', ["--capture=^(f|g|h)$"])
        for mode, env in (("trace", {"OVERDUB_BUFFER_EVENTS": "1024", "OVERDUB_THROTTLE": "0"}),
                          ("ring", {"OVERDUB_MODE": "ring", "OVERDUB_RING_EVENTS": "4096"}),
                          ("ring, unthrottled", {"OVERDUB_MODE": "ring", "OVERDUB_RING_EVENTS": "1000",
                                                 "OVERDUB_THROTTLE": "0"})):
            with self.subTest(mode=mode):
                for f in self.traces():
                    os.remove(f)
                self.assertEqual(self.execute(exe, env=env).returncode, 0)
                [trace] = self.traces()
                # A signal handler's events while its thread is inside the runtime are dropped
                # and counted: --check says so. Nothing may be misread: no unknown site, no
                # event out of order, no time beyond the run's.
                check = run([base.REPORT, "--check", trace])
                said = check.stdout + check.stderr
                for problem in ("unknown", "out of order", "not in order", "unmatched", "corrupt"):
                    self.assertNotIn(problem, said)
                table = run([base.REPORT, trace]).stdout
                traced = re.search(r"([\d.]+) (ms|s) wall", table) or re.search(r"([\d.]+) (ms|s) traced", said)
                self.assertTrue(traced, table[:300])
                self.assertLess(float(traced.group(1)) * (1 if traced.group(2) == "ms" else 1000), 5000, table[:300])
                log = run([base.REPORT, "--format=events", trace]).stdout
                stops = [l for l in log.splitlines()
                         if " stop " in l and (" f(" in l or " g(" in l or " h(" in l)]
                self.assertTrue(stops)
                if "OVERDUB_THROTTLE" not in env:
                    continue  # a call in progress when its site is throttled keeps no later value
                for line in stops:  # each call whose start the trace holds has its values
                    self.assertRegex(line, r" (f\(\d+, 1\.[05]\) = \d+|g\(\d+\) = \d+|"
                                           r"h\(\"a{0,32}\"(…)?\) = (97|0)) ")

    def test_strings_record_their_first_bytes_and_never_read_what_cannot_be_read(self):
        z, v = b"z" * 40, b"v" * 50
        for compiler, std, sanitize in (("g++", "c++11", False), ("clang++-19", "c++11", False),
                                        ("g++", "c++17", False), ("clang++-19", "c++23", False),
                                        ("g++", "c++17", True), ("clang++-19", "c++17", True)):
            with self.subTest(compiler=compiler, std=std, sanitize=sanitize):
                flags = ["-std=" + std, "-Wall", "-Wextra", "-Werror"]
                extra = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all"] if sanitize else []
                exe = self.instrumented("strings", STRINGS, ["--capture=^(first|sum|length|view|pick|login|ends|edge)$",
                                                             "--capture-redact=^password$"],
                                        flags, compiler, extra)
                r = self.execute(exe)
                self.assertEqual((r.returncode, r.stderr), (0, ""))
                self.assertEqual(r.stdout, "960 121 no yes 0\n")
                [trace] = self.traces()
                got = [c for c in calls_with_values(tracefile.Trace(trace)) if c[0] in STRING_CALLEES]
                s = STRING_VALUE
                a32 = b"0123456789abcdef" * 2
                def string(b, known=True, length=None):
                    return (STRING, 1, (b, known, len(b) if length is None else length))
                def int_(n, size=4):
                    return (SIGNED, size, n)
                expected = [
                    ("first", {1: string(b"abc"), 0: int_(97)}),
                    ("first", {1: string(b""), 0: int_(0)}),
                    ("first", {1: (POINTER, 8, 0), 0: int_(-1)}),  # a null one: a null pointer
                    ("first", {1: string(s), 0: int_(ord("q"))}),
                    ("first", {1: string(a32), 0: int_(48)}),  # 32 bytes: whole
                    ("first", {1: string(a32, False, 0), 0: int_(48)}),  # 33: its length unknown
                    ("length", {1: string(s), 0: (UNSIGNED, 8, len(s))}),
                    ("length", {1: string(b"temporary"), 0: (UNSIGNED, 8, 9)}),
                    ("length", {1: string(z[:32], True, 40), 0: (UNSIGNED, 8, 40)}),
                ]
                if std != "c++11":
                    expected += [
                        ("view", {1: string(s), 0: (UNSIGNED, 8, len(s))}),
                        ("view", {1: string(b"nul\0inside"), 0: (UNSIGNED, 8, 10)}),
                        ("view", {1: string(v[:32], True, 50), 0: (UNSIGNED, 8, 50)}),
                    ]
                expected += [
                    # No NUL before memory that cannot be read: the bytes up to there.
                    ("sum", {1: string(b"x" * 8, False, 0), 2: int_(8), 0: int_(960)}),
                    # One that goes on into the next page: read there too.
                    ("first", {1: string(b"y" * 6), 0: int_(121)}),
                    ("login", {1: (REDACTED_KIND, 1, 0), 0: int_(0)}),
                    # One past an array that ends where memory stops being readable: never
                    # dereferenced (no byte, no length), as an argument and as a result.
                    ("ends", {1: string(b"", False, 0), 0: (BOOL, 1, 1)}),
                    ("edge", {1: (POINTER, 8, None), 0: string(b"", False, 0)}),
                    ("pick", {1: int_(0), 0: string(b"no")}),
                    ("pick", {1: int_(1), 0: string(b"yes")}),
                ]
                for callee, values in got:  # the page's address: the run's own
                    if callee == "edge" and 1 in values:
                        values[1] = values[1][:2] + (None,)
                self.assertEqual(got, expected)
                with open(trace, "rb") as f:
                    self.assertNotIn(b"hunter2", f.read())  # a redacted string's bytes
                log = run([base.REPORT, "--format=events", trace]).stdout
                for shown in ('first("0123456789abcdef0123456789abcdef"…) = 48',
                              'length("' + "z" * 32 + '"… (40 bytes)) = 40',
                              'sum("xxxxxxxx"…, 8) = 960', 'first(nullptr) = -1',
                              r'first("quote\" and \\ and \303\251") = 113', 'pick(0) = "no"',
                              'login(<redacted>) = 0'):
                    self.assertIn(shown, log)

    def test_literals_and_std_strings_are_read_without_the_kernel(self):
        for compiler, std, sanitize in (("g++", "c++17", False), ("clang++-19", "c++11", False),
                                        ("clang++-19", "c++20", True)):
            with self.subTest(compiler=compiler, std=std, sanitize=sanitize):
                for f in self.traces():
                    os.remove(f)
                extra = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all"] if sanitize else []
                exe = self.instrumented("nokernel", NO_KERNEL_COPY,
                                        ["--capture=^(first|length|view)$"],
                                        ["-std=" + std, "-Wall", "-Wextra", "-Werror"], compiler,
                                        extra)
                r = self.execute(exe)
                self.assertEqual(r.returncode, 0, r.stderr)
                [trace] = self.traces()
                got = [(c, v.get(1)) for c, v in calls_with_values(tracefile.Trace(trace))
                       if c in ("first", "length", "view")]
                def string(b, known=True, length=None):
                    return (STRING, 1, (b, known, len(b) if length is None else length))
                expected = [("first", string(b"literal")),
                            ("first", string(b"", False, 0)),  # on the heap: not read
                            ("first", string(b"end")),
                            ("first", string(b"banner")),
                            ("first", string(b"bss")),
                            ("length", string(b"z" * 32, True, 40)),
                            ("length", string(b"short"))]
                total = ord("l") + ord("h") + ord("e") + ord("b") + ord("b") + 40 + 5
                if std != "c++11":
                    expected += [("view", string(b"a view")),
                                 ("view", string(b"", True, 50))]  # on the heap: not read
                    total += 6 + 50
                self.assertEqual(r.stdout, f"{total}\n")
                self.assertEqual(got, expected)

    def test_a_forked_child_reads_its_own_strings(self):
        exe = self.instrumented("forked", FORKED, ["--capture=^first$"])
        r = self.execute(exe)
        self.assertEqual((r.returncode, r.stdout), (0, "%d\n" % ord("p")), r.stderr)
        strings = {}
        for trace in self.traces():  # the child's begins with fork()'s stop: values alone
            t = tracefile.Trace(trace)
            strings[t.pid] = [extra[3][0] for tid in t.threads()
                              for kind, site, extra in t.thread_extensions(tid)
                              if kind == 4 and t.sites[site][2] == "first" and extra[0] == 1]
        self.assertEqual(sorted(strings.values()), [[b"child's own", b"parent's"], [b"parent's"]])

    def test_the_environment_chooses_at_run_time_which_sites_record_values(self):
        exe = self.instrumented("prog", PROGRAM, ["--capture=^(%s)$" % "|".join(CAPTURED)],
                                ["-std=c++17"])
        for capture, recorded, said in (("^(add|name)$", {"add", "name"}, ""),
                                        ("", set(), ""),
                                        ("(", set(), "OVERDUB_CAPTURE=(: ")):
            with self.subTest(capture=capture):
                for f in self.traces():
                    os.remove(f)
                r = self.execute(exe, env={"OVERDUB_CAPTURE": capture})
                self.assertEqual(r.returncode, 0, r.stderr)
                if said:
                    self.assertIn(said, r.stderr)
                    self.assertIn("no value is recorded", r.stderr)
                else:
                    self.assertEqual(r.stderr, "")
                [trace] = self.traces()
                got = [c for c in calls_with_values(tracefile.Trace(trace)) if c[0] in CAPTURED]
                self.assertEqual({callee for callee, _ in got}, CALLED)  # all traced
                self.assertEqual({callee for callee, values in got if values}, recorded)
                if recorded:  # the calls chosen keep every value
                    self.assertEqual([v for c, v in got if c == "add"][0],
                                     {1: (SIGNED, 4, -3), 2: (SIGNED, 8, 5), 0: (SIGNED, 8, 2)})
        # Unset: every value the tool made record.
        for f in self.traces():
            os.remove(f)
        self.assertEqual(self.execute(exe).returncode, 0)
        [trace] = self.traces()
        got = [c for c in calls_with_values(tracefile.Trace(trace)) if c[0] in CAPTURED]
        self.assertEqual({callee for callee, values in got if values}, CALLED)

    def test_values_not_recorded_are_shown_by_their_types(self):
        exe = self.instrumented("classes", CLASSES, ["--capture=^(shift|label)$"])
        for capture, shown in ((None, ("shift(<geo::Point>, 3, <std::vector<int>>) = <geo::Point>",
                                       'label(<std::string>, 6) = <std::string>')),
                               # Sites the environment turns off show no types either.
                               ("^label$", ("stop    shift (", "label(<std::string>, 6)"))):
            with self.subTest(capture=capture):
                for f in self.traces():
                    os.remove(f)
                r = self.execute(exe, env={"OVERDUB_CAPTURE": capture} if capture else None)
                self.assertEqual((r.returncode, r.stdout), (0, "6 n6\n"), r.stderr)
                [trace] = self.traces()
                log = run([base.REPORT, "--format=events", trace]).stdout
                for text in shown:
                    self.assertIn(text, log)
                tree = run([base.REPORT, "--format=tree", trace]).stdout
                self.assertIn(shown[1] if capture else shown[0], tree)

    def test_calls_in_macro_arguments_record_values(self):
        # tests/golden/macro_argument_targets.cpp: a stringizing macro's argument, an argument
        # expanded twice, a whole expansion as an argument, calls that are whole expansions
        # (ADD_ONE(t) and ADD_SELF(t), in their variants), arguments that come from another
        # macro's arguments (add(PAIR(t, 2)), expanded once); values whose types differ between
        # an argument's expansions record none (show's reference, int in one and long in the
        # other).
        golden = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "golden",
                              "macro_argument_targets.cpp")
        with open(golden) as f:
            source = f.read()
        for compiler in ("g++", "clang++-19"):
            with self.subTest(compiler=compiler):
                exe = self.instrumented("macros", source, ["--capture=^(add|twice|show)$"],
                                        ("-std=c++17", "-Wall", "-Werror"), compiler)
                r = self.execute(exe)
                self.assertEqual(r.returncode, 0, r.stderr)
                got = [c for c in calls_with_values(tracefile.Trace(self.only_trace()))
                       if c[0] in ("add", "twice", "show")]
                self.assertEqual(len(got), 9, got)
                self.assertEqual(got[0], ("twice", {1: (SIGNED, 4, 3), 0: (SIGNED, 4, 6)}))
                t = got[1][1][1][2]
                twice = ("add", {1: (SIGNED, 4, t), 2: (SIGNED, 4, 2), 0: (SIGNED, 4, t + 2)})
                self.assertEqual(got[1:3], [twice, twice])
                t = got[3][1][1][2]
                self.assertEqual(got[3], ("add", {1: (SIGNED, 4, t), 2: (SIGNED, 4, 1),
                                                  0: (SIGNED, 4, t + 1)}))
                t = got[4][1][1][2]  # ADD_SELF(t)
                self.assertEqual(got[4], ("add", {1: (SIGNED, 4, t), 2: (SIGNED, 4, t),
                                                  0: (SIGNED, 4, 2 * t)}))
                t = got[5][1][1][2]  # add(PAIR(t, 2))
                self.assertEqual(got[5], ("add", {1: (SIGNED, 4, t), 2: (SIGNED, 4, 2),
                                                  0: (SIGNED, 4, t + 2)}))
                self.assertEqual(got[6], ("add", {1: (SIGNED, 4, 1), 2: (SIGNED, 4, 2),
                                                  0: (SIGNED, 4, 3)}))
                self.assertEqual(got[7:], [("show", {0: (SIGNED, 4, 1)}),
                                           ("show", {0: (SIGNED, 4, 2)})])

    def test_calls_in_macro_bodies_record_values(self):
        # tests/golden/macro_body_values.cpp: arguments written in the body, whole arguments of
        # the macro (a parameter used twice: each use its own), a level down, beside the copies of
        # a stringized argument (itself not recorded), and an instrumented call as an argument.
        golden = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "golden",
                              "macro_body_values.cpp")
        with open(golden) as f:
            source = f.read()
        i32 = lambda v: (SIGNED, 4, v)
        for compiler in ("g++", "clang++-19"):
            with self.subTest(compiler=compiler):
                exe = self.instrumented("bodies", source, ["--capture=^(add|twice|label)$"],
                                        ("-std=c++17", "-Wall", "-Werror"), compiler)
                r = self.execute(exe)
                self.assertEqual((r.returncode, r.stdout), (0, "55\n"), r.stderr)
                got = [c for c in calls_with_values(tracefile.Trace(self.only_trace()))
                       if c[0] in ("add", "twice", "label")]
                self.assertEqual(got, [
                    ("add", {1: i32(5), 2: i32(1), 0: i32(6)}),
                    ("add", {1: i32(6), 2: i32(6), 0: i32(12)}),
                    ("twice", {1: i32(7), 0: i32(14)}),
                    ("label", {1: i32(5), 0: i32(6)}),
                    ("add", {1: i32(3), 2: i32(1), 0: i32(4)}),
                    ("add", {1: i32(10), 2: i32(2), 0: i32(12)}),
                    ("twice", {1: i32(5), 0: i32(10)}),
                ])

    def formatters(self, name, text):
        """A shared library of formatters built from `text` (by g++: it makes an inline function's
        static a symbol shared across libraries unless hidden)."""
        source = os.path.join(self.dir, name + "_formatters.cpp")
        with open(source, "w") as f:
            f.write(text)
        library = os.path.join(self.dir, "lib%s_formatters.so" % name)
        c = run(["g++", "-std=c++17", "-Wall", "-Wextra", "-Werror", "-shared", "-fPIC",
                 "-I", base.INCLUDE, source, "-lfmt", "-o", library])
        self.assertEqual(c.returncode, 0, c.stderr)
        return library

    def test_objects_recorded_as_bytes_are_formatted_by_the_users_formatters(self):
        with open(os.path.join(self.dir, "geo.h"), "w") as f:
            f.write(GEO_H)
        library, loud = (self.formatters(name, text) for name, text in
                         (("geo", GEO_FORMATTERS), ("loud", LOUD_FORMATTERS)))
        sanitized = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
        for compiler, extra in (("g++", []), ("clang++-19", []), ("g++", sanitized)):
            with self.subTest(compiler=compiler, extra=extra):
                exe = self.instrumented("objects", OBJECTS, ["--capture=^(norm|shift|total|mid|along|ident)$",
                                                             "--capture-bytes=^geo::(Point|Tagged)$"],
                                        ("-std=c++17", "-Wall", "-Wextra", "-Werror"), compiler,
                                        extra)
                r = self.execute(exe)
                self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "14 21 6 7\n", ""))
                [trace] = self.traces()
                events = [base.REPORT, "--format=events", trace]
                log = run(events).stdout
                # Without formatters: the bytes, in hex; a class not named: its type.
                self.assertIn("norm(<geo::Point: 03 00 00 00 fc ff ff ff>) = 7", log)
                self.assertIn("shift(<geo::Point: 01 00 00 00 02 00 00 00>, 5) = 5", log)
                self.assertIn("total(<geo::Big>) = 21.0", log)
                log = run(events + ["--formatters=" + library]).stdout
                self.assertIn("norm((3, -4)) = 7", log)
                self.assertIn("shift((1, 2), 5) = 5", log)
                self.assertIn("mid((3, -4), (1, 2)) = (2, -1)", log)
                self.assertIn("along((5, 6)) = 6", log)  # by its class, not its alias
                self.assertIn("ident(#7) = 7", log)  # by its mangled name
        # Several libraries: the first that formats an object wins, each with its own formatters;
        # one that throws gives the object to the next; text past 256 bytes is cut.
        [trace] = self.traces()
        events = [base.REPORT, "--format=events", trace]
        log = run(events + ["--formatters=" + library, "--formatters=" + loud]).stdout
        self.assertIn("norm((3, -4)) = 7", log)
        self.assertIn("shift((1, 2), 5) = 5", log)
        log = run(events + ["--formatters=" + loud, "--formatters=" + library]).stdout
        self.assertIn("norm((3, -4)) = 7", log)
        self.assertIn("shift(P%s…, 5) = 5" % ("-" * 255), log)
        # More bytes than recorded: never formatted, the first ones shown with the object's size.
        exe = self.instrumented("objects", OBJECTS, ["--capture=^total$", "--capture-bytes=^geo::"])
        self.assertEqual(self.execute(exe).returncode, 0)
        [trace] = self.traces()
        log = run([base.REPORT, "--format=events", "--formatters=" + library, trace]).stdout
        doubles = " ".join("00 00 00 00 00 00 " + high for high in ("f0 3f", "00 40", "08 40", "10 40"))
        self.assertIn("total(<geo::Big: %s … (48 bytes)>) = 21.0" % doubles, log)
        # A library that cannot be loaded, or has no formatters: an error, no report.
        empty = os.path.join(self.dir, "libempty.so")
        with open(os.path.join(self.dir, "empty.cpp"), "w") as f:
            f.write("int nothing() { return 0; }\n")
        self.assertEqual(run(["g++", "-shared", "-fPIC", os.path.join(self.dir, "empty.cpp"), "-o",
                              empty]).returncode, 0)
        for bad, said in ((os.path.join(self.dir, "missing.so"), "cannot open shared object"),
                          (empty, "no formatters")):
            r = run([base.REPORT, "--format=events", "--formatters=" + bad, trace])
            self.assertEqual((r.returncode, r.stdout), (1, ""))
            self.assertIn("--formatters=" + bad, r.stderr)
            self.assertIn(said, r.stderr)

    def test_objects_of_each_small_size_in_every_mode(self):
        exe = self.instrumented("sized", SIZED, ["--capture=^s[0-9]+$", "--capture-bytes=^geo::"],
                                ("-std=c++17", "-Wall", "-Wextra", "-Werror"))
        hex_bytes = lambda n: " ".join("%02x" % (i + 1) for i in range(n))
        for mode in ("trace", "ring", "aggregate"):
            with self.subTest(mode=mode):
                for f in self.traces():
                    os.remove(f)
                r = self.execute(exe, env={"OVERDUB_MODE": mode})
                self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "35 136\n", ""))
                [trace] = self.traces()
                self.assertEqual(run([base.REPORT, "--check", trace]).returncode, 0)
                log = run([base.REPORT, "--format=events", trace]).stdout
                if mode == "aggregate":  # no events: no values either
                    self.assertNotIn("s1(", log)
                    continue
                for n in (1, 2, 3, 4, 5, 16):
                    self.assertIn("s%d(<geo::B%d: %s>) = %d" % (n, n, hex_bytes(n), n * (n + 1) // 2),
                                  log)

    def test_the_program_chooses_at_run_time_which_sites_record_values(self):
        exe = self.instrumented("choosing", CHOOSING, ["--capture=^(add|twice)$"],
                                ("-std=c++17", "-DOVERDUB_INSTRUMENTED", "-I" + base.INCLUDE, "-Wall",
                                 "-Wextra", "-Werror"))
        for env in (None, {"OVERDUB_CAPTURE": "^(add|twice)$"}):  # with the map or without
            with self.subTest(env=env):
                for f in self.traces():
                    os.remove(f)
                r = self.execute(exe, env=env)
                self.assertEqual((r.returncode, r.stdout), (0, "35\n"), r.stderr)
                [trace] = self.traces()
                got = [c for c in calls_with_values(tracefile.Trace(trace)) if c[0] in ("add", "twice")]
                self.assertEqual(got, [
                    ("add", {1: (SIGNED, 4, 1), 2: (SIGNED, 4, 2), 0: (SIGNED, 4, 3)}),
                    ("twice", {1: (SIGNED, 4, 3), 0: (SIGNED, 4, 6)}),
                    ("add", {}),  # traced, without its values
                    ("twice", {1: (SIGNED, 4, 4), 0: (SIGNED, 4, 8)}),
                    ("add", {1: (SIGNED, 4, 5), 2: (SIGNED, 4, 6), 0: (SIGNED, 4, 11)}),
                ])

    def test_values_under_address_and_undefined_behaviour_sanitizers(self):
        for compiler in ("g++", "clang++-19"):
            with self.subTest(compiler=compiler):
                self.check(compiler, "c++17", sanitize=True)


if __name__ == "__main__":
    os.umask(0o022)
    base.OVERDUB, base.REPORT, base.INCLUDE, base.RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
