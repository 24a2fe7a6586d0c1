"""The `translate` command's contract: outputs, --run/--build, exit codes, one-line errors."""

from __future__ import annotations

import os
import shlex
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from support import SAMPLES, run_translate
from support.confined import after_folder, python_module, run_confined

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


def test_run_defines_nvccs_macros_in_cuda_source(tmp_path):
    """__CUDACC__ as nvcc defines it: a helper marked __host__ __device__ only under it parses
    as device code (eigenvalues' util.h), and host fallbacks under #ifndef __CUDACC__ stay out
    of the build (helper_math.h's min/max/rsqrtf would redefine the runtime's)."""
    _write(
        tmp_path / "helpers.h",
        "#ifdef __CUDACC__\n__host__ __device__\n#endif\n"
        "inline float sign_f(const float& v) { return v < 0.0f ? -1.0f : 1.0f; }\n"
        "#ifndef __CUDACC__\ninline float rsqrtf(float x) { return 1.0f / sqrtf(x); }\n#endif\n",
    )
    source = _write(
        tmp_path / "signs.cu",
        '#include <cstdio>\n#include "helpers.h"\n'
        "__global__ void signs(float* x) {\n"
        "  x[threadIdx.x] = sign_f(x[threadIdx.x]) * rsqrtf(4.0f);\n"
        "}\n"
        "int main() {\n"
        "  float h[2] = {-3.0f, 5.0f}, *d;\n"
        "  cudaMalloc(&d, sizeof(h));\n"
        "  cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);\n"
        "  signs<<<1, 2>>>(d);\n"
        "  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);\n"
        '  printf("%g %g\\n", h[0], h[1]);\n'
        "  return 0;\n"
        "}\n",
    )
    proc = run_translate(source, "--run", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "-0.5 0.5"


def test_second_run_reuses_the_compile_cache(tmp_path):
    log = tmp_path / "compiler.log"
    wrapper = tmp_path / "cxx"
    wrapper.write_text(f'#!/bin/sh\necho "$@" >> "{log}"\nexec g++ "$@"\n')
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IEXEC)
    env = {"CXX": str(wrapper), "CUPORT_CACHE_DIR": str(tmp_path / "cache")}
    first = run_translate(VECTOR_ADD, "--run", "--", "300", env=env, cwd=tmp_path)
    assert first.returncode == 0, first.stderr

    # Probes of the compiler's identity (--version for the cache key, -dM -E for its macros)
    # are allowed on every run; compiles are not.
    def compiles() -> int:
        probes = ("--version", "-dM")
        lines = log.read_text().splitlines()
        return sum(not any(probe in line for probe in probes) for line in lines)

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


def test_latin1_input_is_translated_and_keeps_its_bytes(tmp_path):
    """Compilers take bytes that are not UTF-8 in comments and strings (Boost's interval.hpp
    has Latin-1 names in its comments): so does translate, writing them back unchanged."""
    latin1 = tmp_path / "latin.cu"
    latin1.write_bytes(b'// caf\xe9\nint main() { cudaDeviceSynchronize(); puts("\xe9t\xe9"); }\n')
    out = tmp_path / "latin.cpp"
    proc = run_translate(latin1, "-o", out)
    assert proc.returncode == 0, proc.stderr
    data = out.read_bytes()
    assert b"// caf\xe9\n" in data and b'puts("\xe9t\xe9")' in data
    assert b"cuportDeviceSynchronize();" in data
    printed = subprocess.run([*python_module("cuport.cli.translate"), latin1], capture_output=True)
    assert printed.returncode == 0 and printed.stdout == data


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


# ---- hostile conditions: outputs, caches, crashes, signals (issue 26) ----


def _one_line_error(proc, words: str) -> None:
    assert "Traceback" not in proc.stderr, proc.stderr
    errors = [line for line in proc.stderr.splitlines() if line.startswith("translate: error:")]
    assert len(errors) == 1 and words in errors[0], proc.stderr


@pytest.mark.parametrize("where", ["missing/out.cpp", "a_folder"])
def test_unwritable_output_is_one_line_and_exit_2(tmp_path, where):
    (tmp_path / "a_folder").mkdir()
    proc = run_translate(VECTOR_ADD, "-o", tmp_path / where)
    assert proc.returncode == 2
    _one_line_error(proc, f"cannot write {tmp_path / where}")


