"""cuport's CUDA -> portable source translator, installed as cuport.translator.

Its layers, lowest first: api/ (the API table and the diagnostics catalog), frontend/ (libclang:
parsing, tokens, the stub CUDA headers), the translation modules in this folder (translation.py
for one file, project.py for trees, pipeline.py for a program), and lowering/ (the CPU kernel
lowering). The entry points below are imported on first use, so `cuport.translator.api` alone
stays light.
"""

from __future__ import annotations

import importlib

from cuport._version import __version__

_LAZY = {
    "TranslationError": "cuport.translator.translation",
    "TranslationResult": "cuport.translator.translation",
    "read_source": "cuport.translator.translation",
    "translate": "cuport.translator.translation",
    "translate_file": "cuport.translator.translation",
    "unsupported_ids": "cuport.translator.translation",
    "with_runtime_include": "cuport.translator.translation",
    "translate_tree": "cuport.translator.project",
}

__all__ = ["__version__", *sorted(_LAZY)]


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'cuport.translator' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
