"""CPU kernel lowering (translator/lowering/): thread tests become loop ranges, guards are
summarized row by row, warp reductions run warp by warp, and kernels are compiled for the block
their launches fix; each lowered kernel computes what the fiber path and NumPy compute."""

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
from support.lowering import all_results, lowered_bodies, lowered_output, results

INPUTS = Path(__file__).resolve().parent / "inputs"
KERNELS = INPUTS / "kernels.cu"
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
    stdout = lowered_output(THREAD_TESTS, mode)
    rows = all_results(stdout)
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
    picks = all_results(run(THREAD_TESTS).stdout)["residue_pick"]
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
    picks = all_results(run(THREAD_TESTS).stdout)["quotient_pick"]
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
    bodies = lowered_bodies(KERNELS, ("matmul", "narrow_forms"))
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
    bodies = lowered_bodies(GUARD_RUNS, kernels)
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
    stdout = lowered_output(GUARD_RUNS, mode)
    rows = all_results(stdout)
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


def test_warp_reductions_read_at_first_lanes_run_warp_by_warp():
    """Between barriers, a reduction read only at warps' first lanes runs warp by warp, each
    step over the lanes below its offset; one whose other lanes are read does not."""
    kernels = ("block_sum", "row_sums", "warp_max", "after_barrier", "first_warp", "lane_k")
    bodies = lowered_bodies(WARP_PHASES, kernels)
    for kernel in kernels:
        assert "cuport_wb_" in bodies[kernel], kernel
    # Both stages of the block sum: steps over reduction_lanes, with reads needing no test.
    assert bodies["block_sum"].count("reduction_lanes") == 2
    assert bodies["block_sum"].count("shfl_down_near") >= 2
    assert "shfl_xor_near" in bodies["warp_max"]
    # lane_k's read decides at run time whether only first lanes read (k == 0).
    assert "first_lanes" in bodies["lane_k"]
    (down_partial,) = lowered_bodies(THREAD_TESTS, ("down_partial",)).values()
    assert "cuport_wb_" not in down_partial and "reduction_lanes" not in down_partial


@pytest.mark.parametrize("mode", MODES)
def test_warp_reductions_compute_what_numpy_does(mode):
    stdout = lowered_output(WARP_PHASES, mode)
    rows = all_results(stdout)
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
    rows = results(stdout)
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
