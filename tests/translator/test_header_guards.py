"""CUDA's header identity: programs that test CUDA's include guards (helper_cuda.h hides
checkCudaErrors behind #ifdef __DRIVER_TYPES_H__) translate without parse errors and see the
guards when built, since cuport's runtime header stands for every CUDA header it replaces."""

from __future__ import annotations

from pathlib import Path

from cuport import translator
from cuport.translator import api
from support.cuda_program import lines_by_key, run

PROGRAM = Path(__file__).resolve().parent / "inputs" / "header_guards.cu"


def test_guarded_code_translates_without_diagnostics():
    result = translator.translate_file(PROGRAM)
    assert [d.format() for d in result.diagnostics] == []


def test_guarded_code_is_compiled_in():
    out = lines_by_key(run(PROGRAM).stdout)
    assert out == {"devices": "1", "guards": "defined"}


def test_the_runtime_headers_have_their_guards():
    table = api.load()
    for name in ("cuda_runtime.h", "cuda_runtime_api.h", "driver_types.h", "vector_types.h"):
        assert table.get(name).guard, name
