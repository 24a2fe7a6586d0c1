"""CPU backend: cuRAND's host API (curand.h -> cuport/curand.h) gives NVIDIA's numbers.

inputs/curand_host.cu draws 10,000 values of every distribution (curandGenerate, uniform and normal
and log-normal in float and double) for each generator and ordering (XORWOW default and legacy,
MRG32k3a default, best and legacy, Philox4_32_10), two seeds each, and once more with an offset
and split calls; one generator drawing several distributions in turn, and given a new seed and
ordering after drawing (NVIDIA's keep the position; its Philox quirk included); Sobol32's
integers and uniforms (1 and 3 dimensions, offsets), Sobol64's, and their 20,000 dimensions'
direction vectors (derived from Joe and Kuo's numbers; compared by hash); bad calls' statuses.
Every line must equal what NVIDIA's libcurand 10.3.10 gives (its host generators run on a CPU):
  - always: against curand_reference/host_known_answers.txt, which it produced;
  - when the nvidia-curand-cu12 wheel (with libcurand.so.10) is here: against
    curand_reference/host_reference.cpp built and run with it, now.
The program's last lines check what only a device generator shows (stream order, device memory).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from support.cuda_program import run

REFERENCE = Path(__file__).parent / "curand_reference"
GENERATORS = ("default", "xorwow-legacy", "mrg32k3a", "mrg32k3a-best", "mrg32k3a-legacy", "philox")
DISTRIBUTIONS = (
    "bits",
    "uniform",
    "uniform_double",
    "normal",
    "normal_double",
    "log_normal",
    "log_normal_double",
)


def _cuport_lines() -> list[str]:
    return run("curand_host.cu").stdout.splitlines()


def _known_answers() -> list[str]:
    text = (REFERENCE / "host_known_answers.txt").read_text()
    return [line for line in text.splitlines() if line and not line.startswith("#")]


def _nvidia_curand() -> Path | None:
    """The wheel's folder holding include/curand.h and lib/libcurand.so.10, or None."""
    try:
        spec = importlib.util.find_spec("nvidia.curand")
    except ModuleNotFoundError:
        return None
    for location in (spec.submodule_search_locations or []) if spec else []:
        root = Path(location)
        library = root / "lib" / "libcurand.so.10"
        if (root / "include" / "curand.h").is_file() and library.is_file():
            return root
    return None


def test_known_answers_cover_every_generator_and_distribution():
    lines = _known_answers()
    for generator in GENERATORS:
        for distribution in DISTRIBUTIONS:
            found = [line for line in lines if line.startswith(f"{generator} {distribution} ")]
            assert len(found) == 3, (generator, distribution)  # two seeds, one offset + split


def test_sobol_draws_are_in_the_known_answers():
    lines = _known_answers()
    assert sum(line.startswith("sobol32 ") for line in lines) == 13
    assert sum(line.startswith("sobol64 ") for line in lines) == 4


def test_every_draw_and_status_equals_nvidia_curand():
    lines, expected = _cuport_lines(), _known_answers()
    for got, want in zip(lines, expected):
        assert got == want
    assert len(lines) >= len(expected)


def test_device_generator_keeps_stream_order_and_the_host_generators_numbers():
    tail = _cuport_lines()[len(_known_answers()) :]
    assert tail == [
        "device generator after a kernel on its stream equals the host generator: yes",
        "device ordering(dynamic): 0",
        "destroyed generator: destroy 101, seed 101, generate 101",
        "null generator: create 101, stream 101",
        "unsupported types: scrambled sobol32 103, mtgp32 103",
        "sobol32 normal: 103",
    ]


def test_every_draw_equals_nvidia_curand_run_here(tmp_path):
    root = _nvidia_curand()
    if root is None:
        pytest.skip("NVIDIA's libcurand not found (pip install nvidia-curand-cu12)")
    compiler = os.environ.get("CXX", "g++")
    if not shutil.which(compiler):
        pytest.skip(f"no C++ compiler {compiler!r}")
    program = tmp_path / "host_reference"
    includes = ["-I", str(REFERENCE), "-I", str(root / "include")]
    source = REFERENCE / "host_reference.cpp"
    library = ["-L", str(root / "lib"), "-l:libcurand.so.10", f"-Wl,-rpath,{root / 'lib'}"]
    build = [compiler, "-std=c++17", "-O2", *includes, str(source), "-o", str(program), *library]
    subprocess.run(build, check=True, capture_output=True, text=True)
    ran = subprocess.run([str(program)], check=True, capture_output=True, text=True, timeout=600)
    assert ran.stdout.splitlines() == _known_answers()
