"""The facts about one kernel body the split is planned from: its tokens and what they name,
the variables it declares and modifies, which code computes the same value in every thread.
Reads the libclang AST; plans and writes nothing.
"""

from __future__ import annotations

import bisect
import re

from cuport.translator.lowering import collectives
from cuport.translator.lowering.plan import Exchange, Region, Unsupported
from cuport.translator.lowering.vocabulary import RUNTIME_NAMESPACE

# Operators that change the variable they follow (or, for ++ and --, precede).
ASSIGN_OPS = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--"}
# Statements a break or continue belongs to.
LOOPS = {"FOR_STMT", "WHILE_STMT", "DO_STMT", "SWITCH_STMT", "CXX_FOR_RANGE_STMT"}
# Calls whose value may differ from thread to thread whatever their arguments.
_THREAD_VARYING_CALLS = re.compile(r"^(atomic\w+|__ldg|rand\w*)$")
# Clang's kinds of the built-in number types (a per-thread array a ping-pong may swap,
# emit_warps.py; a reduction's halving offset is one of the integers, warps.py).
NUMBERS = {
    "BOOL", "CHAR_U", "UCHAR", "CHAR16", "CHAR32", "USHORT", "UINT", "ULONG", "ULONGLONG",
    "CHAR_S", "SCHAR", "WCHAR", "SHORT", "INT", "LONG", "LONGLONG", "FLOAT", "DOUBLE",
    "LONGDOUBLE",
}  # fmt: skip
FLOATING = {"FLOAT", "DOUBLE", "LONGDOUBLE"}


