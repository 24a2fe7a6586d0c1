"""Kernel arguments: the launch packet layout and the checks and conversions of each argument.

Python values become the bytes of the kernel's declared parameter types (struct formats); arrays
become device pointers. This module stages and packs; it never calls a kernel.
"""

from __future__ import annotations

import operator
import struct
from dataclasses import dataclass

import numpy as np
from cuport.memory import DeviceArray

HEADER = "=6IQQ"  # grid xyz, block xyz, shared bytes, stream (see templates/embed_module.cpp.j2)
HEADER_SIZE = struct.calcsize(HEADER)
_DTYPE_KIND = {"f": "float", "i": "int", "u": "uint", "b": "bool"}


@dataclass(frozen=True)
class Layout:
    """Where each argument sits in the packet, and the struct format that writes them all."""

    fmt: str
    offsets: tuple
    sizes: tuple


def layout(params) -> Layout:
    """The packet layout for a kernel's parameters (each at its C alignment)."""
    parts = [HEADER]
    offset = HEADER_SIZE
    offsets = []
    for param in params:
        pad = (-offset) % max(param.align, 1)
        if pad:
            parts.append(f"{pad}x")
            offset += pad
        offsets.append(offset)
        parts.append(f"{param.size}s" if param.kind == "record" else param.fmt)
        offset += param.size
    return Layout("".join(parts), tuple(offsets), tuple(p.size for p in params))


def dim3(value, what: str) -> tuple:
    """A grid or block given as an int or a 1-3 tuple, as three ints. Only integers count
    (operator.index): 32.9 is an error, never 32."""
    if isinstance(value, (int, np.integer)):
        return (operator.index(value), 1, 1)
    try:
        if isinstance(value, (str, bytes)):
            raise TypeError(value)
        items = tuple(operator.index(v) for v in value)
    except (TypeError, ValueError):
        raise TypeError(f"{what} must be an int or a tuple of 1 to 3 ints, not {value!r}") from None
    if not 1 <= len(items) <= 3:
        raise TypeError(f"{what} must have 1 to 3 dimensions, not {len(items)}")
    return items + (1,) * (3 - len(items))


def _label(index: int, param) -> str:
    name = f" ({param.name})" if param.name else ""
    return f"argument {index}{name} of type {param.spelling}"


def check_pointer_dtype(index: int, param, dtype: np.dtype) -> None:
    """Reject an array whose element type cannot be what the pointer parameter points to."""
    if param.pointee_size <= 1 or param.numeric in ("void", "other"):
        return  # void*, char*, unsigned char*: raw bytes of anything
    if dtype.itemsize != param.pointee_size:
        raise TypeError(
            f"{_label(index, param)}: got a {dtype} array ({dtype.itemsize}-byte items)"
        )
    if param.numeric == "record":
        return
    kind = _DTYPE_KIND.get(dtype.kind)
    same = kind == param.numeric or {kind, param.numeric} == {"int", "uint"}
    if not same:
        raise TypeError(f"{_label(index, param)}: got a {dtype} array")


def record_bytes(index: int, param, value) -> bytes:
    """A struct argument: a NumPy structured scalar (or bytes) laid out as the C struct; None for
    a struct without fields (a stateless functor)."""
    if value is None and not param.fields:
        data = bytes(param.size)  # an empty struct (a functor without state)
    elif isinstance(value, (bytes, bytearray)):
        data = bytes(value)
    else:
        if not isinstance(value, (np.void, np.ndarray)) or value.dtype.names is None:
            raise TypeError(
                f"{_label(index, param)}: pass a NumPy structured scalar "
                f"(np.zeros((), dtype)[()]), not {type(value).__name__}"
            )
        dtype = value.dtype
        for name, offset in param.fields:
            if name in dtype.fields and dtype.fields[name][1] != offset:
                raise TypeError(
                    f"{_label(index, param)}: field {name} is at byte {dtype.fields[name][1]} "
                    f"in the dtype but at byte {offset} in C (use np.dtype(..., align=True))"
                )
        data = value.tobytes()
    if len(data) != param.size:
        raise TypeError(
            f"{_label(index, param)}: got {len(data)} bytes, the struct has {param.size}"
        )
    return data


def explain(params, args) -> Exception:
    """The specific error for an argument list struct.pack refused (found by packing each)."""
    for index, (param, value) in enumerate(zip(params, args, strict=False)):
        if param.kind != "scalar":
            continue
        try:
            struct.pack("=" + param.fmt, value)
        except OverflowError:
            return OverflowError(f"{_label(index, param)}: {value!r} is out of range")
        except struct.error as exc:
            if "range" in str(exc) or "format requires" in str(exc):
                return OverflowError(f"{_label(index, param)}: {value!r} is out of range")
            return TypeError(f"{_label(index, param)}: cannot convert {value!r}")
    return TypeError("grid, block, shared_mem or stream out of range (non-negative 32-bit ints)")


@dataclass
class Staged:
    """A host array copied into device memory for one launch."""

    array: np.ndarray
    pointer: int
    copy_back: bool


def scalar(index: int, param, value):
    """A scalar argument as struct packs it (range and type are checked by packing; explain()
    names the argument); a bool parameter takes only bools and ints."""
    if param.numeric == "bool" and not isinstance(value, (bool, np.bool_, int)):
        raise TypeError(f"argument {index}: expected a bool, got {value!r}")
    return value


def check_host_array(index: int, param, array: np.ndarray) -> None:
    """Reject a host array a launch cannot pass for this pointer parameter: not contiguous, of
    the wrong element type, or read-only where the kernel may write (non-const pointer)."""
    if not (array.flags.c_contiguous or array.flags.f_contiguous):
        raise ValueError(
            f"{_label(index, param)}: the array is not contiguous; pass np.ascontiguousarray(a)"
        )
    check_pointer_dtype(index, param, array.dtype)
    if not param.const and not array.flags.writeable:
        raise ValueError(
            f"{_label(index, param)}: the kernel may write through this pointer but the array is "
            "read-only"
        )


def stage(runtime, index: int, param, array: np.ndarray, host_to_device: int) -> Staged:
    """Copy a host array in for a pointer parameter (the copy-back rule is applied by the caller)."""
    check_host_array(index, param, array)
    copy_back = not param.const
    pointer = runtime.allocate(array.nbytes) if array.nbytes else 0
    if pointer:
        runtime.check(
            runtime.memcpy(pointer, array.ctypes.data, array.nbytes, host_to_device), "copy in"
        )
    return Staged(array, pointer, copy_back and array.nbytes > 0)


def pointer_value(index: int, param, value, backend: str):
    """The device pointer for a DeviceArray or None; a host array returns NotImplemented."""
    if isinstance(value, DeviceArray):
        if value.backend != backend:
            raise ValueError(
                f"{_label(index, param)}: a {value.backend} array on a {backend} kernel"
            )
        check_pointer_dtype(index, param, value.dtype)
        return value.ptr
    if value is None:
        return 0
    if isinstance(value, np.ndarray):
        return NotImplemented
    raise TypeError(
        f"{_label(index, param)}: pass a NumPy array, a DeviceArray or None, "
        f"not {type(value).__name__}"
    )
