"""Child processes that cannot take cuport down and that signals pass on to.

- run() runs a program with stdio passed through (or its output copied into text streams);
  SIGINT, SIGTERM, SIGHUP and SIGQUIT sent to cuport pass on to it, and its status comes back
  as a shell gives it (128+N for signal N).
- supervise() runs a command's work in a forked child, so a crash in native code (libclang)
  ends that child, not the command: the caller learns which signal ended it and what the child
  last said it was working on (note()).
- isolated() runs one function in a forked child and returns its result, or raises Crashed.

A signal that a terminal sends to the whole foreground group (Ctrl-C) is not passed on again:
the child got it too. Only what is sent to cuport itself (kill PID) is. Nothing here knows
about CUDA or translation.
"""

from __future__ import annotations

import atexit
import codecs
import mmap
import os
import pickle
import selectors
import signal
import subprocess
import sys
import traceback

# Signals that mean a process crashed, as opposed to being stopped by someone.
CRASH_SIGNALS = frozenset(
    getattr(signal, name)
    for name in ("SIGSEGV", "SIGBUS", "SIGILL", "SIGFPE", "SIGABRT", "SIGSYS", "SIGTRAP")
    if hasattr(signal, name)
)
_PASSED_ON = tuple(
    getattr(signal, name)
    for name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT")
    if hasattr(signal, name)
)
_FROM_A_PROCESS = 0  # siginfo si_code <= 0: kill(), sigqueue(), tkill(); > 0: the kernel (a tty)
_NOTE_SIZE = 4096
_notes: mmap.mmap | None = None  # shared with a supervised child: what it is working on


class Crashed(Exception):
    """A child process ended by a signal; signum is the signal, note what it was doing."""

    def __init__(self, signum: int, note: str = ""):
        super().__init__(f"{signal_name(signum)}" + (f" while {note}" if note else ""))
        self.signum = signum
        self.note = note


def signal_name(signum: int) -> str:
    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"


def exit_status(returncode: int) -> int:
    """A subprocess return code as a shell reports it: 128+N for a process ended by signal N."""
    return 128 - returncode if returncode < 0 else returncode


def _status_code(wait_status: int) -> int:
    if os.WIFSIGNALED(wait_status):
        return 128 + os.WTERMSIG(wait_status)
    return os.WEXITSTATUS(wait_status)


_WATCHED = {*_PASSED_ON, signal.SIGCHLD}


def _block() -> set:
    """Block the passed-on signals (and SIGCHLD) in this thread; returns the previous mask.
    Done before a child starts, so no signal can arrive between its start and the wait."""
    return signal.pthread_sigmask(signal.SIG_BLOCK, _WATCHED)


def _restore(previous: set) -> None:
    signal.pthread_sigmask(signal.SIG_SETMASK, previous)


class _OutputCopy:
    """Copies a child's stdout and stderr pipes into two text streams as output arrives, in the
    calling thread. Bytes that are not UTF-8 are replaced, as a terminal would show them."""

    def __init__(self, pipes, streams):
        self._selector = selectors.DefaultSelector()
        for pipe, stream in zip(pipes, streams, strict=True):
            decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
            self._selector.register(pipe, selectors.EVENT_READ, (stream, decoder))
        self.open = True  # a pipe is still open

    def copy(self, timeout: float | None = None) -> None:
        """Copy what arrives within timeout seconds; with None, everything until the child (and
        whatever it started) has closed both pipes."""
        while self.open:
            for key, _ in self._selector.select(timeout):
                stream, decoder = key.data
                data = os.read(key.fd, 1 << 16)
                if not data:
                    self._selector.unregister(key.fileobj)
                    key.fileobj.close()
                text = decoder.decode(data, final=not data)
                if text:
                    stream.write(text)
                    stream.flush()
            if not self._selector.get_map():
                self._selector.close()
                self.open = False
            if timeout is not None:
                return


def _wait_passing_signals(pid: int, output: _OutputCopy | None = None) -> int:
    """Wait for the child pid (signals blocked by _block), passing on the signals sent to this
    process, and copying its output meanwhile when output is given; returns its wait status."""
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status
        if output is None or not output.open:
            info = signal.sigtimedwait(_WATCHED, 0.5)
        else:  # blocked signals cannot wake a select(): wait on the pipes, then look for one
            output.copy(timeout=0.05)
            info = signal.sigtimedwait(_WATCHED, 0)
        if info is None or info.si_signo == signal.SIGCHLD:
            continue
        if info.si_code <= _FROM_A_PROCESS:
            _pass_on(pid, info.si_signo)


