"""Read an installed CUDA toolkit's runtime headers with libclang: functions, enums, types, macros.

Used by tools/sync_api.py only. It reports what the headers declare and decides nothing about cuport.
"""

from __future__ import annotations

import ctypes
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from cuport.backends.cuda.driver import headers, library_dir

# The headers of the toolkit the cuda backend finds (CUDA_HOME, PATH, the installer's default,
# NVIDIA's wheels), so these tools read the CUDA that builds use; None when there is none.
DEFAULT_CUDA_INCLUDE = headers()
# Headers whose types, enums and macros the runtime API uses (cuda_runtime_api.h includes them all).
TYPE_HEADERS = (
    "vector_types.h",
    "driver_types.h",
    "surface_types.h",
    "texture_types.h",
    "library_types.h",
    "device_types.h",
    "cuda_runtime_api.h",
)
_CUDA_MACRO = re.compile(r"^(cuda[A-Z]\w*|CUDA_\w+|CUDART_\w+)$")
_GROUP = re.compile(r"\\(defgroup|addtogroup)\s+(\w+)(?:\s+(.+?))?\s*(?:\*/)?$")
_META = re.compile(r"typedef struct (\w+?)_v(\d+)_params_st")


@dataclass
class Param:
    type: str
    name: str
    default: str | None = None


@dataclass
class Function:
    name: str
    result: str
    params: list[Param]
    group: str  # the reference chapter title, e.g. "Device Management"
    since: str | None = None  # None: CUDA 3.2 or earlier (the runtime's first traced version)
    deprecated: bool = False

    def declaration(self) -> str:
        params = ", ".join(_param_text(p) for p in self.params) or "void"
        return f"{self.result} {self.name}({params});"


@dataclass
class EnumValue:
    name: str
    value: int
    comment: str  # the header's doc comment, flattened to one line


@dataclass
class Toolkit:
    version: str  # "13.0"
    include: Path
    functions: dict[str, Function] = field(default_factory=dict)
    groups: list[str] = field(default_factory=list)  # chapter titles in header order
    enums: dict[str, list[EnumValue]] = field(default_factory=dict)
    types: set[str] = field(default_factory=set)
    macros: dict[str, str] = field(default_factory=dict)  # name -> replacement text
    type_decls: list[str] = field(default_factory=list)  # rendered C++ declarations, in order


def _param_text(param: Param) -> str:
    text = param.type
    if param.name:
        text = (
            text.replace("(*)", f"(*{param.name})", 1) if "(*)" in text else f"{text} {param.name}"
        )
        if text.endswith("* " + param.name):
            text = text[: -len(param.name) - 1] + param.name
    if param.default is not None:
        text += f" = {param.default}"
    return text


def _version(number: int) -> str:
    return f"{number // 1000}.{number % 1000 // 10}"


def _comment_text(raw: str | None) -> str:
    if not raw:
        return ""
    text = re.sub(r"/\*\*<?|\*/", " ", raw)
    text = re.sub(r"^\s*\*", " ", text, flags=re.M)
    text = text.replace("::", "")
    return " ".join(text.split())


def _cindex():
    import clang.cindex as cindex

    return cindex


def _builtin_include() -> list[str]:
    try:
        out = subprocess.run(
            ["g++", "-print-file-name=include"], capture_output=True, text=True, timeout=20
        ).stdout.strip()
    except OSError:
        return []
    return ["-isystem", out] if out and Path(out, "stddef.h").exists() else []


def _parse(include: Path):
    cindex = _cindex()
    args = ["-x", "c++", "-std=c++17", f"-I{include}", *_builtin_include()]
    source = "#include <cuda_runtime_api.h>\n"
    index = cindex.Index.create()
    return index.parse(
        "cuport_scan.cpp", args=args, unsaved_files=[("cuport_scan.cpp", source)], options=0x01
    )


def _top_level(cursor):
    for child in cursor.get_children():
        if child.kind.name == "LINKAGE_SPEC":
            yield from _top_level(child)
        else:
            yield child


def _groups(header: Path) -> tuple[list[tuple[int, str]], dict[str, str]]:
    """(line, group id) markers and group id -> title, from the doxygen comments."""
    markers, titles = [], {}
    for number, line in enumerate(header.read_text(errors="replace").splitlines(), start=1):
        match = _GROUP.search(line)
        if not match:
            continue
        kind, group, title = match.groups()
        if kind == "defgroup" and title:
            titles.setdefault(group, title.strip())
        markers.append((number, group))
    return markers, titles


