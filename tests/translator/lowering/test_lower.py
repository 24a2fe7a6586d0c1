"""CPU kernel lowering (translator/lowering/): which kernels become thread
loops, and that lowered kernels compute exactly what the fiber path and NumPy compute."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from cuport import translator
from cuport.backends.cpu.driver import RUNTIME_HEADERS
from cuport.translator.lowering import lower
from cuport.translator.pipeline import translate_program
from support.cuda_program import MODES, run

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


def _results(stdout: str) -> dict:
    rows = {}
    for line in stdout.splitlines():
        name, *values = line.split()
        rows[name] = np.array([float(v) for v in values])
    return rows


def _lowered_output(path, mode: str) -> str:
    """The program's output with lowering on, which must be the fiber path's."""
    stdout = run(path, mode=mode).stdout
    assert stdout == run(path, mode=mode, env={"CUPORT_LOWERING": "0"}).stdout
    return stdout


def _all_results(stdout: str) -> dict:
    """Every row of each name, in order (for kernels printed once per launch)."""
    rows: dict = {}
    for line in stdout.splitlines():
        name, *values = line.split()
        rows.setdefault(name, []).append(np.array([float(v) for v in values]))
    return rows


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
    rows = _results(run(KERNELS).stdout)
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
    rows = _all_results(run(KERNELS).stdout)
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
    rows = _results(run(KERNELS).stdout)
    state = (np.arange(128, dtype=np.uint64) + 1) * 2654435761 % 2**32
    total = np.zeros(128, dtype=np.uint64)
    for _ in range(5):
        state = (state * 1664525 + 1013904223) % 2**32
        total = (total + (state >> 16)) % 2**32
    np.testing.assert_array_equal(rows["reference_state"], total.astype(float))


def test_thread_index_sums_convert_as_cpp_does():
    """`int i = off + threadIdx.x` and its kin, rewritten to lane_index (lane_index.py), give
    C++'s values where the unsigned sum passes INT_MAX or wraps past UINT_MAX."""
    rows = _all_results(run(KERNELS).stdout)
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
    rows = _all_results(run(KERNELS).stdout)
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
    rows = _results(run(BATCHES, mode=mode, env={"CUPORT_NUM_THREADS": "2"}).stdout)
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
    order = _results(run(BATCHES, mode="deterministic").stdout)["arrival_order"]
    by_block = order.reshape(40, 64)
    assert (by_block.max(axis=1)[:-1] < by_block.min(axis=1)[1:]).all()

    one_worker = {"CUPORT_NUM_THREADS": "1"}
    order = _results(run(BATCHES, mode="parallel", env=one_worker).stdout)["arrival_order"]
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
    row = _results(run(IN_PLACE).stdout)["in_place"].astype(np.float32).reshape(64, 4)
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
    stdout = _lowered_output(GRID_STRIDE, mode)
    rows = {k: v.astype(np.float32) for k, v in _results(stdout).items()}
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


THREAD_TESTS = INPUTS / "thread_tests.cu"


def test_thread_tests_become_loop_ranges():
    """A test on the thread's index inside a region gets a version of the loop in which it reads
    true (all_threads_pass); `lane == 0` before a barrier runs every 32nd thread only."""
    program = translate_program([THREAD_TESTS])
    result = lower.lower(
        program.sources["thread_tests.cu"], "thread_tests.cu", RUNTIME_HEADERS, (), program.sources
    )
    assert result.error is None and all(k.lowered for k in result.kernels)
    thread_text = result.text.split("int main")[0]
    bodies = {}
    kernels = ("folded_load", "folded_pair", "lane_zero", "lane_array", "residues", "warp_groups")
    for kernel in kernels:
        start = thread_text.index(f"void {kernel}(")
        bodies[kernel] = thread_text[start : thread_text.index("\n}", start)]
    assert "all_threads_pass" in bodies["folded_load"]
    assert bodies["folded_pair"].count("all_threads_pass") == 2  # both tests, in one version
    assert "residue_threads<unsigned int, int>" in bodies["lane_zero"]
    assert bodies["residues"].count("residue_threads") == 3
    assert "residue_threads" not in bodies["lane_array"]
    assert "active_threads" in bodies["lane_array"]
    # Two guards summarized from warp numbers, and the closing `threadIdx.x / 16 < k`.
    assert bodies["warp_groups"].count("range_rows") == 2
    assert bodies["warp_groups"].count("quotient_threads") == 3
    # A warp reduction's steps swap v's array with the staging one instead of copying it.
    start = thread_text.index("void down_partial(")
    assert "std::swap(cuport_v_v_" in thread_text[start : thread_text.index("\n}", start)]


