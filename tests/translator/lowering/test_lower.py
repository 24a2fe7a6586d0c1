"""CPU kernel lowering (translator/lowering/): which kernels become thread
loops, and that lowered kernels compute exactly what the fiber path and NumPy compute."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cuport.backends.cpu.driver import RUNTIME_HEADERS
from cuport.translator.lowering import lower
from cuport.translator.pipeline import translate_program
from support.cuda_program import MODES, run
from support.lowering import all_results, lowered_output, results

INPUTS = Path(__file__).resolve().parent / "inputs"
KERNELS = INPUTS / "kernels.cu"


@pytest.fixture(scope="module")
def lowering_log() -> dict:
    program = translate_program([KERNELS])
    result = lower.lower(
        program.sources["kernels.cu"], "kernels.cu", RUNTIME_HEADERS, (), program.sources
    )
    assert result.error is None
    return {k.name: k for k in result.kernels}


@pytest.mark.parametrize(
    "kernel",
    [
        "scale",
        "stencil",
        "cube",
        "grid_walk",
        "block_sum",
        "matmul",
        "partial_block",
        "uniform_branch",
        "loop_return",
        "matmul_naive",
        "reference_state",
        "shared_snapshot",
        "narrow_forms",
        "guard_exit",
        "guard_2d",
        "index_forms",
        "narrow_offset",
        "narrow_offset_copy",
        # Helpers that read threadIdx are inlined into the kernel first (inliner.py).
        "via_device_function",
        "via_template_function",
    ],
)
def test_these_kernels_are_lowered(lowering_log, kernel):
    assert lowering_log[kernel].lowered, lowering_log[kernel].reason


def test_kernels_with_barriers_are_split(lowering_log):
    assert lowering_log["block_sum"].how == "split at barriers into thread loops"
    assert lowering_log["scale"].how == "lowered to thread loops"
    assert lowering_log["matmul_naive"].how == (
        "lowered to thread loops (runs consecutive blocks in x as one batch, side by side in"
        " each row)"
    )


@pytest.mark.parametrize(
    ("kernel", "reason"),
    [
        ("divergent_barrier", "condition that depends on the thread"),
        ("via_method", "calls LaneOf, which reads thread built-ins"),
    ],
)
def test_kernels_that_need_fibers_keep_them_and_say_why(lowering_log, kernel, reason):
    assert not lowering_log[kernel].lowered
    assert reason in lowering_log[kernel].reason


def _narrow_forms(block: tuple, blocks: int, k: int, u: int) -> np.ndarray:
    """What narrow_forms computes, with C++'s comparisons: threadIdx.x and u are unsigned, so
    `threadIdx.x < k` compares k converted to unsigned."""
    t = np.arange(block[0], dtype=np.int64)
    value = (
        1 * (t < k)
        + 2 * (t < k % 2**32)
        + 4 * (t <= k - 2)
        + 8 * (k > t)
        + 16 * (t >= k)
        + 32 * (u > t)
        + 64 * (k == t)
        + 128 * (t.astype(np.float32) < np.float32(2.5) * np.float32(k))
        + 256 * (t <= u)
        + 512 * (np.int16(k) > t)
        + 3 * 1024 * (t < k)
    )
    return np.tile(value, blocks * int(np.prod(block[1:])))


@pytest.mark.parametrize("mode", MODES)
def test_lowered_and_fiber_paths_agree(mode):
    lowered = run(KERNELS, mode=mode)
    fibers = run(KERNELS, mode=mode, env={"CUPORT_LOWERING": "0"})
    assert lowered.stdout.strip().endswith("done")
    assert lowered.stdout == fibers.stdout


def test_results_match_numpy():
    rows = results(run(KERNELS).stdout)
    x = (np.arange(1000) % 17).astype(np.float32) * np.float32(0.25)
    np.testing.assert_array_equal(rows["scale"], np.float32(3.0) * x + np.float32(1.0))

    w, h = 37, 23
    img = (np.arange(w * h) * 7 % 31).reshape(h, w)
    stencil = np.full((h, w), -1)
    stencil[1:-1, 1:-1] = (
        img[1:-1, :-2] + img[1:-1, 1:-1] + img[1:-1, 2:] + img[:-2, 1:-1] + img[2:, 1:-1]
    )
    np.testing.assert_array_equal(rows["stencil"], stencil.ravel())

    values = np.arange(5000) * 13 % 101
    padded = np.concatenate([values, np.zeros(20 * 256 - 5000, dtype=int)])
    np.testing.assert_array_equal(rows["block_sum"], padded.reshape(20, 256).sum(axis=1))

    a = (np.arange(32 * 32) % 5 - 2).reshape(32, 32)
    b = (np.arange(32 * 32) * 3 % 7 - 3).reshape(32, 32)
    np.testing.assert_array_equal(rows["matmul"], (a @ b).ravel())

    fa = (np.arange(19 * 19) % 7 - 3).astype(np.float32).reshape(19, 19)
    fb = ((np.arange(19 * 23) % 5) * 0.5).astype(np.float32).reshape(19, 23)
    np.testing.assert_array_equal(rows["matmul_naive"], (fa @ fb).ravel())

    partial = np.full((4, 128), -7)
    t = np.arange(100)
    partial[:, :100] = (99 - t) * 3 + np.arange(4)[:, None]
    np.testing.assert_array_equal(rows["partial_block"], partial.ravel())

    data = (np.arange(3 * 64) ** 2 % 97).reshape(3, 64)
    lane = np.arange(64)
    data = np.roll(data, -1, axis=1) * 2 + lane  # n = 200: the shift-and-double branch runs
    data = data + lane  # n = 50: the branch is skipped
    np.testing.assert_array_equal(rows["uniform_branch"], data.ravel())

    v = np.array(
        [
            sum(k for k in range(8) if t * k <= 150) if all(t * k <= 150 for k in range(8)) else -1
            for t in range(64)
        ]
    )
    expect = np.where(v >= 0, v + np.concatenate([[0], v[:-1]]), -1)
    np.testing.assert_array_equal(rows["loop_return"], np.tile(expect, 2))

    np.testing.assert_array_equal(rows["divergent_barrier"], np.tile(31 - np.arange(32), 2))
    np.testing.assert_array_equal(rows["via_device_function"], np.tile(np.arange(64) % 32 * 10, 2))
    np.testing.assert_array_equal(
        rows["via_template_function"], np.tile(np.arange(64) % 16 * 10, 2)
    )
    np.testing.assert_array_equal(rows["via_method"], np.tile(np.arange(64) % 8 * 1010, 2))
    z, y, x = np.meshgrid(np.arange(5), np.arange(7), np.arange(33), indexing="ij")
    np.testing.assert_array_equal(rows["grid_walk"], (x + 100 * y + 10000 * z).ravel())
    cube = np.arange(24)[None, :] * 100 + np.arange(4)[:, None]
    np.testing.assert_array_equal(rows["cube"], cube.ravel())
    np.testing.assert_array_equal(
        rows["shared_snapshot"], (10 + np.arange(2)[:, None] + np.arange(32)).ravel()
    )

    a = np.arange(3 * 64) % 13
    expect = np.full(3 * 64, -1.0)
    for b in range(3):
        for t in range(60):
            if b * 64 + t < 150:
                expect[b * 64 + t] = sum(a[b * 64 + (t + k) % 60] for k in range(4))
    np.testing.assert_array_equal(rows["guard_exit"], expect)

    xs = np.arange(w)[None, :]
    np.testing.assert_array_equal(rows["guard_2d"], (img * 2 + xs).ravel())


def test_thread_range_narrowing_matches_numpy():
    rows = all_results(run(KERNELS).stdout)
    cases = [(-3, 7), (0, 0xFFFFFFFF), (5, 7), (16, 0), (100, 3)]
    assert len(rows["narrow_forms"]) == len(cases)
    for row, (k, u) in zip(rows["narrow_forms"], cases, strict=True):
        np.testing.assert_array_equal(row, _narrow_forms((16, 8), 2, k, u), err_msg=f"k={k} u={u}")
    np.testing.assert_array_equal(rows["narrow_forms_3d"][0], _narrow_forms((8, 2, 2), 2, 6, 2))


def test_unparsable_unit_is_left_alone():
    result = lower.lower("__global__ void k( {", "broken.cu", RUNTIME_HEADERS)
    assert result.error and "cannot parse" in result.error
    assert result.text == "__global__ void k( {"


def test_variable_changed_through_a_reference_stays_per_thread():
    rows = results(run(KERNELS).stdout)
    state = (np.arange(128, dtype=np.uint64) + 1) * 2654435761 % 2**32
    total = np.zeros(128, dtype=np.uint64)
    for _ in range(5):
        state = (state * 1664525 + 1013904223) % 2**32
        total = (total + (state >> 16)) % 2**32
    np.testing.assert_array_equal(rows["reference_state"], total.astype(float))


def test_thread_index_sums_convert_as_cpp_does():
    """`int i = off + threadIdx.x` and its kin, rewritten to lane_index (lane_index.py), give
    C++'s values where the unsigned sum passes INT_MAX or wraps past UINT_MAX."""
    rows = all_results(run(KERNELS).stdout)
    data = np.arange(80) * 7 % 23
    offsets = [5, 0x7FFFFFFF - 20, 0xFFFFFFFF - 20]
    assert len(rows["index_forms"]) == len(offsets)
    t = np.arange(64, dtype=np.int64)
    for row, off in zip(rows["index_forms"], offsets, strict=True):
        unsigned_sum = (off + t) % 2**32
        as_int = np.where(unsigned_sum >= 2**31, unsigned_sum - 2**32, unsigned_sum)
        moved = (off + t + 1) % 2**32
        expect = np.stack(
            [
                as_int,
                unsigned_sum,
                as_int,
                data[(off & 15) + t] * 3,
                t,
                unsigned_sum,
                as_int,
                moved,
            ],
            axis=1,
        ).ravel()
        np.testing.assert_array_equal(row, expect.astype(float), err_msg=f"off={off}")


