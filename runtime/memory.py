"""Device memory for the Python library: DeviceArray, to_device, asarray and explicit transfers.

Memory comes from the backend's own allocator (cuportMalloc in the runtime glue). A DeviceArray
follows CuPy's ndarray: views with strides that share their owner's memory, and (through
cuport._array_ops) NumPy's operators, ufuncs and reductions where device memory is host memory
(the cpu backend). This module moves bytes and never launches kernels.
"""

from __future__ import annotations

import numpy as np
from cuport import _embed
from cuport._array_ops import ArrayOps


# Backends whose device memory is this process's memory: NumPy may read and write it directly.
_HOST_MEMORY = {"cpu"}
_BASIC = (slice, type(None), type(Ellipsis))


def _stream_handle(stream) -> int:
    if stream is None or stream == 0:
        return 0
    return stream.ptr


def _dense_strides(shape: tuple, itemsize: int, order: str) -> tuple:
    strides, step = [], itemsize
    for extent in reversed(shape) if order == "C" else shape:
        strides.append(step)
        step *= max(extent, 1)
    return tuple(reversed(strides)) if order == "C" else tuple(strides)


def _is_dense(shape: tuple, strides: tuple, itemsize: int, order: str) -> bool:
    """NumPy's contiguity rule: extents of 1 may have any stride; an empty array is both."""
    if 0 in shape:
        return True
    step = itemsize
    pairs = zip(reversed(shape), reversed(strides)) if order == "C" else zip(shape, strides)
    for extent, stride in pairs:
        if extent != 1 and stride != step:
            return False
        step *= extent
    return True


def _basic_key(key) -> bool:
    """Whether key is basic indexing (a view): ints, slices, None and Ellipsis only."""
    items = key if isinstance(key, tuple) else (key,)
    for item in items:
        if isinstance(item, (bool, np.bool_)):
            return False
        if not isinstance(item, (*_BASIC, int, np.integer)):
            return False
    return True


class Flags:
    """The memory-layout flags CuPy's ndarray.flags has: c_contiguous, f_contiguous, owndata."""

    def __init__(self, c_contiguous: bool, f_contiguous: bool, owndata: bool):
        self.c_contiguous = c_contiguous
        self.f_contiguous = f_contiguous
        self.owndata = owndata

    def __getitem__(self, name: str) -> bool:
        return {"C_CONTIGUOUS": self.c_contiguous, "F_CONTIGUOUS": self.f_contiguous,
                "OWNDATA": self.owndata}[name.upper()]  # fmt: skip

    def __repr__(self) -> str:
        return (f"  C_CONTIGUOUS : {self.c_contiguous}\n  F_CONTIGUOUS : {self.f_contiguous}\n"
                f"  OWNDATA : {self.owndata}")  # fmt: skip


class _Interface:
    """Holds an __array_interface__ for NumPy and keeps the device array it describes alive."""

    def __init__(self, array: DeviceArray, readonly: bool):
        self.array = array
        self.__array_interface__ = array._interface(readonly)


