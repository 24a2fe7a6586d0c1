"""Helpers the lowering's tests share: read the rows test programs print, run a program with and
without lowering, and lower a program to inspect kernels' lowered text."""

from __future__ import annotations

import numpy as np
from cuport.backends.cpu.driver import RUNTIME_HEADERS
from cuport.translator.lowering import lower
from cuport.translator.pipeline import translate_program

from support.cuda_program import run


def results(stdout: str) -> dict:
    """Each printed row (`name v1 v2 ...`) by name."""
    rows = {}
    for line in stdout.splitlines():
        name, *values = line.split()
        rows[name] = np.array([float(v) for v in values])
    return rows


def lowered_output(path, mode: str) -> str:
    """The program's output with lowering on, which must be the fiber path's."""
    stdout = run(path, mode=mode).stdout
    assert stdout == run(path, mode=mode, env={"CUPORT_LOWERING": "0"}).stdout
    return stdout


def all_results(stdout: str) -> dict:
    """Every row of each name, in order (for kernels printed once per launch)."""
    rows: dict = {}
    for line in stdout.splitlines():
        name, *values = line.split()
        rows.setdefault(name, []).append(np.array([float(v) for v in values]))
    return rows


def lowered_bodies(path, kernels: tuple) -> dict:
    """The lowered text of each of kernels, which must be lowered."""
    program = translate_program([path])
    result = lower.lower(
        program.sources[path.name], path.name, RUNTIME_HEADERS, (), program.sources
    )
    assert result.error is None
    assert all(k.lowered for k in result.kernels if k.name in kernels)
    text = result.text.split("int main")[0]
    bodies = {}
    for kernel in kernels:
        start = text.index(f"void {kernel}(")
        bodies[kernel] = text[start : text.index("\n}", start)]
    return bodies
