#!/usr/bin/env python3
"""The coverage report of `overdub --stats` from `--list-sites` listings: the share of the sites
spelled in the project's files that are instrumented, per directory and per skip reason with an
example. The classes (forced skips, third-party macro bodies, what to do) are read from
matchers/include/overdub/matchers/Coverage.def, which overdub compiles in: both give the same figure.

    site-stats.py [--format=json] LISTING-OR-DIR...

A directory stands for its *.sites files (`overdub --stats-dir`, `OVERDUB_STATS_DIR`); a site
that several listings hold (a header many translation units see) counts once."""
import json, os, re, sys

DEF = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "matchers", "include", "overdub",
                   "matchers", "Coverage.def")
THIRD_PARTY, NEVER_INSTANTIATED, FORCED, ADVICE = "", "", {}, {}
for line in open(DEF):
    m = re.match(r"OVERDUB_(\w+)\((.*)\)\s*$", line)
    if not m: continue
    args = re.findall(r'"([^"]*)"', m.group(2))
    if m.group(1) == "THIRD_PARTY_MACRO_DETAIL": THIRD_PARTY = args[0]
    elif m.group(1) == "NEVER_INSTANTIATED_DETAIL": NEVER_INSTANTIATED = args[0]
    elif m.group(1) == "FORCED_SKIP": FORCED[args[0]] = args[1]
    elif m.group(1) == "SKIP_ADVICE": ADVICE[args[0]] = args[1]
THIRD_PARTY_ANCHOR = "docs/skip-reasons.md#third-party-macro-bodies"


def parse(line):
    """(file, line, column, callee, instrumented, form or reason, detail) of a --list-sites line."""
    line = line.rstrip("\r\n")
    where, sep, rest = line.partition(": remark: ")
    m = re.match(r"(.+):(\d+):(\d+)$", where)
    if not sep or not m: return None
    file, ln, col = m.group(1), int(m.group(2)), int(m.group(3))
    m = re.match(r"instrumented '(.*?)' \[([^\]]*)\]", rest)
    if m: return (file, ln, col, m.group(1), True, m.group(2), "")
    m = re.match(r"skipped '(.*?)': (.*)$", rest)
    if not m: return None
    name, _, detail = m.group(2).partition(" (")
    return (file, ln, col, m.group(1), False, name, detail[:-1] if detail.endswith(")") else detail)


def listings(paths):
    out = []
    for path in paths:
        names = ([os.path.join(path, n) for n in os.listdir(path) if n.endswith(".sites")]
                 if os.path.isdir(path) else [path])
        for name in names:
            with open(name, encoding="utf-8", errors="surrogateescape") as f:
                out.append((name, [s for s in map(parse, f) if s]))
    return sorted(out, key=lambda l: l[0].encode("utf-8", "surrogateescape"))


def klass(s):
    if s[4]: return "instrumented"
    if s[5] == "macro" and s[6].endswith(THIRD_PARTY): return "third-party"
    return "forced" if s[5] in FORCED else "counted"


def directory(file):
    d = os.path.dirname(file)
    here = os.getcwd()
    if os.path.isabs(d):
        if d == here: d = ""
        elif d.startswith(here + "/"): d = d[len(here) + 1:]
    return d or "."


def share(part, whole):
    return f"{100.0 * part / whole:.1f}%" if whole else "-"


