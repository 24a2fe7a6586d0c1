"""The C++ scaffolding of a lowered block body: the block's locals, the loops over its threads
(per block, per batch of blocks, or a wide batch side by side), x ranges, and the #line numbers
the compiler reports. Text only; what runs inside the loops is the emitter's.
"""

from __future__ import annotations

import functools
import re

from cuport.translator.lowering.vocabulary import (
    ASSUME,
    BATCH_BLOCK,
    BATCH_FIRST,
    BATCH_SIZE,
    BLOCK_DIM,
    BLOCK_INDEX,
    BLOCK_SHAPE,
    CURRENT_BATCH,
    GRID_DIM,
    GUARD_ROWS,
    GUARD_SPAN,
    LANE_SUM_FITS,
    LINEAR,
    MAX_BATCH,
    ROW_NUMBER,
    ROW_START,
    SMALL_GRID,
    SMALL_GRID_X,
    STRIDE_FROM,
    THREAD_INDEX,
    THREAD_LOOP_SIMD,
    THREAD_X,
    THREAD_Y,
    THREAD_Z,
    WIDE_LANES,
    X_COUNTER,
)

# The block's built-ins read once into locals (vocabulary.BUILTIN_LOCALS), at the start of a
# block-mode body, with the ranges CUDA guarantees stated to the compiler. The body is a generic
# lambda that lower.py instantiates twice: SMALL_GRID is true for grids of fewer than 2^21 blocks
# in x (nearly all), where `blockIdx.x * blockDim.x + threadIdx.x` provably fits in an int, so
# the test in lane_index() (lane_index.py) folds away and the thread loop needs no second
# version. BLOCK_SHAPE gives the block's shape: a constant where every launch fixes it
# (launch_shapes.py), else blockDim.
BLOCK_LOCALS = (
    f" const uint3 {BLOCK_INDEX} = blockIdx;"
    f" const dim3 {BLOCK_DIM} = decltype({BLOCK_SHAPE})::dims();"
    f" const dim3 {GRID_DIM} = gridDim; (void){BLOCK_INDEX}; (void){GRID_DIM};"
    f" {ASSUME}({BLOCK_DIM}.x <= 1024u && {BLOCK_DIM}.y <= 1024u && {BLOCK_DIM}.z <= 64u"
    f" && {BLOCK_INDEX}.y < 65535u && {BLOCK_INDEX}.z < 65535u);"
    f" if constexpr (decltype({SMALL_GRID})::value)"
    f" {ASSUME}({BLOCK_INDEX}.x < {SMALL_GRID_X}"
    f" && {GRID_DIM}.x <= {SMALL_GRID_X});"
)
# Threads in a row of a block.
BLOCK_THREADS_X = f"{BLOCK_DIM}.x"
# threadIdx as the body of an x loop reads it.
THREAD_INDEX_DECLARATION = (
    f" const uint3 {THREAD_INDEX}{{{THREAD_X}, {THREAD_Y}, {THREAD_Z}}}; (void){THREAD_INDEX};"
)


# The loops over a block's threads. x is innermost, counted in int (bounded by blockDim.x, so it
# cannot overflow) with the linear index built from a per-row base, so GCC sees affine accesses
# and vectorizes it (an unsigned or size_t counter converted to int defeats its analysis).
# ROW_NUMBER numbers the rows (guards' per-row ranges are indexed by it).
def _rows_open(row_number: str, threads_x: str) -> str:
    return (
        f" for (unsigned {THREAD_Z} = 0; {THREAD_Z} < {BLOCK_DIM}.z; ++{THREAD_Z})"
        f" for (unsigned {THREAD_Y} = 0; {THREAD_Y} < {BLOCK_DIM}.y; ++{THREAD_Y}) {{"
        f" const std::size_t {ROW_NUMBER} = {row_number}; (void){ROW_NUMBER};"
        f" const std::size_t {ROW_START} = std::size_t({threads_x}) * {ROW_NUMBER};"
    )


