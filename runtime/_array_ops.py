"""NumPy operations on device arrays: operators, ufuncs, reductions and other methods.

A mixin for DeviceArray (cuport.memory). Where device memory is this process's memory (the cpu
backend) each operation runs through NumPy on that same memory, after the device has finished
the work queued before it, and returns a new DeviceArray (or the `out=` one), as CuPy's
ndarray does. Elsewhere (rocm, cuda) it raises NotImplementedError naming the operation: cuport
has no device kernels for these. The mixin asks its class for three things: _host(what), the
memory as a NumPy array (or the error); _from_host(array), a new device array holding a copy;
and backend.
"""

from __future__ import annotations

import numbers

import numpy as np
from numpy.lib.mixins import NDArrayOperatorsMixin

# ndarray methods that compute on the data and return new arrays (or fill `out=`).
_COMPUTING = (
    "sum", "prod", "mean", "var", "std", "min", "max", "argmin", "argmax", "any", "all",
    "cumsum", "cumprod", "clip", "round", "dot", "nonzero", "argsort", "trace",
)  # fmt: skip
# ndarray methods that change the data in place and return None.
_IN_PLACE = ("sort",)


class ArrayOps(NDArrayOperatorsMixin):
    """Arithmetic, comparisons (NumPy's operator mixin), ufuncs and reductions."""

    __slots__ = ()

    def _host(self, what: str) -> np.ndarray:  # pragma: no cover - DeviceArray defines it
        raise NotImplementedError

    def _from_host(self, array) -> ArrayOps:  # pragma: no cover - DeviceArray defines it
        raise NotImplementedError

    def _operand(self, value, what: str):
        """value as NumPy sees it: a device array's memory, or a Python/NumPy scalar."""
        if isinstance(value, ArrayOps):
            if value.backend != self.backend:
                raise ValueError(f"{what}: a {value.backend} array with a {self.backend} array")
            return value._host(what)
        if isinstance(value, (numbers.Number, np.generic)) and not isinstance(value, np.void):
            return value
        return NotImplemented

    def _wrap(self, result, out):
        """A NumPy result as device arrays: the out= arrays if given, else new ones."""
        if out is not None:
            return out[0] if len(out) == 1 else out
        if isinstance(result, tuple):
            return tuple(self._wrap(item, None) for item in result)
        if result is None:
            return None
        return self._from_host(np.asarray(result))

    def __array_ufunc__(self, ufunc, method, *inputs, out=None, **kwargs):
        what = f"numpy.{ufunc.__name__}" + ("" if method == "__call__" else f".{method}")
        operands = []
        for value in inputs:
            operand = self._operand(value, what)
            if operand is NotImplemented:
                return NotImplemented  # numpy then raises TypeError, as CuPy does for host arrays
            operands.append(operand)
        if out is not None:
            if not all(isinstance(o, ArrayOps) for o in out):
                return NotImplemented
            kwargs["out"] = tuple(self._operand(o, what) for o in out)
        result = getattr(ufunc, method)(*operands, **kwargs)
        if method == "at":
            return None
        return self._wrap(result, out)

    def _call_host(self, name: str, args: tuple, kwargs: dict):
        what = f"{type(self).__name__}.{name}()"
        host = self._host(what)
        out = kwargs.get("out")
        if out is not None:
            if not isinstance(out, ArrayOps):
                raise TypeError(f"{what}: out must be a {type(self).__name__}")
            kwargs["out"] = self._operand(out, what)
        args = tuple(self._operand(a, what) if isinstance(a, ArrayOps) else a for a in args)
        result = getattr(host, name)(*args, **kwargs)
        return self._wrap(result, None if out is None else (out,))


def _computing(name: str):
    def method(self, *args, **kwargs):
        return self._call_host(name, args, kwargs)

    method.__name__ = name
    method.__doc__ = f"numpy.ndarray.{name} on the device array's data (cpu backend); a new array."
    return method


def _in_place(name: str):
    def method(self, *args, **kwargs):
        getattr(self._host(f"{type(self).__name__}.{name}()"), name)(*args, **kwargs)

    method.__name__ = name
    method.__doc__ = f"numpy.ndarray.{name} in place on the device array's data (cpu backend)."
    return method


for _name in _COMPUTING:
    setattr(ArrayOps, _name, _computing(_name))
for _name in _IN_PLACE:
    setattr(ArrayOps, _name, _in_place(_name))
del _name
