"""Loop fission for kernels with __syncthreads(): one thread loop per region between barriers.

A barrier at the top level of the kernel, or inside loops and ifs whose control is the same for
every thread of the block (uniform), splits the kernel into regions. Each region becomes a loop
over the block's threads; a variable that one region sets and a later one reads lives in a
per-thread array. Anything else (a barrier under thread-dependent control, break/continue out of
a region, constructs this pass does not model) raises Unsupported, and the kernel keeps fibers.
"""

from __future__ import annotations

import functools
import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

BUILTIN_LOCALS = {
    "threadIdx": "cuport_tid_",
    "blockIdx": "cuport_bidx_",
    "blockDim": "cuport_bdim_",
    "gridDim": "cuport_gdim_",
}
# The block's built-ins read once into the locals above, at the start of a block-mode body,
# with the ranges CUDA guarantees stated to the compiler. The body is a generic lambda that
# lower.py instantiates twice: `cuport_small_` is true for grids of fewer than 2^21 blocks in x
# (nearly all), where `blockIdx.x * blockDim.x + threadIdx.x` provably fits in an int, so the
# test in lane_index() (lane_index.py) folds away and the thread loop needs no second version.
# `cuport_shape_` gives the block's shape: a constant where every launch fixes it
# (launch_shapes.py), else blockDim.
BLOCK_LOCALS = (
    " const uint3 cuport_bidx_ = blockIdx;"
    " const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims();"
    " const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_;"
    " CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u"
    " && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u);"
    " if constexpr (decltype(cuport_small_)::value)"
    " CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX"
    " && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX);"
)
_BARRIER = "__syncthreads"
_WARP_BARRIER = "__syncwarp"
# Warp operations lowered as exchanges: each thread's operand is staged in a per-thread array
# by one thread loop, and the next loop reads its warp's lanes from it (lowered:: in
# cpu_lowered.h). name -> (helper, index of the operand every lane contributes).
WARP_EXCHANGES = {
    "__shfl_sync": ("shfl", 1),
    "__shfl_up_sync": ("shfl_up", 1),
    "__shfl_down_sync": ("shfl_down", 1),
    "__shfl_xor_sync": ("shfl_xor", 1),
    "__shfl": ("shfl", 0),
    "__shfl_up": ("shfl_up", 0),
    "__shfl_down": ("shfl_down", 0),
    "__shfl_xor": ("shfl_xor", 0),
    "__ballot_sync": ("ballot", 1),
    "__any_sync": ("any", 1),
    "__all_sync": ("all", 1),
    "__ballot": ("ballot", 0),
    "__any": ("any", 0),
    "__all": ("all", 0),
}
_VOTES = {"ballot", "any", "all"}
_ASSIGN_OPS = {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "++", "--"}
_LOOPS = {"FOR_STMT", "WHILE_STMT", "DO_STMT", "SWITCH_STMT", "CXX_FOR_RANGE_STMT"}
_THREAD_VARYING_CALLS = re.compile(r"^(atomic\w+|__ldg|rand\w*)$")


# The loops over a block's threads. x is innermost, counted in int (bounded by blockDim.x, so it
# cannot overflow) with the linear index built from a per-row base, so GCC sees affine accesses
# and vectorizes it (an unsigned or size_t counter converted to int defeats its analysis).
# cuport_rowi_ numbers the rows (guards' per-row ranges are indexed by it).
def _rows_open(row_number: str, threads_x: str) -> str:
    return (
        " for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_)"
        " for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) {"
        f" const std::size_t cuport_rowi_ = {row_number}; (void)cuport_rowi_;"
        f" const std::size_t cuport_row_ = std::size_t({threads_x}) * cuport_rowi_;"
    )


THREAD_ROWS_OPEN = _rows_open(
    "cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_", "cuport_bdim_.x"
)
# A batched body (_batchable) runs cuport_batch_ consecutive blocks in x per call, as if they
# were one block with an extra outer dimension: the block index is a row variable, and the
# per-thread index counts every thread of the batch.
BATCH_LOCALS = (
    " const uint3 cuport_batch0_ = cuport_bidx_;"
    " const unsigned cuport_batch_ = ::cuport::cpu::current_batch;"
    " CUPORT_ASSUME(cuport_batch_ >= 1u && cuport_batch_ <= ::cuport::cpu::kMaxBatch);"
)
BATCH_ROWS_OPEN = (
    " for (unsigned cuport_j_ = 0; cuport_j_ < cuport_batch_; ++cuport_j_) {"
    " const uint3 cuport_bidx_{cuport_batch0_.x + cuport_j_, cuport_batch0_.y, cuport_batch0_.z};"
    " (void)cuport_bidx_; if constexpr (decltype(cuport_small_)::value)"
    " CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX);"
)
BATCH_THREAD_ROWS_OPEN = _rows_open(
    "cuport_y_ + std::size_t(cuport_bdim_.y) * (cuport_z_ + std::size_t(cuport_bdim_.z) * cuport_j_)",
    "cuport_bdim_.x",
)
# A wide body (_wide_calls) is a batched one whose threads in x read only their index in the
# grid's x dimension (blockIdx.x * blockDim.x + threadIdx.x): a row of the batch is then one
# x loop over cuport_lanes_ threads, the batch's blocks side by side, which vectorizes as one.
# The grid x index of the first thread of a wide row.
WIDE_ROW_START = "cuport_batch0_.x * cuport_bdim_.x"
WIDE_LOCALS = (
    " const unsigned cuport_lanes_ = cuport_bdim_.x * cuport_batch_;"
    " if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME("
    f"::cuport::cpu::lane_sum_fits<int>({WIDE_ROW_START}, cuport_lanes_));"
)
WIDE_THREAD_ROWS_OPEN = _rows_open(
    "cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_", "cuport_lanes_"
)
# The grid x index of thread cuport_x_ of a wide row: lane_index's arguments there.
WIDE_LANE_ARGUMENTS = f"{WIDE_ROW_START}, cuport_x_, cuport_lanes_"


_LINE_DIRECTIVE = re.compile(rb"^[ \t]*#[ \t]*line[ \t]+(\d+)", re.MULTILINE)


def presumed_line(data: bytes, line: int) -> int:
    """The number the compiler gives line (counted in data) after data's own #line directives
    (a translated .cu file starts `#include <cuport/runtime.h>` `#line 1`): the #line written
    into lowered code must name the user's line."""
    number = line
    for directive, named in _line_directives(data):
        if directive >= line:
            break
        number = named + line - directive - 1
    return number


@functools.lru_cache(maxsize=8)
def _line_directives(data: bytes) -> tuple:
    """(line of a #line directive, the number it gives the next line), in order."""
    return tuple(
        (data.count(b"\n", 0, match.start()) + 1, int(match.group(1)))
        for match in _LINE_DIRECTIVE.finditer(data)
    )


# x_range: the x loop's [begin, end) when a region runs only some threads (active_threads).
# x_range may have a third element, the step (every step-th thread: residue_threads).
def thread_x_open(x_range) -> str:
    begin, end, *step = x_range
    advance = f"cuport_xi_ += {step[0]}" if step else "++cuport_xi_"
    return (
        " CUPORT_THREAD_LOOP_SIMD"
        f" for (int cuport_xi_ = {begin}; cuport_xi_ < {end}; {advance}) {{"
        " const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_;"
        " const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_);"
    )


def thread_loop_open(
    x_range=None, layout: str = "block", prelude: str = "", rows_only: bool = False
) -> str:
    """The loops' opening for a body run per block, per batch of blocks or per wide batch
    (layout "block", "batch", "wide"); x_range: [begin, end) of x, all threads when None;
    prelude: code run before the rows of each block (per block of a batch), which may read the
    block index. Close with thread_loop_close(layout, prelude). rows_only: just the rows and x
    loops, for a second loop after a prelude (close with THREAD_LOOP_CLOSE)."""
    if layout == "wide":
        rows, threads_x = WIDE_THREAD_ROWS_OPEN, "cuport_lanes_"
    elif layout == "batch":
        rows, threads_x = BATCH_THREAD_ROWS_OPEN, "cuport_bdim_.x"
    else:
        rows, threads_x = THREAD_ROWS_OPEN, "cuport_bdim_.x"
    x_open = thread_x_open(x_range or ("0", f"static_cast<int>({threads_x})"))
    if rows_only:
        return rows + x_open
    if layout == "batch":
        return BATCH_ROWS_OPEN + prelude + rows + x_open
    return (" {" + prelude if prelude else "") + rows + x_open


def thread_loop_close(layout: str = "block", prelude: str = "") -> str:
    return THREAD_LOOP_CLOSE + (" }" if layout == "batch" or prelude else "")


THREAD_LOOP_OPEN = thread_loop_open()
THREAD_LOOP_CLOSE = " } }"

# Where a region ends when the next item's start is not a place to cut (a barrier, a body end).
_UNKNOWN_END = 1 << 62
# Items that separate regions: a warp operation's or __syncwarp's (the lanes of each warp meet),
# and __syncthreads()'s (the whole block meets).
WARP_SPLIT = "barrier"
BLOCK_SPLIT = "block barrier"
SPLITS = (WARP_SPLIT, BLOCK_SPLIT)


class Unsupported(Exception):
    """This kernel cannot be split into thread loops; the message says why."""


@dataclass
class Region:
    statements: list = field(default_factory=list)
    index: int = 0
    guard: int | None = None  # runs only for threads whose guard flag is set
    guard_head: object = None  # a last statement `if (c) {...}` that instead sets guard_id's flag
    guard_id: int | None = None
    guard_exits: bool = False  # the head is `if (c) return;`: the flag is !c, for what follows


@dataclass
class Exchange:
    """One warp operation in a statement: its call, and the operand each lane stages."""

    call: object  # the CALL_EXPR cursor
    helper: str  # the lowered:: function that reads the warp's staged values
    operand: object  # the cursor of the staged argument
    index: int  # names the staging array cuport_w<index>_
    type_name: str
    staged_text: str = ""  # the operand's text with the kernel's substitutions applied


@dataclass
class Staging:
    """A thread loop that stores the operands of a statement's warp operations."""

    exchanges: list
    anchor: int  # where the statement starts
    guard: int | None = None


@dataclass
class Uniform:
    statement: object


@dataclass
class Structured:
    """A uniform for/while/if/compound statement whose body holds barriers."""

    head: tuple  # (start, end) byte range of the text before the body, e.g. `for (...)`
    parts: list  # item lists: the body, or an if's then and else
    kind: str
    statement: object = None  # the loop's cursor (kind "loop")


