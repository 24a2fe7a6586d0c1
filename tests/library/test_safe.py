"""runtime: safe mode (crashing kernels), strict translation, the compile cache across instances
and processes, and the one-warp-size-per-process rule."""

from __future__ import annotations

import multiprocessing
import os
import subprocess
import sys
import warnings
from pathlib import Path

import cuport
import numpy as np
import pytest
from cuport.backends import get

INPUTS = Path(__file__).resolve().parent / "inputs"

pytestmark = pytest.mark.skipif(bool(get("cpu").available()), reason="no C++ compiler")


@pytest.fixture(scope="module")
def crashing():
    with warnings.catch_warnings():  # libclang's CUDA stubs declare no device-side abort()
        warnings.simplefilter("ignore", cuport.TranslationWarning)
        return cuport.RawModule(path=INPUTS / "crash.cu", safe=True).compile()


def test_safe_mode_survives_a_crashing_kernel(crashing):
    data = np.zeros(4, dtype=np.int32)
    with pytest.raises(cuport.KernelCrashError) as info:
        crashing.get_function("abort_kernel")[1, 4](data)
    assert info.value.name == "cudaError" + "LaunchFailure"
    assert "SIGABRT" in str(info.value)
    assert data.tolist() == [0, 0, 0, 0]  # nothing is copied back from a crashed launch
    crashing.get_function("add_one")[1, 4](data, 4)  # a fresh worker serves the next launch
    assert data.tolist() == [1, 1, 1, 1]


def test_safe_mode_reports_a_faulting_kernel_as_cuda_does(crashing):
    """A null write is a kernel fault, not a crash: cudaErrorIllegalAddress, as CUDA reports it."""
    data = np.zeros(4, dtype=np.int32)
    with pytest.raises(cuport.CudaError) as info:
        crashing.get_function("null_write")[1, 4](data, 5)
    assert not isinstance(info.value, cuport.KernelCrashError)
    assert (info.value.code, info.value.name) == (700, "cudaError" + "IllegalAddress")
    assert data.tolist() == [0, 0, 0, 0]
    crashing.get_function("add_one")[1, 4](data, 4)  # the next launch gets a fresh context
    assert data.tolist() == [1, 1, 1, 1]


def test_safe_mode_copies_device_arrays_and_honours_const(crashing):
    device = cuport.to_device(np.arange(4, dtype=np.int32))
    crashing.get_function("add_one")[1, 4](device, 4)
    assert device.get().tolist() == [1, 2, 3, 4]
    with pytest.raises(cuport.CudaError) as info:
        crashing.get_function("add_one")[1, 2048](device, 4)
    assert info.value.code == 9


UNKNOWN_API = """
#include <cuda_runtime.h>
__global__ void k(int* p) { p[0] = 1; }
void host_side() { cudaNotARealFunction(0); }
"""


def test_strict_mode_raises_translation_diagnostics():
    with pytest.raises(cuport.TranslationDiagnosticError) as info:
        cuport.RawModule(code=UNKNOWN_API, strict=True).compile()
    assert any(d.id.startswith("CP") for d in info.value.diagnostics)
    assert "cudaNotARealFunction" in str(info.value)


def test_non_strict_mode_warns():
    module = cuport.RawModule(code=UNKNOWN_API + "\n// warn\n")
    with pytest.warns(cuport.TranslationWarning, match="cudaNotARealFunction"):
        with pytest.raises(cuport.CompileError):  # the unknown call reaches the compiler
            module.compile()


def test_instances_share_one_compilation():
    code = "__global__ void inc(int* p) { p[threadIdx.x] += 1; }\n// shared-instances\n"
    first = cuport.RawModule(code=code).compile()
    second = cuport.RawModule(code=code)
    assert second.library_path == first.library_path
    assert second._compiled is first._compiled  # no second translation or build in-process
    data = np.zeros(2, dtype=np.int32)
    second.get_function("inc")[1, 2](data)
    assert data.tolist() == [1, 1]


def _compile_in_child(args) -> tuple[bool, list]:
    cache, code = args
    os.environ["CUPORT_CACHE_DIR"] = cache
    module = cuport.RawModule(code=code).compile()
    data = np.zeros(3, dtype=np.int32)
    module.get_function("inc")[1, 3](data)
    return module._compiled.cached, data.tolist()


def test_processes_compiling_at_once_build_once(tmp_path):
    code = "__global__ void inc(int* p) { p[threadIdx.x] += 7; }\n// processes\n"
    context = multiprocessing.get_context("spawn")
    with context.Pool(3) as pool:
        results = pool.map(_compile_in_child, [(str(tmp_path), code)] * 3)
    assert [data for _, data in results] == [[7, 7, 7]] * 3
    assert sorted(cached for cached, _ in results) == [False, True, True]
    products = [p for p in tmp_path.rglob("*.so.bin")]
    assert len(products) == 2  # the runtime glue and this module, each built once


