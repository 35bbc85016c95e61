#!/usr/bin/env python3
"""What each wrapper form costs the compiler: one generated translation unit of function
templates (FUNCTIONS of them, four calls each, one nested in another's argument), instantiated
for TYPES integer types, written as it is and with every call wrapped in one form, compiled at
-O2 against this tree's runtime header; medians of RUNS interleaved runs, each form's time and
code size against the unwrapped file's in the same run (issue 19's cold build: where the
instrumented compile's time goes).

    bench/wrapper-compile.py [--compiler CXX] [--functions N] [--types N] [--runs N] [--forms F...]

Forms (runtime/include/overdub/overdub.h): `span` the value form, `Span{S}.val(CALL)` (an
unwinding stop recorded by its destructor: an exception cleanup per site); `pass` the same
without one (`Pass{S}.val(CALL)`, which the tool writes for a noexcept callee); `lambda` the form
of dependent calls, `[&]() -> decltype(auto) { Scope s{S}; return CALL; }()`; `span-no-rt` and
`lambda-no-rt` the same with the runtime's code left out (the header's start returns 0: what is
left is the wrappers themselves).
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPES = ["int", "long", "short", "unsigned", "unsigned long", "long long", "signed char",
         "unsigned short", "unsigned long long", "char"]
FORMS = ["plain", "span", "pass", "lambda", "span-no-rt", "lambda-no-rt"]


def wrap(form, site, call):
    kind = form.replace("-no-rt", "")
    if kind == "plain":
        return call
    if kind == "lambda":
        return "[&]() -> decltype(auto) { ::overdub::Scope s_{sites + %d}; return %s; }()" % (site, call)
    return "::overdub::%s{sites + %d}.val(%s)" % ("Pass" if kind == "pass" else "Span", site, call)


def source(form, functions, types):
    sites = 4 * functions
    out = ["#include <overdub/overdub.h>", "static unsigned state[%d];" % sites,
           "static constexpr ::overdub::Site sites[] = {"]
    out += ['  {"w.cpp", "f", "leaf", %d, 1, 0, state + %d},' % (i + 1, i) for i in range(sites)]
    out += ["};", "#if defined(__clang__)", "#define OPAQUE __attribute__((noinline))", "#else",
            "#define OPAQUE __attribute__((noipa))", "#endif",
            "template <class T> OPAQUE T leaf(T x) { return x; }"]
    for f in range(functions):
        s = 4 * f
        out.append("template <class T> T f%d(T x) { return %s + %s - %s; }" % (
            f, wrap(form, s, "leaf(x)"), wrap(form, s + 1, "leaf(x + 1)"),
            wrap(form, s + 2, "leaf(%s)" % wrap(form, s + 3, "leaf(x * 3)"))))
    out.append("template <class T> T all(T x) { T s = 0; %s return s; }" % " ".join(
        "s += f%d(x);" % f for f in range(functions)))
    out.append("long run(long x) { return 0%s; }" % "".join(
        " + (long)all<%s>((%s)x)" % (t, t) for t in TYPES[:types]))
    return "\n".join(out) + "\n"


def header_without_runtime(work):
    """A copy of the runtime's headers whose start returns 0 (no call starts: the compiler drops
    every end and cleanup's runtime call, leaving the wrappers themselves)."""
    include = os.path.join(work, "no-rt")
    shutil.copytree(os.path.join(ROOT, "runtime", "include"), include)
    path = os.path.join(include, "overdub", "overdub.h")
    text = open(path).read()
    start = "inline unsigned start(const Site *site) noexcept {"
    if text.count(start) != 1:
        raise SystemExit("wrapper-compile: the header's detail::start changed; update this script")
    text = text.replace(start, "inline unsigned start(const Site *) noexcept { return 0; }\n"
                        "inline unsigned start_with_runtime(const Site *site) noexcept {")
    open(path, "w").write(text)
    return include


def compile_cpu(cxx, path, include, obj):
    begin = os.times()
    r = subprocess.run([cxx, "-std=c++17", "-O2", "-I" + include, "-c", path, "-o", obj],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    end = os.times()
    if r.returncode != 0:
        raise SystemExit("wrapper-compile: %s failed:\n%s" % (path, r.stdout[-2000:]))
    return (end.children_user - begin.children_user) + (end.children_system - begin.children_system)


def text_size(obj):
    out = subprocess.run(["size", obj], stdout=subprocess.PIPE, text=True, check=True).stdout
    return int(out.splitlines()[1].split()[0])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--compiler", default="g++")
    ap.add_argument("--functions", type=int, default=200)
    ap.add_argument("--types", type=int, default=8, choices=range(1, len(TYPES) + 1))
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", 3)))
    ap.add_argument("--forms", nargs="+", default=FORMS, choices=FORMS)
    args = ap.parse_args()
    forms = ["plain"] + [f for f in args.forms if f != "plain"]
    work = tempfile.mkdtemp(prefix="overdub-wrapper-compile-")
    try:
        includes = {False: os.path.join(ROOT, "runtime", "include"),
                    True: header_without_runtime(work)}
        paths = {}
        for form in forms:
            paths[form] = os.path.join(work, form + ".cpp")
            with open(paths[form], "w") as f:
                f.write(source(form, args.functions, args.types))
        times = {form: [] for form in forms}
        for run in range(args.runs):
            order = forms[run % len(forms):] + forms[:run % len(forms)]
            for form in order:
                times[form].append(compile_cpu(args.compiler, paths[form],
                                               includes[form.endswith("-no-rt")],
                                               os.path.join(work, form + ".o")))
        print("%s -O2: %d function templates x %d types, %d call sites each instance (%d in all); "
              "%d runs, medians, CPU seconds; load %s" % (
                  args.compiler, args.functions, args.types, 4, 4 * args.functions * args.types,
                  args.runs, " ".join(open("/proc/loadavg").read().split()[:3])))
        base = statistics.median(times["plain"])
        base_text = text_size(os.path.join(work, "plain.o"))
        print("%-14s %8s %7s %10s %7s" % ("form", "compile", "ratio", "text", "ratio"))
        for form in forms:
            t = statistics.median(times[form])
            size = text_size(os.path.join(work, form + ".o"))
            print("%-14s %8.2f %7.2f %10d %7.2f" % (form, t, t / base, size, size / base_text))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
