"""cuport.raw: RawModule/RawKernel launches in CuPy's and Numba's conventions on the CPU backend.

Every kernel lives in tests/library/inputs/kernels.cu, built once per session.
"""

from __future__ import annotations

from pathlib import Path

import cuport
import numpy as np
import pytest
from cuport.backends import get

KERNELS = Path(__file__).resolve().parent / "inputs" / "kernels.cu"
EXPRESSIONS = ("scale<float, 3>", "scale<int, 2>")

pytestmark = pytest.mark.skipif(bool(get("cpu").available()), reason="no C++ compiler")


@pytest.fixture(scope="module")
def module():
    return cuport.RawModule(path=KERNELS, name_expressions=EXPRESSIONS).compile()


def test_kernels_lists_plain_kernels_and_expressions(module):
    assert "saxpy" in module.kernels
    assert "ops::negate" in module.kernels
    assert set(EXPRESSIONS) <= set(module.kernels)


def test_cupy_style_launch_with_host_arrays(module):
    x = np.arange(1000, dtype=np.float32)
    y = np.ones(1000, dtype=np.float32)
    module.get_function("saxpy")((4,), (256,), (1000, np.float32(2.0), x, y))
    np.testing.assert_array_equal(y, 2 * np.arange(1000, dtype=np.float32) + 1)


def test_numba_style_launch_and_configurations(module):
    saxpy = module.get_function("saxpy")
    x = np.ones(64, dtype=np.float32)
    y = np.zeros(64, dtype=np.float32)
    saxpy[1, 64](64, 1.0, x, y)
    saxpy[(1,), (64,), None](64, 1.0, x, y)
    saxpy[1, 64, cuport.Stream(), 0](64, 1.0, x, y)
    np.testing.assert_array_equal(y, np.full(64, 3, np.float32))
    with pytest.raises(TypeError, match="configure a launch"):
        saxpy[1](64, 1.0, x, y)


def test_copy_back_rule_skips_const_pointers(module):
    source = np.arange(8, dtype=np.int32)
    out = np.zeros(8, dtype=np.int32)
    module.get_function("write_both")[1, 8](source, out, 8)
    np.testing.assert_array_equal(out, np.arange(8))  # non-const: copied back
    np.testing.assert_array_equal(source, np.arange(8))  # const: the kernel's write stays there


def test_read_only_array_is_fine_for_const_and_refused_for_writable(module):
    x = np.ones(4, dtype=np.float32)
    x.flags.writeable = False
    y = np.zeros(4, dtype=np.float32)
    module.get_function("saxpy")[1, 4](4, 1.0, x, y)
    assert y.tolist() == [1, 1, 1, 1]
    with pytest.raises(ValueError, match="read-only"):
        module.get_function("saxpy")[1, 4](4, 1.0, y, x)


def test_scalars_are_converted_to_declared_types(module):
    out = np.zeros(7, dtype=np.float64)
    args = (out, np.uint8(200), -7, np.int64(-(2**40)), True, 2, 2**63 + 5, 1.5)
    module.get_function("scalars")[1, 1](*args)
    assert out.tolist() == [200, -7, -(2**40), 1, 2, float(2**63 + 5), 1.5]
    module.get_function("scalars")[1, 1](out, 1, np.int16(3), 4, np.bool_(False), 1, 0, 2)
    assert out.tolist() == [1, 3, 4, 0, 1, 0, 2]


@pytest.mark.parametrize(
    ("position", "value", "error", "match"),
    [
        (1, 256, OverflowError, "out of range"),
        (2, 2**15, OverflowError, "out of range"),
        (6, -1, OverflowError, "out of range"),
        (2, 1.5, TypeError, "cannot convert"),
        (3, np.float64(2.0), TypeError, "cannot convert"),
        (7, "x", TypeError, "cannot convert"),
        (4, "yes", TypeError, "bool"),
    ],
)
def test_bad_scalars_raise_naming_the_argument(module, position, value, error, match):
    args = [np.zeros(7), 1, 2, 3, True, 1, 5, 1.0]
    args[position] = value
    with pytest.raises(error, match=match) as info:
        module.get_function("scalars")[1, 1](*args)
    assert f"argument {position}" in str(info.value)


