"""cuport-nvcc under hostile conditions: outputs that are inputs, missing folders, devices,
the exit code of a failed step, an unusable cache folder (issue 26)."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from cuport.backends import get
from support import SAMPLES
from support.confined import python_module, run_confined

pytestmark = pytest.mark.skipif(bool(get("cpu").available()), reason="no C++ compiler")

VECTOR_ADD = SAMPLES / "vector_add" / "vector_add.cu"


def nvcc(*args, cwd, env=None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "cuport.cli.nvcc.cli", *map(str, args)],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=dict(os.environ, **(env or {})),
        timeout=600,
    )


def _one_line_error(proc, words: str) -> None:
    assert "Traceback" not in proc.stderr, proc.stderr
    errors = [line for line in proc.stderr.splitlines() if line.startswith("cuport-nvcc: error:")]
    assert len(errors) == 1 and words in errors[0], proc.stderr


@pytest.fixture
def kernel(tmp_path) -> Path:
    return Path(shutil.copy(VECTOR_ADD, tmp_path / "ok.cu"))


@pytest.mark.parametrize("mode", [["-c"], ["-E"], ["-lib"], []])
def test_an_output_that_is_an_input_is_refused(kernel, mode):
    before = kernel.read_bytes()
    proc = nvcc(*mode, kernel.name, "-o", kernel.name, cwd=kernel.parent)
    assert proc.returncode == 2
    _one_line_error(proc, "same file as the input")
    assert kernel.read_bytes() == before


def test_an_output_reached_through_a_link_is_refused(kernel):
    (kernel.parent / "alias.o").symlink_to(kernel)
    proc = nvcc("-c", kernel.name, "-o", "alias.o", cwd=kernel.parent)
    assert proc.returncode == 2
    _one_line_error(proc, "same file as the input")
    assert kernel.read_bytes() == VECTOR_ADD.read_bytes()


def test_an_output_in_a_missing_folder_is_one_line(kernel):
    proc = nvcc("-c", kernel.name, "-o", "nodir/ok.o", cwd=kernel.parent)
    assert proc.returncode == 2
    _one_line_error(proc, "cannot write nodir/ok.o: No such file or directory")


def test_objects_programs_and_dev_null(kernel):
    folder = kernel.parent
    assert nvcc("-c", kernel.name, "-o", os.devnull, cwd=folder).returncode == 0
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)  # written through, not replaced
    command = f"umask 022 && {' '.join(python_module('cuport.cli.nvcc.cli'))}"
    for args in ("-c ok.cu -o ok.o", "ok.o -o app", "-lib ok.o -o libok.a"):
        proc = subprocess.run(["sh", "-c", f"{command} {args}"], cwd=folder, capture_output=True)
        assert proc.returncode == 0, proc.stderr
    assert stat.S_IMODE((folder / "ok.o").stat().st_mode) == 0o644
    assert stat.S_IMODE((folder / "libok.a").stat().st_mode) == 0o644
    assert stat.S_IMODE((folder / "app").stat().st_mode) == 0o755
    run = subprocess.run([str(folder / "app")], capture_output=True, text=True, cwd=folder)
    assert run.stdout.strip().splitlines()[-1] == "Test PASSED"


def test_a_failed_compile_exits_1_and_keeps_the_old_object(tmp_path):
    """The contract (docs/nvcc.md): 1 when a translation, compile, link or archive step
    fails, whatever the tool returned; 2 for a command line or an output it cannot take."""
    bad = tmp_path / "bad.cu"
    bad.write_text("__global__ void k() {}\nint main() { return undefined_thing; }\n")
    (tmp_path / "bad.o").write_bytes(b"old object")
    proc = nvcc("-c", "bad.cu", "-o", "bad.o", cwd=tmp_path)
    assert proc.returncode == 1
    assert "undefined_thing" in proc.stderr and "Traceback" not in proc.stderr
    assert (tmp_path / "bad.o").read_bytes() == b"old object"
    link = nvcc("no_such_symbol.o", "-o", "app", cwd=tmp_path)
    assert link.returncode == 2  # a missing input is a command-line error
    (tmp_path / "empty.o").write_bytes(b"not an object")
    assert nvcc("empty.o", "-o", "app", cwd=tmp_path).returncode == 1


@pytest.mark.parametrize("tool", ["cuport-nvcc", "translate"])
def test_compile_errors_name_the_users_files_and_quote_their_lines(tmp_path, tool):
    """The compiler's messages name the user's files (not the build's temporary copies) and
    quote the line they name, in the unit and in a header it includes."""
    src = tmp_path / "src"
    src.mkdir()
    (src / "helper.cuh").write_text("__device__ int h() { return also_undefined; }\n")
    (src / "bad.cu").write_text(
        '#include "helper.cuh"\n'
        "__global__ void k(int* p) { p[threadIdx.x] = undefined_name; }\n"
        "int main() { return 0; }\n"
    )
    if tool == "translate":
        command = [*python_module("cuport.cli.translate"), "src/bad.cu", "--build", "-o", "bad"]
        proc = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, timeout=600)
    else:
        proc = nvcc("-c", "src/bad.cu", "-o", "bad.o", cwd=tmp_path)
    assert proc.returncode != 0
    assert "cuport-build" not in proc.stderr and "Traceback" not in proc.stderr, proc.stderr
    assert f"{src / 'bad.cu'}:2:46: error:" in proc.stderr, proc.stderr
    assert f"{src / 'helper.cuh'}:1:29: error:" in proc.stderr, proc.stderr
    quoted = [line for line in proc.stderr.splitlines() if line.lstrip().startswith("2 |")]
    assert quoted and "undefined_name; }" in quoted[0], proc.stderr


def test_code_before_the_files_own_runtime_include_sees_the_runtime(tmp_path):
    """nvcc includes cuda_runtime.h before the file, so code above the file's own include of it
    may use what it brings (simpleStreams: a NULL in a table before its includes)."""
    source = tmp_path / "early.cu"
    source.write_text(
        "// a sample's header comment\n"
        'const char* names[] = {"first", NULL};\n'
        "#include <cuda_runtime.h>\n"
        "#include <cstdio>\n"
        "int main() { std::printf(\"%s\\n\", names[0]); return names[1] != NULL; }\n"
    )
    proc = nvcc("early.cu", "-o", "early", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    run = subprocess.run([str(tmp_path / "early")], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and run.stdout == "first\n"


def test_a_compile_error_quoting_bytes_that_are_not_utf8_is_exit_1(tmp_path):
    """The compiler's message quotes the user's line, stray byte and all (found by
    tools/fuzz/run.py): it is shown, and the step fails with 1, not a UnicodeDecodeError."""
    bad = tmp_path / "bad.cu"
    bad.write_bytes(b"__global__ void k() {}\nint main() { return undefined_\xb7\xce; }\n")
    proc = nvcc("-c", "bad.cu", "-o", "bad.o", cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr
    assert "undefined_" in proc.stderr and "Traceback" not in proc.stderr


def test_an_unusable_cache_folder_warns_and_builds(kernel, tmp_path):
    cache = tmp_path / "cache-file"
    cache.write_text("not a folder")
    env = {"CUPORT_CACHE_DIR": str(cache)}
    proc = nvcc("-c", kernel.name, "-o", "ok.o", cwd=kernel.parent, env=env)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.count("cannot use the cache folder") == 1
    assert (kernel.parent / "ok.o").read_bytes().startswith(b"\x7fELF")
    root = nvcc("--cuport-toolkit-root", cwd=kernel.parent, env=env)
    assert root.returncode == 0, root.stderr
    folder = Path(root.stdout.strip())
    assert (folder / "bin" / "nvcc").is_file() and not folder.is_relative_to(cache)
    assert "toolkit folder is made in" in root.stderr


def test_a_read_only_cache_still_compiles(kernel, tmp_path):
    cache = tmp_path / "cache"
    argv = [*python_module("cuport.cli.nvcc.cli"), "-c", kernel, "-o", kernel.parent / "ok.o"]
    proc = run_confined(argv, cache, readonly=True, env={"CUPORT_CACHE_DIR": str(cache)})
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.count("cannot use the cache folder") == 1


def test_a_damaged_toolkit_folder_is_made_again(tmp_path):
    env = {"CUPORT_CACHE_DIR": str(tmp_path / "cache")}
    folder = Path(nvcc("--cuport-toolkit-root", cwd=tmp_path, env=env).stdout.strip())
    nvcc_script = folder / "bin" / "nvcc"
    good = nvcc_script.read_bytes()
    nvcc_script.write_bytes(b"#!/bin/sh\nexit 0\n")
    again = Path(nvcc("--cuport-toolkit-root", cwd=tmp_path, env=env).stdout.strip())
    assert again == folder and nvcc_script.read_bytes() == good
