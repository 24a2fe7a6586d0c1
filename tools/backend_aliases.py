"""Computes the one-to-one alias lines of the rocm and cuda backend headers from the API table.

Signatures come from the translator's stub CUDA headers (parsed with libclang), names from the
table's `hip` column (default: the CUDA name with `cuda` -> `hip`). Writes nothing itself:
tools/generate.py renders tools/templates/{rocm,cuda}_api.h.j2 with contexts().
"""

from __future__ import annotations

import re
from pathlib import Path

from translator import api

REPO = Path(__file__).resolve().parent.parent
OUTPUTS = {  # backend -> its generated alias header (tools/generate.py lists the same two)
    "rocm": "runtime/backends/rocm/rocm_api.h",
    "cuda": "runtime/backends/cuda/cuda_api.h",
}
TEMPLATES = "<templates>"  # key of stub_signatures()'s template overloads (name -> texts)
_IDENT = re.compile(r"\b(?:(?:enum|struct)\s+)?([A-Za-z_]\w*)\b")


def target_name(entry: api.Entry, backend: str) -> str:
    """What the shim name forwards to: the HIP name (table `hip`, else cuda -> hip) or CUDA's."""
    if backend == "cuda":
        return entry.name
    if entry.hip:
        return entry.hip
    for cuda_prefix, hip_prefix in (("cuda", "hip"), ("CUDA_", "HIP_"), ("CUDART_", "HIP_")):
        if entry.name.startswith(cuda_prefix):
            return hip_prefix + entry.name[len(cuda_prefix) :]
    return entry.name


def _to_shim(text: str, table: api.Table) -> str:
    """Rewrite the CUDA names in a C type or expression to their shim spelling."""

    def swap(match: re.Match) -> str:
        entry = table.get(match.group(1))
        if entry is None or not entry.shim or entry.kind not in ("type", "enum_value", "macro"):
            return match.group(0)
        return entry.shim

    return _IDENT.sub(swap, text)


def _to_shim_all(text: str, table: api.Table) -> str:
    """Rewrite every CUDA name with a shim spelling in a piece of stub source."""

    def swap(match: re.Match) -> str:
        entry = table.get(match.group(0))
        return entry.shim if entry is not None and entry.shim else match.group(0)

    return re.sub(r"\b[A-Za-z_]\w*\b", swap, text)


def stub_signatures() -> dict:
    """name -> (result type, [(param type, param name, default or None)]) from the stub headers.

    Under the key TEMPLATES: name -> source texts of the stub's template convenience overloads
    (cudaMalloc(T**, size_t)), which are copied with CUDA names swapped for the shim's.
    """
    import clang.cindex as cindex

    from translator import parse

    index = cindex.Index.create()
    unit = index.parse(
        "cuport_signatures.cu",
        args=parse.clang_args(),
        unsaved_files=[("cuport_signatures.cu", "#include <cuda_runtime.h>\n")],
        options=0x200,
    )
    found: dict = {}
    templates: dict = {}

    def visit(cursor) -> None:
        for child in cursor.get_children():
            if child.kind == cindex.CursorKind.LINKAGE_SPEC or child.kind.name == "NAMESPACE":
                visit(child)
            elif child.kind == cindex.CursorKind.FUNCTION_TEMPLATE:
                start, end = child.extent.start, child.extent.end
                text = Path(start.file.name).read_bytes()[start.offset : end.offset].decode()
                templates.setdefault(child.spelling, []).append(text)
            elif child.kind == cindex.CursorKind.FUNCTION_DECL and child.spelling not in found:
                params = []
                for i, arg in enumerate(child.get_arguments()):
                    tokens = [t.spelling for t in arg.get_tokens()]
                    default = " ".join(tokens[tokens.index("=") + 1 :]) if "=" in tokens else None
                    params.append((arg.type.spelling, arg.spelling or f"a{i}", default))
                found[child.spelling] = (child.result_type.spelling, params)

    visit(unit.cursor)
    found[TEMPLATES] = templates
    return found


def _function_line(entry: api.Entry, target: str, signatures: dict, table: api.Table) -> str:
    shim = entry.shim
    if entry.name not in signatures:
        # No declared signature to copy: forward anything (loses only null-literal conversions).
        return (
            f"template <class... A>\ninline auto {shim}(A&&... a) -> decltype({target}"
            f"(static_cast<A&&>(a)...)) {{ return {target}(static_cast<A&&>(a)...); }}"
        )
    result, params = signatures[entry.name]
    decl = []
    for ptype, pname, default in params:
        text = f"{_to_shim(ptype, table)} {pname}"
        if default is not None:
            text += f" = {_to_shim(default, table)}"
        decl.append(text)
    args = ", ".join(p[1] for p in params)
    return (
        f"inline {_to_shim(result, table)} {shim}({', '.join(decl)}) {{ return {target}({args}); }}"
    )


def context(backend: str, table: api.Table | None = None, signatures: dict | None = None) -> dict:
    """Template context for backend ('rocm' or 'cuda'): sections of generated C++ lines."""
    table = table or api.load()
    signatures = stub_signatures() if signatures is None else signatures
    types, values, macros, functions, overloads, skipped = [], [], [], [], [], []
    for entry in sorted(table.entries(), key=lambda e: e.name):
        if not entry.shim or entry.kind not in ("type", "enum_value", "macro", "function"):
            continue
        if not entry.supported(backend):
            skipped.append(entry.name)
            continue
        target = target_name(entry, backend)
        if entry.shim in (target, entry.name):
            # Same spelling on both sides (dim3), or a CUDA name portable source keeps as written
            # (CUDA_SUCCESS): the backend's own headers or hand-written code provide it.
            continue
        if entry.kind == "type":
            types.append(f"using {entry.shim} = {target};")
        elif entry.kind == "enum_value":
            values.append(f"constexpr auto {entry.shim} = {target};")
        elif entry.kind == "macro":
            # CUDA's own macros stay macros: `#if CUDART_VERSION` needs the preprocessor, and a
            # pointer constant like cudaStreamPerThread cannot be constexpr.
            macros.append(f"#define {entry.shim} {target}")
        else:
            functions.append(_function_line(entry, target, signatures, table))
            for text in signatures.get(TEMPLATES, {}).get(entry.name, []):
                overloads.append(_to_shim_all(text, table))
    return {
        "backend": backend,
        "native": "HIP" if backend == "rocm" else "CUDA",
        "types": types,
        "constants": values,
        "macros": macros,
        "functions": functions,
        "overloads": overloads,
        "skipped": skipped,
    }


def contexts(table: api.Table | None = None) -> dict:
    """backend -> context(backend), for tools/generate.py (the stub is parsed once)."""
    table = table or api.load()
    signatures = stub_signatures()
    return {backend: context(backend, table, signatures) for backend in OUTPUTS}
