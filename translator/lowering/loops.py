"""The C++ scaffolding of a lowered block body: the block's locals, the loops over its threads
(per block, per batch of blocks, or a wide batch side by side), x ranges, and the #line numbers
the compiler reports. Text only; what runs inside the loops is the emitter's.
"""

from __future__ import annotations

import functools
import re

# The block's built-ins read once into locals (vocabulary.BUILTIN_LOCALS), at the start of a block-mode body,
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


def intersected(x_range, begin: str, end: str) -> tuple:
    """The x range of the threads of x_range (all where None) in [begin, end)."""
    if x_range is None:
        return (begin, end)
    first, stop, *step = x_range
    if step:
        first = f"::cuport::cpu::stride_from({first}, {step[0]}, {begin})"
    else:
        first = f"std::max<int>({first}, {begin})"
    return (first, f"std::min<int>({stop}, {end})", *step)


def guard_span(guard: int) -> tuple:
    """The x range of a loop guarded by flag guard: where its flags are set (scan_flags)."""
    return (f"cuport_g{guard}_span_.begin", f"cuport_g{guard}_span_.end")


def guard_row_run(guard: int) -> tuple:
    """The x range of a row whose guard flags are set in one run (scan_rows)."""
    return (
        f"cuport_g{guard}_rows_[cuport_rowi_].begin",
        f"cuport_g{guard}_rows_[cuport_rowi_].end",
    )
