"""The Chrome export loaded in a real viewer: speedscope 1.25's release build in headless
Chromium (tests/viewers), with its console read. Every export must load with no warning and no
error ("Tried to end X when Y was on the top of the stack", frames left open); the WebGL
driver's own performance messages (SwiftShader's "GPU stall due to ReadPixels") are not
speedscope's and are left aside.

    test_speedscope.py <overdub-report> <viewers dir with node_modules> [--long]

--long adds a trace of 1 M calls (minutes: speedscope imports about 10 k calls a second here)."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tracegen  # noqa: E402
from test_perfetto import deep_recursion, runtime_between_arguments  # noqa: E402
from test_report import known_trace  # noqa: E402
from tracegen import argument_chain, frames_trace, g_of_f  # noqa: E402

REPORT = VIEWERS = None
LONG = False


def speedscope(json_path, timeout=60):
    r = subprocess.run(["node", os.path.join(VIEWERS, "speedscope_check.mjs"), json_path,
                        str(timeout)], capture_output=True, text=True, timeout=timeout + 120)
    if r.returncode != 0:
        raise AssertionError(r.stderr)
    result = json.loads(r.stdout)
    said = [m for m in result["messages"]
            if m["type"] in ("warning", "error", "pageerror", "timeout", "assert")
            and "GL Driver Message" not in m["text"]]
    return result, said


class Speedscope(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def export(self, name, writer_or_path, *args):
        trace = writer_or_path
        if not isinstance(writer_or_path, str):
            trace = os.path.join(self.tmp.name, name + ".trace")
            writer_or_path.write(trace)
        out = os.path.join(self.tmp.name, name + ".json")
        r = subprocess.run([REPORT, "--format=chrome", *args, "-o", out, trace],
                           capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        return out

    def check(self, json_path, timeout=60):
        result, said = speedscope(json_path, timeout)
        self.assertTrue(result["loaded"], result)
        self.assertEqual(said, [])
        return result

    def test_exports_load_without_warnings(self):
        cases = {"known": (known_trace(), []), "known_args": (known_trace(), ["--chrome-args"]),
                 "chain": (argument_chain(300, body=7, leaf=3), []), "g_of_f": (g_of_f(), []),
                 "runtime": (runtime_between_arguments(), []), "deep": (deep_recursion(500), []),
                 "window": (known_trace(), ["--since=120ns", "--until=600ns"]),
                 "targets": (frames_trace(), []),
                 "targets_args": (frames_trace(), ["--chrome-args"])}
        for name, (writer, args) in cases.items():
            with self.subTest(trace=name):
                self.check(self.export(name, writer, *args))

    def test_twenty_thousand_calls(self):
        path = os.path.join(self.tmp.name, "calls.trace")
        tracegen.write_recursion_trace(path, 40_000)
        self.check(self.export("calls", path))

    def test_the_check_can_fail(self):
        # Two calls that overlap without nesting: speedscope warns, and the check sees it.
        path = os.path.join(self.tmp.name, "bad.json")
        with open(path, "w") as f:
            json.dump({"traceEvents": [
                {"name": "A", "ph": "X", "ts": 0, "dur": 10, "pid": 1, "tid": 1},
                {"name": "B", "ph": "X", "ts": 5, "dur": 10, "pid": 1, "tid": 1}]}, f)
        result, said = speedscope(path)
        self.assertTrue(any("Tried to end" in m["text"] for m in said), result)

    def test_a_million_calls(self):
        if not (LONG or os.environ.get("OVERDUB_LONG")):
            self.skipTest("the long suite's (--long)")
        path = os.path.join(self.tmp.name, "million.trace")
        tracegen.write_recursion_trace(path, 2_000_000)
        result = self.check(self.export("million", path), timeout=1800)
        print(f"\nspeedscope imported 1 M calls in {result['seconds']:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    REPORT, VIEWERS = sys.argv[1], sys.argv[2]
    LONG = "--long" in sys.argv
    import test_perfetto
    import test_report
    test_report.REPORT = test_perfetto.REPORT = REPORT
    argv = [a for a in sys.argv[3:] if a != "--long"]
    unittest.main(argv=sys.argv[:1] + argv, verbosity=2)
