"""cuport._process: a supervised child's crash is reported with what it was working on, exit
statuses are a shell's (128+N), and isolated() survives a crashing function."""

from __future__ import annotations

import os
import signal

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
