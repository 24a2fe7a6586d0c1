"""cuport-nvcc end to end on the CPU backend: separate compilation, libraries, C and C++ units,
make dependencies that name the original files, the compile cache, warnings and errors."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from cuport.backends import get
from support import REPO

PROJECT = Path(__file__).resolve().parent / "inputs" / "proj"
DEFS = ["-Iinc", "-DOFFSET=3"]
EXPECTED = "sum: 11200"  # sum(2*i + 3, i < 100) + 1000 from the C unit

pytestmark = pytest.mark.skipif(bool(get("cpu").available()), reason="no C++ compiler")


def nvcc(*args, cwd, check=True) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    proc = subprocess.run(
        [sys.executable, "-m", "cuport.cli.nvcc.cli", *map(str, args)],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=600,
    )
    if check and proc.returncode != 0:
        pytest.fail(f"cuport-nvcc {' '.join(map(str, args))} -> {proc.returncode}\n{proc.stderr}")
    return proc


@pytest.fixture
def proj(tmp_path) -> Path:
    target = tmp_path / "proj"
    shutil.copytree(PROJECT, target)
    return target


def run_program(path: Path, *args) -> str:
    return subprocess.run([str(path), *args], capture_output=True, text=True, timeout=120).stdout


def test_separate_compilation_then_link(proj):
    nvcc(*DEFS, "-c", "kern.cu", "-o", "kern.o", cwd=proj)
    nvcc(*DEFS, "-c", "glue.cu", cwd=proj)  # default output glue.o
    nvcc("-c", "main.cpp", cwd=proj)
    nvcc("-c", "offset.c", cwd=proj)
    nvcc("main.o", "kern.o", "glue.o", "offset.o", "-o", "prog", "-lcudart", "-lcuda", cwd=proj)
    assert EXPECTED in run_program(proj / "prog", "100")


def test_one_command_build_and_static_library(proj):
    nvcc(*DEFS, "main.cpp", "kern.cu", "glue.cu", "offset.c", "-o", "whole", cwd=proj)
    assert EXPECTED in run_program(proj / "whole", "100")
    nvcc(*DEFS, "-lib", "kern.cu", "glue.cu", "-o", "libtwice.a", cwd=proj)
    assert (proj / "libtwice.a").read_bytes().startswith(b"!<arch>")
    nvcc("-rdc=true", "main.cpp", "offset.c", "-L.", "-ltwice", "-o", "linked", cwd=proj)
    assert EXPECTED in run_program(proj / "linked", "100")
    nvcc("-dlink", "main.o" if (proj / "main.o").exists() else "libtwice.a", "-o", "d.o", cwd=proj)
    assert (proj / "d.o").is_file()


def _rule(text: str) -> tuple[str, list[str]]:
    body = text.replace("\\\n", " ")
    target, _, deps = body.partition(" : ")
    return target.strip(), deps.split("\n")[0].split()


def test_dependencies_name_the_original_files(proj):
    (proj / "build").mkdir()
    nvcc(*DEFS, "-MD", "-c", "kern.cu", "-o", "build/kern.o", cwd=proj)
    target, deps = _rule((proj / "build" / "kern.d").read_text())
    assert target == "build/kern.o"
    assert deps[:2] == ["kern.cu", "inc/shared.cuh"]
    assert not [d for d in deps if "cuport-build" in d or "cache" in d]
    assert any(d.endswith("cuport/runtime.h") for d in deps)  # -MD lists the shim, like -M

    nvcc(*DEFS, "-MMD", "-MP", "-MT", "custom", "-MF", "k.dep", "-c", "kern.cu", cwd=proj)
    text = (proj / "k.dep").read_text()
    target, deps = _rule(text)
    assert target == "custom" and deps == ["kern.cu", "inc/shared.cuh"]
    assert "\ninc/shared.cuh:\n" in text  # -MP: a phony rule per header

    only = nvcc(*DEFS, "-M", "glue.cu", cwd=proj)
    target, deps = _rule(only.stdout)
    assert target == "glue.o" and deps[:2] == ["glue.cu", "inc/shared.cuh"]
    assert not (proj / "glue.o").exists()  # -M alone does not compile


def test_incremental_rebuild_hits_the_cache(proj):
    first = nvcc(*DEFS, "-v", "-c", "kern.cu", cwd=proj)
    assert "kern.cu: translation" in first.stderr
    again = nvcc(*DEFS, "-v", "-c", "kern.cu", cwd=proj)
    if "translation done" in again.stderr:
        # The translation key hashes cuport's own sources; in a checkout being edited they can
        # change between two runs. A third run must then hit.
        again = nvcc(*DEFS, "-v", "-c", "kern.cu", cwd=proj)
    assert "kern.cu: translation cached, object cached" in again.stderr
    os.utime(proj / "inc" / "shared.cuh")  # touched, unchanged: still cached
    touched = nvcc(*DEFS, "-v", "-c", "kern.cu", cwd=proj)
    assert "object cached" in touched.stderr
    header = proj / "inc" / "shared.cuh"
    header.write_text(header.read_text() + "inline int unused_helper() { return 7; }\n")
    edited = nvcc(*DEFS, "-v", "-c", "kern.cu", cwd=proj)
    assert "kern.cu: translation done, object compiled" in edited.stderr
    host = nvcc("-v", "-c", "offset.c", cwd=proj)
    assert "offset.c" in host.stderr


def test_unknown_option_is_one_line_naming_it(proj):
    proc = nvcc("-fopenmp", "-c", "kern.cu", cwd=proj, check=False)
    assert proc.returncode == 2
    assert proc.stderr == "cuport-nvcc: error: unknown option '-fopenmp'\n"
    missing = nvcc("-c", "nothere.cu", cwd=proj, check=False)
    assert missing.returncode == 2 and "nothere.cu: no such file" in missing.stderr


def test_translation_diagnostics_are_compiler_warnings(proj):
    source = proj / "odd.cu"
    source.write_text(
        "#include <cuda_runtime.h>\n"
        "#define NEVER_USED() cudaNotARealFunction()\n"
        "int main() { return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1; }\n"
    )
    proc = nvcc("-c", "odd.cu", cwd=proj)
    assert re.search(r"^odd\.cu:2:\d+: warning: CP1001: cudaNotARealFunction", proc.stderr, re.M)
    strict = nvcc("--cuport-werror", "-c", "odd.cu", "-o", "strict.o", cwd=proj, check=False)
    assert strict.returncode == 1
    assert re.search(r"^odd\.cu:2:\d+: error: CP1001", strict.stderr, re.M)
    assert not (proj / "strict.o").exists()


def test_dryrun_shows_steps_and_builds_nothing(proj):
    proc = nvcc(
        *DEFS, "--dryrun", "kern.cu", "glue.cu", "main.cpp", "offset.c", "-o", "p", cwd=proj
    )
    assert proc.stderr.count("#$ ") >= 5
    assert not (proj / "p").exists()


def test_version_and_verbose_answer_cmake(proj):
    version = nvcc("--version", cwd=proj).stdout
    assert re.search(r"nvcc: NVIDIA \(R\) Cuda compiler driver", version)
    assert re.search(r"V(\d+\.\d+\.\d+)", version)
    probe = nvcc("-v", "__cmake_determine_cuda", cwd=proj, check=False)
    assert re.search(r"#\$ TOP=\S+", probe.stderr)
    assert re.search(r"#\$ NVVMIR_LIBRARY_DIR=\S+nvvm/libdevice", probe.stderr)
    assert "-arch compute_" in probe.stderr


def test_ccbin_names_the_host_compiler(proj):
    compiler = shutil.which("g++") or shutil.which("c++")
    if not compiler:
        pytest.skip("no g++ to name with -ccbin")
    proc = nvcc("-ccbin", compiler, "-v", "-c", "main.cpp", cwd=proj)
    assert f"#$ {compiler} " in proc.stderr


def test_translate_run_takes_several_files(proj):
    env = dict(os.environ, PYTHONPATH=str(REPO))
    files = ["main.cpp", "kern.cu", "glue.cu", "offset.c"]
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "cuport.cli.translate",
            "--run",
            *files,
            "-Iinc",
            "-DOFFSET=3",
            "--",
            "100",
        ],
        capture_output=True,
        text=True,
        cwd=proj,
        env=env,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr
    assert EXPECTED in proc.stdout


def test_cuda_state_is_shared_across_units(tmp_path):
    # Every unit includes the header-only shim; its state must exist once per program.
    work = tmp_path / "odr"
    shutil.copytree(PROJECT.parent / "odr", work)
    for unit in ("a", "b", "main"):
        nvcc("-c", f"{unit}.cu", cwd=work)
    nvcc("a.o", "b.o", "main.o", "-o", "prog", cwd=work)
    for mode in ("parallel", "deterministic"):
        proc = subprocess.run(
            [str(work / "prog")],
            capture_output=True,
            text=True,
            env=dict(os.environ, CUPORT_MODE=mode),
            timeout=120,
        )
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.splitlines() == [
            f"total: {sum((i % 97) * 3 for i in range(48 * 64))}",
            "error seen in b: 1",
            "error cleared: 1",
            "freed in b: 1 1",
            "double free refused: 1",
        ]


def test_preprocess_shows_the_translated_unit(proj):
    proc = nvcc(*DEFS, "-E", "kern.cu", cwd=proj)
    assert "cuportMalloc(&d" in proc.stdout and "cudaMalloc(&d" not in proc.stdout
    assert "+ 3;" in proc.stdout  # OFFSET expanded
    nvcc("-E", "offset.c", "-o", "offset.i", cwd=proj)
    assert "c_offset(void) { return 1000; }" in (proj / "offset.i").read_text()
