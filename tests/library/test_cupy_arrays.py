"""cuport.DeviceArray against CuPy's documented ndarray behaviour (issue 28), on the CPU backend.

Each expectation comes from CuPy's documentation of cupy.ndarray, cupy.asarray and cupy.asnumpy
(what CuPy users rely on), checked against NumPy's results on the same data: views share memory
with their base, operators and reductions return device arrays, a kernel given a view gets the
address of its first element. The last tests pretend the backend's memory is not host memory
(as on rocm and cuda) and check that array operations refuse instead of computing garbage.
"""

from __future__ import annotations

import gc
import operator

import cuport
import numpy as np
import pytest
from cuport import memory
from cuport.backends import get

pytestmark = pytest.mark.skipif(bool(get("cpu").available()), reason="no C++ compiler")

FILL = r"""
__global__ void fill(int* p, int n, int start) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = start + i;
}
"""


@pytest.fixture(scope="module")
def fill_kernel():
    return cuport.RawKernel(FILL, "fill").compile()


def _matrix(dtype=np.float32):
    host = np.arange(12, dtype=dtype).reshape(3, 4)
    return host, cuport.to_device(host)


# -- conversions: asarray, asnumpy, get, __array__, __array_interface__ ----------------------


def test_np_asarray_gives_the_data_not_a_0d_object_array():
    host, device = _matrix()
    view = np.asarray(device)
    assert view.dtype == np.float32 and view.shape == (3, 4)
    np.testing.assert_array_equal(view, host)


def test_np_asarray_shares_the_device_memory_on_cpu():
    _, device = _matrix()
    view = np.asarray(device)
    assert view.ctypes.data == device.ptr
    view[0, 0] = 42
    assert device.get()[0, 0] == 42


def test_array_interface_describes_the_memory():
    _, device = _matrix(np.int16)
    column = device[:, 1]
    interface = column.__array_interface__
    assert interface["data"][0] == device.ptr + 2
    assert interface["shape"] == (3,)
    assert interface["strides"] == (8,)
    assert np.dtype(interface["typestr"]) == np.int16
    assert not hasattr(device, "__cuda_array_interface__")  # cpu memory is not CUDA memory


def test_numpy_functions_accept_device_arrays():
    host, device = _matrix()
    np.testing.assert_array_equal(np.concatenate([device, device]), np.concatenate([host, host]))
    assert float(np.sum(device)) == host.sum()


def test_dlpack_export_shares_the_memory_on_cpu():
    host, device = _matrix()
    imported = np.from_dlpack(device[1:])
    np.testing.assert_array_equal(imported, host[1:])
    imported[0, 0] = -5
    assert device.get()[1, 0] == -5


def test_asarray_passes_a_device_array_through_and_copies_host_data():
    host = np.arange(5, dtype=np.int32)
    device = cuport.asarray(host)
    assert isinstance(device, cuport.DeviceArray)
    assert cuport.asarray(device) is device
    host[0] = 99
    assert device.get()[0] == 0  # a copy, not a view of the host array
    listed = cuport.asarray([[1.5, 2.5]], dtype=np.float32)
    assert listed.dtype == np.float32 and listed.shape == (1, 2)
    assert cuport.asarray(device, dtype=np.float64).dtype == np.float64


def test_asnumpy_and_get_copy_to_the_host():
    host, device = _matrix()
    for copied in (cuport.asnumpy(device), device.get()):
        assert type(copied) is np.ndarray
        np.testing.assert_array_equal(copied, host)
        copied[0, 0] = -1
        assert device.get()[0, 0] == 0
    np.testing.assert_array_equal(cuport.asnumpy(device[:, ::2]), host[:, ::2])
    assert cuport.asnumpy(device[:, ::2]).flags.c_contiguous


def test_fortran_order_round_trips_and_get_takes_an_order():
    host = np.asfortranarray(np.arange(6, dtype=np.int32).reshape(2, 3))
    device = cuport.to_device(host)
    assert device.flags.f_contiguous and not device.flags.c_contiguous
    assert device.strides == host.strides
    assert device.get().flags.f_contiguous
    as_c = device.get(order="C")
    assert as_c.flags.c_contiguous
    np.testing.assert_array_equal(as_c, host)
    device.set(np.ascontiguousarray(host * 2))
    np.testing.assert_array_equal(device.get(), host * 2)
    np.testing.assert_array_equal(cuport.asnumpy(device.T), (host * 2).T)


