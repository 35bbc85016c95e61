"""What the end-to-end tests of the bundled examples share: running commands, failing with the
command's output, installing overdub into a prefix of the test's own."""
import os
import shutil
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


def copy_project(example, work, name, config=None):
    """Copies the bundled EXAMPLE to WORK/NAME, so that the tests that edit it leave the
    repository alone; returns the copy. Its project root is marked as a user's would be: its
    own .overdub.yaml holding CONFIG when given, else a repository of its own (git init)."""
    src = os.path.join(work, name)
    shutil.copytree(example, src)
    if config is not None:
        with open(os.path.join(src, ".overdub.yaml"), "w") as f:
            f.write(config)
    else:
        run(["git", "init", "-q", src])
    return src