class _Kernel:
    def __init__(self, body, unit, data: bytes, dependent: set, filename: str):
        self.body = body
        self.unit = unit
        self.data = data
        self.dependent = dependent
        self.filename = filename
        self.tokens = list(unit.get_tokens(extent=body.extent))
        self.by_offset = {t.extent.start.offset: i for i, t in enumerate(self.tokens)}
        # The kernel's own variables by name, for references libclang leaves unresolved.
        self.local_names: dict[str, list] = {}
        self.local_decls: dict[int, object] = {}
        for node in body.walk_preorder():
            if node.kind.name == "VAR_DECL":
                self.local_names.setdefault(node.spelling, []).append(node.location.offset)
                self.local_decls[node.location.offset] = node
        self.vars: dict[int, dict] = {}  # declaration offset -> facts
        self.regions: list[Region] = []
        self.modified: set[int] = set()
        self.modified_at: list[tuple[int, int]] = []  # (where, declaration offset)
        self.params_modified = False
        self.guards = 0
        self.speed_guards = True  # guard closing ifs and early returns (plan)
        self.exchanges: list[Exchange] = []
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
        first, stop = _token_span(self, node)
        return any(self._decl_key(t)[1] == variable for t in self.tokens[first:stop])

    # ---- facts about names ----

    def _decl_key(self, token):
        cursor = token.cursor
        ref = cursor.referenced if cursor is not None else None
        if ref is not None and ref.location.file is not None and ref.spelling == token.spelling:
            return ref.kind.name, ref.location.offset
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
            kind, offset = self._decl_key(token)
            if kind not in ("VAR_DECL", "PARM_DECL"):
                continue
            after = self._after_postfix(i)
            before = self.tokens[i - 1].spelling if i > 0 else ""
            following = self.tokens[i + 1].spelling if i + 1 < len(self.tokens) else ""
            declaration = self.local_decls.get(offset) or token.cursor.referenced
            pointer = declaration is not None and declaration.type.kind.name == "POINTER"
            if pointer and following in ("[", "->"):
                continue  # p[i] = x, ++p[i], &p[i] and p->f = x use the pointee, not p
            if after in _ASSIGN_OPS or before in ("++", "--") or self._address_taken(i):
                # A declaration's own `=` is its initializer, not a modification.
                if offset == token.extent.start.offset:
                    continue
                if kind == "PARM_DECL":
                    self.params_modified = True
                self.modified.add(offset)
                self.modified_at.append((token.extent.start.offset, offset))

    def _address_taken(self, i: int) -> bool:
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
                node = _unwrapped(argument)
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

    def _tokens_in(self, start: int, end: int):
        return [t for t in self.tokens if start <= t.extent.start.offset < end]

    def uniform(self, start: int, end: int) -> bool:
        """True if the code in [start, end) computes the same value in every thread."""
        for token in self._tokens_in(start, end):
            if token.kind.name != "IDENTIFIER":
                continue
            if token.spelling == "threadIdx" or _THREAD_VARYING_CALLS.match(token.spelling):
                return False
            kind, offset = self._decl_key(token)
            if kind == "VAR_DECL" and offset in self.vars and not self.vars[offset]["uniform"]:
                return False
            if token.spelling in self.dependent:  # a function that reads thread built-ins
                return False
        return True

    # ---- planning ----

    @staticmethod
    def _has_barrier(tokens) -> bool:
        return any(t.spelling.startswith(_BARRIER) for t in tokens)

    @staticmethod
    def _has_warp_step(tokens) -> bool:
        """A warp operation or __syncwarp: a point where lanes of a warp exchange values."""
        return any(t.spelling in WARP_EXCHANGES or t.spelling == _WARP_BARRIER for t in tokens)

    def _plan_exchanges(self, statement, tokens, guard) -> list:
        """Items for a simple statement with warp operations: a staging loop, then the statement
        (which begins a new region) reading its lanes' staged operands."""
        spellings = {t.spelling for t in tokens}
        if spellings & {"?", "&&", "||"}:
            # The staging loop evaluates operands for every thread; a conditionally evaluated
            # operand might not be safe to evaluate.
            raise Unsupported("a warp operation inside a conditional expression")
        calls = [
            node
            for node in statement.walk_preorder()
            if node.kind.name == "CALL_EXPR" and node.spelling in WARP_EXCHANGES
        ]
        if not calls:
            raise Unsupported(f"warp operation in an unsupported form: {tokens[0].spelling}")
        exchanges = []
        for call in calls:
            helper, operand_index = WARP_EXCHANGES[call.spelling]
            arguments = list(call.get_arguments())
            if len(arguments) <= operand_index:
                raise Unsupported(f"{call.spelling} with too few arguments")
            for other in calls:
                if other is not call and _inside(other, call):
                    raise Unsupported("a warp operation inside another's arguments")
            if any(n.kind.name == "LAMBDA_EXPR" for n in call.walk_preorder()):
                raise Unsupported("a lambda in a warp operation's arguments")
            operand = arguments[operand_index]
            if helper in _VOTES:
                type_name = "unsigned char"
            else:
                type_name = re.sub(
                    r"\b(const|volatile)\b", "", operand.type.get_canonical().spelling
                ).strip()
                if not type_name or "(" in type_name or "&" in type_name:
                    raise Unsupported(f"cannot stage a {type_name!r} for {call.spelling}")
            exchange = Exchange(call, helper, operand, len(self.exchanges), type_name)
            self.exchanges.append(exchange)
            exchanges.append(exchange)
        return [Staging(exchanges, statement.extent.start.offset, guard), WARP_SPLIT]

    def _guard_if(self, statement, tokens, guard) -> list:
        """`if (c) { ... }` with warp operations and a thread-dependent c: the region sets a
        per-thread flag from c and the body runs as regions guarded by it (threads whose flag
        is clear skip them, as inactive lanes do)."""
        children = list(statement.get_children())
        if len(children) != 2 or children[0].kind.name == "DECL_STMT":
            raise Unsupported("a warp operation under an if with an else or a declaration")
        if any(t.spelling.startswith(_BARRIER) for t in tokens):
            raise Unsupported("__syncthreads() under a condition that depends on the thread")
        if _leaves_early(children[1]):
            raise Unsupported("a jump out of an if with warp operations")
        region = Region(index=len(self.regions), guard=guard)
        self.regions.append(region)
        region.statements.append(statement)
        region.guard_head = statement
        region.guard_id = self.guards
        self.guards += 1
        return [region, *self._plan_body(children[1], guard=region.guard_id)]

    def _statement_tokens(self, statement):
        return self._tokens_in(statement.extent.start.offset, statement.extent.end.offset)

    def _declares(self, statement):
        return [c for c in statement.get_children() if c.kind.name == "VAR_DECL"]

    def _classify_declaration(self, statement, region_index: int | None) -> bool:
        """Record the statement's variables; True if it is a uniform statement."""
        tokens = self._statement_tokens(statement)
        spellings = {t.spelling for t in tokens}
        decls = self._declares(statement)
        if spellings & {"__shared__", "CUPORT_DYNAMIC_SHARED", "static"}:
            for decl in decls:
                # A shared or static scalar is one value for the block, but threads change it:
                # reading it is a memory read, unlike an array's (constant) address.
                in_memory = spellings & {"__shared__", "static"} and not (
                    decl.type.kind.name in ("CONSTANTARRAY", "INCOMPLETEARRAY")
                    or decl.type.is_const_qualified()
                )
                self.vars[decl.location.offset] = {
                    "uniform": True,
                    "decl": decl,
                    "region": None,
                    "in_memory": bool(in_memory),
                }
            return True
        if not decls:
            return True  # a type alias or typedef: declared once for the whole block body
        start, end = statement.extent.start.offset, statement.extent.end.offset
        calls = any(n.kind.name == "CALL_EXPR" for n in statement.walk_preorder())
        is_uniform = (
            len(decls) == 1
            and not calls
            and decls[0].location.offset not in self.modified
            and decls[0].type.kind.name
            not in ("CONSTANTARRAY", "INCOMPLETEARRAY", "LVALUEREFERENCE")
            and self.uniform(start, end)
        )
        for decl in decls:
            self.vars[decl.location.offset] = {
                "uniform": is_uniform,
                "decl": decl,
                "region": None if is_uniform else region_index,
                "statement": statement,
            }
        return is_uniform

    def plan(self, statements, guard: int | None = None, top: bool = False) -> list:
        """Items for a statement list; guard: the flag that guards every region made here;
        top: the list is the kernel's body (a return there ends the thread)."""
        items: list = []
        fresh = True  # the next statement must open a new region
        for index, statement in enumerate(statements):
            tokens = self._statement_tokens(statement)
            if self._has_barrier(tokens) or self._has_warp_step(tokens):
                if self._simple(statement) and not self._has_barrier(tokens):
                    if tokens[0].spelling == _WARP_BARRIER:
                        items.append(WARP_SPLIT)  # regions already run every lane in step
                        fresh = True
                        continue
                    items.extend(self._plan_exchanges(statement, tokens, guard))
                    fresh = True  # the statement itself opens the next region, below
                else:
                    planned = self._plan_barrier_statement(statement, tokens, guard)
                    items.extend(planned if isinstance(planned, list) else [planned])
                    fresh = True
                    continue
            if statement.kind.name == "DECL_STMT":
                region_index = len(self.regions) - (0 if fresh else 1)
                if self._classify_declaration(statement, region_index):
                    items.append(Uniform(statement))
                    fresh = True
                    continue
            # A uniform loop gets a region of its own, so it runs around the thread loop: CUDA
            # code is written for consecutive threads to touch consecutive addresses, so the
            # thread loop innermost gives the compiler contiguous vectors.
            loop_alone = self.interchangeable(statement)
            if loop_alone:  # its head runs outside the thread loops: its variables are uniform
                open_index = self.by_offset[tokens[1].extent.start.offset]
                head_end = self.tokens[self._matching(open_index)].extent.end.offset
                self._classify_loop_variables(statement, head_end)
            closing = index == len(statements) - 1 or (
                self._ends_region(statements[index + 1])
                and (fresh or not items or self._splits_cleanly(statement, items[-1]))
            )
            if guard is None and self.speed_guards and closing and self._narrowable(statement):
                # A closing `if (i < n) ...` (last in the kernel, or before a barrier) in a region
                # of its own runs over the threads that pass (_narrowed), i recomputed there,
                # with no per-thread test.
                fresh = True
            if fresh or loop_alone or not items or not isinstance(items[-1], Region):
                region = Region(index=len(self.regions), guard=guard)
                self.regions.append(region)
                items.append(region)
                fresh = False
            items[-1].statements.append(statement)
            if statement.kind.name == "DECL_STMT":
                for decl in self._declares(statement):
                    self.vars[decl.location.offset]["region"] = items[-1].index
            if loop_alone:
                fresh = True
            elif guard is None and self._guardable(statement, last=index == len(statements) - 1):
                # `if (c) { ...; for (uniform) {...}; ... }` or a closing `if (i < n) {...}`:
                # this region sets a per-thread flag from c, and the body's statements run as
                # guarded regions: blocks whose threads all pass run them without the test, so
                # they vectorize, and a uniform loop there is interchanged with the thread loop.
                items[-1].guard_head = statement
                items[-1].guard_id = self.guards
                self.guards += 1
                items.extend(
                    self._plan_body(list(statement.get_children())[1], guard=items[-1].guard_id)
                )
                fresh = True
            elif guard is None and top and self._exit_guardable(statement, statements[index + 1 :]):
                # `if (c) return; rest`: the flag is !c and the rest of the kernel is guarded by
                # it, as above (a stencil's edge test).
                items[-1].guard_head = statement
                items[-1].guard_id = self.guards
                items[-1].guard_exits = True
                self.guards += 1
                items.extend(self.plan(statements[index + 1 :], guard=items[-1].guard_id))
                break
        return items

    @staticmethod
    def _simple(statement) -> bool:
        """Not a compound or control statement (an expression or a declaration)."""
        return statement.kind.name not in _LOOPS | {
            "COMPOUND_STMT",
            "IF_STMT",
            "RETURN_STMT",
            "LABEL_STMT",
            "CASE_STMT",
            "DEFAULT_STMT",
        }

    def interchangeable(self, statement) -> bool:
        """A uniform `for` loop that can run around the thread loop: nothing in its body leaves
        it early (return, or break/continue of the loop itself)."""
        if not self._uniform_loop(statement):
            return False
        return not _leaves_early(list(statement.get_children())[-1])

    def restartable(self, statement, head: tuple) -> bool:
        """Whether a `for` loop whose head is the byte range head does the same when run again
        from the start: the head declares its variables and changes no other."""
        first = next(statement.get_children(), None)
        if first is None or first.kind.name != "DECL_STMT" or first.extent.end.offset > head[1]:
            return False
        declared = {d.location.offset for d in self._declares(first)}
        return all(name in declared for at, name in self.modified_at if head[0] <= at < head[1])

    def _uniform_loop(self, statement) -> bool:
        if statement.kind.name != "FOR_STMT":
            return False
        tokens = self._statement_tokens(statement)
        close = self._matching(self.by_offset[tokens[1].extent.start.offset])
        return self.uniform(tokens[0].extent.start.offset, self.tokens[close].extent.end.offset)

    def _guardable(self, statement, last: bool) -> bool:
        """An `if (c) S` (no else) whose S runs as guarded regions: S holds a uniform loop, or
        the if ends its statement list and c depends on the thread (and is not a plain
        threadIdx.x bound, which _narrowed turns into a range instead)."""
        if statement.kind.name != "IF_STMT":
            return False
        children = list(statement.get_children())
        if len(children) != 2 or children[0].kind.name == "DECL_STMT":
            return False
        narrowing = self._narrowing_of(statement) if self.speed_guards else None
        if narrowing is not None and narrowing.derived and narrowing.derived.operator != "/":
            return False  # every M-th thread: the loop over them gains nothing from a guard
        inside = (
            list(children[1].get_children())
            if children[1].kind.name == "COMPOUND_STMT"
            else [children[1]]
        )
        if not any(self._uniform_loop(c) for c in inside) and not (
            last
            and self.speed_guards
            and self._thread_condition(children[0])
            and not self._narrowable(statement)
        ):
            return False
        return not _leaves_early(children[1])

    def _splits_cleanly(self, statement, current) -> bool:
        """statement, if it got a region of its own after the current item, would read the
        current region's variables only where they can be recomputed (never changed, pure
        initializers): splitting adds no per-thread array (nor an array live across a split,
        which would leave the kernel to fibers)."""
        if not isinstance(current, Region):
            return True
        copies = {offset for offset in self.vars if offset not in self.modified}
        for token in self._statement_tokens(statement):
            if token.kind.name != "IDENTIFIER":
                continue
            kind, offset = self._decl_key(token)
            facts = self.vars.get(offset) if kind == "VAR_DECL" else None
            if facts is None or facts["uniform"] or facts["region"] != current.index:
                continue
            span = _initializer(self, offset)
            if offset in self.modified or span is None or not _pure(self, *span, copies):
                return False
        return True

    def _ends_region(self, statement) -> bool:
        """A barrier or warp operation in statement starts a region after the one before it."""
        tokens = self._statement_tokens(statement)
        return self._has_barrier(tokens) or self._has_warp_step(tokens)

    def _narrowable(self, statement) -> bool:
        """_narrowing would turn the statement into a range of threads."""
        return self._narrowing_of(statement) is not None

    def _narrowing_of(self, statement) -> Narrowing | None:
        """_narrowing's answer for statement, counting a copy of threadIdx.x if it is never
        changed (it is then recomputed where used)."""
        copies = {offset for offset in self.vars if offset not in self.modified}
        return _narrowing(self, statement, copies)

    def _thread_condition(self, condition) -> bool:
        """The condition depends on the thread, and evaluating it calls nothing."""
        start, end = condition.extent.start.offset, condition.extent.end.offset
        calls = any(n.kind.name == "CALL_EXPR" for n in condition.walk_preorder())
        return not calls and not self.uniform(start, end)

    def _exit_guardable(self, statement, rest: list) -> bool:
        """`if (c) return;` with a thread-dependent c, followed by statements without barriers,
        warp operations or jumps of their own."""
        if statement.kind.name != "IF_STMT" or not rest or not self.speed_guards:
            return False
        children = list(statement.get_children())
        if len(children) != 2 or children[0].kind.name == "DECL_STMT":
            return False
        then_part = children[1]
        if then_part.kind.name == "COMPOUND_STMT":
            inside = list(then_part.get_children())
            if len(inside) != 1:
                return False
            then_part = inside[0]
        if then_part.kind.name != "RETURN_STMT" or list(then_part.get_children()):
            return False
        if not self._thread_condition(children[0]):
            return False
        for following in rest:
            tokens = self._statement_tokens(following)
            if self._has_barrier(tokens) or self._has_warp_step(tokens):
                return False
            if _leaves_early(following):
                return False
        return True

    def _plan_barrier_statement(self, statement, tokens, guard=None):
        kind = statement.kind.name
        if tokens[0].spelling == _BARRIER and len(tokens) <= 4:  # __syncthreads ( ) ;
            if guard is not None:
                raise Unsupported("__syncthreads() under a condition that depends on the thread")
            return BLOCK_SPLIT
        if tokens[0].spelling.startswith(_BARRIER):
            raise Unsupported(f"{tokens[0].spelling} returns a value")
        if kind == "COMPOUND_STMT":
            inner = self.plan(list(statement.get_children()), guard=guard)
            start = statement.extent.start.offset
            return Structured(head=(start, start), parts=[inner], kind="block")
        if kind in ("FOR_STMT", "WHILE_STMT"):
            open_index = self.by_offset[tokens[1].extent.start.offset]
            close_index = self._matching(open_index)
            head_start = tokens[0].extent.start.offset
            head_end = self.tokens[close_index].extent.end.offset
            if not self.uniform(head_start, head_end):
                raise Unsupported("__syncthreads() in a loop whose bounds depend on the thread")
            self._classify_loop_variables(statement, head_end)
            body = list(statement.get_children())[-1]
            return Structured(
                head=(head_start, head_end),
                parts=[self._plan_body(body, guard)],
                kind="loop",
                statement=statement,
            )
        if kind == "IF_STMT":
            open_index = self.by_offset[tokens[1].extent.start.offset]
            close_index = self._matching(open_index)
            head_start = tokens[0].extent.start.offset
            head_end = self.tokens[close_index].extent.end.offset
            if not self.uniform(head_start, head_end):
                return self._guard_if(statement, tokens, guard)
            children = list(statement.get_children())
            then_part = children[1]
            parts = [self._plan_body(then_part, guard)]
            if len(children) > 2:
                parts.append(self._plan_body(children[2], guard))
            return Structured(head=(head_start, head_end), parts=parts, kind="if")
        raise Unsupported(f"__syncthreads() inside a {kind.lower().replace('_', ' ')}")

    def _plan_body(self, body, guard=None):
        if body.kind.name == "COMPOUND_STMT":
            return self.plan(list(body.get_children()), guard=guard)
        return self.plan([body], guard=guard)

    def _classify_loop_variables(self, statement, head_end: int) -> None:
        for node in statement.get_children():
            if node.extent.start.offset >= head_end:
                break
            for decl in node.walk_preorder():
                if decl.kind.name == "VAR_DECL":
                    self.vars[decl.location.offset] = {
                        "uniform": True,
                        "decl": decl,
                        "region": None,
                    }

    def _matching(self, open_index: int) -> int:
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


