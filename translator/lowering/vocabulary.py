"""The names lowered C++ shares with the CPU runtime, spelled here and nowhere else in the
lowering: the locals a lowered body declares, the names the source rewrites add to kernels, and
the runtime's functions, types and macros the lowered text uses.

The runtime's side of the table is runtime/backends/cpu/engine/cpu_lowered_names.h;
tests/translator/lowering/test_vocabulary.py checks that the two agree and that no other module
of the lowering spells one of these names. Names only: no C++ text is built here.
"""

from __future__ import annotations

import re

# Every name below, by kind: its spelling ({field}: filled in by the lowering) -> its meaning.
LOCALS: dict[str, str] = {}  # declared by lowered code or by the source rewrites
RUNTIME: dict[str, str] = {}  # declared by the runtime, in namespace ::cuport::cpu
MACROS: dict[str, str] = {}  # macros, attributes and parameter names of the runtime's headers

CPU_NAMESPACE = "::cuport::cpu::"
# The runtime's top namespace: a declaration inside it is the runtime's, not the user's.
RUNTIME_NAMESPACE = "cuport"


class Family:
    """Locals named after a number or a name: the template's {fields}, filled in order."""

    def __init__(self, template: str):
        self.template = template
        self.fields = re.findall(r"\{(\w+)\}", template)

    def __call__(self, *values) -> str:
        return self.template.format(**dict(zip(self.fields, values, strict=True)))


def _local(spelling: str, meaning: str) -> str:
    LOCALS[spelling] = meaning
    return spelling


def _family(template: str, meaning: str) -> Family:
    LOCALS[template] = meaning
    return Family(template)


def _runtime(name: str, meaning: str) -> str:
    """A name in ::cuport::cpu, as lowered code spells it (fully qualified)."""
    RUNTIME[name] = meaning
    return CPU_NAMESPACE + name


def _member(name: str, meaning: str) -> str:
    """A member of a runtime class (Class::member), as code calls it on an object: member."""
    RUNTIME[name] = meaning
    return name.rpartition("::")[2]


def _macro(name: str, meaning: str) -> str:
    MACROS[name] = meaning
    return name


def bare_name(name: str) -> str:
    """A runtime name as libclang spells a call of it: without its namespaces."""
    return name.rpartition("::")[2]


# ---- The block body: a generic lambda the runtime instantiates (run_block_body) ----
SMALL_GRID = _local(
    "cuport_small_",
    "the body's first parameter: std::true_type where the grid has at most kSmallGridX blocks "
    "in x (blockIdx.x * blockDim.x + threadIdx.x then fits in an int)",
)
BLOCK_SHAPE = _local(
    "cuport_shape_",
    "the body's second parameter: FixedBlockShape<X, Y, Z> or AnyBlockShape; dims() is blockDim",
)
BLOCK_INDEX = _local("cuport_bidx_", "const uint3: blockIdx (in a batch, the row's block)")
BLOCK_DIM = _local("cuport_bdim_", "const dim3: blockDim")
GRID_DIM = _local("cuport_gdim_", "const dim3: gridDim")
BATCH_FIRST = _local("cuport_batch0_", "const uint3: blockIdx of a batch's first block")
BATCH_SIZE = _local("cuport_batch_", "const unsigned: blocks in this call's batch")
BATCH_BLOCK = _local("cuport_j_", "unsigned: the loop over a batch's blocks")
WIDE_LANES = _local(
    "cuport_lanes_", "const unsigned: threads in a wide row (blockDim.x times the batch)"
)

# ---- The loops over a block's threads ----
THREAD_Z = _local("cuport_z_", "unsigned: the outer row loop, threadIdx.z")
THREAD_Y = _local("cuport_y_", "unsigned: the inner row loop, threadIdx.y")
ROW_NUMBER = _local("cuport_rowi_", "const std::size_t: the row's number in the block or batch")
ROW_START = _local("cuport_row_", "const std::size_t: the linear index of the row's first thread")
X_COUNTER = _local("cuport_xi_", "int: the x loop's counter (an int, so that it vectorizes)")
THREAD_X = _local("cuport_x_", "const unsigned: threadIdx.x, from cuport_xi_")
LINEAR = _local(
    "cuport_lin_", "const std::size_t: the thread's linear index, into per-thread arrays"
)
THREAD_INDEX = _local("cuport_tid_", "const uint3: threadIdx of the thread the loop runs")

