"""The cuda backend driver: compiler discovery, targets, builds with nvcc, and no-device runs."""

from __future__ import annotations

from pathlib import Path

import pytest
from cuport.backends import BackendError, BuildOptions, get
from cuport.backends.cuda import driver
from support.gpu_backend import backend_or_skip, build, expect_build_error, translate_run


def test_compiler_missing_is_a_clear_skip_reason(monkeypatch):
    monkeypatch.setenv("PATH", "/nonexistent")
    monkeypatch.setenv("CUDA_HOME", "/nonexistent")
    monkeypatch.delenv("CUDA_PATH", raising=False)
    monkeypatch.setattr(driver, "_FALLBACK", "/nonexistent/nvcc")
    backend = get("cuda")
    assert backend.available() == driver.INSTALL_HINT
    assert "nvcc not found" in backend.can_run()
    expect_build_error(backend, 3, "nvcc not found")


def test_cuda_home_is_searched_first(monkeypatch, tmp_path):
    fake = tmp_path / "bin" / "nvcc"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\n")
    monkeypatch.setenv("CUDA_HOME", str(tmp_path))
    assert get("cuda").compiler() == [str(fake)]


@pytest.mark.parametrize("bad", ["sm80", "gfx90a", "compute_80", "sm_8"])
def test_wrong_architecture_name_is_refused_before_compiling(monkeypatch, bad):
    monkeypatch.setenv("CUPORT_CUDA_ARCH", bad)
    with pytest.raises(BackendError) as info:
        get("cuda").archs()
    assert info.value.exit_code == 2
    assert "not a CUDA GPU architecture name" in str(info.value)


def test_unknown_but_well_formed_architecture_fails_in_nvcc(monkeypatch):
    backend = backend_or_skip("cuda")
    monkeypatch.setenv("CUPORT_CUDA_ARCH", "sm_11")
    expect_build_error(backend, 3, "sm_11")


def test_targets_become_arch_or_gencode_flags(monkeypatch):
    backend = get("cuda")
    if backend.available():
        pytest.skip(backend.available())
    monkeypatch.delenv("CUPORT_CUDA_ARCH", raising=False)
    command = backend.compile_command([Path("a.cu")], Path("a.out"), BuildOptions())
    assert "-arch=sm_80" in command
    monkeypatch.setenv("CUPORT_CUDA_ARCH", "sm_80,sm_90")
    command = backend.compile_command([Path("a.cu")], Path("a.out"), BuildOptions())
    assert "-gencode=arch=compute_90,code=sm_90" in command


def test_device_features_build():
    backend = backend_or_skip("cuda")
    assert build(backend).path.stat().st_size > 0


def test_no_device_is_reported_not_run(tmp_path):
    backend = backend_or_skip("cuda")
    if Path("/dev/nvidiactl").exists():
        pytest.skip("an NVIDIA driver is present here")
    reason = backend.can_run()
    assert reason.startswith("no NVIDIA GPU") and "cudaErrorNoDevice" in reason
    proc = translate_run("cuda", tmp_path)
    assert proc.returncode == 3, proc.stderr
    assert "no NVIDIA GPU" in proc.stderr
