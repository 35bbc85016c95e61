"""What the end-to-end tests of the bundled examples share: running commands, failing with the
command's output, installing overdub into a prefix of the test's own."""
import os
import subprocess

SKIP = 77  # ctest's SKIP_RETURN_CODE for these tests


class Failure(Exception):
    pass


def run(cmd, cwd=None, env=None, check=True):
    r = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True)
    if check and r.returncode != 0:
        raise Failure("command failed (%d): %s\n%s%s" % (r.returncode, " ".join(cmd), r.stdout,
                                                          r.stderr))
    return r


def install(overdub_build, work):
    """Installs the build into WORK/prefix; returns the prefix."""
    prefix = os.path.join(work, "prefix")
    run(["cmake", "--install", overdub_build, "--prefix", prefix])
    return prefix
