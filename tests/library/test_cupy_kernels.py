"""ElementwiseKernel and ReductionKernel as CuPy documents them (the user guide's "User-Defined
Kernels" and the API reference), on the CPU backend.

Expected values come from NumPy on the same data, never from cuport. Kernels are module-level so
each specialization builds once (the compile cache shares builds between test processes).
"""

from __future__ import annotations

import cuport
import numpy as np
import pytest
from cuport import kernels
from cuport.backends import get

SQUARED_DIFF = cuport.ElementwiseKernel(
    "float32 x, float32 y", "float32 z", "z = (x - y) * (x - y)", "squared_diff"
)
SQUARED_DIFF_GENERIC = cuport.ElementwiseKernel(
    "T x, T y", "T z", "z = (x - y) * (x - y)", "squared_diff_generic"
)
SQUARED_DIFF_SUPER_GENERIC = cuport.ElementwiseKernel(
    "X x, Y y", "Z z", "z = (x - y) * (x - y)", "squared_diff_super_generic"
)
ADD_REVERSE = cuport.ElementwiseKernel(
    "T x, raw T y", "T z", "z = x + y[_ind.size() - i - 1]", "add_reverse"
)
L2NORM = cuport.ReductionKernel("T x", "T y", "x * x", "a + b", "y = sqrt(a)", "0", "l2norm")
SUM = cuport.ReductionKernel("T x", "T y", "x", "a + b", "y = a", "0", "sum_kernel")


def device(array):
    return cuport.asarray(array)


@pytest.fixture
def x():
    return np.arange(10, dtype=np.float32).reshape(2, 5)


# -- ElementwiseKernel ---------------------------------------------------------------------


def test_squared_diff_broadcasts_an_array_and_a_scalar(x):
    y = np.arange(5, dtype=np.float32)
    got = SQUARED_DIFF(device(x), device(y))
    assert isinstance(got, cuport.DeviceArray)
    assert got.shape == (2, 5) and got.dtype == np.float32
    np.testing.assert_array_equal(got.get(), (x - y) ** 2)
    np.testing.assert_array_equal(SQUARED_DIFF(device(x), 5).get(), (x - 5) ** 2)


def test_output_argument_is_written_and_returned(x):
    z = cuport.empty((2, 5), dtype=np.float32)
    result = SQUARED_DIFF(device(x), device(np.arange(5, dtype=np.float32)), z)
    assert result is z
    np.testing.assert_array_equal(z.get(), (x - np.arange(5, dtype=np.float32)) ** 2)


def test_type_placeholder_takes_the_arrays_dtype():
    for dtype in (np.float64, np.int32):
        a, b = np.arange(6, dtype=dtype), np.full(6, 2, dtype=dtype)
        got = SQUARED_DIFF_GENERIC(device(a), device(b))
        assert got.dtype == dtype
        np.testing.assert_array_equal(got.get(), (a - b) * (a - b))


def test_a_python_scalar_takes_the_placeholders_type():
    a = np.arange(6, dtype=np.int16)
    got = SQUARED_DIFF_GENERIC(device(a), 2)
    assert got.dtype == np.int16
    np.testing.assert_array_equal(got.get(), (a - 2) * (a - 2))


def test_arrays_disagreeing_on_a_placeholder_raise_type_error():
    with pytest.raises(TypeError, match="mismatch"):
        SQUARED_DIFF_GENERIC(device(np.ones(3, np.float32)), device(np.ones(3, np.float64)))


def test_an_undetermined_output_type_needs_the_output():
    a, b = np.arange(4, dtype=np.float64), np.arange(4, dtype=np.int32)
    with pytest.raises(TypeError, match="cannot determine the type Z"):
        SQUARED_DIFF_SUPER_GENERIC(device(a), device(b))
    z = cuport.zeros(4, dtype=np.float32)
    SQUARED_DIFF_SUPER_GENERIC(device(a), device(b), z)
    np.testing.assert_array_equal(z.get(), ((a - b) ** 2).astype(np.float32))