def _leaves_early(body) -> bool:
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
        inner = depth + (1 if kind in _LOOPS else 0)
        stack.extend((child, inner) for child in node.get_children())
    return False


def _inside(inner, outer) -> bool:
    return (
        outer.extent.start.offset <= inner.extent.start.offset
        and inner.extent.end.offset <= outer.extent.end.offset
    )


def _check_region(region: Region) -> tuple[bool, bool]:
    """Reject jumps out of the region; say if it returns, and if a return sits inside a loop."""
    has_return = False
    nested_return = False
    for statement in region.statements:
        if statement is region.guard_head and region.guard_exits:
            continue  # its return became the guard flag
        stack = [(statement, 0)]
        while stack:
            node, depth = stack.pop()
            kind = node.kind.name
            if kind in ("BREAK_STMT", "CONTINUE_STMT") and depth == 0:
                raise Unsupported("break/continue leaves a region between barriers")
            if kind == "GOTO_STMT":
                raise Unsupported("goto")
            if kind == "LAMBDA_EXPR":
                continue  # a lambda's own returns and jumps stay inside it
            if kind == "RETURN_STMT":
                has_return = True
                nested_return = nested_return or depth > 0
            inner = depth + (1 if kind in _LOOPS else 0)
            stack.extend((child, inner) for child in node.get_children())
    return has_return, nested_return


@dataclass
class BlockBody:
    """A kernel's block-mode body: text run once per call, for one block, or for a batch of
    consecutive blocks in x when batched (cpu_lowered.h: run_grid_lowered)."""

    text: str
    layout: str = "block"  # thread_loop_open's: "block", "batch" or "wide"

    @property
    def batched(self) -> bool:
        return self.layout != "block"

    @property
    def wide(self) -> bool:  # a batch's blocks run side by side in each row (WIDE_LOCALS)
        return self.layout == "wide"


def split_kernel(
    body, unit, data: bytes, dependent: set, filename: str, runtime_folders: tuple
) -> BlockBody:
    """The block-mode body for a kernel, split into thread loops at its barriers.

    runtime_folders: the folders of the runtime's headers (their functions are not the user's).
    Raises Unsupported when the kernel cannot be split.
    """
    try:
        return _split(body, unit, data, dependent, filename, runtime_folders, speed_guards=True)
    except Unsupported:
        # A guard this pass adds only for speed (a closing `if`, an early return) may leave a
        # value it cannot carry across (a local array): split without those guards.
        return _split(body, unit, data, dependent, filename, runtime_folders, speed_guards=False)


def _batchable(kernel: _Kernel) -> bool:
    """Whether several blocks may run as one batch: nothing in the kernel is per block but the
    block index (no barrier, warp operation or shared memory; a block's own storage would be
    shared by the batch). The emitter then checks that blockIdx.x is read only per thread.

    Batching is what lets a uniform loop (`for (k = 0; k < n; ++k)`) run around the threads of
    many blocks at once: with one small block per call, each step of it touches a few lanes of
    each row and the rows' data is reused by 32 threads instead of hundreds (naive SGEMM). The
    body is batched only where it has such a loop (_split)."""
    if kernel.exchanges or any(
        t.spelling in (_BARRIER, _WARP_BARRIER, "__shared__", "CUPORT_DYNAMIC_SHARED")
        for t in kernel.tokens
    ):
        return False
    for node in kernel.body.walk_preorder():
        if node.kind.name != "DECL_REF_EXPR" or node.referenced is None:
            continue
        target = node.referenced
        if target.kind.name != "VAR_DECL" or _in_runtime(target):
            continue  # the runtime's own thread_locals (what the built-ins read) are per call
        # __shared__ is thread_local on this backend; extern __shared__ at file scope is a
        # DynamicSharedView of the running block's buffer.
        if target.tls_kind.name != "NONE" or "DynamicSharedView" in target.type.spelling:
            return False
    return True


_GRID_X = (
    ["blockIdx", ".", "x", "*", "blockDim", ".", "x"],
    ["blockDim", ".", "x", "*", "blockIdx", ".", "x"],
)


def _reads_x(tokens: list, i: int) -> bool:
    """Whether tokens[i], a built-in such as blockIdx, is read other than as its .y or .z."""
    return [t.spelling for t in tokens[i + 1 : i + 3]] not in ([".", "y"], [".", "z"])


def _wide_lane_calls(kernel: _Kernel) -> list | None:
    """The argument ranges of the kernel's `lane_index<T>(blockIdx.x * blockDim.x, threadIdx.x,
    blockDim.x)` calls (the thread's index in the grid's x dimension), or None when the kernel
    reads threadIdx.x or blockIdx.x anywhere else: only then can a wide row stand for the
    batch's blocks side by side (WIDE_LOCALS)."""

    def spellings(node) -> list:
        first, stop = _token_span(kernel, node)
        return [t.spelling for t in kernel.tokens[first:stop] if t.spelling not in ("(", ")")]

    ranges = []
    for node in kernel.body.walk_preorder():
        if node.kind.name != "CALL_EXPR" or node.spelling != "lane_index":
            continue
        arguments = list(node.get_arguments())
        if (
            len(arguments) == 3
            and spellings(arguments[0]) in _GRID_X
            and spellings(arguments[1]) == ["threadIdx", ".", "x"]
            and spellings(arguments[2]) == ["blockDim", ".", "x"]
        ):
            ranges.append((arguments[0].extent.start.offset, arguments[2].extent.end.offset))
    for i, token in enumerate(kernel.tokens):
        if token.kind.name != "IDENTIFIER" or token.spelling not in ("threadIdx", "blockIdx"):
            continue
        if not _reads_x(kernel.tokens, i):
            continue
        at = token.extent.start.offset
        if not any(start <= at < stop for start, stop in ranges):
            return None
    return ranges


def _in_runtime(declaration) -> bool:
    parent = declaration.semantic_parent
    while parent is not None and parent.kind.name != "TRANSLATION_UNIT":
        if parent.kind.name == "NAMESPACE" and parent.spelling == "cuport":
            return True
        parent = parent.semantic_parent
    return False


def _split(
    body, unit, data: bytes, dependent: set, filename: str, runtime_folders: tuple, speed_guards
):
    if any(node.kind.name == "LAMBDA_EXPR" for node in body.walk_preorder()):
        raise Unsupported("a lambda in a kernel with barriers")
    kernel = _Kernel(body, unit, data, dependent, filename)
    kernel.speed_guards = speed_guards
    kernel.runtime_folders = runtime_folders
    if kernel.params_modified:
        raise Unsupported("a kernel parameter is modified (each thread needs its own copy)")
    items = kernel.plan(list(body.get_children()), top=True)
    checks = [_check_region(r) for r in kernel.regions]
    returns = any(has for has, _ in checks)
    # A return inside a loop cannot become `continue`: such regions run as lambdas instead.
    in_lambda = any(nested for _, nested in checks)
    tracks_exits = returns and (len(kernel.regions) > 1 or bool(kernel.exchanges))
    if not returns:
        exit_code = None
    elif in_lambda:
        exit_code = "return true"
    elif tracks_exits:
        exit_code = "{ cuport_exited_[cuport_lin_] = 1; continue; }"
    else:
        exit_code = "continue"
    hoisted, remat = _hoisted_variables(kernel)
    copies = _parameter_copies(kernel)
    substitutions = _substitutions(kernel, hoisted, remat, exit_code, copies)
    end = body.extent.end.offset - 1
    # The first layout that fits (thread_loop_open): wide, batch, block.
    layouts = ["block"]
    if _batchable(kernel):
        layouts[:0] = ["batch"]
        wide = _wide_lane_calls(kernel)
        if wide is not None:
            replaced = [(start, stop, WIDE_LANE_ARGUMENTS) for start, stop in wide]
            wide_subs = _substitutions(kernel, hoisted, remat, exit_code, copies, replaced)
            layouts[:0] = ["wide"]
    for layout in layouts:
        subs = wide_subs if layout == "wide" else substitutions
        emitter = _Emitter(kernel, subs, tracks_exits, in_lambda, remat, layout, hoisted)
        loops = emitter.body(items, end)
        # Batching pays where a uniform loop runs around the threads, and in a wide layout
        # without guard flags (one long row per call instead of a call per block: SAXPY 1.13x
        # -> 0.99x OpenMP's time on one core); elsewhere it only makes a batch take the
        # per-thread-test path when any of its blocks is an edge block.
        batch_pays = emitter.interchanged or (layout == "wide" and not kernel.guards)
        if layout == "block" or (batch_pays and not emitter.reads_block_x_outside):
            break
    prologue = [
        BLOCK_LOCALS,
        BATCH_LOCALS if layout != "block" else "",
        WIDE_LOCALS if layout == "wide" else "",
        *(
            f" {type_name} {name} = {original}; (void){name};"
            for name, type_name, original in sorted(copies.values())
        ),
    ]
    if hoisted or tracks_exits or kernel.guards or kernel.exchanges:
        prologue.append(
            " const std::size_t cuport_nthreads_ ="
            " std::size_t(cuport_bdim_.x) * cuport_bdim_.y * cuport_bdim_.z"
            + (" * cuport_batch_;" if layout != "block" else ";")
            + " ::cuport::cpu::BlockFrame& cuport_frame_ ="
            " ::cuport::cpu::block_frame(cuport_nthreads_);"
        )
    # Where uniform loops run around thread loops, loads the same for every thread stay out of
    # those only if the compiler knows that the block's arrays are memory of their own.
    alloc = "alloc_unaliased" if emitter.interchanged else "alloc"
    for exchange in kernel.exchanges:
        prologue.append(
            f" {exchange.type_name}* cuport_w{exchange.index}_ ="
            f" cuport_frame_.alloc_staged<{exchange.type_name}>();"
        )
    for offset in sorted(hoisted):
        decl = kernel.vars[offset]["decl"]
        type_name = _unqualified(decl.type)
        if not type_name or "auto" in type_name or "lambda" in type_name or "(" in type_name:
            raise Unsupported(
                f"cannot give {decl.spelling} a per-thread array (type {type_name!r})"
            )
        if offset in emitter.ping_pong:  # swapped with a staging array: allocated as one
            prologue.append(
                f" {type_name}* cuport_v_{decl.spelling}_{offset} ="
                f" cuport_frame_.alloc_staged<{type_name}>();"
            )
            continue
        prologue.append(
            f" {type_name}* __restrict__ cuport_v_{decl.spelling}_{offset} ="
            f" cuport_frame_.{alloc}<{type_name}>();"
        )
    if tracks_exits:
        prologue.append(
            " unsigned char* cuport_exited_ = cuport_frame_.alloc_zeroed<unsigned char>();"
        )
    for guard in range(kernel.guards):
        prologue.append(
            # int, not bool: GCC does not vectorize a loop that stores computed bools, and packs
            # 32-bit comparison results into bytes at a cost (a stencil's edge test: 11%).
            f" int* cuport_g{guard}_ = cuport_frame_.{alloc}<int>();"
            f" bool cuport_g{guard}_all_ = false;"
            f" ::cuport::cpu::ThreadRange cuport_g{guard}_span_{{0, 0}};"
            f" ::cuport::cpu::ThreadRange* cuport_g{guard}_rows_ ="
            f" cuport_frame_.{alloc}<::cuport::cpu::ThreadRange>();"
            f" bool cuport_g{guard}_dense_ = false;"
        )
    return BlockBody("".join(prologue) + loops + " return;", layout)


_REMAT_PUNCTUATION = {
    "+", "-", "*", "/", "%", "(", ")", "<", ">", "<=", ">=", "==", "!=", "&&", "||", "!", "?",
    ":", "<<", ">>", "&", "|", "^", "~", ".", "::", ",",
}  # fmt: skip
_REMAT_BAD_KEYWORDS = {"new", "delete", "this", "throw", "typeid"}
# Runtime helpers that compute a value from their arguments alone (lane_index.py writes them).
_PURE_HELPERS = {"lane_index"}


def _unqualified(type_) -> str:
    """A type's spelling without const and volatile (a per-thread copy's, or a cast's)."""
    return re.sub(r"\b(const|volatile)\b", "", type_.spelling).strip()


def _initializer(kernel: _Kernel, offset: int):
    """Token indices of a declaration's `= value` (without the `=`), or None."""
    i = kernel.by_offset.get(offset)
    if i is None or i + 1 >= len(kernel.tokens) or kernel.tokens[i + 1].spelling != "=":
        return None
    depth = 0
    for j in range(i + 2, len(kernel.tokens)):
        spelling = kernel.tokens[j].spelling
        if spelling in ("(", "[", "{"):
            depth += 1
        elif spelling in (")", "]", "}"):
            depth -= 1
        elif depth == 0 and spelling in (",", ";"):
            return i + 2, j
    return None


def _rematerializable(kernel: _Kernel, offset: int, remat: set) -> bool:
    """True if a variable can be recomputed from its initializer wherever it is used: it is never
    changed and its value depends only on the thread's and block's indices and uniform values."""
    if offset in kernel.modified:
        return False
    decl = kernel.vars[offset]["decl"]
    if decl.type.kind.name in ("CONSTANTARRAY", "INCOMPLETEARRAY", "LVALUEREFERENCE"):
        return False
    span = _initializer(kernel, offset)
    return span is not None and _pure(kernel, *span, remat)


