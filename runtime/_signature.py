"""Kernel signatures read from source with libclang: each parameter's C type, size and layout.

Plain kernels, and kernel template instantiations the file itself launches, are found by walking
the parsed unit; other template kernels are instantiated by a probe declaration appended to the
text. This module reads types only; it packs and launches nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from cuport.translator.frontend import clang, parse

_PROBE = "__cuport_probe_"

# Scalar struct formats by (signedness, size); floats by size.
_SIGNED = {1: "b", 2: "h", 4: "i", 8: "q"}
_UNSIGNED = {1: "B", 2: "H", 4: "I", 8: "Q"}
_FLOATS = {2: "e", 4: "f", 8: "d"}
# Records that are numbers to NumPy (CUDA's half type is a struct in its headers).
_HALF_RECORDS = ("__half", "half")


class SignatureError(ValueError):
    """A kernel cannot be found, or has a parameter type the Python library cannot pass."""


@dataclass(frozen=True)
class Param:
    """One kernel parameter as the launcher must pass it.

    name: the parameter's name in the source ("" when unnamed).
    spelling: its declared type as written by clang (for messages).
    kind: "pointer", "scalar" or "record".
    size, align: bytes, as the compiler lays the type out.
    fmt: the struct-module format of a scalar ("f", "i", "Q", ...); "" otherwise.
    numeric: for scalars "int", "uint", "float" or "bool"; for pointers the pointee's kind
        ("int", "uint", "float", "bool", "record", "void" or "other").
    pointee_size: bytes of the pointed-to type (pointers only; 0 for void).
    const: the pointee is const (pointers only): the kernel cannot write through it.
    fields: (name, byte offset) of a record's fields, or of a pointed-to record's.
    """

    name: str
    spelling: str
    kind: str
    size: int
    align: int
    fmt: str = ""
    numeric: str = ""
    pointee_size: int = 0
    const: bool = False
    fields: tuple = field(default=())


@dataclass(frozen=True)
class Signature:
    """A launchable kernel: the C++ expression that names it and its parameters."""

    expression: str
    params: tuple


def _numeric(type_) -> tuple[str, str] | None:
    """(kind, struct format) for an arithmetic or enum type, else None."""
    cindex = clang.cindex()
    kinds = cindex.TypeKind
    canonical = type_.get_canonical()
    kind = canonical.kind
    if kind == kinds.ENUM:
        canonical = canonical.get_declaration().enum_type.get_canonical()
        kind = canonical.kind
    size = canonical.get_size()
    if kind == kinds.BOOL:
        return "bool", "?"
    if kind in (kinds.FLOAT, kinds.DOUBLE, kinds.HALF) and size in _FLOATS:
        return "float", _FLOATS[size]
    unsigned = (
        kinds.UCHAR,
        kinds.CHAR_U,
        kinds.USHORT,
        kinds.UINT,
        kinds.ULONG,
        kinds.ULONGLONG,
        kinds.CHAR16,
        kinds.CHAR32,
    )
    signed = (kinds.SCHAR, kinds.CHAR_S, kinds.SHORT, kinds.INT, kinds.LONG, kinds.LONGLONG)
    if kind in unsigned and size in _UNSIGNED:
        return "uint", _UNSIGNED[size]
    if kind in signed and size in _SIGNED:
        return "int", _SIGNED[size]
    if kind == kinds.RECORD and _record_name(canonical) in _HALF_RECORDS and size == 2:
        return "float", "e"
    return None


def _record_name(type_) -> str:
    return type_.get_declaration().spelling


def _fields(type_) -> tuple:
    found = []
    for cursor in type_.get_fields():
        offset = type_.get_offset(cursor.spelling)
        if offset >= 0:
            found.append((cursor.spelling, offset // 8))
    return tuple(found)


def _param(name: str, type_) -> Param:
    cindex = clang.cindex()
    kinds = cindex.TypeKind
    canonical = type_.get_canonical()
    spelling = type_.spelling
    if canonical.kind == kinds.POINTER:
        pointee = canonical.get_pointee()
        numeric = _numeric(pointee)
        pointee_kind = pointee.get_canonical().kind
        if numeric:
            what = numeric[0]
        elif pointee_kind == kinds.VOID:
            what = "void"
        elif pointee_kind == kinds.RECORD:
            what = "record"
        else:
            what = "other"
        return Param(
            name=name,
            spelling=spelling,
            kind="pointer",
            size=canonical.get_size(),
            align=canonical.get_align(),
            fmt="Q" if canonical.get_size() == 8 else "I",
            numeric=what,
            pointee_size=max(pointee.get_size(), 0),
            const=pointee.is_const_qualified(),
            fields=_fields(pointee.get_canonical()) if what == "record" else (),
        )
    numeric = _numeric(canonical)
    if numeric:
        return Param(
            name=name,
            spelling=spelling,
            kind="scalar",
            size=canonical.get_size(),
            align=canonical.get_align(),
            fmt=numeric[1],
            numeric=numeric[0],
        )
    if canonical.kind == kinds.RECORD and canonical.get_size() > 0:
        return Param(
            name=name,
            spelling=spelling,
            kind="record",
            size=canonical.get_size(),
            align=canonical.get_align(),
            fields=_fields(canonical),
        )
    raise SignatureError(
        f"parameter {name or '(unnamed)'} has type {spelling}, which cannot be passed from "
        "Python (kernels take pointers, arithmetic types, enums and structs by value)"
    )


def _is_kernel(cursor) -> bool:
    cindex = clang.cindex()
    return any(c.kind == cindex.CursorKind.CUDAGLOBAL_ATTR for c in cursor.get_children())


def _qualified(cursor) -> str:
    cindex = clang.cindex()
    parts = [cursor.spelling]
    parent = cursor.semantic_parent
    while parent is not None and parent.kind == cindex.CursorKind.NAMESPACE:
        if parent.spelling:  # anonymous namespaces are reachable unqualified in their unit
            parts.append(parent.spelling)
        parent = parent.semantic_parent
    return "::".join(reversed(parts))


def _walk_kernels(cursor, path: str, found: dict) -> None:
    cindex = clang.cindex()
    for child in cursor.get_children():
        location = child.location
        if location.file is None or location.file.name != path:
            continue
        if child.kind == cindex.CursorKind.NAMESPACE:
            _walk_kernels(child, path, found)
        elif child.kind == cindex.CursorKind.LINKAGE_SPEC:
            _walk_kernels(child, path, found)
        elif child.kind == cindex.CursorKind.FUNCTION_DECL and _is_kernel(child):
            found.setdefault(_qualified(child), child)


def _template_argument(specialization, index: int, parameter) -> str | None:
    """One template argument spelled as C++ source, or None when it cannot be spelled."""
    cindex = clang.cindex()
    kinds = cindex.TemplateArgumentKind
    kind = specialization.get_template_argument_kind(index)
    if kind == kinds.TYPE:
        spelling = specialization.get_template_argument_type(index).spelling
        return None if "(" in spelling else spelling  # anonymous or lambda types
    if kind != kinds.INTEGRAL or parameter.kind != cindex.CursorKind.TEMPLATE_NON_TYPE_PARAMETER:
        return None
    declared = parameter.type.get_canonical()
    if declared.kind == cindex.TypeKind.BOOL:
        return "true" if specialization.get_template_argument_unsigned_value(index) else "false"
    if declared.kind == cindex.TypeKind.ENUM:
        value = specialization.get_template_argument_value(index)
        return f"static_cast<{parameter.type.spelling}>({value})"
    numeric = _numeric(declared)
    if numeric is None:
        return None
    if numeric[0] == "uint":
        return f"{specialization.get_template_argument_unsigned_value(index)}u"
    return str(specialization.get_template_argument_value(index))


def _instantiation(specialization) -> str | None:
    """The name expression of a kernel template specialization, e.g. "scale<float, 3>"."""
    cindex = clang.cindex()
    count = specialization.get_num_template_arguments()
    if count <= 0:
        return None
    template = clang.specialized_template(specialization)
    if template is None or template.kind != cindex.CursorKind.FUNCTION_TEMPLATE:
        return None
    if not _is_kernel(template):
        return None
    parameter_kinds = (
        cindex.CursorKind.TEMPLATE_TYPE_PARAMETER,
        cindex.CursorKind.TEMPLATE_NON_TYPE_PARAMETER,
        cindex.CursorKind.TEMPLATE_TEMPLATE_PARAMETER,
    )
    parameters = [c for c in template.get_children() if c.kind in parameter_kinds]
    if len(parameters) != count:  # a parameter pack: not spelled here
        return None
    parts = [_template_argument(specialization, i, p) for i, p in enumerate(parameters)]
    if any(part is None for part in parts):
        return None
    return f"{_qualified(template)}<{', '.join(parts)}>"


def _launched_instantiations(unit, path: str, found: dict) -> None:
    """Kernel template specializations the file's own code names (launches, &kernel<...>)."""
    cindex = clang.cindex()
    for top in unit.cursor.get_children():
        location = top.location
        if location.file is None or location.file.name != path:
            continue
        for node in top.walk_preorder():
            if node.kind != cindex.CursorKind.DECL_REF_EXPR:
                continue
            target = node.referenced
            if target is None or target.kind != cindex.CursorKind.FUNCTION_DECL:
                continue
            expression = _instantiation(target)
            if expression:
                found.setdefault(expression, target)


