#!/usr/bin/env python3
"""Counts of an `overdub --list-sites` listing: sites by form and by skip reason, and the share of
the eligible sites instrumented (all but the skips forced by the language or the text).

    site-stats.py SITES.txt"""
import re, sys, collections
forms, reasons = collections.Counter(), collections.Counter()
for line in open(sys.argv[1]):
    m = re.search(r"remark: instrumented '.*' \[(\w[\w-]*)\]( \(no unwinding stop: .*\))?$", line)
    if m: forms[m.group(1)] += 1; continue
    m = re.search(r"remark: skipped '.*': ([a-z-]+) \(", line)
    if m: reasons[m.group(1)] += 1
inst, skip = sum(forms.values()), sum(reasons.values())
# Skips the language forces (docs/skip-reasons.md): the call is never evaluated or must be
# constant, has no text, is an intrinsic or a cast in function form, or its text must stay as
# written (stringized) or cannot take one wrapper (split between a macro and the text around it).
forced = sum(reasons[r] for r in ["unevaluated", "constant-context", "immediate-call",
             "consteval-function", "intrinsic", "semantic-noop", "pseudo-destructor", "implicit",
             "operator-arrow", "macro-stringized", "macro-spanning", "overdub-runtime"])
eligible = inst + skip - forced
print(f"sites: {inst + skip}, instrumented {inst}, skipped {skip} ({forced} forced by the language)")
print(f"instrumented of the eligible sites: {inst} / {eligible} = {100.0 * inst / max(eligible, 1):.1f}%")
spanning = reasons["macro-spanning"]
print(f"  with macro-spanning counted as eligible: {inst} / {eligible + spanning} = "
      f"{100.0 * inst / max(eligible + spanning, 1):.1f}%")
print("forms: " + ", ".join(f"{k} {v}" for k, v in forms.most_common()))
print("skipped: " + ", ".join(f"{k} {v}" for k, v in reasons.most_common()))
