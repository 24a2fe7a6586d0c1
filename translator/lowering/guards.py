"""Thread-range tests: which tests on the thread index pass a run of threads (or every M-th
thread), so that a region's loop runs over just those threads instead of testing each
(Narrowing), and which hold for every thread of most blocks (folded). Analysis only; the emitter
(emit_guards.py) writes the C++ that computes the ranges at run time.
"""

from __future__ import annotations

from cuport.translator.lowering.kernel import (
    Kernel,
    reads_x,
    token_span,
    token_span_of,
    unqualified,
    unwrapped,
    variable_of,
)
from cuport.translator.lowering.plan import Derived, Narrowing
from cuport.translator.lowering.remat import PURE_HELPERS, initializer_span, pure, rematerializable
from cuport.translator.lowering.vocabulary import COMPARES

_MIRRORED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "=="}


def _is_thread_x(kernel: Kernel, node, remat: set):
    """(C++ type, offset) if node's value is threadIdx.x plus a uniform offset: threadIdx.x
    itself (offset None), `lane_index<T>(S, threadIdx.x, blockDim.x)` with S the same for every
    thread (offset: S's byte range), or a variable initialized from either and recomputed where
    used (so it still holds that value). None otherwise."""
    node = unwrapped(node)
    first, stop = token_span(kernel, node)
    spellings = [t.spelling for t in kernel.tokens[first:stop] if t.spelling not in ("(", ")")]
    if spellings == ["threadIdx", ".", "x"]:
        return "unsigned int", None
    if node.kind.name == "CALL_EXPR" and node.spelling in PURE_HELPERS:
        return _lane_index_offset(kernel, node, remat)
    variable = _recomputed(kernel, node, remat)
    if variable is None:
        return None
    type_name, initializer = variable
    found = _is_thread_x(kernel, initializer, remat)
    if found is None or (found[1] is not None and found[0] != type_name):
        return None  # lane_index<T> converted again: not T(S + x) any more
    return type_name, found[1]


def _recomputed(kernel: Kernel, node, remat: set):
    """(type, initializer) of the variable node names, where it is one of remat (recomputed
    from its initializer where used) with one initializer and a type spelled out; None
    otherwise."""
    offset = variable_of(kernel, node)
    if offset is None or offset not in remat:
        return None
    decl = kernel.vars[offset]["decl"]
    type_name = unqualified(decl.type)
    initializer = [c for c in decl.get_children() if c.kind.name != "TYPE_REF"]
    if "auto" in type_name or len(initializer) != 1:
        return None
    return type_name, initializer[0]


def _thread_derived(kernel: Kernel, node, remat: set):
    """(X's type, X's offset, Derived) if node's value is X % M, X & M or X / M, X as
    _is_thread_x finds it and M pure and the same for every thread, directly or through a
    variable recomputed where used; None otherwise."""
    node = unwrapped(node)
    if node.kind.name == "BINARY_OPERATOR":
        operands = list(node.get_children())
        if len(operands) != 2:
            return None
        left, right = operands
        between = kernel.tokens_in(left.extent.end.offset, right.extent.start.offset)
        if len(between) != 1 or between[0].spelling not in ("%", "&", "/"):
            return None
        found = _is_thread_x(kernel, left, remat)
        first, stop = token_span(kernel, right)
        start, end = right.extent.start.offset, right.extent.end.offset
        if found is None or not kernel.uniform(start, end) or not pure(kernel, first, stop, set()):
            return None
        y_type = unqualified(node.type)
        return found[0], found[1], Derived(between[0].spelling, y_type, (start, end))
    variable = _recomputed(kernel, node, remat)
    if variable is None:
        return None
    type_name, initializer = variable
    found = _thread_derived(kernel, initializer, remat)
    if found is None:
        return None
    x_type, x_offset, derived = found
    return x_type, x_offset, Derived(derived.operator, type_name, derived.operand)


def _lane_index_offset(kernel: Kernel, call, remat: set):
    """(T, S's byte range) for `lane_index<T>(S, X, blockDim.x)` with a uniform, pure S and X
    threadIdx.x or a rematerialized copy of it; None otherwise."""
    arguments = list(call.get_arguments())
    if len(arguments) != 3:
        return None
    first, stop = token_span(kernel, arguments[2])
    if [t.spelling for t in kernel.tokens[first:stop]] != ["blockDim", ".", "x"]:
        return None
    found = _is_thread_x(kernel, arguments[1], remat)
    if found is None or found[1] is not None:
        return None
    start, end = arguments[0].extent.start.offset, arguments[0].extent.end.offset
    first, stop = token_span(kernel, arguments[0])
    if not kernel.uniform(start, end) or not pure(kernel, first, stop, set()):
        return None
    return unqualified(call.type), (start, end)