@pytest.mark.parametrize("condition", ["readonly", "full"])
def test_read_only_or_full_disk_leaves_the_old_output(tmp_path, condition):
    disk = tmp_path / "disk"
    argv = [*python_module("cuport.cli.translate"), VECTOR_ADD, "-o", disk / "out.cpp"]
    proc = run_confined(argv, disk, keep=[("out.cpp", b"old output")], **{condition: True})
    assert proc.returncode == 2
    _one_line_error(proc, f"cannot write {disk / 'out.cpp'}")
    left = Path(after_folder(disk))
    assert (left / "out.cpp").read_bytes() == b"old output"
    assert sorted(p.name for p in left.iterdir()) == ["out.cpp"]  # no temp file left


def test_stdout_on_a_full_device_is_one_line_and_exit_2():
    with open("/dev/full", "w") as full:
        proc = subprocess.run(
            [*python_module("cuport.cli.translate"), str(VECTOR_ADD)],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
        )
    assert proc.returncode == 2
    _one_line_error(proc, "cannot write to standard output: No space left on device")


def test_writing_to_dev_null_writes_through_the_device():
    proc = run_translate(VECTOR_ADD, "-o", os.devnull)
    assert proc.returncode == 0, proc.stderr
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)


@pytest.mark.parametrize("how", ["symlink", "dotdot"])
def test_an_output_that_resolves_to_the_input_is_refused(tmp_path, how):
    source = _write(tmp_path / "k.cu", VECTOR_ADD.read_text())
    (tmp_path / "sub").mkdir()
    if how == "symlink":
        output = tmp_path / "alias.cpp"
        output.symlink_to(source)
    else:
        output = tmp_path / "sub" / ".." / "k.cu"
    proc = run_translate(source, "-o", output)
    assert proc.returncode == 2
    _one_line_error(proc, "same file as the input")
    assert source.read_text() == VECTOR_ADD.read_text()


def test_outputs_get_the_mode_the_umask_gives(tmp_path):
    out = tmp_path / "k.cpp"
    program = tmp_path / "k"
    for argv in ([VECTOR_ADD, "-o", out], [VECTOR_ADD, "--build", "-o", program]):
        command = shlex.join([*python_module("cuport.cli.translate"), *map(str, argv)])
        proc = subprocess.run(["sh", "-c", f"umask 022 && {command}"], capture_output=True)
        assert proc.returncode == 0, proc.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
    assert stat.S_IMODE(program.stat().st_mode) == 0o755


def test_project_mode_copies_keep_their_mode(tmp_path):
    tree = tmp_path / "src"
    tree.mkdir()
    (tree / "k.cu").write_text(VECTOR_ADD.read_text())
    script = tree / "run.sh"
    script.write_text("#!/bin/sh\necho hi\n")
    script.chmod(0o750)
    secret = tree / "notes.txt"
    secret.write_text("private")
    secret.chmod(0o600)
    proc = run_translate(tree, "--out-root", tmp_path / "out")
    assert proc.returncode == 0, proc.stderr
    assert stat.S_IMODE((tmp_path / "out" / "run.sh").stat().st_mode) == 0o750
    assert stat.S_IMODE((tmp_path / "out" / "notes.txt").stat().st_mode) == 0o600


