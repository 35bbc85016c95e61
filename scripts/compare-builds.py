#!/usr/bin/env python3
"""Compiles every file of a compile_commands.json twice, original and instrumented (the shadow
tree written by `overdub -p BUILD --output-dir=SHADOW`), and compares the diagnostics: the
instrumented file must compile, warning for warning, like the original.

  scripts/compare-builds.py BUILD_DIR SHADOW_DIR RUNTIME_INCLUDE_DIR [--compiler CXX] [FILE...]

Prints one line per file and a summary; exits 1 when any file differs or fails to compile.
"""
import argparse
import collections
import json
import os
import re
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

WARNING = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+):\d+: (?P<kind>warning|error): .*?(\[(?P<flag>-W[^\]]+)\])?$")


def diagnostics(stderr):
    found = collections.Counter()
    for line in stderr.splitlines():
        m = WARNING.match(line)
        if m:
            found[(os.path.basename(m.group("file")), int(m.group("line")), m.group("kind"),
                   m.group("flag"))] += 1
    return found


def command_of(entry):
    args = entry.get("arguments") or shlex.split(entry["command"])
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
            continue
        if a == "-o":
            skip = True
            continue
        if a.startswith("-o") and len(a) > 2:
            continue
        out.append(a)
    return out


def shadow_of(path, shadow_dir):
    cwd = os.getcwd()
    rel = os.path.relpath(path, cwd) if path.startswith(cwd + os.sep) else path.lstrip(os.sep)
    return os.path.join(shadow_dir, rel)


def check(entry, args):
    directory = entry["directory"]
    source = os.path.normpath(os.path.join(directory, entry["file"]))
    shadow = shadow_of(source, os.path.abspath(args.shadow))
    if not os.path.exists(shadow):
        return source, "missing", ""
    base = command_of(entry)
    if args.compiler:
        base[0] = args.compiler
    rewritten = [a if os.path.normpath(os.path.join(directory, a)) != source else shadow for a in base]
    # -c, not -fsyntax-only: GCC reports some warnings (warn_unused_result) only when it
    # generates code.
    orig = subprocess.run(base + ["-o", os.devnull], cwd=directory, capture_output=True, text=True)
    inst = subprocess.run(rewritten + ["-o", os.devnull, "-I", args.include], cwd=directory,
                          capture_output=True, text=True)
    if inst.returncode != 0 and orig.returncode == 0:
        return source, "fails", inst.stderr[-4000:]
    d_orig, d_inst = diagnostics(orig.stderr), diagnostics(inst.stderr)
    if d_orig != d_inst:
        extra = d_inst - d_orig
        lost = d_orig - d_inst
        return source, "differs", f"new: {sorted(extra.items())}\nlost: {sorted(lost.items())}\n" + inst.stderr[-3000:]
    return source, "same", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("build")
    ap.add_argument("shadow")
    ap.add_argument("include")
    ap.add_argument("--compiler")
    ap.add_argument("-j", type=int, default=os.cpu_count())
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    args.include = os.path.abspath(args.include)
    with open(os.path.join(args.build, "compile_commands.json")) as f:
        entries = json.load(f)
    wanted = {os.path.abspath(f) for f in args.files}
    entries = [e for e in entries
               if not wanted or os.path.normpath(os.path.join(e["directory"], e["file"])) in wanted]
    counts = collections.Counter()
    with ThreadPoolExecutor(args.j) as pool:
        for source, status, detail in pool.map(lambda e: check(e, args), entries):
            counts[status] += 1
            print(f"{status:8} {source}")
            if detail:
                print("  " + detail.replace("\n", "\n  "))
    print(", ".join(f"{n} {s}" for s, n in sorted(counts.items())))
    return 1 if counts["fails"] or counts["differs"] else 0


if __name__ == "__main__":
    sys.exit(main())
