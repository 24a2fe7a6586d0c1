"""runtime/backends/cpu/self_check.py: lowered code the compiler rejects costs speed, never the
build. A bug put into the lowering (its emitted code calls an undeclared function for one
kernel) stands for any construct the lowering gets wrong: the build still succeeds, that kernel
runs on fibers with one warning naming it, the verdict is cached, strict mode makes it an error,
and the compiler's messages quote the user's lines, never emitted code."""

from __future__ import annotations

import os
import subprocess

import pytest
from cuport import backends
from cuport.backends import BackendError, BuildOptions
from cuport.backends._base import Backend
from cuport.backends.cpu import self_check
from cuport.translator.lowering import lower
from cuport.translator.pipeline import translate_program
from support.cuda_program import skip_reason

NAME = "checked.cu"
SOURCE = """#include <cstdio>
__global__ void good(float* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = 2.0f * i;
}
__global__ void broken(float* a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] += 1.0f;
}
int main() {
  const int n = 300;
  float* a;
  cudaMallocManaged(&a, n * sizeof(float));
  good<<<(n + 63) / 64, 64>>>(a, n);
  broken<<<(n + 63) / 64, 64>>>(a, n);
  cudaDeviceSynchronize();
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += a[i];
  printf("sum %g\\n", sum);  // MAIN_MARK
  return 0;
}
"""
EXPECTED = f"sum {sum(2.0 * i + 1.0 for i in range(300)):g}\n"
WARNING = f"{NAME}:6: warning: kernel broken: {self_check.REJECTED}"
# The emitted code's own spelling: a message quoting an emitted line would show it.
EMITTED = "kernel_entry("


@pytest.fixture(autouse=True)
def _setup(monkeypatch, tmp_path):
    reason = skip_reason()
    if reason:
        pytest.skip(reason)
    monkeypatch.setenv("CUPORT_CACHE_DIR", str(tmp_path / "cache"))  # verdicts start unknown
    monkeypatch.delenv(lower.STRICT_ENVIRONMENT, raising=False)
    monkeypatch.delenv("CUPORT_LOWERING", raising=False)


@pytest.fixture
def injected(monkeypatch):
    """The lowering with a bug: kernel `broken`'s lowered code calls an undeclared function."""
    real = lower._lower_kernel

    def buggy(kernel, *args):
        insertion, report = real(kernel, *args)
        if report.name == "broken" and report.lowered:
            insertion = " cuport_injected_undeclared_();" + insertion
        return insertion, report

    monkeypatch.setattr(lower, "_lower_kernel", buggy)


@pytest.fixture
def compiles(monkeypatch):
    """The shared build path's calls (one per compile that is not a cache hit)."""
    calls = []
    real = Backend.build

    def counted(self, *args, **kwargs):
        calls.append(args)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Backend, "build", counted)
    return calls


def _build(tmp_path, source: str = SOURCE):
    path = tmp_path / NAME
    path.write_text(source, encoding="utf-8")
    program = translate_program([path])
    return backends.get("cpu").build(program.sources, " ".join(program.units), BuildOptions())


def _run(built) -> str:
    env = dict(os.environ, CUPORT_MODE="deterministic")
    proc = subprocess.run([str(built.path)], capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_a_rejected_kernel_goes_back_to_fibers_with_one_warning(tmp_path, injected, compiles):
    built = _build(tmp_path)
    assert built.log.count(WARNING) == 1
    assert built.log.count("warning: kernel") == 1  # the good kernel keeps its lowering
    assert f"{NAME}:2: kernel good: lowered to thread loops" in built.log
    assert f"{NAME}:6: kernel broken: fiber path ({self_check.REJECTED})" in built.log
    assert len(compiles) == 2  # the rejected build, then the one with `broken` on fibers
    assert _run(built) == EXPECTED


def test_the_verdict_is_cached_so_the_retry_costs_once(tmp_path, injected, compiles):
    _build(tmp_path)
    compiles.clear()
    # The program changes outside the kernel: a new build, the same kernel code.
    built = _build(tmp_path, SOURCE.replace("// MAIN_MARK", "// changed"))
    assert len(compiles) == 1
    assert built.log.count(WARNING) == 1
    assert _run(built) == EXPECTED


def test_strict_mode_makes_a_rejected_lowering_an_error(tmp_path, injected, monkeypatch):
    monkeypatch.setenv(lower.STRICT_ENVIRONMENT, "1")
    with pytest.raises(lower.LoweringError) as raised:
        _build(tmp_path)
    message = str(raised.value)
    assert f"kernels {NAME}: broken" in message
    assert "the program builds without lowering" in message
    assert f"{NAME}:6:" in message  # the compiler's message, against the user's file and line
    assert EMITTED not in message


def test_compiler_messages_name_and_quote_the_users_lines(tmp_path, injected, monkeypatch):
    # The rejected attempt's log: the compiler's messages, as a user would read them.
    logs = []
    real = Backend.build

    def logged(self, *args, **kwargs):
        try:
            return real(self, *args, **kwargs)
        except BackendError as exc:
            logs.append(exc.log)
            raise

    monkeypatch.setattr(Backend, "build", logged)
    _build(tmp_path)
    (log,) = logs
    assert f"{NAME}:6:" in log and "cuport_injected_undeclared_" in log
    assert "    6 | __global__ void broken(float* a, int n) {" in log  # the user's line 6
    assert EMITTED not in log
    assert self_check.LOWERED_FOLDER not in log  # the twin's name never shows


def test_the_programs_own_errors_are_the_ones_reported(tmp_path, compiles):
    broken_host = SOURCE.replace("double sum = 0;", "double sum = undeclared_in_main;")
    with pytest.raises(BackendError) as raised:
        _build(tmp_path, broken_host)
    log = raised.value.log
    assert "undeclared_in_main" in log
    assert f"{NAME}:17:" in log
    assert "warning: kernel" not in log  # no kernel is blamed for the user's error
    assert EMITTED not in log