# ---- Per-thread storage (BlockFrame) and copies made once per block ----
THREADS = _local("cuport_nthreads_", "const std::size_t: threads in the block or batch")
FRAME = _local("cuport_frame_", "BlockFrame&: this call's per-thread arrays")
STAGED = _family(
    "cuport_w{exchange}_", "T*: warp operation {exchange}'s operands, staged one per thread"
)
SCRATCH = _family(
    "cuport_scratch{exchange}_", "T*: CUB collective {exchange}'s room: a fold's, warps' results"
)
TILE_ITEM = _local("cuport_item_", "int: an item's index, in a BlockExchange scatter's test")
SEED = _family("cuport_seed{exchange}_", "T: CUB BlockScan {exchange}'s prefix from its callback")
AGGREGATE = _family("cuport_agg{exchange}_", "T: CUB block collective {exchange}'s aggregate")
PER_THREAD = _family(
    "cuport_v_{name}_{offset}",
    "T*: variable {name} (declared at byte {offset}), one per thread: live across a split",
)
PARAMETER_COPY = _family(
    "cuport_p_{name}_", "the block's copy of scalar or pointer parameter {name}"
)
EXITED = _local("cuport_exited_", "unsigned char*: per thread, whether it returned")

# ---- Guards: a per-thread flag set from an `if`, and its summary ----
GUARD_FLAGS = _family("cuport_g{guard}_", "int*: per thread, whether guard {guard}'s test passed")
GUARD_ALL = _family("cuport_g{guard}_all_", "bool: every thread's flag is set")
GUARD_SPAN = _family("cuport_g{guard}_span_", "ThreadRange: the x range of the set flags")
GUARD_ROWS = _family(
    "cuport_g{guard}_rows_", "ThreadRange*: per row, the run of threads whose flag is set"
)
GUARD_DENSE = _family("cuport_g{guard}_dense_", "bool: the set flags form one run per row")
GUARD_RUN = _local(
    "cuport_run_", "const ThreadStride: a guard's passing threads, in the lambda summarizing it"
)

# ---- Locals numbered once per kernel (thread ranges, folds, warp phases) ----
ACTIVE = _family("cuport_active{n}_", "ThreadRange or ThreadStride: a narrowed region's threads")
NARROWS = _family("cuport_narrows{n}_", "bool: the range stands for the region's test")
FOLD = _family("cuport_fold{n}_", "const bool: every thread passes the region's folded tests")
EXACT = _family("cuport_exact{n}_", "bool: a guard's run was found without reading its flags")
RUN = _family("cuport_run{n}_", "const ThreadStride: the threads a warp phase's guard passes")
LANES = _family("cuport_lanes{n}_", "const int: the lanes a warp reduction's step computes")
WARP_BEGIN = _local("cuport_wb_", "int: a warp phase's window of x, its first thread")
WARP_END = _local("cuport_we_", "const int: a warp phase's window of x, past its last thread")
SAVED = _family("cuport_saved{n}_", "a ping-pong array's pointer, restored for each warp")

# ---- Names the source rewrites put into kernels (both paths run them) ----
INLINED_PARAMETER = _family(
    "cuport_p{call}_{parameter}", "inliner.py: parameter {parameter} of inlined call {call}"
)
INLINED_RESULT = _family("cuport_r{call}_", "inliner.py: the value of inlined call {call}")
GRID_STRIDE_COUNTER = _family(
    "cuport_gs{loop}_", "grid_stride.py: the grid-stride loop's counter, the same in a block"
)

# ---- The runtime: a lowered kernel's entry ----
KERNEL_ENTRY = _runtime("kernel_entry", "the first statement of every kernel in a lowered unit")
ENTRY_PROBE = _runtime("Entry::probe", "kernel_entry's answer: a probe (return at once)")
ENTRY_THREAD = _runtime("Entry::thread", "kernel_entry's answer: run as one thread (fibers)")
ENTRY_BLOCK = _runtime("Entry::block", "kernel_entry's answer: run the block body")
RUN_BLOCK_BODY = _runtime("run_block_body", "runs the block body in its instantiation")
FIXED_BLOCK_SHAPE = _runtime(
    "FixedBlockShape", "the block shape every launch of the kernel fixes, as a type"
)
SMALL_GRID_X = _runtime("kSmallGridX", "the most blocks in x of a small grid")
CURRENT_BATCH = _runtime("current_batch", "blocks in this call's batch (thread_local)")
MAX_BATCH = _runtime("kMaxBatch", "the most blocks in a batch")
LANE_SUM_FITS = _runtime("lane_sum_fits", "whether s + x fits in T for every thread x")
LANE_INDEX = _runtime("lane_index", "T(s + threadIdx.x), adding in T where that cannot wrap")
WARP_SIZE = _runtime("warp_size", "the warp width (cpu_scheduler.h)")

