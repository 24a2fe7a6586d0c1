"""Warp reductions whose result only warps' first lanes read (LaneDemand): a loop of halving
offsets `v op= f(v, __shfl_down_sync(m, v, o))` after which every read of v is under a test
that passes warps' first lanes alone. Then each step need compute only the lanes below its
offset (emit_warps.py runs such loops warp by warp). Analysis only.
"""

from __future__ import annotations

import re
from pathlib import Path

from cuport.translator.lowering.guards import computable_before, thread_comparison
from cuport.translator.lowering.kernel import (
    ASSIGN_OPS,
    FLOATING,
    NUMBERS,
    Kernel,
    in_runtime,
    token_span,
    unwrapped,
    variable_of,
)
from cuport.translator.lowering.plan import (
    WARP_EXCHANGES,
    Exchange,
    LaneDemand,
    Region,
    Staging,
    Structured,
)
from cuport.translator.lowering.vocabulary import SHFL_DOWN, SHFL_XOR

# The steps of a halving loop, after the variable: `o /= 2`, `o >>= 1`, `o = o / 2`, `o = o >> 1`.
_HALVING_STEPS = (["/=", "2"], [">>=", "1"], ["=", None, "/", "2"], ["=", None, ">>", "1"])
# Its tests, the variable as None: `o > 0`, `o >= 1`, `0 < o`.
_HALVING_TESTS = ([None, ">", "0"], [None, ">=", "1"], ["0", "<", None])
# Calls a reduction step may make besides its warp operation: none with a side effect (a lane
# the step skips must not miss one).
_SIDE_EFFECT_CALLS = re.compile(
    r"^(atomic\w*|printf|assert|__assert\w*|__trap|__brkpt|rand\w*|"
    r"clock\w*|__nanosleep|malloc|free|mem\w+)$"
)


def _halving_offset(kernel: Kernel, loop) -> int | None:
    """The variable o of `for (...; o > 0; o /= 2)` (or o >= 1, 0 < o; o >>= 1, o = o / 2,
    o = o >> 1), an integer changed nowhere else in the kernel: the offsets a step sees later
    are o / 2, o / 4, ..., 1, which add up to less than o. None for other loops."""
    if loop is None or loop.kind.name != "FOR_STMT":
        return None
    tokens = kernel.statement_tokens(loop)
    open_index = kernel.by_offset[tokens[1].extent.start.offset]
    close = kernel.matching(open_index)
    parts: list = [[]]
    for token in kernel.tokens[open_index + 1 : close]:
        if token.spelling == ";":
            parts.append([])
        else:
            parts[-1].append(token)
    if len(parts) != 3:
        return None
    _, test, step = parts

    def variable(pattern, found):
        if len(pattern) != len(found):
            return None
        offsets = set()
        for expected, token in zip(pattern, found, strict=True):
            if expected is None:
                kind, offset = kernel.decl_key(token)
                if kind != "VAR_DECL":
                    return None
                offsets.add(offset)
            elif token.spelling not in (expected, expected + "u", expected + "U"):
                return None
        return offsets.pop() if len(offsets) == 1 else None

    tested = {variable(pattern, test) for pattern in _HALVING_TESTS} - {None}
    stepped = {variable([None, *pattern], step) for pattern in _HALVING_STEPS} - {None}
    if len(tested) != 1 or tested != stepped:
        return None
    offset = tested.pop()
    decl = kernel.local_decls.get(offset)
    if decl is None or decl.type.get_canonical().kind.name not in NUMBERS - FLOATING:
        return None
    head = (tokens[0].extent.start.offset, kernel.tokens[close].extent.end.offset)
    if any(name == offset and not head[0] <= at < head[1] for at, name in kernel.modified_at):
        return None
    return offset


