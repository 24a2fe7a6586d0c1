"""Computes the one-to-one alias lines of the rocm and cuda backend headers from the API table.

Signatures come from the translator's stub CUDA headers (parsed with libclang), names from the
table's `hip` column (default: the CUDA name with `cuda` -> `hip`). Writes nothing itself:
tools/generate.py renders tools/templates/{rocm,cuda}_api.h.j2 with contexts().
"""

from __future__ import annotations

import re
from pathlib import Path

from cuport.translator import api

REPO = Path(__file__).resolve().parent.parent
OUTPUTS = {  # backend -> its generated alias header (tools/generate.py lists the same two)
    "rocm": "runtime/backends/rocm/generated/rocm_api.h",
    "cuda": "runtime/backends/cuda/generated/cuda_api.h",
}
TEMPLATES = "<templates>"  # key of stub_signatures()'s template overloads (name -> texts)
_IDENT = re.compile(r"\b(?:(?:enum|struct)\s+)?([A-Za-z_]\w*)\b")


def target_name(entry: api.Entry, backend: str) -> str:
    """What the shim name forwards to: the HIP name (table `hip`, else cuda -> hip) or CUDA's."""
    if backend == "cuda":
        return entry.name
    if entry.hip is not None:  # "" is a real answer: CUDART_CB means nothing on AMD
        return entry.hip
    for cuda_prefix, hip_prefix in (("cuda", "hip"), ("CUDA_", "HIP_"), ("CUDART_", "HIP_")):
        if entry.name.startswith(cuda_prefix):
            return hip_prefix + entry.name[len(cuda_prefix) :]
    if entry.name.startswith("make_cuda"):  # make_cudaExtent -> make_hipExtent
        return "make_hip" + entry.name[len("make_cuda") :]
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

    text = re.sub(r"\b(?:struct|enum)\s+(?=(?:cuda|CU)\w*\b)", "", text)  # aliases are not tags
    return re.sub(r"\b[A-Za-z_]\w*\b", swap, text)


def _text(cursor) -> str:
    start, end = cursor.extent.start, cursor.extent.end
    return Path(start.file.name).read_bytes()[start.offset : end.offset].decode()


def stub_signatures() -> dict:
    """name -> (result type, [(param type, param name, default or None)]) from the stub headers.

    Under the key TEMPLATES: name -> source texts of the stub's template convenience overloads
    (cudaMalloc(T**, size_t)), which are copied with CUDA names swapped for the shim's.
    """
    import clang.cindex as cindex
    from cuport.translator.frontend import parse

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
                parms = [c for c in child.get_children() if c.kind == cindex.CursorKind.PARM_DECL]
                key = tuple(c.type.spelling for c in parms)
                known = templates.setdefault(child.spelling, {})
                # A definition is copied whole; a bare declaration gets a forwarding body.
                names = None
                if not child.is_definition():
                    # A pack is forwarded expanded; no parameters means explicit template args.
                    names = [
                        c.spelling
                        + ("..." if re.search(rf"\.\.\.\s*{c.spelling}$", _text(c)) else "")
                        for c in parms
                    ]
                if key not in known or names is None:
                    known[key] = (text.strip(), names)
            elif child.kind == cindex.CursorKind.FUNCTION_DECL and child.spelling not in found:
                params = []
                for i, arg in enumerate(child.get_arguments()):
                    tokens = [t.spelling for t in arg.get_tokens()]
                    default = " ".join(tokens[tokens.index("=") + 1 :]) if "=" in tokens else None
                    params.append((arg.type.spelling, arg.spelling or f"a{i}", default))
                found[child.spelling] = (child.result_type.spelling, params)

    visit(unit.cursor)
    found[TEMPLATES] = {name: list(overloads.values()) for name, overloads in templates.items()}
    return found


def _template_args(params: str) -> str:
    """`class T, int N` -> `T, N` (the names of a template's parameters, in order)."""
    return ", ".join(p.split("=")[0].split()[-1].lstrip(".") for p in params.split(","))


def _signature(entry: api.Entry, signatures: dict, table: api.Table) -> tuple[str, str, str] | None:
    """(result type, parameter list, argument list) in shim spelling, or None if undeclared."""
    if entry.name not in signatures:
        return None
    result, params = signatures[entry.name]
    decl = []
    for ptype, pname, default in params:
        text = f"{_to_shim(ptype, table)} {pname}"
        if default is not None:
            text += f" = {_to_shim(default, table)}"
        decl.append(text)
    return _to_shim(result, table), ", ".join(decl), ", ".join(p[1] for p in params)