# ---- The runtime: per-thread storage ----
BLOCK_FRAME_TYPE = _runtime("BlockFrame", "per-thread arrays, reused from block to block")
BLOCK_FRAME = _runtime("block_frame", "this worker's BlockFrame, reset for a block's threads")
ALLOC = _member("BlockFrame::alloc", "a per-thread array")
ALLOC_UNALIASED = _member(
    "BlockFrame::alloc_unaliased", "alloc(), known to alias nothing (the malloc attribute)"
)
ALLOC_STAGED = _member("BlockFrame::alloc_staged", "alloc(), its slack after the end T{}")
ALLOC_ZEROED = _member("BlockFrame::alloc_zeroed", "alloc(), cleared")

# ---- The runtime: the threads a test passes ----
THREAD_RANGE = _runtime("ThreadRange", "a run of x, [begin, end)")
THREAD_STRIDE = _runtime("ThreadStride", "every step-th x in [begin, end), and whether exact")
COMPARE = _runtime("Compare", "the comparison of a thread-range test, tested value on the left")
# C++'s comparison operators -> the Compare enumerators.
COMPARES = {
    "<": "less",
    "<=": "less_equal",
    ">": "greater",
    ">=": "greater_equal",
    "==": "equal",
}
for _enumerator in COMPARES.values():
    _runtime(f"Compare::{_enumerator}", "a Compare enumerator")
NARROWS_TYPE = _runtime("kNarrows", "whether X and the bound's types let a range replace a test")
ACTIVE_THREADS = _runtime("active_threads", "the ThreadRange passing `X(s + x) op bound`")
COMPARED_THREADS = _runtime("compared_threads", "active_threads() as a ThreadStride")
QUOTIENT_THREADS = _runtime("quotient_threads", "the threads passing `X(s + x) / d op bound`")
RESIDUE_THREADS = _runtime("residue_threads", "the threads passing `X(s + x) % m == k` (or &)")
ALL_THREADS_PASS = _runtime("all_threads_pass", "whether every thread passes `X op bound`")
STRIDE_FROM = _runtime("stride_from", "a strided range's first thread at or after a point")
FIRST_LANES = _runtime("first_lanes", "whether a ThreadStride names warps' first lanes only")
REDUCTION_LANES = _runtime("reduction_lanes", "the lanes a warp reduction's step computes")
RANGE_ROWS = _runtime("range_rows", "a guard's summary from its exact run in every row")
ROW_RUN = _runtime("row_run", "the run of a test the same for a whole row")
RUN_AND = _runtime("run_and", "the run of threads passing both of two tests")
RUN_OR = _runtime("run_or", "the run of threads passing either of two tests")
RUN_NOT = _runtime("run_not", "the run of threads failing a test")
GUARD_ROWS_OF = _runtime("guard_rows", "a guard's summary from its run in each row")
SCAN_FLAGS = _runtime("scan_flags", "a guard's summary, from its flags")

# ---- The runtime: warp operations over staged operands (cpu_warp.h) ----
SHFL = _runtime("lowered::shfl", "__shfl_sync over staged operands")
SHFL_UP = _runtime("lowered::shfl_up", "__shfl_up_sync over staged operands")
SHFL_DOWN = _runtime("lowered::shfl_down", "__shfl_down_sync over staged operands")
SHFL_XOR = _runtime("lowered::shfl_xor", "__shfl_xor_sync over staged operands")
BALLOT = _runtime("lowered::ballot", "__ballot_sync over staged votes")
ANY = _runtime("lowered::any", "__any_sync over staged votes")
ALL = _runtime("lowered::all", "__all_sync over staged votes")
VOTES = {BALLOT, ANY, ALL}
# A warp reduction's step computing only the lanes below its offset (reduction_lanes).
NEAR = {
    SHFL_DOWN: _runtime("lowered::shfl_down_near", "shfl_down for lanes below the offset"),
    SHFL_XOR: _runtime("lowered::shfl_xor_near", "shfl_xor for lanes below the offset"),
}

