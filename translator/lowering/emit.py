"""The C++ of a split kernel's block body: the plan's items (plan.py) as thread loops, in
program order, with the kernel's text rewritten (substitute.py). Guards and thread ranges are
emit_guards.py's part of the emitter, warp operations and warp phases emit_warps.py's.

Writes text only: every decision about the kernel was made by the analysis before it.
"""

from __future__ import annotations

import re

from cuport.translator.lowering.emit_guards import GuardEmission
from cuport.translator.lowering.emit_warps import WarpEmission
from cuport.translator.lowering.kernel import Kernel, reads_x
from cuport.translator.lowering.loops import (
    BLOCK_THREADS_X,
    THREAD_INDEX_DECLARATION,
    THREAD_LOOP_CLOSE,
    THREAD_ROWS_OPEN,
    guard_row_run,
    guard_span,
    intersected,
    presumed_line,
    thread_loop_close,
    thread_loop_open,
    thread_x_open,
)
from cuport.translator.lowering.plan import (
    BLOCK_SPLIT,
    SPLITS,
    SYNCWARP_SPLIT,
    UNKNOWN_END,
    WARP_SPLIT,
    LaneDemand,
    Region,
    Staging,
    Structured,
    Uniform,
)
from cuport.translator.lowering.substitute import render
from cuport.translator.lowering.vocabulary import (
    EXITED,
    GUARD_ALL,
    GUARD_DENSE,
    GUARD_FLAGS,
    LANES,
    LINEAR,
    NEAR,
    REDUCTION_LANES,
    SPLIT_AT_BARRIER,
    SPLIT_AT_SYNCWARP,
    STAGED,
    UNROLL_STEPS,
    WIDE_LANES,
    Family,
)

# What a split leaves between the thread loops it separates: for cuport check's racecheck, a
# mark of the barrier there (a warp operation's split orders no memory, and leaves none).
_SPLIT_MARKS = {
    WARP_SPLIT: "",
    SYNCWARP_SPLIT: f" {SPLIT_AT_SYNCWARP}();",
    BLOCK_SPLIT: f" {SPLIT_AT_BARRIER}();",
}

# A user's unroll pragma before a loop (preprocessed.py writes `#pragma` lines as _Pragma).
_USER_UNROLL = re.compile(
    r'_Pragma\s*\(\s*"\s*(?:GCC\s+|clang\s+loop\s+)?(?:no)?unroll\b[^"]*"\s*\)'
)


