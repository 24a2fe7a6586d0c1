"""cuport's portable runtime: backends that build portable source, and the Python embedding API.

The C++ shim lives in include/cuport/runtime.h and backends/<name>/; this package drives them.
"""

from __future__ import annotations

from runtime import backends

__all__ = ["backends", "include_dir"]


def include_dir() -> str:
    """The folder to pass with -I so that `#include <cuport/runtime.h>` resolves."""
    from runtime.backends._base import INCLUDE_DIR

    return str(INCLUDE_DIR)
