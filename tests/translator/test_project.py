"""Project mode: translate_tree mirrors a tree, translates CUDA, copies the rest, in parallel;
the CLI's --out-root, -p compile_commands.json, --report and --print-stats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from cuport import translator
from cuport.translator import project
from support import run_translate

KERNEL = """\
#include <cuda_runtime.h>
#include "util.cuh"
__global__ void k(float* x) { x[threadIdx.x] = scale(x[threadIdx.x]); }
int main() {
  float* d;
  cudaMalloc(&d, 32 * sizeof(float));
  k<<<1, 32>>>(d);
#ifdef USE_SYNC
  cudaDeviceSynchronize();
#endif
  return cudaFree(d) == cudaSuccess ? 0 : 1;
}
"""
UTIL = """\
#pragma once
#include <cuda_runtime.h>
__device__ inline float scale(float v) { return 2.0f * v; }
inline cudaError_t sync_all() { return cudaDeviceSynchronize(); }
"""


def _tree(root: Path) -> Path:
    (root / "src" / "include").mkdir(parents=True)
    (root / "src" / "main.cu").write_text(KERNEL)
    (root / "src" / "include" / "util.cuh").write_text(UTIL)
    (root / "src" / "plain.cpp").write_text("int plain() { return 3; }\n")
    (root / "src" / "notes.txt").write_text("not code: cudaMalloc stays here\n")
    (root / "src" / "data.bin").write_bytes(b"\x00\x01\x02cuda\xff")
    return root / "src"


@pytest.mark.parametrize("jobs", [1, 2])
def test_translate_tree_mirrors_translates_and_copies(tmp_path, jobs):
    src = _tree(tmp_path)
    out = tmp_path / "out"
    seen = []
    tree = translator.translate_tree(
        src, out, include_dirs=[src / "include"], jobs=jobs, progress=lambda *a: seen.append(a)
    )
    actions = {f.source: f.action for f in tree.files}
    assert actions == {
        "data.bin": "copied",
        "include/util.cuh": "translated",
        "main.cu": "translated",
        "notes.txt": "copied",
        "plain.cpp": "copied",  # nothing CUDA in it: copied without parsing
    }
    main = (out / "main.cu").read_text()
    assert "cuportMalloc(&d" in main and "cuportLaunchKernelGGL(k, 1, 32, 0, 0, d)" in main
    assert "cuportDeviceSynchronize" in main  # inactive branch translated too
    assert "cuportError_t sync_all" in (out / "include" / "util.cuh").read_text()
    assert (out / "notes.txt").read_text() == "not code: cudaMalloc stays here\n"
    assert (out / "data.bin").read_bytes() == b"\x00\x01\x02cuda\xff"
    assert [s[:2] for s in seen][-1] == (5, 5)
    assert not tree.errors
    assert not list(out.rglob("*.tmp")), "temp files left behind"


def test_translate_tree_reports_binary_source_and_keeps_going(tmp_path):
    src = _tree(tmp_path)
    (src / "blob.cu").write_bytes(b"__global__ void k() {}\n\0\0\0")
    (src / "latin1.cu").write_bytes(b"// caf\xe9\n__global__ void k() { __syncthreads(); }\n")
    tree = translator.translate_tree(src, tmp_path / "out", jobs=1)
    failed = {f.source: f.error for f in tree.errors}
    assert list(failed) == ["blob.cu"] and "binary file" in failed["blob.cu"]
    assert not (tmp_path / "out" / "blob.cu").exists()  # nothing half-written
    assert (tmp_path / "out" / "main.cu").exists()
    # Bytes that are not UTF-8 are kept, as compilers keep them.
    assert b"// caf\xe9\n" in (tmp_path / "out" / "latin1.cu").read_bytes()


def test_translate_tree_refuses_same_folder(tmp_path):
    src = _tree(tmp_path)
    with pytest.raises(translator.TranslationError):
        translator.translate_tree(src, src)


def test_compile_commands_supply_flags(tmp_path):
    src = _tree(tmp_path)
    commands = [
        {
            "directory": str(src),
            "file": "main.cu",
            "arguments": ["nvcc", "-Iinclude", "-D", "USE_SYNC=1", "-c", "main.cu"],
        }
    ]
    path = tmp_path / "compile_commands.json"
    path.write_text(json.dumps(commands))
    flags = project.load_compile_commands(path)
    main = flags[str((src / "main.cu").resolve())]
    assert main.include_dirs == (str((src / "include").resolve()),)
    assert main.defines == ("USE_SYNC=1",)
    tree = translator.translate_tree(src, tmp_path / "out", compile_commands=path, jobs=1)
    # util.cuh is found through the -I of compile_commands: no missing-include diagnostic.
    assert not [d for d in tree.diagnostics if d.id == "CP0002"]


def test_compile_commands_command_string(tmp_path):
    path = tmp_path / "compile_commands.json"
    path.write_text(
        json.dumps([{"directory": "/w", "file": "a.cu", "command": "nvcc -I /w/inc -DX -c a.cu"}])
    )
    flags = project.load_compile_commands(path)["/w/a.cu"]
    assert flags.include_dirs == ("/w/inc",) and flags.defines == ("X",)


def test_cli_out_root_report_and_stats(tmp_path):
    src = _tree(tmp_path)
    out = tmp_path / "ported"
    report_path = tmp_path / "report.json"
    proc = run_translate(
        src, "--out-root", out, "-I", src / "include", "--report", report_path, "--print-stats"
    )
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr
    assert (out / "main.cu").exists() and (out / "include" / "util.cuh").exists()
    assert "[cuport] file '" in proc.stderr and "CONVERTED refs:" in proc.stderr
    assert "TOTAL statistics (2 files)" in proc.stderr
    report = json.loads(report_path.read_text())
    assert report["schema"] == 2
    assert report["totals"]["files"] == 2
    assert report["totals"]["launches"] == 1
    assert report["totals"]["converted_by_name"]["cudaMalloc"] == 1
    assert sorted(report["copied"]) == ["data.bin", "notes.txt", "plain.cpp"]
    per_file = {Path(f["file"]).name: f for f in report["files"]}
    assert per_file["main.cu"]["stats"]["converted"]["cudaFree"] == 1


def test_cli_directory_without_out_root_is_a_usage_error(tmp_path):
    src = _tree(tmp_path)
    proc = run_translate(src)
    assert proc.returncode == 2
    assert "is a directory" in proc.stderr


def test_cli_single_file_takes_flags_from_compile_commands(tmp_path):
    src = _tree(tmp_path)
    path = tmp_path / "compile_commands.json"
    path.write_text(
        json.dumps(
            [{"directory": str(src), "file": "main.cu", "command": "nvcc -Iinclude -c main.cu"}]
        )
    )
    without = run_translate(src / "main.cu")
    assert "CP0002" in without.stderr  # util.cuh not found
    proc = run_translate(src / "main.cu", "-p", path)
    assert proc.returncode == 0, proc.stderr
    assert "CP0002" not in proc.stderr