class DeviceArray(ArrayOps):
    """An n-dimensional array in device memory, like CuPy's ndarray or Numba's DeviceNDArray.

    Pass it to a kernel for a pointer parameter: it stays on the device (no copies); a view
    passes the address of its first element, as in CuPy. Create one with to_device(), asarray(),
    empty() or zeros(); read it back with get(). Indexing with ints and slices, reshape(), .T and
    transpose() give views sharing the memory. On the cpu backend, where device memory is host
    memory, arithmetic, comparisons, ufuncs and reductions run through NumPy on that memory and
    np.asarray(d) is a view of it; other backends raise NotImplementedError for them.

    >>> import numpy as np, cuport
    >>> d = cuport.to_device(np.arange(4, dtype=np.float32))
    >>> d
    array([0., 1., 2., 3.], dtype=float32)
    >>> (d[1:] * 2).get()
    array([2., 4., 6.], dtype=float32)
    >>> int(d.argmax()), float(d.sum())
    (3, 6.0)
    """

    def __init__(self, shape, dtype=np.float64, order: str = "C", backend: str = "cpu"):
        """Allocate uninitialized device memory.

        shape: int or tuple of ints.
        dtype: anything np.dtype() accepts.
        order: "C" or "F", the memory layout.
        backend: the backend whose memory this is.
        """
        shape = (int(shape),) if np.isscalar(shape) else tuple(int(s) for s in shape)
        dtype = np.dtype(dtype)
        if order not in ("C", "F"):
            raise ValueError(f"order must be 'C' or 'F', not {order!r}")
        if any(extent < 0 for extent in shape):
            raise ValueError(f"negative dimensions are not allowed: {shape}")
        runtime = _embed.runtime(backend)
        nbytes = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
        pointer = runtime.allocate(nbytes) if nbytes else 0
        self._setup(shape, dtype, _dense_strides(shape, dtype.itemsize, order), pointer, backend,
                    runtime, None)  # fmt: skip
        self._owned = pointer

    def _setup(self, shape, dtype, strides, pointer, backend, runtime, base) -> None:
        self.shape, self.dtype, self.strides = tuple(shape), dtype, tuple(strides)
        self.ptr, self.backend, self._runtime, self.base = pointer, backend, runtime, base
        self.size = int(np.prod(self.shape, dtype=np.int64))
        self.nbytes = self.size * dtype.itemsize

    def _view(self, meta: np.ndarray) -> DeviceArray:
        """A view of this array's memory shaped like meta, a NumPy view of self._meta()."""
        view = object.__new__(DeviceArray)
        owner = self if self.base is None else self.base
        pointer = meta.__array_interface__["data"][0] if self.ptr else 0  # meta is over ptr
        view._setup(meta.shape, meta.dtype, meta.strides, pointer, self.backend, self._runtime,
                    owner)  # fmt: skip
        view._owned = 0
        return view

    @property
    def ndim(self) -> int:
        return len(self.shape)

    @property
    def itemsize(self) -> int:
        return self.dtype.itemsize

    @property
    def flags(self) -> Flags:
        c = _is_dense(self.shape, self.strides, self.itemsize, "C")
        f = _is_dense(self.shape, self.strides, self.itemsize, "F")
        return Flags(c, f, self.base is None)

    @property
    def order(self) -> str:
        """"F" for an F-contiguous array that is not also C-contiguous, else "C"."""
        flags = self.flags
        return "F" if flags.f_contiguous and not flags.c_contiguous else "C"

    @property
    def T(self) -> DeviceArray:  # noqa: N802 (NumPy's name)
        return self.transpose()

    def __len__(self) -> int:
        if not self.shape:
            raise TypeError("len() of unsized object (a 0-d DeviceArray)")
        return self.shape[0]

    def __iter__(self):
        if not self.shape:
            raise TypeError("iteration over a 0-d array")
        return (self[index] for index in range(self.shape[0]))

    def __repr__(self) -> str:
        return repr(self.get())

    def __str__(self) -> str:
        return str(self.get())

    def __del__(self):
        pointer, self._owned = getattr(self, "_owned", 0), 0
        if pointer:
            try:
                self._runtime.free(pointer)
            except Exception:  # interpreter shutdown: the process is ending anyway
                pass

    # -- the memory as NumPy sees it -------------------------------------------------------

    def _interface(self, readonly: bool) -> dict:
        return {"version": 3, "shape": self.shape, "typestr": self.dtype.str,
                "descr": self.dtype.descr, "data": (self.ptr, readonly),
                "strides": self.strides}  # fmt: skip

    def _meta(self) -> np.ndarray:
        """A NumPy array over this array's memory, for computing views (shapes, strides, offsets).
        On a backend whose memory is not host memory it must never be read or written."""
        return np.asarray(_Interface(self, readonly=self.backend not in _HOST_MEMORY))

    def _host(self, what: str) -> np.ndarray:
        """This array's memory as a NumPy array, after the device's queued work has finished."""
        if self.backend not in _HOST_MEMORY:
            raise NotImplementedError(
                f"{what} is not supported on the {self.backend} backend: its device memory is "
                "not host memory and cuport has no device kernels for it; copy the data with "
                "get(), compute with NumPy and copy back with set() or cuport.asarray()"
            )
        self._sync(None)
        return self._meta()

    def _from_host(self, array) -> DeviceArray:
        return to_device(array, backend=self.backend)

    @property
    def __array_interface__(self) -> dict:
        """NumPy's array interface, on the cpu backend only (device memory is host memory)."""
        if self.backend not in _HOST_MEMORY:
            raise AttributeError(
                f"__array_interface__: the memory of a {self.backend} DeviceArray is not host "
                "memory; use get()"
            )
        self._sync(None)
        return self._interface(False)

    @property
    def __cuda_array_interface__(self) -> dict:
        """The CUDA array interface (version 3), on the cuda backend only."""
        if self.backend != "cuda":
            raise AttributeError(f"__cuda_array_interface__: a {self.backend} DeviceArray")
        strides = None if self.flags.c_contiguous else self.strides
        return {"version": 3, "shape": self.shape, "typestr": self.dtype.str,
                "descr": self.dtype.descr, "data": (self.ptr, False), "strides": strides,
                "stream": 1}  # fmt: skip

    def __dlpack__(self, **kwargs):
        """DLPack export (np.from_dlpack, torch.from_dlpack), of host memory: cpu backend only."""
        return self._host("__dlpack__").__dlpack__(**kwargs)

    def __dlpack_device__(self) -> tuple:
        if self.backend not in _HOST_MEMORY:
            self._host("__dlpack_device__")  # raises, naming the backend
        return (1, 0)  # kDLCPU, device 0

    def __array__(self, dtype=None, copy=None) -> np.ndarray:
        """np.asarray(d): on the cpu backend a view of the memory (no copy); elsewhere a
        TypeError, as in CuPy (use get())."""
        if self.backend not in _HOST_MEMORY:
            raise TypeError(
                f"Implicit conversion to a NumPy array is not allowed for a {self.backend} "
                "DeviceArray. Please use `.get()` to construct a NumPy array explicitly."
            )
        host = self._host("np.asarray")
        if copy:
            return np.array(host, dtype=dtype, copy=True)
        if dtype is not None and np.dtype(dtype) != self.dtype:
            if copy is False:
                raise ValueError(f"np.asarray(copy=False): {self.dtype} to {np.dtype(dtype)}")
            return host.astype(dtype)
        return host

    # -- views -----------------------------------------------------------------------------

    def __getitem__(self, key):
        if isinstance(key, DeviceArray) or (
            isinstance(key, tuple) and any(isinstance(k, DeviceArray) for k in key)
        ):
            key = self._host_key(key)
        if _basic_key(key):
            items = key if isinstance(key, tuple) else (key,)
            if not any(item is Ellipsis for item in items):
                items = (*items, Ellipsis)  # an int index gives a 0-d view, as in CuPy
            return self._view(self._meta()[items])
        return self._from_host(self._host("advanced indexing")[key])  # a copy, as in CuPy

    def _host_key(self, key):
        if isinstance(key, tuple):
            return tuple(self._host_key(k) for k in key)
        return key._host("indexing with a DeviceArray") if isinstance(key, DeviceArray) else key

    def __setitem__(self, key, value) -> None:
        key = self._host_key(key)
        if self.backend not in _HOST_MEMORY and _basic_key(key):
            if isinstance(value, DeviceArray):
                raise NotImplementedError(
                    f"assigning a DeviceArray to a slice is not supported on the {self.backend} "
                    "backend (its device memory is not host memory)"
                )
            view = self[key]
            view.set(np.broadcast_to(np.asarray(value, dtype=self.dtype), view.shape))
            return
        host = self._host("__setitem__")
        host[key] = value._host("__setitem__") if isinstance(value, DeviceArray) else value

    def fill(self, value) -> None:
        """Set every element to value (on any backend)."""
        self[...] = value

    def transpose(self, *axes) -> DeviceArray:
        """A view with the axes reversed or permuted, as ndarray.transpose."""
        return self._view(self._meta().transpose(*axes))

    def swapaxes(self, axis1: int, axis2: int) -> DeviceArray:
        return self._view(self._meta().swapaxes(axis1, axis2))

    def squeeze(self, axis=None) -> DeviceArray:
        return self._view(self._meta().squeeze(axis))

    def reshape(self, *shape, order: str = "C") -> DeviceArray:
        """A view with the new shape where the layout allows one, else (cpu backend) a copy."""
        shape = shape[0] if len(shape) == 1 and not np.isscalar(shape[0]) else shape
        flags = self.flags
        if (order == "C" and flags.c_contiguous) or (order == "F" and flags.f_contiguous):
            return self._view(self._meta().reshape(shape, order=order))
        reshaped = self._host("reshape() of a non-contiguous array").reshape(shape, order=order)
        if np.shares_memory(reshaped, self._meta()):
            return self._view(reshaped)
        return self._from_host(reshaped)

    def ravel(self, order: str = "C") -> DeviceArray:
        """A 1-d view where the layout allows one, else (cpu backend) a copy."""
        return self.reshape(-1, order=order)

    def flatten(self, order: str = "C") -> DeviceArray:
        return self._from_host(self._host("flatten()").flatten(order))

    # -- copies ----------------------------------------------------------------------------

    def copy(self, order: str = "C") -> DeviceArray:
        """A new device array with the same data."""
        flags = self.flags
        if self.backend not in _HOST_MEMORY and (flags.c_contiguous or flags.f_contiguous):
            other = DeviceArray(self.shape, self.dtype, self.order, self.backend)
            if self.nbytes:
                self._sync(None)
                status = self._runtime.memcpy(
                    other.ptr, self.ptr, self.nbytes, _embed.DEVICE_TO_DEVICE
                )
                self._runtime.check(status, "copy")
            return other
        return self._from_host(np.array(self._host("copy()"), order=order))

    def astype(self, dtype, order: str = "K", copy: bool = True) -> DeviceArray:
        if not copy and np.dtype(dtype) == self.dtype:
            return self
        return self._from_host(self._host("astype()").astype(dtype, order=order))

    def item(self, *args):
        return self.get().item(*args)

    def tolist(self):
        return self.get().tolist()

    def __bool__(self) -> bool:
        return bool(self.get())

    def __int__(self) -> int:
        return int(self.get())

    def __float__(self) -> float:
        return float(self.get())

    def __complex__(self) -> complex:
        return complex(self.get())

    def __index__(self) -> int:
        return self.get().__index__()

    def _sync(self, stream) -> None:
        runtime = self._runtime
        if stream is None:
            runtime.check(runtime.device_synchronize(), "synchronize")
        else:
            runtime.check(runtime.stream_synchronize(_stream_handle(stream)), "synchronize")

    def _dense_order(self) -> str | None:
        """"C" or "F" if the elements fill one block in that order (C first), else None."""
        flags = self.flags
        return "C" if flags.c_contiguous else "F" if flags.f_contiguous else None

    def _span(self) -> tuple:
        """(first byte, byte count) of the memory the elements lie in, relative to ptr."""
        if not self.size:
            return 0, 0
        low = sum((n - 1) * s for n, s in zip(self.shape, self.strides) if s < 0)
        high = sum((n - 1) * s for n, s in zip(self.shape, self.strides) if s > 0)
        return low, high - low + self.itemsize

    def _staged(self) -> np.ndarray:
        """A host buffer holding this array's span, viewed with its shape and strides."""
        low, count = self._span()
        buffer = np.empty(count, np.uint8)
        if count:
            self._runtime.check(
                self._runtime.memcpy(buffer.ctypes.data, self.ptr + low, count,
                                     _embed.DEVICE_TO_HOST), "copy to host")  # fmt: skip
        return np.ndarray(self.shape, self.dtype, buffer, -low, self.strides)

    def _reach(self) -> int:
        """Bytes a kernel may address from ptr: up to the end of the memory the array views."""
        owner = self if self.base is None else self.base
        return owner.ptr + owner.nbytes - self.ptr if self.ptr else 0

    def get(self, stream=None, out: np.ndarray | None = None, order: str = "A") -> np.ndarray:
        """Copy to a new (or the given) NumPy array, after the work queued before it finishes.

        stream: wait only for that stream's work; None waits for the whole device.
        out: a contiguous array of the same shape and dtype to copy into.
        order: the layout of a new array: "C", "F", or "A" (F if the array is F-contiguous and
            not C-contiguous, else C).
        """
        if out is None:
            out = np.empty(self.shape, self.dtype, order=self.order if order == "A" else order)
        elif out.shape != self.shape or out.dtype != self.dtype or not _contiguous(out):
            raise ValueError(f"out must be a contiguous {self.dtype} array of shape {self.shape}")
        self._sync(stream)
        dense = self._dense_order()
        if self.nbytes and dense and out.flags[f"{dense}_CONTIGUOUS"]:
            self._runtime.check(
                self._runtime.memcpy(out.ctypes.data, self.ptr, self.nbytes, _embed.DEVICE_TO_HOST),
                "copy to host",
            )
        elif self.nbytes:
            source = self._meta() if self.backend in _HOST_MEMORY else self._staged()
            np.copyto(out, source)
        return out

    def copy_to_host(self, ary: np.ndarray | None = None, stream=None) -> np.ndarray:
        """Numba's spelling of get()."""
        return self.get(stream=stream, out=ary)

    def set(self, array, stream=None) -> None:
        """Copy a NumPy array of the same shape and dtype into this device array."""
        host = np.asarray(array)
        if host.shape != self.shape or host.dtype != self.dtype:
            raise ValueError(
                f"set() needs a {self.dtype} array of shape {self.shape}, got {host.dtype} "
                f"{host.shape}"
            )
        self._sync(stream)
        if not self.nbytes:
            return
        dense = self._dense_order()
        if dense:
            host = np.asarray(host, order=dense)  # a copy unless already in this layout
            self._runtime.check(
                self._runtime.memcpy(
                    self.ptr, host.ctypes.data, self.nbytes, _embed.HOST_TO_DEVICE
                ),
                "copy to device",
            )
        elif self.backend in _HOST_MEMORY:
            np.copyto(self._meta(), host)
        else:  # read the span, write the elements into it, write the span back
            staged = self._staged()
            np.copyto(staged, host)
            low, count = self._span()
            self._runtime.check(
                self._runtime.memcpy(self.ptr + low, staged.base.ctypes.data, count,
                                     _embed.HOST_TO_DEVICE), "copy to device")  # fmt: skip

    def copy_to_device(self, ary, stream=None) -> None:
        """Numba's spelling of set()."""
        self.set(ary, stream=stream)


