"""The emitter's guards and thread ranges: the loop that sets a guard's flags and its summary,
regions narrowed to the threads a test passes, and regions with a version for blocks whose
threads all pass their tests (folded). Mixed into emit.Emitter, whose text(), _thread_loop()
and _name() it uses.
"""

from __future__ import annotations

from cuport.translator.lowering.guards import (
    computable_before,
    foldable_comparisons,
    narrowing_of_if,
    reads_thread_x,
    region_locals,
    thread_comparison,
)
from cuport.translator.lowering.kernel import token_span, unwrapped
from cuport.translator.lowering.loops import WIDE_ROW_START, intersected
from cuport.translator.lowering.plan import Narrowing, Region
from cuport.translator.lowering.remat import initializer_span, pure
from cuport.translator.lowering.substitute import value_text
from cuport.translator.lowering.vocabulary import (
    ACTIVE,
    ACTIVE_THREADS,
    ALL_THREADS_PASS,
    BLOCK_DIM,
    COMPARE,
    COMPARED_THREADS,
    EXACT,
    FOLD,
    GUARD_ALL,
    GUARD_DENSE,
    GUARD_FLAGS,
    GUARD_ROWS,
    GUARD_ROWS_OF,
    GUARD_RUN,
    GUARD_SPAN,
    LANE_SUM_FITS,
    LINEAR,
    NARROWS,
    NARROWS_TYPE,
    QUOTIENT_THREADS,
    RANGE_ROWS,
    RESIDUE_THREADS,
    ROW_RUN,
    RUN_AND,
    RUN_NOT,
    RUN_OR,
    SCAN_FLAGS,
    THREAD_INDEX,
    THREAD_RANGE,
    THREAD_STRIDE,
    THREAD_Y,
    THREAD_Z,
    THREADS,
)