def test_array_checks(module):
    saxpy = module.get_function("saxpy")
    y = np.zeros(8, dtype=np.float32)
    with pytest.raises(TypeError, match="float64"):
        saxpy[1, 8](8, 1.0, np.zeros(8), y)
    with pytest.raises(ValueError, match="not contiguous"):
        saxpy[1, 8](8, 1.0, np.zeros(16, dtype=np.float32)[::2], y)
    with pytest.raises(TypeError, match="NumPy array, a DeviceArray or None"):
        saxpy[1, 8](8, 1.0, [1.0] * 8, y)
    with pytest.raises(TypeError, match="takes 4 arguments"):
        saxpy[1, 8](8, 1.0, y)


@pytest.mark.parametrize("order", ["C", "F"])
def test_c_and_f_contiguous_arrays(module, order):
    out = np.zeros((3, 5), dtype=np.int32, order=order)
    module.get_function("index2d")[(1, 1), (8, 8)](out, 3, 5)
    # The kernel indexes row-major memory: read the memory back in the array's own order.
    flat = out.ravel(order="K")
    assert flat.tolist() == [r * 10 + c for r in range(3) for c in range(5)]


def test_struct_by_value_from_structured_scalar(module):
    dtype = np.dtype([("x", np.float32), ("id", np.int32), ("mass", np.float64)], align=True)
    value = np.zeros((), dtype)[()]
    value["x"], value["id"], value["mass"] = 1.5, 7, 2.25
    out = np.zeros(3)
    module.get_function("particle")[1, 1](value, out)
    assert out.tolist() == [1.5, 7, 2.25]
    packed = np.dtype([("x", np.float32), ("id", np.int32), ("mass", np.float64)], align=False)
    assert packed.itemsize == 16  # same size, same offsets here: accepted
    bad = np.dtype([("x", np.float32), ("mass", np.float64), ("id", np.int32)], align=True)
    with pytest.raises(TypeError, match="field"):
        module.get_function("particle")[1, 1](np.zeros((), bad)[()], out)
    with pytest.raises(TypeError, match="structured scalar"):
        module.get_function("particle")[1, 1]((1.5, 7, 2.25), out)


def test_array_of_structs(module):
    dtype = np.dtype([("x", np.float32), ("id", np.int32), ("mass", np.float64)], align=True)
    ps = np.zeros(3, dtype)
    ps["id"] = [1, 2, 3]
    ps["mass"] = [0.5, 1.0, 2.0]
    total = np.zeros(1)
    module.get_function("particles")[1, 1](ps, total, 3)
    assert total[0] == 0.5 + 2.0 + 6.0


def test_template_kernels_through_name_expressions(module):
    values = np.arange(5, dtype=np.float32)
    out = np.zeros_like(values)
    module.get_function("scale<float, 3>")[1, 32](out, values, 0.5, 5)
    np.testing.assert_array_equal(out, values * 3 + 0.5)
    ints = np.arange(5, dtype=np.int32)
    out_i = np.zeros_like(ints)
    module.get_function("scale<int, 2>")((1,), (32,), (out_i, ints, 1, 5))
    np.testing.assert_array_equal(out_i, ints * 2 + 1)
    with pytest.raises(KeyError, match="name_expressions"):
        module.get_function("scale<double, 2>")


def test_instantiations_the_source_launches_are_found(module):
    assert {"scale<double, 4>", "transform<Square>"} <= set(module.kernels)
    out = np.zeros(3)
    module.get_function("scale<double, 4>")[1, 32](out, np.ones(3), 1.0, 3)
    assert out.tolist() == [5, 5, 5]
    data = np.arange(4, dtype=np.float32)
    module.get_function("transform<Square>")[1, 32](data, None, 4)  # a stateless functor
    assert data.tolist() == [0, 1, 4, 9]


def test_raw_kernel_template_name_and_namespaced_kernel(module):
    kernel = cuport.RawKernel(KERNELS.read_text(), "scale<float, 3>", filename=str(KERNELS))
    out = np.zeros(2, dtype=np.float32)
    kernel[1, 2](out, np.ones(2, dtype=np.float32), 0.0, 2)
    assert out.tolist() == [3, 3]
    assert [p.name for p in kernel.params] == ["out", "in", "offset", "n"]
    data = np.arange(4, dtype=np.int32)
    module.get_function("ops::negate")[1, 4](data, 4)
    assert data.tolist() == [0, -1, -2, -3]


def test_dynamic_shared_memory(module):
    data = np.arange(16, dtype=np.float32)
    module.get_function("reverse_shared")((1,), (16,), (data,), shared_mem=16 * 4)
    np.testing.assert_array_equal(data, np.arange(16, dtype=np.float32)[::-1])


