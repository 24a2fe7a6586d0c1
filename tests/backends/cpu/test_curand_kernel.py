"""CPU backend: cuRAND's device API (curand_kernel.h -> cuport/curand_kernel.h) gives NVIDIA's
numbers. inputs/curand_kernel.cu initialises Philox4_32_10, XORWOW and MRG32k3a states in a
kernel for 8 (seed, subsequence, offset) cases and draws 46 values from each (curand, curand4,
uniforms, normals with their cached second value, log-normals, skipahead, skipahead_sequence):
1104 values. Every value must equal, bit for bit, what NVIDIA's own curand_kernel.h gives for the same draws:
  - always: against curand_reference/known_answers.txt, which that header produced;
  - when NVIDIA's header is here (the nvidia-curand-cu12 wheel, or CURAND_INCLUDE naming its
    include folder): against curand_reference/reference.cpp built with it, now.
Normals are compared with the header's host formulas (see runtime/include/cuport/curand_kernel.h).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from cuport.backends import BuildOptions, get
from cuport.translator.pipeline import translate_program
from support.cuda_program import CPU_INPUTS, MODES, run, skip_reason

REFERENCE = Path(__file__).parent / "curand_reference"

# Random123's kat_vectors for philox4x32_10, inputs as in inputs/curand_draws.cuh.
RANDOM123_PHILOX4X32_10 = [
    "kat 0: 6627e8d5 e169c58d bc57ac4c 9b00dbd8",
    "kat 1: 408f276d 41c83b0e a20bc7c6 6d5451fd",
    "kat 2: d16cfe09 94fdcceb 5001e420 24126ea1",
]


def _cuport_lines(mode: str = "deterministic") -> list[str]:
    return run("curand_kernel.cu", mode=mode).stdout.splitlines()


def _known_answers() -> list[str]:
    text = (REFERENCE / "known_answers.txt").read_text()
    return [line for line in text.splitlines() if line and not line.startswith("#")]


def _nvidia_include() -> Path | None:
    """The folder holding NVIDIA's curand_kernel.h: CURAND_INCLUDE, else the pip wheel's."""
    if os.environ.get("CURAND_INCLUDE"):
        return Path(os.environ["CURAND_INCLUDE"])
    try:
        spec = importlib.util.find_spec("nvidia.curand")
    except ModuleNotFoundError:
        return None
    for location in (spec.submodule_search_locations or []) if spec else []:
        if (Path(location) / "include" / "curand_kernel.h").is_file():
            return Path(location) / "include"
    return None


def test_philox_gives_random123_known_answers():
    assert _cuport_lines()[-3:] == RANDOM123_PHILOX4X32_10


@pytest.mark.parametrize("mode", MODES)
def test_every_draw_equals_the_known_answers_of_nvidia_curand(mode):
    """In parallel mode too: XORWOW's jump matrices are made once, by whichever thread is first."""
    lines, expected = _cuport_lines(mode), _known_answers()
    assert len(expected) == 3 * 8 + 3
    for got, want in zip(lines, expected, strict=True):
        assert got == want


def test_every_draw_equals_nvidia_curand_built_here(tmp_path):
    include = _nvidia_include()
    if include is None:
        pytest.skip(
            "NVIDIA's curand_kernel.h not found (pip install nvidia-curand-cu12, or CURAND_INCLUDE)"
        )
    compiler = os.environ.get("CXX", "g++")
    if not shutil.which(compiler):
        pytest.skip(f"no C++ compiler {compiler!r}")
    program = tmp_path / "reference"
    # -ffp-contract=fast: fused multiply-adds where nvcc fuses them (cuport writes fmaf there).
    flags = ["-std=c++17", "-O2", "-march=native", "-ffp-contract=fast"]
    source = REFERENCE / "reference.cpp"
    includes = ["-I", str(REFERENCE), "-I", str(include)]
    build = [compiler, *flags, *includes, str(source), "-o", str(program)]
    subprocess.run(build, check=True, capture_output=True, text=True)
    ran = subprocess.run([str(program)], check=True, capture_output=True, text=True)
    reference = ran.stdout.splitlines()
    assert reference == _known_answers()
    assert _cuport_lines() == reference


def test_kernels_that_draw_lower_to_thread_loops():
    """curand_init and the draws are plain calls: the kernels still lower (no fibers)."""
    if skip_reason():
        pytest.skip(skip_reason())
    program = translate_program([CPU_INPUTS / "curand_kernel.cu"])
    # The lowering's own log (a cached build's would be empty).
    _, log = get("cpu").prepare_sources(program.sources, program.units, BuildOptions())
    assert "kernel draw_every_case: lowered to thread loops" in log
    assert "kernel philox_known_answers: lowered to thread loops" in log


def test_raw_module_kernels_include_curand_kernel_h():
    """The Python library: a RawModule kernel with a Philox state per thread (seed 1234,
    subsequence = thread) gives the known answers' first outputs of cases 1 and 2."""
    if skip_reason():
        pytest.skip(skip_reason())
    import cuport
    import numpy as np

    module = cuport.RawModule(
        code=r"""
#include <curand_kernel.h>
extern "C" __global__ void first_outputs(unsigned int* out) {
  curandStatePhilox4_32_10_t state;
  curand_init(1234ull, threadIdx.x, 0, &state);
  for (int k = 0; k < 4; ++k) out[threadIdx.x * 4 + k] = curand(&state);
}"""
    )
    out = np.zeros(8, dtype=np.uint32)
    module.get_function("first_outputs")((1,), (2,), (out,))
    words = {line.split(":")[0]: line.split()[2:6] for line in _known_answers()}
    expected = [int(w, 16) for w in words["philox 1"] + words["philox 2"]]
    assert out.tolist() == expected