def _reduction_step(kernel: Kernel, value, exchange: Exchange, offset: int) -> bool:
    """Whether `v op= value`, value reading exchange `__shfl_down/xor(..., v, o...)`, is a step
    a lane may skip: o is offset, and nothing else in value has an effect (an assignment, a call
    other than to a function of the runtime's or the system's without side effects)."""
    if exchange.helper not in (SHFL_DOWN, SHFL_XOR):
        return False
    arguments = list(exchange.call.get_arguments())
    delta_index = WARP_EXCHANGES[exchange.call.spelling][1] + 1
    if len(arguments) <= delta_index or variable_of(kernel, arguments[delta_index]) != offset:
        return False
    first, stop = token_span(kernel, value)
    if any(t.spelling in ASSIGN_OPS for t in kernel.tokens[first:stop]):
        return False
    for node in value.walk_preorder():
        if node.kind.name != "CALL_EXPR" or node == exchange.call:
            continue
        callee = node.referenced
        if callee is None or _SIDE_EFFECT_CALLS.match(node.spelling):
            return False
        if not _library_function(kernel, callee):
            return False
    return True


def _library_function(kernel: Kernel, declaration) -> bool:
    """Whether a function is the runtime's or the system's (not the user's): the runtime's
    headers declare global functions too (cpu_math.h's max, fminf, ...)."""
    if in_runtime(declaration) or declaration.location.is_in_system_header:
        return True
    where = declaration.location.file
    if where is None:
        return False
    path = Path(where.name).resolve()
    return any(path.is_relative_to(Path(folder).resolve()) for folder in kernel.runtime_folders)


def _first_lane_test(kernel: Kernel, condition, remat: set, unchanged: tuple):
    """A Narrowing for condition (or a conjunct of it) that code before unchanged[0] can
    evaluate: a test on the thread index to check at run time (first_lanes()) for passing only
    warps' first lanes (`lane == 0`, `threadIdx.x == 0`); None if there is none."""
    condition = unwrapped(condition)
    if condition.kind.name == "BINARY_OPERATOR":
        left, right = list(condition.get_children())
        between = kernel.tokens_in(left.extent.end.offset, right.extent.start.offset)
        if len(between) == 1 and between[0].spelling == "&&":
            return _first_lane_test(kernel, left, remat, unchanged) or _first_lane_test(
                kernel, right, remat, unchanged
            )
    comparison = thread_comparison(kernel, condition, remat, unchanged)
    if comparison is None or comparison.offset is not None or comparison.compare != "equal":
        return None
    if comparison.derived is not None and comparison.derived.operator == "/":
        return None  # (a run of threads: a warp's every lane)
    if not computable_before(kernel, comparison, *unchanged):
        return None
    return comparison


def assignment_of(kernel: Kernel, statement):
    """(target, operator, value) of `target = value` or `target op= value`, or None."""
    statement = unwrapped(statement)
    if statement.kind.name not in ("BINARY_OPERATOR", "COMPOUND_ASSIGNMENT_OPERATOR"):
        return None
    target, value = list(statement.get_children())
    between = kernel.tokens_in(target.extent.end.offset, value.extent.start.offset)
    if len(between) != 1 or between[0].spelling not in ASSIGN_OPS - {"++", "--"}:
        return None
    return target, between[0].spelling, value


def _assigned_anew(kernel: Kernel, statement, variable: int) -> bool:
    """`variable = value` with value not reading it."""
    assignment = assignment_of(kernel, statement)
    if assignment is None:
        return False
    target, operator, value = assignment
    return (
        operator == "="
        and variable_of(kernel, target) == variable
        and not kernel.names(value, variable)
    )


