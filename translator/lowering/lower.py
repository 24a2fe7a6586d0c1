"""CPU kernel lowering: give each eligible kernel a block-at-a-time body the compiler can vectorize.

Source to source on portable source. A lowered kernel gets, ahead of its original body, a loop
over the threads of its block in which threadIdx is a local induction variable; the launch runs
that loop once per block instead of one fiber per thread. Kernels that need fibers (barriers,
warp operations, cooperative groups, calls into functions that read thread built-ins) keep only
their original body and say why in the build log. The original body is never changed.

A pass that fails unexpectedly costs speed, never the build: the kernel keeps its fiber path (or
the pass is skipped) and the log says why; CUPORT_LOWERING_STRICT=1 raises LoweringError instead.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from cuport.translator.frontend import clang
from cuport.translator.lowering import (
    RuntimeHeaders,
    block_groups,
    eligibility,
    grid_stride,
    inliner,
    lane_index,
    launch_shapes,
    loops,
    plan,
    preprocessed,
    source,
    split,
)
from cuport.translator.lowering.vocabulary import (
    BLOCK_SHAPE,
    BUILTIN_LOCALS,
    ENTRY_BLOCK,
    ENTRY_PROBE,
    ENTRY_THREAD,
    FIXED_BLOCK_SHAPE,
    KERNEL_ENTRY,
    LOWERED_UNIT,
    RUN_BLOCK_BODY,
    SMALL_GRID,
)

# Set to 1, an internal fallback (an unexpected exception in a pass) raises LoweringError.
STRICT_ENVIRONMENT = "CUPORT_LOWERING_STRICT"
_LINE = re.compile(r'#line (\d+) "([^"\n]*)"')


class LoweringError(RuntimeError):
    """Strict mode: a pass of the lowering failed unexpectedly (a bug, not a kernel it cannot
    lower); the message names the unit and the kernel or pass, the cause is chained."""


def strict() -> bool:
    """Whether CUPORT_LOWERING_STRICT asks internal fallbacks to raise."""
    return os.environ.get(STRICT_ENVIRONMENT, "") not in ("", "0")


def _internal_error(where: str, exc: Exception) -> str:
    """The build log's reason for an unexpected exception in a pass; in strict mode, raises
    LoweringError from it instead (where: the unit and the kernel or pass)."""
    reason = f"internal lowering error ({type(exc).__name__}: {exc})"
    if strict():
        raise LoweringError(f"{where}: {reason}") from exc
    return reason


@dataclass
class KernelReport:
    name: str
    line: int
    lowered: bool
    reason: str = ""
    how: str = "lowered to thread loops"
    # The block shape the lowered body is compiled for (launch_shapes.py), or None.
    block_shape: tuple | None = None
    # The (file, line) pairs the compiler reports for the code put ahead of the kernel's body
    # (its first line and every #line the lowered body names), which the CPU backend reads to
    # tell which kernel a compiler error is in.
    lines: frozenset = frozenset()
    # A digest of that code: what a verdict on it (the CPU backend's cache) is keyed on.
    digest: str = ""


@dataclass
class LoweringResult:
    text: str
    kernels: list = field(default_factory=list)
    error: str | None = None
    notes: list = field(default_factory=list)  # passes skipped for the whole unit, and why
    # Kernels the unit includes from the program's own headers: {header name: {byte offset just
    # inside the body's brace}}. The unit's launches probe them too, so each needs the probe's
    # answer (apply_header_probes); lowering them in a shared header is not done.
    header_kernels: dict = field(default_factory=dict)

    def log(self, filename: str) -> str:
        lines = []
        if self.error:
            lines.append(f"{filename}: cuport lowering skipped: {self.error}")
        lines += [f"{filename}: cuport lowering: {note}" for note in self.notes]
        for kernel in self.kernels:
            how = kernel.how if kernel.lowered else f"fiber path ({kernel.reason})"
            if kernel.block_shape:
                how += (
                    f"; compiled for its launches' block {'x'.join(map(str, kernel.block_shape))}"
                )
            lines.append(f"{filename}:{kernel.line}: kernel {kernel.name}: {how}")
        return "\n".join(lines)


def _lowered_copy(body, unit: clang.Unit, data: bytes) -> str:
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
        f" switch ({KERNEL_ENTRY}(true, {'true' if batched else 'false'})) {{"
        f" case {ENTRY_PROBE}: return;"
        f" case {ENTRY_THREAD}: break;"
        f" case {ENTRY_BLOCK}:"
    )


def _insertion(lowered_body, line: int, filename: str, shape=None) -> str:
    """The text put at the start of a kernel's body. lowered_body: a plan.BlockBody, the
    body's own text (run by each thread in a lambda), or None (not lowered); shape: the block
    shape every launch in the unit fixes (launch_shapes.py), or None."""
    directive = f'\n#line {line} "{filename}"\n'
    if lowered_body is None:
        return f" if ({KERNEL_ENTRY}(false) == {ENTRY_PROBE}) return;"
    batched = False
    if isinstance(lowered_body, plan.BlockBody):
        batched = lowered_body.batched
        lowered_body = lowered_body.text
    else:  # each thread runs the body in a lambda with its own parameter copies
        lowered_body = (
            loops.BLOCK_LOCALS
            + loops.THREAD_LOOP_OPEN
            + loops.THREAD_INDEX_DECLARATION
            + " [=]() mutable {"
            + f"{directive}{lowered_body}\n"
            + " }();"
            + loops.THREAD_LOOP_CLOSE
        )
    # The block body as a generic lambda, instantiated for small grids (of the fixed shape, if
    # any) and for any launch (BLOCK_LOCALS).
    fixed = f", {FIXED_BLOCK_SHAPE}<{'u, '.join(map(str, shape))}u>{{}}" if shape else ""
    return (
        _entry_switch(batched)
        + f" {{ {RUN_BLOCK_BODY}([&](auto {SMALL_GRID}, auto {BLOCK_SHAPE}) {{"
        + f" {lowered_body} }}{fixed}); return; }} }}{directive}"
    )


def _kernels(unit: clang.Unit, path: str, held: dict) -> list:
    """source.kernels_of, less the kernels held on fibers (held: name -> reason), whose text
    no pass touches."""
    return [(k, body) for k, body in source.kernels_of(unit, path) if k.spelling not in held]


def _preprocess(text: str, unit: clang.Unit, path: str, dependent: set, parse_args, held: dict):
    """(text, unit, helpers) with the bodies of kernels and of the helpers the inliner may copy
    into them as the compiler reads them (preprocessed.py); (text, unit) unchanged where there
    was nothing to do. A kernel that cannot be made exact is held on fibers, with the reason;
    helpers: the names of helpers that cannot be (never inlined)."""
    filename, defines = parse_args[0], parse_args[3]
    view = preprocessed.View(unit, path, text.encode("utf-8"), defines)
    helpers = set()
    edits = []
    edited = []
    kernels = _kernels(unit, path, held)
    targets = [(kernel, body, True) for kernel, body in kernels]
    helpers_by_name: dict = {}
    for function in source.function_definitions(unit, path):
        body = source.body_of(function)
        if body is not None and function.spelling in dependent and not source.is_kernel(function):
            helpers_by_name.setdefault(function.spelling, []).append((function, body))
    # The helpers the inliner may copy: those the kernels call, directly or through others.
    pending = [body for _kernel, body in kernels]
    reached = set()
    while pending:
        names = {t.spelling for t in unit.tokens(pending.pop().extent)}
        for name in sorted((names & set(helpers_by_name)) - reached):
            reached.add(name)
            for function, body in helpers_by_name[name]:
                targets.append((function, body, False))
                pending.append(body)
    for function, body, is_kernel in targets:
        try:
            found = preprocessed.rewrite(view, body)
        except preprocessed.Unexact as exc:
            if is_kernel:
                held[function.spelling] = f"cannot read its text as the compiler does: {exc}"
            else:
                helpers.add(function.spelling)
            continue
        edits += found
        if found and is_kernel:
            edited.append(function.spelling)
    if not edits:
        return text, unit, helpers
    rewritten = inliner.apply(text.encode("utf-8"), edits).decode("utf-8")
    try:
        unit, _path = source.parse_unit(rewritten, *parse_args)
    except source.Unparsable as exc:  # the expansion is wrong: a bug in it, not in the kernel
        reason = _internal_error(f"{filename}: macro expansion", exc)
        held.update((name, reason) for name in edited)
        return text, unit, helpers | dependent
    return rewritten, unit, helpers


def _inline_helpers(text: str, unit: clang.Unit, path: str, dependent: set, parse_args, held: dict):
    """(text, unit) with kernels' calls to thread-dependent helpers inlined (inliner.py), or
    None when there is nothing to inline. Raises source.Unparsable where the result does not
    parse (the caller keeps the calls)."""
    counter = [0]
    changed = False
    for _ in range(inliner.MAX_ROUNDS):
        kernels = _kernels(unit, path, held)
        data = text.encode("utf-8")
        edits = inliner.inline_round(unit, data, kernels, dependent, counter)
        if not edits:
            break
        text = inliner.apply(data, edits).decode("utf-8")
        unit, _path = source.parse_unit(text, *parse_args)
        changed = True
    return (text, unit) if changed else None


def _rewrite_kernels(text: str, unit: clang.Unit, path: str, parse_args, rewrite, held: dict):
    """(text, unit) with kernel bodies rewritten by rewrite(unit, data, bodies) -> edits (as
    lane_index.rewrite), or None when there is nothing to rewrite. Raises source.Unparsable
    where the result does not parse (the caller keeps the kernels as they were)."""
    bodies = [body for _kernel, body in _kernels(unit, path, held)]
    edits = rewrite(unit, text.encode("utf-8"), bodies)
    if not edits:
        return None
    text = inliner.apply(text.encode("utf-8"), edits).decode("utf-8")
    unit, _path = source.parse_unit(text, *parse_args)
    return text, unit


def _rewrite_block_groups(text: str, unit, path: str, parse_args, notes: list, held: dict):
    """(text, unit) with thread_block operations written as built-ins in the main file's
    functions (block_groups.py; kernels held on fibers keep their text), or None where there
    was nothing to rewrite or the result does not parse (noted)."""
    functions = [
        f
        for f in source.function_definitions(unit, path)
        if not (source.is_kernel(f) and f.spelling in held)
    ]
    data = text.encode("utf-8")
    edits = block_groups.rewrite(data, functions)
    if not edits:
        return None
    rewritten = inliner.apply(data, edits).decode("utf-8")
    try:
        unit, _path = source.parse_unit(rewritten, *parse_args)
    except source.Unparsable as exc:
        notes.append(f"thread_block not rewritten: the rewritten text does not parse ({exc})")
        return None
    return rewritten, unit


def _rewritten(
    text: str, unit: clang.Unit, path: str, dependent: set, parse_args, notes: list, held: dict
):
    """(text, unit) after the source rewrites (preprocessed, inliner, grid_stride, lane_index),
    or None where none changed anything. A rewrite that fails is skipped, with a note saying
    why. held: kernels kept on fibers (name -> reason), which no rewrite touches; kernels whose
    text cannot be read as the compiler reads it are added."""
    filename = parse_args[0]
    original = text
    try:
        text, unit, opaque = _preprocess(text, unit, path, dependent, parse_args, held)
    except LoweringError:
        raise  # strict mode: _preprocess's own report of a gap
    except Exception as exc:  # a gap in the expansion: no kernel is lowered from unread text
        reason = _internal_error(f"{filename}: macro expansion", exc)
        held.update((kernel.spelling, reason) for kernel, _body in _kernels(unit, path, held))
        opaque = set(dependent)
    changed = (text, unit) if text is not original else None
    try:
        inlined = _inline_helpers(text, unit, path, dependent - opaque, parse_args, held)
        changed = inlined or changed
    except source.Unparsable as exc:
        notes.append(f"helpers not inlined: the inlined text does not parse ({exc})")
    except Exception as exc:  # a gap in the inliner leaves the calls as they are
        notes.append(f"helpers not inlined: {_internal_error(f'{filename}: inliner', exc)}")
    if changed is not None:
        text, unit = changed
    # Grid-stride loops first: their rewritten bodies index with `counter + threadIdx.x`,
    # which lane_index then rewrites as it does the everyday index.
    for name, rewrite in (("grid_stride", grid_stride.rewrite), ("lane_index", lane_index.rewrite)):
        result = None
        try:
            result = _rewrite_kernels(text, unit, path, parse_args, rewrite, held)
        except source.Unparsable as exc:
            notes.append(f"{name} rewrite skipped: the rewritten text does not parse ({exc})")
        except Exception as exc:  # a gap in a rewrite leaves the kernels as they are
            notes.append(f"{name} rewrite skipped: {_internal_error(f'{filename}: {name}', exc)}")
        if result is not None:
            text, unit = changed = result
    return changed


def _lower_kernel(kernel, unit: clang.Unit, data: bytes, facts: dict, filename: str, runtime):
    """(the text put at the start of kernel's body, its KernelReport). facts: the unit's
    dependent functions, thread macros, launch shapes and kernels held on fibers."""
    body = source.body_of(kernel)
    line = loops.presumed_line(data, body.extent.start.line)
    dependent = facts["dependent"]
    blocker = facts["held"].get(kernel.spelling)
    if blocker is None:
        blocker = eligibility.lowering_blocker(body, unit, dependent, facts["macros"])
    if blocker is None:
        blocker = block_groups.leftover_use(body)
    lowered_body = None
    was_split = False
    points = eligibility.split_points(body, unit)
    where = f"{filename}:{line}: kernel {kernel.spelling}"
    if blocker is None and points:
        try:
            lowered_body = split.split_kernel(
                body, unit, data, dependent, filename, runtime.folders
            )
            was_split = True
        except plan.Unsupported as exc:
            blocker = f"cannot split at barriers or warp operations: {exc}"
        except Exception as exc:  # a gap in the lowering must cost speed, never the build
            blocker = _internal_error(where, exc)
    elif blocker is None:
        try:  # one region, inlined into the thread loop: what vectorizes best
            lowered_body = split.split_kernel(
                body, unit, data, dependent, filename, runtime.folders
            )
            was_split = True
        except plan.Unsupported:  # e.g. a modified parameter: a lambda per thread copies it
            lowered_body = _lowered_copy(body, unit, data)
        except Exception as exc:  # a gap in the lowering must cost speed, never the build
            blocker = _internal_error(where, exc)
    shape = facts["shapes"].get(kernel.spelling)
    insertion = _insertion(lowered_body, line, filename, shape)
    how = "lowered to thread loops"
    if was_split and points:
        kinds = (
            ("barriers", {plan.BARRIER}),
            ("warp operations", eligibility.WARP_POINTS),
            ("CUB collectives", {eligibility.COLLECTIVE_POINT}),
        )
        split_at = [what for what, names in kinds if points & names]
        how = f"split at {' and '.join(split_at)} into thread loops"
    if isinstance(lowered_body, plan.BlockBody) and lowered_body.batched:
        how += " (runs consecutive blocks in x as one batch"
        how += ", side by side in each row)" if lowered_body.wide else ")"
    named = {(name, int(number)) for number, name in _LINE.findall(insertion)}
    report = KernelReport(
        kernel.spelling,
        loops.presumed_line(data, kernel.location.line),
        blocker is None,
        blocker or "",
        how,
        block_shape=shape if blocker is None else None,
        lines=frozenset({(filename, line), *named}),
        digest=hashlib.sha256(insertion.encode("utf-8")).hexdigest(),
    )
    return insertion, report


def lower(
    text: str,
    filename: str,
    runtime: RuntimeHeaders,
    include_dirs=(),
    sources=None,
    defines=(),
    fibers=None,
) -> LoweringResult:
    """Lower every eligible kernel in one portable-source translation unit.

    text: the portable source; filename: its name in the build folder (used in #line).
    runtime: the backend's headers, which the unit includes.
    include_dirs: folders for the user's own headers; defines: NAME or NAME=VALUE, as built.
    sources: the program's other translated files (relative name -> text), as the build has them.
    fibers: {kernel name: reason} for kernels to keep on fibers, their text as written (the
    CPU backend's verdicts on lowered code its compiler rejected).
    Raises LoweringError where a pass fails unexpectedly in strict mode (CUPORT_LOWERING_STRICT).
    """
    parse_args = (filename, include_dirs, sources, defines, runtime)
    try:
        unit, path = source.parse_unit(text, *parse_args)
    except (source.Unparsable, clang.ParserUnavailable) as exc:
        return LoweringResult(text=text, error=f"cannot parse ({exc})")
    kernels = [f for f in source.function_definitions(unit, path) if source.is_kernel(f)]
    header_kernels = _header_kernels(unit, path, sources)
    if not kernels:  # unmarked, its launches do not probe; other units' may
        return LoweringResult(text=text, header_kernels=header_kernels)
    notes: list[str] = []
    held = dict(fibers or {})
    # First, so that what is thread-dependent is judged on the built-ins thread_block stands for.
    grouped = _rewrite_block_groups(text, unit, path, parse_args, notes, held)
    if grouped is not None:
        text, unit = grouped
        kernels = [f for f in source.function_definitions(unit, path) if source.is_kernel(f)]
    macros = eligibility.thread_macros(unit)
    program_functions = source.function_definitions(unit, None)
    dependent = eligibility.thread_dependent(program_functions, unit, macros)
    rewritten = _rewritten(text, unit, path, dependent, parse_args, notes, held)
    if rewritten is not None:
        text, unit = rewritten
        kernels = [f for f in source.function_definitions(unit, path) if source.is_kernel(f)]
        program_functions = source.function_definitions(unit, None)
        dependent = eligibility.thread_dependent(program_functions, unit, macros)
    try:
        shapes = launch_shapes.kernel_shapes(program_functions)
    except Exception as exc:  # a gap in the analysis costs the constant shapes, never the build
        notes.append(
            f"no constant block shapes: {_internal_error(f'{filename}: launch_shapes', exc)}"
        )
        shapes = {}
    facts = {"dependent": dependent, "macros": macros, "shapes": shapes, "held": held}
    data = text.encode("utf-8")
    insertions = []
    reports = []
    for kernel in kernels:
        if source.body_of(kernel) is None:
            continue
        insertion, report = _lower_kernel(kernel, unit, data, facts, filename, runtime)
        insertions.append((source.body_of(kernel).extent.start.offset + 1, insertion))
        reports.append(report)
    out = []
    cursor = 0
    for offset, insert in sorted(insertions):
        out.append(data[cursor:offset].decode("utf-8"))
        out.append(insert)
        cursor = offset
    out.append(data[cursor:].decode("utf-8"))
    # The marker tells launches in this unit that kernels answer the lowering probe.
    text = f"#define {LOWERED_UNIT} 1\n#line 1\n" + "".join(out)
    return LoweringResult(text=text, kernels=reports, notes=notes, header_kernels=header_kernels)


def _header_kernels(unit: clang.Unit, path: str, sources) -> dict:
    """{header name: {offset inside the body}} of the kernels defined in the program's own
    headers (those among sources) that the unit includes."""
    found: dict = {}
    prefix = f"{source.VIRTUAL_ROOT}/"
    for function in source.function_definitions(unit, None):
        name = function.location.file.name
        if name == path or not name.startswith(prefix) or not source.is_kernel(function):
            continue
        header = name[len(prefix) :]
        body = source.body_of(function)
        if body is not None and header in (sources or {}):
            found.setdefault(header, set()).add(body.extent.start.offset + 1)
    return found


def apply_header_probes(sources: dict, results: dict) -> dict:
    """sources with the probe's answer put at the start of every kernel the lowered units
    include from the program's headers (results: lower_units'). A launch in a lowered unit
    probes its kernel by calling it; one without the answer would run its whole body there."""
    offsets: dict = {}
    for result in results.values():
        for header, found in result.header_kernels.items():
            offsets.setdefault(header, set()).update(found)
    updated = dict(sources)
    answer = _insertion(None, 0, "")
    for header, found in offsets.items():
        edits = [(offset, offset, answer) for offset in found]
        updated[header] = inliner.apply(sources[header].encode("utf-8"), edits).decode("utf-8")
    return updated


def is_lowered_language(name: str) -> bool:
    """Whether the unit named name is C++ (CUDA or host), the language the lowering parses."""
    return Path(name).suffix.lower() in (".cu", ".cpp", ".cc", ".cxx")


def lower_units(
    sources: dict, units: list, runtime: RuntimeHeaders, include_dirs=(), defines=(), fibers=None
) -> dict:
    """{unit name: LoweringResult} for the translation units among sources (a unit in another
    language is left out). fibers: {unit name: {kernel name: reason}}, kernels kept on fibers
    (lower()'s). Raises LoweringError where a pass fails unexpectedly in strict mode
    (CUPORT_LOWERING_STRICT)."""
    results = {}
    for name in units:
        if not is_lowered_language(name):
            continue
        held = (fibers or {}).get(name)
        results[name] = lower(sources[name], name, runtime, include_dirs, sources, defines, held)
    return results


def lower_sources(
    sources: dict, units: list, runtime: RuntimeHeaders, include_dirs=(), defines=()
) -> tuple[dict, str]:
    """Lower the translation units among sources; returns new sources and a build log. Raises
    LoweringError where a pass fails unexpectedly in strict mode (CUPORT_LOWERING_STRICT)."""
    results = lower_units(sources, units, runtime, include_dirs, defines)
    lowered = apply_header_probes(sources, results)
    logs = []
    for name, result in results.items():
        lowered[name] = result.text
        log = result.log(name)
        if log:
            logs.append(log)
    return lowered, "\n".join(logs)
