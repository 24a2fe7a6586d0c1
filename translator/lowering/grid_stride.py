"""Rewrite grid-stride loops so that the loop over the grid is the same for every thread.

    for (int i = S + threadIdx.x; i < n; i += blockDim.x * gridDim.x) BODY
->
    for (int cuport_gs0_ = S; cuport_gs0_ < n; cuport_gs0_ += blockDim.x * gridDim.x)
      if (int(cuport_gs0_ + threadIdx.x) < n) { int i = cuport_gs0_ + threadIdx.x; BODY }

A thread runs BODY for the same i, in the same order, either way: i - cuport_gs0_ is threadIdx.x
(>= 0), so the new loop runs while the old one would, and once i reaches n it stays there (the
stride is positive; signed overflow is undefined in both). `continue`, `break` and `return` in
BODY mean what they meant. What changes is what the lowering sees: a loop whose head is the same
for every thread, which runs around the thread loop (split.py), so each step of it touches
consecutive elements in consecutive threads, and the `if` narrows to a range of threads. As a
per-thread loop, each thread walked the array a whole grid apart per step.

Rewritten: an int i initialized with S + threadIdx.x (S the same for every thread), tested with
`i < n`, stepped by `i += blockDim.x * gridDim.x` (either order), where S, n and the stride read
only built-ins, literals and variables the kernel never changes, and BODY never changes i. The
start and the stride may also be such a variable initialized with them (`int index = ...;
int stride = blockDim.x * gridDim.x; for (int i = index; ...)`). int only: its arithmetic with
the unsigned built-ins wraps as the original's does.
"""

from __future__ import annotations

from cuport.translator.lowering.kernel import ASSIGN_OPS, unwrapped
from cuport.translator.lowering.lane_index import BodyTokens
from cuport.translator.lowering.vocabulary import GRID_STRIDE_COUNTER, LANE_INDEX

_OPERATORS = {".", "*", "+", "-", "(", ")"}
_BUILTINS = {"blockIdx", "blockDim", "gridDim", "x", "y", "z"}
_STRIDES = (
    ["blockDim", ".", "x", "*", "gridDim", ".", "x"],
    ["gridDim", ".", "x", "*", "blockDim", ".", "x"],
)


def _changes(tokens: list, i: int) -> bool:
    """Whether tokens[i], a name, is assigned, incremented or has its address taken there."""
    after = tokens[i + 1].spelling if i + 1 < len(tokens) else ""
    before = tokens[i - 1].spelling if i > 0 else ""
    declares = tokens[i].cursor is not None and tokens[i].cursor.kind.name == "VAR_DECL"
    assigned = after in ASSIGN_OPS and not (after == "=" and declares)
    return assigned or before in ("++", "--", "&")


class _Kernel:
    def __init__(self, body, tokens: list, data: bytes):
        self.tokens = tokens
        self.spelled = BodyTokens(tokens)
        self.data = data
        self.locals = {}  # name -> VAR_DECL (names declared twice are left out)
        twice = set()
        for node in body.walk_preorder():
            if node.kind.name == "VAR_DECL":
                if node.spelling in self.locals:
                    twice.add(node.spelling)
                self.locals[node.spelling] = node
        for name in twice:
            del self.locals[name]
        # Names the body changes anywhere (by name: conservative where names repeat).
        self.changed = {
            t.spelling
            for i, t in enumerate(tokens)
            if t.kind.name == "IDENTIFIER" and _changes(tokens, i)
        }

    def text(self, node) -> str:
        return self.data[node.extent.start.offset : node.extent.end.offset].decode("utf-8")

    def spellings(self, node) -> list:
        found = self.spelled.spellings(node.extent.start.offset, node.extent.end.offset)
        return [s for s in found if s not in ("(", ")")]

    def operator(self, left, right) -> list:
        """The spellings between two operands (their operator)."""
        return self.spelled.spellings(left.extent.end.offset, right.extent.start.offset)

    def changed_in(self, name: str, node) -> bool:
        start, end = node.extent.start.offset, node.extent.end.offset
        return any(
            t.spelling == name and start <= t.extent.start.offset < end and _changes(self.tokens, i)
            for i, t in enumerate(self.tokens)
        )

    def invariant(self, node) -> bool:
        """node reads only built-ins, literals and names the kernel never changes."""
        found = self.spelled.spellings(node.extent.start.offset, node.extent.end.offset)
        if not found or "threadIdx" in found:
            return False
        for i, spelling in enumerate(found):
            if spelling in _OPERATORS or spelling in _BUILTINS or spelling[0].isdigit():
                continue
            if not (spelling[0].isalpha() or spelling[0] == "_"):
                return False
            if spelling in self.changed or (i + 1 < len(found) and found[i + 1] == "("):
                return False  # changed, or a call
        return True

    def resolved(self, node):
        """node, or the initializer of the unchanged int local that node names."""
        inner = unwrapped(node)
        if inner.kind.name != "DECL_REF_EXPR" or inner.referenced is None:
            return node
        declaration = self.locals.get(inner.spelling)
        if declaration is None or declaration != inner.referenced:
            return node
        if inner.spelling in self.changed or declaration.type.get_canonical().spelling != "int":
            return node
        children = [c for c in declaration.get_children() if c.kind.name != "TYPE_REF"]
        return children[0] if len(children) == 1 else node