def _contiguous(array: np.ndarray) -> bool:
    return array.flags.c_contiguous or array.flags.f_contiguous


def to_device(array, stream=None, backend: str = "cpu") -> DeviceArray:
    """Copy a NumPy array (or anything np.asarray accepts) to new device memory.

    An F-contiguous array stays in Fortran order; any other non-contiguous array is made C-order.

    >>> import numpy as np, cuport
    >>> cuport.to_device(np.ones((2, 3), dtype=np.int32)).get()
    array([[1, 1, 1],
           [1, 1, 1]], dtype=int32)
    """
    host = np.asarray(array)
    order = "F" if host.flags.f_contiguous and not host.flags.c_contiguous else "C"
    device = DeviceArray(host.shape, host.dtype, order=order, backend=backend)
    device.set(host, stream=stream)
    return device


def empty(shape, dtype=np.float64, order: str = "C", backend: str = "cpu") -> DeviceArray:
    """Uninitialized device memory (Numba: cuda.device_array)."""
    return DeviceArray(shape, dtype, order=order, backend=backend)


def zeros(shape, dtype=np.float64, order: str = "C", backend: str = "cpu") -> DeviceArray:
    """Device memory filled with zero bytes."""
    device = DeviceArray(shape, dtype, order=order, backend=backend)
    if device.nbytes:
        device._runtime.check(device._runtime.memset(device.ptr, 0, device.nbytes), "memset")
    return device


def asarray(a, dtype=None, order=None, backend: str | None = None) -> DeviceArray:
    """a as a device array (CuPy: cupy.asarray): a DeviceArray of that dtype (and backend) is
    returned as it is; anything else (a NumPy array, a list, a scalar) is copied to the device.

    >>> import cuport
    >>> d = cuport.asarray([1, 2, 3])
    >>> cuport.asarray(d) is d
    True
    """
    if isinstance(a, DeviceArray):
        if backend is not None and backend != a.backend:
            a = to_device(a.get(), backend=backend)
        if dtype is not None and np.dtype(dtype) != a.dtype:
            return a.astype(dtype)
        return a
    return to_device(np.asarray(a, dtype=dtype, order=order), backend=backend or "cpu")


def asnumpy(a, stream=None, order: str = "C", out: np.ndarray | None = None) -> np.ndarray:
    """A NumPy array with a's data (CuPy: cupy.asnumpy): a DeviceArray is copied to the host
    (after the queued work); anything else goes through np.asarray."""
    if isinstance(a, DeviceArray):
        return a.get(stream=stream, out=out, order=order)
    if out is not None:
        out[...] = a
        return out
    return np.asarray(a, order=order)
