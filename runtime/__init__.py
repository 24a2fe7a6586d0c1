"""cuport: port CUDA C/C++ to a portable runtime and run it on any backend.

The public face of the library: the translator (`translate`, `translate_file`, `translate_tree`),
the CuPy-style embedding API (`RawModule`, `RawKernel`, `ElementwiseKernel`, `ReductionKernel`,
`to_device`, `Stream`, `Event`, the error types) and IPython's `%load_ext cuport` (the %%cuda
cell magic). Each name is imported on first use, so `import cuport.backends` or the command-line
tools never load NumPy, libclang or IPython they do not need. The layers below this one are
listed in docs/design.md; tests/architecture/test_layers.py keeps their imports pointing one way.
"""

from __future__ import annotations

import importlib

from cuport._version import __version__

# Public name -> the module that defines it (imported when first asked for).
_LAZY = {
    "translate": "cuport.translator",
    "translate_file": "cuport.translator",
    "translate_tree": "cuport.translator",
    "TranslationError": "cuport.translator",
    "TranslationResult": "cuport.translator",
    "CheckError": "cuport.errors",
    "CompileError": "cuport.errors",
    "CudaError": "cuport.errors",
    "KernelCrashError": "cuport.errors",
    "TranslationDiagnosticError": "cuport.errors",
    "TranslationWarning": "cuport.errors",
    "SignatureError": "cuport._signature",
    "DeviceArray": "cuport.memory",
    "ElementwiseKernel": "cuport.kernels",
    "ReductionKernel": "cuport.kernels",
    "asarray": "cuport.memory",
    "asnumpy": "cuport.memory",
    "empty": "cuport.memory",
    "to_device": "cuport.memory",
    "zeros": "cuport.memory",
    "Function": "cuport.raw",
    "RawKernel": "cuport.raw",
    "RawModule": "cuport.raw",
    "Event": "cuport.streams",
    "Stream": "cuport.streams",
    "get_elapsed_time": "cuport.streams",
}

__all__ = ["__version__", "device_reset", "device_synchronize", "include_dir", *sorted(_LAZY)]


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'cuport' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))


def load_ipython_extension(ipython) -> None:
    """`%load_ext cuport` in IPython or Jupyter: adds the %%cuda cell magic (cuport.notebook)."""
    from cuport import notebook

    notebook.register(ipython)


def include_dir() -> str:
    """The folder to pass with -I so that `#include <cuport/runtime.h>` resolves."""
    from cuport.backends._base import INCLUDE_DIR

    return str(INCLUDE_DIR)


def device_synchronize(backend: str = "cpu") -> None:
    """Wait for all queued work on the backend's device; raises the first kernel error if any."""
    from cuport import _embed

    rt = _embed.runtime(backend)
    rt.check(rt.device_synchronize(), "device synchronize")


def device_reset(backend: str = "cpu") -> None:
    """Clear the backend's sticky error after a kernel fault (cudaDeviceReset), so launches work
    again. Device memory stays allocated on the CPU backend."""
    from cuport import _embed

    rt = _embed.runtime(backend)
    rt.check(rt.device_reset(), "device reset")
