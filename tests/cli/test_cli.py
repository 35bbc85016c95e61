#!/usr/bin/env python3
"""Command-line behaviour of overdub and overdub-report on bad input, and of the runtime when its
trace cannot be written: a clear message, a non-zero exit (or, for the runtime, the program's own
exit status), and never a partial output file."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

from project import ProjectTestCase, run

OVERDUB = REPORT = INCLUDE = RUNTIME = None


class OverdubCli(ProjectTestCase):
    def test_missing_file(self):
        r = run([OVERDUB, "nope.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("cannot read 'nope.cpp'", r.stderr)
        self.assertEqual(r.stdout, "")
        # A source that exists but cannot be read as a file (root reads any file whatever its
        # mode, so a directory stands for it): the other sources are still written.
        os.makedirs(os.path.join(self.dir, "adir"))
        self.write("ok.cpp", "int f() { return 1; }\nint main() { return f() - 1; }\n")
        r = run([OVERDUB, "--output-dir=out", "adir", "ok.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertEqual(r.returncode, 1)
        self.assertIn("cannot read 'adir': Is a directory", r.stderr)
        self.assertTrue(os.path.exists(os.path.join(self.dir, "out", "ok.cpp")))

    def test_syntax_error_gives_diagnostics_and_no_output(self):
        self.write("bad.cpp", "int f() { return 1; }\nint main( { return f(); }\n")
        r = run([OVERDUB, "--output-dir=out", "bad.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("error:", r.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out", "bad.cpp")))
        r = run([OVERDUB, "bad.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertNotEqual(r.returncode, 0)
        self.assertEqual(r.stdout, "")

    def test_context_options_are_checked(self):
        self.write("a.cpp", "int f() { return 1; }\nint main() { return f(); }\n")
        for args, message in [
                (["--context=1bad"], "expected a qualified class name"),
                (["--context=ns::C<int>"], "expected a qualified class name"),
                (["--context-header=<c.h>"], "--context-header needs --context"),
                (["--context=C", "--context-header=missing.h"], "missing.h: no such file")]:
            r = run([OVERDUB, *args, "a.cpp", "--", "-std=c++17"], cwd=self.dir)
            self.assertNotEqual(r.returncode, 0, args)
            self.assertIn(message, r.stderr)
            self.assertEqual(r.stdout, "")
        # A header path is made absolute; <...> and "..." are included as given.
        header = self.write("c.h", "struct C;\n")
        r = run([OVERDUB, "--context=::C", "--context-header=c.h", "a.cpp", "--", "-std=c++17"],
                cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn('#include "%s"\n' % header, r.stdout)
        self.assertIn("BasicSpan< ::C>", r.stdout)
        r = run([OVERDUB, "--context=C", '--context-header="c.h"', "a.cpp", "--", "-std=c++17"],
                cwd=self.dir)
        self.assertIn('#include "c.h"\n', r.stdout)

    def test_other_files_are_still_processed(self):
        self.write("bad.cpp", "int main( {}\n")
        self.write("good.cpp", "int f() { return 1; }\nint main() { return f(); }\n")
        r = run([OVERDUB, "--output-dir=out", "bad.cpp", "good.cpp", "--", "-std=c++17"],
                cwd=self.dir)
        self.assertNotEqual(r.returncode, 0)
        self.assertTrue(os.path.exists(os.path.join(self.dir, "out", "good.cpp")))
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out", "bad.cpp")))

    def test_output_dir_cannot_be_created(self):
        self.write("ok.cpp", "int f() { return 1; }\nint main() { return f(); }\n")
        self.write("plainfile", "")
        r = run([OVERDUB, "--output-dir=plainfile/sub", "ok.cpp", "--", "-std=c++17"],
                cwd=self.dir)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("cannot create the directory", r.stderr)
        self.assertEqual(sorted(os.listdir(self.dir)), ["ok.cpp", "plainfile"])

    def test_never_overwrites_the_original(self):
        text = "int f() { return 1; }\nint main() { return f(); }\n"
        self.write("ok.cpp", text)
        r = run([OVERDUB, "--output-dir=.", "ok.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("refusing to overwrite", r.stderr)
        with open(os.path.join(self.dir, "ok.cpp")) as f:
            self.assertEqual(f.read(), text)

    def test_output_dir_of_the_sources_writes_nothing(self):
        # Refused before anything is written: no database naming a compiler, no lock file.
        self.write("ok.cpp", "int f() { return 1; }\nint main() { return f(); }\n")
        for args in (["--output-dir=."], ["--output-dir=" + self.dir, "-j", "2"]):
            r = run([OVERDUB, *args, "ok.cpp", "--", "-std=c++17"], cwd=self.dir)
            self.assertEqual(r.returncode, 1)
            self.assertEqual(r.stderr, "overdub: error: refusing to overwrite the original source "
                             "'ok.cpp' with its copy: choose another --output-dir\n")
            self.assertEqual(sorted(os.listdir(self.dir)), ["ok.cpp"])

    def test_database_that_does_not_parse(self):
        self.write("ok.cpp", "int f() { return 1; }\nint main() { return f(); }\n")
        garbage = bytes(range(256)) * 2
        for name in ["build/compile_commands.json", "compile_commands.json"]:
            path = self.write(name, "")
            with open(path, "wb") as f:
                f.write(garbage)
            # Found by -p, and found beside the source (without -p: it went on without flags).
            args = ["-p", "build"] if name.startswith("build") else []
            r = subprocess.run([OVERDUB, *args, "ok.cpp"], cwd=self.dir, capture_output=True)
            self.assertEqual((r.returncode, r.stdout), (1, b""), r.stderr)
            # Nothing of the file's bytes comes raw, and the parser says why.
            self.assertFalse([b for b in r.stderr if b < 32 and b != 10 or b > 126], r.stderr)
            self.assertRegex(r.stderr.decode(), r"^overdub: error: '%s' does not parse: "
                             r"\[\d+:\d+, byte=\d+\]: Invalid UTF-8 sequence\n$" % re.escape(
                                 os.path.join(self.dir, name) if not args else name))
            os.remove(path)
        # Valid JSON, but no compile database.
        self.write("compile_commands.json", '[{"directory": "/", "command": "g++ -c x.cpp"}]')
        r = run([OVERDUB, "ok.cpp"], cwd=self.dir)
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stderr, "overdub: error: '%s/compile_commands.json' is not a compile "
                         'database: Missing key: "file".\n' % self.dir)

    def test_messages_escape_what_is_not_printable(self):
        self.write("ok.cpp", "int f() { return 1; }\nint main() { return f(); }\n")
        with open(os.path.join(self.dir, "bad.yaml"), "wb") as f:
            f.write(b"ExcludeCallees: [\x01\x1b[31m\xff\n")
        r = subprocess.run([OVERDUB, "--config-file=bad.yaml", "ok.cpp", "--"], cwd=self.dir,
                           capture_output=True)
        self.assertEqual(r.returncode, 1)
        self.assertIn(b"ExcludeCallees: [\\x01\\x1b[31m\\xff\n", r.stderr)
        self.assertFalse([b for b in r.stderr if b < 32 and b != 10 or b > 126], r.stderr)
        r = subprocess.run([OVERDUB, "no\x1bsuch.cpp", "--"], cwd=self.dir, capture_output=True)
        self.assertEqual(r.stderr, b"overdub: error: cannot read 'no\\x1bsuch.cpp': no such file\n")

    def test_deeply_nested_code(self):
        # 1,500 nested calls exhaust 8 MiB of stack in Clang's parser (clang++-19 crashes too);
        # overdub processes each source on a deep stack.
        def nested(depth):
            return ("int f(int x) { return x; }\nint main() { return %s0%s; }\n"
                    % ("f(" * depth, ")" * depth))
        self.write("deep.cpp", nested(1500))
        r = run([OVERDUB, "--stats", "--format=json", "deep.cpp", "--", "-std=c++17",
                 "-fbracket-depth=5000"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr[-2000:])
        self.assertEqual(json.loads(r.stdout)["instrumented"], 1500)
        # Deeper than that stack: that source fails with a message, the others are written.
        self.write("deeper.cpp", nested(200000))
        self.write("ok.cpp", "int f() { return 1; }\nint main() { return f() - 1; }\n")
        r = run([OVERDUB, "--output-dir=out", "deeper.cpp", "ok.cpp", "--", "-std=c++17",
                 "-fbracket-depth=300000"], cwd=self.dir)
        self.assertEqual(r.returncode, 1, r.stderr[-2000:])
        self.assertEqual(r.stderr, "overdub: error: overdub crashed on 'deeper.cpp': signal 11 "
                         "(Segmentation fault), as when deeply nested code exhausts the stack; it "
                         "is left as it is\n")
        self.assertTrue(os.path.exists(os.path.join(self.dir, "out", "ok.cpp")))
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out", "deeper.cpp")))

    def test_sources_outside_the_current_directory_keep_their_absolute_path(self):
        # Run from proj/ on ../other/o.cpp: its copy goes under out/ by its absolute path (a
        # relative one would climb out of out/), and the shadow database points at it.
        text = "int f() { return 1; }\nint main() { return f() - 1; }\n"
        source = self.write("other/o.cpp", text)
        self.write("proj/build/compile_commands.json",
                   '[{"directory": "%s", "file": "o.cpp", "arguments": '
                   '["g++", "-std=c++17", "-c", "o.cpp"]}]' % os.path.dirname(source))
        proj = os.path.join(self.dir, "proj")
        r = run([OVERDUB, "-p", "build", "--output-dir=out", "../other/o.cpp"], cwd=proj)
        self.assertEqual(r.returncode, 0, r.stderr)
        copy = os.path.join(proj, "out", source.lstrip("/"))
        with open(copy) as f:
            self.assertIn("::overdub::Span", f.read())
        with open(source) as f:
            self.assertEqual(f.read(), text)
        with open(os.path.join(proj, "out", "compile_commands.json")) as f:
            self.assertEqual(json.load(f)[0]["file"], copy)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out")))

    def test_several_inputs_need_an_output_dir(self):
        self.write("a.cpp", "int main() {}\n")
        self.write("b.cpp", "int main() {}\n")
        r = run([OVERDUB, "a.cpp", "b.cpp", "--"], cwd=self.dir)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("need --output-dir", r.stderr)

    def test_output_dir_keeps_relative_paths_and_starts_with_line(self):
        os.makedirs(os.path.join(self.dir, "src"))
        self.write("src/h.h", "inline int h() { return 2; }\n")
        self.write("src/m.cpp", '#include "h.h"\nint main() { return h() - 2; }\n')
        r = run([OVERDUB, "--output-dir=out", "src/m.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(os.path.join(self.dir, "out", "src", "m.cpp")) as f:
            text = f.read()
        self.assertTrue(text.startswith('#line 1 "src/m.cpp"\n'), text[:80])
        # Compiles from the shadow tree with nothing but the runtime include and library.
        exe = os.path.join(self.dir, "m")
        c = run(["g++", "-std=c++17", "-I", INCLUDE, "out/src/m.cpp", RUNTIME, "-pthread",
                 "-o", exe], cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        p = run([exe], cwd=self.dir, env=dict(os.environ, OVERDUB_OUTPUT="t.trace"))
        self.assertEqual(p.returncode, 0)
        self.assertTrue(os.path.exists(os.path.join(self.dir, "t.trace")))

    def test_output_dir_spells_include_paths_as_they_are(self):
        # A header name is not a string literal: a backslash in the path is the path's own (not
        # doubled), and a path with a quote is named between angle brackets. Both the original
        # header next to the source and an instrumented header's copy are named so.
        for top in ("d\\x", 'q"d'):
            src = os.path.join(self.dir, top)
            os.makedirs(src)
            self.write(os.path.join(top, "near.h"), "inline int near() { return 2; }\n")
            self.write(os.path.join(top, "lib.h"), "inline int lib() { return near() + 1; }\n")
            self.write(os.path.join(top, "m.cpp"), '#include "near.h"\n#include "lib.h"\n'
                       "int main() { return lib() - 3; }\n")
            out = os.path.join(self.dir, "out-" + str(len(top)) + top[0])
            r = run([OVERDUB, "--output-dir=" + out, "--header-filter=lib\\.h$",
                     os.path.join(src, "m.cpp"), "--", "-std=c++17"], cwd=src)
            self.assertEqual(r.returncode, 0, r.stderr)
            shadow = [os.path.join(d, n) for d, _, names in os.walk(out) for n in names
                      if n == "m.cpp"]
            self.assertEqual(len(shadow), 1, shadow)
            with open(shadow[0]) as f:
                text = f.read()
            includes = re.findall(r"^#include (.*)$", text, re.M)
            self.assertIn(('<%s>' if '"' in top else '"%s"') % os.path.join(src, "near.h"),
                          includes)
            self.assertFalse([i for i in includes if "\\\\" in i], includes)
            exe = os.path.join(self.dir, "m")
            c = run(["g++", "-std=c++17", "-I", INCLUDE, shadow[0], RUNTIME, "-pthread",
                     "-o", exe], cwd=self.dir)
            self.assertEqual(c.returncode, 0, c.stderr)
            p = run([exe], cwd=self.dir, env=dict(os.environ, OVERDUB_OUTPUT="t.trace"))
            self.assertEqual(p.returncode, 0)
            r = run([REPORT, "t.trace", "--check"], cwd=self.dir)
            self.assertEqual(r.returncode, 0, r.stderr)

    def test_c_sources_are_left_as_is(self):
        text = "#include <stdio.h>\nint f(int x) { return x; }\nint main(void) { return f(0); }\n"
        self.write("plain.c", text)
        r = run([OVERDUB, "plain.c", "--", "-std=c11"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, text)
        self.assertIn("plain.c: not C++, left as is", r.stderr)
        # Unchanged in the shadow tree too: gcc's C warning about an unused static constant
        # asks that the file's name be the compiled one, which a #line would not keep.
        r = run([OVERDUB, "--output-dir=out", "plain.c", "--", "-std=c11"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(os.path.join(self.dir, "out", "plain.c")) as f:
            self.assertEqual(f.read(), text)

    def test_cxx98_sources_are_left_as_is(self):
        # The wrappers and the runtime's header need C++11: a C++03 source compiles unchanged.
        text = "#include <cstdio>\nint f(int x) { return x; }\nint main() { return f(0); }\n"
        self.write("old.cpp", text)
        for std in ("-std=c++98", "-std=gnu++03"):
            r = run([OVERDUB, "old.cpp", "--", std], cwd=self.dir)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(r.stdout, text)
            self.assertIn("old.cpp: C++98/03, left as is", r.stderr)
        r = run([OVERDUB, "old.cpp", "--", "-std=c++11"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertNotEqual(r.stdout, text)
        # Compiled from another file (the launcher's, a shadow tree), it keeps its own name, and
        # g++ does not take its classes for a header's (-Wsubobject-linkage, on by default).
        text = "namespace { struct A { int v; }; }\nstruct B { A a; };\n" + text
        self.write("old.cpp", text)
        r = run([OVERDUB, "old.cpp", "--compiled-as=obj/old.o.overdub.cpp", "--", "-std=c++98"],
                cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(r.stdout.startswith('#line 1 "old.cpp"\n#if defined(__GNUC__)'))
        self.assertTrue(r.stdout.endswith('#endif\n#line 1 "old.cpp"\n' + text))
        named = r.stdout
        r = run([OVERDUB, "--output-dir=out", "old.cpp", "--", "-std=c++98"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(os.path.join(self.dir, "out", "old.cpp")) as f:
            self.assertEqual(f.read(), named)
        c = run(["g++", "-std=c++98", "-Wall", "-c", "out/old.cpp", "-o", "old.o"], cwd=self.dir)
        self.assertEqual((c.returncode, c.stderr), (0, ""))

    def test_macro_variants_keep_their_define_lines(self):
        # A variant of a header's macro stands under a #line naming the header as its copies name
        # themselves (the absolute path: the same whatever include path a unit took), at the
        # #define's lines, so that g++ reports a warning of its body where the original's is.
        os.makedirs(os.path.join(self.dir, ".git"))  # the project's root: its header gets a copy
        self.write("inc/check.h", "#pragma once\nint report(const char *text, int v);\n"
                                  "#define CHECK(e) \\\n  (report(#e, (e)) == 0)\n")
        main = "int twice(int x) { return 2 * x; }\nint report(const char *, int v) { return v; }\n"
        self.write("a.cpp", '#include "check.h"\n' + main + "int main() { CHECK(twice(2)); }\n")
        self.write("sub/b.cpp", '#include "../inc/check.h"\nint twice(int);\n'
                                "void b() { CHECK(twice(3)); }\n")
        r = run([OVERDUB, "--output-dir=out", "a.cpp", "sub/b.cpp", "--", "-std=c++17", "-Iinc"],
                cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        header = os.path.join(os.path.realpath(self.dir), "inc", "check.h")
        for name in ("a.cpp", "sub/b.cpp"):
            with open(os.path.join(self.dir, "out", name)) as f:
                self.assertIn('#line 3 "%s"\n#define overdub_' % header, f.read())
        with open(os.path.join(self.dir, "out", "inc", "check.h")) as f:
            self.assertTrue(f.read().startswith('#line 1 "%s"\n' % header))
        warnings = []
        for source in ("a.cpp", "out/a.cpp"):
            c = run(["g++", "-std=c++17", "-Wall", "-Iinc", "-I", INCLUDE, "-fsyntax-only", source],
                    cwd=self.dir)
            warnings.append(sorted(set(re.findall(r"([\w.]+):(\d+):\d+: warning: .*(\[-W[\w-]+\])",
                                                  c.stderr))))
        self.assertEqual(warnings[0], [("check.h", "4", "[-Wunused-value]")])
        self.assertEqual(warnings[1], warnings[0])

    def test_stats_count_forms_and_reasons(self):
        self.write("s.cpp", "#include <utility>\nint f(int x) { return x; }\nvoid g() {}\n"
                            "int main() { int a = 1; g(); return f(std::move(a)) + sizeof(f(2)); }\n")
        r = run([OVERDUB, "--stats", "--format=json", "s.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        stats = json.loads(r.stdout)
        self.assertEqual({k: stats[k] for k in ("files", "sites", "instrumented", "skipped", "forced",
                                                "forms")},
                         {"files": 1, "sites": 4, "instrumented": 2, "skipped": 0, "forced": 2,
                          "forms": {"value": 1, "void": 1}})
        self.assertEqual([(x["reason"], x["class"], x["sites"]) for x in stats["reasons"]],
                         [("semantic-noop", "forced", 1), ("unevaluated", "forced", 1)])

    def test_parallel_runs_give_the_same_output(self):
        os.makedirs(os.path.join(self.dir, "src"))
        names = []
        for i in range(4):
            name = f"src/u{i}.cpp"
            self.write(name, f'#include "h.h"\nint f{i}(int x) {{ return h(x) + {i}; }}\n')
            names.append(name)
        self.write("src/h.h", "inline int h(int x) { return x * 2; }\n")
        for jobs, out in [("1", "one"), ("2", "two")]:
            r = run([OVERDUB, "-j", jobs, f"--output-dir={out}", *names, "--", "-std=c++17"],
                    cwd=self.dir)
            self.assertEqual(r.returncode, 0, r.stderr)
        for name in names:
            with open(os.path.join(self.dir, "one", name)) as a, \
                 open(os.path.join(self.dir, "two", name)) as b:
                self.assertEqual(a.read(), b.read())

    def test_an_instrumented_file_including_another(self):
        # Unity builds include .cc files: with both instrumented in place, two preludes meet.
        self.write("a.cc", "int fa(int x) { return x + 1; }\n")
        self.write("b.cc", '#include "a.cc"\nint fb(int x) { return fa(x) * 2; }\n'
                           "int main() { return fb(1) == 4 ? 0 : 1; }\n")
        r = run([OVERDUB, "--output-dir=out", "a.cc", "b.cc", "--", "-std=c++17"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        for name in ["a.cc", "b.cc"]:  # in place, as --fix would leave them
            os.replace(os.path.join(self.dir, "out", name), os.path.join(self.dir, name))
        with open(os.path.join(self.dir, "b.cc")) as f:
            text = f.read().replace('#include "' + self.dir + '/a.cc"', '#include "a.cc"')
        with open(os.path.join(self.dir, "b.cc"), "w") as f:
            f.write(text)
        exe = os.path.join(self.dir, "b")
        c = run(["g++", "-std=c++17", "-Wall", "-Wextra", "-Werror", "-I", INCLUDE, "b.cc", RUNTIME,
                 "-pthread", "-o", exe], cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        p = run([exe], cwd=self.dir, env=dict(os.environ, OVERDUB_OUTPUT="t.trace"))
        self.assertEqual(p.returncode, 0)
        csv = run([REPORT, "--format=csv", "--check", os.path.join(self.dir, "t.trace")])
        self.assertIn("\nfa,1,", csv.stdout)

    def test_version_names_llvm(self):
        r = run([OVERDUB, "--version"])
        self.assertIn("LLVM 19", r.stdout)


class RuntimeAndReport(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        src = os.path.join(self.dir, "p.cpp")
        with open(src, "w") as f:
            f.write("int f(int x) { return x + 1; }\n"
                    "int main() { long s = 0; for (int i = 0; i < 100000; ++i) s += f(i);"
                    " return s == 5000050000 ? 7 : 1; }\n")
        inst = run([OVERDUB, "p.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertEqual(inst.returncode, 0, inst.stderr)
        with open(os.path.join(self.dir, "p.inst.cpp"), "w") as f:
            f.write(inst.stdout)
        self.exe = os.path.join(self.dir, "p")
        c = run(["g++", "-std=c++17", "-I", INCLUDE, "p.inst.cpp", RUNTIME, "-pthread", "-o",
                 self.exe], cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)

    def tearDown(self):
        self.tmp.cleanup()

    def _trace(self):
        p = run([self.exe], cwd=self.dir,
                env=dict(os.environ, OVERDUB_OUTPUT="t.%p.%%.trace", OVERDUB_THROTTLE="0"))
        self.assertEqual(p.returncode, 7)
        self.assertEqual(p.stdout + p.stderr, "")
        path = os.path.join(self.dir, f"t.{self.pid_of(p)}.%.trace")
        return path

    def pid_of(self, _):
        names = [n for n in os.listdir(self.dir) if n.startswith("t.") and n.endswith(".%.trace")]
        self.assertEqual(len(names), 1, names)
        return names[0].split(".")[1]

    def test_unwritable_output_warns_once_and_keeps_exit_status(self):
        env = dict(os.environ, OVERDUB_OUTPUT="/nonexistent-dir/x.trace")
        p = run([self.exe], cwd=self.dir, env=env)
        self.assertEqual(p.returncode, 7)
        self.assertEqual(p.stdout, "")
        self.assertEqual(len(p.stderr.strip().splitlines()), 1, p.stderr)
        self.assertIn("cannot write the trace", p.stderr)

    def test_pid_pattern_and_exact_counts(self):
        path = self.trace()
        r = run([REPORT, "--format=csv", "--check", path])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("\nf,100000,", r.stdout)

    def test_report_formats(self):
        path = self.trace()
        import json
        chrome = run([REPORT, "--format=chrome", path])
        self.assertEqual(chrome.returncode, 0, chrome.stderr)
        events = [e for e in json.loads(chrome.stdout)["traceEvents"] if e["ph"] == "X"]
        self.assertEqual(sum(1 for e in events if e["name"] == "f"), 100000)
        # Per thread, spans nest: sorted by start, each ends before the span around it does
        # (within the 1 ns of the printed microseconds' rounding, twice).
        slack = 2e-3
        # Written as calls end: end times never go back in file order (one thread here).
        file_ends = [e["ts"] + e["dur"] for e in events]
        self.assertTrue(all(b >= a - slack for a, b in zip(file_ends, file_ends[1:])))
        open_ends = []
        for e in sorted(events, key=lambda e: (e["ts"], -e["dur"])):
            while open_ends and open_ends[-1] <= e["ts"] + slack:
                open_ends.pop()
            if open_ends:
                self.assertLessEqual(e["ts"] + e["dur"], open_ends[-1] + slack)
            open_ends.append(e["ts"] + e["dur"])
        folded = run([REPORT, "--format=folded", path]).stdout.splitlines()
        self.assertTrue(folded and all(l.rsplit(" ", 1)[1].isdigit() for l in folded), folded[:3])
        self.assertIn("f", [l.rsplit(" ", 1)[0] for l in folded])
        sites = run([REPORT, "--format=csv", "--by-site", path]).stdout.splitlines()
        self.assertEqual(sites[0], "site,caller,callee,calls,inclusive_ns,exclusive_ns,min_ns,max_ns,"
                                   "untimed_calls,p50_ns,p90_ns,p99_ns")
        f_row = [l for l in sites if l.startswith("p.cpp:2:")]
        self.assertEqual(len(f_row), 1, sites)
        cols = f_row[0].split(",")
        self.assertEqual(cols[1:4], ["main", "f", "100000"])
        self.assertLessEqual(int(cols[6]), int(cols[7]))  # min <= max
        tree = run([REPORT, "--format=tree", path]).stdout
        self.assertRegex(tree, r"\n\s*[\d.]+%\s+\S+ \S+\s+\S+ \S+\s+100000  f\n")

    def test_html_and_svg_render_in_chromium(self):
        chromium = shutil.which("chromium")
        if not chromium:
            self.skipTest("chromium is not installed (scripts/install-deps.sh installs it)")
        path = self.trace()
        for fmt, name in [("html", "report.html"), ("svg", "flame.svg")]:
            page = os.path.join(self.dir, name)
            with open(page, "w") as f:
                r = run([REPORT, f"--format={fmt}", path])
                self.assertEqual(r.returncode, 0, r.stderr)
                f.write(r.stdout)
            flags = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                     "--no-first-run", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync",
                     f"--user-data-dir={self.dir}/chromium-{fmt}", "--window-size=1280,900"]
            shot = os.path.join(self.dir, f"{fmt}.png")
            r = run(flags + [f"--screenshot={shot}", "file://" + page], timeout=120)
            self.assertTrue(os.path.exists(shot) and os.path.getsize(shot) > 5000, r.stderr[-2000:])
            self.assertNotIn("Uncaught", r.stderr)
            dom = run(flags + ["--dump-dom", "file://" + page], timeout=120).stdout
            self.assertIn("<rect", dom)  # the flame graph's boxes were parsed
            self.assertRegex(dom, r"<title>f: 100000 calls")
            if fmt == "html":
                self.assertIn('id="profile"', dom)
                self.assertRegex(dom, r"<td class=\"n\">100000</td>")

    def test_several_traces_and_diff(self):
        first = self.trace()
        moved = os.path.join(self.dir, "first.trace")
        os.replace(first, moved)
        second = self.trace()
        merged = run([REPORT, "--format=csv", "--check", moved, second])
        self.assertEqual(merged.returncode, 0, merged.stderr)
        self.assertIn("\nf,200000,", merged.stdout)
        table = run([REPORT, moved, second]).stdout
        self.assertIn("2 processes (pids ", table)
        import json
        chrome = json.loads(run([REPORT, "--format=chrome", moved, second]).stdout)
        self.assertEqual(len({e["pid"] for e in chrome["traceEvents"] if e["ph"] == "X"}), 2)
        diff = run([REPORT, "diff", "--format=csv", moved, second])
        self.assertEqual(diff.returncode, 0, diff.stderr)
        lines = diff.stdout.splitlines()
        self.assertEqual(lines[0], "callee,calls_before,calls_after,inclusive_ns_before,"
                                   "inclusive_ns_after,exclusive_ns_before,exclusive_ns_after,"
                                   "exclusive_change_ns,score")
        self.assertTrue(any(l.startswith("f,100000,100000,") for l in lines), lines)
        bad = run([REPORT, "diff", moved])
        self.assertEqual(bad.returncode, 1)
        self.assertIn("diff takes the runs before and after", bad.stderr)

    def trace(self):
        for old in [n for n in os.listdir(self.dir) if n.startswith("t.") and n.endswith(".%.trace")]:
            os.remove(os.path.join(self.dir, old))
        return RuntimeAndReport._trace(self)

    def test_report_rejects_what_is_not_a_trace(self):
        junk = os.path.join(self.dir, "junk")
        with open(junk, "w") as f:
            f.write("hello")
        r = run([REPORT, junk])
        self.assertEqual(r.returncode, 1)
        self.assertIn("is not an overdub trace", r.stderr)
        r = run([REPORT, os.path.join(self.dir, "missing.trace")])
        self.assertEqual(r.returncode, 1)
        self.assertIn("cannot open", r.stderr)

    def test_truncated_trace_reports_what_precedes_the_cut(self):
        path = self.trace()
        with open(path, "rb") as f:
            data = f.read()
        cut = os.path.join(self.dir, "cut.trace")
        with open(cut, "wb") as f:
            f.write(data[: len(data) // 2])
        r = run([REPORT, "--format=csv", cut])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("truncated", r.stderr)
        self.assertIn("\nf,", r.stdout)
        r = run([REPORT, "--check", cut])
        self.assertEqual(r.returncode, 1)


if __name__ == "__main__":
    OVERDUB, REPORT, INCLUDE, RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