def _signature(expression: str, arg_types: list, names: list) -> Signature:
    names = list(names) + [""] * (len(arg_types) - len(names))
    params = []
    for index, (name, type_) in enumerate(zip(names, arg_types, strict=True)):
        try:
            params.append(_param(name, type_))
        except SignatureError as exc:
            raise SignatureError(f"kernel {expression}, parameter {index}: {exc}") from None
    return Signature(expression=expression, params=tuple(params))


def _from_function(expression: str, cursor) -> Signature:
    names = [a.spelling for a in cursor.get_arguments()]
    return _signature(expression, list(cursor.type.argument_types()), names)


def read(
    source: str,
    filename: str = "kernel.cu",
    expressions=(),
    include_dirs=(),
    defines=(),
) -> dict[str, Signature]:
    """The signatures of every kernel the source defines or launches, and of each name expression.

    source: CUDA or portable source text.
    filename: the name it is parsed under (relative includes resolve from its folder).
    expressions: C++ expressions naming kernels, e.g. "scale<float, 128>" or "ns::k".
    include_dirs, defines: as for the compiler.
    Returns a dict from the name (as given, or a plain kernel's qualified name) to its Signature,
    or to the SignatureError that says why a plain kernel cannot be launched from Python.
    Raises SignatureError for a name expression that names no launchable kernel.
    """
    cindex = clang.cindex()
    probes = "".join(f"\nstatic auto* {_PROBE}{i} = &{expr};" for i, expr in enumerate(expressions))
    text = source + ("\n" if not source.endswith("\n") else "") + probes + "\n"
    parsed = parse.parse(text, filename, include_dirs, defines)
    unit = parsed.unit
    found: dict[str, object] = {}
    _walk_kernels(unit.cursor, parsed.path, found)
    _launched_instantiations(unit, parsed.path, found)
    signatures: dict = {}
    for name, cursor in found.items():
        try:
            signatures[name] = _from_function(name, cursor)
        except SignatureError as exc:  # only an error if this kernel is asked for
            signatures[name] = exc
    probe_lines = {len(source.splitlines()) + 2 + i: expr for i, expr in enumerate(expressions)}
    problems = {}
    for diag in unit.diagnostics:
        line = diag.location.line
        if diag.severity >= cindex.Diagnostic.Error and line in probe_lines:
            problems.setdefault(probe_lines[line], diag.spelling)
    probes_found = {}
    for child in unit.cursor.get_children():
        if child.kind == cindex.CursorKind.VAR_DECL and child.spelling.startswith(_PROBE):
            probes_found[int(child.spelling[len(_PROBE) :])] = child
    for index, expr in enumerate(expressions):
        cursor = probes_found.get(index)
        if expr in problems or cursor is None:
            detail = problems.get(expr, "not found")
            raise SignatureError(f"name expression {expr!r} does not name a kernel: {detail}")
        function_type = cursor.type.get_canonical().get_pointee()
        if function_type.kind != cindex.TypeKind.FUNCTIONPROTO:
            raise SignatureError(f"name expression {expr!r} is not a function")
        target = _referenced_function(cursor)
        names = [a.spelling for a in target.get_arguments()] if target is not None else []
        signatures[expr] = _signature(expr, list(function_type.argument_types()), names)
    return signatures


def _referenced_function(cursor):
    """The function a probe's initializer names (for parameter names), if libclang says."""
    cindex = clang.cindex()
    for node in cursor.walk_preorder():
        if node.kind == cindex.CursorKind.DECL_REF_EXPR and node.referenced is not None:
            return node.referenced
    return None