# -- views -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "key",
    [slice(1, 3), slice(None, None, 2), slice(None, None, -1), 1, (slice(None), 1), (1, 2),
     (Ellipsis, 0), (None, 0), (slice(0, 3, 2), slice(1, None, 2))],
    ids=repr,
)  # fmt: skip
def test_basic_indexing_is_a_view_like_numpy(key):
    host, device = _matrix()
    view = device[key]
    expected = host[key]
    assert isinstance(view, cuport.DeviceArray)
    assert view.shape == np.shape(expected)
    np.testing.assert_array_equal(view.get(), expected)
    assert view.base is device
    assert view.ptr == device.ptr + (np.asarray(expected).ctypes.data - host.ctypes.data) or (
        np.ndim(expected) == 0  # NumPy gives a scalar there; CuPy (and cuport) a 0-d view
    )


def test_a_view_writes_through_to_its_base():
    host, device = _matrix()
    device[1:3][:, ::2] = -1
    host[1:3][:, ::2] = -1
    np.testing.assert_array_equal(device.get(), host)
    column = device[:, 1]
    column[...] = 7
    host[:, 1] = 7
    np.testing.assert_array_equal(device.get(), host)


def test_a_view_of_a_view_has_the_owner_as_base():
    _, device = _matrix()
    assert device[1:][1:].base is device
    assert device.base is None
    assert device.flags.owndata and not device[1:].flags.owndata


def test_views_have_numpys_strides_and_contiguity():
    host, device = _matrix(np.float64)
    pairs = ((device[::2], host[::2]), (device[:, 1], host[:, 1]), (device.T, host.T))
    for view, expected in pairs:
        assert view.strides == expected.strides
        assert view.flags.c_contiguous == expected.flags.c_contiguous
        assert view.flags.f_contiguous == expected.flags.f_contiguous


def test_reshape_transpose_and_ravel():
    host, device = _matrix()
    reshaped = device.reshape(4, 3)
    assert reshaped.base is device and reshaped.shape == (4, 3)
    reshaped[0, 0] = 50
    assert device.get()[0, 0] == 50
    host[0, 0] = 50
    np.testing.assert_array_equal(device.reshape((2, -1)).get(), host.reshape(2, -1))
    np.testing.assert_array_equal(device.T.get(), host.T)
    np.testing.assert_array_equal(device.transpose(1, 0).get(), host.T)
    np.testing.assert_array_equal(device.ravel().get(), host.ravel())
    assert device.ravel().base is device
    np.testing.assert_array_equal(device.T.ravel().get(), host.T.ravel())  # a copy
    np.testing.assert_array_equal(device.T.reshape(-1).get(), host.T.reshape(-1))


def test_a_view_keeps_its_base_alive():
    view = cuport.to_device(np.arange(100, dtype=np.int64))[90:]
    gc.collect()
    filler = [cuport.to_device(np.zeros(100, np.int64)) for _ in range(4)]
    np.testing.assert_array_equal(view.get(), np.arange(90, 100))
    host_view = np.asarray(cuport.to_device(np.arange(3, dtype=np.int64))[1:])
    gc.collect()
    filler.append(cuport.to_device(np.zeros(3, np.int64)))
    np.testing.assert_array_equal(host_view, [1, 2])


def test_advanced_indexing_copies():
    host, device = _matrix()
    picked = device[[0, 2]]
    np.testing.assert_array_equal(picked.get(), host[[0, 2]])
    assert picked.base is None
    np.testing.assert_array_equal(device[device > 5].get(), host[host > 5])


# -- arithmetic, comparisons, ufuncs -----------------------------------------------------

BINARY = [operator.add, operator.sub, operator.mul, operator.truediv, operator.floordiv,
          operator.mod, operator.pow, operator.lt, operator.le, operator.eq, operator.ne,
          operator.gt, operator.ge, operator.matmul]  # fmt: skip


@pytest.mark.parametrize("op", BINARY, ids=lambda op: op.__name__)
def test_binary_operators_match_numpy(op):
    a = np.arange(1, 17, dtype=np.float32).reshape(4, 4)
    b = (np.arange(16, dtype=np.float32).reshape(4, 4) % 5) + 1
    result = op(cuport.to_device(a), cuport.to_device(b))
    assert isinstance(result, cuport.DeviceArray)
    expected = op(a, b)
    assert result.dtype == expected.dtype
    np.testing.assert_array_equal(result.get(), expected)


@pytest.mark.parametrize("op", [operator.neg, operator.abs, operator.invert, operator.pos])
def test_unary_operators_match_numpy(op):
    a = np.arange(-4, 4, dtype=np.int32)
    result = op(cuport.to_device(a))
    assert isinstance(result, cuport.DeviceArray)
    np.testing.assert_array_equal(result.get(), op(a))


