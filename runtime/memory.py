"""Device memory for the Python library: DeviceArray, to_device and explicit transfers.

Memory comes from the backend's own allocator (cuportMalloc in the runtime glue); this module
moves bytes and never launches kernels.
"""

from __future__ import annotations

import numpy as np
from cuport import _embed


def _stream_handle(stream) -> int:
    if stream is None or stream == 0:
        return 0
    return stream.ptr


class DeviceArray:
    """An n-dimensional array in device memory, like CuPy's ndarray or Numba's DeviceNDArray.

    Pass it to a kernel for a pointer parameter: it stays on the device (no copies). Create one
    with to_device(), empty() or zeros(); read it back with get().

    >>> import numpy as np, cuport
    >>> d = cuport.to_device(np.arange(4, dtype=np.float32))
    >>> d
    DeviceArray(shape=(4,), dtype=float32, backend='cpu')
    >>> d.get()
    array([0., 1., 2., 3.], dtype=float32)
    """

    def __init__(self, shape, dtype=np.float64, order: str = "C", backend: str = "cpu"):
        """Allocate uninitialized device memory.

        shape: int or tuple of ints.
        dtype: anything np.dtype() accepts.
        order: "C" or "F", the layout get() returns (the memory is one contiguous block).
        backend: the backend whose memory this is.
        """
        self.shape = (int(shape),) if np.isscalar(shape) else tuple(int(s) for s in shape)
        self.dtype = np.dtype(dtype)
        if order not in ("C", "F"):
            raise ValueError(f"order must be 'C' or 'F', not {order!r}")
        self.order = order
        self.backend = backend
        self.size = int(np.prod(self.shape, dtype=np.int64))
        self.nbytes = self.size * self.dtype.itemsize
        self._runtime = _embed.runtime(backend)
        self.ptr = self._runtime.allocate(self.nbytes) if self.nbytes else 0

    @property
    def ndim(self) -> int:
        return len(self.shape)

    def __len__(self) -> int:
        if not self.shape:
            raise TypeError("len() of a 0-d DeviceArray")
        return self.shape[0]

    def __repr__(self) -> str:
        return f"DeviceArray(shape={self.shape}, dtype={self.dtype}, backend={self.backend!r})"

    def __del__(self):
        pointer, self.ptr = getattr(self, "ptr", 0), 0
        if pointer:
            try:
                self._runtime.free(pointer)
            except Exception:  # interpreter shutdown: the process is ending anyway
                pass

    def _sync(self, stream) -> None:
        runtime = self._runtime
        if stream is None:
            runtime.check(runtime.device_synchronize(), "synchronize")
        else:
            runtime.check(runtime.stream_synchronize(_stream_handle(stream)), "synchronize")

    def get(self, stream=None, out: np.ndarray | None = None) -> np.ndarray:
        """Copy to a new (or the given) NumPy array, after the work queued before it finishes.

        stream: wait only for that stream's work; None waits for the whole device.
        out: a contiguous array of the same shape and dtype to copy into.
        """
        if out is None:
            out = np.empty(self.shape, self.dtype, order=self.order)
        elif out.shape != self.shape or out.dtype != self.dtype or not _contiguous(out):
            raise ValueError(f"out must be a contiguous {self.dtype} array of shape {self.shape}")
        self._sync(stream)
        if self.nbytes:
            self._runtime.check(
                self._runtime.memcpy(out.ctypes.data, self.ptr, self.nbytes, _embed.DEVICE_TO_HOST),
                "copy to host",
            )
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
        host = np.asarray(host, order=self.order)
        if not _contiguous(host):
            host = np.ascontiguousarray(host)
        self._sync(stream)
        if self.nbytes:
            self._runtime.check(
                self._runtime.memcpy(
                    self.ptr, host.ctypes.data, self.nbytes, _embed.HOST_TO_DEVICE
                ),
                "copy to device",
            )

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