THREAD_ROWS_OPEN = _rows_open(
    f"{THREAD_Y} + std::size_t({BLOCK_DIM}.y) * {THREAD_Z}", BLOCK_THREADS_X
)
# A batched body (split.py's _batchable) runs BATCH_SIZE consecutive blocks in x per call, as if
# they were one block with an extra outer dimension: the block index is a row variable, and the
# per-thread index counts every thread of the batch.
BATCH_LOCALS = (
    f" const uint3 {BATCH_FIRST} = {BLOCK_INDEX};"
    f" const unsigned {BATCH_SIZE} = {CURRENT_BATCH};"
    f" {ASSUME}({BATCH_SIZE} >= 1u && {BATCH_SIZE} <= {MAX_BATCH});"
)
BATCH_ROWS_OPEN = (
    f" for (unsigned {BATCH_BLOCK} = 0; {BATCH_BLOCK} < {BATCH_SIZE}; ++{BATCH_BLOCK}) {{"
    f" const uint3 {BLOCK_INDEX}{{{BATCH_FIRST}.x + {BATCH_BLOCK}, {BATCH_FIRST}.y,"
    f" {BATCH_FIRST}.z}};"
    f" (void){BLOCK_INDEX}; if constexpr (decltype({SMALL_GRID})::value)"
    f" {ASSUME}({BLOCK_INDEX}.x < {SMALL_GRID_X});"
)
BATCH_THREAD_ROWS_OPEN = _rows_open(
    f"{THREAD_Y} + std::size_t({BLOCK_DIM}.y)"
    f" * ({THREAD_Z} + std::size_t({BLOCK_DIM}.z) * {BATCH_BLOCK})",
    BLOCK_THREADS_X,
)
# A wide body (split.py's _wide_lane_calls) is a batched one whose threads in x read only their
# index in the grid's x dimension (blockIdx.x * blockDim.x + threadIdx.x): a row of the batch is
# then one x loop over WIDE_LANES threads, the batch's blocks side by side, which vectorizes as
# one. The grid x index of the first thread of a wide row:
WIDE_ROW_START = f"{BATCH_FIRST}.x * {BLOCK_DIM}.x"
WIDE_LOCALS = (
    f" const unsigned {WIDE_LANES} = {BLOCK_DIM}.x * {BATCH_SIZE};"
    f" if constexpr (decltype({SMALL_GRID})::value) {ASSUME}("
    f"{LANE_SUM_FITS}<int>({WIDE_ROW_START}, {WIDE_LANES}));"
)
WIDE_THREAD_ROWS_OPEN = _rows_open(
    f"{THREAD_Y} + std::size_t({BLOCK_DIM}.y) * {THREAD_Z}", WIDE_LANES
)
# The grid x index of thread THREAD_X of a wide row: lane_index's arguments there.
WIDE_LANE_ARGUMENTS = f"{WIDE_ROW_START}, {THREAD_X}, {WIDE_LANES}"


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
    advance = f"{X_COUNTER} += {step[0]}" if step else f"++{X_COUNTER}"
    return (
        f" {THREAD_LOOP_SIMD}"
        f" for (int {X_COUNTER} = {begin}; {X_COUNTER} < {end}; {advance}) {{"
        f" const std::size_t {LINEAR} = {ROW_START} + {X_COUNTER}; (void){LINEAR};"
        f" const unsigned {THREAD_X} = static_cast<unsigned>({X_COUNTER});"
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
        rows, threads_x = WIDE_THREAD_ROWS_OPEN, WIDE_LANES
    elif layout == "batch":
        rows, threads_x = BATCH_THREAD_ROWS_OPEN, BLOCK_THREADS_X
    else:
        rows, threads_x = THREAD_ROWS_OPEN, BLOCK_THREADS_X
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


def intersected(x_range, begin: str, end: str) -> tuple:
    """The x range of the threads of x_range (all where None) in [begin, end)."""
    if x_range is None:
        return (begin, end)
    first, stop, *step = x_range
    if step:
        first = f"{STRIDE_FROM}({first}, {step[0]}, {begin})"
    else:
        first = f"std::max<int>({first}, {begin})"
    return (first, f"std::min<int>({stop}, {end})", *step)


def guard_span(guard: int) -> tuple:
    """The x range of a loop guarded by flag guard: where its flags are set (scan_flags)."""
    return (f"{GUARD_SPAN(guard)}.begin", f"{GUARD_SPAN(guard)}.end")


def guard_row_run(guard: int) -> tuple:
    """The x range of a row whose guard flags are set in one run (scan_rows)."""
    return (
        f"{GUARD_ROWS(guard)}[{ROW_NUMBER}].begin",
        f"{GUARD_ROWS(guard)}[{ROW_NUMBER}].end",
    )
