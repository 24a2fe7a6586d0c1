"""The cuda backend driver: compiler discovery, targets, builds with nvcc, and no-device runs."""

from __future__ import annotations

import sys
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
    monkeypatch.setattr(driver, "_wheel_nvccs", list)
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


def _fake_wheel(site: Path, folder: str) -> Path:
    """NVIDIA's wheels as pip installs them: nvidia/cuNN/{bin,include,lib}, no lib64/."""
    root = site / "nvidia" / folder
    for part in ("bin/nvcc", "include/cuda_runtime_api.h", "lib/libcudart_static.a"):
        (root / part).parent.mkdir(parents=True, exist_ok=True)
        (root / part).write_text("")
    return root


def test_nvcc_from_nvidias_wheels_is_found_after_any_toolkit(monkeypatch, tmp_path):
    """`pip install 'cuport[cuda]'` alone gives a working backend: the newest wheel's nvcc, with
    -L for its lib/ (nvcc's profile looks in lib64/ only); a toolkit in CUDA_HOME still wins."""
    site = tmp_path / "site-packages"
    _fake_wheel(site, "cu12")
    newest = _fake_wheel(site, "cu13")
    # Only cuNN/ is a toolkit: CUDA 12's nvidia/cuda_nvcc/ holds ptxas and NVVM, no nvcc.
    _fake_wheel(site, "cuda_nvcc")
    monkeypatch.setattr(sys, "path", [str(site)])
    monkeypatch.setenv("PATH", "/nonexistent")
    monkeypatch.delenv("CUDA_HOME", raising=False)
    monkeypatch.delenv("CUDA_PATH", raising=False)
    monkeypatch.setattr(driver, "_FALLBACK", "/nonexistent/nvcc")
    backend = get("cuda")
    assert backend.compiler() == [str(newest / "bin" / "nvcc"), f"-L{newest.resolve() / 'lib'}"]
    assert driver.headers() == newest.resolve() / "include"
    (newest / "lib" / "libcudart.so.13").write_text("")  # and no libcudart.so link: -lcudart fails
    assert backend.library_flag("cudart") == "-l:libcudart.so.13"
    assert backend.library_flag("vecops") == "-lvecops"
    installed = tmp_path / "cuda"
    (installed / "bin").mkdir(parents=True)
    (installed / "bin" / "nvcc").write_text("")
    (installed / "lib64").mkdir()
    monkeypatch.setenv("CUDA_HOME", str(installed))
    assert backend.compiler() == [str(installed / "bin" / "nvcc")]
    assert backend.library_flag("cudart") == "-lcudart"


def test_cuport_nvcc_is_never_taken_for_nvidias(monkeypatch, tmp_path):
    """`PATH="$(cuport-nvcc --cuport-backend=cuda --cuport-toolkit-root)/bin:$PATH" make`: the
    toolkit folder's bin/nvcc runs cuport-nvcc, which on this backend runs nvcc: if that were
    the same script, it would call itself without end."""
    from cuport.cli.nvcc import toolkit

    folder = toolkit.root("cuda")
    monkeypatch.setenv("PATH", f"{folder / 'bin'}:/nonexistent")
    monkeypatch.setenv("CUDA_HOME", str(folder))
    assert folder / "bin" / "nvcc" not in driver.nvcc_candidates()


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