def test_raw_argument_is_indexed_by_the_code():
    a, b = np.arange(10, dtype=np.float64), np.arange(10, dtype=np.float64) * 10
    np.testing.assert_array_equal(ADD_REVERSE(device(a), device(b)).get(), a + b[::-1])


def test_raw_argument_that_is_a_strided_view_is_indexed_in_c_order():
    whole = np.arange(40, dtype=np.float64).reshape(4, 10)
    view = device(whole)[:, 1:6]  # 4 x 5, rows 10 apart
    got = ADD_REVERSE(device(np.zeros(20)), view)
    np.testing.assert_array_equal(got.get(), whole[:, 1:6].ravel()[::-1])


@pytest.mark.parametrize(
    "view",
    [
        lambda a: a.T,
        lambda a: a[:, ::2],
        lambda a: a[::-1],
        lambda a: a[1:, 2:5],
    ],
    ids=["transposed", "every-other-column", "reversed-rows", "window"],
)
def test_views_are_read_in_place(view):
    whole = np.arange(48, dtype=np.float32).reshape(6, 8)
    want = view(whole)
    got = SQUARED_DIFF(view(device(whole)), 1.0)
    np.testing.assert_array_equal(got.get(), (want - 1) ** 2)


def test_broadcast_in_two_directions():
    col = np.arange(3, dtype=np.float32).reshape(3, 1)
    row = np.arange(4, dtype=np.float32).reshape(1, 4)
    got = SQUARED_DIFF(device(col), device(row))
    np.testing.assert_array_equal(got.get(), (col - row) ** 2)


def test_numpy_arguments_are_copied_and_numpy_outputs_filled(x):
    out = np.zeros((2, 5), dtype=np.float32)
    result = SQUARED_DIFF(x, np.float32(1), out)
    assert result is out
    np.testing.assert_array_equal(out, (x - 1) ** 2)


def test_one_build_serves_every_shape_of_the_same_rank():
    kernel = cuport.ElementwiseKernel("T x", "T y", "y = x + 1", "plus_one_shapes")
    for shape in ((2, 5), (7, 3), (4, 9)):
        a = np.arange(np.prod(shape), dtype=np.float32).reshape(shape)
        np.testing.assert_array_equal(kernel(device(a)[:, ::-1]).get(), a[:, ::-1] + 1)
    assert len(kernel._modules) == 1


def test_index_size_multiple_outputs_preamble_and_loop_prep():
    kernel = cuport.ElementwiseKernel(
        "T x",
        "T y, int64 index, int64 count",
        "y = twice(x) + offset; index = i; count = _ind.size()",
        "outputs_and_helpers",
        preamble="template <typename U> __device__ U twice(U v) { return v + v; }",
        loop_prep="const T offset = 1",
    )
    a = np.arange(7, dtype=np.float64)
    y, index, count = kernel(device(a))
    np.testing.assert_array_equal(y.get(), 2 * a + 1)
    np.testing.assert_array_equal(index.get(), np.arange(7))
    np.testing.assert_array_equal(count.get(), np.full(7, 7))


def test_size_sets_the_loop_when_every_array_is_raw():
    kernel = cuport.ElementwiseKernel("raw T x", "raw T y", "y[i] = x[2 * i]", "every_other")
    a = np.arange(10, dtype=np.int32)
    y = cuport.zeros(5, dtype=np.int32)
    kernel(device(a), y, size=5)
    np.testing.assert_array_equal(y.get(), a[::2])
    with pytest.raises(ValueError, match="loop size is undecided"):
        kernel(device(a), y)


def test_return_tuple_and_no_return():
    as_tuple = cuport.ElementwiseKernel("T x", "T y", "y = -x", "negate_t", return_tuple=True)
    quiet = cuport.ElementwiseKernel("T x", "T y", "y = -x", "negate_q", no_return=True)
    a = device(np.arange(3.0))
    (result,) = as_tuple(a)
    np.testing.assert_array_equal(result.get(), -np.arange(3.0))
    out = cuport.zeros(3)
    assert quiet(a, out) is None
    np.testing.assert_array_equal(out.get(), -np.arange(3.0))


