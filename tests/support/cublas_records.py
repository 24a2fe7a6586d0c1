"""The records tests/backends/cpu/test_cublas*.py send to inputs/cublas_driver.cu: one cuBLAS
call each (routine number, integer arguments, scalars, arrays), with the check of what comes
back."""

from __future__ import annotations

import struct
import subprocess

import numpy as np
from support.cuda_program import build

ROUTINES = {
    "gemm": 0, "symm": 1, "syrk": 2, "syr2k": 3, "trmm": 4, "trsm": 5, "gemv": 6, "ger": 7,
    "symv": 8, "trmv": 9, "axpy": 10, "scal": 11, "dot": 12, "norm": 13, "iamax": 14,
    "strided": 15, "batched": 16, "geam": 17, "dgmm": 18, "lu": 19, "gemmex": 20, "copy": 21,
    "gbmv": 22, "sbmv": 23, "spmv": 24, "tbmv": 25, "tpmv": 26, "syr": 27, "syr2": 28,
    "spr": 29, "spr2": 30, "rot": 31, "matinv": 32, "gemm_64": 33, "trsm_batched": 34,
    "gemv_many": 35, "syrkx": 36, "pack": 37, "gemm3m": 38, "level1_ex": 39, "gemm_ex_s": 40,
    "qr": 41, "rotations": 42,
}  # fmt: skip


class Case:
    """One record: the call, and a check of what comes back (arrays, status, integer results)."""

    def __init__(self, name, routine, ints, scalars, arrays, check, status=0):
        self.name, self.routine, self.ints = name, ROUTINES[routine], ints
        self.scalars, self.arrays, self.check, self.status = scalars, arrays, check, status

    def encode(self, type_index, dtype) -> bytes:
        out = struct.pack("<ii", type_index, self.routine)
        out += struct.pack(f"<i{len(self.ints)}i", len(self.ints), *self.ints)
        scalars = np.asarray(self.scalars, dtype)
        out += struct.pack("<q", scalars.size) + scalars.tobytes()
        out += struct.pack("<i", len(self.arrays))
        for a in self.arrays:
            out += struct.pack("<q", a.size) + a.tobytes()
        return out


def run(cases, type_index, dtype, folder):
    """Runs the records in folder; per case, its status and its arrays after the call, then its
    integer results.

    type_index: 0 float, 1 double, 2 cuComplex, 3 cuDoubleComplex (dtype is its NumPy type).
    """
    source = folder / "in.bin"
    result = folder / "out.bin"
    source.write_bytes(b"".join(c.encode(type_index, dtype) for c in cases))
    program = build("cublas_driver.cu")
    subprocess.run([str(program), str(source), str(result)], check=True, timeout=120)
    data = memoryview(result.read_bytes())
    pos = 0
    results = []
    for case in cases:
        (status,) = struct.unpack_from("<i", data, pos)
        pos += 4
        got = []
        for a in case.arrays:
            got.append(np.frombuffer(data, dtype, a.size, pos).copy())
            pos += a.size * a.itemsize
        (count,) = struct.unpack_from("<i", data, pos)
        pos += 4
        got.append(np.frombuffer(data, np.int32, count, pos).copy())
        pos += 4 * count
        results.append((status, got))
    assert pos == len(data)
    return results