def test_index_sums_are_rewritten_only_where_converted(tmp_path):
    source = tmp_path / "k.cu"
    source.write_text("""#include <cuda_runtime.h>
    __global__ void k(int* out, const float* x, unsigned* u) {
      int i = blockIdx.x * blockDim.x + threadIdx.x;
      unsigned j = blockIdx.x * blockDim.x + threadIdx.x;
      out[i] = (int)x[blockIdx.x * blockDim.x + threadIdx.x];
      u[j] = threadIdx.x + blockIdx.x;
      int tx = threadIdx.x, ty = threadIdx.x;
      ty++;
      out[j] = (int)(blockIdx.x * 32 + tx) + (int)(blockIdx.x * 32 + ty);
      unsigned char c = threadIdx.x;
      out[i] += (int)(blockIdx.x * 32 + c);
    }
    """)
    program = translate_program([source])
    result = lower.lower(program.sources["k.cu"], "k.cu", RUNTIME_HEADERS, (), program.sources)
    assert result.error is None and result.kernels[0].lowered
    body = result.text[result.text.index("__global__") :]
    # int i, unsigned j and the pointer subscript; not the unsigned value stored through u.
    assert body.count("lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)") == 1
    assert "lane_index<unsigned int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)" in body
    assert "lane_index<std::size_t>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x)" in body
    assert "u[j] = threadIdx.x + blockIdx.x;" in body
    # A copy of threadIdx.x counts, unless it is changed or its type cannot hold it.
    assert "lane_index<int>(blockIdx.x * 32, tx, blockDim.x)" in body
    assert "(int)(blockIdx.x * 32 + ty)" in body
    assert "(int)(blockIdx.x * 32 + c)" in body


