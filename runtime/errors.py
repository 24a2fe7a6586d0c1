"""The Python library's exceptions: CUDA-style runtime errors, build and translation failures.

CUDA spellings of error names come from the API table (translator.api), never from literals here.
"""

from __future__ import annotations

import functools

from cuport.translator import api
from cuport.translator.api import SHIM_PREFIX


class CudaError(RuntimeError):
    """A runtime call or kernel launch failed.

    code: the numeric error code (CUDA's numbering).
    name: the CUDA spelling of the error, e.g. "cudaErrorInvalidConfiguration" (what the CPU
        backend's cudaGetErrorName returns, as CUDA's does).
    portable_name: the shim's spelling, e.g. "cuportErrorInvalidConfiguration".
    description: the backend's error string.
    """

    def __init__(self, code: int, name: str, description: str = "", context: str = ""):
        self.code = int(code)
        self.name = cuda_spelling(name)
        self.portable_name = portable_spelling(self.name)
        self.description = description
        self.context = context
        where = f"{context}: " if context else ""
        super().__init__(f"{where}{self.name} ({self.code}): {description}")


class KernelCrashError(CudaError):
    """A kernel run in safe mode killed its worker process (bad memory access, abort, ...).

    signal: the number of the signal that ended the worker, or None when it exited otherwise.
    """

    def __init__(self, code: int, name: str, description: str, signal: int | None):
        self.signal = signal
        super().__init__(code, name, description)


class CheckError(RuntimeError):
    """cuport check reported errors in a launch of a module built with check= (RawModule).

    tool: the tools the module was built with, e.g. "memcheck" or "racecheck,initcheck".
    reports: one string per error, its lines as compute-sanitizer writes them ("=========
        Invalid __global__ write of size 4 bytes", "=========     at ... in kernel.cu:3", ...).
    The launch itself completed (its arrays were copied back), as under compute-sanitizer.
    """

    def __init__(self, tool: str, reports: list, context: str = ""):
        self.tool = tool
        self.reports = list(reports)
        count = len(self.reports)
        where = f"{context}: " if context else ""
        text = "\n".join(self.reports)
        super().__init__(
            f"{where}cuport check ({tool}) reported {count} error{'s' if count != 1 else ''}:\n"
            f"{text}"
        )


class CompileError(RuntimeError):
    """The backend compiler rejected the module; log holds its output."""

    def __init__(self, message: str, log: str = ""):
        super().__init__(f"{message}\n{log}".rstrip())
        self.log = log


class TranslationDiagnosticError(ValueError):
    """Strict mode: the translator reported diagnostics; diagnostics lists them."""

    def __init__(self, diagnostics: list):
        self.diagnostics = list(diagnostics)
        lines = "\n".join(d.format() for d in self.diagnostics)
        super().__init__(f"translation reported {len(self.diagnostics)} diagnostic(s):\n{lines}")


class TranslationWarning(UserWarning):
    """A translator diagnostic for a module built without strict=True."""


@functools.cache
def _prefix_pair() -> tuple[str, str] | None:
    """(CUDA prefix, shim prefix) learned from a table entry whose shim follows the default rule."""
    for entry in api.load().entries():
        if entry.kind != "enum_value" or not entry.shim or entry.shim == entry.name:
            continue
        if entry.shim.startswith(SHIM_PREFIX) and api.default_shim(entry.name) == entry.shim:
            rest = entry.shim[len(SHIM_PREFIX) :]
            return entry.name[: len(entry.name) - len(rest)], SHIM_PREFIX
    return None


def cuda_spelling(portable_name: str) -> str:
    """The CUDA spelling of a shim name: the table's entry, else the default prefix rule undone."""
    entry = api.load().by_shim.get(portable_name)
    if entry is not None:
        return entry.name
    pair = _prefix_pair()
    if pair and portable_name.startswith(pair[1]):
        return pair[0] + portable_name[len(pair[1]) :]
    return portable_name


def portable_spelling(cuda_name: str) -> str:
    """The shim spelling of a CUDA name (the table's entry), else the name as it is."""
    entry = api.load().get(cuda_name)
    return entry.shim if entry is not None and entry.shim else cuda_name