def _start(kernel: _Kernel, init):
    """S's node when init (an initializer, resolved) is S + threadIdx.x or threadIdx.x + S."""
    node = unwrapped(kernel.resolved(init))
    operands = list(node.get_children())
    if node.kind.name != "BINARY_OPERATOR" or len(operands) != 2:
        return None
    left, right = operands
    if kernel.operator(left, right) != ["+"]:
        return None
    for thread_x, other in ((right, left), (left, right)):
        if kernel.spellings(thread_x) == ["threadIdx", ".", "x"]:
            return other if kernel.invariant(other) else None
    return None


def _loop_edit(kernel: _Kernel, loop, index: int):
    """(start, end, text) rewriting loop, a FOR_STMT, or None when it is not a grid-stride loop
    this pass can rewrite."""
    children = list(loop.get_children())
    if len(children) != 4:
        return None  # a part of the head is missing
    init, condition, step, body = children
    declarations = list(init.get_children()) if init.kind.name == "DECL_STMT" else []
    if len(declarations) != 1 or declarations[0].type.get_canonical().spelling != "int":
        return None
    name = declarations[0].spelling
    initializer = [c for c in declarations[0].get_children() if c.kind.name != "TYPE_REF"]
    start = _start(kernel, initializer[0]) if len(initializer) == 1 else None
    condition = unwrapped(condition)
    tested = list(condition.get_children())  # i < bound
    stepped = list(step.get_children())  # i += stride
    if start is None or condition.kind.name != "BINARY_OPERATOR" or len(tested) != 2:
        return None
    if step.kind.name != "COMPOUND_ASSIGNMENT_OPERATOR" or len(stepped) != 2:
        return None
    bound, stride = tested[1], kernel.resolved(stepped[1])
    if (
        kernel.operator(*tested) != ["<"]
        or kernel.spellings(tested[0]) != [name]
        or not kernel.invariant(bound)
        or kernel.operator(*stepped) != ["+="]
        or kernel.spellings(stepped[0]) != [name]
        or kernel.spellings(stride) not in _STRIDES
        or kernel.changed_in(name, body)
    ):
        return None
    # The loop's extent ends before the `;` of a body that is an expression statement.
    end = loop.extent.end.offset
    if body.kind.name != "COMPOUND_STMT":
        rest = kernel.data[end:]
        semicolon = rest.find(b";")
        if semicolon < 0 or rest[:semicolon].strip():
            return None
        end += semicolon + 1
    counter = GRID_STRIDE_COUNTER(index)
    limit = kernel.text(bound)
    # The test spells i out (lane_index<int>(c, x, ...) is int(c + x), cpu_lowered.h) rather
    # than declaring it first: the loop's body is then one `if`, which the lowering narrows to
    # the threads that pass.
    text = (
        f"for (int {counter} = ({kernel.text(start)}); {counter} < ({limit});"
        f" {counter} += ({kernel.text(stride)}))"
        f" if ({LANE_INDEX}<int>({counter}, threadIdx.x, blockDim.x) < ({limit}))"
        f" {{ int {name} = {counter} + threadIdx.x; "
        + kernel.data[body.extent.start.offset : end].decode("utf-8")
        + " }"
    )
    return loop.extent.start.offset, end, text


def rewrite(unit, data: bytes, bodies) -> list:
    """Edits (start, end, text) for the grid-stride loops in the given kernel bodies."""
    edits = []
    for body in bodies:
        kernel = _Kernel(body, unit.tokens(body.extent), data)
        for loop in (n for n in body.walk_preorder() if n.kind.name == "FOR_STMT"):
            start, end = loop.extent.start.offset, loop.extent.end.offset
            if any(s < end and start < e for s, e, _ in edits):
                continue  # inside a loop rewritten already: its text is in that edit
            edit = _loop_edit(kernel, loop, len(edits))
            if edit is not None:
                edits.append(edit)
    return edits
