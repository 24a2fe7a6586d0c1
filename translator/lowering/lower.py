"""CPU kernel lowering: give each eligible kernel a block-at-a-time body the compiler can vectorize.

Source to source on portable source. A lowered kernel gets, ahead of its original body, a loop
over the threads of its block in which threadIdx is a local induction variable; the launch runs
that loop once per block instead of one fiber per thread. Kernels that need fibers (barriers,
warp operations, cooperative groups, calls into functions that read thread built-ins) keep only
their original body and say why in the build log. The original body is never changed.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from cuport.translator.frontend import clang, parse
from cuport.translator.lowering import (
    RuntimeHeaders,
    grid_stride,
    inliner,
    lane_index,
    launch_shapes,
    loops,
    plan,
    split,
)
from cuport.translator.lowering.vocabulary import BUILTIN_LOCALS

KERNEL_ANNOTATION = "cuport_kernel"
TU_MARKER = "CUPORT_CPU_LOWERED"

# Names whose presence means threads of a block interact, so the kernel needs fibers.
_NEEDS_FIBERS_PREFIXES = ("__sync", "__shfl", "__ballot", "__any", "__all", "__match", "__reduce")
_NEEDS_FIBERS = {
    "__activemask",
    "__lanemask_lt",
    "__lanemask_le",
    "__lanemask_eq",
    "__lanemask_ge",
    "__lanemask_gt",
    "cooperative_groups",
    "this_thread_block",
    "this_grid",
    "tiled_partition",
    "coalesced_threads",
    "cuportLaunchKernelGGL",
    "goto",
    "asm",
    "__asm__",
    # Device runtime calls that report per thread or wait for another thread to make progress.
    "printf",
    "assert",
    "__trap",
    "__brkpt",
    "__nanosleep",
    "volatile",
    "clock",
    "clock64",
}


@dataclass
class KernelReport:
    name: str
    line: int
    lowered: bool
    reason: str = ""
    how: str = "lowered to thread loops"
    # The block shape the lowered body is compiled for (launch_shapes.py), or None.
    block_shape: tuple | None = None


@dataclass
class LoweringResult:
    text: str
    kernels: list = field(default_factory=list)
    error: str | None = None

    def log(self, filename: str) -> str:
        lines = []
        if self.error:
            lines.append(f"{filename}: cuport lowering skipped: {self.error}")
        for kernel in self.kernels:
            how = kernel.how if kernel.lowered else f"fiber path ({kernel.reason})"
            if kernel.block_shape:
                how += (
                    f"; compiled for its launches' block {'x'.join(map(str, kernel.block_shape))}"
                )
            lines.append(f"{filename}:{kernel.line}: kernel {kernel.name}: {how}")
        return "\n".join(lines)


def _needs_fibers(spelling: str) -> bool:
    return spelling in _NEEDS_FIBERS or spelling.startswith(_NEEDS_FIBERS_PREFIXES)


# Where the unit and its translated headers appear to libclang (they exist only in memory).
VIRTUAL_ROOT = "/cuport-lowering"


def _parse(text: str, filename: str, include_dirs, sources, defines, runtime: RuntimeHeaders):
    """Parse one unit as the compiler will see it: translated headers shadow the originals."""
    args = [
        "-x",
        "c++",
        "-std=c++17",
        "-DCUPORT_BACKEND_CPU=1",
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
    args += [f"-D{define}" for define in defines]
    path = f"{VIRTUAL_ROOT}/{filename}"
    unsaved = [(f"{VIRTUAL_ROOT}/{name}", body) for name, body in (sources or {}).items()]
    unsaved = [u for u in unsaved if u[0] != path] + [(path, text)]
    # The preprocessing record: macro definitions are analysed too.
    unit = clang.parse_in_memory(
        path, args, unsaved, clang.KEEP_GOING | clang.DETAILED_PREPROCESSING_RECORD
    )
    errors = unit.errors()
    if errors:
        # An AST with holes could drop statements from a lowered body: lower nothing instead.
        raise ValueError(
            f"{errors[0].location.file}:{errors[0].location.line}: {errors[0].spelling}"
        )
    return unit, path


def _is_kernel(cursor) -> bool:
    return any(
        c.kind.name == "ANNOTATE_ATTR" and c.spelling == KERNEL_ANNOTATION
        for c in cursor.get_children()
    )


def _body(cursor):
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


def _function_definitions(unit, main_file: str | None):
    """Function and method definitions in main_file (None: in any of the program's own files),
    walking into namespaces, linkage specs and classes."""
    found = []

    def visit(cursor):
        for child in cursor.get_children():
            location = child.location
            if location.file is None:
                continue
            if main_file is not None and location.file.name != main_file:
                continue
            if main_file is None and not _user_file(child):
                continue
            kind = child.kind.name
            if kind in _SCOPES:
                visit(child)
            elif kind in _FUNCTIONS and child.is_definition():
                found.append(child)

    visit(unit.cursor)
    return found


def _user_file(cursor) -> bool:
    location = cursor.location
    return location.file is not None and location.file.name.startswith(VIRTUAL_ROOT)


def _thread_macros(unit) -> set:
    """Names of the program's macros whose expansion reads thread built-ins or synchronizes
    (`#define TID threadIdx.x`): kernel text that uses them hides what the kernel does."""
    bodies = {}
    for cursor in unit.cursor.get_children():
        if cursor.kind.name == "MACRO_DEFINITION" and _user_file(cursor):
            bodies[cursor.spelling] = {t.spelling for t in unit.tokens(cursor.extent)}
            bodies[cursor.spelling].discard(cursor.spelling)
    found = {
        name
        for name, names in bodies.items()
        if names & set(BUILTIN_LOCALS) or any(_needs_fibers(n) for n in names)
    }
    changed = True
    while changed:
        changed = False
        for name, names in bodies.items():
            if name not in found and names & found:
                found.add(name)
                changed = True
    return found


def _thread_dependent(functions, unit, thread_macros: set) -> set:
    """Names of the program's functions that read thread built-ins or synchronize, directly or
    through what they call. By name, not by declaration: a call inside a template (such as
    warpReduce<blockSize>(...)) has no resolved callee, and overloads sharing a name are all
    treated as the worst of them."""
    names_in: dict[str, set] = {}
    for function in functions:
        names = {t.spelling for t in unit.file_tokens(function)}
        names.discard(function.spelling)
        names_in.setdefault(_called_as(function), set()).update(names)
    dependent = {
        name
        for name, names in names_in.items()
        if names & set(BUILTIN_LOCALS) or names & thread_macros or any(map(_needs_fibers, names))
    }
    changed = True
    while changed:
        changed = False
        for name, names in names_in.items():
            if name not in dependent and names & dependent:
                dependent.add(name)
                changed = True
    return dependent


def _called_as(function) -> str:
    """The name a call of function shows in a kernel's text: an operator or a conversion shows
    only its class's name (`Functor f; f(i);`), as a constructor does."""
    if function.kind.name == "CONVERSION_FUNCTION" or function.spelling.startswith("operator"):
        return function.semantic_parent.spelling
    return function.spelling


def _lowering_blocker(kernel, body, unit, dependent: set, thread_macros: set) -> str | None:
    """Why the kernel must keep fibers, or None. Plain __syncthreads() is left to split.py."""
    for token in unit.tokens(body.extent):
        if token.spelling in _SPLIT_POINTS:
            continue
        if token.spelling in thread_macros:
            return f"uses macro {token.spelling}, which reads thread built-ins"
        if _needs_fibers(token.spelling):
            return f"uses {token.spelling}"
        if token.spelling in dependent and token.kind.name == "IDENTIFIER":
            return f"calls {token.spelling}, which reads thread built-ins"
    return None


def _lowered_copy(body, unit, data: bytes) -> str:
    """The body's text between its braces, built-ins replaced by the loop's locals."""
    start = body.extent.start.offset + 1
    end = body.extent.end.offset - 1
    pieces = []
    cursor = start
    tokens = unit.tokens(body.extent)
    for i, token in enumerate(tokens):
        local = BUILTIN_LOCALS.get(token.spelling)
        if local is None or token.kind.name != "IDENTIFIER":
            continue
        if i > 0 and tokens[i - 1].spelling in (".", "->", "::"):
            continue
        offset = token.extent.start.offset
        pieces.append(data[cursor:offset].decode("utf-8"))
        pieces.append(local)
        cursor = token.extent.end.offset
    pieces.append(data[cursor:end].decode("utf-8"))
    return "".join(pieces)


# A lowered kernel's first statement: the probe returns (saying whether a call may run a batch
# of blocks), thread mode falls through to the original body, block mode runs the block body
# that follows this text.
def _entry_switch(batched: bool) -> str:
    return (
        f" switch (::cuport::cpu::kernel_entry(true, {'true' if batched else 'false'})) {{"
        " case ::cuport::cpu::Entry::probe: return;"
        " case ::cuport::cpu::Entry::thread: break;"
        " case ::cuport::cpu::Entry::block:"
    )


# Where split.py splits a kernel into thread loops: block barriers and warp operations.
_WARP = {"__syncwarp", *plan.WARP_EXCHANGES}
_SPLIT_POINTS = {"__syncthreads", *_WARP}


def _has_barrier(body, unit) -> bool:
    return any(t.spelling in _SPLIT_POINTS for t in unit.tokens(body.extent))


def _insertion(lowered_body, line: int, filename: str, shape=None) -> str:
    """The text put at the start of a kernel's body. lowered_body: a plan.BlockBody, the
    body's own text (run by each thread in a lambda), or None (not lowered); shape: the block
    shape every launch in the unit fixes (launch_shapes.py), or None."""
    directive = f'\n#line {line} "{filename}"\n'
    if lowered_body is None:
        return " if (::cuport::cpu::kernel_entry(false) == ::cuport::cpu::Entry::probe) return;"
    batched = False
    if isinstance(lowered_body, plan.BlockBody):
        batched = lowered_body.batched
        lowered_body = lowered_body.text
    else:  # each thread runs the body in a lambda with its own parameter copies
        lowered_body = (
            loops.BLOCK_LOCALS
            + loops.THREAD_LOOP_OPEN
            + " const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_;"
            " [=]() mutable {"
            f"{directive}{lowered_body}\n"
            " }();" + loops.THREAD_LOOP_CLOSE
        )
    # The block body as a generic lambda, instantiated for small grids (of the fixed shape, if
    # any) and for any launch (BLOCK_LOCALS).
    fixed = f", ::cuport::cpu::FixedBlockShape<{'u, '.join(map(str, shape))}u>{{}}" if shape else ""
    return (
        _entry_switch(batched)
        + " { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {"
        + f" {lowered_body} }}{fixed}); return; }} }}{directive}"
    )


def _inline_helpers(text: str, unit, path: str, dependent: set, parse_args):
    """(text, unit) with kernels' calls to thread-dependent helpers inlined (inliner.py), or
    None when there is nothing to inline or the result does not parse."""
    counter = [0]
    changed = False
    for _ in range(inliner.MAX_ROUNDS):
        kernels = [
            (f, _body(f)) for f in _function_definitions(unit, path) if _is_kernel(f) and _body(f)
        ]
        data = text.encode("utf-8")
        edits = inliner.inline_round(unit, data, kernels, dependent, counter)
        if not edits:
            break
        text = inliner.apply(data, edits).decode("utf-8")
        try:
            unit, _path = _parse(text, *parse_args)
        except Exception:  # the inlined text does not compile: keep the calls
            return None
        changed = True
    return (text, unit) if changed else None


def _rewrite_kernels(text: str, unit, path: str, parse_args, rewrite):
    """(text, unit) with kernel bodies rewritten by rewrite(unit, data, bodies) -> edits (as
    lane_index.rewrite), or None when there is nothing to rewrite or the result does not parse."""
    bodies = [_body(f) for f in _function_definitions(unit, path) if _is_kernel(f) and _body(f)]
    edits = rewrite(unit, text.encode("utf-8"), bodies)
    if not edits:
        return None
    text = inliner.apply(text.encode("utf-8"), edits).decode("utf-8")
    try:
        unit, _path = _parse(text, *parse_args)
    except Exception:  # libclang raises TranslationUnitLoadError and plain Exceptions
        return None
    return text, unit


def lower(
    text: str, filename: str, runtime: RuntimeHeaders, include_dirs=(), sources=None, defines=()
) -> LoweringResult:
    """Lower every eligible kernel in one portable-source translation unit.

    text: the portable source; filename: its name in the build folder (used in #line).
    runtime: the backend's headers, which the unit includes.
    include_dirs: folders for the user's own headers; defines: NAME or NAME=VALUE, as built.
    sources: the program's other translated files (relative name -> text), as the build has them.
    """
    try:
        unit, path = _parse(text, filename, include_dirs, sources, defines, runtime)
    except Exception as exc:  # libclang raises TranslationUnitLoadError and plain Exceptions
        return LoweringResult(text=text, error=f"cannot parse ({exc})")
    kernels = [f for f in _function_definitions(unit, path) if _is_kernel(f)]
    if not kernels:
        return LoweringResult(text=text)
    thread_macros = _thread_macros(unit)
    program_functions = _function_definitions(unit, None)
    dependent = _thread_dependent(program_functions, unit, thread_macros)
    try:
        inlined = _inline_helpers(
            text, unit, path, dependent, (filename, include_dirs, sources, defines, runtime)
        )
    except Exception:  # a gap in the inliner leaves the calls as they are
        inlined = None
    if inlined is not None:
        text, unit = inlined
    rewritten = None
    # Grid-stride loops first: their rewritten bodies index with `counter + threadIdx.x`,
    # which lane_index then rewrites as it does the everyday index.
    for rewrite in (grid_stride.rewrite, lane_index.rewrite):
        try:
            result = _rewrite_kernels(
                text, unit, path, (filename, include_dirs, sources, defines, runtime), rewrite
            )
        except Exception:  # a gap in a rewrite leaves the kernels as they are
            result = None
        if result is not None:
            text, unit = rewritten = result
    if inlined is not None or rewritten is not None:
        kernels = [f for f in _function_definitions(unit, path) if _is_kernel(f)]
        program_functions = _function_definitions(unit, None)
        dependent = _thread_dependent(program_functions, unit, thread_macros)
    try:
        shapes = launch_shapes.kernel_shapes(program_functions)
    except Exception:  # a gap in the analysis costs the constant shapes, never the build
        shapes = {}
    data = text.encode("utf-8")
    insertions = []
    reports = []
    for kernel in kernels:
        body = _body(kernel)
        if body is None:
            continue
        line = loops.presumed_line(data, body.extent.start.line)
        blocker = _lowering_blocker(kernel, body, unit, dependent, thread_macros)
        lowered_body = None
        was_split = False
        if blocker is None and _has_barrier(body, unit):
            try:
                lowered_body = split.split_kernel(
                    body, unit, data, dependent, filename, runtime.folders
                )
                was_split = True
            except plan.Unsupported as exc:
                blocker = f"cannot split at barriers or warp operations: {exc}"
            except Exception as exc:  # a gap in the lowering must cost speed, never the build
                blocker = f"internal lowering error ({type(exc).__name__}: {exc})"
        elif blocker is None:
            try:  # one region, inlined into the thread loop: what vectorizes best
                lowered_body = split.split_kernel(
                    body, unit, data, dependent, filename, runtime.folders
                )
                was_split = True
            except plan.Unsupported:  # e.g. a modified parameter: a lambda per thread copies it
                lowered_body = _lowered_copy(body, unit, data)
            except Exception as exc:  # a gap in the lowering must cost speed, never the build
                blocker = f"internal lowering error ({type(exc).__name__}: {exc})"
        shape = shapes.get(kernel.spelling)
        insertion = _insertion(lowered_body, line, filename, shape)
        insertions.append((body.extent.start.offset + 1, insertion))
        how = "lowered to thread loops"
        if was_split and _has_barrier(body, unit):
            spellings = {t.spelling for t in unit.tokens(body.extent)}
            points = [
                what
                for what, names in (("barriers", {"__syncthreads"}), ("warp operations", _WARP))
                if spellings & names
            ]
            how = f"split at {' and '.join(points)} into thread loops"
        if isinstance(lowered_body, plan.BlockBody) and lowered_body.batched:
            how += " (runs consecutive blocks in x as one batch"
            how += ", side by side in each row)" if lowered_body.wide else ")"
        reports.append(
            KernelReport(
                kernel.spelling,
                loops.presumed_line(data, kernel.location.line),
                blocker is None,
                blocker or "",
                how,
                block_shape=shape if blocker is None else None,
            )
        )
    out = []
    cursor = 0
    for offset, insert in sorted(insertions):
        out.append(data[cursor:offset].decode("utf-8"))
        out.append(insert)
        cursor = offset
    out.append(data[cursor:].decode("utf-8"))
    # The marker tells launches in this unit that kernels answer the lowering probe.
    return LoweringResult(text=f"#define {TU_MARKER} 1\n#line 1\n" + "".join(out), kernels=reports)


def lower_sources(
    sources: dict, units: list, runtime: RuntimeHeaders, include_dirs=(), defines=()
) -> tuple[dict, str]:
    """Lower the translation units among sources; returns new sources and a build log."""
    lowered = dict(sources)
    logs = []
    for name in units:
        if Path(name).suffix.lower() not in (".cu", ".cpp", ".cc", ".cxx"):
            continue
        result = lower(sources[name], name, runtime, include_dirs, sources, defines)
        lowered[name] = result.text
        log = result.log(name)
        if log:
            logs.append(log)
    return lowered, "\n".join(logs)
