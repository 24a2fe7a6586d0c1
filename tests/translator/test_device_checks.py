"""translator/device_checks.py: pre-Volta warp-synchronous volatile code gets __syncwarp() barriers
(CP4001), translates idempotently, and then computes lockstep's results on the CPU backend."""

from __future__ import annotations

import pytest
from cuport import translator
from cuport.translator.pipeline import translate_program
from support import cuda_program

SOURCE = cuda_program.CPU_INPUTS / "warp_synchronous.cu"


def _reference() -> dict[str, str]:
    data = [(i * 7 % 101) - 50 for i in range(10000)]
    scanned = []
    for segment in range(16):
        total = 0
        for j in range(32):
            total += data[segment * 32 + j]
            scanned.append(total)
    checksum = 0
    for value in scanned:
        checksum = checksum * 31 + value
    checksum = (checksum + 2**63) % 2**64 - 2**63  # long long wraps
    return {
        "sum": str(sum(data)),
        "scan checksum": str(checksum),
        "scan last": f"{scanned[31]} {scanned[511]}",
    }


def test_reports_and_inserts_warp_barriers():
    program = translate_program([SOURCE])
    found = [d for d in program.diagnostics if d.id == "CP4001"]
    assert [
        (d.line, "6 statements" in d.message or "7 statements" in d.message) for d in found
    ] == [
        (9, True),
        (41, True),
    ]
    code = next(iter(program.sources.values()))
    assert "auto cuport_lockstep = (sdata[tid + 16]); __syncwarp(__activemask());" in code
    # The block-level reduction above the last warp keeps its own __syncthreads() untouched.
    assert "if (tid < 128) sdata[tid] += sdata[tid + 128];" in code


def test_translation_is_idempotent(tmp_path):
    once = tmp_path / "once.cu"
    once.write_text(next(iter(translate_program([SOURCE]).sources.values())))
    twice = translator.translate_file(once)
    assert twice.code == once.read_text()
    assert not [d for d in twice.diagnostics if d.id.startswith("CP40")]


def test_non_volatile_and_already_synced_code_is_left_alone(tmp_path):
    source = tmp_path / "modern.cu"
    source.write_text(
        "__device__ void tail(volatile float* s, int t) {\n"
        "  s[t] += s[t + 1];\n"
        "  __syncwarp();\n"
        "}\n"
        "__global__ void k(float* s) { s[threadIdx.x] += s[threadIdx.x + 1]; }\n"
    )
    result = translator.translate_file(source)
    assert "cuport_lockstep" not in result.code
    assert not [d for d in result.diagnostics if d.id.startswith("CP40")]


def test_volatile_values_passed_across_block_barriers_are_left_alone(tmp_path):
    """A function that waits for its block between writing and reading volatile memory (the
    samples' scan) exchanges nothing within a warp: no CP4001, no warp barriers (they would
    keep the kernel off the lowered path)."""
    source = tmp_path / "scan.cu"
    source.write_text(
        "#include <cooperative_groups.h>\n"
        "namespace cg = cooperative_groups;\n"
        "__device__ unsigned step(volatile unsigned* s, unsigned pos, cg::thread_block cta) {\n"
        "  s[pos] = 0;\n"
        "  for (unsigned offset = 1; offset < 64; offset <<= 1) {\n"
        "    cg::sync(cta);\n"
        "    unsigned t = s[pos] + s[pos - offset];\n"
        "    cg::sync(cta);\n"
        "    s[pos] = t;\n"
        "  }\n"
        "  return s[pos];\n"
        "}\n"
        "__device__ void last(volatile int* s, int t) {\n"
        "  __syncthreads();\n"
        "  if (t < 32) s[t] += s[t + 32];\n"
        "}\n"
    )
    result = translator.translate_file(source)
    assert [d.line for d in result.diagnostics if d.id == "CP4001"] == [15]
    assert "unsigned t = s[pos] + s[pos - offset];\n" in result.code
    assert "auto cuport_lockstep = (s[t + 32]); __syncwarp(__activemask());" in result.code


@pytest.mark.parametrize("mode", cuda_program.MODES)
@pytest.mark.parametrize("warp_size", [32, 64])
def test_lockstep_results(mode, warp_size):
    # CUPORT_LOWERING=0: the lowering (lower.py) does not yet see that reduce<blockSize> calls
    # warpReduce<blockSize> (a dependent template call), lowers it to thread loops and then
    # crashes in the warp barrier; these tests are about the barriers, not the lowering.
    proc = cuda_program.run(
        "warp_synchronous.cu", mode=mode, warp_size=warp_size, env={"CUPORT_LOWERING": "0"}
    )
    assert cuda_program.lines_by_key(proc.stdout) == _reference()


def test_one_statement_butterflies_are_split(tmp_path):
    """`a[i] op= ... a[i ^ k]` reads what the lane across writes (CP4006): read, __syncwarp(),
    write, through built-in and overloaded operators alike, whatever barriers the function has
    (they surround the statement, not split it); other self-updates are left alone."""
    source = tmp_path / "butterfly.cu"
    source.write_text(
        "struct V { float x; };\n"
        "__device__ void operator+=(V& a, V b) { a.x += b.x; }\n"
        "__global__ void k(int* p, V* v, int* q) {\n"
        "  int i = threadIdx.x;\n"
        "  for (int m = 16; m > 0; m /= 2) p[i] = p[i] + p[m ^ i];\n"
        "  __syncwarp();\n"
        "  v[i] += v[i ^ 1];\n"
        "  q[i] += q[i + 16];\n"
        "  q[i] ^= q[i];\n"
        "  p[i] += q[i ^ 1];\n"
        "  int own[4] = {i, 1, 2, 3};\n"
        "  int j = i & 3;\n"
        "  own[j] = own[j] + own[j ^ 1];\n"
        "  q[i] = own[0];\n"
        "}\n"
    )
    result = translator.translate_file(source)
    assert [d.line for d in result.diagnostics if d.id == "CP4006"] == [5, 7]
    assert (
        "{ auto cuport_lockstep = (p[i] + p[m ^ i]); __syncwarp(__activemask()); "
        "p[i] = cuport_lockstep; __syncwarp(__activemask()); }" in result.code
    )
    assert "{ auto cuport_lockstep = (v[i ^ 1]);" in result.code
    for untouched in (
        "q[i] += q[i + 16];",
        "q[i] ^= q[i];",
        "p[i] += q[i ^ 1];",
        "own[j] = own[j] + own[j ^ 1];",  # a thread's own array
    ):
        assert untouched in result.code
    again = tmp_path / "again.cu"
    again.write_text(result.code)
    assert translator.translate_file(again).code == result.code


@pytest.mark.parametrize("mode", cuda_program.MODES)
def test_butterfly_results(mode):
    """dxtc's colorSums, in a header that only parses after its includer's text: every lane ends
    with the whole sum, on both execution paths."""
    proc = cuda_program.run("butterfly_exchange.cu", mode=mode)
    assert cuda_program.lines_by_key(proc.stdout) == {
        "lanes agree": "1",
        "sums": "136 272 16",
        "plain": "496",
    }