def _pure(kernel: _Kernel, first: int, stop: int, known: set) -> bool:
    """True if tokens [first, stop) compute a value from the thread's and block's indices,
    parameters, uniform values and the variables in known alone: no call, no memory read, no
    side effect, so it may be evaluated anywhere those are in scope, any number of times."""
    tokens = kernel.tokens
    for j in range(first, stop):
        token = tokens[j]
        kind = token.kind.name
        spelling = token.spelling
        previous = tokens[j - 1].spelling if j > first else "("
        if kind in ("LITERAL", "COMMENT"):
            continue
        if kind == "KEYWORD":
            if spelling in _REMAT_BAD_KEYWORDS:
                return False
            continue
        if kind == "PUNCTUATION":
            if spelling not in _REMAT_PUNCTUATION:
                return False
            unary = j == first or (
                tokens[j - 1].kind.name == "PUNCTUATION" and previous not in (")", "]")
            )
            if spelling in ("*", "&") and unary:
                return False  # a dereference or an address
            continue
        if spelling in BUILTIN_LOCALS or previous == ".":
            continue
        if spelling in _PURE_HELPERS and previous == "::":
            continue
        cursor_kind = token.cursor.kind.name if token.cursor is not None else ""
        if cursor_kind in ("TYPE_REF", "TEMPLATE_REF", "NAMESPACE_REF"):
            continue
        ref_kind, ref_offset = kernel._decl_key(token)
        if ref_kind == "MACRO_DEFINITION" or (
            ref_kind is None and cursor_kind.endswith(("_OPERATOR", "_EXPR", "MACRO_INSTANTIATION"))
        ):
            # An object-like macro such as a tile size (lower.py already refused any macro
            # that reads thread built-ins); a function-like one may hide a call.
            if j + 1 < len(tokens) and tokens[j + 1].spelling == "(":
                return False
            continue
        if ref_kind == "PARM_DECL" or ref_kind == "TEMPLATE_NON_TYPE_PARAMETER":
            continue
        if ref_kind == "VAR_DECL" and ref_offset in kernel.vars:
            facts = kernel.vars[ref_offset]
            if (facts["uniform"] and not facts.get("in_memory")) or ref_offset in known:
                continue
        outside = ref_kind == "VAR_DECL" and not any(
            ref_offset in offsets for offsets in kernel.local_names.values()
        )
        referenced = token.cursor.referenced if token.cursor is not None else None
        if outside and referenced is not None and referenced.type.is_const_qualified():
            continue  # a constant from outside the kernel (warpSize, a tile size)
        return False
    return True


def _hoisted_variables(kernel: _Kernel) -> tuple[set, set]:
    """Thread-varying variables used outside the region that declares them: those recomputed
    from their initializer where used (rematerialized), and those kept in per-thread arrays."""
    hoisted = set()
    for token in kernel.tokens:
        if token.kind.name != "IDENTIFIER":
            continue
        kind, offset = kernel._decl_key(token)
        if kind != "VAR_DECL" or offset not in kernel.vars:
            continue
        facts = kernel.vars[offset]
        if facts["uniform"] or facts["region"] is None:
            continue
        region = _region_of(kernel, token.extent.start.offset)
        if region != facts["region"]:
            hoisted.add(offset)
    remat = set()
    for offset in sorted(hoisted):  # declaration order: a value may build on earlier ones
        if _rematerializable(kernel, offset, remat):
            remat.add(offset)
    hoisted -= remat
    for offset in sorted(hoisted):
        definitions = _versions(kernel, offset, remat)
        if definitions:
            kernel.versions[offset] = definitions
    hoisted -= set(kernel.versions)
    redeclared = {offset: at for offset in hoisted if (at := _reassigned_first(kernel, offset))}
    hoisted -= set(redeclared)
    # `int a = x, b = y;` is rewritten as a whole: if one of its variables needs an array, all do.
    for offset in list(hoisted):
        statement = kernel.vars[offset].get("statement")
        if statement is None:
            raise Unsupported(f"{kernel.vars[offset]['decl'].spelling} is live across a barrier")
        hoisted.update(d.location.offset for d in kernel._declares(statement))
    kernel.redeclared = {o: at for o, at in redeclared.items() if o not in hoisted}
    for offset in hoisted:
        decl = kernel.vars[offset]["decl"]
        if decl.type.kind.name in (
            "CONSTANTARRAY",
            "INCOMPLETEARRAY",
            "LVALUEREFERENCE",
            "RVALUEREFERENCE",
        ):
            raise Unsupported(f"{decl.spelling} (an array or reference) is live across a barrier")
    return hoisted, remat - hoisted


def _versions(kernel: _Kernel, offset: int, remat: set) -> list | None:
    """For a variable set only by top-level statements of the kernel (its declaration and plain
    `v = value;`), each value pure: [(statement start, value span)] in program order, so every
    use can be replaced by the value that reaches it (x and y of a transpose, recomputed after
    its barrier). None otherwise."""
    facts = kernel.vars[offset]
    statement = facts.get("statement")
    top = {c.extent.start.offset: c for c in kernel.body.get_children()}
    if statement is None:
        return None
    found = top.get(statement.extent.start.offset)
    if found is None or found != statement:
        return None
    if len(kernel._declares(statement)) != 1 or facts["decl"].type.kind.name in (
        "CONSTANTARRAY",
        "INCOMPLETEARRAY",
        "LVALUEREFERENCE",
        "RVALUEREFERENCE",
    ):
        return None
    span = _initializer(kernel, offset)
    if span is None or not _pure(kernel, *span, remat):
        return None
    definitions = [(statement.extent.start.offset, span)]
    for i, token in enumerate(kernel.tokens):
        start = token.extent.start.offset
        if start == offset or kernel._decl_key(token) != ("VAR_DECL", offset):
            continue
        following = kernel.tokens[i + 1].spelling if i + 1 < len(kernel.tokens) else ""
        before = kernel.tokens[i - 1].spelling if i > 0 else ""
        if before in ("++", "--", "&") or following in ("++", "--"):
            return None
        if following not in _ASSIGN_OPS:
            continue
        assignment = top.get(start)
        if following != "=" or assignment is None or assignment.kind.name != "BINARY_OPERATOR":
            return None
        end = assignment.extent.end.offset
        stop = i + 2
        while stop < len(kernel.tokens) and kernel.tokens[stop].extent.start.offset < end:
            stop += 1
        if not _pure(kernel, i + 2, stop, remat):
            return None
        definitions.append((start, (i + 2, stop)))
    return definitions if len(definitions) > 1 else None


def _reassigned_first(kernel: _Kernel, offset: int) -> list | None:
    """Where to redeclare a variable that is dead at every barrier: in each other region that
    uses it, its first use is a plain `v = value;` statement at the region's top level (as
    `x = blockIdx.y * TILE + threadIdx.x;` after a transpose's barrier). Each such region then
    declares its own v there, and no per-thread array is needed. None if not so."""
    uses: dict[int, list] = {}
    for token in kernel.tokens:
        if token.kind.name == "IDENTIFIER" and kernel._decl_key(token) == ("VAR_DECL", offset):
            start = token.extent.start.offset
            if start != offset:
                uses.setdefault(_region_of(kernel, start), []).append(start)
    for exchange in kernel.exchanges:  # a staging loop runs before its region's statements
        extent = exchange.operand.extent
        if any(extent.start.offset <= u < extent.end.offset for us in uses.values() for u in us):
            return None
    home = kernel.vars[offset]["region"]
    points = []
    for index, starts in uses.items():
        if index == home:
            continue
        if index is None:
            return None
        first = min(starts)
        region = kernel.regions[index]
        for statement in region.statements:
            if statement.extent.start.offset > first:
                return None
            if statement.extent.start.offset == first:
                if statement.kind.name != "BINARY_OPERATOR":
                    return None
                tokens = kernel._statement_tokens(statement)
                if len(tokens) < 3 or tokens[1].spelling != "=":
                    return None
                points.append(first)
                break
        else:
            return None
    return points or None


def _region_of(kernel: _Kernel, offset: int):
    """The region of the innermost region statement holding offset (a guard's `if` holds the
    statements of its guarded regions)."""
    best = None
    for region in kernel.regions:
        for statement in region.statements:
            start, end = statement.extent.start.offset, statement.extent.end.offset
            if start <= offset < end and (best is None or end - start < best[0]):
                best = (end - start, region.index)
    return best[1] if best else None


def _render(data: bytes, subs: list, start: int, end: int) -> str:
    """Original text in [start, end) with the substitutions that fall inside it applied."""
    out = []
    cursor = start
    for sub_start, sub_end, replacement in sorted(subs):
        if sub_start < start or sub_end > end:
            continue
        out.append(data[cursor:sub_start].decode("utf-8"))
        out.append(replacement)
        cursor = sub_end
    out.append(data[cursor:end].decode("utf-8"))
    return "".join(out)


def _value_text(kernel: _Kernel, offset: int, span: tuple, values: dict, subs: list) -> str:
    """`((T)(value))` for the tokens in span, an earlier rematerialized variable inside it always
    replaced by its value (the text is pasted into regions where that variable does not exist)."""
    tokens = kernel.tokens
    first, stop = span
    start, end = tokens[first].extent.start.offset, tokens[stop - 1].extent.end.offset
    inner = [
        (t.extent.start.offset, t.extent.end.offset, values[ref])
        for t in tokens[first:stop]
        for kind, ref in [kernel._decl_key(t)]
        if kind == "VAR_DECL" and ref in values
    ]
    outer = [sub for sub in subs if not any(sub[0] < e and s < sub[1] for s, e, _ in inner)]
    value = _render(kernel.data, outer + inner, start, end)
    decl = kernel.vars[offset]["decl"]
    type_name = _unqualified(decl.type)
    return f"(({type_name})({value}))"


def _rematerialize_versions(kernel: _Kernel, values: dict, subs: list) -> None:
    """Each use of a versioned variable outside its declaring region becomes the value of the
    definition that reaches it; its assignments there become no-ops."""
    for offset, definitions in kernel.versions.items():
        home = kernel.vars[offset]["region"]
        texts = [(at, _value_text(kernel, offset, span, values, subs)) for at, span in definitions]
        for token in kernel.tokens:
            start = token.extent.start.offset
            if start == offset or kernel._decl_key(token) != ("VAR_DECL", offset):
                continue
            region = _region_of(kernel, start)
            at, text = max((d for d in texts if d[0] <= start), key=lambda d: d[0])
            if at == start:  # an assignment `v = value`
                if region != home:
                    end = kernel.tokens[definitions[[d[0] for d in texts].index(at)][1][1] - 1]
                    subs.append((start, end.extent.end.offset, "(void)0"))
                continue
            if region != home or _region_of(kernel, at) != home:
                subs.append((start, token.extent.end.offset, text))


def _rematerialize(kernel: _Kernel, remat: set, subs: list) -> dict:
    """Replace uses of each rematerialized variable outside its own region by its value."""
    tokens = kernel.tokens
    values: dict[int, str] = {}
    for offset in sorted(remat):
        facts = kernel.vars[offset]
        values[offset] = _value_text(kernel, offset, _initializer(kernel, offset), values, subs)
        for token in tokens:
            if token.kind.name != "IDENTIFIER" or token.extent.start.offset == offset:
                continue
            kind, ref = kernel._decl_key(token)
            if kind == "VAR_DECL" and ref == offset:
                if _region_of(kernel, token.extent.start.offset) != facts["region"]:
                    subs.append(
                        (token.extent.start.offset, token.extent.end.offset, values[offset])
                    )
    return values


# Parameter types the block body reads through a local copy (canonical libclang kinds).
_COPIED_PARAMETER_KINDS = {
    "POINTER", "BOOL", "CHAR_S", "CHAR_U", "SCHAR", "UCHAR", "SHORT", "USHORT", "INT", "UINT",
    "LONG", "ULONG", "LONGLONG", "ULONGLONG", "FLOAT", "DOUBLE", "ENUM",
}  # fmt: skip


def _parameter_copies(kernel: _Kernel) -> dict:
    """PARM_DECL offset -> (local name, its type, parameter name) for the scalar and pointer
    parameters the block body reads through a local copy made once per block. The body lambda
    captures parameters by reference, so GCC reloads one after every store that may alias it (a
    char or int store: a guard flag, a histogram bin) and then vectorizes nothing; a local whose
    address is never taken has no such store. Split kernels never modify a parameter or take its
    address (_scan_modifications), so the copy always holds the parameter's value."""
    copies = {}
    for token in kernel.tokens:
        if token.kind.name != "IDENTIFIER":
            continue
        kind, offset = kernel._decl_key(token)
        if kind != "PARM_DECL" or offset in copies:
            continue
        if token.cursor.referenced.type.get_canonical().kind.name in _COPIED_PARAMETER_KINDS:
            # decltype keeps __restrict__, and names T in a template kernel.
            name = token.spelling
            copies[offset] = (f"cuport_p_{name}_", f"decltype({name})", name)
    return copies


def _substitutions(
    kernel: _Kernel,
    hoisted: set,
    remat: set,
    exit_code: str | None,
    copies: dict,
    replaced: list = (),
) -> list:
    """replaced: (start, end, text) rewrites made first; the built-ins inside them stay."""
    subs = list(replaced)
    tokens = kernel.tokens
    for i, token in enumerate(tokens):
        start, end = token.extent.start.offset, token.extent.end.offset
        spelling = token.spelling
        if any(r_start <= start < r_end for r_start, r_end, _ in replaced):
            continue
        if token.kind.name == "IDENTIFIER" and spelling in BUILTIN_LOCALS:
            if i == 0 or tokens[i - 1].spelling not in (".", "->", "::"):
                subs.append((start, end, BUILTIN_LOCALS[spelling]))
            continue
        if token.kind.name == "IDENTIFIER":
            kind, offset = kernel._decl_key(token)
            if kind == "PARM_DECL" and offset in copies:
                subs.append((start, end, copies[offset][0]))
                continue
            if kind == "VAR_DECL" and offset in hoisted:
                name = f"cuport_v_{spelling}_{offset}[cuport_lin_]"
                if offset == start:  # the declaration: `T x = init;` -> `x[lin] = init;`
                    statement = kernel.vars[offset]["statement"]
                    first_decl = kernel._declares(statement)[0].location.offset
                    following = tokens[i + 1].spelling if i + 1 < len(tokens) else ";"
                    if following != "=":
                        raise Unsupported(f"{spelling} is declared without `= value`")
                    if offset == first_decl:
                        subs.append((statement.extent.start.offset, end, name))
                    else:  # a later declarator: `, y = v` -> `; y[lin] = v`
                        comma = i - 1
                        while comma > 0 and tokens[comma].spelling != ",":
                            comma -= 1
                        subs.append((tokens[comma].extent.start.offset, end, "; " + name))
                else:
                    subs.append((start, end, name))
            continue
        if exit_code and spelling == "return" and i + 1 < len(tokens):
            if tokens[i + 1].spelling == ";":
                subs.append((start, tokens[i + 1].extent.end.offset, exit_code + ";"))
    values = _rematerialize(kernel, remat, subs)
    _rematerialize_versions(kernel, values, subs)
    for offset, points in kernel.redeclared.items():
        type_name = re.sub(r"\bvolatile\b", "", kernel.vars[offset]["decl"].type.spelling).strip()
        subs += [(point, point, type_name + " ") for point in points]
    subs += _exchange_substitutions(kernel, subs)
    # A declaration rewrite covers its type tokens; drop substitutions inside it.
    subs.sort()
    merged = []
    for sub in subs:
        if merged and sub[0] < merged[-1][1]:
            if sub[1] <= merged[-1][1]:
                continue
            raise Unsupported(f"overlapping rewrites {merged[-1]} {sub}")
        merged.append(sub)
    return merged


