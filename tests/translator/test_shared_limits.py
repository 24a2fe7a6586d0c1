"""translator/shared_limits.py: a kernel with more than 48 KiB of static shared memory is an error
(CP2003) naming its largest variable, and no build of the output succeeds, as under nvcc."""

from __future__ import annotations

from pathlib import Path

import pytest
from cuport.backends import BackendError, BuildOptions, get
from cuport.translator.pipeline import translate_program
from support import cuda_program

GOLDEN_CASE = Path(__file__).resolve().parent / "golden" / "shared" / "static_limit.cu"


def _translate(tmp_path, body: str):
    source = tmp_path / "kernel.cu"
    source.write_text("#include <cuda_runtime.h>\n" + body)
    return translate_program([source])


def test_only_the_kernel_over_the_limit_is_refused():
    program = translate_program([GOLDEN_CASE])
    found = [(d.id, d.severity, d.line) for d in program.diagnostics if d.id == "CP2003"]
    assert found == [("CP2003", "error", 9)]  # too_big's tile; at_limit is exactly 48 KiB
    message = next(d.message for d in program.diagnostics if d.id == "CP2003")
    assert "kernel too_big declares 70656 bytes" in message and "tile is the largest" in message


def test_shared_arrays_in_nested_blocks_count(tmp_path):
    program = _translate(
        tmp_path,
        "__global__ void k(double* out) {\n"
        "  if (threadIdx.x == 0) { __shared__ double a[4096]; a[0] = 1; out[0] = a[0]; }\n"
        "  for (int i = 0; i < 2; ++i) { static __shared__ double b[3000]; out[i] = b[i]; }\n"
        "}\n",
    )
    [diag] = [d for d in program.diagnostics if d.id == "CP2003"]
    assert (diag.line, "56768 bytes" in diag.message, "a is the largest" in diag.message) == (
        3,
        True,
        True,
    )


def test_a_second_translation_keeps_one_check(tmp_path):
    once = _translate(
        tmp_path, "__global__ void k(int* o) { __shared__ int big[20000]; o[0] = big[0]; }\n"
    )
    code = next(iter(once.sources.values()))
    again = tmp_path / "again.cu"
    again.write_text(code)
    twice = next(iter(translate_program([again]).sources.values()))
    assert twice.count("static_assert(sizeof(char) == 0") == 1


def test_no_build_of_the_output_succeeds():
    reason = cuda_program.skip_reason()
    if reason:
        pytest.skip(reason)
    program = translate_program([GOLDEN_CASE])
    with pytest.raises(BackendError) as failed:
        get("cpu").build(program.sources, " ".join(program.units), BuildOptions())
    assert "CP2003: kernel too_big declares 70656 bytes" in failed.value.log
