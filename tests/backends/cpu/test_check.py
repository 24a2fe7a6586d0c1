"""cuport check's memcheck, racecheck, initcheck and synccheck (runtime/backends/cpu/check/):
seeded bugs and fixes.

Each program in inputs/check/ holds cases: `PROGRAM CASE` runs one with its bug, `PROGRAM CASE
fixed` the same code corrected. PROGRAM.expected, beside it, holds each case's whole report
(`# case: NAME`, then the lines on stderr; `env NAME=VALUE` after the name sets the run's
environment), addresses written 0x? and files by their base name;
a fixed case must report nothing. Set CUPORT_UPDATE_EXPECTED=1 to rewrite the expected files
from a run, with -n 0 (then read the diff: each report names a thread and a line someone
checked).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from support import REPO, cuda_program, run_translate

CHECK_INPUTS = cuda_program.CPU_INPUTS / "check"
# Each program and the tool its bugs are for.
PROGRAMS = {
    "memcheck_global": "memcheck",
    "memcheck_spaces": "memcheck",
    "synccheck": "synccheck",
    "racecheck": "racecheck",
    "initcheck": "initcheck",
}


def _normalized(stderr: str) -> str:
    """A report with what changes from run to run written alike: addresses and folders."""
    text = re.sub(r"0x[0-9a-f]+", "0x?", stderr)
    text = re.sub(r"(?<=in )\S*/(?=[^/\s]+:\d+)", "", text)
    return text.strip() + "\n"


def _expected(program: str) -> dict[str, str]:
    """Each case's expected report; a case's header may end with `env NAME=VALUE ...`."""
    path = CHECK_INPUTS / f"{program}.expected"
    cases, name = {}, None
    for line in path.read_text().splitlines(keepends=True):
        if line.startswith("# case: "):
            name = line.removeprefix("# case: ").split()[0]
            cases[name] = ""
        elif name is not None:
            cases[name] += line
    return {case: text.strip() + "\n" for case, text in cases.items()}


def _case_env(program: str, case: str) -> dict[str, str]:
    for line in (CHECK_INPUTS / f"{program}.expected").read_text().splitlines():
        words = line.removeprefix("# case: ").split()
        if line.startswith("# case: ") and words[0] == case and "env" in words:
            return dict(word.split("=", 1) for word in words[words.index("env") + 1 :])
    return {}


def _run(program: str, *args: str) -> subprocess.CompletedProcess:
    built = cuda_program.build(CHECK_INPUTS / f"{program}.cu", check=PROGRAMS[program])
    env = dict(os.environ, CUPORT_CHECK_LEAKS="full", CUPORT_CHECK_ERROR_EXITCODE="9")
    env.pop("CUPORT_CHECK", None)
    env.update(_case_env(program, args[0]))
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
    tool = PROGRAMS[program]
    leaks = ""
    if tool == "memcheck":
        leaks = "========= LEAK SUMMARY: 0 bytes leaked in 0 allocations\n"
    assert _normalized(proc.stderr) == (
        f"========= CUPORT CHECK ({tool})\n{leaks}========= ERROR SUMMARY: 0 errors\n"
    )
    assert proc.returncode == 0
    assert proc.stdout == f"{case}: no error\n"


def _update(program: str, case: str, report: str) -> None:
    path = CHECK_INPUTS / f"{program}.expected"
    headers = {
        line.removeprefix("# case: ").split()[0]: line
        for line in path.read_text().splitlines()
        if line.startswith("# case: ")
    }
    cases = _expected(program)
    cases[case] = report
    path.write_text("".join(f"{headers[name]}\n{text}\n" for name, text in cases.items()))


PAST_END = CHECK_INPUTS / "memcheck_global.cu"  # case past_end: saxpy one element too far


def test_translate_check_runs_the_program_and_names_the_users_file():
    if cuda_program.skip_reason():
        pytest.skip(cuda_program.skip_reason())
    proc = run_translate(
        PAST_END, "--run", "--check", "memcheck", "--error-exitcode", "4", "--", "past_end"
    )
    assert proc.returncode == 4, proc.stderr
    assert proc.stdout == "past_end: no error\n"
    assert f"in {PAST_END}:10\n" in proc.stderr  # the user's own file, not the build's copy
    # After the translator's warnings (the file's warp code), the run's report as expected.
    reported = "".join(line for line in proc.stderr.splitlines(True) if line.startswith("====="))
    assert _normalized(reported) == _expected("memcheck_global")["past_end"].replace(
        "========= LEAK SUMMARY: 0 bytes leaked in 0 allocations\n", ""
    )


def test_translate_check_needs_a_run_on_the_cpu():
    proc = run_translate(PAST_END, "--check", "memcheck")
    assert proc.returncode == 2
    assert "--check builds a checked program: add --run or --build" in proc.stderr
    proc = run_translate(PAST_END, "--run", "--check", "memcheck", "--backend", "rocm")
    assert proc.returncode == 2
    assert "--check runs on the cpu backend (not rocm)" in proc.stderr


def _nvcc_compile_and_link(tool: str, source: Path, name: str, folder: Path) -> None:
    """cuport-nvcc --cuport-check=tool: compile source to name.o, then link it to name."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    for args in (
        [f"--cuport-check={tool}", "-c", str(source), "-o", f"{name}.o"],
        [f"--cuport-check={tool}", f"{name}.o", "-o", name],
    ):
        step = subprocess.run(
            [sys.executable, "-m", "cuport.cli.nvcc.cli", *args],
            capture_output=True, text=True, cwd=folder, env=env, timeout=600,
        )  # fmt: skip
        assert step.returncode == 0, step.stderr


