"""tools/lowering_diff.py: each kernel built lowered and on fibers, run on the same inputs and
compared bit for bit; a kernel whose lowered code the compiler rejected (the self-check put it
back on fibers) or whose results differ is reported as a failure."""

from __future__ import annotations

import lowering_diff
import lowering_variants
import pytest
from cuport.translator.lowering import lower
from support.cuda_program import skip_reason


def test_build_logs_are_read_per_kernel():
    log = (
        "p.cu:3: kernel a: lowered to thread loops; compiled for its launches' block 64x1x1\n"
        "p.cu:9: kernel b: fiber path (uses __activemask)\n"
        "p.cu: In function 'void c()':"
    )
    assert lowering_diff._reports(log) == {"a": (True, ""), "b": (False, "uses __activemask")}


def test_run_output_is_read_per_kernel():
    out = "0 cudaSuccess 00ff\nnoise\n2 cudaErrorLaunchFailure 0001\n"
    assert lowering_diff._lines(out) == {0: "cudaSuccess 00ff", 2: "cudaErrorLaunchFailure 0001"}


def test_variants_match_and_a_rejected_lowering_is_reported(tmp_path, monkeypatch):
    reason = skip_reason()
    if reason:
        pytest.skip(reason)
    monkeypatch.setenv("CUPORT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv(lower.STRICT_ENVIRONMENT, raising=False)  # the harness counts fallbacks
    (program,) = lowering_diff.variant_programs(seed=3, count=3, batch=3)
    victim = program.launched[1]
    real = lower._lower_kernel

    def buggy(kernel, *args):  # a lowering bug: one kernel's emitted code does not compile
        insertion, report = real(kernel, *args)
        if report.name == victim and report.lowered:
            insertion = " cuport_injected_undeclared_();" + insertion
        return insertion, report

    monkeypatch.setattr(lower, "_lower_kernel", buggy)
    kernels = {k.name: k for k in lowering_diff.check(program, tmp_path)}
    assert kernels[victim].verdict == "rejected"
    others = [k for name, k in kernels.items() if name != victim]
    assert [k.verdict for k in others] == ["match", "match"], [k.detail for k in others]
    assert any(k.lowered for k in others)
    assert all(k.features for k in kernels.values())
    assert lowering_variants.variant(3, 0).name in kernels


def test_a_corpus_file_gets_a_launch_for_each_plain_kernel(tmp_path):
    # Corpus mode once reported every kernel as skipped (the launch code was taken for a reason).
    source = tmp_path / "saxpy.cu"
    source.write_text(
        "__global__ void saxpy(float a, const float* x, float* y, int n) {\n"
        "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
        "  if (i < n) y[i] = a * x[i] + y[i];\n"
        "}\n"
        "__global__ void takes_a_function(void (*f)(int)) { f(1); }\n"
    )
    program, skipped = lowering_diff.corpus_program(source)
    assert program is not None and program.launched == ["saxpy"]
    assert "saxpy<<<" in program.text
    assert [(k.name, k.verdict) for k in skipped] == [("takes_a_function", "skipped")]
    assert "parameter f" in skipped[0].detail