def test_one_warp_size_per_process():
    cuport.to_device(np.zeros(1))  # the runtime is loaded with the process's warp size
    with pytest.raises(ValueError, match="one process uses one warp size"):
        cuport.RawModule(code="__global__ void k() {}", warp_size=64).compile()


ASSERTING = r'''
import warnings
import numpy as np
import cuport

module = cuport.RawModule(code="""
#include <cassert>
__global__ void check(int* data, int limit) {
  assert(data[threadIdx.x] < limit);
  data[threadIdx.x] = 1;
}
__global__ void fill(int* data) { data[threadIdx.x] = 2; }
""")
with warnings.catch_warnings():  # libclang's CUDA stubs declare no device-side assert
    warnings.simplefilter("ignore", cuport.TranslationWarning)
    module.compile()
data = np.arange(4, dtype=np.int32)
try:
    module.get_function("check")[1, 4](data, 2)
except cuport.CudaError as error:
    print("first:", error.name)
try:
    module.get_function("fill")[1, 4](data)
except cuport.CudaError as error:
    print("sticky:", error.name)
cuport.device_reset()
module.get_function("fill")[1, 4](data)
print("after reset:", data.tolist())
'''


def test_device_assert_raises_sticky_error_until_reset():
    # In a process of its own: the scenario leaves the device faulted until the reset.
    proc = subprocess.run(
        [sys.executable, "-c", ASSERTING], capture_output=True, text=True, timeout=600
    )
    assert proc.returncode == 0, proc.stderr
    name = "cudaError" + "Assert"
    assert proc.stdout.splitlines() == [
        f"first: {name}",
        f"sticky: {name}",
        "after reset: [2, 2, 2, 2]",
    ]


FAULTING = r'''
import numpy as np
import cuport

module = cuport.RawModule(code="""
__global__ void store(int* data, int* target) {
  data[threadIdx.x] = 1;
  if (threadIdx.x == 3) *target = 7;
}
__global__ void fill(int* data) { data[threadIdx.x] = 2; }
""")
data = cuport.to_device(np.zeros(4, dtype=np.int32))
try:  # the launch or the synchronization reports it, as in CUDA (whichever comes after it)
    module.get_function("store")[1, 4](data, None)  # a null pointer
    cuport.device_synchronize()
except cuport.CudaError as error:
    print("fault:", error.code, error.name, error.description)
for what, call in (("get", data.get), ("alloc", lambda: cuport.to_device(np.zeros(2)))):
    try:
        call()
    except cuport.CudaError as error:
        print(what + ":", error.name)
cuport.device_reset()
module.get_function("fill")[1, 4](data)
print("after reset:", data.get().tolist())
'''


def test_kernel_fault_raises_sticky_illegal_address_in_process():
    # In a process of its own: the scenario leaves the device faulted until the reset.
    proc = subprocess.run(
        [sys.executable, "-c", FAULTING], capture_output=True, text=True, timeout=600
    )
    assert proc.returncode == 0, proc.stderr
    name = "cudaError" + "IllegalAddress"
    assert proc.stdout.splitlines() == [
        f"fault: 700 {name} an illegal memory access was encountered",
        f"get: {name}",
        f"alloc: {name}",
        "after reset: [2, 2, 2, 2]",
    ]
    assert (
        "cuport: kernel store faulted: illegal memory access: write to address 0x0" in proc.stderr
    )


def test_safe_mode_timeout_stops_a_hanging_kernel():
    code = "__global__ void hang(volatile int* flag) { while (*flag == 0) {} }\n"
    module = cuport.RawModule(code=code, safe=True, timeout=2.0)
    flag = np.zeros(1, dtype=np.int32)
    with pytest.raises(cuport.KernelCrashError) as info:
        module.get_function("hang")[1, 1](flag)
    assert info.value.name == "cudaError" + "LaunchTimeout"
    with pytest.raises(ValueError, match="safe=True"):
        cuport.RawModule(code=code, timeout=1.0)


def test_safe_mode_refuses_a_read_only_array_the_kernel_writes(crashing):
    """As a launch in this process does: np.frombuffer(bytes) is read-only, and add_one writes
    through its pointer, so it must not be written (nor the bytes behind it)."""
    frozen = bytes(16)
    data = np.frombuffer(frozen, dtype=np.int32)
    with pytest.raises(ValueError, match="read-only"):
        crashing.get_function("add_one")[1, 4](data, 4)
    assert frozen == bytes(16) and data.tolist() == [0, 0, 0, 0]
    with pytest.raises(TypeError, match="must be an int or a tuple"):
        crashing.get_function("add_one")((1.5,), (32.9,), (np.zeros(4, np.int32), 4))
