"""Parameter lists of CuPy-style kernels ("float32 x, raw T y") and the types their calls bind.

ElementwiseKernel and ReductionKernel declare parameters as CuPy does: a NumPy dtype name or a
type placeholder (any other identifier, such as T), optionally `raw`, then the name. A call
binds each placeholder to the dtype of the arrays passed for it (CuPy's rules), then to the
NumPy type of a scalar where no array decides it. This module only parses and decides types.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

# The dtypes a kernel parameter may name, and the C type the generated kernel uses for each.
C_TYPES = {
    "bool": "bool",
    "int8": "signed char",
    "uint8": "unsigned char",
    "int16": "short",
    "uint16": "unsigned short",
    "int32": "int",
    "uint32": "unsigned int",
    "int64": "long long",
    "uint64": "unsigned long long",
    "float16": "__half",
    "float32": "float",
    "float64": "double",
}
_C_BY_DTYPE = {np.dtype(name): c_type for name, c_type in C_TYPES.items()}
# Names NumPy and C read differently (NumPy's float is C's double): refused rather than guessed.
_AMBIGUOUS = {"float", "int", "long", "uint", "ulong", "complex", "double", "half", "short"}
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


@dataclass(frozen=True)
class Param:
    """One declared parameter.

    name: the name the kernel's code uses.
    type_name: as written: a dtype name ("float32") or a placeholder ("T").
    dtype: the dtype when type_name names one, else None (a placeholder).
    raw: declared `raw`: the whole array, indexed by the code, not one element per index.
    """

    name: str
    type_name: str
    dtype: np.dtype | None
    raw: bool


def parse_params(text: str, what: str) -> tuple[Param, ...]:
    """'float32 x, raw T y' -> Params; a malformed list raises ValueError naming the item."""
    params = []
    for item in (part.strip() for part in text.split(",")) if text.strip() else ():
        words = item.split()
        raw = words[:1] == ["raw"]
        if raw:
            words = words[1:]
        if len(words) != 2:
            raise ValueError(
                f"{what}: {item!r} is not '[raw] TYPE NAME' (e.g. 'float32 x' or 'raw T y')"
            )
        type_name, name = words
        for word in (type_name, name):
            if not _IDENTIFIER.match(word):
                raise ValueError(f"{what}: {word!r} in {item!r} is not an identifier")
        if type_name in _AMBIGUOUS:
            raise ValueError(
                f"{what}: {type_name!r} in {item!r} is ambiguous (NumPy and C size it "
                "differently); name the dtype, e.g. float32, float64, int32 or int64"
            )
        dtype = np.dtype(type_name) if type_name in C_TYPES else None
        params.append(Param(name, type_name, dtype, raw))
    names = [p.name for p in params]
    for name in names:
        if names.count(name) > 1:
            raise ValueError(f"{what}: parameter {name!r} is declared twice")
    return tuple(params)


def c_type(dtype: np.dtype, where: str) -> str:
    """The generated kernel's C type for dtype; one it cannot pass raises TypeError."""
    found = _C_BY_DTYPE.get(dtype)
    if found is None:
        raise TypeError(f"{where}: dtype {np.dtype(dtype).name} is not supported by cuport's "
                        f"kernels (supported: {', '.join(C_TYPES)})")  # fmt: skip
    return found


def scalar_dtype(value) -> np.dtype:
    """The dtype a scalar argument brings: its own for NumPy scalars, NumPy's default for
    Python's bool, int and float."""
    if isinstance(value, np.generic):
        return value.dtype
    if isinstance(value, bool):
        return np.dtype(np.bool_)
    if isinstance(value, int):
        return np.dtype(np.int64)
    if isinstance(value, float):
        return np.dtype(np.float64)
    raise TypeError(f"unsupported scalar argument {value!r} ({type(value).__name__})")


def bind_types(params: tuple, out_params: tuple, in_dtypes: list, out_dtypes: list,
               scalar_dtypes: list) -> dict:  # fmt: skip
    """Placeholder -> dtype, CuPy's way: outputs given, then input arrays, must agree; a
    placeholder still open takes the type of the first scalar passed for it.

    in_dtypes/out_dtypes hold an array argument's dtype, or None for a scalar (or an output
    not given); scalar_dtypes holds each input's scalar dtype (None for arrays)."""
    bound: dict[str, np.dtype] = {}
    for param, dtype in [*zip(out_params, out_dtypes), *zip(params, in_dtypes)]:
        if dtype is None:
            continue
        want = param.dtype if param.dtype is not None else bound.get(param.type_name)
        if want is None:
            bound[param.type_name] = np.dtype(dtype)
        elif np.dtype(dtype) != want:
            raise TypeError(
                f"type mismatch: argument {param.name} is {np.dtype(dtype).name}, but "
                f"{param.type_name} {'is' if param.dtype is not None else 'was bound to'} "
                f"{want.name}"
            )
    for param, dtype in zip(params, scalar_dtypes):
        if dtype is not None and param.dtype is None:
            bound.setdefault(param.type_name, dtype)
    for param in (*params, *out_params):
        if param.dtype is None and param.type_name not in bound:
            raise TypeError(
                f"cannot determine the type {param.type_name} of {param.name}: pass an array "
                f"for a parameter of type {param.type_name}, or the output arrays"
            )
    return bound


def resolved(param: Param, bound: dict) -> np.dtype:
    return param.dtype if param.dtype is not None else bound[param.type_name]