def _reads_after(kernel: Kernel, statements, variable: int, remat: set, start: int, tests: list):
    """Walks statements, which run after a warp reduction's loop (at byte offset start) that
    leaves variable valid in warps' first lanes alone: True once every thread assigns it anew,
    False if they do not but read it only under first-lane tests (appended to tests), None
    where another read might see the other lanes."""
    for statement in statements:
        if not kernel.names(statement, variable):
            continue
        if _assigned_anew(kernel, statement, variable):
            return True
        copy = _copy_of(kernel, statement, variable)
        if copy is not None:  # `w = v` (an inlined helper's result): w's reads are v's
            if _lane_reads_after(kernel, statement, copy, remat, start, tests) is None:
                return None
            continue
        kind = statement.kind.name
        if kind == "COMPOUND_STMT":
            verdict = _reads_after(
                kernel, list(statement.get_children()), variable, remat, start, tests
            )
            if verdict is not False:
                return verdict
            continue
        if kind != "IF_STMT":
            return None
        condition, *branches = list(statement.get_children())
        if condition.kind.name == "DECL_STMT" or kernel.names(condition, variable):
            return None
        end = statement.extent.end.offset
        test = _first_lane_test(kernel, condition, remat, (start, end))
        if test is not None and len(branches) == 1:
            tests.append(test)
            continue
        for branch in branches:
            inner = list(branch.get_children()) if branch.kind.name == "COMPOUND_STMT" else [branch]
            if _reads_after(kernel, inner, variable, remat, start, tests) is None:
                return None
    return False


def _first_lane_reads(kernel: Kernel, loop, variable: int, remat: set) -> list | None:
    """The tests under which the kernel reads variable after loop, where it reads it nowhere
    else before assigning it anew (_reads_after); None where it may (in a loop around this one,
    or outside such tests)."""
    tests: list = []
    return _lane_reads_after(kernel, loop, variable, remat, loop.extent.start.offset, tests)


def _lane_reads_after(kernel: Kernel, node, variable: int, remat: set, start: int, tests: list):
    """_reads_after for what runs after the statement node, up to the kernel's end: tests, or
    None."""
    while node != kernel.body:
        parent = kernel.parent_of(node)
        if parent is None:
            return None
        kind = parent.kind.name
        if kind == "COMPOUND_STMT":
            siblings = list(parent.get_children())
            index = next(i for i, child in enumerate(siblings) if child == node)
            verdict = _reads_after(kernel, siblings[index + 1 :], variable, remat, start, tests)
            if verdict is None:
                return None
            if verdict:
                return tests
        elif kind != "IF_STMT":
            return None  # a loop around it (which reads the lanes again), a label, a case
        node = parent
    return tests


def _copy_of(kernel: Kernel, statement, variable: int) -> int | None:
    """w, where statement is `w = variable` or declares `T w = variable` alone."""
    statement = unwrapped(statement)
    if statement.kind.name == "DECL_STMT":
        decls = list(statement.get_children())
        if len(decls) != 1 or decls[0].kind.name != "VAR_DECL":
            return None
        values = [c for c in decls[0].get_children() if c.kind.name != "TYPE_REF"]
        if len(values) == 1 and variable_of(kernel, values[0]) == variable:
            return decls[0].location.offset
        return None
    assignment = assignment_of(kernel, statement)
    if assignment is None:
        return None
    target, operator, value = assignment
    if operator != "=" or variable_of(kernel, value) != variable:
        return None
    return variable_of(kernel, target)


def find_lane_demand(kernel: Kernel, item: Structured, remat: set) -> LaneDemand | None:
    """The LaneDemand of item, where it is such a loop whose body is that one statement."""
    offset = _halving_offset(kernel, item.statement) if item.kind == "loop" else None
    if offset is None or len(item.parts[0]) != 3:
        return None
    staging, _, region = item.parts[0]
    if not isinstance(staging, Staging) or len(staging.exchanges) != 1:
        return None
    if not isinstance(region, Region) or len(region.statements) != 1:
        return None
    assignment = assignment_of(kernel, region.statements[0])
    exchange = staging.exchanges[0]
    if assignment is None or not _reduction_step(kernel, assignment[2], exchange, offset):
        return None
    variable = variable_of(kernel, assignment[0])
    if variable is None or variable_of(kernel, exchange.operand) != variable:
        return None
    tests = _first_lane_reads(kernel, item.statement, variable, remat)
    if tests is None:
        return None
    delta = list(exchange.call.get_arguments())[WARP_EXCHANGES[exchange.call.spelling][1] + 1]
    return LaneDemand(staging, delta, tests)
