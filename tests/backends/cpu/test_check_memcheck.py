"""cuport check's memcheck (runtime/backends/cpu/check/): seeded bugs and their fixes.

Each program in inputs/check/ holds cases: `PROGRAM CASE` runs one with its bug, `PROGRAM CASE
fixed` the same code corrected. PROGRAM.expected, beside it, holds each case's whole report
(`# case: NAME` then the lines on stderr), addresses written 0x? and files by their base name;
a fixed case must report nothing. Set CUPORT_UPDATE_EXPECTED=1 to rewrite the expected files
from a run, with -n 0 (then read the diff: each report names a thread and a line someone
checked).
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from support import cuda_program

CHECK_INPUTS = cuda_program.CPU_INPUTS / "check"
PROGRAMS = ("memcheck_global", "memcheck_spaces")


def _normalized(stderr: str) -> str:
    """A report with what changes from run to run written alike: addresses and folders."""
    text = re.sub(r"0x[0-9a-f]+", "0x?", stderr)
    text = re.sub(r"(?<=in )\S*/(?=[^/\s]+:\d+)", "", text)
    return text.strip() + "\n"


def _expected(program: str) -> dict[str, str]:
    path = CHECK_INPUTS / f"{program}.expected"
    cases, name = {}, None
    for line in path.read_text().splitlines(keepends=True):
        if line.startswith("# case: "):
            name = line.removeprefix("# case: ").strip()
            cases[name] = ""
        elif name is not None:
            cases[name] += line
    return {case: text.strip() + "\n" for case, text in cases.items()}


def _run(program: str, *args: str) -> subprocess.CompletedProcess:
    built = cuda_program.build(CHECK_INPUTS / f"{program}.cu", check="memcheck")
    env = dict(os.environ, CUPORT_CHECK_LEAKS="full", CUPORT_CHECK_ERROR_EXITCODE="9")
    env.pop("CUPORT_CHECK", None)
    return subprocess.run(
        [str(built), *args], capture_output=True, text=True, env=env, timeout=300
    )


CASES = [(program, case) for program in PROGRAMS for case in _expected(program)]


@pytest.mark.parametrize("program,case", CASES, ids=[f"{p}-{c}" for p, c in CASES])
def test_seeded_bug_is_reported(program, case):
    proc = _run(program, case)
    report = _normalized(proc.stderr)
    if os.environ.get("CUPORT_UPDATE_EXPECTED") == "1":
        _update(program, case, report)
    assert report == _expected(program)[case]
    assert proc.returncode == 9, "a reported error sets --error-exitcode's status"


@pytest.mark.parametrize("program,case", CASES, ids=[f"{p}-{c}" for p, c in CASES])
def test_fixed_code_reports_nothing(program, case):
    proc = _run(program, case, "fixed")
    assert _normalized(proc.stderr) == (
        "========= CUPORT CHECK (memcheck)\n"
        "========= LEAK SUMMARY: 0 bytes leaked in 0 allocations\n"
        "========= ERROR SUMMARY: 0 errors\n"
    )
    assert proc.returncode == 0
    assert proc.stdout == f"{case}: no error\n"


def _update(program: str, case: str, report: str) -> None:
    path = CHECK_INPUTS / f"{program}.expected"
    cases = _expected(program)
    cases[case] = report
    path.write_text("".join(f"# case: {name}\n{text}\n" for name, text in cases.items()))