def test_half_precision():
    a = np.arange(8, dtype=np.float16)
    got = SQUARED_DIFF_GENERIC(device(a), np.float16(1))
    assert got.dtype == np.float16
    np.testing.assert_array_equal(got.get(), (a - 1) * (a - 1))


def test_bad_calls_raise_clear_errors(x):
    with pytest.raises(ValueError, match="broadcast"):
        SQUARED_DIFF(device(x), device(np.ones(3, np.float32)))
    with pytest.raises(ValueError, match=r"output z has shape \(5,\)"):
        SQUARED_DIFF(device(x), 1.0, cuport.empty(5, dtype=np.float32))
    with pytest.raises(TypeError, match="takes 2 inputs"):
        SQUARED_DIFF(device(x))
    with pytest.raises(TypeError, match="must be an array or a number"):
        SQUARED_DIFF(device(x), "1")
    with pytest.raises(TypeError, match="raw parameter y needs an array"):
        ADD_REVERSE(device(x), 1.0)


@pytest.mark.parametrize(
    "in_params, message",
    [
        ("float x", "ambiguous"),
        ("float32", "is not '\\[raw\\] TYPE NAME'"),
        ("float32 x, float32 x", "declared twice"),
        ("float32 2x", "not an identifier"),
        ("complex64 x", None),
    ],
)
def test_bad_parameter_lists_are_refused(in_params, message):
    if message is None:  # a dtype cuport's kernels cannot pass: refused at the call
        kernel = cuport.ElementwiseKernel(in_params, "float32 y", "y = 0", "complex_in")
        with pytest.raises(TypeError, match="complex64 is not supported"):
            kernel(device(np.ones(2, np.complex64)))
        return
    with pytest.raises(ValueError, match=message):
        cuport.ElementwiseKernel(in_params, "float32 y", "y = x", "bad_params")


def test_compile_errors_name_the_kernel():
    kernel = cuport.ElementwiseKernel("T x", "T y", "y = x +* 2", "broken_operation")
    with pytest.raises(cuport.CompileError, match="broken_operation"):
        kernel(device(np.ones(2)))


# -- ReductionKernel -----------------------------------------------------------------------


def test_l2norm_over_an_axis(x):
    got = L2NORM(device(x), axis=1)
    assert got.shape == (2,) and got.dtype == np.float32
    np.testing.assert_allclose(got.get(), np.sqrt((x * x).sum(axis=1)), rtol=1e-6)


@pytest.mark.parametrize("axis", [None, 0, 1, 2, -1, (0, 2), (1, 2)])
@pytest.mark.parametrize("keepdims", [False, True])
def test_sum_over_axes_matches_numpy(axis, keepdims):
    a = np.arange(4 * 6 * 8, dtype=np.int64).reshape(4, 6, 8) * 3 - 100
    got = SUM(device(a), axis=axis, keepdims=keepdims)
    want = a.sum(axis=axis, keepdims=keepdims)
    assert got.shape == want.shape
    np.testing.assert_array_equal(got.get(), want)


@pytest.mark.parametrize(
    "shape, axis",
    [((1 << 20,), None), ((64, 5000), 1), ((3000, 40), 1), ((5000, 300), 0), ((7, 3, 9000), 2)],
    ids=["full", "few-long-rows", "many-short-rows", "columns", "inner-axis"],
)
def test_large_integer_sums_are_exact(shape, axis):
    # Integers make any order of folding exact: each strategy (one thread per output, blocks
    # per output, blocks per chunk plus a combine) must give NumPy's answer bit for bit.
    rng = np.random.default_rng(1)
    a = rng.integers(-1000, 1000, size=shape, dtype=np.int64)
    np.testing.assert_array_equal(SUM(device(a), axis=axis).get(), a.sum(axis=axis))


def test_float_sum_with_a_wider_reduce_type():
    rng = np.random.default_rng(2)
    a = rng.random(1 << 18, dtype=np.float32)
    wide = cuport.ReductionKernel(
        "T x", "T y", "x", "a + b", "y = a", "0", "sum_wide", reduce_type="float64"
    )
    got = float(wide(device(a)).get())
    assert got == pytest.approx(float(a.astype(np.float64).sum()), rel=1e-7)