@pytest.mark.parametrize("mode", MODES)
def test_thread_tests_compute_what_numpy_does(mode):
    stdout = _lowered_output(THREAD_TESTS, mode)
    rows = _all_results(stdout)
    blocks, block = 3, 128
    n = blocks * block - 37
    values = np.full(blocks * block, 1000.0, dtype=np.float32)
    values[:n] = np.arange(n) % 17 - 4.0
    values[n:] = 0.0  # read as zero past n
    np.testing.assert_array_equal(rows["folded_load"][0], values.reshape(blocks, block).sum(1))

    i = np.arange(blocks * block)
    flipped = (i // block) * block + (block - 1 - i % block)
    pairs = [(0, blocks * block), (50, 300), (-5, 128), (200, 100)]
    assert len(rows["folded_pair"]) == len(pairs)
    for row, (lo, hi) in zip(rows["folded_pair"], pairs, strict=True):
        inside = (flipped >= lo).astype(int) + 2 * (flipped < hi)
        np.testing.assert_array_equal(row, inside, err_msg=f"lo={lo} hi={hi}")

    ints = np.arange(blocks * block + 32) * 7 % 11
    np.testing.assert_array_equal(
        rows["lane_zero"][0], ints[: blocks * block].reshape(3, -1).sum(1)
    )

    ints = ints[: blocks * block]
    np.testing.assert_array_equal(rows["lane_array"][0], np.repeat(ints[::32] + 1, 32))
    assert len(rows["warp_groups"]) == 6
    for row, k in zip(rows["warp_groups"], range(-1, 5), strict=True):
        t = i % block
        warp = t // 32
        v = ints.copy()
        down = np.where(t % 32 < 31, np.roll(v, -1), v)  # lane + 1 within the warp
        v = np.where(warp == k, v + down, v)
        xor = v[(i // 32) * 32 + ((i % 32) ^ 2)]
        v = np.where(warp >= k, v + 100 * xor, v)
        v = np.where((t // 16 < k) | (k < 0), v + 1000, v)  # unsigned: -1 is the largest
        np.testing.assert_array_equal(row, v, err_msg=f"k={k}")

    expect = []
    for block_values in ints[:80].reshape(2, 40):
        for warp_values in (block_values[:32], block_values[32:]):
            v = np.zeros(32, dtype=np.int64)
            v[: len(warp_values)] = warp_values
            for offset in (16, 8, 4, 2, 1):
                lanes = np.arange(32)
                v = v + np.where(lanes + offset < 32, np.roll(v, -offset), v)
                v[len(warp_values) :] = 0  # no such lanes: they read as zero
            expect.extend(v[: len(warp_values)])
    np.testing.assert_array_equal(rows["down_partial"][0], expect)

    cases = [(32, 0, 7), (5, 3, 3), (7, 9, 15), (-6, 2, 5), (1000, 300, 31), (3, -1, 7), (1, 0, -1)]
    assert len(rows["residues"]) == len(cases)
    t = i % block
    for row, (m, r, mask) in zip(rows["residues"], cases, strict=True):
        by_mod = np.fmod(i, m)  # C++'s remainder takes the dividend's sign
        expect = (by_mod == r) + 10 * ((t & mask) == 3) + 100 * (t % 300 == 44)
        np.testing.assert_array_equal(row, expect, err_msg=f"m={m} r={r} mask={mask}")


def test_residue_threads_are_the_threads_whose_test_passes():
    """residue_threads() (cpu_lowered.h) names every M-th thread exactly where it says so: X % M
    (or X & M) == K for X = offset + thread index in int; warpSize counts as the int 32."""
    picks = _all_results(run(THREAD_TESTS).stdout)["residue_pick"]
    cases = [(128, 32, 0, 0, 0), (128, 32, 5, 64, 0), (100, 7, 3, 1000, 0), (64, 15, 4, 3, 1),
             (64, 12, 4, 0, 1), (32, 40, 39, 1, 0), (256, 3, 2, 2**31 - 1, 0)]  # fmt: skip
    exact = [True, True, True, True, False, True, False]  # 12 is no mask; the sum overflows int
    assert len(picks) == len(cases)
    for pick, (threads, m, k, offset, mask), expect_exact in zip(picks, cases, exact, strict=True):
        begin, end, step, is_exact = (int(v) for v in pick)
        assert bool(is_exact) == expect_exact, (threads, m, k, offset, mask)
        if not is_exact:
            assert (begin, end, step) == (0, threads, 1)  # every thread, tested
            continue
        x = np.arange(threads) + offset
        passing = np.flatnonzero((x & m if mask else x % m) == k)
        np.testing.assert_array_equal(np.arange(begin, end, step), passing)


def test_quotient_threads_are_the_threads_whose_test_passes():
    """quotient_threads() names the run of threads for which X / D op K holds, X = offset +
    thread index in int, wherever it says it is exact."""
    picks = _all_results(run(THREAD_TESTS).stdout)["quotient_pick"]
    cases = [(128, 32, 1, 0), (128, 32, 0, 0), (100, 7, 3, 5), (64, 10, 9, 0), (64, 3, -1, 0),
             (256, 5, 2, 2**31 - 1), (64, 4, 0, 30), (64, 16, 2**62, 0)]  # fmt: skip
    inexact = {(64, 3, -1, 0), (256, 5, 2, 2**31 - 1)}  # a negative bound; the sum overflows
    compares = [np.less, np.less_equal, np.greater, np.greater_equal, np.equal]
    assert len(picks) == len(cases)
    for pick, (threads, d, k, offset) in zip(picks, cases, strict=True):
        q = (np.arange(threads) + offset) // d
        for (begin, end, step, exact), compare in zip(pick.reshape(5, 4), compares, strict=True):
            assert bool(exact) == ((threads, d, k, offset) not in inexact)
            if not exact:
                assert (begin, end, step) == (0, threads, 1)
                continue
            passing = np.flatnonzero(compare(q, min(k, 2**40)))
            np.testing.assert_array_equal(np.arange(begin, end, step), passing, err_msg=compare)


def test_uniform_loops_updating_per_thread_values_run_inside_each_row():
    """A uniform loop around a thread loop runs inside each row of threads where its steps
    update a value kept per thread (matmul's accumulator, which then stays in the cache), and
    around the rows where they update shared memory only (narrow_forms' j loop)."""
    bodies = _lowered_bodies(KERNELS, ("matmul", "narrow_forms"))
    row_then_loop = r"cuport_rowi_;\s*\n#line \d+ [^\n]*\nfor \(int {} = 0"
    assert re.search(row_then_loop.format("k"), bodies["matmul"])
    assert not re.search(row_then_loop.format("j"), bodies["narrow_forms"])
    assert "for (int j = 0; j < 3; ++j)" in bodies["narrow_forms"]


GUARD_RUNS = INPUTS / "guard_runs.cu"


def test_guards_combining_thread_and_row_tests_are_summarized_from_their_tests():
    """A guard whose test combines tests on x with tests on y or z (a stencil's edges) gets each
    row's passing run from its tests (guard_rows), one whose tests read no row index once per
    block (range_rows); where the flag loop only sets flags, it runs only when a row's passing
    threads are not one run (the summary then comes from the flags)."""
    kernels = ("edge_stencil", "band", "notch", "slab", "counted")
    bodies = _lowered_bodies(GUARD_RUNS, kernels)
    for kernel in ("edge_stencil", "band", "slab", "counted"):
        assert "guard_rows" in bodies[kernel], kernel
    assert "range_rows" in bodies["notch"] and "guard_rows" not in bodies["notch"]
    for kernel in kernels[:4]:
        body = bodies[kernel]
        assert body.index("if (!cuport_exact") < body.index("cuport_g0_[cuport_lin_] ="), kernel
    counted = bodies["counted"]  # (its loop counts threads: it always runs)
    assert counted.index("cuport_g0_[cuport_lin_] =") < counted.index("guard_rows")


@pytest.mark.parametrize("mode", MODES)
def test_guards_combining_thread_and_row_tests_compute_what_numpy_does(mode):
    stdout = _lowered_output(GUARD_RUNS, mode)
    rows = _all_results(stdout)
    w, h = 45, 23
    grid = (np.arange(w * h) * 7 % 13).astype(np.float32).reshape(h, w)
    stencil = np.zeros((h, w), np.float32)
    stencil[1:-1, 1:-1] = (
        grid[1:-1, 1:-1] + grid[1:-1, :-2] + grid[1:-1, 2:] + grid[:-2, 1:-1] + grid[2:, 1:-1]
    )
    np.testing.assert_array_equal(rows["edge_stencil"][0], stencil.ravel())

    y, x = np.mgrid[0:24, 0:48]  # every thread of the 3 x 6 blocks of 16 x 4
    bands = [(0, 45), (3, 40), (17, 30), (20, 18), (-5, 100)]
    assert len(rows["band"]) == len(bands)
    for row, (lo, hi) in zip(rows["band"], bands, strict=True):
        expect = np.zeros(4 * 64 * 64)
        passing = (x >= lo) & (x < hi) & (y % 2 == 0)
        expect[(y * w + x)[passing]] = (10 * y + x)[passing]
        np.testing.assert_array_equal(row, expect[: w * h], err_msg=f"lo={lo} hi={hi}")

    notches = [(3, 9), (15, 17), (-1, 100), (20, 21)]
    assert len(rows["notch"]) == len(notches)
    for row, (lo, hi) in zip(rows["notch"], notches, strict=True):
        # x is unsigned: lo and hi are compared converted to unsigned (-1 is the largest).
        skipped = (x > lo % 2**32) & (x < hi % 2**32)
        np.testing.assert_array_equal(row, np.where(skipped, 0, 1 + y).ravel(), err_msg=f"{lo}")

    sw, sh, sd = 13, 5, 7
    z, y3, x3 = np.mgrid[0:sd, 0:sh, 0:sw]
    slab = np.zeros(1024)
    slab[: sw * sh * sd] = (x3 + 100 * y3 + 10000 * z).ravel()
    np.testing.assert_array_equal(rows["slab"][0], slab)
    np.testing.assert_array_equal(rows["counted"][0], np.full(w * h, 7))
    np.testing.assert_array_equal(rows["count"][0], [3 * 6 * 16 * 4])


WARP_PHASES = INPUTS / "warp_phases.cu"


def _lowered_bodies(path, kernels: tuple) -> dict:
    """The lowered text of each of kernels, which must be lowered."""
    program = translate_program([path])
    result = lower.lower(
        program.sources[path.name], path.name, RUNTIME_HEADERS, (), program.sources
    )
    assert result.error is None
    assert all(k.lowered for k in result.kernels if k.name in kernels)
    text = result.text.split("int main")[0]
    bodies = {}
    for kernel in kernels:
        start = text.index(f"void {kernel}(")
        bodies[kernel] = text[start : text.index("\n}", start)]
    return bodies


def test_warp_reductions_read_at_first_lanes_run_warp_by_warp():
    """Between barriers, a reduction read only at warps' first lanes runs warp by warp, each
    step over the lanes below its offset; one whose other lanes are read does not."""
    kernels = ("block_sum", "row_sums", "warp_max", "after_barrier", "first_warp", "lane_k")
    bodies = _lowered_bodies(WARP_PHASES, kernels)
    for kernel in kernels:
        assert "cuport_wb_" in bodies[kernel], kernel
    # Both stages of the block sum: steps over reduction_lanes, with reads needing no test.
    assert bodies["block_sum"].count("reduction_lanes") == 2
    assert bodies["block_sum"].count("shfl_down_near") >= 2
    assert "shfl_xor_near" in bodies["warp_max"]
    # lane_k's read decides at run time whether only first lanes read (k == 0).
    assert "first_lanes" in bodies["lane_k"]
    (down_partial,) = _lowered_bodies(THREAD_TESTS, ("down_partial",)).values()
    assert "cuport_wb_" not in down_partial and "reduction_lanes" not in down_partial


@pytest.mark.parametrize("mode", MODES)
def test_warp_reductions_compute_what_numpy_does(mode):
    stdout = _lowered_output(WARP_PHASES, mode)
    rows = _all_results(stdout)
    values = np.arange(4096) * 37 % 101 - 50
    shapes = [(256, 1000), (96, 4000), (48, 1000)]
    for row, (threads, n) in zip(rows["block_sum"], shapes, strict=True):
        blocks = -(-n // threads)
        padded = np.concatenate([values[:n], np.zeros(blocks * threads - n, dtype=int)])
        np.testing.assert_array_equal(row, padded.reshape(blocks, threads).sum(axis=1))
    # Every lane after the steps (lanes past the warp's end keep their own value).
    warps = values.reshape(-1, 32)
    steps = warps.copy()
    for offset in (16, 8, 4, 2, 1):
        steps = steps + np.concatenate([steps[:, offset:], steps[:, 32 - offset :]], axis=1)
    # A row of 16 threads is half a warp: x == 0 is lane 0, then lane 16, of each warp.
    rows_16 = np.stack([steps[:, 0], steps[:, 16]], axis=1).ravel()
    for row, expect in zip(rows["row_sums"], (steps[:, 0], steps[::2, 0], rows_16), strict=True):
        np.testing.assert_array_equal(row, expect)
    np.testing.assert_array_equal(rows["warp_max"][0], warps.max(axis=1))
    np.testing.assert_array_equal(rows["after_barrier"][0], warps.sum(axis=1))
    totals = warps.sum(axis=1).reshape(-1, 4)
    totals[:, 0] = totals.sum(axis=1)
    np.testing.assert_array_equal(rows["total_then_read"][0], totals.ravel())
    times = np.array([sum(x < 16 * k for k in range(4)) for x in range(128)])
    np.testing.assert_array_equal(
        rows["loop_first"][0], (values * np.tile(times, 32)).reshape(-1, 32).sum(axis=1)
    )
    np.testing.assert_array_equal(rows["first_warp"][0], values.reshape(-1, 64)[:, :32].sum(1) * 3)
    for k, row in enumerate(rows["lane_k"]):
        np.testing.assert_array_equal(row, steps[:, k])


LAUNCH_SHAPES = INPUTS / "launch_shapes.cu"


def test_kernels_are_compiled_for_the_block_every_launch_fixes():
    """A kernel whose every launch has the same constant block (a macro, a local dim3 set once,
    a literal in a template) gets a body for that shape; one launched with a run-time block,
    with two blocks, or with a variable changed after its initializer (`*=`, passed by
    reference) only the general body."""
    program = translate_program([LAUNCH_SHAPES])
    result = lower.lower(
        program.sources[LAUNCH_SHAPES.name],
        LAUNCH_SHAPES.name,
        RUNTIME_HEADERS,
        (),
        program.sources,
    )
    assert result.error is None
    shapes = {k.name: k.block_shape for k in result.kernels if k.lowered}
    assert shapes == {
        "block_total": (128, 1, 1),
        "tagged": (8, 4, 1),
        "scaled": None,
        "offsets": None,
        "ramp": (64, 1, 1),
        "widened": None,
        "halved": None,
    }
    assert "compiled for its launches' block 128x1x1" in result.log(LAUNCH_SHAPES.name)
    assert "FixedBlockShape<128u, 1u, 1u>" in result.text


@pytest.mark.parametrize("mode", MODES)
def test_launches_with_and_without_the_compiled_block_compute_what_numpy_does(mode):
    """The launch through cudaLaunchKernel with 64 threads runs block_total's general body."""
    stdout = run(LAUNCH_SHAPES, "48", mode=mode).stdout
    assert stdout == run(LAUNCH_SHAPES, "48", mode=mode, env={"CUPORT_LOWERING": "0"}).stdout
    rows = _results(stdout)
    n = 1000
    values = (np.arange(n) % 7 - 2.5).astype(np.float32)
    for block in (128, 64):
        padded = np.zeros(-(-n // block) * block, np.float32)
        padded[:n] = values
        np.testing.assert_allclose(
            rows[f"block_total_{block}"], padded.reshape(-1, block).sum(axis=1), rtol=1e-6
        )
    w, h = 37, 11
    y, x = np.mgrid[0:h, 0:w]
    np.testing.assert_array_equal(rows["tagged"], (x + 1000.0 * y + 16.0).ravel())
    np.testing.assert_array_equal(rows["scaled"], 3.0 * np.arange(n) + 48)
    i = np.arange(n // 2)
    np.testing.assert_array_equal(rows["offsets"], np.concatenate([i % 32, i % 64]))
    np.testing.assert_array_equal(rows["ramp"], 2.0 * np.arange(n))
    np.testing.assert_array_equal(rows["widened"], np.full(n, 32.0))
    np.testing.assert_array_equal(rows["halved"], np.full(n, 64.0))


def test_lowered_code_names_the_users_lines_after_the_implicit_include():
    """A .cu file that includes nothing is translated with the runtime header and `#line 1`
    first; the build log and the #line directives in lowered code still give its own lines."""
    source = "\n\n__global__ void k(float* x) {\n  int i = threadIdx.x;\n  __syncthreads();\n"
    source += "  x[i] = 1.0f;\n}\n"
    code = translator.translate(source, "bare.cu").code
    assert code.startswith("#include <cuport/runtime.h>")
    result = lower.lower(code, "bare.cu", RUNTIME_HEADERS)
    assert result.log("bare.cu") == "bare.cu:3: kernel k: split at barriers into thread loops"
    assert re.findall(r'#line (\d+) "bare.cu"', result.text) == ["4", "6", "3"]