def thread_comparison(kernel: Kernel, test, remat: set, unchanged: tuple) -> Narrowing | None:
    """test as `X op bound` (Narrowing), with bound pure, the same for every thread and not
    changed in the byte range unchanged; None otherwise. test's extent is the condition."""
    test = unwrapped(test)
    operands = list(test.get_children())
    if test.kind.name != "BINARY_OPERATOR" or len(operands) != 2:
        return None
    left, right = operands
    between = kernel.tokens_in(left.extent.end.offset, right.extent.start.offset)
    if len(between) != 1 or between[0].spelling not in COMPARES:
        return None
    operator = between[0].spelling
    for x_side, bound_side, x_operator in ((left, right, operator), (right, left, None)):
        found = _is_thread_x(kernel, x_side, remat)
        derived = None
        if found is None:
            found = _thread_derived(kernel, x_side, remat)
            if found is not None:
                *found, derived = found
                if derived.operator != "/" and operator != "==":
                    continue  # (X % M < K holds for runs of threads, not for one)
        if found is None:
            continue
        x_type, x_offset = found
        x_operator = x_operator or _MIRRORED[operator]
        start, end = bound_side.extent.start.offset, bound_side.extent.end.offset
        # The bound is read once, before the loop: it must not change while the threads run.
        first, stop = token_span(kernel, bound_side)
        names = {kernel.decl_key(t)[1] for t in kernel.tokens[first:stop]}
        for span in (x_offset, derived.operand if derived else None):
            if span is not None:  # (X's offset and M are read before the loop too)
                s_first, s_stop = token_span_of(kernel, span)
                names |= {kernel.decl_key(t)[1] for t in kernel.tokens[s_first:s_stop]}
        changed = any(
            unchanged[0] <= at < unchanged[1] and name in names for at, name in kernel.modified_at
        )
        if changed or not kernel.uniform(start, end) or not pure(kernel, first, stop, set()):
            return None
        condition = (test.extent.start.offset, test.extent.end.offset)
        return Narrowing(x_type, COMPARES[x_operator], (start, end), condition, x_offset, derived)
    return None


def narrowing_of_if(kernel: Kernel, statement, remat: set) -> Narrowing | None:
    if statement.kind.name != "IF_STMT":
        return None
    children = list(statement.get_children())
    if len(children) != 2 or children[0].kind.name == "DECL_STMT":
        return None
    then = (children[1].extent.start.offset, children[1].extent.end.offset)
    found = thread_comparison(kernel, children[0], remat, then)
    if found is not None:
        found.condition = (children[0].extent.start.offset, children[0].extent.end.offset)
    return found


def region_locals(kernel: Kernel, statements, remat: set) -> set:
    """remat, and the variables statements declare that could be recomputed where used (never
    changed, a pure initializer): a test may read them as what they were initialized to."""
    start, end = statements[0].extent.start.offset, statements[-1].extent.end.offset
    local = set(remat)
    for offset, facts in kernel.vars.items():
        if start <= offset < end and not facts["uniform"] and offset not in local:
            if rematerializable(kernel, offset, local):
                local.add(offset)
    return local


def computable_before(kernel: Kernel, comparison: Narrowing, start: int, end: int) -> bool:
    """Whether comparison's bound, X's offset and M name no variable declared in [start, end),
    a region's text: the code that computes its threads runs outside that region's loop."""
    spans = [comparison.bound, comparison.offset]
    if comparison.derived is not None:
        spans.append(comparison.derived.operand)
    for span in filter(None, spans):
        first, stop = token_span_of(kernel, span)
        for token in kernel.tokens[first:stop]:
            offset = kernel.decl_key(token)[1]
            if offset is not None and start <= offset < end:
                return False
    return True


def reads_thread_x(kernel: Kernel, first: int, stop: int, local: set) -> bool:
    """Whether tokens [first, stop), pure (pure with local known), read threadIdx.x: directly
    or through a variable of local, recomputed from its initializer."""
    tokens = kernel.tokens
    for i in range(first, stop):
        token = tokens[i]
        if token.spelling == "threadIdx" and token.kind.name == "IDENTIFIER":
            if reads_x(tokens, i):
                return True
            continue
        kind, offset = kernel.decl_key(token)
        if kind == "VAR_DECL" and offset in local and offset != token.extent.start.offset:
            span = initializer_span(kernel, offset)
            if span is None or reads_thread_x(kernel, *span, local):
                return True
    return False


def foldable_comparisons(kernel: Kernel, statements, remat: set, subs: list) -> list:
    """The tests `X op bound` (Narrowing) inside statements, a region run as one thread loop,
    that hold for every thread of a block away from the grid's edge (`i < n ? in[i] : 0` with
    i = blockIdx.x * blockDim.x + threadIdx.x): the region gets a second version of its loop in
    which they read true, run where active_threads() finds that every thread passes, so its loads
    need no mask (GCC's masked loads stream at half speed). The bound and X's offset are computed
    before the loop, so they may not name a variable the region declares; X may be a variable the
    region declares, when never changed. Each test's text must be rewritten as a whole."""
    start, end = statements[0].extent.start.offset, statements[-1].extent.end.offset
    local = region_locals(kernel, statements, remat)
    found = []
    for statement in statements:
        for node in statement.walk_preorder():
            if node.kind.name != "BINARY_OPERATOR":
                continue
            comparison = thread_comparison(kernel, node, local, (start, end))
            if comparison is None or comparison.compare == "equal" or comparison.derived:
                continue
            if comparison.offset is None and comparison.compare.startswith("greater"):
                continue  # threadIdx.x > bound: thread 0 fails it wherever the bound is >= 0
            if not computable_before(kernel, comparison, start, end):
                continue
            c_start, c_end = comparison.condition
            if any(
                sub[0] < c_end and c_start < sub[1] and not (c_start <= sub[0] and sub[1] <= c_end)
                for sub in subs
            ):
                continue  # a rewrite reaches outside the test (a declaration's)
            found.append(comparison)
    return found


# ---- warp reductions whose result only warps' first lanes read (Emitter._lane_demand) ----
