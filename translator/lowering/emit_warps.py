"""The emitter's warp operations: the loops that stage each lane's operands, a reduction step
that updates its array in place of a copy (ping-pong), and warp phases, which run a block's
items warp by warp where a warp reduction's result is read only by warps' first lanes
(LaneDemand). Mixed into emit.Emitter, whose items(), text() and _thread_loop() it uses.
"""

from __future__ import annotations

from contextlib import contextmanager

from cuport.translator.lowering.guards import computable_before
from cuport.translator.lowering.kernel import NUMBERS, unqualified, variable_of
from cuport.translator.lowering.loops import (
    BLOCK_THREADS_X,
    THREAD_ROWS_OPEN,
    guard_row_run,
    guard_span,
)
from cuport.translator.lowering.plan import (
    LaneDemand,
    Region,
    Staging,
    Structured,
    Uniform,
    guarded_by,
    items_in,
    structured_in,
)
from cuport.translator.lowering.vocabulary import (
    FIRST_LANES,
    GUARD_ALL,
    GUARD_DENSE,
    GUARD_FLAGS,
    GUARD_ROWS,
    GUARD_SPAN,
    LINEAR,
    PER_THREAD,
    RANGE_ROWS,
    RUN,
    SAVED,
    STAGED,
    THREAD_STRIDE,
    THREADS,
    VOTES,
    WARP_BEGIN,
    WARP_END,
    WARP_SIZE,
)
from cuport.translator.lowering.warps import assignment_of, find_lane_demand


def _swapped(swaps: list) -> list:
    """(number, array) for each array a warp phase's ping-pongs swap."""
    arrays = []
    for pair in swaps:
        arrays.extend(a for a in pair if a not in arrays)
    return list(enumerate(arrays))