def _exchange_substitutions(kernel: _Kernel, subs: list) -> list:
    """Each warp operation becomes a read of its warp's staged operands; the staged operand's
    own text (with the kernel's other substitutions) is kept for the staging loop."""

    def render(cursor) -> str:
        return _render(kernel.data, subs, cursor.extent.start.offset, cursor.extent.end.offset)

    out = []
    for exchange in kernel.exchanges:
        exchange.staged_text = render(exchange.operand)
        # Defaulted arguments (width) appear with an empty extent: leave them to the helper.
        arguments = [
            a for a in exchange.call.get_arguments() if a.extent.end.offset > a.extent.start.offset
        ]
        _, operand_index = WARP_EXCHANGES[exchange.call.spelling]
        if exchange.helper in _VOTES:
            mask = render(arguments[0]) if operand_index == 1 else "~0ull"
            rest = [mask]
        else:
            rest = [render(a) for a in arguments[operand_index + 1 :]]
        call = (
            f"::cuport::cpu::lowered::{exchange.helper}(cuport_w{exchange.index}_, cuport_lin_,"
            f" static_cast<unsigned>(cuport_row_) + cuport_x_, cuport_nthreads_, {', '.join(rest)})"
        )
        out.append((exchange.call.extent.start.offset, exchange.call.extent.end.offset, call))
    return out


_COMPARES = {"<": "less", "<=": "less_equal", ">": "greater", ">=": "greater_equal", "==": "equal"}
_MIRRORED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "=="}


@dataclass
class Narrowing:
    """A statement `if (X op bound) S` (no else) where X is threadIdx.x, or a uniform offset
    plus threadIdx.x (`int i = blockIdx.x * blockDim.x + threadIdx.x`, see lane_index.py),
    directly or through a rematerialized copy, and bound is the same for every thread: the threads
    that pass are one run of x, which cpu_lowered.h's active_threads() computes once, so the x
    loop covers just them. Or a test on a value derived from X (Derived): `warp == 0` with
    warp = threadIdx.x / warpSize is a run too, `lane == 0` with lane = threadIdx.x % warpSize
    every warpSize-th thread."""

    x_type: str  # X's type, as C++ spells it
    compare: str  # the ::cuport::cpu::Compare enumerator, the tested value on the left
    bound: tuple  # (start, end) byte range of the bound
    condition: tuple  # (start, end) byte range of the whole condition
    offset: tuple | None = None  # X = lane_index<X>(S, threadIdx.x, ...): S's byte range
    derived: Derived | None = None  # the test is on X % M, X & M or X / M, not on X


@dataclass
class LaneDemand:
    """A loop `for (...; o > 0; o /= 2) v op= f(v, __shfl_down_sync(m, v, o))` (or xor) after
    which the kernel reads v only under tests (Narrowing) that may pass warps' first lanes
    alone: where they do, each step computes the lanes below o (the rest are never read)."""

    staging: Staging  # the loop body's staging of v
    delta: object  # the cursor of the warp operation's offset argument, o
    tests: list


@dataclass
class Derived:
    """Y = X % M, X & M (only `==` tested: residue_threads) or X / M (quotient_threads), with M
    the same for every thread."""

    operator: str  # "%", "&" or "/"
    y_type: str  # Y's type, as C++ spells it (a variable's, where Y is one)
    operand: tuple  # (start, end) byte range of M


def _unwrapped(node):
    """The expression inside parentheses and implicit conversions."""
    while node.kind.name in ("UNEXPOSED_EXPR", "PAREN_EXPR"):
        children = list(node.get_children())
        if len(children) != 1:
            break
        node = children[0]
    return node


def _token_span(kernel: _Kernel, node) -> tuple[int, int]:
    """Indices [first, stop) of node's tokens."""
    return _token_span_of(kernel, (node.extent.start.offset, node.extent.end.offset))


def _token_span_of(kernel: _Kernel, span: tuple) -> tuple[int, int]:
    """Indices [first, stop) of the tokens in the byte range span."""
    start, end = span
    indices = [i for i, t in enumerate(kernel.tokens) if start <= t.extent.start.offset < end]
    return (indices[0], indices[-1] + 1) if indices else (0, 0)


def _is_thread_x(kernel: _Kernel, node, remat: set):
    """(C++ type, offset) if node's value is threadIdx.x plus a uniform offset: threadIdx.x
    itself (offset None), `lane_index<T>(S, threadIdx.x, blockDim.x)` with S the same for every
    thread (offset: S's byte range), or a variable initialized from either and recomputed where
    used (so it still holds that value). None otherwise."""
    node = _unwrapped(node)
    first, stop = _token_span(kernel, node)
    spellings = [t.spelling for t in kernel.tokens[first:stop] if t.spelling not in ("(", ")")]
    if spellings == ["threadIdx", ".", "x"]:
        return "unsigned int", None
    if node.kind.name == "CALL_EXPR" and node.spelling in _PURE_HELPERS:
        return _lane_index_offset(kernel, node, remat)
    variable = _recomputed(kernel, node, remat)
    if variable is None:
        return None
    type_name, initializer = variable
    found = _is_thread_x(kernel, initializer, remat)
    if found is None or (found[1] is not None and found[0] != type_name):
        return None  # lane_index<T> converted again: not T(S + x) any more
    return type_name, found[1]


def _recomputed(kernel: _Kernel, node, remat: set):
    """(type, initializer) of the variable node names, where it is one of remat (recomputed
    from its initializer where used) with one initializer and a type spelled out; None
    otherwise."""
    offset = _variable_of(kernel, node)
    if offset is None or offset not in remat:
        return None
    decl = kernel.vars[offset]["decl"]
    type_name = _unqualified(decl.type)
    initializer = [c for c in decl.get_children() if c.kind.name != "TYPE_REF"]
    if "auto" in type_name or len(initializer) != 1:
        return None
    return type_name, initializer[0]


def _thread_derived(kernel: _Kernel, node, remat: set):
    """(X's type, X's offset, Derived) if node's value is X % M, X & M or X / M, X as
    _is_thread_x finds it and M pure and the same for every thread, directly or through a
    variable recomputed where used; None otherwise."""
    node = _unwrapped(node)
    if node.kind.name == "BINARY_OPERATOR":
        operands = list(node.get_children())
        if len(operands) != 2:
            return None
        left, right = operands
        between = kernel._tokens_in(left.extent.end.offset, right.extent.start.offset)
        if len(between) != 1 or between[0].spelling not in ("%", "&", "/"):
            return None
        found = _is_thread_x(kernel, left, remat)
        first, stop = _token_span(kernel, right)
        start, end = right.extent.start.offset, right.extent.end.offset
        if found is None or not kernel.uniform(start, end) or not _pure(kernel, first, stop, set()):
            return None
        y_type = _unqualified(node.type)
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


def _lane_index_offset(kernel: _Kernel, call, remat: set):
    """(T, S's byte range) for `lane_index<T>(S, X, blockDim.x)` with a uniform, pure S and X
    threadIdx.x or a rematerialized copy of it; None otherwise."""
    arguments = list(call.get_arguments())
    if len(arguments) != 3:
        return None
    first, stop = _token_span(kernel, arguments[2])
    if [t.spelling for t in kernel.tokens[first:stop]] != ["blockDim", ".", "x"]:
        return None
    found = _is_thread_x(kernel, arguments[1], remat)
    if found is None or found[1] is not None:
        return None
    start, end = arguments[0].extent.start.offset, arguments[0].extent.end.offset
    first, stop = _token_span(kernel, arguments[0])
    if not kernel.uniform(start, end) or not _pure(kernel, first, stop, set()):
        return None
    return _unqualified(call.type), (start, end)


def _thread_comparison(kernel: _Kernel, test, remat: set, unchanged: tuple) -> Narrowing | None:
    """test as `X op bound` (Narrowing), with bound pure, the same for every thread and not
    changed in the byte range unchanged; None otherwise. test's extent is the condition."""
    test = _unwrapped(test)
    operands = list(test.get_children())
    if test.kind.name != "BINARY_OPERATOR" or len(operands) != 2:
        return None
    left, right = operands
    between = kernel._tokens_in(left.extent.end.offset, right.extent.start.offset)
    if len(between) != 1 or between[0].spelling not in _COMPARES:
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
        first, stop = _token_span(kernel, bound_side)
        names = {kernel._decl_key(t)[1] for t in kernel.tokens[first:stop]}
        for span in (x_offset, derived.operand if derived else None):
            if span is not None:  # (X's offset and M are read before the loop too)
                s_first, s_stop = _token_span_of(kernel, span)
                names |= {kernel._decl_key(t)[1] for t in kernel.tokens[s_first:s_stop]}
        changed = any(
            unchanged[0] <= at < unchanged[1] and name in names for at, name in kernel.modified_at
        )
        if changed or not kernel.uniform(start, end) or not _pure(kernel, first, stop, set()):
            return None
        condition = (test.extent.start.offset, test.extent.end.offset)
        return Narrowing(x_type, _COMPARES[x_operator], (start, end), condition, x_offset, derived)
    return None


def _narrowing(kernel: _Kernel, statement, remat: set) -> Narrowing | None:
    if statement.kind.name != "IF_STMT":
        return None
    children = list(statement.get_children())
    if len(children) != 2 or children[0].kind.name == "DECL_STMT":
        return None
    then = (children[1].extent.start.offset, children[1].extent.end.offset)
    found = _thread_comparison(kernel, children[0], remat, then)
    if found is not None:
        found.condition = (children[0].extent.start.offset, children[0].extent.end.offset)
    return found


# Clang's kinds of the types a per-thread value may have for _ping_pong (built-in numbers).
_NUMBERS = {
    "BOOL", "CHAR_U", "UCHAR", "CHAR16", "CHAR32", "USHORT", "UINT", "ULONG", "ULONGLONG",
    "CHAR_S", "SCHAR", "WCHAR", "SHORT", "INT", "LONG", "LONGLONG", "FLOAT", "DOUBLE",
    "LONGDOUBLE",
}  # fmt: skip
_FLOATING = {"FLOAT", "DOUBLE", "LONGDOUBLE"}


def _variable_of(kernel: _Kernel, node) -> int | None:
    """The declaration offset of the variable node names (parentheses aside), or None."""
    node = _unwrapped(node)
    if node.kind.name != "DECL_REF_EXPR":
        return None
    first, stop = _token_span(kernel, node)
    tokens = [t for t in kernel.tokens[first:stop] if t.spelling not in ("(", ")")]
    if len(tokens) != 1:
        return None
    kind, offset = kernel._decl_key(tokens[0])
    return offset if kind == "VAR_DECL" else None


def _region_locals(kernel: _Kernel, statements, remat: set) -> set:
    """remat, and the variables statements declare that could be recomputed where used (never
    changed, a pure initializer): a test may read them as what they were initialized to."""
    start, end = statements[0].extent.start.offset, statements[-1].extent.end.offset
    local = set(remat)
    for offset, facts in kernel.vars.items():
        if start <= offset < end and not facts["uniform"] and offset not in local:
            if _rematerializable(kernel, offset, local):
                local.add(offset)
    return local


def _computable_before(kernel: _Kernel, comparison: Narrowing, start: int, end: int) -> bool:
    """Whether comparison's bound, X's offset and M name no variable declared in [start, end),
    a region's text: the code that computes its threads runs outside that region's loop."""
    spans = [comparison.bound, comparison.offset]
    if comparison.derived is not None:
        spans.append(comparison.derived.operand)
    for span in filter(None, spans):
        first, stop = _token_span_of(kernel, span)
        for token in kernel.tokens[first:stop]:
            offset = kernel._decl_key(token)[1]
            if offset is not None and start <= offset < end:
                return False
    return True


def _reads_thread_x(kernel: _Kernel, first: int, stop: int, local: set) -> bool:
    """Whether tokens [first, stop), pure (_pure with local known), read threadIdx.x: directly
    or through a variable of local, recomputed from its initializer."""
    tokens = kernel.tokens
    for i in range(first, stop):
        token = tokens[i]
        if token.spelling == "threadIdx" and token.kind.name == "IDENTIFIER":
            if _reads_x(tokens, i):
                return True
            continue
        kind, offset = kernel._decl_key(token)
        if kind == "VAR_DECL" and offset in local and offset != token.extent.start.offset:
            span = _initializer(kernel, offset)
            if span is None or _reads_thread_x(kernel, *span, local):
                return True
    return False


def _foldable_comparisons(kernel: _Kernel, statements, remat: set, subs: list) -> list:
    """The tests `X op bound` (Narrowing) inside statements, a region run as one thread loop,
    that hold for every thread of a block away from the grid's edge (`i < n ? in[i] : 0` with
    i = blockIdx.x * blockDim.x + threadIdx.x): the region gets a second version of its loop in
    which they read true, run where active_threads() finds that every thread passes, so its loads
    need no mask (GCC's masked loads stream at half speed). The bound and X's offset are computed
    before the loop, so they may not name a variable the region declares; X may be a variable the
    region declares, when never changed. Each test's text must be rewritten as a whole."""
    start, end = statements[0].extent.start.offset, statements[-1].extent.end.offset
    local = _region_locals(kernel, statements, remat)
    found = []
    for statement in statements:
        for node in statement.walk_preorder():
            if node.kind.name != "BINARY_OPERATOR":
                continue
            comparison = _thread_comparison(kernel, node, local, (start, end))
            if comparison is None or comparison.compare == "equal" or comparison.derived:
                continue
            if comparison.offset is None and comparison.compare.startswith("greater"):
                continue  # threadIdx.x > bound: thread 0 fails it wherever the bound is >= 0
            if not _computable_before(kernel, comparison, start, end):
                continue
            c_start, c_end = comparison.condition
            if any(
                sub[0] < c_end and c_start < sub[1] and not (c_start <= sub[0] and sub[1] <= c_end)
                for sub in subs
            ):
                continue  # a rewrite reaches outside the test (a declaration's)
            found.append(comparison)
    return found