def _since(include: Path) -> dict[str, str]:
    """The CUDA version each runtime function first appeared in, from the tracing meta header."""
    meta = include / "generated_cuda_runtime_api_meta.h"
    found: dict[str, int] = {}
    if not meta.exists():
        return {}
    for name, number in _META.findall(meta.read_text(errors="replace")):
        base = re.sub(r"(_ptsz|_ptds|_v\d+)+$", "", name)
        found[base] = min(found.get(base, 10**6), int(number))
    return {name: _version(n) for name, n in found.items() if n > 3020}


def _defaults(cursor) -> list[str | None]:
    """Each parameter's default argument, read from the tokens (`__dv(0)` or `= value`)."""
    tokens = [t.spelling for t in cursor.get_tokens()]
    if cursor.spelling not in tokens:
        return []
    at = tokens.index(cursor.spelling) + 2
    params, current, depth = [], [], 0
    for token in tokens[at:]:
        if token == ")" and depth == 0:
            break
        depth += {"(": 1, ")": -1}.get(token, 0)
        if token == "," and depth == 0:
            params.append(current)
            current = []
        else:
            current.append(token)
    params.append(current)
    found = []
    for param in params:
        if "__dv" in param:
            at = param.index("__dv")
            found.append(" ".join(param[at + 2 : -1]))
        elif "=" in param:
            found.append(" ".join(param[param.index("=") + 1 :]))
        else:
            found.append(None)
    return found


def _function(cursor, group: str, since: str | None) -> Function:
    arguments = list(cursor.get_arguments())
    defaults = _defaults(cursor)
    if len(defaults) != len(arguments):
        defaults = [None] * len(arguments)
    params = [
        Param(a.type.spelling, a.spelling, d) for a, d in zip(arguments, defaults, strict=True)
    ]
    return Function(
        name=cursor.spelling,
        result=cursor.result_type.spelling,
        params=params,
        group=group,
        since=since,
        deprecated=cursor.availability.name == "DEPRECATED",
    )


def _field_text(cursor, indent: str) -> str:
    type_ = cursor.type
    dims = ""
    while type_.kind.name == "CONSTANTARRAY":
        dims += f"[{type_.element_count}]"
        type_ = type_.element_type
    decl = type_.get_declaration()
    if decl.kind.name in ("STRUCT_DECL", "UNION_DECL") and decl.is_anonymous():
        body = _record_text(decl, indent)
        return f"{indent}{body} {cursor.spelling}{dims};"
    spelling = type_.spelling
    if "(*)" in spelling:
        return f"{indent}{spelling.replace('(*)', f'(*{cursor.spelling})', 1)}{dims};"
    return f"{indent}{spelling} {cursor.spelling}{dims};"


def _record_text(cursor, indent: str = "") -> str:
    keyword = "union" if cursor.kind.name == "UNION_DECL" else "struct"
    name = "" if cursor.is_anonymous() else f" {cursor.spelling}"
    lines = [f"{keyword}{name} {{"]
    for child in cursor.get_children():
        if child.kind.name == "FIELD_DECL":
            lines.append(_field_text(child, indent + "  "))
    lines.append(f"{indent}}}")
    return "\n".join(lines)


def _enum_text(cursor) -> str:
    values = ", ".join(f"{c.spelling} = {c.enum_value}" for c in cursor.get_children())
    return f"enum {cursor.spelling} {{ {values} }};"


def _typedef_text(cursor) -> str | None:
    underlying = cursor.underlying_typedef_type
    decl = underlying.get_declaration()
    if decl.kind.name in ("STRUCT_DECL", "UNION_DECL", "ENUM_DECL") and decl.is_anonymous():
        return None  # rendered with its record
    spelling = underlying.spelling
    if "(*)" in spelling:
        return f"typedef {spelling.replace('(*)', f'(*{cursor.spelling})', 1)};"
    return f"typedef {spelling} {cursor.spelling};"


def _render(cursor) -> str | None:
    kind = cursor.kind.name
    if kind in ("STRUCT_DECL", "UNION_DECL"):
        if not cursor.is_definition():
            return f"{'union' if kind == 'UNION_DECL' else 'struct'} {cursor.spelling};"
        if cursor.is_anonymous():
            return None
        return _record_text(cursor) + ";"
    if kind == "ENUM_DECL" and cursor.is_definition() and not cursor.is_anonymous():
        return _enum_text(cursor)
    if kind == "TYPEDEF_DECL":
        underlying = cursor.underlying_typedef_type.get_declaration()
        if underlying.is_anonymous() and underlying.kind.name in ("STRUCT_DECL", "UNION_DECL"):
            return f"typedef {_record_text(underlying)} {cursor.spelling};"
        if underlying.is_anonymous() and underlying.kind.name == "ENUM_DECL":
            values = ", ".join(f"{c.spelling} = {c.enum_value}" for c in underlying.get_children())
            return f"typedef enum {{ {values} }} {cursor.spelling};"
        return _typedef_text(cursor)
    return None


