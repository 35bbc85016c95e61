#!/usr/bin/env python3
"""Mutation fuzzing of the overdub tool on C++ sources (the long tier: scripts/fuzz-tool.sh).

Seeds are the golden cases (tests/golden/*.cpp, with their FLAGS and OVERDUB directives). Each
iteration mutates one seed (lines deleted, duplicated or swapped, tokens deleted, duplicated,
replaced or inserted from a C++ dictionary, calls nested, raw bytes inserted) and runs overdub on
it. Two oracles:

  crash      overdub died by a signal, exited other than 0 or 1, or printed a sanitizer report or
             an LLVM crash banner (the tool is meant to be built with ASan and UBSan);
  rewrite    the mutated source compiles (clang++-19 -fsyntax-only with its flags) but overdub's
             output for it does not, or overdub refused it while the compiler accepted it.

Findings are written under --out with the command that reproduces them. Exit 1 when any.
"""
import argparse
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

DICTIONARY = [
    "(", ")", "{", "}", "[", "]", ";", ",", "::", "->", ".", "&&", "&", "*", "<", ">", "...",
    "?", ":", "=", "+", "#", "##", "\\\n", "\n#define M(x) x\n", "\n#define S(x) #x\n",
    "M(", "S(", "[[noreturn]]", "[[nodiscard]]", "noexcept", "constexpr", "consteval", "static",
    "template <class T>", "typename", "decltype(", "sizeof(", "auto", "return", "co_await",
    "co_return", "throw", "try {", "} catch (...) {}", "new", "delete", "operator()", "this->",
    "std::move(", "static_cast<int>(", "[&]() { return 1; }()", "__builtin_expect(", "f(",
    "g(", "0", "1", "\"s\"", "'c'", "nullptr", "if (", "else", "for (;;)", "while (", "do",
    "switch (", "case 1:", "default:", "goto l;", "l:", "asm(\"\")", "__attribute__((unused))",
    "/* c */", "// c\n", "#if 0\n", "#endif\n", "#pragma once\n", "_Pragma(\"once\")",
]
# At the start of a line: a source line that clang echoes in a diagnostic is indented.
CRASH = re.compile(r"^(==\d+==ERROR: \w+Sanitizer|SUMMARY: \w+Sanitizer|\S+:\d+:\d+: runtime error:|"
                   r"LLVM ERROR:|Stack dump:|PLEASE submit a bug report)", re.M)
TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|\d+|\"(?:[^\"\\\n]|\\.)*\"|::|->|&&|\|\||<<|>>|\S")


def directives(text, case_dir):
    flags, options = "-std=c++17", ""
    for line in text.splitlines():
        if not line.startswith("//"):
            break
        m = re.match(r"^// (FLAGS|OVERDUB): (.*)$", line)
        if m and m.group(1) == "FLAGS":
            flags = m.group(2).strip()
        elif m:
            options = m.group(2).strip().replace("@CASE_DIR@", case_dir)
    return flags.split(), options.split()


def mutate(text, rng):
    lines = text.split("\n")
    tokens = [m for m in TOKEN.finditer(text)]
    kind = rng.randrange(10)
    if kind == 0 and len(lines) > 1:
        del lines[rng.randrange(len(lines))]
        return "\n".join(lines)
    if kind == 1:
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return "\n".join(lines)
    if kind == 2 and len(lines) > 1:
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        return "\n".join(lines)
    if not tokens:
        return text + rng.choice(DICTIONARY)
    t = rng.choice(tokens)
    if kind == 3:
        return text[:t.start()] + text[t.end():]
    if kind == 4:
        return text[:t.end()] + " " + t.group() + text[t.end():]
    if kind == 5:
        return text[:t.start()] + rng.choice(DICTIONARY) + " " + text[t.start():]
    if kind == 6:
        idents = [m.group() for m in tokens if re.match(r"[A-Za-z_]", m.group())]
        if idents and re.match(r"[A-Za-z_]", t.group()):
            return text[:t.start()] + rng.choice(idents) + text[t.end():]
        return text
    if kind == 7:
        # Nest a call: name(args) -> name(name(args)), deeply now and then.
        calls = list(re.finditer(r"\b([A-Za-z_]\w*)\(", text))
        if not calls:
            return text
        c = rng.choice(calls)
        depth = rng.choice([1, 2, 3, 50, 400])
        close = text.find(")", c.end())
        if close < 0:
            return text
        return (text[:c.start()] + (c.group(1) + "(") * depth + text[c.end():close] +
                ")" * depth + text[close:])
    if kind == 8:
        junk = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 6)))
        return text[:t.start()] + junk.decode("latin-1") + text[t.start():]
    # Splice: a line of another part of the file inside this one.
    i = rng.randrange(len(lines))
    return text[:t.start()] + lines[i] + text[t.start():]