# ---- warp reductions whose result only warps' first lanes read (_Emitter._lane_demand) ----

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


def _halving_offset(kernel: _Kernel, loop) -> int | None:
    """The variable o of `for (...; o > 0; o /= 2)` (or o >= 1, 0 < o; o >>= 1, o = o / 2,
    o = o >> 1), an integer changed nowhere else in the kernel: the offsets a step sees later
    are o / 2, o / 4, ..., 1, which add up to less than o. None for other loops."""
    if loop is None or loop.kind.name != "FOR_STMT":
        return None
    tokens = kernel._statement_tokens(loop)
    open_index = kernel.by_offset[tokens[1].extent.start.offset]
    close = kernel._matching(open_index)
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
                kind, offset = kernel._decl_key(token)
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
    if decl is None or decl.type.get_canonical().kind.name not in _NUMBERS - _FLOATING:
        return None
    head = (tokens[0].extent.start.offset, kernel.tokens[close].extent.end.offset)
    if any(name == offset and not head[0] <= at < head[1] for at, name in kernel.modified_at):
        return None
    return offset


def _reduction_step(kernel: _Kernel, value, exchange: Exchange, offset: int) -> bool:
    """Whether `v op= value`, value reading exchange `__shfl_down/xor(..., v, o...)`, is a step
    a lane may skip: o is offset, and nothing else in value has an effect (an assignment, a call
    other than to a function of the runtime's or the system's without side effects)."""
    if exchange.helper not in ("shfl_down", "shfl_xor"):
        return False
    arguments = list(exchange.call.get_arguments())
    delta_index = WARP_EXCHANGES[exchange.call.spelling][1] + 1
    if len(arguments) <= delta_index or _variable_of(kernel, arguments[delta_index]) != offset:
        return False
    first, stop = _token_span(kernel, value)
    if any(t.spelling in _ASSIGN_OPS for t in kernel.tokens[first:stop]):
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


def _library_function(kernel: _Kernel, declaration) -> bool:
    """Whether a function is the runtime's or the system's (not the user's): the runtime's
    headers declare global functions too (cpu_math.h's max, fminf, ...)."""
    if _in_runtime(declaration) or declaration.location.is_in_system_header:
        return True
    where = declaration.location.file
    if where is None:
        return False
    path = Path(where.name).resolve()
    return any(path.is_relative_to(Path(folder).resolve()) for folder in kernel.runtime_folders)


def _first_lane_test(kernel: _Kernel, condition, remat: set, unchanged: tuple):
    """A Narrowing for condition (or a conjunct of it) that code before unchanged[0] can
    evaluate: a test on the thread index to check at run time (first_lanes()) for passing only
    warps' first lanes (`lane == 0`, `threadIdx.x == 0`); None if there is none."""
    condition = _unwrapped(condition)
    if condition.kind.name == "BINARY_OPERATOR":
        left, right = list(condition.get_children())
        between = kernel._tokens_in(left.extent.end.offset, right.extent.start.offset)
        if len(between) == 1 and between[0].spelling == "&&":
            return _first_lane_test(kernel, left, remat, unchanged) or _first_lane_test(
                kernel, right, remat, unchanged
            )
    comparison = _thread_comparison(kernel, condition, remat, unchanged)
    if comparison is None or comparison.offset is not None or comparison.compare != "equal":
        return None
    if comparison.derived is not None and comparison.derived.operator == "/":
        return None  # (a run of threads: a warp's every lane)
    if not _computable_before(kernel, comparison, *unchanged):
        return None
    return comparison


def _assignment(kernel: _Kernel, statement):
    """(target, operator, value) of `target = value` or `target op= value`, or None."""
    statement = _unwrapped(statement)
    if statement.kind.name not in ("BINARY_OPERATOR", "COMPOUND_ASSIGNMENT_OPERATOR"):
        return None
    target, value = list(statement.get_children())
    between = kernel._tokens_in(target.extent.end.offset, value.extent.start.offset)
    if len(between) != 1 or between[0].spelling not in _ASSIGN_OPS - {"++", "--"}:
        return None
    return target, between[0].spelling, value


def _assigned_anew(kernel: _Kernel, statement, variable: int) -> bool:
    """`variable = value` with value not reading it."""
    assignment = _assignment(kernel, statement)
    if assignment is None:
        return False
    target, operator, value = assignment
    return (
        operator == "="
        and _variable_of(kernel, target) == variable
        and not kernel.names(value, variable)
    )


def _reads_after(kernel: _Kernel, statements, variable: int, remat: set, start: int, tests: list):
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


def _first_lane_reads(kernel: _Kernel, loop, variable: int, remat: set) -> list | None:
    """The tests under which the kernel reads variable after loop, where it reads it nowhere
    else before assigning it anew (_reads_after); None where it may (in a loop around this one,
    or outside such tests)."""
    tests: list = []
    return _lane_reads_after(kernel, loop, variable, remat, loop.extent.start.offset, tests)


def _lane_reads_after(kernel: _Kernel, node, variable: int, remat: set, start: int, tests: list):
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


def _copy_of(kernel: _Kernel, statement, variable: int) -> int | None:
    """w, where statement is `w = variable` or declares `T w = variable` alone."""
    statement = _unwrapped(statement)
    if statement.kind.name == "DECL_STMT":
        decls = list(statement.get_children())
        if len(decls) != 1 or decls[0].kind.name != "VAR_DECL":
            return None
        values = [c for c in decls[0].get_children() if c.kind.name != "TYPE_REF"]
        if len(values) == 1 and _variable_of(kernel, values[0]) == variable:
            return decls[0].location.offset
        return None
    assignment = _assignment(kernel, statement)
    if assignment is None:
        return None
    target, operator, value = assignment
    if operator != "=" or _variable_of(kernel, value) != variable:
        return None
    return _variable_of(kernel, target)


def _intersected(x_range, begin: str, end: str) -> tuple:
    """The x range of the threads of x_range (all where None) in [begin, end)."""
    if x_range is None:
        return (begin, end)
    first, stop, *step = x_range
    if step:
        first = f"::cuport::cpu::stride_from({first}, {step[0]}, {begin})"
    else:
        first = f"std::max<int>({first}, {begin})"
    return (first, f"std::min<int>({stop}, {end})", *step)


def _items_in(items: list):
    """items and those of their Structured items' parts, depth first."""
    for item in items:
        yield item
        if isinstance(item, Structured):
            for part in item.parts:
                yield from _items_in(part)


def _guarded_by(item, guard: int) -> bool:
    """Whether item runs only for the threads whose flag guard is set (all of a Structured's)."""
    if isinstance(item, Structured):
        return all(_guarded_by(inner, guard) for part in item.parts for inner in part)
    return item in SPLITS or getattr(item, "guard", None) == guard


def _structured_in(items: list):
    return (item for item in _items_in(items) if isinstance(item, Structured))


def _swapped(swaps: list) -> list:
    """(number, array) for each array a warp phase's ping-pongs swap."""
    arrays = []
    for pair in swaps:
        arrays.extend(a for a in pair if a not in arrays)
    return list(enumerate(arrays))


def _span(guard: int) -> tuple:
    """The x range of a loop guarded by flag guard: where its flags are set (scan_flags)."""
    return (f"cuport_g{guard}_span_.begin", f"cuport_g{guard}_span_.end")


def _row_run(guard: int) -> tuple:
    """The x range of a row whose guard flags are set in one run (scan_rows)."""
    return (
        f"cuport_g{guard}_rows_[cuport_rowi_].begin",
        f"cuport_g{guard}_rows_[cuport_rowi_].end",
    )


