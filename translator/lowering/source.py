"""The unit as the lowering sees it: parsed from the build's files in memory (translated headers
shadow the originals, none is written to disk), and the kernels and function definitions in it.
Parses and finds; decides nothing about lowering.
"""

from __future__ import annotations

import os

from cuport.translator.frontend import cccl, clang, parse
from cuport.translator.lowering import RuntimeHeaders
from cuport.translator.lowering.vocabulary import BACKEND_CPU, KERNEL_ANNOTATION

# Where the unit and its translated headers appear to libclang (they exist only in memory).
VIRTUAL_ROOT = "/cuport-lowering"


class Unparsable(Exception):
    """libclang refused the unit or found errors in it: the message says where."""


def parse_unit(
    text: str, filename: str, include_dirs, sources, defines, runtime: RuntimeHeaders
) -> tuple[clang.Unit, str]:
    """(unit, its path) for one unit parsed as the compiler will see it. Raises Unparsable."""
    args = [
        "-x",
        "c++",
        "-std=c++17",
        f"-D{BACKEND_CPU}=1",
        f'-D__global__=__attribute__((annotate("{KERNEL_ANNOTATION}")))',
        "-I",
        str(runtime.include),
    ]
    builtin = parse.builtin_include_dir()
    if builtin:
        args += ["-isystem", builtin]
    for folder in include_dirs:
        # A relative folder is relative to the build folder, where the translated files are.
        path = str(folder) if os.path.isabs(str(folder)) else f"{VIRTUAL_ROOT}/{folder}"
        args += ["-I", path]
    library = cccl.include_dir()  # Thrust and libcu++, as the build finds them
    if library is not None:
        args += ["-isystem", str(library)]
    args += [f"-D{define}" for define in defines]
    path = f"{VIRTUAL_ROOT}/{filename}"
    unsaved = [(f"{VIRTUAL_ROOT}/{name}", body) for name, body in (sources or {}).items()]
    unsaved = [u for u in unsaved if u[0] != path] + [(path, text)]
    # The preprocessing record: macro definitions are analysed too.
    try:
        unit = clang.parse_in_memory(
            path, args, unsaved, clang.KEEP_GOING | clang.DETAILED_PREPROCESSING_RECORD
        )
    except clang.ParseFailed as exc:
        raise Unparsable(str(exc)) from exc
    errors = unit.errors()
    if errors:
        # An AST with holes could drop statements from a lowered body: lower nothing instead.
        # Named as the build names it (relative to the program's root), not by this parse's
        # virtual folder.
        where = str(errors[0].location.file).removeprefix(f"{VIRTUAL_ROOT}/")
        raise Unparsable(f"{where}:{errors[0].location.line}: {errors[0].spelling}")
    return unit, path


def is_kernel(cursor) -> bool:
    return any(
        c.kind.name == "ANNOTATE_ATTR" and c.spelling == KERNEL_ANNOTATION
        for c in cursor.get_children()
    )


def body_of(cursor):
    """A function's body (its COMPOUND_STMT), or None."""
    for child in cursor.get_children():
        if child.kind.name == "COMPOUND_STMT":
            return child
    return None


_SCOPES = {
    "NAMESPACE", "LINKAGE_SPEC", "UNEXPOSED_DECL", "CLASS_DECL", "STRUCT_DECL", "UNION_DECL",
    "CLASS_TEMPLATE", "CLASS_TEMPLATE_PARTIAL_SPECIALIZATION",
}  # fmt: skip
_FUNCTIONS = {
    "FUNCTION_DECL", "FUNCTION_TEMPLATE", "CXX_METHOD", "CONSTRUCTOR", "DESTRUCTOR",
    "CONVERSION_FUNCTION",
}  # fmt: skip


def function_definitions(unit: clang.Unit, main_file: str | None) -> list:
    """Function and method definitions in main_file (None: in any of the program's own files),
    walking into namespaces, linkage specs and classes. Remembered per unit: the walk visits
    every declaration of every included header (a third of a small kernel's lowering time),
    and the lowering asks several times."""
    memo = unit.__dict__.setdefault("_cuport_function_definitions", {})
    if main_file is not None and main_file.startswith(VIRTUAL_ROOT):
        # one of the program's own files: a subset of the walk over all of them
        return [f for f in function_definitions(unit, None) if f.location.file.name == main_file]
    if main_file not in memo:
        memo[main_file] = _function_definitions(unit, main_file)
    return list(memo[main_file])


def _function_definitions(unit: clang.Unit, main_file: str | None) -> list:
    found = []

    def visit(cursor):
        for child in cursor.get_children():
            location = child.location
            if location.file is None:
                continue
            if main_file is not None and location.file.name != main_file:
                continue
            if main_file is None and not user_file(child):
                continue
            kind = child.kind.name
            if kind in _SCOPES:
                visit(child)
            elif kind in _FUNCTIONS and child.is_definition():
                found.append(child)

    visit(unit.cursor)
    return found


def kernels_of(unit: clang.Unit, path: str) -> list:
    """(kernel, its body) for each kernel defined in the file at path."""
    return [
        (f, body_of(f)) for f in function_definitions(unit, path) if is_kernel(f) and body_of(f)
    ]


def user_file(cursor) -> bool:
    """Whether cursor is in one of the program's own files (not the runtime's, not the system's)."""
    location = cursor.location
    return location.file is not None and location.file.name.startswith(VIRTUAL_ROOT)
