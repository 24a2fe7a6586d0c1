"""Backend registry: every folder here with a driver.py is a backend, found by name.

Adding a backend means adding a folder; nothing else is edited.
"""

from __future__ import annotations

import importlib
from pathlib import Path

from cuport.backends._base import Backend, BackendError, BuildOptions, BuildResult, user_paths

__all__ = ["Backend", "BackendError", "BuildOptions", "BuildResult", "get", "names", "user_paths"]

_FOLDER = Path(__file__).parent


def names() -> list[str]:
    """Backend names, in a stable order with the CPU reference first."""
    found = sorted(p.parent.name for p in _FOLDER.glob("*/driver.py"))
    return sorted(found, key=lambda n: (n != "cpu", n))


def get(name: str) -> Backend:
    """The backend called name (its driver's <NAME>Backend class, instantiated)."""
    if name not in names():
        raise BackendError(
            f"unknown backend {name!r}; choose one of: {', '.join(names())}", exit_code=2
        )
    module = importlib.import_module(f"cuport.backends.{name}.driver")
    return getattr(module, f"{name.upper()}Backend")()