class _Emitter:
    def __init__(
        self,
        kernel: _Kernel,
        substitutions: list,
        tracks_exits: bool,
        in_lambda: bool,
        remat: set = frozenset(),
        layout: str = "block",
        hoisted: set = frozenset(),
    ):
        self.kernel = kernel
        self.hoisted = hoisted  # variables kept in per-thread arrays
        # Those whose array a warp operation swaps with its staging array (_ping_pong): their
        # arrays have the slack a staging array has, and no __restrict__ (the pointer changes).
        self.ping_pong: set = set()
        self.subs = substitutions
        self.tracks_exits = tracks_exits
        self.in_lambda = in_lambda
        self.remat = remat
        self.layout = layout  # thread_loop_open's
        # Threads in a row of the thread loops: a wide row has a batch's blocks side by side.
        self.threads_x = "cuport_lanes_" if layout == "wide" else "cuport_bdim_.x"
        # Set when code that runs once per call (outside the thread loops) reads blockIdx.x,
        # which a batched call does not have: the body must then run one block per call.
        self.reads_block_x_outside = False
        self.interchanged = False  # a uniform loop runs around thread loops (_interchange)
        self.demand: LaneDemand | None = None  # of the reduction loop being emitted
        self.demands: dict = {}  # id of a Structured loop -> its LaneDemand or None
        # Set while a warp phase (_warp_phase) is emitted: its thread loops run over the x range
        # [begin, end) of one warp, within the row its loops around them choose; lanes names the
        # reduction step's lane count (reduction_lanes) in a LaneDemand loop; swaps, the arrays
        # a ping-pong swaps (restored for each warp).
        self.window: tuple | None = None
        self.lanes: str | None = None
        self.swaps: list = []
        # A warp phase's code that runs once before its warps (what the thread loops' preludes
        # compute is pure and the same for every warp), and whether the items being emitted are
        # the phase's own (not inside a loop of it, whose variable a prelude may read).
        self.phase_preludes: list = []
        self.phase_level = False
        # The region testing the guard of a warp phase that visits only that guard's warps.
        self.phase_guard: Region | None = None
        self.names = 0  # numbers the locals a region declares ahead of its thread loop

    def text(self, start: int, end: int, replacements=()) -> str:
        """The rendered text of [start, end); replacements (start, end, text) take the place of
        whatever else would be rendered there."""
        subs = [
            sub
            for sub in self.subs
            if not any(sub[0] < r_end and r_start < sub[1] for r_start, r_end, _ in replacements)
        ]
        text = _render(self.kernel.data, subs + list(replacements), start, end)
        if self.lanes is not None:  # a LaneDemand step: its warp operation reads near lanes
            exchange = self.demand.staging.exchanges[0]
            call = f"::cuport::cpu::lowered::{exchange.helper}"
            staged = f"(cuport_w{exchange.index}_,"
            text = text.replace(call + staged, f"{call}_near{staged}")
        return text

    def outside(self, start: int, end: int) -> str:
        """text() for code that runs once per call, outside the thread loops."""
        tokens = self.kernel._tokens_in(start, end)
        for i, token in enumerate(tokens):
            if token.spelling == "blockIdx" and token.kind.name == "IDENTIFIER":
                self.reads_block_x_outside |= _reads_x(tokens, i)
        return self.text(start, end)

    def _name(self, what: str) -> str:
        self.names += 1
        return f"cuport_{what}{self.names}_"

    def _line(self, offset: int) -> str:
        line = presumed_line(self.kernel.data, self.kernel.data[:offset].count(b"\n") + 1)
        return f'\n#line {line} "{self.kernel.filename}"\n'

    def items(self, items: list, end: int) -> str:
        out = []
        skip = set()
        for index, item in enumerate(items):
            following = self._start_of(items[index + 1]) if index + 1 < len(items) else end
            if item in SPLITS or index in skip:
                continue
            if isinstance(item, Staging) and index + 2 < len(items):
                with self._reduction_step(item):
                    swapped = self._ping_pong(item, items[index + 2])
                if swapped is not None:
                    out.append(swapped)
                    skip.add(index + 2)
                    continue
                if self._restricts(item):  # (a guarded step: staged first, every lane)
                    out.append(self.staging(item))
                    with self._reduction_step(item):
                        out.append(self.region(items[index + 2], _UNKNOWN_END))
                    skip.add(index + 2)
                    continue
            if isinstance(item, Uniform):
                start = item.statement.extent.start.offset
                out.append(
                    self._line(start) + self.outside(start, item.statement.extent.end.offset) + ";"
                )
            elif isinstance(item, Staging):
                out.append(self.staging(item))
            elif isinstance(item, Region):
                out.append(self.region(item, following))
            else:
                out.append(self.structured(item))
        return "".join(out)

    def body(self, items: list, end: int) -> str:
        """items(), the kernel's top-level items: each run between __syncthreads() that holds a
        warp reduction (LaneDemand) is a warp phase where it can be (_warp_phase)."""
        if self.layout != "block" or self.tracks_exits or self.in_lambda:
            return self.items(items, end)
        out = []
        first = 0
        for index in range(len(items) + 1):
            if index < len(items) and items[index] != BLOCK_SPLIT:
                continue
            following = self._start_of(items[index]) if index < len(items) else end
            segment = items[first:index]
            phase = self._warp_phase(segment, following) if segment else None
            out.append(phase if phase is not None else self.items(segment, following))
            first = index + 1
        return "".join(out)

    def _warp_phase(self, items: list, following: int) -> str | None:
        """items (no __syncthreads() among them) run warp by warp: each warp's threads go through
        all of them before the next warp's do (a schedule CUDA allows without a block barrier), so
        a reduction's values stay in the cache and its steps compute just the lanes read later
        (LaneDemand); where a block's rows are not whole warps, or a guard's threads are not one
        run, the items run as usual. None where a phase does not fit: no LaneDemand loop, a
        declaration of a uniform value after the first thread loop (its scope would end with the
        warp's), or a guard whose threads a test on the thread index does not name."""
        leading = 0
        while leading < len(items) and isinstance(items[leading], (Uniform, str)):
            leading += 1
        rest = items[leading:]
        if not rest or any(isinstance(item, Uniform) for item in rest):
            return None
        if not any(self._lane_demand(s) is not None for s in _structured_in(rest)):
            return None
        start = self._start_of(rest[0])
        heads = {
            item.guard_id: item for item in rest if isinstance(item, Region) and item.guard_head
        }
        runs = {}
        for guard, region in heads.items():
            passing = self._guard_run(region, start)
            if passing is None or passing[1]:
                return None  # (a run per row: its warps' windows differ from row to row)
            runs[guard] = passing[0]
        checks = ["cuport_bdim_.x % ::cuport::cpu::warp_size() == 0u"]
        checks += [f"({run}).exact" for run in runs.values()]
        for item in _items_in(rest):
            guard = getattr(item, "guard", None)
            if guard is not None and guard not in heads:
                return None
        for loop in _structured_in(rest):
            demand = self._lane_demand(loop)
            for test in demand.tests if demand is not None else []:
                if not _computable_before(self.kernel, test, start, test.condition[1]):
                    return None
                # (only warps' first lanes read the result: else each step needs every lane)
                checks.append(f"::cuport::cpu::first_lanes({self._threads_passing(test)})")
        before = self.items(items[:leading], start)
        as_usual = self.items(rest, following)
        warp = "static_cast<int>(::cuport::cpu::warp_size())"
        windows = ("0", "static_cast<int>(cuport_bdim_.x)")
        self.phase_preludes, self.phase_level = [], True
        head = rest[0]
        if len(heads) == 1 and isinstance(head, Region) and head.statements == [head.guard_head]:
            if all(_guarded_by(item, head.guard_id) for item in rest[1:]):
                # Everything after the test runs for the threads that pass it (`warp == 0`):
                # just their warps' windows, with no flags (the guard's run says where).
                run, flags = self._name("run"), f"cuport_g{head.guard_id}_"
                self.phase_preludes.append(
                    f" const ::cuport::cpu::ThreadStride {run} = {runs[head.guard_id]};"
                    f" {flags}all_ = ::cuport::cpu::range_rows({run}, {self.threads_x},"
                    f" cuport_nthreads_, {flags}span_, {flags}rows_, {flags}dense_);"
                )
                windows = (f"{run}.begin / {warp} * {warp}", f"{run}.end")
                rest = rest[1:]
                self.phase_guard = head
        self.window, self.swaps = ("cuport_wb_", "cuport_we_"), []
        windowed = self.items(rest, following)
        self.window, self.phase_level, self.phase_guard = None, False, None
        saved = "".join(self.phase_preludes)
        saved += "".join(f" auto* const cuport_saved{i}_ = {a};" for i, a in _swapped(self.swaps))
        restore = "".join(f" {a} = cuport_saved{i}_;" for i, a in _swapped(self.swaps))
        return (
            before
            + f" if ({' && '.join(checks)}) {{{saved}"
            + THREAD_ROWS_OPEN
            + f" for (int cuport_wb_ = {windows[0]}; cuport_wb_ < {windows[1]};"
            f" cuport_wb_ += {warp}) {{ const int cuport_we_ = cuport_wb_ + {warp};{restore}"
            + windowed
            + " } } } else {"
            + as_usual
            + " }"
        )

    def _restricts(self, staging: Staging) -> bool:
        """Whether staging is the LaneDemand loop's, emitted in a warp window with its lanes."""
        return (
            self.window is not None
            and self.lanes is not None
            and self.demand is not None
            and self.demand.staging is staging
        )

    @contextmanager
    def _reduction_step(self, staging: Staging):
        """Emission of staging's update: over the reduction's lanes of the warp's window."""
        if not self._restricts(staging):
            yield
            return
        saved = self.window
        begin, end = saved
        self.window = (begin, f"std::min<int>({end}, {begin} + {self.lanes})")
        yield
        self.window = saved

    def _start_of(self, item) -> int:
        if item in SPLITS:
            return (
                _UNKNOWN_END  # a barrier's text is dropped: the region before it ends at its start
            )
        if isinstance(item, Uniform):
            return item.statement.extent.start.offset
        if isinstance(item, Staging):
            return item.anchor
        if isinstance(item, Region):
            return item.statements[0].extent.start.offset
        return item.head[0]

    def _thread_loop(
        self, code: str, line_offset: int, x_range=None, prelude: str = "", fold=None
    ) -> str:
        """code run for each thread of the block (for x in x_range only, when given); prelude
        runs first, once per block. fold: (flag, code's version for where flag is set), the
        prelude having set flag; the loops then come twice, one version run per block."""
        if self.window is not None:
            return self._window_loop(code, line_offset, x_range, prelude, fold)
        if fold is None:
            return (
                thread_loop_open(x_range, self.layout, prelude)
                + self._per_thread(code, line_offset)
                + thread_loop_close(self.layout, prelude)
            )
        flag, folded = fold
        test = f"{prelude} if ({flag}) {{"
        return (
            thread_loop_open(x_range, self.layout, test)
            + self._per_thread(folded, line_offset)
            + THREAD_LOOP_CLOSE
            + " } else {"
            + thread_loop_open(x_range, self.layout, rows_only=True)
            + self._per_thread(code, line_offset)
            + THREAD_LOOP_CLOSE
            + " } }"  # the else, and the prelude's block (a batch's loop over its blocks)
        )

    def _window_loop(self, code: str, line_offset: int, x_range, prelude: str, fold) -> str:
        """_thread_loop's loop in a warp phase: over x_range's threads in the warp's window."""
        loop = thread_x_open(_intersected(x_range, *self.window))
        if self.phase_level:
            self.phase_preludes.append(prelude)
            prelude = ""
        if fold is None:
            return f" {{{prelude}{loop}{self._per_thread(code, line_offset)} }} }}"
        flag, folded = fold
        return (
            f" {{{prelude} if ({flag}) {{{loop}{self._per_thread(folded, line_offset)} }}"
            f" }} else {{{loop}{self._per_thread(code, line_offset)} }} }} }}"
        )

    def _per_thread(self, code: str, line_offset: int) -> str:
        """The body of the x loop: code, run for thread cuport_tid_."""
        loop = ""
        if self.tracks_exits:
            loop += " if (cuport_exited_[cuport_lin_]) continue;"
        loop += " const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_;"
        if self.in_lambda:
            mark = " cuport_exited_[cuport_lin_] = 1;" if self.tracks_exits else ""
            return (
                loop
                + " if ([&]() -> bool {"
                + self._line(line_offset)
                + code
                + f"\n return false; }}()) {{{mark} }}"
            )
        return loop + " {" + self._line(line_offset) + code + "\n }"

    def _ping_pong(self, staging: Staging, region) -> str | None:
        """`v op= f(__shfl_*(v, ...))` (or `v = ...`), v a per-thread array of a number and every
        warp operation's operand: instead of copying v to the staging array and updating v from
        it, the update reads v and writes the staging array, and the two arrays' pointers swap
        (a warp reduction's steps: one loop each instead of two). None where that does not fit:
        a guard or thread exits (threads that skip the loop would leave stale values behind),
        except in a warp phase that visits only the guard's threads, where v is never read after
        the guard's `if` (the threads that skip it never read their stale values)."""
        if self.tracks_exits or self.in_lambda:
            return None
        if staging.guard is not None and (
            self.phase_guard is None or staging.guard != self.phase_guard.guard_id
        ):
            return None
        if not isinstance(region, Region) or region.guard != staging.guard or region.guard_head:
            return None
        if len(region.statements) != 1 or any(e.helper in _VOTES for e in staging.exchanges):
            return None
        if region.statements[0].extent.start.offset != staging.anchor:
            return None
        kernel = self.kernel
        assignment = _assignment(kernel, region.statements[0])
        if assignment is None:
            return None
        target, operator, value = assignment
        offset = _variable_of(kernel, target)
        if offset is None or offset not in self.hoisted or offset in kernel.versions:
            return None
        decl = kernel.vars[offset]["decl"]
        if decl.type.get_canonical().kind.name not in _NUMBERS:
            return None
        type_name = _unqualified(decl.type)
        for exchange in staging.exchanges:
            if _variable_of(kernel, exchange.operand) != offset or exchange.type_name != type_name:
                return None
        if any(
            kernel._address_taken(i)
            for i, t in enumerate(kernel.tokens)
            if t.kind.name == "IDENTIFIER" and kernel._decl_key(t)[1] == offset
        ):
            return None
        if staging.guard is not None:
            guard_end = self.phase_guard.guard_head.extent.end.offset
            if any(
                kernel._decl_key(t)[1] == offset and t.extent.start.offset >= guard_end
                for t in kernel.tokens
            ):
                return None
        self.ping_pong.add(offset)
        array = f"cuport_v_{decl.spelling}_{offset}"
        result = f"cuport_w{staging.exchanges[0].index}_"
        if self.window is not None and (array, result) not in self.swaps:
            self.swaps.append((array, result))
        rhs = self.text(value.extent.start.offset, value.extent.end.offset)
        for exchange in staging.exchanges:
            rhs = rhs.replace(f"cuport_w{exchange.index}_", array)
        if operator == "=":
            code = f"{result}[cuport_lin_] = ({rhs});"
        else:
            code = f"{result}[cuport_lin_] = {array}[cuport_lin_] {operator[:-1]} ({rhs});"
        start = region.statements[0].extent.start.offset
        x_range = None if staging.guard is None else _row_run(staging.guard)
        return self._thread_loop(code, start, x_range) + f" std::swap({array}, {result});"

    def staging(self, staging: Staging) -> str:
        """Store each lane's operands; a vote stages 0 for lanes that do not take part (cleared
        first), 1 for a false and 2 for a true predicate."""
        clear = []
        stores = []
        for exchange in staging.exchanges:
            target = f"cuport_w{exchange.index}_"
            if exchange.helper in _VOTES:
                clear.append(f" std::memset({target}, 0, cuport_nthreads_);")
                stores.append(f" {target}[cuport_lin_] = ({exchange.staged_text}) ? 2 : 1;")
            else:
                stores.append(f" {target}[cuport_lin_] = ({exchange.staged_text});")
        code = "".join(stores)
        if staging.guard is None:
            return "".join(clear) + self._thread_loop(code, staging.anchor)
        # As region(): untested where every thread passed the guard or those that did form one
        # run per row (masked stores, which the per-thread test costs, are slow).
        guard = staging.guard
        tested = f"if (cuport_g{guard}_[cuport_lin_]) {{ {code} }}"
        return (
            "".join(clear)
            + f" if (cuport_g{guard}_all_) {{"
            + self._thread_loop(code, staging.anchor)
            + f" }} else if (cuport_g{guard}_dense_) {{"
            + self._thread_loop(code, staging.anchor, _row_run(guard))
            + " } else {"
            + self._thread_loop(tested, staging.anchor, _span(guard))
            + " }"
        )

    def region(self, region: Region, following: int) -> str:
        if region.guard is None:
            return self._region(region, following, guarded=False)
        # Where every thread of the block passed the guard (all but the edge blocks), its regions
        # run without the per-thread test, which makes GCC mask their stores (slow) or leave
        # floating-point code scalar. So do edge blocks whose passing threads form one run per
        # row (a 2-D grid's right and bottom edges), over each row's run.
        guard = region.guard
        runs = ""
        if region.guard_head is None:  # (a nested guard's flags are set for every thread)
            runs = f" }} else if (cuport_g{guard}_dense_) {{" + self._region(
                region, following, guarded=False, x_range=_row_run(guard)
            )
        return (
            f" if (cuport_g{guard}_all_) {{"
            + self._region(region, following, guarded=False)
            + runs
            + " } else {"
            + self._region(region, following, guarded=True)
            + " }"
        )

    def _region(self, region: Region, following: int, guarded: bool, x_range=None) -> str:
        """guarded: test each thread's flag (over the flags' span); x_range: run only those
        threads of each row, untested (x_range is None where guarded or a guard is set)."""
        start = region.statements[0].extent.start.offset
        last_end = region.statements[-1].extent.end.offset
        # Include the statement's `;` (expression statements end before it) but nothing after.
        end = last_end
        tail = self.kernel.data[last_end:following] if following < (_UNKNOWN_END) else b""
        semicolon = tail.find(b";")
        if semicolon >= 0 and not tail[:semicolon].strip():
            end = last_end + semicolon + 1
        swapped = self._interchange(region, guarded, x_range)
        if swapped is not None:
            return swapped
        if region.guard_head is not None:
            head = region.guard_head
            tokens = self.kernel._statement_tokens(head)
            close = self.kernel._matching(self.kernel.by_offset[tokens[1].extent.start.offset])
            condition = self.text(
                tokens[2].extent.start.offset, self.kernel.tokens[close].extent.start.offset
            )
            code = self.text(start, head.extent.start.offset)
            if region.guard_exits:
                condition = f"!({condition})"
            code += f"cuport_g{region.guard_id}_[cuport_lin_] = ({condition});"
            if guarded:  # a nested guard: clear where the outer one is
                code = (
                    f"cuport_g{region.guard_id}_[cuport_lin_] = false;"
                    f" if (cuport_g{region.guard}_[cuport_lin_]) {{ {code}\n }}"
                )
            flags = f"cuport_g{region.guard_id}_"
            summary = (
                f"::cuport::cpu::scan_flags({flags}, {self.threads_x},"
                f" cuport_nthreads_, {flags}span_, {flags}rows_, {flags}dense_)"
            )
            loop = self._thread_loop(code, start)
            passing = self._guard_run(region, start)
            if passing is None:
                return loop + f" {flags}all_ = {summary};"
            # The flags' summary without a scan where the guard's run in each row is exact.
            run, per_row = passing
            exact = self._name("exact")
            summaries = f"{flags}span_, {flags}rows_, {flags}dense_"
            if per_row:
                rows = (
                    f"::cuport::cpu::guard_rows(cuport_bdim_, [&](unsigned cuport_y_,"
                    f" unsigned cuport_z_) {{ const uint3 cuport_tid_{{0u, cuport_y_, cuport_z_}};"
                    f" (void)cuport_tid_; return {run}; }}, {summaries}, {exact})"
                )
            else:
                rows = (
                    f"[&] {{ const ::cuport::cpu::ThreadStride cuport_run_ = {run};"
                    f" {exact} = cuport_run_.exact; return {exact} &&"
                    f" ::cuport::cpu::range_rows(cuport_run_, {self.threads_x},"
                    f" cuport_nthreads_, {summaries}); }}()"
                )
            exact_summary = f" bool {exact} = false; {flags}all_ = {rows};"
            if self._flags_unread(region):  # the loop then only sets flags: skipped if exact
                return exact_summary + f" if (!{exact}) {{ {loop} {flags}all_ = {summary}; }}"
            return loop + exact_summary + f" if (!{exact}) {flags}all_ = {summary};"
        statements = [s for s in region.statements if s.kind.name != "NULL_STMT"]
        if len(statements) == 1 and not guarded:  # (an inlined helper leaves a `;` behind)
            narrowed = self._narrowed(statements[0], start, end, x_range)
            if narrowed is not None:
                return narrowed
        code = self._completed(self.text(start, end))
        if guarded:
            code = f"if (cuport_g{region.guard}_[cuport_lin_]) {{ {code}\n }}"
            return self._thread_loop(code, start, _span(region.guard))
        prelude, fold = self._fold(region.statements, start, end)
        return self._thread_loop(code, start, x_range, prelude, fold)

    @staticmethod
    def _completed(code: str) -> str:
        return code if code.rstrip().endswith((";", "}")) else code + ";"

    def _narrowed(self, statement, start: int, end: int, within=None) -> str | None:
        """The thread loop for [start, end), the text of statement `if (X op bound) S`, over just
        the threads that pass (Narrowing), of those in the x range within where given. The test
        stays, folded to true when active_threads() narrows (X's and the bound's types allow it)
        and deciding when it does not."""
        narrowing = _narrowing(self.kernel, statement, self.remat)
        if narrowing is None:
            return None
        bound = self.text(*narrowing.bound)
        range_name = self._name("active")
        narrows = self._name("narrows")
        x_type = narrowing.x_type
        condition = self.text(*narrowing.condition)
        code = self._completed(
            self.text(start, end, [(*narrowing.condition, f"{narrows} || ({condition})")])
        )
        offset = self._comparison_offset(narrowing)
        if narrowing.derived is not None:  # where residue_ or quotient_threads() can tell
            prelude = (
                f" const ::cuport::cpu::ThreadStride {range_name} ="
                f" {self._threads_passing(narrowing)};"
                f" const bool {narrows} = {range_name}.exact;"
            )
            x_range = (f"{range_name}.begin", f"{range_name}.end", f"{range_name}.step")
            if within is not None:
                x_range = _intersected(x_range, *within)
            return self._thread_loop(code, start, x_range, prelude)
        narrows_type = f"::cuport::cpu::kNarrows<{x_type}, std::decay_t<decltype(({bound}))>>"
        if narrowing.offset is None:
            narrows_value = f" constexpr bool {narrows} = {narrows_type};"
        else:  # narrows only where lane_index adds without wrapping (decided per block)
            narrows_value = (
                f" const bool {narrows} = {narrows_type} &&"
                f" ::cuport::cpu::lane_sum_fits<{x_type}>({offset}, {self.threads_x});"
            )
        prelude = (
            f" const ::cuport::cpu::ThreadRange {range_name} ="
            f" ::cuport::cpu::active_threads<{x_type}, ::cuport::cpu::Compare::{narrowing.compare}>"
            f"({self.threads_x}, ({bound}), {offset});" + narrows_value
        )
        x_range = (f"{range_name}.begin", f"{range_name}.end")
        if within is not None:
            x_range = _intersected(x_range, *within)
        return self._thread_loop(code, start, x_range, prelude)

    def _guard_run(self, region: Region, start: int) -> tuple[str, bool] | None:
        """For a region that sets a guard's flags from `if (c)` (or `if (c) return;`): the
        ThreadStride expression of the threads whose flag is set where c combines (&&, ||, !)
        tests whose passing threads form a run (Narrowing: `threadIdx.x < 32`, `warp == 0`) and
        tests the same for a whole row of threads (`y < n`, y = blockIdx.y * blockDim.y +
        threadIdx.y); and whether it reads the row (then it runs once per row, with cuport_tid_'s
        y and z set, in a block-mode body only). It is computed after the region's loop, or
        anywhere from byte offset start on. None for other tests or a nested guard's."""
        if region.guard is not None:
            return None
        condition = next(iter(region.guard_head.get_children()))
        span = (start, condition.extent.end.offset)
        local = _region_locals(self.kernel, region.statements, self.remat)
        return self._run_of(condition, local, span, negated=region.guard_exits)

    def _flags_unread(self, region: Region) -> bool:
        """Whether region's loop (it sets guard_id's flags) does nothing else that counts, and
        the flags are read only where the guard's summary says not every row's threads form a
        run: its statements before the test declare variables recomputed where used (none
        kept in a per-thread array), and no nested guard's test reads the flags."""
        local = _region_locals(self.kernel, region.statements, self.remat)
        for statement in region.statements[:-1]:
            if statement.kind.name != "DECL_STMT":
                return False
            for decl in statement.get_children():
                offset = decl.location.offset
                if decl.kind.name != "VAR_DECL" or offset not in local or offset in self.hoisted:
                    return False
        return not any(
            other.guard == region.guard_id and other.guard_head is not None
            for other in self.kernel.regions
        )

    def _run_of(self, test, local: set, span: tuple, negated: bool) -> tuple[str, bool] | None:
        """_guard_run's answer for test (for !test where negated)."""
        kernel = self.kernel
        test = _unwrapped(test)
        children = list(test.get_children())
        first = kernel.tokens[_token_span(kernel, test)[0]].spelling
        if test.kind.name == "UNARY_OPERATOR" and first == "!" and len(children) == 1:
            return self._run_of(children[0], local, span, not negated)
        if test.kind.name == "BINARY_OPERATOR" and len(children) == 2:
            left, right = children
            between = kernel._tokens_in(left.extent.end.offset, right.extent.start.offset)
            if len(between) == 1 and between[0].spelling in ("&&", "||"):
                runs = [self._run_of(side, local, span, negated) for side in children]
                if None in runs:
                    return None
                (left_run, left_row), (right_run, right_row) = runs
                both = (between[0].spelling == "&&") != negated  # (De Morgan)
                combined = f"::cuport::cpu::run_{'and' if both else 'or'}({left_run}, {right_run})"
                return combined, left_row or right_row
        comparison = _thread_comparison(kernel, test, local, span)
        if comparison is not None:
            if comparison.derived and comparison.derived.operator != "/":
                return None  # (every M-th thread: not a run)
            if not _computable_before(kernel, comparison, *span):
                return None
            if self.layout == "batch" and comparison.offset is not None:
                return None  # (one summary for a batch whose blocks' offsets differ)
            run = self._threads_passing(comparison)
            return (f"::cuport::cpu::run_not({run}, {self.threads_x})" if negated else run), False
        row_test = self._row_test(test, local, span)
        if row_test is None:
            return None
        row_test = f"!({row_test})" if negated else f"({row_test})"
        reads_row = not kernel.uniform(test.extent.start.offset, test.extent.end.offset)
        return f"::cuport::cpu::row_run({row_test}, {self.threads_x})", reads_row

    def _row_test(self, test, local: set, span: tuple) -> str | None:
        """The text of test, where it is the same for every thread of a row of the block: pure,
        reading no threadIdx.x (directly or through a variable) and nothing that changes in span;
        the variables declared in span replaced by their values (the text runs outside the
        thread loop). None otherwise."""
        kernel = self.kernel
        first, stop = _token_span(kernel, test)
        if self.layout != "block" or not _pure(kernel, first, stop, local):
            return None
        if _reads_thread_x(kernel, first, stop, local):
            return None
        names = {kernel._decl_key(t)[1] for t in kernel.tokens[first:stop]}
        if any(span[0] <= at < span[1] and name in names for at, name in kernel.modified_at):
            return None
        values: dict[int, str] = {}
        for offset in sorted(o for o in local if span[0] <= o < span[1]):
            values[offset] = _value_text(
                kernel, offset, _initializer(kernel, offset), values, self.subs
            )
        replacements = []
        for token in kernel.tokens[first:stop]:
            kind, offset = kernel._decl_key(token)
            if kind == "VAR_DECL" and span[0] <= offset < span[1]:
                if offset not in values:
                    return None  # (a uniform variable the region declares: not in scope)
                extent = token.extent
                replacements.append((extent.start.offset, extent.end.offset, values[offset]))
        return self.text(test.extent.start.offset, test.extent.end.offset, replacements)

    def _threads_passing(self, comparison: Narrowing) -> str:
        """A C++ expression: the ThreadStride of the threads that pass comparison."""
        bound = self.text(*comparison.bound)
        offset = self._comparison_offset(comparison)
        derived = comparison.derived
        if derived is None:
            return (
                f"::cuport::cpu::compared_threads<{comparison.x_type},"
                f" ::cuport::cpu::Compare::{comparison.compare}>"
                f"({self.threads_x}, ({bound}), {offset})"
            )
        operand = self.text(*derived.operand)
        if derived.operator == "/":
            return (
                f"::cuport::cpu::quotient_threads<{comparison.x_type}, {derived.y_type},"
                f" ::cuport::cpu::Compare::{comparison.compare}>"
                f"({self.threads_x}, ({operand}), ({bound}), {offset})"
            )
        mask = "true" if derived.operator == "&" else "false"
        return (
            f"::cuport::cpu::residue_threads<{comparison.x_type}, {derived.y_type}>"
            f"({self.threads_x}, ({operand}), ({bound}), {offset}, {mask})"
        )

    def _comparison_offset(self, comparison: Narrowing) -> str:
        """S, where X is lane_index<X>(S, threadIdx.x, ...) (0 where X is threadIdx.x), as the
        code before a thread loop computes it."""
        if comparison.offset is None:
            return "0u"
        if self.layout == "wide":  # the offset of the row's first thread
            return f"({WIDE_ROW_START})"
        return f"({self.text(*comparison.offset)})"

    def _fold(self, statements, start: int, end: int) -> tuple:
        """(prelude, fold) for _thread_loop: a version of [start, end) in which the tests
        _foldable_comparisons finds read true, run where every thread passes them all."""
        comparisons = _foldable_comparisons(self.kernel, statements, self.remat, self.subs)
        if not comparisons:
            return "", None
        flag = self._name("fold")
        passes = " && ".join(
            f"::cuport::cpu::all_threads_pass<{c.x_type}, ::cuport::cpu::Compare::{c.compare}>"
            f"({self.threads_x}, ({self.text(*c.bound)}), {self._comparison_offset(c)})"
            for c in comparisons
        )
        folded = self._completed(
            self.text(start, end, [(*c.condition, "(true)") for c in comparisons])
        )
        return f" const bool {flag} = {passes};", (flag, folded)

    def _interchange(self, region: Region, guarded: bool, x_range=None) -> str | None:
        """A region that is one uniform `for` loop runs as that loop around the thread loop, so
        the thread loop is innermost and vectorizes (naive and tiled matrix products)."""
        if len(region.statements) != 1 or self.in_lambda:
            return None
        statement = region.statements[0]
        if statement.kind.name != "FOR_STMT" or not self.kernel.interchangeable(statement):
            return None
        tokens = self.kernel._statement_tokens(statement)
        close = self.kernel._matching(self.kernel.by_offset[tokens[1].extent.start.offset])
        head_start = tokens[0].extent.start.offset
        head_end = self.kernel.tokens[close].extent.end.offset
        body = list(statement.get_children())[-1]
        if body.kind.name == "COMPOUND_STMT":
            inner_start, inner_end = body.extent.start.offset + 1, body.extent.end.offset - 1
            inside = list(body.get_children())
        else:
            inner_start, inner_end = body.extent.start.offset, body.extent.end.offset
            inside = [body]
        head = self._line(head_start) + self.outside(head_start, head_end) + " {"
        self.interchanged = True
        # (a prelude inside the loop may read its variable: it stays there in a warp phase)
        phase_level, self.phase_level = self.phase_level, False
        # Where each step updates a value kept in a per-thread array (tiled SGEMM's
        # accumulator), the loop runs inside each row of threads, if it can start over in each:
        # the row's values stay in the cache from step to step (tiled SGEMM 1.2x faster on two
        # cores). Not otherwise: a transpose's steps each read another row of memory, which the
        # rows would then visit out of order (1.15x slower).
        updated = {name for at, name in self.kernel.modified_at if head_end <= at < inner_end}
        rows_outside = (
            self.window is None
            and self.layout == "block"
            and bool(updated & self.hoisted)
            and self.kernel.restartable(statement, (head_start, head_end))
        )
        if rows_outside:
            self.window = ("0", "static_cast<int>(cuport_bdim_.x)")
        narrowed = None
        if len(inside) == 1 and not guarded and x_range is None:
            narrowed = self._narrowed(inside[0], inner_start, inner_end)
        if narrowed is not None:
            loop = narrowed
        else:
            code = self._completed(self.text(inner_start, inner_end))
            if guarded:
                code = f"if (cuport_g{region.guard}_[cuport_lin_]) {{ {code}\n }}"
                x_range = _span(region.guard)
            loop = self._thread_loop(code, body.extent.start.offset, x_range)
        self.phase_level = phase_level
        if rows_outside:
            self.window = None
            return THREAD_ROWS_OPEN + head + loop + " } }"
        return head + loop + " }"

    def structured(self, item: Structured) -> str:
        head = self.outside(*item.head) if item.head[1] > item.head[0] else ""
        outer = self.demand, self.lanes, self.phase_level
        self.demand = self._lane_demand(item)
        if self.demand is not None and self.window is not None:
            head = f"CUPORT_UNROLL_STEPS {head}"
        out = [self._line(item.head[0]), head, " {"]
        self.lanes = None
        self.phase_level = False
        if self.demand is not None and self.window is not None:
            lanes = self._name("lanes")
            delta = self.demand.delta
            out.append(
                f" const int {lanes} = ::cuport::cpu::reduction_lanes(("
                f"{self.text(delta.extent.start.offset, delta.extent.end.offset)}));"
            )
            self.lanes = lanes
        for index, inner in enumerate(item.parts):
            if index > 0:
                out.append(" } else {")
            out.append(self.items(inner, _UNKNOWN_END))
        self.demand, self.lanes, self.phase_level = outer
        out.append(" }")
        return "".join(out)

    def _lane_demand(self, item: Structured) -> LaneDemand | None:
        """A LaneDemand where item is such a loop whose body is that one statement (found once
        per loop: a warp phase asks before it emits the loop, and emits it twice)."""
        if id(item) not in self.demands:
            self.demands[id(item)] = self._find_lane_demand(item)
        return self.demands[id(item)]

    def _find_lane_demand(self, item: Structured) -> LaneDemand | None:
        kernel = self.kernel
        offset = _halving_offset(kernel, item.statement) if item.kind == "loop" else None
        if offset is None or len(item.parts[0]) != 3:
            return None
        staging, _, region = item.parts[0]
        if not isinstance(staging, Staging) or len(staging.exchanges) != 1:
            return None
        if not isinstance(region, Region) or len(region.statements) != 1:
            return None
        assignment = _assignment(kernel, region.statements[0])
        exchange = staging.exchanges[0]
        if assignment is None or not _reduction_step(kernel, assignment[2], exchange, offset):
            return None
        variable = _variable_of(kernel, assignment[0])
        if variable is None or _variable_of(kernel, exchange.operand) != variable:
            return None
        tests = _first_lane_reads(kernel, item.statement, variable, self.remat)
        if tests is None:
            return None
        delta = list(exchange.call.get_arguments())[WARP_EXCHANGES[exchange.call.spelling][1] + 1]
        return LaneDemand(staging, delta, tests)