# ---- The runtime: CUB's block collectives in thread loops (cpu_cub_lowered.h) ----
CUB_THREAD = _runtime("lowered::cub_thread", "a BlockLoad/BlockStore constructor's thread index")
CUB_PARTIAL = _runtime("lowered::cub_partial", "a thread's input as T, or its items folded")
CUB_BLOCK_REDUCE = _runtime("lowered::cub_block_reduce", "BlockReduce's fold into staged[0]")
CUB_BLOCK_CALLBACK = _runtime(
    "lowered::cub_block_callback", "BlockScan's block prefix callbacks, thread 0's value"
)
CUB_BLOCK_SCAN = _runtime("lowered::cub_block_scan", "BlockScan's prefixes of the partials")
CUB_WARP_REDUCE = _runtime("lowered::cub_warp_reduce", "WarpReduce's fold of each logical warp")
CUB_WARP_SCAN = _runtime("lowered::cub_warp_scan", "WarpScan's prefixes in each logical warp")
CUB_TILE_SORT = _runtime("lowered::cub_tile_sort", "BlockRadixSort on the threads' item arrays")
CUB_TILE_EXCHANGE = _runtime(
    "lowered::cub_tile_exchange", "BlockExchange between arrangements of the threads' items"
)
CUB_ARRANGEMENT = "lowered::CubArrangement"
CUB_ARRANGEMENTS = {
    name: _runtime(f"{CUB_ARRANGEMENT}::{name}", "a BlockExchange arrangement")
    for name in ("blocked", "striped", "warp_striped", "ranks")
}
CUB_EXCLUSIVE = _runtime("lowered::cub_exclusive", "a thread's exclusive scan result")
CUB_INCLUSIVE = _runtime("lowered::cub_inclusive", "a thread's inclusive scan of its items")
CUB_NO_INIT = _runtime("lowered::CubNoInit", "an exclusive scan with no initial value")

# ---- The runtime: launches and shared memory (cpu_launch.h, cpu_launch_api.h) ----
LAUNCH_KERNEL = _runtime("launch_kernel", "what cuportLaunchKernelGGL calls: (grid, block, ...)")
DYNAMIC_SHARED_VIEW = _runtime(
    "DynamicSharedView", "extern __shared__ at file scope: the running block's buffer"
)

# ---- Macros, attributes and parameter names ----
THREAD_LOOP_SIMD = _macro("CUPORT_THREAD_LOOP_SIMD", "before an x loop: its threads are lanes")
UNROLL_STEPS = _macro("CUPORT_UNROLL_STEPS", "before a warp reduction's loop in a warp phase")
ASSUME = _macro("CUPORT_ASSUME", "a fact the compiler may rely on")
LOWERED_UNIT = _macro("CUPORT_CPU_LOWERED", "defined first in a lowered unit: kernels answer")
SPLIT_AT_BARRIER = _macro(
    "CUPORT_SPLIT_AT_BARRIER", "where a __syncthreads() split the thread loops (cuport check)"
)
SPLIT_AT_SYNCWARP = _macro(
    "CUPORT_SPLIT_AT_SYNCWARP", "where a __syncwarp() split the thread loops (cuport check)"
)
BACKEND_CPU = _macro("CUPORT_BACKEND_CPU", "defined for the CPU backend (the lowering's parse)")
DYNAMIC_SHARED = _macro("CUPORT_DYNAMIC_SHARED", "the translator's extern __shared__ in a body")
LAUNCH_MACRO = _macro("cuportLaunchKernelGGL", "the translator's spelling of kernel<<<...>>>")
LAUNCH_ARGUMENTS = _macro(
    "cuport_args", "the parameter pack of cuportLaunchKernelGGL's lambda around the kernel"
)
KERNEL_ANNOTATION = _macro(
    "cuport_kernel", 'the lowering\'s parse marks __global__ functions annotate("cuport_kernel")'
)

# The CUDA built-ins a lowered body reads from its locals.
BUILTIN_LOCALS = {
    "threadIdx": THREAD_INDEX,
    "blockIdx": BLOCK_INDEX,
    "blockDim": BLOCK_DIM,
    "gridDim": GRID_DIM,
}
