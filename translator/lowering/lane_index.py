"""Rewrite `S + threadIdx.x`, where it becomes a signed or 64-bit index, so GCC vectorizes it.

CUDA's everyday index `int i = blockIdx.x * blockDim.x + threadIdx.x;` is unsigned arithmetic
converted to int. In a thread loop GCC cannot prove that the unsigned sum does not wrap, so it
does not see i step by one from thread to thread: every `a[k * n + i]` becomes a gather (naive
SGEMM, transpose) or the loop is not vectorized at all. Range assumptions do not help (GCC 12
does not use them there). This pass, run on kernel bodies before lowering, rewrites each such
sum as

    ::cuport::cpu::lane_index<T>(S, threadIdx.x, blockDim.x)

which is exactly T(S + threadIdx.x) (cpu_lowered.h): it adds in T when S is small enough for
the sum not to wrap, and as the source does otherwise. That test is the same for every thread,
so GCC unswitches the thread loop on it and vectorizes the fast copy with contiguous accesses.
A variable holding threadIdx.x that is never changed (`int tx = threadIdx.x;`, then
`blockIdx.x * TILE + tx`) counts as threadIdx.x.

Rewritten: a sum whose other operand is thread-independent or not, converted (implicitly or by a
cast) to int, long, long long or their unsigned 64-bit forms, used as the index of a pointer or
array (T is then std::size_t, as the subscript converts it), or initializing an unsigned variable
(T unsigned: both branches compute the same value, but GCC vectorizes `a[i]` in the one that
knows the sum does not wrap). Nothing else changes; the thread mode (fibers) runs the rewritten
text too, which means the same thing.
"""

from __future__ import annotations

import bisect

from cuport.translator.lowering.kernel import unwrapped
from cuport.translator.lowering.vocabulary import LANE_INDEX

# Integer types the sum is converted to that lane_index supports (canonical clang spellings).
_TARGETS = {
    "int",
    "long",
    "long long",
    "unsigned long",
    "unsigned long long",
}
_CASTS = {"UNEXPOSED_EXPR", "CSTYLE_CAST_EXPR", "CXX_STATIC_CAST_EXPR", "CXX_FUNCTIONAL_CAST_EXPR"}
_INDEXABLE = {"POINTER", "CONSTANTARRAY", "INCOMPLETEARRAY", "VARIABLEARRAY"}
# Types of a variable that holds every threadIdx.x (< 1024) exactly.
_HOLDS_THREAD_X = {"SHORT", "USHORT", "INT", "UINT", "LONG", "ULONG", "LONGLONG", "ULONGLONG"}


class BodyTokens:
    """A body's tokens, comments left out, as offsets and spellings read from libclang once
    (each token's extent is a call into it: a scan of every token per expression made a kernel
    of a few thousand lines take minutes), then searched by bisection."""

    def __init__(self, tokens):
        pairs = sorted(
            (t.extent.start.offset, t.spelling) for t in tokens if t.kind.name != "COMMENT"
        )
        self.offsets = [offset for offset, _ in pairs]
        self.spelled = [spelling for _, spelling in pairs]

    def spellings(self, start: int, end: int) -> list:
        """The spellings of the tokens in [start, end). (A node's extent that starts in a
        macro, as blockIdx is on the CPU backend, gives no tokens of its own.)"""
        first = bisect.bisect_left(self.offsets, start)
        return self.spelled[first : bisect.bisect_left(self.offsets, end, first)]


def _thread_x_text(tokens: BodyTokens, node, copies: dict) -> str | None:
    """The text naming threadIdx.x if node's value is threadIdx.x: threadIdx.x itself, or a
    variable in copies (`int tx = threadIdx.x;`, never changed). None otherwise."""
    inner = unwrapped(node)
    if inner.kind.name == "DECL_REF_EXPR" and inner.referenced is not None:
        return copies.get(_key(inner.referenced))
    spellings = tokens.spellings(inner.extent.start.offset, inner.extent.end.offset)
    if inner.kind.name == "MEMBER_REF_EXPR" and [s for s in spellings if s not in ("(", ")")] == [
        "threadIdx",
        ".",
        "x",
    ]:
        return "threadIdx.x"
    return None