def _function_line(shim: str, target: str, signature: tuple[str, str, str] | None) -> str:
    if signature is None:
        # No declared signature to copy: forward anything (loses only null-literal conversions).
        return (
            f"template <class... Args>\ninline auto {shim}(Args&&... a) -> decltype({target}"
            f"(static_cast<Args&&>(a)...)) {{ return {target}(static_cast<Args&&>(a)...); }}"
        )
    result, params, args = signature
    if not args:
        return f"inline {result} {shim}({params}) {{ return {target}(); }}"
    # A template whose call depends on it is checked only when used: a function this version of
    # the platform lacks, or declares differently, breaks only the program that calls it.
    first, _, rest = args.partition(", ")
    lazy = f"::cuport::lazy<Deferred>({first})" + (f", {rest}" if rest else "")
    return (
        f"template <class Deferred = void>\n"
        f"inline {result} {shim}({params}) {{ return {target}({lazy}); }}"
    )


def _missing_names(text: str, backend: str, defined: set[str]) -> list[str]:
    """Names in a generated signature that this backend does not define (it would not compile)."""
    names = set(re.findall(r"\b[A-Za-z_]\w*\b", text))
    missing = [n for n in names if n.startswith(("cuport", "CUPORT")) and n not in defined]
    if backend == "rocm":  # CUDA's own names exist only under nvcc
        missing += [n for n in names if re.match(r"(cuda|CU[A-Z_]|cu[A-Z])", n)]
    return sorted(missing)


def _canonical_first(entry: api.Entry) -> tuple:
    # A removed name (cudaThreadExit) shares its replacement's shim (cuportDeviceReset): the
    # entry whose own name gives the shim is emitted, the alias never.
    return (entry.shim != api.default_shim(entry.name), entry.name)


def context(backend: str, table: api.Table | None = None, signatures: dict | None = None) -> dict:
    """Template context for backend ('rocm' or 'cuda'): sections of generated C++ lines."""
    table = table or api.load()
    signatures = stub_signatures() if signatures is None else signatures
    types, values, macros, functions, overloads, skipped = [], [], [], [], [], []
    chosen, seen = [], set()
    for entry in sorted(table.entries(), key=_canonical_first):
        if not entry.shim or entry.kind not in ("type", "enum_value", "macro", "function"):
            continue
        if not entry.supported(backend):
            skipped.append(entry.name)
            continue
        target = target_name(entry, backend)
        if entry.shim in (target, entry.name) or entry.shim in seen:
            # Same spelling on both sides (dim3), a CUDA name portable source keeps as written
            # (CUDA_SUCCESS), or a removed name's alias: nothing (more) to generate.
            continue
        seen.add(entry.shim)
        chosen.append((entry, target))
    defined = {entry.shim for entry, _ in chosen if entry.kind != "function"}
    unusable = []
    for entry, target in sorted(chosen, key=lambda pair: pair[0].name):
        if entry.kind == "type":
            types.append(f"using {entry.shim} = {target};")
        elif entry.kind == "enum_value":
            values.append(f"constexpr auto {entry.shim} = {target};")
        elif entry.kind == "macro":
            # CUDA's own macros stay macros: `#if CUDART_VERSION` needs the preprocessor, and a
            # pointer constant like cudaStreamPerThread cannot be constexpr.
            macros.append(f"#define {entry.shim} {target}".rstrip())
        else:
            signature = _signature(entry, signatures, table)
            missing = _missing_names(" ".join(signature or ()), backend, defined)
            if missing:
                unusable.append(f"{entry.name} (needs {', '.join(missing)})")
                continue
            functions.append(_function_line(entry.shim, target, signature))
            for text, names in signatures.get(TEMPLATES, {}).get(entry.name, []):
                text = _to_shim_all(text, table)
                if names is not None:
                    params = re.search(r"template\s*<(.*?)>", text, re.S).group(1)
                    explicit = "" if names else "<" + _template_args(params) + ">"
                    text += f" {{ return {target}{explicit}({', '.join(names)}); }}"
                overloads.append(text)
    return {
        "backend": backend,
        "native": "HIP" if backend == "rocm" else "CUDA",
        "types": types,
        "constants": values,
        "macros": macros,
        "functions": functions,
        "overloads": overloads,
        "skipped": skipped,
        "unusable": unusable,
    }


def contexts(table: api.Table | None = None) -> dict:
    """backend -> context(backend), for tools/generate.py (the stub is parsed once)."""
    table = table or api.load()
    signatures = stub_signatures()
    return {backend: context(backend, table, signatures) for backend in OUTPUTS}
