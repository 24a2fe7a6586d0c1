"""Commands run their work in a supervised child process, so a crash in native code (libclang
on a pathological file) becomes one diagnostic naming the file, exit 2, instead of a signal.

The supervising process only waits and passes signals on (cuport._process.supervise); it
translates and builds nothing itself. When sys.stdout or sys.stderr is not an open file (a
test's capture, a host embedding cuport), a forked child's output would stay in the child's
copy of that stream: the work then runs in this process, unsupervised.
"""

from __future__ import annotations

import sys

from cuport import _process

EXIT_CRASHED = 2


def run_supervised(prog: str, work) -> int:
    """work() -> exit code, in a child process; a crash is reported as prog's one-line error."""
    if not _streams_are_files():
        return work()
    try:
        return _process.supervise(work)
    except _process.Crashed as crash:
        print(crash_message(prog, crash), file=sys.stderr)
        return EXIT_CRASHED


def _streams_are_files() -> bool:
    """True when sys.stdout and sys.stderr write to file descriptors a forked child shares."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.fileno()
        except (AttributeError, OSError, ValueError):  # io.UnsupportedOperation is both
            return False
    return True


def crash_message(prog: str, crash: _process.Crashed) -> str:
    """CP0006 on the file the child was parsing, else a plain error asking for a report."""
    name = _process.signal_name(crash.signum)
    if crash.note:
        from cuport.translator.api import diagnostics

        return diagnostics.make("CP0006", crash.note, 1, 1, detail=name).format()
    return f"{prog}: error: cuport crashed ({name}); please report it with the input that caused it"