def test_scalars_and_broadcasting():
    host, device = _matrix()
    np.testing.assert_array_equal((device * 2).get(), host * 2)
    np.testing.assert_array_equal((3 - device).get(), 3 - host)
    row = cuport.to_device(np.arange(4, dtype=np.float32))
    np.testing.assert_array_equal((device + row).get(), host + np.arange(4, dtype=np.float32))
    np.testing.assert_array_equal((device[:, 1] + device[:, 2]).get(), host[:, 1] + host[:, 2])


def test_in_place_operators_write_into_the_same_memory():
    host, device = _matrix()
    pointer, alias = device.ptr, device
    device += 1
    device *= 2
    device[:, 0] -= 100
    host += 1
    host *= 2
    host[:, 0] -= 100
    assert device is alias and device.ptr == pointer
    np.testing.assert_array_equal(device.get(), host)


def test_numpy_ufuncs_return_device_arrays():
    host, device = _matrix()
    for result, expected in (
        (np.add(device, device), host + host),
        (np.sqrt(device), np.sqrt(host)),
        (np.maximum(device, 5), np.maximum(host, 5)),
        (np.add.reduce(device, axis=1), host.sum(axis=1)),
    ):
        assert isinstance(result, cuport.DeviceArray)
        np.testing.assert_allclose(result.get(), expected)
    out = cuport.zeros((3, 4), np.float32)
    assert np.multiply(device, 3, out=out) is out
    np.testing.assert_array_equal(out.get(), host * 3)


def test_a_host_array_operand_is_a_type_error_as_in_cupy():
    _, device = _matrix()
    with pytest.raises(TypeError):
        device + np.ones((3, 4), np.float32)


# -- reductions --------------------------------------------------------------------------

REDUCTIONS = ["sum", "mean", "min", "max", "argmin", "argmax", "prod", "any", "all"]


@pytest.mark.parametrize("name", REDUCTIONS)
@pytest.mark.parametrize("axis", [None, 0, 1, -1])
@pytest.mark.parametrize("keepdims", [False, True])
def test_reductions_match_numpy(name, axis, keepdims):
    host = np.array([[3, 1, 4, 1], [5, 9, 2, 6], [0, 3, 5, 8]], dtype=np.float64)
    result = getattr(cuport.to_device(host), name)(axis=axis, keepdims=keepdims)
    expected = getattr(host, name)(axis=axis, keepdims=keepdims)
    assert isinstance(result, cuport.DeviceArray)
    assert result.shape == np.shape(expected)
    assert result.dtype == np.asarray(expected).dtype
    np.testing.assert_allclose(result.get(), expected)


def test_a_full_reduction_is_a_0d_array_that_converts_to_a_number():
    host, device = _matrix(np.int32)
    total = device.sum()
    assert isinstance(total, cuport.DeviceArray) and total.shape == ()
    assert int(total) == int(host.sum()) and float(total) == float(host.sum())
    assert bool(device.any()) and not bool(device.all())
    assert device.max().item() == 11
    assert device[1, 2].tolist() == 6


def test_reductions_of_views():
    host, device = _matrix()
    np.testing.assert_array_equal(device[:, 1::2].sum(axis=0).get(), host[:, 1::2].sum(axis=0))
    np.testing.assert_array_equal(device.T.max(axis=1).get(), host.T.max(axis=1))


# -- copies, fill, astype, attributes, iteration, repr -----------------------------------


def test_copy_is_independent():
    host, device = _matrix()
    copied = device.copy()
    copied[...] = 0
    np.testing.assert_array_equal(device.get(), host)
    np.testing.assert_array_equal(device[:, 1].copy().get(), host[:, 1])
    assert device[:, 1].copy().flags.c_contiguous


def test_fill_and_setitem():
    host, device = _matrix()
    device[:, 1:3].fill(5)
    host[:, 1:3] = 5
    device[0] = cuport.to_device(np.array([9, 8, 7, 6], np.float32))
    host[0] = [9, 8, 7, 6]
    device[2, 3] = -2
    host[2, 3] = -2
    np.testing.assert_array_equal(device.get(), host)
    device.fill(1.5)
    np.testing.assert_array_equal(device.get(), np.full((3, 4), 1.5, np.float32))


def test_astype_converts_and_copies():
    host, device = _matrix()
    converted = device.astype(np.int16)
    assert converted.dtype == np.int16
    np.testing.assert_array_equal(converted.get(), host.astype(np.int16))
    assert device.astype(np.float32).ptr != device.ptr
    assert device.astype(np.float32, copy=False) is device