class WarpEmission:
    """The warp part of the emitter (a mixin of emit.Emitter)."""

    def staging(self, staging: Staging) -> str:
        """Store each lane's operands; a vote stages 0 for lanes that do not take part (cleared
        first), 1 for a false and 2 for a true predicate."""
        clear = []
        stores = []
        for exchange in staging.exchanges:
            target = STAGED(exchange.index)
            if exchange.helper in VOTES:
                clear.append(f" std::memset({target}, 0, {THREADS});")
                stores.append(f" {target}[{LINEAR}] = ({exchange.staged_text}) ? 2 : 1;")
            else:
                stores.append(f" {target}[{LINEAR}] = ({exchange.staged_text});")
        code = "".join(stores)
        # A CUB collective's block step combines the staged partials (of every warp, even those
        # a guard leaves out: their results are not read).
        steps = "".join(exchange.block_step for exchange in staging.exchanges)
        if all(e.collective is not None and e.collective.tile for e in staging.exchanges):
            return steps  # (a whole-tile collective stages nothing: its step reads the items)
        if staging.guard is None:
            return "".join(clear) + self._thread_loop(code, staging.anchor) + steps
        # As region(): untested where every thread passed the guard or those that did form one
        # run per row (masked stores, which the per-thread test costs, are slow).
        guard = staging.guard
        tested = f"if ({GUARD_FLAGS(guard)}[{LINEAR}]) {{ {code} }}"
        return (
            "".join(clear)
            + f" if ({GUARD_ALL(guard)}) {{"
            + self._thread_loop(code, staging.anchor)
            + f" }} else if ({GUARD_DENSE(guard)}) {{"
            + self._thread_loop(code, staging.anchor, guard_row_run(guard))
            + " } else {"
            + self._thread_loop(tested, staging.anchor, guard_span(guard))
            + " }"
            + steps
        )

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
        if any(
            isinstance(item, Staging) and any(e.collective is not None for e in item.exchanges)
            for item in items_in(rest)
        ):
            return None  # a CUB collective's block step needs every warp's partial first
        if not any(self._lane_demand(s) is not None for s in structured_in(rest)):
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
        checks = [f"{BLOCK_THREADS_X} % {WARP_SIZE}() == 0u"]
        checks += [f"({run}).exact" for run in runs.values()]
        for item in items_in(rest):
            guard = getattr(item, "guard", None)
            if guard is not None and guard not in heads:
                return None
        for loop in structured_in(rest):
            demand = self._lane_demand(loop)
            for test in demand.tests if demand is not None else []:
                if not computable_before(self.kernel, test, start, test.condition[1]):
                    return None
                # (only warps' first lanes read the result: else each step needs every lane)
                checks.append(f"{FIRST_LANES}({self._threads_passing(test)})")
        before = self.items(items[:leading], start)
        as_usual = self.items(rest, following)
        warp = f"static_cast<int>({WARP_SIZE}())"
        windows = ("0", f"static_cast<int>({BLOCK_THREADS_X})")
        self.phase_preludes, self.phase_level = [], True
        head = rest[0]
        if len(heads) == 1 and isinstance(head, Region) and head.statements == [head.guard_head]:
            if all(guarded_by(item, head.guard_id) for item in rest[1:]):
                # Everything after the test runs for the threads that pass it (`warp == 0`):
                # just their warps' windows, with no flags (the guard's run says where).
                run, guard = self._name(RUN), head.guard_id
                self.phase_preludes.append(
                    f" const {THREAD_STRIDE} {run} = {runs[guard]};"
                    f" {GUARD_ALL(guard)} = {RANGE_ROWS}({run}, {self.threads_x}, {THREADS},"
                    f" {GUARD_SPAN(guard)}, {GUARD_ROWS(guard)}, {GUARD_DENSE(guard)});"
                )
                windows = (f"{run}.begin / {warp} * {warp}", f"{run}.end")
                rest = rest[1:]
                self.phase_guard = head
        self.window, self.swaps = (WARP_BEGIN, WARP_END), []
        windowed = self.items(rest, following)
        self.window, self.phase_level, self.phase_guard = None, False, None
        saved = "".join(self.phase_preludes)
        swapped = _swapped(self.swaps)
        saved += "".join(f" auto* const {SAVED(i)} = {array};" for i, array in swapped)
        restore = "".join(f" {array} = {SAVED(i)};" for i, array in swapped)
        return (
            before
            + f" if ({' && '.join(checks)}) {{{saved}"
            + THREAD_ROWS_OPEN
            + f" for (int {WARP_BEGIN} = {windows[0]}; {WARP_BEGIN} < {windows[1]};"
            f" {WARP_BEGIN} += {warp}) {{ const int {WARP_END} = {WARP_BEGIN} + {warp};{restore}"
            + windowed
            + " } } } else {"
            + as_usual
            + " }"
        )

    def _lane_demand(self, item: Structured) -> LaneDemand | None:
        """A LaneDemand where item is such a loop whose body is that one statement (found once
        per loop: a warp phase asks before it emits the loop, and emits it twice)."""
        if id(item) not in self.demands:
            self.demands[id(item)] = find_lane_demand(self.kernel, item, self.remat)
        return self.demands[id(item)]

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
        if len(region.statements) != 1 or any(
            e.helper in VOTES or e.collective is not None for e in staging.exchanges
        ):
            return None
        if region.statements[0].extent.start.offset != staging.anchor:
            return None
        kernel = self.kernel
        assignment = assignment_of(kernel, region.statements[0])
        if assignment is None:
            return None
        target, operator, value = assignment
        offset = variable_of(kernel, target)
        if offset is None or offset not in self.hoisted or offset in kernel.versions:
            return None
        decl = kernel.vars[offset]["decl"]
        if decl.type.get_canonical().kind.name not in NUMBERS:
            return None
        type_name = unqualified(decl.type)
        for exchange in staging.exchanges:
            if variable_of(kernel, exchange.operand) != offset or exchange.type_name != type_name:
                return None
        if any(
            kernel.address_taken(i)
            for i, t in enumerate(kernel.tokens)
            if t.kind.name == "IDENTIFIER" and kernel.decl_key(t)[1] == offset
        ):
            return None
        if staging.guard is not None:
            guard_end = self.phase_guard.guard_head.extent.end.offset
            if any(
                kernel.decl_key(t)[1] == offset and t.extent.start.offset >= guard_end
                for t in kernel.tokens
            ):
                return None
        self.ping_pong.add(offset)
        array = PER_THREAD(decl.spelling, offset)
        result = STAGED(staging.exchanges[0].index)
        if self.window is not None and (array, result) not in self.swaps:
            self.swaps.append((array, result))
        rhs = self.text(value.extent.start.offset, value.extent.end.offset)
        for exchange in staging.exchanges:
            rhs = rhs.replace(STAGED(exchange.index), array)
        if operator == "=":
            code = f"{result}[{LINEAR}] = ({rhs});"
        else:
            code = f"{result}[{LINEAR}] = {array}[{LINEAR}] {operator[:-1]} ({rhs});"
        start = region.statements[0].extent.start.offset
        x_range = None if staging.guard is None else guard_row_run(staging.guard)
        return self._thread_loop(code, start, x_range) + f" std::swap({array}, {result});"