class GuardEmission:
    """The guard and thread-range part of the emitter (a mixin of emit.Emitter)."""

    def _set_flags(self, region: Region, start: int, guarded: bool) -> str:
        """The loop of a region whose last statement is its guard's `if (c)` (or `if (c)
        return;`): it sets each thread's flag from c, then the guard's summary (every thread
        passes, one run per row, the span of the passing threads), found without a scan where
        the passing threads are a run the test names (_guard_run)."""
        head = region.guard_head
        tokens = self.kernel.statement_tokens(head)
        close = self.kernel.matching(self.kernel.by_offset[tokens[1].extent.start.offset])
        condition = self.text(
            tokens[2].extent.start.offset, self.kernel.tokens[close].extent.start.offset
        )
        code = self.text(start, head.extent.start.offset)
        if region.guard_exits:
            condition = f"!({condition})"
        guard = region.guard_id
        flag = f"{GUARD_FLAGS(guard)}[{LINEAR}]"
        code += f"{flag} = ({condition});"
        if guarded:  # a nested guard: clear where the outer one is
            code = f"{flag} = false; if ({GUARD_FLAGS(region.guard)}[{LINEAR}]) {{ {code}\n }}"
        summaries = f"{GUARD_SPAN(guard)}, {GUARD_ROWS(guard)}, {GUARD_DENSE(guard)}"
        summary = f"{SCAN_FLAGS}({GUARD_FLAGS(guard)}, {self.threads_x}, {THREADS}, {summaries})"
        every = GUARD_ALL(guard)
        loop = self._thread_loop(code, start)
        passing = self._guard_run(region, start)
        if passing is None:
            return loop + f" {every} = {summary};"
        # The flags' summary without a scan where the guard's run in each row is exact.
        run, per_row = passing
        exact = self._name(EXACT)
        if per_row:
            rows = (
                f"{GUARD_ROWS_OF}({BLOCK_DIM}, [&](unsigned {THREAD_Y}, unsigned {THREAD_Z}) {{"
                f" const uint3 {THREAD_INDEX}{{0u, {THREAD_Y}, {THREAD_Z}}}; (void){THREAD_INDEX};"
                f" return {run}; }}, {summaries}, {exact})"
            )
        else:
            rows = (
                f"[&] {{ const {THREAD_STRIDE} {GUARD_RUN} = {run};"
                f" {exact} = {GUARD_RUN}.exact; return {exact} &&"
                f" {RANGE_ROWS}({GUARD_RUN}, {self.threads_x}, {THREADS}, {summaries}); }}()"
            )
        exact_summary = f" bool {exact} = false; {every} = {rows};"
        if self._flags_unread(region):  # the loop then only sets flags: skipped if exact
            return exact_summary + f" if (!{exact}) {{ {loop} {every} = {summary}; }}"
        return loop + exact_summary + f" if (!{exact}) {every} = {summary};"

    def _guard_run(self, region: Region, start: int) -> tuple[str, bool] | None:
        """For a region that sets a guard's flags from `if (c)` (or `if (c) return;`): the
        ThreadStride expression of the threads whose flag is set where c combines (&&, ||, !)
        tests whose passing threads form a run (Narrowing: `threadIdx.x < 32`, `warp == 0`) and
        tests the same for a whole row of threads (`y < n`, y = blockIdx.y * blockDim.y +
        threadIdx.y); and whether it reads the row (then it runs once per row, with threadIdx's
        y and z set, in a block-mode body only). It is computed after the region's loop, or
        anywhere from byte offset start on. None for other tests or a nested guard's."""
        if region.guard is not None:
            return None
        condition = next(iter(region.guard_head.get_children()))
        span = (start, condition.extent.end.offset)
        local = region_locals(self.kernel, region.statements, self.remat)
        return self._run_of(condition, local, span, negated=region.guard_exits)

    def _run_of(self, test, local: set, span: tuple, negated: bool) -> tuple[str, bool] | None:
        """_guard_run's answer for test (for !test where negated)."""
        kernel = self.kernel
        test = unwrapped(test)
        children = list(test.get_children())
        first = kernel.tokens[token_span(kernel, test)[0]].spelling
        if test.kind.name == "UNARY_OPERATOR" and first == "!" and len(children) == 1:
            return self._run_of(children[0], local, span, not negated)
        if test.kind.name == "BINARY_OPERATOR" and len(children) == 2:
            left, right = children
            between = kernel.tokens_in(left.extent.end.offset, right.extent.start.offset)
            if len(between) == 1 and between[0].spelling in ("&&", "||"):
                runs = [self._run_of(side, local, span, negated) for side in children]
                if None in runs:
                    return None
                (left_run, left_row), (right_run, right_row) = runs
                both = (between[0].spelling == "&&") != negated  # (De Morgan)
                combined = f"{RUN_AND if both else RUN_OR}({left_run}, {right_run})"
                return combined, left_row or right_row
        comparison = thread_comparison(kernel, test, local, span)
        if comparison is not None:
            if comparison.derived and comparison.derived.operator != "/":
                return None  # (every M-th thread: not a run)
            if not computable_before(kernel, comparison, *span):
                return None
            if self.layout == "batch" and comparison.offset is not None:
                return None  # (one summary for a batch whose blocks' offsets differ)
            run = self._threads_passing(comparison)
            return (f"{RUN_NOT}({run}, {self.threads_x})" if negated else run), False
        row_test = self._row_test(test, local, span)
        if row_test is None:
            return None
        row_test = f"!({row_test})" if negated else f"({row_test})"
        reads_row = not kernel.uniform(test.extent.start.offset, test.extent.end.offset)
        return f"{ROW_RUN}({row_test}, {self.threads_x})", reads_row

    def _row_test(self, test, local: set, span: tuple) -> str | None:
        """The text of test, where it is the same for every thread of a row of the block: pure,
        reading no threadIdx.x (directly or through a variable) and nothing that changes in span;
        the variables declared in span replaced by their values (the text runs outside the
        thread loop). None otherwise."""
        kernel = self.kernel
        first, stop = token_span(kernel, test)
        if self.layout != "block" or not pure(kernel, first, stop, local):
            return None
        if reads_thread_x(kernel, first, stop, local):
            return None
        names = {kernel.decl_key(t)[1] for t in kernel.tokens[first:stop]}
        if any(span[0] <= at < span[1] and name in names for at, name in kernel.modified_at):
            return None
        values: dict[int, str] = {}
        for offset in sorted(o for o in local if span[0] <= o < span[1]):
            values[offset] = value_text(
                kernel, offset, initializer_span(kernel, offset), values, self.subs
            )
        replacements = []
        for token in kernel.tokens[first:stop]:
            kind, offset = kernel.decl_key(token)
            if kind == "VAR_DECL" and span[0] <= offset < span[1]:
                if offset not in values:
                    return None  # (a uniform variable the region declares: not in scope)
                extent = token.extent
                replacements.append((extent.start.offset, extent.end.offset, values[offset]))
        return self.text(test.extent.start.offset, test.extent.end.offset, replacements)

    def _flags_unread(self, region: Region) -> bool:
        """Whether region's loop (it sets guard_id's flags) does nothing else that counts, and
        the flags are read only where the guard's summary says not every row's threads form a
        run: its statements before the test declare variables recomputed where used (none
        kept in a per-thread array), and no nested guard's test reads the flags."""
        local = region_locals(self.kernel, region.statements, self.remat)
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

    def _narrowed(self, statement, start: int, end: int, within=None) -> str | None:
        """The thread loop for [start, end), the text of statement `if (X op bound) S`, over just
        the threads that pass (Narrowing), of those in the x range within where given. The test
        stays, folded to true when active_threads() narrows (X's and the bound's types allow it)
        and deciding when it does not."""
        narrowing = narrowing_of_if(self.kernel, statement, self.remat)
        if narrowing is None:
            return None
        bound = self.text(*narrowing.bound)
        range_name = self._name(ACTIVE)
        narrows = self._name(NARROWS)
        x_type = narrowing.x_type
        condition = self.text(*narrowing.condition)
        code = self._completed(
            self.text(start, end, [(*narrowing.condition, f"{narrows} || ({condition})")])
        )
        offset = self._comparison_offset(narrowing)
        if narrowing.derived is not None:  # where residue_ or quotient_threads() can tell
            prelude = (
                f" const {THREAD_STRIDE} {range_name} ="
                f" {self._threads_passing(narrowing)};"
                f" const bool {narrows} = {range_name}.exact;"
            )
            x_range = (f"{range_name}.begin", f"{range_name}.end", f"{range_name}.step")
            if within is not None:
                x_range = intersected(x_range, *within)
            return self._thread_loop(code, start, x_range, prelude)
        narrows_type = f"{NARROWS_TYPE}<{x_type}, std::decay_t<decltype(({bound}))>>"
        if narrowing.offset is None:
            narrows_value = f" constexpr bool {narrows} = {narrows_type};"
        else:  # narrows only where lane_index adds without wrapping (decided per block)
            narrows_value = (
                f" const bool {narrows} = {narrows_type} &&"
                f" {LANE_SUM_FITS}<{x_type}>({offset}, {self.threads_x});"
            )
        prelude = (
            f" const {THREAD_RANGE} {range_name} ="
            f" {ACTIVE_THREADS}<{x_type}, {COMPARE}::{narrowing.compare}>"
            f"({self.threads_x}, ({bound}), {offset});" + narrows_value
        )
        x_range = (f"{range_name}.begin", f"{range_name}.end")
        if within is not None:
            x_range = intersected(x_range, *within)
        return self._thread_loop(code, start, x_range, prelude)

    def _threads_passing(self, comparison: Narrowing) -> str:
        """A C++ expression: the ThreadStride of the threads that pass comparison."""
        bound = self.text(*comparison.bound)
        offset = self._comparison_offset(comparison)
        derived = comparison.derived
        if derived is None:
            return (
                f"{COMPARED_THREADS}<{comparison.x_type}, {COMPARE}::{comparison.compare}>"
                f"({self.threads_x}, ({bound}), {offset})"
            )
        operand = self.text(*derived.operand)
        if derived.operator == "/":
            return (
                f"{QUOTIENT_THREADS}<{comparison.x_type}, {derived.y_type},"
                f" {COMPARE}::{comparison.compare}>"
                f"({self.threads_x}, ({operand}), ({bound}), {offset})"
            )
        mask = "true" if derived.operator == "&" else "false"
        return (
            f"{RESIDUE_THREADS}<{comparison.x_type}, {derived.y_type}>"
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
        foldable_comparisons finds read true, run where every thread passes them all."""
        comparisons = foldable_comparisons(self.kernel, statements, self.remat, self.subs)
        if not comparisons:
            return "", None
        flag = self._name(FOLD)
        passes = " && ".join(
            f"{ALL_THREADS_PASS}<{c.x_type}, {COMPARE}::{c.compare}>"
            f"({self.threads_x}, ({self.text(*c.bound)}), {self._comparison_offset(c)})"
            for c in comparisons
        )
        folded = self._completed(
            self.text(start, end, [(*c.condition, "(true)") for c in comparisons])
        )
        return f" const bool {flag} = {passes};", (flag, folded)
