"""A pass that fails unexpectedly costs speed, never the build: the kernel keeps its fiber path
(or the pass is skipped) and the build log says why. In strict mode (CUPORT_LOWERING_STRICT=1,
which conftest.py sets for these tests) the same failure raises LoweringError from the pass's
exception instead. Expected refusals (a kernel split.py cannot split) never raise."""

from __future__ import annotations

import pytest
from cuport import translator
from cuport.backends.cpu.driver import RUNTIME_HEADERS
from cuport.translator.lowering import inliner, lane_index, launch_shapes, lower, split

SOURCE = """
__device__ float twice(float v) { return v * threadIdx.x; }
__global__ void scale(float* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = twice(x[i]);
}
__global__ void edges(float* x) {
  __shared__ float tile[64];
  tile[threadIdx.x] = x[threadIdx.x];
  if (threadIdx.x < 8) __syncthreads();
  x[threadIdx.x] = tile[63 - threadIdx.x];
}
int main() {
  float* x = nullptr;
  scale<<<4, 64>>>(x, 256);
  edges<<<1, 64>>>(x);
  return 0;
}
"""


@pytest.fixture(scope="module")
def code() -> str:
    return translator.translate(SOURCE, "k.cu").code


class Injected(RuntimeError):
    """The bug a test puts into a pass."""


def _broken(*_args, **_kwargs):
    raise Injected("injected")


# A pass (module, function) -> how the log names its fallback.
PASSES = {
    "split_kernel": (split, "split_kernel", "k.cu:3: kernel scale: fiber path (internal lowering"),
    "inliner": (inliner, "inline_round", "k.cu: cuport lowering: helpers not inlined: internal"),
    "lane_index": (lane_index, "rewrite", "k.cu: cuport lowering: lane_index rewrite skipped"),
    "launch_shapes": (
        launch_shapes,
        "kernel_shapes",
        "k.cu: cuport lowering: no constant block shapes: internal",
    ),
}


def test_as_built_the_unit_lowers_without_fallbacks(code):
    result = lower.lower(code, "k.cu", RUNTIME_HEADERS)
    assert result.notes == []
    reports = {k.name: k for k in result.kernels}
    assert reports["scale"].lowered, reports["scale"].reason
    assert reports["scale"].block_shape == (64, 1, 1)
    # Expected refusals stay what they were, strict mode or not.
    assert not reports["edges"].lowered
    assert reports["edges"].reason.startswith("cannot split at barriers")


@pytest.mark.parametrize("name", sorted(PASSES))
def test_a_failing_pass_falls_back_with_its_reason_logged(code, monkeypatch, name):
    module, function, logged = PASSES[name]
    monkeypatch.delenv(lower.STRICT_ENVIRONMENT)
    monkeypatch.setattr(module, function, _broken)
    result = lower.lower(code, "k.cu", RUNTIME_HEADERS)
    log = result.log("k.cu")
    assert logged in log
    assert "internal lowering error (Injected: injected)" in log
    assert "#define CUPORT_CPU_LOWERED 1" in result.text  # the unit still builds, lowered
    kernels = {k.name: k for k in result.kernels}
    assert set(kernels) == {"scale", "edges"}
    # (scale calls twice, which reads threadIdx: lowered only once inlined)
    assert kernels["scale"].lowered == (name not in ("split_kernel", "inliner"))


@pytest.mark.parametrize("name", sorted(PASSES))
def test_strict_mode_raises_from_the_failing_pass(code, monkeypatch, name):
    module, function, _logged = PASSES[name]
    monkeypatch.setattr(module, function, _broken)
    with pytest.raises(lower.LoweringError) as raised:
        lower.lower(code, "k.cu", RUNTIME_HEADERS)
    assert isinstance(raised.value.__cause__, Injected)
    assert str(raised.value).startswith("k.cu")
    assert "internal lowering error (Injected: injected)" in str(raised.value)
    if name == "split_kernel":
        assert "kernel scale" in str(raised.value)
    else:
        assert name in str(raised.value)


def test_strict_mode_raises_out_of_lower_sources(code, monkeypatch):
    monkeypatch.setattr(split, "split_kernel", _broken)
    with pytest.raises(lower.LoweringError):
        lower.lower_sources({"k.cu": code}, ["k.cu"], RUNTIME_HEADERS)
    monkeypatch.setenv(lower.STRICT_ENVIRONMENT, "0")
    _lowered, log = lower.lower_sources({"k.cu": code}, ["k.cu"], RUNTIME_HEADERS)
    assert "kernel scale: fiber path (internal lowering error (Injected: injected))" in log


def test_an_unparsable_unit_is_refused_not_raised():
    result = lower.lower("__global__ void k( {", "broken.cu", RUNTIME_HEADERS)
    assert result.error and "cannot parse" in result.error