def _key(declaration) -> tuple:
    location = declaration.location
    return (str(location.file), location.offset)


def _thread_x_copies(body, tokens: BodyTokens) -> dict:
    """_key(declaration) -> name of the body's variables initialized with threadIdx.x, of a type
    that holds it exactly, and never changed: every use of them reads the value (an implicit
    conversion sits between the name and its parent). A use that does not (an assignment, ++,
    &, a reference argument, sizeof) disqualifies."""
    copies = {}
    for node in body.walk_preorder():
        if node.kind.name != "VAR_DECL":
            continue
        if node.type.get_canonical().kind.name not in _HOLDS_THREAD_X:
            continue
        children = [c for c in node.get_children() if c.kind.name != "TYPE_REF"]
        if len(children) == 1 and _thread_x_text(tokens, children[0], {}) == "threadIdx.x":
            copies[_key(node)] = node.spelling
    changed = set()

    def visit(node, parent):
        if node.kind.name == "DECL_REF_EXPR" and node.referenced is not None:
            key = _key(node.referenced)
            if key in copies and (parent is None or parent.kind.name != "UNEXPOSED_EXPR"):
                changed.add(key)
        for child in node.get_children():
            visit(child, parent if node.kind.name == "PAREN_EXPR" else node)

    visit(body, None)
    return {key: name for key, name in copies.items() if key not in changed}


def _target_type(node, parents: list) -> str | None:
    """The type the value of node (an unsigned int) is converted to where it is used, or None."""
    child = node
    for parent in reversed(parents):
        kind = parent.kind.name
        if kind == "PAREN_EXPR":
            child = parent
            continue
        if kind in _CASTS:
            spelling = parent.type.get_canonical().spelling
            return spelling if spelling in _TARGETS else None
        if kind == "VAR_DECL" and parent.type.get_canonical().spelling == "unsigned int":
            return "unsigned int"  # `unsigned i = ...`, then a[i]: the same no-wrap test helps
        if kind == "ARRAY_SUBSCRIPT_EXPR":
            children = list(parent.get_children())
            if len(children) == 2 and children[1] == child:
                base = unwrapped(children[0]).type.get_canonical().kind.name
                if base in _INDEXABLE:
                    return "std::size_t"
        return None
    return None


def _edit(tokens: BodyTokens, data: bytes, node, parents: list, copies: dict):
    """(start, end, text) rewriting node, a `+`, or None when it is not an index to rewrite."""
    if node.type.get_canonical().spelling != "unsigned int":
        return None
    operands = list(node.get_children())
    if len(operands) != 2:
        return None
    left, right = operands
    if tokens.spellings(left.extent.end.offset, right.extent.start.offset) != ["+"]:
        return None  # another operator, or the sum is spelled by a macro
    thread_x = _thread_x_text(tokens, right, copies)
    other = left
    if thread_x is None:
        thread_x = _thread_x_text(tokens, left, copies)
        other = right
    if thread_x is None:
        return None
    target = _target_type(node, parents)
    if target is None:
        return None
    text = data[other.extent.start.offset : other.extent.end.offset].decode("utf-8")
    if not text.strip():
        return None
    return (
        node.extent.start.offset,
        node.extent.end.offset,
        f"{LANE_INDEX}<{target}>({text}, {thread_x}, blockDim.x)",
    )


def rewrite(unit, data: bytes, bodies) -> list:
    """Edits (start, end, text) for the thread-index sums in the given kernel bodies."""
    edits = []

    def visit(node, parents, tokens, copies):
        if node.kind.name == "BINARY_OPERATOR":
            edit = _edit(tokens, data, node, parents, copies)
            if edit is not None:
                edits.append(edit)
                return
        parents.append(node)
        for child in node.get_children():
            visit(child, parents, tokens, copies)
        parents.pop()

    for body in bodies:
        tokens = BodyTokens(unit.tokens(body.extent))
        visit(body, [], tokens, _thread_x_copies(body, tokens))
    return edits