class Kernel:
    """One kernel body: its tokens, its variables (where declared, whether uniform), what it
    modifies; and the plan's state (regions, guards, exchanges), which the planner fills in.

    runtime_folders: the folders of the runtime's headers (their functions are not the user's);
    speed_guards: plan the guards that only add speed (a closing `if`, an early return)."""

    def __init__(
        self,
        body,
        unit,
        data: bytes,
        dependent: set,
        filename: str,
        runtime_folders: tuple = (),
        speed_guards: bool = True,
    ):
        self.body = body
        self.unit = unit
        self.data = data
        self.dependent = dependent
        self.filename = filename
        self._main_file = body.extent.start.file.name
        # Declarations in other files (headers) by (file, offset): keys that no offset of the
        # kernel's own file can equal (see decl_key).
        self._outside_keys: dict[tuple[str, int], int] = {}
        self.tokens = unit.tokens(body.extent)
        # Each token's offset, read from libclang once (a call per token and query made the
        # queries of a long kernel quadratic in its length); tokens come in source order.
        self.offsets = [t.extent.start.offset for t in self.tokens]
        if any(a > b for a, b in zip(self.offsets, self.offsets[1:])):
            raise Unsupported("the kernel's tokens are not in source order")
        self.by_offset = {offset: i for i, offset in enumerate(self.offsets)}
        # The kernel's own variables by name, for references libclang leaves unresolved.
        self.local_names: dict[str, list] = {}
        self.local_decls: dict[int, object] = {}
        for node in body.walk_preorder():
            if node.kind.name == "VAR_DECL":
                self.local_names.setdefault(node.spelling, []).append(node.location.offset)
                self.local_decls[node.location.offset] = node
        self.vars: dict[int, dict] = {}  # declaration offset -> facts
        self.regions: list[Region] = []
        self._region_spans: tuple | None = None  # region_spans(): (statements, spans)
        self.modified: set[int] = set()
        self.modified_at: list[tuple[int, int]] = []  # (where, declaration offset)
        self.params_modified = False
        self.guards = 0
        self.speed_guards = speed_guards
        self.runtime_folders = runtime_folders
        self.exchanges: list[Exchange] = []
        # CUB's collectives by where their calls start: those the block meets at (split like
        # __syncthreads), and BlockLoad/BlockStore's (run per thread).
        found = collectives.collectives(body)
        self.collectives = {c.call.extent.start.offset: c for c in found if not c.per_thread}
        self.per_thread_collectives = [c for c in found if c.per_thread]
        self.redeclared: dict[int, list] = {}  # variable -> where regions declare their own
        self.versions: dict[int, list] = {}  # variable -> its top-level definitions
        self._parents: dict | None = None
        self._scan_modifications()

    def parent_of(self, node):
        """The cursor whose child node is (statements have no semantic parent), or None."""
        if self._parents is None:
            self._parents = {}
            for outer in self.body.walk_preorder():
                for child in outer.get_children():
                    self._parents[child] = outer
        return self._parents.get(node)

    def names(self, node, variable: int) -> bool:
        """Whether node's text names the variable declared at offset variable."""
        first, stop = token_span(self, node)
        return any(self.decl_key(t)[1] == variable for t in self.tokens[first:stop])

    # ---- facts about names ----

    def decl_key(self, token):
        cursor = token.cursor
        ref = cursor.referenced if cursor is not None else None
        if ref is not None and ref.location.file is not None and ref.spelling == token.spelling:
            if ref.location.file.name == self._main_file:
                return ref.kind.name, ref.location.offset
            # An offset is only unique within its file: a header's declaration gets a negative
            # key of its own, so it can never pass for (or fall in the range of) the kernel's
            # variables. (A bare offset let a runtime header's declaration alias a local.)
            where = (ref.location.file.name, ref.location.offset)
            return ref.kind.name, self._outside_keys.setdefault(where, -1 - len(self._outside_keys))
        # A type name inside a declaration is annotated with the declared variable: not a use.
        if ref is not None and ref.spelling != token.spelling and ref.kind.name == "VAR_DECL":
            return None, None
        # libclang leaves some uses unresolved (inside a cast such as `(uint64_t)(tid + 1)`): a
        # name the kernel declares means its nearest declaration before the use. A member name
        # after `.` or `->` is not such a use.
        if token.kind.name == "IDENTIFIER" and token.spelling in self.local_names:
            i = self.by_offset.get(token.extent.start.offset)
            if i and self.tokens[i - 1].spelling in (".", "->", "::"):
                return None, None
            start = token.extent.start.offset
            before = [o for o in self.local_names[token.spelling] if o <= start]
            if before:
                return "VAR_DECL", max(before)
        return None, None

    def _after_postfix(self, i: int) -> str:
        """The token after the postfix chain (.member, ->member, [index]) that follows token i."""
        j = i + 1
        while j < len(self.tokens):
            spelling = self.tokens[j].spelling
            if spelling in (".", "->") and j + 1 < len(self.tokens):
                j += 2
            elif spelling == "[":
                depth = 0
                while j < len(self.tokens):
                    depth += {"[": 1, "]": -1}.get(self.tokens[j].spelling, 0)
                    j += 1
                    if depth == 0:
                        break
            else:
                return spelling
        return ""

    def _scan_modifications(self) -> None:
        self._scan_reference_arguments()
        for i, token in enumerate(self.tokens):
            if token.kind.name != "IDENTIFIER":
                continue
            kind, offset = self.decl_key(token)
            if kind not in ("VAR_DECL", "PARM_DECL"):
                continue
            after = self._after_postfix(i)
            before = self.tokens[i - 1].spelling if i > 0 else ""
            following = self.tokens[i + 1].spelling if i + 1 < len(self.tokens) else ""
            declaration = self.local_decls.get(offset) or token.cursor.referenced
            pointer = declaration is not None and declaration.type.kind.name == "POINTER"
            if pointer and following in ("[", "->"):
                continue  # p[i] = x, ++p[i], &p[i] and p->f = x use the pointee, not p
            if after in ASSIGN_OPS or before in ("++", "--") or self.address_taken(i):
                # A declaration's own `=` is its initializer, not a modification.
                if offset == token.extent.start.offset:
                    continue
                if kind == "PARM_DECL":
                    self.params_modified = True
                self.modified.add(offset)
                self.modified_at.append((token.extent.start.offset, offset))

    def address_taken(self, i: int) -> bool:
        """tokens[i] follows a unary `&` (`&x`, not `m & x`)."""
        if i < 1 or self.tokens[i - 1].spelling != "&":
            return False
        before = self.tokens[i - 2] if i > 1 else None
        binary = before is not None and (
            before.kind.name in ("IDENTIFIER", "LITERAL") or before.spelling in (")", "]")
        )
        return not binary

    def _scan_reference_arguments(self) -> None:
        """A variable passed to a non-const reference parameter (`uniform01(state)`) is modified
        by the call; where the callee is not known (templates), any plain variable argument."""
        for call in self.body.walk_preorder():
            if call.kind.name != "CALL_EXPR":
                continue
            callee = call.referenced
            parameters = list(callee.get_arguments()) if callee is not None else []
            for index, argument in enumerate(call.get_arguments()):
                node = unwrapped(argument)
                if node.kind.name != "DECL_REF_EXPR" or node.referenced is None:
                    continue
                if callee is not None:
                    if index >= len(parameters):
                        continue
                    type_ = parameters[index].type
                    if (
                        type_.kind.name != "LVALUEREFERENCE"
                        or type_.get_pointee().is_const_qualified()
                    ):
                        continue
                target = node.referenced
                if target.kind.name == "PARM_DECL":
                    self.params_modified = True
                if target.kind.name in ("VAR_DECL", "PARM_DECL"):
                    self.modified.add(target.location.offset)

    def region_spans(self) -> list:
        """(start, end, region index) of each statement of the regions planned so far, its
        extent read from libclang once (what region_of asks for every variable's uses)."""
        count = sum(len(region.statements) for region in self.regions)
        if self._region_spans is None or self._region_spans[0] != count:
            spans = [
                (statement.extent.start.offset, statement.extent.end.offset, region.index)
                for region in self.regions
                for statement in region.statements
            ]
            self._region_spans = (count, spans)
        return self._region_spans[1]

    def tokens_in(self, start: int, end: int):
        first = bisect.bisect_left(self.offsets, start)
        return self.tokens[first : bisect.bisect_left(self.offsets, end, first)]

    def uniform(self, start: int, end: int) -> bool:
        """True if the code in [start, end) computes the same value in every thread."""
        for token in self.tokens_in(start, end):
            if token.kind.name != "IDENTIFIER":
                continue
            if token.spelling == "threadIdx" or _THREAD_VARYING_CALLS.match(token.spelling):
                return False
            kind, offset = self.decl_key(token)
            if kind == "VAR_DECL" and offset in self.vars and not self.vars[offset]["uniform"]:
                return False
            if token.spelling in self.dependent:  # a function that reads thread built-ins
                return False
        return True

    def statement_tokens(self, statement):
        return self.tokens_in(statement.extent.start.offset, statement.extent.end.offset)

    def declares(self, statement):
        return [c for c in statement.get_children() if c.kind.name == "VAR_DECL"]

    # ---- facts about loops ----

    def interchangeable(self, statement) -> bool:
        """A uniform `for` loop that can run around the thread loop: nothing in its body leaves
        it early (return, or break/continue of the loop itself)."""
        if not self.uniform_loop(statement):
            return False
        return not leaves_early(list(statement.get_children())[-1])

    def restartable(self, statement, head: tuple) -> bool:
        """Whether a `for` loop whose head is the byte range head does the same when run again
        from the start: the head declares its variables and changes no other."""
        first = next(statement.get_children(), None)
        if first is None or first.kind.name != "DECL_STMT" or first.extent.end.offset > head[1]:
            return False
        declared = {d.location.offset for d in self.declares(first)}
        return all(name in declared for at, name in self.modified_at if head[0] <= at < head[1])

    def uniform_loop(self, statement) -> bool:
        if statement.kind.name != "FOR_STMT":
            return False
        tokens = self.statement_tokens(statement)
        close = self.matching(self.by_offset[tokens[1].extent.start.offset])
        return self.uniform(tokens[0].extent.start.offset, self.tokens[close].extent.end.offset)

    def matching(self, open_index: int) -> int:
        depth = 0
        for j in range(open_index, len(self.tokens)):
            spelling = self.tokens[j].spelling
            if spelling == "(":
                depth += 1
            elif spelling == ")":
                depth -= 1
                if depth == 0:
                    return j
        raise Unsupported("unbalanced parentheses")