def test_without_identity_the_fold_starts_from_the_first_element():
    # max over negative numbers: starting from T() = 0 would answer 0.
    maximum = cuport.ReductionKernel("T x", "T y", "x", "max(a, b)", "y = a", None, "max_kernel")
    rng = np.random.default_rng(3)
    a = -1 - rng.random((3, 100000), dtype=np.float32)
    np.testing.assert_array_equal(maximum(device(a)).get(), a.max())
    np.testing.assert_array_equal(maximum(device(a), axis=1).get(), a.max(axis=1))
    np.testing.assert_array_equal(maximum(device(a), axis=0).get(), a.max(axis=0))
    with pytest.raises(ValueError, match="zero-size reduction with no identity"):
        maximum(cuport.zeros((0,), dtype=np.float32))


def test_zero_size_reduction_with_identity_gives_the_identity():
    np.testing.assert_array_equal(SUM(cuport.zeros((0,), dtype=np.float64)).get(), 0.0)
    np.testing.assert_array_equal(SUM(cuport.zeros((3, 0)), axis=1).get(), np.zeros(3))


def test_mean_through_the_indexers_and_a_broadcast_second_input():
    mean_diff = cuport.ReductionKernel(
        "T x, T y", "T m", "x - y", "a + b", "m = a / (_in_ind.size() / _out_ind.size())",
        "0", "mean_diff",
    )  # fmt: skip
    a = np.arange(12, dtype=np.float64).reshape(3, 4)
    b = np.array([1.0, 2.0, 3.0, 4.0])
    np.testing.assert_allclose(mean_diff(device(a), device(b), axis=0).get(), (a - b).mean(0))
    np.testing.assert_allclose(mean_diff(device(a), 2.0, axis=1).get(), (a - 2).mean(1))


def test_out_argument_and_views():
    a = np.arange(60, dtype=np.float64).reshape(6, 10)
    out = cuport.zeros(5)
    assert SUM(device(a)[:, ::2], axis=0, out=out) is out
    np.testing.assert_array_equal(out.get(), a[:, ::2].sum(axis=0))
    np.testing.assert_array_equal(SUM(device(a).T, axis=1).get(), a.T.sum(axis=1))


def test_bad_reduction_calls():
    a = device(np.ones((2, 3)))
    with pytest.raises(np.exceptions.AxisError):
        SUM(a, axis=2)
    with pytest.raises(ValueError, match="duplicate"):
        SUM(a, axis=(0, 0))
    with pytest.raises(ValueError, match="shape"):
        SUM(a, axis=0, out=cuport.zeros(2))
    with pytest.raises(ValueError, match="raw parameter"):
        cuport.ReductionKernel("raw T x", "T y", "x", "a + b", "y = a", "0", "raw_reduce")


@pytest.mark.parametrize("backend_name", ["rocm", "cuda"])
def test_generated_kernels_build_for_gpu_backends(backend_name, monkeypatch):
    # Running needs a GPU; what the kernels generate for the CPU calls above must also compile
    # with hipcc and nvcc (device code, shared memory, the Python library's launch entries).
    reason = get(backend_name).available()
    if reason:
        pytest.skip(reason)
    sources = []
    real_module = kernels.RawModule

    def recording_module(*, code, **options):
        sources.append(code)
        return real_module(code=code, **options)

    monkeypatch.setattr(kernels, "RawModule", recording_module)
    raw_strided = cuport.ElementwiseKernel("T x, raw T y", "T z", "z = x + y[i]", "gpu_ew")
    raw_strided(device(np.ones((4, 6)))[:, ::2], device(np.ones((4, 6)))[:, 1::2])
    maximum = cuport.ReductionKernel("T x", "T y", "x", "max(a, b)", "y = a", None, "gpu_max")
    maximum(device(np.ones(1 << 20, dtype=np.float32)))  # blocks per chunk, then the combine
    assert len(sources) == 2
    for code in sources:
        module = cuport.RawModule(code=code, backend=backend_name).compile()
        assert module.kernels