def scan(include: Path) -> Toolkit:
    """Everything cuda_runtime_api.h (and the type headers it includes) declares."""
    api_header = include / "cuda_runtime_api.h"
    text = api_header.read_text(errors="replace")
    match = re.search(r"#define\s+CUDART_VERSION\s+(\d+)", text)
    toolkit = Toolkit(version=_version(int(match.group(1))) if match else "?", include=include)
    markers, titles = _groups(api_header)
    since = _since(include)
    tu = _parse(include)
    for cursor in _top_level(tu.cursor):
        location = cursor.location
        if location.file is None:
            continue
        filename = Path(location.file.name).name
        if filename not in TYPE_HEADERS:
            continue
        kind = cursor.kind.name
        if kind == "FUNCTION_DECL" and filename == "cuda_runtime_api.h":
            if cursor.spelling in toolkit.functions:
                continue  # a C++ overload of a function already seen (same name, same chapter)
            group_id = ""
            for line, group in markers:
                if line > location.line:
                    break
                group_id = group
            title = titles.get(group_id, group_id)
            if title not in toolkit.groups:
                toolkit.groups.append(title)
            toolkit.functions[cursor.spelling] = _function(
                cursor, title, since.get(cursor.spelling)
            )
            continue
        if kind == "MACRO_DEFINITION" and _CUDA_MACRO.match(cursor.spelling):
            if filename == "cuda_runtime_api.h":
                continue  # version numbers and per-thread-stream renames, not API
            tokens = [t.spelling for t in cursor.get_tokens()][1:]
            toolkit.macros[cursor.spelling] = " ".join(tokens)
            continue
        if kind == "ENUM_DECL" and cursor.is_definition():
            values = [
                EnumValue(c.spelling, c.enum_value, _comment_text(c.raw_comment))
                for c in cursor.get_children()
                if c.kind.name == "ENUM_CONSTANT_DECL"
            ]
            if not cursor.is_anonymous():
                toolkit.enums[cursor.spelling] = values
                toolkit.types.add(cursor.spelling)
        if kind in ("STRUCT_DECL", "UNION_DECL", "TYPEDEF_DECL") and not cursor.is_anonymous():
            toolkit.types.add(cursor.spelling)
        if kind == "TYPEDEF_DECL":
            underlying = cursor.underlying_typedef_type.get_declaration()
            if underlying.kind.name == "ENUM_DECL" and underlying.is_anonymous():
                toolkit.enums[cursor.spelling] = [
                    EnumValue(c.spelling, c.enum_value, _comment_text(c.raw_comment))
                    for c in underlying.get_children()
                ]
        rendered = _render(cursor)
        if rendered and rendered not in toolkit.type_decls:
            toolkit.type_decls.append(rendered)
    return toolkit


def runtime_error_texts(include: Path) -> dict[int, tuple[str, str]] | None:
    """code -> (cudaGetErrorName, cudaGetErrorString) from the toolkit's libcudart, for the codes
    its headers declare; None when the library is not there or cannot be loaded.

    Both calls are pure lookups (no device, no driver), so a toolkit without a GPU answers them.
    """
    # libcudart.so, or only libcudart.so.NN where NVIDIA's wheels installed the toolkit.
    libraries = sorted(library_dir(include.parent).glob("libcudart.so*"))
    try:
        cudart = ctypes.CDLL(str(libraries[0]))
    except (IndexError, OSError):
        return None
    cudart.cudaGetErrorName.restype = ctypes.c_char_p
    cudart.cudaGetErrorString.restype = ctypes.c_char_p
    texts = {}
    for value in scan_enum_values(include, "cudaError"):
        name = cudart.cudaGetErrorName(value).decode()
        texts[value] = (name, cudart.cudaGetErrorString(value).decode())
    return texts


def scan_enum_values(include: Path, enum: str) -> list[int]:
    """The values of one enum of driver_types.h (read with a regular expression, no libclang)."""
    text = (include / "driver_types.h").read_text(errors="replace")
    body = re.search(r"enum\s+__device_builtin__\s+" + enum + r"\s*\{(.*?)\};", text, re.S)
    if not body:
        return []
    return [int(v) for v in re.findall(r"^\s*,?\s*\w+\s*=\s*(\d+)", body.group(1), re.M)]
