"""cuport._process: a supervised child's crash is reported with what it was working on, exit
statuses are a shell's (128+N), isolated() survives a crashing function, and run() can copy a
program's output into text streams (a notebook's)."""

from __future__ import annotations

import io
import os
import signal
import threading

import pytest
from cuport import _process


def test_exit_status_is_a_shells():
    assert _process.exit_status(0) == 0
    assert _process.exit_status(3) == 3
    assert _process.exit_status(-signal.SIGTERM) == 128 + signal.SIGTERM


def test_supervise_passes_exit_codes_and_reports_crashes():
    assert _process.supervise(lambda: 7) == 7

    def crash():
        _process.note("deep.cu")
        os.kill(os.getpid(), signal.SIGSEGV)

    with pytest.raises(_process.Crashed) as info:
        _process.supervise(crash)
    assert info.value.signum == signal.SIGSEGV and info.value.note == "deep.cu"

    def stopped():
        os.kill(os.getpid(), signal.SIGTERM)

    assert _process.supervise(stopped) == 128 + signal.SIGTERM  # stopped, not crashed


def test_isolated_returns_results_raises_errors_and_survives_crashes():
    assert _process.isolated(len, "four") == 4
    with pytest.raises(ZeroDivisionError):
        _process.isolated(lambda x: 1 // x, 0)
    with pytest.raises(_process.Crashed) as info:
        _process.isolated(lambda _: os.abort(), 0)
    assert info.value.signum == signal.SIGABRT


def test_run_reports_a_signal_as_128_plus_n(tmp_path):
    assert _process.run(["sh", "-c", "exit 5"]) == 5
    assert _process.run(["sh", "-c", "kill -TERM $$"]) == 128 + signal.SIGTERM


def test_run_copies_output_into_text_streams():
    out, err = io.StringIO(), io.StringIO()
    # More than a pipe holds (the copy goes on while the program runs), bytes that are not
    # UTF-8, and a stdin that is empty (cat ends at once).
    script = "head -c 200000 /dev/zero | tr '\\0' x; printf 'bad \\377\\n' >&2; cat; exit 4"
    assert _process.run(["sh", "-c", script], output=(out, err)) == 4
    assert out.getvalue() == "x" * 200000
    assert err.getvalue() == "bad \ufffd\n"


def test_run_passes_on_an_interrupt_another_thread_took():
    """In a host with threads (a notebook kernel), SIGINT can reach a thread that does not
    block it and come to run() as KeyboardInterrupt: the program gets it all the same."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    done = threading.Event()

    def interrupt():  # this thread started before run() blocked SIGINT, so it takes it
        done.wait(0.5)
        os.kill(os.getpid(), signal.SIGINT)
        done.wait(10)

    thread = threading.Thread(target=interrupt)
    thread.start()
    try:
        status = _process.run(["sleep", "30"], output=(io.StringIO(), io.StringIO()))
    except KeyboardInterrupt:
        pytest.fail("run() let the interrupt through, and the program runs on")
    finally:
        done.set()
        thread.join()
        signal.signal(signal.SIGINT, previous)
    assert status == 128 + signal.SIGINT
