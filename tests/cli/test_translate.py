"""The `translate` command's contract: outputs, --run/--build, exit codes, one-line errors."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

from support import SAMPLES, run_translate

VECTOR_ADD = SAMPLES / "vector_add" / "vector_add.cu"


def _write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


def test_prints_portable_source_and_leaves_the_rest_untouched():
    proc = run_translate(VECTOR_ADD)
    assert proc.returncode == 0, proc.stderr
    original = VECTOR_ADD.read_text().splitlines()
    translated = proc.stdout.splitlines()
    assert len(original) == len(translated)
    assert "#include <cuport/runtime.h>" in translated
    assert any(
        "cuportLaunchKernelGGL(vectorAdd, blocksPerGrid, threadsPerBlock, 0, 0," in line
        for line in translated
    )
    for before, after in zip(original, translated, strict=True):
        if "cuda" not in before and "<<<" not in before:
            assert before == after  # only CUDA constructs change
    assert "cudaMalloc" not in proc.stdout and "<<<" not in proc.stdout


def test_output_file_is_written_and_input_untouched(tmp_path):
    source = _write(tmp_path / "k.cu", VECTOR_ADD.read_text())
    before = source.read_bytes()
    out = tmp_path / "k.cpp"
    proc = run_translate(source, "-o", out)
    assert proc.returncode == 0, proc.stderr
    assert source.read_bytes() == before
    assert "cuportMemcpy" in out.read_text()
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_refuses_to_overwrite_its_input(tmp_path):
    source = _write(tmp_path / "k.cu", VECTOR_ADD.read_text())
    proc = run_translate(source, "-o", source)
    assert proc.returncode == 2
    assert "refusing to overwrite" in proc.stderr
    assert source.read_text() == VECTOR_ADD.read_text()


def test_run_passes_output_and_exit_code(tmp_path):
    proc = run_translate(VECTOR_ADD, "--run", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines()[-1] == "Test PASSED"
    assert (tmp_path / "vector_add.out").stat().st_size == 50000 * 4


def test_run_passes_program_arguments(tmp_path):
    proc = run_translate(VECTOR_ADD, "--run", "--", "1000", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "with 4 blocks of 256 threads" in proc.stdout
    assert (tmp_path / "vector_add.out").stat().st_size == 1000 * 4


def test_program_exit_code_and_stderr_pass_through(tmp_path):
    source = _write(
        tmp_path / "fail.cu",
        '#include <cstdio>\nint main() { std::fprintf(stderr, "boom\\n"); return 42; }\n',
    )
    proc = run_translate(source, "--run", cwd=tmp_path)
    assert proc.returncode == 42
    assert "boom" in proc.stderr


def test_run_builds_a_cu_file_that_relies_on_nvccs_implicit_include(tmp_path):
    source = _write(
        tmp_path / "bare.cu",
        "__global__ void twice(int* x) { x[threadIdx.x] *= 2; }\n"
        "int main() {\n"
        "  int h[32], *d;\n"
        "  for (int i = 0; i < 32; ++i) h[i] = i;\n"
        "  cudaMalloc(&d, sizeof(h));\n"
        "  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);\n"
        "  twice<<<1, 32>>>(d);\n"
        "  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);\n"
        "  return h[31] == 62 ? 0 : 1;\n"
        "}\n",
    )
    proc = run_translate(source, "--run", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr


def test_second_run_reuses_the_compile_cache(tmp_path):
    log = tmp_path / "compiler.log"
    wrapper = tmp_path / "cxx"
    wrapper.write_text(f'#!/bin/sh\necho "$@" >> "{log}"\nexec g++ "$@"\n')
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IEXEC)
    env = {"CXX": str(wrapper), "CUPORT_CACHE_DIR": str(tmp_path / "cache")}
    first = run_translate(VECTOR_ADD, "--run", "--", "300", env=env, cwd=tmp_path)
    assert first.returncode == 0, first.stderr

    def compiles() -> int:  # --version probes for the cache key are allowed; compiles are not
        return sum("--version" not in line for line in log.read_text().splitlines())

    calls_after_first = compiles()
    assert calls_after_first >= 1
    second = run_translate(VECTOR_ADD, "--run", "--", "300", env=env, cwd=tmp_path)
    assert second.returncode == 0, second.stderr
    assert compiles() == calls_after_first


def test_build_writes_a_program(tmp_path):
    exe = tmp_path / "va"
    proc = run_translate(VECTOR_ADD, "--build", "-o", exe)
    assert proc.returncode == 0, proc.stderr
    assert os.access(exe, os.X_OK)


def test_missing_file_is_one_line_error():
    proc = run_translate("does/not/exist.cu")
    assert proc.returncode == 2
    assert proc.stderr.strip() == "translate: error: does/not/exist.cu: no such file"


def test_not_cuda_by_extension(tmp_path):
    proc = run_translate(_write(tmp_path / "notes.txt", "hello"))
    assert proc.returncode == 2
    assert "not a CUDA or C++ source file" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1


def test_binary_input_is_rejected(tmp_path):
    binary = tmp_path / "blob.cu"
    binary.write_bytes(b"\x7fELF\x00\x01\x02" * 10)
    proc = run_translate(binary)
    assert proc.returncode == 2
    assert "binary file, not CUDA source" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_non_utf8_input_is_rejected(tmp_path):
    latin1 = tmp_path / "latin.cu"
    latin1.write_bytes("// caf\xe9\nint main() {}\n".encode("latin-1"))
    proc = run_translate(latin1)
    assert proc.returncode == 2
    assert "not UTF-8" in proc.stderr


def test_parse_error_reports_file_line_column(tmp_path):
    broken = _write(
        tmp_path / "broken.cu",
        "#include <cuda_runtime.h>\nint main() {\n  int x = ;\n  cudaDeviceSynchronize();\n}\n",
    )
    proc = run_translate(broken)
    assert proc.returncode == 2
    assert f"{broken}:3:11: error: CP0001" in proc.stderr
    assert "cuportDeviceSynchronize();" in proc.stdout  # the rest is still translated
    assert "Traceback" not in proc.stderr


def test_no_compiler_found_says_how_to_install_one(tmp_path):
    proc = run_translate(VECTOR_ADD, "--run", env={"CXX": str(tmp_path / "no-such-c++")})
    assert proc.returncode == 3
    assert "apt-get install g++" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_build_failure_exits_3(tmp_path):
    source = _write(tmp_path / "bad.cu", "int main() { return undefined_thing; }\n")
    proc = run_translate(source, "--run")
    assert proc.returncode == 3
    assert "build failed" in proc.stderr


def test_unsupported_constructs_exit_1(tmp_path):
    source = _write(tmp_path / "odd.cu", "void f() { cudaNoSuchFunction(); }\n")
    proc = run_translate(source)
    assert proc.returncode == 1
    assert "CP1001" in proc.stderr
    assert "CUPORT CP1001" in proc.stdout  # marked in the output too


def test_version_and_help():
    version = run_translate("--version")
    assert version.returncode == 0
    assert version.stdout.startswith("cuport ")
    help_text = run_translate("--help")
    assert help_text.returncode == 0
    assert "exit codes" in help_text.stdout


def test_usage_errors_exit_2():
    assert run_translate().returncode == 2
    assert run_translate("--no-such-flag", VECTOR_ADD).returncode == 2


def test_console_script_is_installed():
    script = Path(sys.executable).parent / "translate"
    assert script.exists(), "pip install . must provide the `translate` command"


WARP_PRINTER = """#include <cstdio>
__global__ void width(int* out) { *out = warpSize; }
int main() {
  int* out = nullptr;
  cudaMallocManaged(&out, sizeof(int));
  width<<<1, 1>>>(out);
  cudaDeviceSynchronize();
  std::printf("warpSize %d\\n", *out);
}
"""


@pytest.mark.parametrize("setting, width", [("64", "64"), ("32", "32"), ("", "32")])
def test_run_builds_the_warp_size_cuport_warp_size_names(tmp_path, setting, width):
    """CUPORT_WARP_SIZE is a build setting (as cuport-nvcc reads it): translate --run builds
    warps that wide, so CUPORT_WARP_SIZE=64 translate --run gets 64-lane warps."""
    source = _write(tmp_path / "warp.cu", WARP_PRINTER)
    proc = run_translate(source, "--run", env={"CUPORT_WARP_SIZE": setting})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == [f"warpSize {width}"]
    assert "CUPORT_WARP_SIZE" not in proc.stderr