class Emitter(WarpEmission, GuardEmission):
    """Writes one layout's block body (layout: thread_loop_open's) from the plan's items."""

    def __init__(
        self,
        kernel: Kernel,
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
        self.threads_x = WIDE_LANES if layout == "wide" else BLOCK_THREADS_X
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
        text = render(self.kernel.data, subs + list(replacements), start, end)
        if self.lanes is not None:  # a LaneDemand step: its warp operation reads near lanes
            exchange = self.demand.staging.exchanges[0]
            staged = f"({STAGED(exchange.index)},"
            text = text.replace(exchange.helper + staged, NEAR[exchange.helper] + staged)
        return text

    def outside(self, start: int, end: int) -> str:
        """text() for code that runs once per call, outside the thread loops."""
        tokens = self.kernel.tokens_in(start, end)
        for i, token in enumerate(tokens):
            if token.spelling == "blockIdx" and token.kind.name == "IDENTIFIER":
                self.reads_block_x_outside |= reads_x(tokens, i)
        return self.text(start, end)

    def _name(self, family: Family) -> str:
        """A new local of family (numbered once per kernel body)."""
        self.names += 1
        return family(self.names)

    def _line(self, offset: int) -> str:
        line = presumed_line(self.kernel.data, self.kernel.data[:offset].count(b"\n") + 1)
        return f'\n#line {line} "{self.kernel.filename}"\n'

    def _start_of(self, item) -> int:
        if item in SPLITS:  # a barrier's text is dropped: the region before it ends at its start
            return UNKNOWN_END
        if isinstance(item, Uniform):
            return item.statement.extent.start.offset
        if isinstance(item, Staging):
            return item.anchor
        if isinstance(item, Region):
            return item.statements[0].extent.start.offset
        return item.head[0]

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
            if index < len(items):
                out.append(_SPLIT_MARKS[BLOCK_SPLIT])
            first = index + 1
        return "".join(out)

    def items(self, items: list, end: int) -> str:
        out = []
        skip = set()
        for index, item in enumerate(items):
            following = self._start_of(items[index + 1]) if index + 1 < len(items) else end
            if item in SPLITS:
                out.append(_SPLIT_MARKS[item])
                continue
            if index in skip:
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
                        out.append(self.region(items[index + 2], UNKNOWN_END))
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

    def structured(self, item: Structured) -> str:
        head = self.outside(*item.head) if item.head[1] > item.head[0] else ""
        outer = self.demand, self.lanes, self.phase_level
        self.demand = self._lane_demand(item)
        if self.demand is not None and self.window is not None:
            # Unrolled here whatever the user's pragma asks (two unroll pragmas on one loop
            # are an error for clang; g++ ignores CUDA's `unroll`).
            head = f"{UNROLL_STEPS} {_USER_UNROLL.sub(' ', head)}"
        out = [self._line(item.head[0]), head, " {"]
        self.lanes = None
        self.phase_level = False
        if self.demand is not None and self.window is not None:
            lanes = self._name(LANES)
            delta = self.demand.delta
            out.append(
                f" const int {lanes} = {REDUCTION_LANES}(("
                f"{self.text(delta.extent.start.offset, delta.extent.end.offset)}));"
            )
            self.lanes = lanes
        for index, inner in enumerate(item.parts):
            if index > 0:
                out.append(" } else {")
            out.append(self.items(inner, UNKNOWN_END))
        self.demand, self.lanes, self.phase_level = outer
        out.append(" }")
        return "".join(out)

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
            runs = f" }} else if ({GUARD_DENSE(guard)}) {{" + self._region(
                region, following, guarded=False, x_range=guard_row_run(guard)
            )
        return (
            f" if ({GUARD_ALL(guard)}) {{"
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
        tail = self.kernel.data[last_end:following] if following < (UNKNOWN_END) else b""
        semicolon = tail.find(b";")
        if semicolon >= 0 and not tail[:semicolon].strip():
            end = last_end + semicolon + 1
        swapped = self._interchange(region, guarded, x_range)
        if swapped is not None:
            return swapped
        if region.guard_head is not None:
            return self._set_flags(region, start, guarded)
        statements = [s for s in region.statements if s.kind.name != "NULL_STMT"]
        if len(statements) == 1 and not guarded:  # (an inlined helper leaves a `;` behind)
            narrowed = self._narrowed(statements[0], start, end, x_range)
            if narrowed is not None:
                return narrowed
        code = self._completed(self.text(start, end))
        if guarded:
            code = f"if ({GUARD_FLAGS(region.guard)}[{LINEAR}]) {{ {code}\n }}"
            return self._thread_loop(code, start, guard_span(region.guard))
        prelude, fold = self._fold(region.statements, start, end)
        return self._thread_loop(code, start, x_range, prelude, fold)

    def _interchange(self, region: Region, guarded: bool, x_range=None) -> str | None:
        """A region that is one uniform `for` loop runs as that loop around the thread loop, so
        the thread loop is innermost and vectorizes (naive and tiled matrix products)."""
        if len(region.statements) != 1 or self.in_lambda:
            return None
        statement = region.statements[0]
        if statement.kind.name != "FOR_STMT" or not self.kernel.interchangeable(statement):
            return None
        tokens = self.kernel.statement_tokens(statement)
        close = self.kernel.matching(self.kernel.by_offset[tokens[1].extent.start.offset])
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
            self.window = ("0", f"static_cast<int>({BLOCK_THREADS_X})")
        narrowed = None
        if len(inside) == 1 and not guarded and x_range is None:
            narrowed = self._narrowed(inside[0], inner_start, inner_end)
        if narrowed is not None:
            loop = narrowed
        else:
            code = self._completed(self.text(inner_start, inner_end))
            if guarded:
                code = f"if ({GUARD_FLAGS(region.guard)}[{LINEAR}]) {{ {code}\n }}"
                x_range = guard_span(region.guard)
            loop = self._thread_loop(code, body.extent.start.offset, x_range)
        self.phase_level = phase_level
        if rows_outside:
            self.window = None
            # A row none of whose threads run (an edge block's, a guard's other rows) skips the
            # loop: its steps would each run an empty thread loop (matern's `if (ty == 0)`
            # reduction over 50 steps visited 63 empty rows of 64 at every step).
            skip = f" if (!({x_range[0]} < {x_range[1]})) continue;" if x_range else ""
            return THREAD_ROWS_OPEN + skip + head + loop + " } }"
        return head + loop + " }"

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
        loop = thread_x_open(intersected(x_range, *self.window))
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
        """The body of the x loop: code, run for thread THREAD_INDEX."""
        loop = ""
        if self.tracks_exits:
            loop += f" if ({EXITED}[{LINEAR}]) continue;"
        loop += THREAD_INDEX_DECLARATION
        if self.in_lambda:
            mark = f" {EXITED}[{LINEAR}] = 1;" if self.tracks_exits else ""
            return (
                loop
                + " if ([&]() -> bool {"
                + self._line(line_offset)
                + code
                + f"\n return false; }}()) {{{mark} }}"
            )
        return loop + " {" + self._line(line_offset) + code + "\n }"

    @staticmethod
    def _completed(code: str) -> str:
        return code if code.rstrip().endswith((";", "}")) else code + ";"
