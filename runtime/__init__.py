"""cuport's portable runtime: backends that build portable source, and the Python embedding API.

The C++ shim lives in include/cuport/runtime.h and backends/<name>/; this package drives them.
The Python library (RawModule, RawKernel, to_device, Stream, Event) is described in README.md; it
is imported on first use, so `runtime.backends` alone stays light for the command-line tools.
"""

from __future__ import annotations

import importlib

from runtime import backends

# Public name -> the module that defines it (imported when first asked for).
_LAZY = {
    "CompileError": "runtime.errors",
    "CudaError": "runtime.errors",
    "KernelCrashError": "runtime.errors",
    "TranslationDiagnosticError": "runtime.errors",
    "TranslationWarning": "runtime.errors",
    "SignatureError": "runtime._signature",
    "DeviceArray": "runtime.memory",
    "empty": "runtime.memory",
    "to_device": "runtime.memory",
    "zeros": "runtime.memory",
    "Function": "runtime.raw",
    "RawKernel": "runtime.raw",
    "RawModule": "runtime.raw",
    "Event": "runtime.streams",
    "Stream": "runtime.streams",
    "get_elapsed_time": "runtime.streams",
}

__all__ = ["backends", "device_reset", "device_synchronize", "include_dir", *sorted(_LAZY)]


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'runtime' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


def include_dir() -> str:
    """The folder to pass with -I so that `#include <cuport/runtime.h>` resolves."""
    from runtime.backends._base import INCLUDE_DIR

    return str(INCLUDE_DIR)


def device_synchronize(backend: str = "cpu") -> None:
    """Wait for all queued work on the backend's device; raises the first kernel error if any."""
    from runtime import _embed

    rt = _embed.runtime(backend)
    rt.check(rt.device_synchronize(), "device synchronize")


def device_reset(backend: str = "cpu") -> None:
    """Clear the backend's sticky error after a kernel fault (cudaDeviceReset), so launches work
    again. Device memory stays allocated on the CPU backend."""
    from runtime import _embed

    rt = _embed.runtime(backend)
    rt.check(rt.device_reset(), "device reset")