def test_device_arrays_stay_on_device(module):
    x = cuport.to_device(np.arange(10, dtype=np.float32))
    y = cuport.zeros(10, dtype=np.float32)
    saxpy = module.get_function("saxpy")
    saxpy[1, 32](10, 1.0, x, y)
    saxpy[1, 32](10, 1.0, x, y)
    np.testing.assert_array_equal(y.get(), 2 * np.arange(10, dtype=np.float32))
    with pytest.raises(TypeError, match="int32"):
        saxpy[1, 32](10, 1.0, cuport.zeros(10, np.int32), y)
    saxpy[1, 32](0, 1.0, None, y)  # a null pointer is allowed


def test_streams_and_events(module):
    stream = cuport.Stream()
    data = cuport.to_device(np.zeros(4096, dtype=np.float32))
    start, end = cuport.Event(), cuport.Event()
    start.record(stream)
    module.get_function("spin")[16, 256, stream](data, 4096, 200)
    end.record(stream)
    end.synchronize()
    assert end.done and stream.done
    assert cuport.get_elapsed_time(start, end) >= 0.0
    stream.synchronize()
    np.testing.assert_allclose(data.get(stream), np.full(4096, 2.0, np.float32), rtol=1e-6)
    other = cuport.Stream(non_blocking=True)
    module.get_function("spin")[16, 256, other](data, 4096, 1)
    other.synchronize()
    np.testing.assert_allclose(data.get(), np.full(4096, 2.0, np.float32), rtol=1e-6)


def test_launch_errors_carry_cuda_names(module):
    with pytest.raises(cuport.CudaError) as info:
        module.get_function("empty_kernel")((1,), (2048,), ())
    assert info.value.name == "cudaError" + "InvalidConfiguration"
    assert info.value.code == 9
    assert info.value.portable_name == "cuportErrorInvalidConfiguration"
    module.get_function("empty_kernel")((1,), (1,), ())  # not sticky: the next launch works
    with pytest.raises(TypeError, match="grid must"):
        module.get_function("empty_kernel")("x", (1,), ())


def test_portable_source_is_accepted():
    from cuport import translator

    cuda = "__global__ void twice(float* x) { x[threadIdx.x] *= 2; }\n"
    cuda += "void h(float* d) { twice<<<1, 4>>>(d); }\n"
    portable = translator.translate(cuda).code
    assert "cuportLaunchKernelGGL" in portable
    x = np.ones(4, dtype=np.float32)
    cuport.RawModule(code=portable).get_function("twice")[1, 4](x)
    assert x.tolist() == [2, 2, 2, 2]


def test_module_errors():
    with pytest.raises(TypeError, match="exactly one"):
        cuport.RawModule()
    with pytest.raises(cuport.SignatureError, match="does not name a kernel"):
        cuport.RawModule(
            code="__global__ void k(int* p) {}", name_expressions=["nope<int>"]
        ).compile()
    bad = cuport.RawModule(code="__global__ void k(int* p) { p[0] = undefined_thing; }")
    with pytest.raises((cuport.CompileError, cuport.SignatureError)):
        bad.compile()


def test_compile_error_has_compiler_log():
    # Parses with libclang's stubs, fails only in the real compiler: a C++ error in the body.
    code = '__global__ void k(int* p) { static_assert(sizeof(int) == 3, "int is 3"); }'
    with pytest.raises(cuport.CompileError) as info:
        cuport.RawModule(code=code).compile()
    assert "int is 3" in info.value.log


def test_options_defines_and_include_dirs(tmp_path):
    (tmp_path / "value.h").write_text("#define BASE 40\n")
    code = '#include "value.h"\n__global__ void k(int* p) { p[0] = BASE + EXTRA; }\n'
    module = cuport.RawModule(code=code, options=("-I", str(tmp_path), "-DEXTRA=2"))
    out = np.zeros(1, dtype=np.int32)
    module.get_function("k")[1, 1](out)
    assert out[0] == 42


@pytest.mark.parametrize(
    "grid, block",
    [((1.5,), (32,)), ((1,), (32.9,)), (1.0, 32), ((1, 2.0), 32), (1, (True, 1.5))],
)
def test_float_grid_and_block_dimensions_are_refused_not_truncated(module, grid, block):
    saxpy = module.get_function("saxpy")
    y = np.zeros(4, dtype=np.float32)
    with pytest.raises(TypeError, match="must be an int or a tuple"):
        saxpy(grid, block, (4, 1.0, np.ones(4, np.float32), y))
    with pytest.raises(TypeError, match="must be an int or a tuple"):
        saxpy[grid, block](4, 1.0, np.ones(4, np.float32), y)
    assert y.tolist() == [0, 0, 0, 0]
