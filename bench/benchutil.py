"""Helpers the build benchmarks share: overdub installed into a prefix behind a wrapper that logs
how long each overdub process ran, and the sum of what it logged."""
import glob
import os
import shlex
import subprocess

# When BENCH_OVERDUB_LOG is set, each overdub process logs into a file of its own beside it
# (LOG.<pid>) its start and end (bash's clock) and, from `times`, the CPU time it used (its
# children's line), without an extra process; overdub's status is the wrapper's.
WRAPPER = """#!/bin/bash
start=$EPOCHREALTIME
%(real)s "$@"
status=$?
if [ -n "$BENCH_OVERDUB_LOG" ]; then
  echo "$start $EPOCHREALTIME" > "$BENCH_OVERDUB_LOG.$$"
  times >> "$BENCH_OVERDUB_LOG.$$"
fi
exit $status
"""


def install_logged_overdub(build, prefix):
    """Installs overdub's build into prefix, its `overdub` behind the logging wrapper (the real
    program is `bin/overdub.real`)."""
    subprocess.run(["cmake", "--install", build, "--prefix", prefix], check=True,
                   stdout=subprocess.DEVNULL)
    bindir = os.path.join(prefix, "bin")
    real = os.path.join(bindir, "overdub.real")
    os.rename(os.path.join(bindir, "overdub"), real)
    with open(os.path.join(bindir, "overdub"), "w") as f:
        f.write(WRAPPER % {"real": shlex.quote(real)})
    os.chmod(os.path.join(bindir, "overdub"), 0o755)


def _minutes_seconds(text):
    minutes, seconds = text.rstrip("s").split("m")
    return 60 * int(minutes) + float(seconds)


def overdub_logs(log):
    return glob.glob(glob.escape(log) + ".*")


def clear_overdub_logs(log):
    for path in overdub_logs(log):
        os.remove(path)


def overdub_times(log):
    """(seconds, calls) of the overdub processes the wrapper logged."""
    seconds, calls = 0.0, 0
    for path in overdub_logs(log):
        with open(path) as f:
            start, end = f.readline().split()
        seconds += float(end) - float(start)
        calls += 1
    return seconds, calls


def overdub_cpu(log):
    """The CPU seconds (user + system) of the overdub processes the wrapper logged."""
    total = 0.0
    for path in overdub_logs(log):
        with open(path) as f:
            children = f.read().splitlines()[2]  # after start/end and the shell's own line
        total += sum(_minutes_seconds(t) for t in children.split())
    return total