def test_closing_if_on_an_offset_index_runs_the_passing_threads_only():
    """`if (i < k)` with i = off + threadIdx.x (narrowed to a range of threads when the sum fits
    in an int, tested per thread when it passes INT_MAX) sets what C++ says."""
    rows = all_results(run(KERNELS).stdout)
    cases = [(5, 20), (5, -3), (0x7FFFFFFF - 20, 0x7FFFFFFF - 10), (100, 100), (0, 64)]
    assert len(rows["narrow_offset"]) == len(rows["narrow_offset_copy"]) == len(cases)
    t = np.arange(64, dtype=np.int64)
    both = zip(rows["narrow_offset"], rows["narrow_offset_copy"], cases, strict=True)
    for row, row_copy, (off, k) in both:
        np.testing.assert_array_equal(row_copy, row)
        unsigned_sum = (off + t) % 2**32
        i = np.where(unsigned_sum >= 2**31, unsigned_sum - 2**32, unsigned_sum)
        expect = np.where(i < k, 1 + (i & 7), 0)
        np.testing.assert_array_equal(row, np.tile(expect, 2).astype(float), err_msg=f"{off} {k}")


BATCHES = INPUTS / "batches.cu"


def test_barrier_free_kernels_batch_blocks_unless_something_is_per_block():
    program = translate_program([BATCHES])
    result = lower.lower(
        program.sources["batches.cu"], "batches.cu", RUNTIME_HEADERS, (), program.sources
    )
    assert result.error is None
    how = {k.name: k.how for k in result.kernels if k.lowered}
    assert set(how) == {
        "batched_product",
        "batched_guard",
        "wide_product",
        "wide_column_sums",
        "block_bounds",
        "block_scratch",
        "arrival_order",
    }
    batch = "lowered to thread loops (runs consecutive blocks in x as one batch"
    # batched_product reads blockIdx.x by itself: its blocks stay apart within the batch.
    for kernel in ("batched_product", "batched_guard", "arrival_order"):
        assert how[kernel] == batch + ")"
    for kernel in ("wide_product", "wide_column_sums"):
        assert how[kernel] == batch + ", side by side in each row)"
    # blockIdx.x in a loop's bounds, and __shared__ storage, belong to one block.
    for kernel in ("block_bounds", "block_scratch"):
        assert "batch" not in how[kernel]
    # Around a uniform loop, the per-thread arrays come as memory nothing else points to, so a
    # load the same for every thread (A[row * n + k]) is not redone per thread.
    text = result.text.split("int main")[0]
    product = text[text.index("void wide_product(") :]
    product = product[: product.index("\n}")]
    assert "alloc_unaliased<" in product and ".alloc<" not in product