def run(cmd, timeout, **kw):
    try:
        r = subprocess.run(cmd, capture_output=True, timeout=timeout, **kw)
        return r.returncode, r.stdout, r.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return None, b"", "timeout"


def compiles(path, flags, include, timeout):
    rc, _, err = run(["clang++-19", "-fsyntax-only", "-w", "-I", include, *flags, path], timeout)
    return rc == 0, err


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser()
    ap.add_argument("--overdub", required=True)
    ap.add_argument("--seconds", type=float, default=600)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default="fuzz-tool-findings")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--no-rewrite-oracle", action="store_true")
    args = ap.parse_args()
    args.overdub = os.path.abspath(args.overdub)
    include = os.path.join(root, "runtime", "include")
    golden = os.path.join(root, "tests", "golden")
    seeds = sorted(os.path.join(golden, n) for n in os.listdir(golden)
                   if n.endswith(".cpp") and not n.endswith(".expected.cpp"))
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0:detect_container_overflow=0",
               UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1")
    work = tempfile.mkdtemp(prefix="fuzz-tool-")
    stats = {"runs": 0, "accepted": 0, "compiling": 0, "crash": 0, "rewrite": 0, "timeout": 0}
    seen = set()
    deadline = time.time() + args.seconds
    while time.time() < deadline:
        seed = rng.choice(seeds)
        with open(seed, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
        flags, options = directives(text, golden)
        for _ in range(rng.randrange(1, 4)):
            text = mutate(text, rng)
        case = os.path.join(work, "case.cpp")
        with open(case, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        cmd = [args.overdub, *options, case, "--", *flags]
        rc, out, err = run(cmd, args.timeout, env=env, cwd=work)
        stats["runs"] += 1
        finding = None
        if rc is None:
            # Slow only where the compiler is fast on the same source.
            stats["timeout"] += 1
            begin = time.time()
            compiles(case, flags, include, args.timeout)
            if time.time() - begin < args.timeout / 10:
                finding = ("timeout", "timeout where clang++-19 -fsyntax-only is fast")
        elif rc not in (0, 1) or CRASH.search(err):
            m = CRASH.search(err)
            finding = ("crash", (m.group() if m else "exit %d" % rc) + " " + os.path.basename(seed))
        elif not args.no_rewrite_oracle:
            ok, _ = compiles(case, flags, include, args.timeout)
            if ok:
                stats["compiling"] += 1
                if rc != 0:
                    finding = ("rewrite", "refused a source that compiles")
                else:
                    shadow = os.path.join(work, "shadow.cpp")
                    with open(shadow, "wb") as f:
                        f.write(out)
                    # The shadow names the case by #line; quoted includes resolve from the case's
                    # folder, which is the shadow's too.
                    good, cerr = compiles(shadow, flags, include, args.timeout)
                    if not good:
                        first = next((l for l in cerr.splitlines() if "error:" in l), "error")
                        finding = ("rewrite", re.sub(r"^[^:]*:\d+:\d+: ", "", first))
        if rc == 0:
            stats["accepted"] += 1
        if finding:
            kind, signature = finding
            stats[kind] += 1
            key = hashlib.sha256((kind + signature).encode()).hexdigest()[:12]
            if key not in seen:
                seen.add(key)
                dest = os.path.join(args.out, "%s-%s.cpp" % (kind, key))
                shutil.copy(case, dest)
                with open(dest + ".txt", "w") as f:
                    f.write("%s: %s\nseed: %s\ncommand: %s\n\n%s\n" % (
                        kind, signature, seed, " ".join(cmd[:-len(flags) - 2] + [dest, "--"] + flags),
                        err[-4000:]))
                print("finding %s: %s (%s)" % (kind, signature, dest), flush=True)
    shutil.rmtree(work, ignore_errors=True)
    print("fuzz-tool: %(runs)d runs, %(accepted)d accepted by overdub, %(compiling)d compiling, "
          "%(crash)d crashes, %(rewrite)d rewrite failures, %(timeout)d timeouts" % stats)
    print("fuzz-tool: %d distinct findings in %s" % (len(seen), args.out))
    return 1 if seen else 0


if __name__ == "__main__":
    sys.exit(main())
