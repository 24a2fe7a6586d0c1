"""List the names a backend's shim headers declare, by parsing <cuport/runtime.h> and the other
public headers the table maps CUDA headers to (cuport/curand_kernel.h) with libclang.

Used by tools/sync_api.py and tests/test_api_table.py to keep the table's statuses honest; it
only reports declarations and never edits the table.
"""

from __future__ import annotations

import functools
import os
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# libcu++ declares everything in an inline namespace named for its ABI version (cuda::std::__4).
_ABI_NAMESPACE = re.compile(r"^__\d+$")
_DECLS = {
    "FUNCTION_DECL",
    "FUNCTION_TEMPLATE",
    "VAR_DECL",
    "TYPEDEF_DECL",
    "TYPE_ALIAS_DECL",
    "TYPE_ALIAS_TEMPLATE_DECL",
    "STRUCT_DECL",
    "UNION_DECL",
    "CLASS_DECL",
    "CLASS_TEMPLATE",
    "ENUM_DECL",
    "ENUM_CONSTANT_DECL",
    "MACRO_DEFINITION",
    "USING_DECLARATION",  # `using ::cuda::std::plus;` makes thrust::plus (Thrust re-exports it)
}


@dataclass(frozen=True)
class ShimDecls:
    """visible: every name usable after #include <cuport/runtime.h> or another public header the
    table maps a CUDA header to (standard headers included),
    qualified names too (cooperative_groups::thread_block); own: names declared in the backend's
    own headers. errors: parse errors (the headers must compile)."""

    visible: frozenset[str]
    own: frozenset[str]
    errors: tuple[str, ...]


def _builtin_include() -> list[str]:
    try:
        out = subprocess.run(
            ["g++", "-print-file-name=include"], capture_output=True, text=True, timeout=20
        ).stdout.strip()
    except OSError:
        return []
    return ["-isystem", out] if out and Path(out, "stddef.h").exists() else []


def _walk(cursor, prefix: str, backend_dir: str, visible: set, own: set) -> None:
    for child in cursor.get_children():
        kind = child.kind.name
        if kind in ("NAMESPACE", "LINKAGE_SPEC"):
            inner = f"{prefix}{child.spelling}::" if kind == "NAMESPACE" else prefix
            if _ABI_NAMESPACE.match(child.spelling):
                inner = prefix  # inline ABI namespace: cuda::std::__4::atomic is cuda::std::atomic
            _walk(child, inner, backend_dir, visible, own)
            continue
        if kind not in _DECLS or not child.spelling:
            continue
        name = prefix + child.spelling
        visible.add(name)
        location = child.location.file
        mine = location is not None and os.path.normpath(location.name).startswith(backend_dir)
        if mine:
            own.add(name)
        if kind == "ENUM_DECL":  # unscoped enumerators are visible in the enclosing scope
            for value in child.get_children():
                visible.add(prefix + value.spelling)
                if mine:
                    own.add(prefix + value.spelling)


def names_in(cursor, own_dir: str = "/nonexistent/") -> tuple[set[str], set[str]]:
    """(visible, own) names declared under a translation unit's cursor; own: in files under own_dir."""
    visible: set[str] = set()
    own: set[str] = set()
    _walk(cursor, "", own_dir, visible, own)
    return visible, own


def _public_headers(backend: str) -> list[str]:
    """cuport/runtime.h and each other shim header the table maps a CUDA header to on backend."""
    from cuport.translator import api

    shims = {
        e.shim
        for e in api.load().entries()
        if e.kind == "header" and e.shim and e.status.get(backend) != "no"
    }
    return ["cuport/runtime.h", *sorted(shims - {"cuport/runtime.h"})]


def _library_include() -> list[str]:
    """NVIDIA's Thrust and libcu++ headers, which the table maps to themselves, as a build
    finds them (runtime/backends/cpu/driver.py)."""
    from cuport.translator.frontend import cccl

    folder = cccl.include_dir()
    # CUPORT_THRUST: as the CPU driver compiles a unit that includes Thrust (it includes them all).
    return ["-isystem", str(folder), "-DCUPORT_THRUST=1"] if folder else []


@functools.cache
def collect(backend: str = "cpu") -> ShimDecls:
    """Parse a TU that includes the public headers with CUPORT_BACKEND_<BACKEND>."""
    import clang.cindex as cindex

    backend_dir = os.path.join(str(ROOT), "runtime", "backends", backend, "")
    args = [
        "-x",
        "c++",
        "-std=c++17",
        f"-DCUPORT_BACKEND_{backend.upper()}=1",
        f"-I{ROOT / 'runtime' / 'include'}",
        *_builtin_include(),
        *_library_include(),
    ]
    source = "".join(f"#include <{header}>\n" for header in _public_headers(backend))
    tu = cindex.Index.create().parse(
        "cuport_shim_scan.cpp",
        args=args,
        unsaved_files=[("cuport_shim_scan.cpp", source)],
        options=0x01,
    )
    visible, own = names_in(tu.cursor, backend_dir)
    errors = tuple(str(d) for d in tu.diagnostics if d.severity >= 3)
    return ShimDecls(frozenset(visible), frozenset(own), errors)