@pytest.mark.parametrize("mode", MODES)
def test_batched_blocks_compute_what_numpy_does(mode):
    rows = results(run(BATCHES, mode=mode, env={"CUPORT_NUM_THREADS": "2"}).stdout)
    n, m, depth = 5, 613, 7
    a = (np.arange(n * depth) % 9 - 4).astype(np.float32).reshape(n, depth)
    b = ((np.arange(depth * m) % 5) * 0.5).astype(np.float32).reshape(depth, m)
    block_x = (np.arange(m) // 16).astype(np.float32)
    np.testing.assert_array_equal(rows["batched_product"], (a @ b + block_x).ravel())
    np.testing.assert_array_equal(rows["wide_product"], (a @ b).ravel())
    guard = np.full(n * m, -1.0, dtype=np.float32)
    guard[:m] = block_x + b.sum(axis=0, dtype=np.float32)
    np.testing.assert_array_equal(rows["batched_guard"], guard)

    lanes = 37 * 32
    x = ((np.arange(lanes * 5) % 23) * 0.25).astype(np.float32).reshape(5, lanes)
    column_sums = np.full(lanes, -1.0, dtype=np.float32)
    column_sums[:1000] = x[:, :1000].sum(axis=0)
    np.testing.assert_array_equal(rows["wide_column_sums"], column_sums)

    block, t = np.divmod(np.arange(40 * 32), 32)
    bounds = np.where(block * 32 + t < 40 * 32 - 5, (3 * block * 3 + 3) * t, -1)
    np.testing.assert_array_equal(rows["block_bounds"], bounds)
    scratch = (block * 100 + t)[:, None] + np.arange(2)
    np.testing.assert_array_equal(rows["block_scratch"], scratch.ravel())


def test_deterministic_mode_runs_blocks_in_order_and_parallel_mode_batches_them():
    """arrival_order numbers each thread's two atomicAdds in the order they happen."""
    order = results(run(BATCHES, mode="deterministic").stdout)["arrival_order"]
    by_block = order.reshape(40, 64)
    assert (by_block.max(axis=1)[:-1] < by_block.min(axis=1)[1:]).all()

    one_worker = {"CUPORT_NUM_THREADS": "1"}
    order = results(run(BATCHES, mode="parallel", env=one_worker).stdout)["arrival_order"]
    assert sorted(order) == list(range(40 * 64))
    # A batch runs the loop's first step for all its blocks' threads, then the second.
    by_block = order.reshape(40, 32, 2)
    assert by_block[0, :, 1].min() > by_block[1, :, 0].max()


IN_PLACE = INPUTS / "inline_in_place.cu"


def test_helper_call_assigned_to_its_argument_is_inlined_in_place():
    program = translate_program([IN_PLACE])
    result = lower.lower(
        program.sources["inline_in_place.cu"], "inline_in_place.cu", RUNTIME_HEADERS, (), {}
    )
    assert result.error is None and result.kernels[0].lowered
    thread_body = result.text.split("Entry::thread: break;")[1]
    # halve_steps returns its parameter, which has a's type: a itself is the parameter.
    assert "a = a * 0.5f + threadIdx . x" in thread_body
    # thirds converts to double, add_old can see c through a pointer, doubled returns v * 2:
    # each gets a copy of its argument and a result variable.
    for helper in ("thirds", "add_old", "doubled"):
        assert f"{helper} (" not in thread_body and f"{helper}(" not in thread_body
    assert thread_body.count("cuport_r") >= 3


def test_helpers_inlined_in_place_or_not_compute_what_numpy_does():
    # Printed with 9 digits: each float32 reads back exactly.
    row = results(run(IN_PLACE).stdout)["in_place"].astype(np.float32).reshape(64, 4)
    x = (np.arange(64) % 7).astype(np.float32) + np.float32(0.25)
    t = (np.arange(64) % 32).astype(np.float32)
    a = x.copy()
    for _ in range(3):
        a = a * np.float32(0.5) + t
    b = ((x * np.float32(0.1)).astype(np.float64) / 3.0 * 3.0 + t).astype(np.float32)
    c = (x + (t + x)) + x  # add_old reads c as it was before the call
    d = (x + t) * np.float32(2.0)
    np.testing.assert_array_equal(row, np.stack([a, b, c, d], axis=1))


GRID_STRIDE = INPUTS / "grid_stride.cu"


def test_grid_stride_loops_get_a_uniform_loop_over_the_grid():
    program = translate_program([GRID_STRIDE])
    result = lower.lower(
        program.sources["grid_stride.cu"], "grid_stride.cu", RUNTIME_HEADERS, (), program.sources
    )
    assert result.error is None and all(k.lowered for k in result.kernels)
    thread_text = result.text.split("int main")[0]
    bodies = {}
    for kernel in ("gs_scale", "gs_indirect", "gs_sum", "gs_changed", "gs_unsigned"):
        start = thread_text.index(f"void {kernel}(")
        bodies[kernel] = thread_text[start : thread_text.index("\n}", start)]
    for kernel in ("gs_scale", "gs_indirect", "gs_sum"):
        assert "cuport_gs" in bodies[kernel], kernel
    assert "active_threads" in bodies["gs_scale"]  # the test narrows to a range of threads
    for kernel in ("gs_changed", "gs_unsigned"):
        assert "cuport_gs" not in bodies[kernel], kernel
    # With no uniform loop and no guard flag, blocks that read threadIdx.x only in the global
    # index run side by side, one long row per call (SAXPY's form).
    how = {k.name: k.how for k in result.kernels}
    for kernel in ("gs_changed", "gs_unsigned"):
        assert how[kernel].endswith("side by side in each row)"), kernel
    assert "batch" not in how["gs_sum"]  # (its partial sums are per block)


@pytest.mark.parametrize("mode", MODES)
def test_grid_stride_loops_compute_what_numpy_does(mode):
    stdout = lowered_output(GRID_STRIDE, mode)
    rows = {k: v.astype(np.float32) for k, v in results(stdout).items()}
    n = 1000
    x = (np.arange(n) % 13 - 3).astype(np.float32)
    y = (np.arange(n) % 7).astype(np.float32)
    y = np.float32(2.0) * x + y
    y[:100] = np.float32(0.5) * x[:100] + y[:100]
    np.testing.assert_array_equal(rows["gs_scale"], y)

    indirect = np.where(np.arange(n) < n - 3, np.arange(n) * 2 + 1, -1)
    np.testing.assert_array_equal(rows["gs_indirect"], indirect)

    sums = np.zeros(384, dtype=np.float32)
    for t in range(384):
        s = np.float32(0)
        for i in range(t, n, 384):
            if x[i] < 0:
                continue
            s = np.float32(s + x[i])
            if s > 20:
                break
        sums[t] = s
    np.testing.assert_array_equal(rows["gs_sum"], sums)

    changed = np.zeros(n)
    for t in range(128):
        i = t
        while i < n:
            changed[i] = 7
            i += 1 if i % 5 == 0 else 0
            i += 128
    np.testing.assert_array_equal(rows["gs_changed"], changed)
    np.testing.assert_array_equal(rows["gs_unsigned"], np.full(n, 3))


def test_values_declared_without_a_value_or_with_braces_live_across_barriers(tmp_path):
    """`int t;` assigned later, `int items[3];` and `Pair p{...};` cross a __syncthreads() as
    per-thread arrays: the kernel is split, and computes what its fiber path computes."""
    source = tmp_path / "carry.cu"
    source.write_text(
        """#include <cstdio>
struct Pair { int a, b; };
__global__ void carry(int* out) {
  __shared__ int s[64];
  int t;
  int items[3];
  Pair p{int(threadIdx.x), 7};
  t = threadIdx.x * 3;
  for (int i = 0; i < 3; ++i) items[i] = t + i;
  s[threadIdx.x] = t;
  __syncthreads();
  out[threadIdx.x] = s[63 - threadIdx.x] + items[2] + p.a * p.b;
}
int main() {
  int* d;
  cudaMalloc(&d, 64 * sizeof(int));
  carry<<<1, 64>>>(d);
  int h[64];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 64; ++i) printf("out %d\\n", h[i]);
}
"""
    )
    program = translate_program([source])
    result = lower.lower(
        program.sources["carry.cu"], "carry.cu", RUNTIME_HEADERS, (), program.sources
    )
    (kernel,) = result.kernels
    assert kernel.lowered and "split at barriers" in kernel.how, kernel.reason
    rows = [int(line.split()[1]) for line in lowered_output(source, "deterministic").splitlines()]
    assert rows == [3 * (63 - x) + 3 * x + 2 + 7 * x for x in range(64)]
