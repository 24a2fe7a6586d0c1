// cuport CPU backend: the vocabulary of lowered kernel bodies, in one place (a table, no code).
//
// The lowering (translator/lowering/) writes C++ that declares the locals below and uses the
// runtime's names listed after them. Its vocabulary.py spells every one of these names, and no
// other module of the lowering does; tests/translator/lowering/test_vocabulary.py checks that
// the two tables agree. {field} stands for a number or a name the lowering fills in.
#pragma once

// ---- Locals of a lowered body ------------------------------------------------------------------
//
// The block body: a generic lambda run_block_body() instantiates (cpu_lowered.h).
//   cuport_small_              its first parameter: std::true_type where the grid has at most
//                              kSmallGridX blocks in x (blockIdx.x * blockDim.x + threadIdx.x
//                              then fits in an int), else std::false_type
//   cuport_shape_              its second parameter: FixedBlockShape<X, Y, Z> or AnyBlockShape;
//                              dims() is blockDim
//   cuport_bidx_               const uint3: blockIdx (in a batch, the block of the row)
//   cuport_bdim_               const dim3: blockDim
//   cuport_gdim_               const dim3: gridDim
//   cuport_batch0_             const uint3: blockIdx of a batch's first block
//   cuport_batch_              const unsigned: blocks in this call's batch (current_batch)
//   cuport_j_                  unsigned: the loop over a batch's blocks
//   cuport_lanes_              const unsigned: threads in a wide row (blockDim.x * the batch)
//
// The loops over the block's threads: rows (z, y), then x innermost.
//   cuport_z_                  unsigned: the outer row loop, threadIdx.z
//   cuport_y_                  unsigned: the inner row loop, threadIdx.y
//   cuport_rowi_               const std::size_t: the row's number in the block or batch
//   cuport_row_                const std::size_t: the linear index of the row's first thread
//   cuport_xi_                 int: the x loop's counter (an int, so that it vectorizes)
//   cuport_x_                  const unsigned: threadIdx.x, from cuport_xi_
//   cuport_lin_                const std::size_t: the thread's linear index, into the
//                              per-thread arrays
//   cuport_tid_                const uint3: threadIdx of the thread the loop body runs
//
// Per-thread storage (BlockFrame) and copies made once per block.
//   cuport_nthreads_           const std::size_t: threads in the block or batch
//   cuport_frame_              BlockFrame&: this call's per-thread arrays
//   cuport_w{exchange}_        T*: warp operation {exchange}'s operands, staged one per thread
//   cuport_scratch{exchange}_  T*: CUB collective {exchange}'s room: BlockReduce's to fold the
//                              partials, the warp collectives' results and aggregates by warp
//   cuport_item_               int: an item's index, in a BlockExchange scatter's test
//   cuport_seed{exchange}_     T: CUB BlockScan {exchange}'s block prefix, from a callback
//   cuport_agg{exchange}_      T: CUB block collective {exchange}'s aggregate
//   cuport_v_{name}_{offset}   T*: variable {name} (declared at byte {offset}), one per thread:
//                              its value lives across a split
//   cuport_p_{name}_           the block's copy of scalar or pointer parameter {name}
//   cuport_exited_             unsigned char*: per thread, whether it returned
//
// Guards: a per-thread flag set from an `if`, and its summary (scan_flags and kin).
//   cuport_g{guard}_           int*: per thread, whether guard {guard}'s test passed
//   cuport_g{guard}_all_       bool: every thread's flag is set
//   cuport_g{guard}_span_      ThreadRange: the x range of the set flags
//   cuport_g{guard}_rows_      ThreadRange*: per row, the run of threads whose flag is set
//   cuport_g{guard}_dense_     bool: the set flags form one run per row
//   cuport_run_                const ThreadStride: a guard's passing threads, inside the lambda
//                              that summarizes it
//
// Locals numbered once per kernel: thread ranges, folds, warp phases.
//   cuport_active{n}_          ThreadRange or ThreadStride: a narrowed region's threads
//   cuport_narrows{n}_         bool: that range stands for the region's test
//   cuport_fold{n}_            const bool: every thread passes the region's folded tests
//   cuport_exact{n}_           bool: a guard's run was found without reading its flags
//   cuport_run{n}_             const ThreadStride: the threads a warp phase's guard passes
//   cuport_lanes{n}_           const int: the lanes a warp reduction's step computes
//   cuport_wb_                 int: a warp phase's window of x, its first thread
//   cuport_we_                 const int: a warp phase's window of x, past its last thread
//   cuport_saved{n}_           a ping-pong array's pointer, restored for each warp
//
// Names the lowering's source rewrites put into kernels (the fiber path runs them too).
//   cuport_p{call}_{parameter} inliner.py: parameter {parameter} of inlined call {call}
//   cuport_r{call}_            inliner.py: the value of inlined call {call}
//   cuport_gs{loop}_           grid_stride.py: a grid-stride loop's counter, the same in a block
//
// ---- The runtime's names lowered code uses (namespace ::cuport::cpu) ----------------------------
//
// A lowered kernel's entry (cpu_lowered.h).
//   kernel_entry               the first statement of every kernel in a lowered unit
//   Entry::probe               kernel_entry's answer: a probe (return at once)
//   Entry::thread              kernel_entry's answer: run as one thread (the fiber path)
//   Entry::block               kernel_entry's answer: run the block body
//   run_block_body             runs the block body (a generic lambda) in its instantiation
//   FixedBlockShape            the block shape every launch of the kernel fixes, as a type
//   kSmallGridX                the most blocks in x of a small grid
//   current_batch              blocks in this call's batch (thread_local)
//   kMaxBatch                  the most blocks in a batch
//   lane_sum_fits              whether s + x fits in T for every thread x
//   lane_index                 T(s + threadIdx.x), adding in T where that cannot wrap
//   warp_size                  the warp width (cpu_scheduler.h)
//
// Per-thread storage (cpu_lowered.h).
//   BlockFrame                 per-thread arrays, reused from block to block
//   block_frame                this worker's BlockFrame, reset for a block's threads
//   BlockFrame::alloc          a per-thread array
//   BlockFrame::alloc_unaliased  alloc(), known to alias nothing (the malloc attribute)
//   BlockFrame::alloc_staged   alloc(), its slack after the end T{}
//   BlockFrame::alloc_zeroed   alloc(), cleared
//
// The threads a test passes (cpu_lowered.h).
//   ThreadRange                a run of x, [begin, end)
//   ThreadStride               every step-th x in [begin, end), and whether that is exact
//   Compare                    the comparison of a thread-range test, tested value on the left:
//   Compare::less  Compare::less_equal  Compare::greater  Compare::greater_equal  Compare::equal
//   kNarrows                   whether X's and the bound's types let a range replace a test
//   active_threads             the ThreadRange passing `X(s + x) op bound`
//   compared_threads           active_threads() as a ThreadStride
//   quotient_threads           the threads passing `X(s + x) / d op bound`
//   residue_threads            the threads passing `X(s + x) % m == k` (or & m)
//   all_threads_pass           whether every thread passes `X(s + x) op bound`
//   stride_from                a strided range's first thread at or after a point
//   first_lanes                whether a ThreadStride names warps' first lanes only
//   reduction_lanes            the lanes a warp reduction's step computes
//   range_rows                 a guard's summary from its exact run in every row
//   row_run                    the run of a test the same for a whole row
//   run_and  run_or  run_not   the run of threads passing both, either, or not a test
//   guard_rows                 a guard's summary from its run in each row
//   scan_flags                 a guard's summary, from its flags
//
// Warp operations over staged operands (device/cpu_warp.h).
//   lowered::shfl  lowered::shfl_up  lowered::shfl_down  lowered::shfl_xor
//   lowered::ballot  lowered::any  lowered::all
//   lowered::shfl_down_near  lowered::shfl_xor_near   (a step computing the lanes below its
//                                                       offset alone)
//
// CUB's block collectives in thread loops (libraries/cpu_cub_lowered.h).
//   lowered::cub_thread        a BlockLoad/BlockStore constructor's thread index
//   lowered::cub_partial       a thread's input as T, or its items folded
//   lowered::cub_block_reduce  BlockReduce's fold of the partials into staged[0]
//   lowered::cub_block_scan    BlockScan's prefixes of the partials, in place; the aggregate
//   lowered::cub_block_callback  BlockScan's block prefix callbacks (the first warp's threads),
//                              thread 0's value
//   lowered::cub_tile_sort     BlockRadixSort on the threads' item arrays, in place
//   lowered::cub_tile_exchange BlockExchange between arrangements of the threads' items
//   lowered::CubArrangement::blocked  lowered::CubArrangement::striped
//   lowered::CubArrangement::warp_striped  lowered::CubArrangement::ranks
//   lowered::cub_warp_reduce   WarpReduce's fold of each logical warp's partials
//   lowered::cub_warp_scan     WarpScan's prefixes in each logical warp, in place; aggregates
//   lowered::cub_exclusive     a thread's exclusive scan result (items: scanned from it)
//   lowered::cub_inclusive     a thread's inclusive scan of its items
//   lowered::CubNoInit         an exclusive scan with no initial value
//
// Launches and shared memory (cpu_launch.h, host/cpu_launch_api.h).
//   launch_kernel              what cuportLaunchKernelGGL calls: (grid, block, ...)
//   DynamicSharedView          extern __shared__ at file scope: the running block's buffer
//
// ---- Macros, attributes and parameter names -----------------------------------------------------
//   CUPORT_THREAD_LOOP_SIMD    before an x loop: its threads may run in SIMD lanes
//   CUPORT_UNROLL_STEPS        before a warp reduction's loop in a warp phase
//   CUPORT_ASSUME              a fact the compiler may rely on
//   CUPORT_CPU_LOWERED         defined first in a lowered unit: its kernels answer the probe
//   CUPORT_SPLIT_AT_BARRIER    where a __syncthreads() split the thread loops: racecheck's
//                              next phase in a checked build, nothing otherwise
//   CUPORT_SPLIT_AT_SYNCWARP   where a __syncwarp() split them: racecheck orders each warp's
//                              lanes there
//   CUPORT_BACKEND_CPU         defined when building for this backend (and for the lowering's
//                              own parse)
//   CUPORT_DYNAMIC_SHARED      the translator's spelling of extern __shared__ in a kernel
//   cuportLaunchKernelGGL      the translator's spelling of kernel<<<...>>>
//   cuport_args                the parameter pack of cuportLaunchKernelGGL's lambda
//   cuport_kernel              the lowering's own parse marks __global__ functions
//                              annotate("cuport_kernel") (never seen by the compiler)
