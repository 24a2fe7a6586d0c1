"""translator/spin_loops.py: a device loop that waits for another thread's write gets
cuportSpinPoint() (the CPU backend's fibers switch there), and programs whose threads of one
block wait for each other without a barrier finish with the GPU's result."""

from __future__ import annotations

import subprocess

import pytest
from cuport import translator
from support import cuda_program

SOURCE = cuda_program.CPU_INPUTS / "spin_waits.cu"
SPIN = "cuportSpinPoint();"


def test_loops_that_wait_on_volatile_memory_or_atomics_get_a_spin_point():
    code = translator.translate_file(SOURCE).code
    assert "    while (flag[0] == 0) { cuportSpinPoint();\n" in code
    assert "  while (atomicCAS(lock, 0, 1) != 0){ cuportSpinPoint(); }\n" in code
    assert "  do { cuportSpinPoint();\n    waiting = 0;\n" in code  # the fixed point's loop
    assert code.count(SPIN) == 3


def test_loops_that_do_not_wait_are_left_alone(tmp_path):
    source = tmp_path / "plain.cu"
    source.write_text(
        "__global__ void k(volatile float* v, float* out, int* n) {\n"
        "  float sum = 0.0f;\n"
        "  for (int i = 0; i < 8; ++i) sum += out[i];\n"  # no volatile, no atomic
        "  while (sum < 100.0f) {\n"  # the outermost loop reading volatile memory:
        "    for (int j = 0; j < 8; ++j) { sum += v[j]; }\n"  # not the inner one as well
        "  }\n"
        "  for (int s = 16; s > 0; s /= 2) v[s] += v[2 * s];\n"  # a warp-synchronous step
        "  while (v[0] == 0.0f) { __syncthreads(); }\n"  # a barrier lets the others run
        "  do { atomicAdd(n, 1); } while (sum-- > 0);\n"  # an atomic in the body only
        "  out[0] = sum;\n"
        "}\n"
        "void host(volatile int* flag) { while (*flag == 0) { } }\n"  # host code
    )
    code = translator.translate_file(source).code
    assert code.count(SPIN) == 1
    assert "  while (sum < 100.0f) { cuportSpinPoint();\n" in code


def test_translating_twice_adds_no_second_spin_point(tmp_path):
    once = translator.translate_file(SOURCE).code
    again = tmp_path / "again.cu"
    again.write_text(once)
    assert translator.translate_file(again).code.count(SPIN) == once.count(SPIN)


def test_threads_of_a_block_that_wait_for_each_other_finish():
    if cuda_program.skip_reason():
        pytest.skip(cuda_program.skip_reason())
    built = cuda_program.build(SOURCE)
    run = subprocess.run([str(built)], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout == "flag_wait PASS\nlock_in_turn PASS\nchain PASS\n"