def test_cuport_nvcc_check_compiles_and_links_a_checked_program(tmp_path):
    if cuda_program.skip_reason():
        pytest.skip(cuda_program.skip_reason())
    _nvcc_compile_and_link("memcheck", PAST_END, "past_end", tmp_path)
    proc = subprocess.run(
        [str(tmp_path / "past_end"), "past_end"],
        capture_output=True, text=True, timeout=300,
        env=dict(os.environ, CUPORT_CHECK_ERROR_EXITCODE="6"),
    )  # fmt: skip
    assert proc.returncode == 6
    assert f"in {PAST_END}:10\n" in proc.stderr
    assert "========= ERROR SUMMARY: 2 errors" in proc.stderr
    # CUPORT_CHECK picks the tools of a checked build at run time: none here.
    quiet = subprocess.run(
        [str(tmp_path / "past_end"), "past_end"], capture_output=True, text=True, timeout=300,
        env=dict(os.environ, CUPORT_CHECK="none", CUPORT_CHECK_ERROR_EXITCODE="6"),
    )  # fmt: skip
    assert quiet.returncode == 0
    assert quiet.stderr.endswith("ERROR SUMMARY: 0 errors\n")


def test_cuport_nvcc_reads_cuport_check_so_a_project_builds_checked_unchanged(tmp_path):
    if cuda_program.skip_reason():
        pytest.skip(cuda_program.skip_reason())
    env = dict(os.environ, PYTHONPATH=str(REPO), CUPORT_CHECK="memcheck")
    step = subprocess.run(
        [sys.executable, "-m", "cuport.cli.nvcc.cli", str(PAST_END), "-o", "past_end"],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=600,
    )  # fmt: skip
    assert step.returncode == 0, step.stderr
    proc = subprocess.run(
        [str(tmp_path / "past_end"), "past_end"], capture_output=True, text=True, timeout=300
    )
    assert "========= CUPORT CHECK (memcheck)" in proc.stderr
    assert "========= ERROR SUMMARY: 2 errors" in proc.stderr


RACES = CHECK_INPUTS / "racecheck.cu"  # case staging: a block sum missing its first barrier


def test_translate_check_all_runs_a_memcheck_build_then_a_racecheck_initcheck_synccheck_build():
    if cuda_program.skip_reason():
        pytest.skip(cuda_program.skip_reason())
    proc = run_translate(RACES, "--run", "--check", "all", "--error-exitcode", "5", "--", "staging")
    # Two runs, each with its banner and summary: memcheck finds nothing, racecheck the race.
    assert proc.stdout == "staging: no error\nstaging: no error\n"
    assert proc.returncode == 5, proc.stderr
    banners = [line for line in proc.stderr.splitlines() if "CUPORT CHECK" in line]
    assert banners == [
        "========= CUPORT CHECK (memcheck)",
        "========= CUPORT CHECK (racecheck, initcheck, synccheck)",
    ]
    summaries = [line for line in proc.stderr.splitlines() if "ERROR SUMMARY" in line]
    assert summaries == ["========= ERROR SUMMARY: 0 errors", "========= ERROR SUMMARY: 1 error"]
    assert f"block_sum(float const*, float*, int) in {RACES}:17\n" in proc.stderr


def test_cuport_nvcc_racecheck_links_without_threadsanitizers_runtime(tmp_path):
    if cuda_program.skip_reason():
        pytest.skip(cuda_program.skip_reason())
    _nvcc_compile_and_link("racecheck", RACES, "races", tmp_path)
    # ThreadSanitizer's runtime would check the program's OS threads itself (and ASan's with it
    # is refused): cuport's hooks are the runtime.
    libraries = subprocess.run(["ldd", str(tmp_path / "races")], capture_output=True, text=True)
    assert "libtsan" not in libraries.stdout
    proc = subprocess.run(
        [str(tmp_path / "races"), "dynamic"], capture_output=True, text=True, timeout=300
    )
    assert _normalized(proc.stderr) == _expected("racecheck")["dynamic"]