def test_attributes_match_numpy():
    host, device = _matrix(np.int64)
    for view, expected in ((device, host), (device[:, ::2], host[:, ::2]), (device[1], host[1])):
        assert view.shape == expected.shape
        assert view.strides == expected.strides
        assert view.dtype == expected.dtype
        assert view.size == expected.size
        assert view.nbytes == expected.nbytes
        assert view.ndim == expected.ndim
        assert view.itemsize == expected.itemsize


def test_len_and_iteration():
    host, device = _matrix()
    assert len(device) == 3
    rows = list(device)
    assert all(isinstance(row, cuport.DeviceArray) for row in rows)
    np.testing.assert_array_equal(np.stack([row.get() for row in rows]), host)
    with pytest.raises(TypeError):
        len(device.sum())
    with pytest.raises(TypeError):
        iter(device.sum())


def test_repr_and_str_show_the_values_as_numpy_does():
    host, device = _matrix()
    assert repr(device) == repr(host)
    assert str(device[:, 1]) == str(host[:, 1])


# -- kernels on views --------------------------------------------------------------------


def test_a_kernel_launched_on_a_slice_writes_into_the_base_at_its_offset(fill_kernel):
    device = cuport.zeros(10, np.int32)
    fill_kernel[1, 32](device[3:7], 4, 100)
    expected = np.zeros(10, np.int32)
    expected[3:7] = [100, 101, 102, 103]
    np.testing.assert_array_equal(device.get(), expected)


def test_a_kernel_launched_on_a_row_of_a_matrix(fill_kernel):
    device = cuport.zeros((3, 4), np.int32)
    fill_kernel((1,), (32,), (device[2], 4, 1))
    expected = np.zeros((3, 4), np.int32)
    expected[2] = [1, 2, 3, 4]
    np.testing.assert_array_equal(device.get(), expected)


def test_a_non_contiguous_view_passes_the_address_of_its_first_element(fill_kernel):
    """As in CuPy, the kernel gets the data pointer; it sees memory, not the view's strides."""
    device = cuport.zeros(8, np.int32)
    fill_kernel[1, 32](device[2::2], 3, 1)
    np.testing.assert_array_equal(device.get(), [0, 0, 1, 2, 3, 0, 0, 0])


def test_safe_mode_launch_on_a_slice_writes_at_its_offset():
    kernel = cuport.RawKernel(FILL, "fill", safe=True)
    device = cuport.zeros(10, np.int32)
    kernel[1, 32](device[6:], 4, 7)
    np.testing.assert_array_equal(device.get(), [0] * 6 + [7, 8, 9, 10])


# -- backends whose memory is not host memory ----------------------------------------------


@pytest.fixture
def device_only(monkeypatch):
    """Arrays behave as on rocm or cuda: their memory is not this process's memory."""
    monkeypatch.setattr(memory, "_HOST_MEMORY", set())


@pytest.mark.parametrize(
    "operation",
    [lambda d: d + d, lambda d: d * 2, lambda d: -d, lambda d: d < 3, lambda d: d.sum(),
     lambda d: d.max(axis=0), lambda d: np.add(d, d), lambda d: d.astype(np.int32),
     lambda d: d[[0, 1]], lambda d: d[:, ::2].copy(), lambda d: d.T.ravel(),
     lambda d: np.from_dlpack(d)],
)  # fmt: skip
def test_array_operations_refuse_where_memory_is_not_host_memory(device_only, operation):
    _, device = _matrix()
    with pytest.raises(NotImplementedError, match="not supported on the cpu backend"):
        operation(device)


def test_no_numpy_view_where_memory_is_not_host_memory(device_only):
    _, device = _matrix()
    assert not hasattr(device, "__array_interface__")
    with pytest.raises(TypeError, match="get()"):
        np.asarray(device)


def test_copies_and_views_still_work_where_memory_is_not_host_memory(device_only):
    host, device = _matrix()
    np.testing.assert_array_equal(device.get(), host)
    np.testing.assert_array_equal(device[:, 1::2].get(), host[:, 1::2])
    np.testing.assert_array_equal(device.T.get(), host.T)
    device[:, 1] = 0
    host[:, 1] = 0
    device[::2, 2:].set(np.full((2, 2), 5, np.float32))
    host[::2, 2:] = 5
    device[1, ::-1].fill(-1)
    host[1, ::-1] = -1
    np.testing.assert_array_equal(device.get(), host)
    np.testing.assert_array_equal(device.copy().get(), host)
    assert repr(device) == repr(host)