def report(paths):
    # Each site once: per position (file, line, column: compiles may spell a callee
    # differently), the sites of the listing that holds most of them (then most instrumented,
    # then the first by name).
    chosen, no_instance = {}, {}
    for _, sites in listings(paths):
        for s in sites:  # positions every listing skips for want of an instantiation
            none = not s[4] and s[6].endswith(NEVER_INSTANTIATED)
            no_instance[s[:3]] = no_instance.get(s[:3], True) and none
        own = {}
        for s in sites: own.setdefault(s[:3], []).append(s)
        for k, v in own.items():
            cur = chosen.get(k)
            if (cur is None or len(v) > len(cur) or
                    (len(v) == len(cur) and sum(x[4] for x in v) > sum(x[4] for x in cur))):
                chosen[k] = v
    r = {"sites": 0, "instrumented": 0, "skipped": 0, "forced": 0, "third_party_macro_bodies": 0}
    dirs, tallies, forms, files = {}, {"counted": {}, "forced": {}, "third-party": {}}, {}, set()
    for k in sorted(chosen, key=lambda k: (k[0].encode("utf-8", "surrogateescape"),) + k[1:]):
        for s in chosen[k]:
            r["sites"] += 1
            files.add(s[0])
            c = klass(s)
            if c in ("forced", "third-party"):
                r["forced" if c == "forced" else "third_party_macro_bodies"] += 1
            else:
                d = dirs.setdefault(directory(s[0]), [0, 0])
                d[1] += 1
                if c == "instrumented":
                    r["instrumented"] += 1; d[0] += 1
                    forms[s[5]] = forms.get(s[5], 0) + 1
                    continue
                r["skipped"] += 1
            t = tallies[c].setdefault(s[5], [0, None, 0])
            t[0] += 1
            if t[1] is None or s[:4] < t[1]: t[1] = s[:4]
            if c == "counted" and no_instance[k]: t[2] += 1
    r["files"] = len(files)
    r["eligible"] = r["instrumented"] + r["skipped"]
    r["share"] = share(r["instrumented"], r["eligible"])
    r["directories"] = [{"directory": d, "instrumented": v[0], "eligible": v[1],
                         "share": share(v[0], v[1])} for d, v in sorted(dirs.items())]
    r["reasons"] = []
    for c in ("counted", "forced", "third-party"):
        for name, (n, ex, unmade) in sorted(tallies[c].items(), key=lambda i: (-i[1][0], i[0])):
            what = (ADVICE.get(name, "see docs/skip-reasons.md") if c == "counted" else
                    FORCED[name] if c == "forced" else "calls in the bodies of other projects' macros")
            r["reasons"].append({"reason": name, "class": c, "sites": n, "what": what,
                                 "doc": THIRD_PARTY_ANCHOR if c == "third-party" else
                                 "docs/skip-reasons.md#" + name,
                                 "example": {"file": ex[0], "line": ex[1], "column": ex[2],
                                             "callee": ex[3]}})
            if unmade: r["reasons"][-1]["never_instantiated"] = unmade
    r["forms"] = forms
    return r


def text(r):
    out = [f"instrumented: {r['instrumented']} of {r['eligible']} sites spelled in the project's "
           f"files ({r['share']})",
           f"  {r['sites']} sites in {r['files']} files: {r['instrumented']} instrumented, "
           f"{r['skipped']} skipped; not counted: {r['forced']} forced skips, "
           f"{r['third_party_macro_bodies']} in third-party macro bodies"]
    if r["directories"]:
        out += ["", f"{'directory':<32} instrumented   share"]
        out += [f"{d['directory']:<32} {str(d['instrumented']) + ' / ' + str(d['eligible']):>12}  "
                f"{d['share']:>6}" for d in r["directories"]]
    def rows(c):
        for x in r["reasons"]:
            if x["class"] not in c: continue
            name = "third-party macro bodies" if x["class"] == "third-party" else x["reason"]
            what = ("forced: " if x["class"] == "forced" else "") + x["what"]
            e = x["example"]
            out.append(f"  {name:<26}{x['sites']:>6}  {what} ({x['doc']})")
            out.append(" " * 36 + f"e.g. {e['file']}:{e['line']}:{e['column']} '{e['callee']}'")
            if x.get("never_instantiated"):
                out.append(" " * 36 + f"{x['never_instantiated']} of them in templates no translation "
                           "unit instantiates (no code of theirs runs)")
    if any(x["class"] == "counted" for x in r["reasons"]):
        out += ["", "skipped, counted                 sites  what you can do"]
        rows(("counted",))
    if any(x["class"] != "counted" for x in r["reasons"]):
        out += ["", "not counted                      sites  why"]
        rows(("forced", "third-party"))
    if r["forms"]:
        out += ["", "forms: " + ", ".join(f"{k} {v}" for k, v in
                                          sorted(r["forms"].items(), key=lambda i: (-i[1], i[0])))]
    return "\n".join(out)


if __name__ == "__main__":
    args = sys.argv[1:]
    as_json = "--format=json" in args
    paths = [a for a in args if a != "--format=json"]
    if not paths: sys.exit(__doc__)
    r = report(paths)
    print(json.dumps(r, indent=2) if as_json else text(r))
