"""cuport's portable runtime: backends that build portable source, and the Python embedding API.

The C++ shim lives in include/cuport/runtime.h and backends/<name>/; this package drives them.
The Python library (RawModule, RawKernel, to_device, Stream, Event) is described in README.md.
"""

from __future__ import annotations

from runtime import backends
from runtime._signature import SignatureError
from runtime.errors import (
    CompileError,
    CudaError,
    KernelCrashError,
    TranslationDiagnosticError,
    TranslationWarning,
)
from runtime.memory import DeviceArray, empty, to_device, zeros
from runtime.raw import Function, RawKernel, RawModule
from runtime.streams import Event, Stream, get_elapsed_time

__all__ = [
    "CompileError",
    "CudaError",
    "DeviceArray",
    "Event",
    "Function",
    "KernelCrashError",
    "RawKernel",
    "RawModule",
    "SignatureError",
    "Stream",
    "TranslationDiagnosticError",
    "TranslationWarning",
    "backends",
    "device_synchronize",
    "empty",
    "get_elapsed_time",
    "include_dir",
    "to_device",
    "zeros",
]


def include_dir() -> str:
    """The folder to pass with -I so that `#include <cuport/runtime.h>` resolves."""
    from runtime.backends._base import INCLUDE_DIR

    return str(INCLUDE_DIR)


def device_synchronize(backend: str = "cpu") -> None:
    """Wait for all queued work on the backend's device; raises the first kernel error if any."""
    from runtime import _embed

    rt = _embed.runtime(backend)
    rt.check(rt.device_synchronize(), "device synchronize")