def test_an_unusable_cache_folder_warns_once_and_cuport_works_without_it(tmp_path):
    not_a_folder = tmp_path / "cache-file"
    not_a_folder.write_text("not a folder")
    env = {"CUPORT_CACHE_DIR": str(not_a_folder)}
    proc = run_translate(VECTOR_ADD, "-o", tmp_path / "k.cpp", env=env)
    assert proc.returncode == 0 and (tmp_path / "k.cpp").exists()
    assert proc.stderr.count("cannot use the cache folder") == 1
    assert "Traceback" not in proc.stderr
    run = run_translate(VECTOR_ADD, "--run", env=env, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().splitlines()[-1] == "Test PASSED"
    assert run.stderr.count("cannot use the cache folder") == 1


@pytest.mark.parametrize("condition", ["readonly", "full"])
def test_a_read_only_or_full_cache_still_runs_programs(tmp_path, condition):
    cache = tmp_path / "cache"
    argv = [*python_module("cuport.cli.translate"), VECTOR_ADD, "--run"]
    env = {"CUPORT_CACHE_DIR": str(cache)}
    proc = run_confined(argv, cache, env=env, cwd=tmp_path, **{condition: True})
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip().splitlines()[-1] == "Test PASSED"
    assert proc.stderr.count("cannot use the cache folder") == 1
    assert "Traceback" not in proc.stderr


def test_a_cached_program_damaged_in_place_is_rebuilt(tmp_path):
    env = {"CUPORT_CACHE_DIR": str(tmp_path / "cache")}
    assert run_translate(VECTOR_ADD, "--run", env=env, cwd=tmp_path).returncode == 0
    for program in (tmp_path / "cache").rglob("*.bin"):
        size = program.stat().st_size
        with open(program, "r+b") as handle:  # same size, other bytes
            handle.seek(0)
            handle.write(b"\0" * 64)
        assert program.stat().st_size == size
    for entry in (tmp_path / "cache").rglob("*"):
        if entry.is_file() and entry.suffix in ("", ".so") and len(entry.name) == 64:
            data = bytearray(entry.read_bytes())
            data[-1] ^= 0xFF
            entry.write_bytes(bytes(data))  # the stored entry too: its hash no longer matches
    again = run_translate(VECTOR_ADD, "--run", env=env, cwd=tmp_path)
    assert again.returncode == 0, again.stderr
    assert again.stdout.strip().splitlines()[-1] == "Test PASSED"


def _long_expression(terms: int) -> str:
    return "int e = " + "+".join(["1"] * terms) + ";\n"


def test_a_parser_crash_is_a_diagnostic_not_a_signal(tmp_path):
    """libclang overflows its stack on one 30,000-term expression (10,000 work): the command
    names the file (CP0006) and exits 2; in project mode the other files are still done."""
    deep = _write(tmp_path / "deep.cu", _long_expression(30000))
    proc = run_translate(deep)
    assert proc.returncode == 2
    assert f"{deep}:1:1: error: CP0006" in proc.stderr
    assert "Traceback" not in proc.stderr
    assert run_translate(_write(tmp_path / "fine.cu", _long_expression(10000))).returncode == 0
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "deep.cu").write_text(_long_expression(30000))
    (tree / "k.cu").write_text(VECTOR_ADD.read_text())
    project = run_translate(tree, "--out-root", tmp_path / "out", "-j", "2")
    assert project.returncode == 2
    assert "deep.cu: the C++ parser (libclang) crashed" in project.stderr
    assert "cuportLaunchKernelGGL" in (tmp_path / "out" / "k.cu").read_text()


_WAITS_FOR_A_SIGNAL = """\
#include <cstdio>
#include <unistd.h>
int main() {
  std::FILE* f = std::fopen("pid", "w");
  std::fprintf(f, "%d", (int)getpid());
  std::fclose(f);
  std::printf("ready\\n");
  std::fflush(stdout);
  for (int i = 0; i < 600; ++i) sleep(1);
  return 0;
}
"""


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_signals_to_translate_run_pass_on_to_the_program(tmp_path, signum):
    source = _write(tmp_path / "wait.cu", _WAITS_FOR_A_SIGNAL)
    assert run_translate(source, "--build", "-o", tmp_path / "warm", cwd=tmp_path).returncode == 0
    command = subprocess.Popen(
        [*python_module("cuport.cli.translate"), str(source), "--run"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        # As a shell starts a foreground command: a suite run from a background job inherits
        # SIGINT ignored, and a program started with a signal ignored keeps ignoring it.
        preexec_fn=_default_signal_actions,
    )
    try:
        assert command.stdout.readline() == "ready\n"
        program = int((tmp_path / "pid").read_text())
        command.send_signal(signum)
        try:
            status = command.wait(timeout=60)
        except subprocess.TimeoutExpired:
            pytest.fail(f"still running 60 s after {signum!r}; " + _signal_state(program))
        assert status == 128 + signum
    finally:
        command.kill()
    with pytest.raises(ProcessLookupError):  # not left running as an orphan
        os.kill(program, 0)


def _default_signal_actions() -> None:
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, signal.SIG_DFL)


def _signal_state(pid: int) -> str:
    """The signal masks of a process, for a failure message."""
    try:
        status = Path(f"/proc/{pid}/status").read_text().splitlines()
    except OSError as exc:
        return f"pid {pid}: {exc.strerror}"
    return f"pid {pid}: " + " ".join(line for line in status if line.startswith("Sig"))


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
