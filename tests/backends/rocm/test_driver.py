"""The rocm backend driver: compiler discovery, targets, builds with hipcc, and no-device runs."""

from __future__ import annotations

from pathlib import Path

import pytest
from cuport.backends import BackendError, BuildOptions, get
from cuport.backends.rocm import driver
from support.gpu_backend import backend_or_skip, build, expect_build_error, translate_run


def test_compiler_missing_is_a_clear_skip_reason(monkeypatch):
    monkeypatch.setenv("PATH", "/nonexistent")
    monkeypatch.setenv("ROCM_PATH", "/nonexistent")
    monkeypatch.delenv("HIPCC", raising=False)
    backend = get("rocm")
    assert backend.available() == driver.INSTALL_HINT
    assert "apt-get install hipcc" in backend.can_run()
    expect_build_error(backend, 3, "hipcc not found")


def test_explicit_hipcc_that_does_not_exist(monkeypatch):
    monkeypatch.setenv("HIPCC", "/nonexistent/hipcc")
    monkeypatch.setenv("PATH", "/nonexistent")
    monkeypatch.setenv("ROCM_PATH", "/nonexistent")
    assert "/nonexistent/hipcc" in get("rocm").available()


def test_default_targets_are_both_wave_sizes(monkeypatch):
    monkeypatch.delenv("CUPORT_ROCM_ARCH", raising=False)
    backend = get("rocm")
    assert backend.archs() == ("gfx90a", "gfx1030")
    monkeypatch.setenv("CUPORT_ROCM_ARCH", "gfx908:xnack-, gfx1100")
    assert backend.archs() == ("gfx908:xnack-", "gfx1100")


@pytest.mark.parametrize("bad", ["gfx90", "sm_80", "gfx90a;rm -rf /", "GFX90A"])
def test_wrong_architecture_name_is_refused_before_compiling(monkeypatch, bad):
    monkeypatch.setenv("CUPORT_ROCM_ARCH", bad)
    backend = get("rocm")
    with pytest.raises(BackendError) as info:
        backend.archs()
    assert info.value.exit_code == 2
    assert "not a ROCm GPU architecture name" in str(info.value)
    assert "gfx90a" in str(info.value)  # says what a valid one looks like


def test_unknown_but_well_formed_architecture_fails_in_hipcc(monkeypatch):
    backend = backend_or_skip("rocm")
    monkeypatch.setenv("CUPORT_ROCM_ARCH", "gfx999")
    expect_build_error(backend, 3, "gfx999")


def test_command_sets_platform_and_every_target():
    backend = get("rocm")
    if backend.available():
        pytest.skip(backend.available())
    command = backend.compile_command([Path("a.cpp")], Path("a.out"), BuildOptions())
    assert command[:2] == ["env", "HIP_PLATFORM=amd"]
    assert "--offload-arch=gfx90a" in command and "--offload-arch=gfx1030" in command
    chosen = BuildOptions(flags=("--offload-arch=gfx942",))
    command = backend.compile_command([Path("a.cpp")], Path("a.out"), chosen)
    assert [f for f in command if f.startswith("--offload-arch")] == ["--offload-arch=gfx942"]


def test_device_features_build_for_both_targets():
    backend = backend_or_skip("rocm")
    product = build(backend).path.read_bytes()
    for arch in backend.archs():
        assert f"amdgcn-amd-amdhsa--{arch}".encode() in product


def test_no_device_is_reported_not_run(tmp_path):
    backend = backend_or_skip("rocm")
    if Path("/dev/kfd").exists():
        pytest.skip("an AMD GPU driver is present here")
    reason = backend.can_run()
    assert reason.startswith("no AMD GPU") and "hipErrorNoDevice" in reason
    proc = translate_run("rocm", tmp_path)
    assert proc.returncode == 3, proc.stderr
    assert "no AMD GPU" in proc.stderr


class _FakeBuilt:
    def __init__(self, path: Path):
        self.path = path


@pytest.mark.parametrize(
    ("script", "expected"),
    [
        ("echo 1; exit 0", None),
        ("echo 0; exit 1", "the runtime reports 0 devices"),
        ("echo hipErrorNoDevice; exit 2", "the runtime reports hipErrorNoDevice"),
    ],
)
def test_device_probe_reads_the_probe_program(tmp_path, script, expected):
    from cuport.backends import _gpu

    program = tmp_path / "probe"
    program.write_text(f"#!/bin/sh\n{script}\n")
    program.chmod(0o755)

    class Fake(driver.ROCMBackend):
        def build(self, sources, main, options):
            assert "cuportGetDeviceCount" in sources[main]
            return _FakeBuilt(program)

    assert _gpu.probe(Fake(), script) == expected


def test_several_units_build_relocatable_device_code(tmp_path):
    backend = get("rocm")
    if backend.available():
        pytest.skip(backend.available())
    units = [tmp_path / "a.cpp", tmp_path / "b.cpp"]
    for unit in units:
        unit.write_text("__device__ int f();\n")
    command = backend.compile_command(units, tmp_path / "out", BuildOptions())
    assert "-fgpu-rdc" in command and "-DCUPORT_ROCM_NO_COOPERATIVE_GROUPS" in command
    (tmp_path / "groups.h").write_text("namespace cg = cooperative_groups;\n")
    command = backend.compile_command(units, tmp_path / "out", BuildOptions())
    assert "-DCUPORT_ROCM_NO_COOPERATIVE_GROUPS" not in command
    single = backend.compile_command(units[:1], tmp_path / "out", BuildOptions())
    assert "-fgpu-rdc" not in single