def leaves_early(body) -> bool:
    """True if control may leave body other than by falling off its end: a return or goto, a
    break/continue of no loop inside body, or a lambda (whose own returns are not told apart)."""
    stack = [(body, 0)]
    while stack:
        node, depth = stack.pop()
        kind = node.kind.name
        if kind in ("RETURN_STMT", "GOTO_STMT", "LAMBDA_EXPR"):
            return True
        if kind in ("BREAK_STMT", "CONTINUE_STMT") and depth == 0:
            return True
        inner = depth + (1 if kind in LOOPS else 0)
        stack.extend((child, inner) for child in node.get_children())
    return False


def is_inside(inner, outer) -> bool:
    return (
        outer.extent.start.offset <= inner.extent.start.offset
        and inner.extent.end.offset <= outer.extent.end.offset
    )


def reads_x(tokens: list, i: int) -> bool:
    """Whether tokens[i], a built-in such as blockIdx, is read other than as its .y or .z."""
    return [t.spelling for t in tokens[i + 1 : i + 3]] not in ([".", "y"], [".", "z"])


def in_runtime(declaration) -> bool:
    parent = declaration.semantic_parent
    while parent is not None and parent.kind.name != "TRANSLATION_UNIT":
        if parent.kind.name == "NAMESPACE" and parent.spelling == RUNTIME_NAMESPACE:
            return True
        parent = parent.semantic_parent
    return False


def unqualified(type_) -> str:
    """A type's spelling without const and volatile (a per-thread copy's, or a cast's)."""
    return re.sub(r"\b(const|volatile)\b", "", type_.spelling).strip()


def unwrapped(node):
    """The expression inside parentheses and implicit conversions."""
    while node.kind.name in ("UNEXPOSED_EXPR", "PAREN_EXPR"):
        children = list(node.get_children())
        if len(children) != 1:
            break
        node = children[0]
    return node


def token_span(kernel: Kernel, node) -> tuple[int, int]:
    """Indices [first, stop) of node's tokens."""
    return token_span_of(kernel, (node.extent.start.offset, node.extent.end.offset))


def token_span_of(kernel: Kernel, span: tuple) -> tuple[int, int]:
    """Indices [first, stop) of the tokens in the byte range span."""
    start, end = span
    indices = [i for i, t in enumerate(kernel.tokens) if start <= t.extent.start.offset < end]
    return (indices[0], indices[-1] + 1) if indices else (0, 0)


def variable_of(kernel: Kernel, node) -> int | None:
    """The declaration offset of the variable node names (parentheses aside), or None."""
    node = unwrapped(node)
    if node.kind.name != "DECL_REF_EXPR":
        return None
    first, stop = token_span(kernel, node)
    tokens = [t for t in kernel.tokens[first:stop] if t.spelling not in ("(", ")")]
    if len(tokens) != 1:
        return None
    kind, offset = kernel.decl_key(tokens[0])
    return offset if kind == "VAR_DECL" else None