def _pass_on(pid: int, signum: int) -> None:
    try:
        os.kill(pid, signum)
    except ProcessLookupError:
        pass


def run(argv: list[str], env=None, cwd=None, output=None) -> int:
    """Run a program; its exit status (128+N for signal N). Raises OSError when it cannot be
    started.

    output: None passes stdio through. Else (stdout, stderr): text streams the program's output
    is copied into as it arrives, for a host that shows only what is written to its own streams
    (a notebook). The copying happens in this thread, the one running the notebook's cell. The
    program's stdin is then empty: there is no terminal to type into.
    """
    previous = _block()
    pipes = {}
    if output is not None:
        pipes = {"stdin": subprocess.DEVNULL, "stdout": subprocess.PIPE, "stderr": subprocess.PIPE}
    try:
        child = subprocess.Popen(
            argv, env=env, cwd=cwd, preexec_fn=lambda: _restore(previous), **pipes
        )
        copy = None if output is None else _OutputCopy((child.stdout, child.stderr), output)
        try:
            status = _wait_passing_signals(child.pid, copy)
        except KeyboardInterrupt:
            # A host with threads (a notebook kernel) can take SIGINT in another thread, where
            # it is not blocked: it arrives here as KeyboardInterrupt, and passes on all the same.
            _pass_on(child.pid, signal.SIGINT)
            status = _wait_passing_signals(child.pid, copy)
    finally:
        _restore(previous)
    if copy is not None:
        copy.copy()  # what is left; signals are unblocked, so an interrupt can end this wait
    child.returncode = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
    return exit_status(child.returncode)


def note(text: str) -> None:
    """Say what this process is working on (a file being parsed), for a supervisor to name if
    the process dies of a crash; costs a memory write."""
    if _notes is None:
        return
    data = text.encode("utf-8", "replace")[: _NOTE_SIZE - 4]
    _notes[4 : 4 + len(data)] = data
    _notes[0:4] = len(data).to_bytes(4, "little")


def _read_note() -> str:
    if _notes is None:
        return ""
    length = min(int.from_bytes(_notes[0:4], "little"), _NOTE_SIZE - 4)
    return _notes[4 : 4 + length].decode("utf-8", "replace")


def supervise(work) -> int:
    """Run work() -> exit code in a forked child and return its exit code; raises Crashed when
    a crash signal ended the child (an exit by another signal N gives 128+N). Without fork
    (Windows), work runs here."""
    global _notes
    if not hasattr(os, "fork") or not hasattr(signal, "sigtimedwait"):  # pragma: no cover
        return work()
    _notes = mmap.mmap(-1, _NOTE_SIZE)
    note("")
    sys.stdout.flush()
    sys.stderr.flush()
    previous = _block()
    try:
        pid = os.fork()
        if pid == 0:
            _restore(previous)
            _exit_child(work)
        status = _wait_passing_signals(pid)
    finally:
        _restore(previous)
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) in CRASH_SIGNALS:
        raise Crashed(os.WTERMSIG(status), _read_note())
    return _status_code(status)


def _exit_child(work) -> None:
    """Run work() in a supervised child and end the child with its exit code."""
    code = 70  # EX_SOFTWARE: work raised; its traceback is printed
    try:
        code = work()
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 2)
    except BaseException:
        traceback.print_exc()
    try:
        atexit._run_exitfuncs()  # os._exit skips them: temporary folders, the interpreter's own
        sys.stdout.flush()
        sys.stderr.flush()
    except Exception:  # stdout on a full disk: work already reported what it could
        pass
    os._exit(code if isinstance(code, int) and 0 <= code < 256 else 70)


def isolated(function, argument):
    """function(argument) computed in a forked child (result pickled back); raises Crashed
    when a crash signal ended the child. Without fork, computed here."""
    if not hasattr(os, "fork"):  # pragma: no cover - not POSIX
        return function(argument)
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        try:
            payload = pickle.dumps((True, function(argument)))
        except BaseException as exc:  # the caller sees the exception, as if it ran here
            payload = pickle.dumps((False, exc))
        with os.fdopen(write_end, "wb") as pipe:
            pipe.write(payload)
        os._exit(0)
    os.close(write_end)
    with os.fdopen(read_end, "rb") as pipe:
        payload = pipe.read()
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status) or not payload:
        raise Crashed(os.WTERMSIG(status) if os.WIFSIGNALED(status) else signal.SIGABRT)
    ok, value = pickle.loads(payload)
    if not ok:
        raise value
    return value
