"""CPU backend: NVIDIA's Thrust (the nvidia-cuda-cccl wheel) on its OpenMP device system.

inputs/thrust.cu runs a pipeline of Thrust algorithms over device_vectors, with a kernel writing
the data just before Thrust reads it (on the default stream, and on a created stream through
thrust::cuda::par.on(stream) over cudaMalloc'd memory), and writes its input and every stage's
output; each stage is recomputed here with NumPy from the program's own input. Integers only, so
every comparison is exact.
"""

from __future__ import annotations

import numpy as np
import pytest
from cuport.backends import BuildOptions, get
from cuport.translator.frontend import cccl
from support.cuda_program import MODES, lines_by_key, run

pytestmark = pytest.mark.skipif(
    cccl.include_dir() is None, reason="nvidia-cuda-cccl (Thrust's headers) is not installed"
)


@pytest.fixture(scope="module", params=MODES)
def results(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"thrust_{request.param}")
    proc = run("thrust.cu", cwd=folder, mode=request.param)
    return folder, lines_by_key(proc.stdout)


def _load(folder, name, dtype):
    return np.fromfile(folder / f"{name}.bin", dtype=dtype)


def test_pipeline_matches_numpy(results):
    folder, lines = results
    keys = _load(folder, "keys", np.int32).astype(np.int64)
    values = _load(folder, "values", np.int32).astype(np.int64)
    n = keys.size
    # The kernel negated odd positions before Thrust's transform read them.
    negated = np.where(np.arange(n) % 2 == 1, -values, values)
    transformed = negated * 3 + 1
    assert np.array_equal(_load(folder, "transformed", np.int32), transformed)

    order = np.argsort(keys, kind="stable")  # stable_sort_by_key keeps equal keys' order
    sorted_keys, sorted_values = keys[order], transformed[order]
    assert np.array_equal(_load(folder, "sorted_keys", np.int32), sorted_keys)
    assert np.array_equal(_load(folder, "sorted_values", np.int32), sorted_values)

    unique_keys, starts = np.unique(sorted_keys, return_index=True)
    assert np.array_equal(_load(folder, "unique_keys", np.int32), unique_keys)
    key_sums = np.add.reduceat(sorted_values, starts)
    assert np.array_equal(_load(folder, "key_sums", np.int32), key_sums)

    assert np.array_equal(_load(folder, "scanned", np.int64), np.cumsum(sorted_values))
    evens = sorted_values[sorted_values % 2 == 0]
    assert np.array_equal(_load(folder, "evens", np.int32), evens)
    assert int(lines["even_count"]) == evens.size
    assert int(lines["min_index"]) == int(np.argmin(sorted_values))  # first of equal minima
    assert int(lines["max_index"]) == int(np.argmax(sorted_values))
    assert int(lines["distinct_keys"]) == unique_keys.size
    assert int(lines["sum_of_indices"]) == n * (n - 1) // 2


def test_stream_policy_orders_after_the_streams_kernel(results):
    folder, lines = results
    got = _load(folder, "stream_sorted", np.uint32)
    n = got.size
    assert np.array_equal(got, np.arange(n, dtype=np.uint32)[::-1])  # a permutation of 0..n-1
    assert int(lines["stream_sorted_sum"]) == n * (n - 1) // 2
    assert lines["status"] == "no error"


def test_device_system_is_openmp(results):
    """thrust::device runs on Thrust's OpenMP system (all cores), not the serial C++ one."""
    assert results[1]["device_system"] == "omp"


def test_only_units_that_include_thrust_get_openmp():
    """A program's own `#pragma omp` lines stay inert (as under nvcc without -fopenmp) unless
    it includes Thrust; the translator's marker comment before the name changes nothing."""
    backend = get("cpu")
    plain = backend.program_options({"a.cu": "#include <vector>\n"}, BuildOptions())
    assert "-fopenmp" not in plain.flags and "CUPORT_THRUST=1" not in plain.defines
    marked = "#include /* CUPORT CP1001: note */ <thrust/sort.h>\n"
    for text in ("#include <thrust/sort.h>\n", '  #  include "thrust/sort.h"\n', marked):
        options = backend.program_options({"a.cu": "", "b.h": text}, BuildOptions())
        assert "-fopenmp" in options.flags and "CUPORT_THRUST=1" in options.defines


def test_with_cub_and_libcudacxx_in_one_program():
    """Thrust and libcu++ from the wheel, cuport's CUB and cuda::barrier, in one program: they
    share cuda::thread_scope and the cub namespace, and a kernel calls cuda::std::atomic."""
    lines = lines_by_key(run("cccl_together.cu").stdout)
    assert int(lines["arrivals"]) == 4 * 64
    assert int(lines["block_sum"]) == sum(range(64))
    assert lines["cub_equals_thrust"] == "1"
    assert lines["first_last"] == "0 999"
    assert lines["plus"] == "5"


def test_freed_pointer_is_reported_not_summed():
    """Thrust reading device memory after cudaFree stops the program with a line naming the
    freed mapping (freed device memory stays inaccessible in quarantine), never prints a sum."""
    ran = run("thrust_freed_pointer.cu", check=False)
    assert ran.returncode != 0
    assert "sum" not in ran.stdout
    assert "host code accessed device memory that cudaFree released" in ran.stderr
