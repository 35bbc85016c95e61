"""A signal or an error at a known system call, by strace's fault injection: a deterministic way to
interrupt a file write where it matters (at fsync the temporary file is complete and not yet
renamed over its target)."""
import shutil
import signal
import subprocess


def unavailable():
    """Why injection cannot run here, or None."""
    if shutil.which("strace") is None:
        return "strace is not installed (scripts/install-deps.sh installs it)"
    r = subprocess.run(injecting("fsync", "error=EIO") + ["true"], capture_output=True, text=True)
    if r.returncode != 0:
        return "strace cannot trace processes here: " + r.stderr.strip()
    return None


def injecting(syscall, action):
    """The command prefix that runs a command (and its threads and children) with `action`
    ("signal=SIGHUP", "error=EIO") at every `syscall`."""
    return ["strace", "-f", "-qq", "-o", "/dev/null", "-e", f"trace={syscall}",
            "-e", f"inject={syscall}:{action}"]


def ignoring(*signals):
    """For preexec_fn: the command starts with `signals` ignored, as nohup starts it with SIGHUP
    and a shell starts a background job with SIGINT and SIGQUIT."""
    def apply():
        for s in signals:
            signal.signal(s, signal.SIG_IGN)
    return apply
