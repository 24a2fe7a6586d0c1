"""Bad input never crashes the translator: malformed CUDA is still rewritten and reported,
binary or non-UTF-8 files get a clear error, and nothing is written half-way."""

from __future__ import annotations

import random

import pytest
from cuport import translator
from cuport.translator import translation
from support import run_translate

FRAGMENTS = [
    "#include <cuda_runtime.h>\n",
    "__global__ void k(float* x) {",
    "}",
    "k<<<",
    ">>>",
    "(x);",
    "cudaMalloc(&p, 4);",
    "extern __shared__ float s[];",
    "extern __shared__",
    "#define M(a) k<<<1, a>>>(a)\n",
    "#if 0\n",
    "#endif\n",
    '"unterminated',
    "/* open comment",
    "template <typename T",
    "cudaNoSuch();",
    "(((",
    ")))",
    "\\\n",
    "\n",
    "__shfl_down_sync(0xffffffff, v, 1);",
    "cudaLaunchKernel((void*)",
]


@pytest.mark.parametrize("seed", range(12))
def test_random_fragments_never_crash(seed):
    rng = random.Random(seed)
    source = "".join(rng.choice(FRAGMENTS) for _ in range(rng.randrange(5, 40)))
    result = translator.translate(source, f"fuzz{seed}.cu")
    assert isinstance(result.code, str)
    again = translator.translate(result.code, f"fuzz{seed}.cu")
    assert isinstance(again.code, str)


@pytest.mark.parametrize(
    "source",
    [
        "",
        "// only a comment\n",
        "k<<<1, 2>>>(",
        "k<<<1, 2",
        "int main() { cudaMalloc(&p, 4); ",
        "#include <cuda_runtime.h",
        '#include "',
        "extern __shared__ float s[",
        "}}}}",
        "\ufeff#include <cuda_runtime.h>\nint main() { return cudaSuccess; }\n",  # BOM
        "int main() {\r\n  cudaDeviceSynchronize();\r\n}\r\n",  # CRLF kept
    ],
)
def test_malformed_snippets_translate(source):
    result = translator.translate(source, "bad.cu")
    assert "cudaMalloc(" not in result.code and "cudaDeviceSynchronize" not in result.code
    assert "cudaSuccess" not in result.code


def test_crlf_lines_are_kept():
    result = translator.translate("int main() {\r\n  cudaDeviceSynchronize();\r\n}\r\n", "w.cu")
    assert result.code == (
        "#include <cuport/runtime.h>\r\n#line 1\r\n"  # (what nvcc includes: see below)
        "int main() {\r\n  cuportDeviceSynchronize();\r\n}\r\n"
    )


def test_cu_files_include_the_runtime_header_as_nvcc_does():
    """nvcc includes cuda_runtime.h before every .cu file, so real .cu files often include
    nothing; their translation includes cuport/runtime.h first, numbered so that the file's
    lines keep their numbers. Files that include it, headers and plain C++ files do not."""
    kernel = "__global__ void k(float* x) { x[threadIdx.x] = 1.0f; }\n"
    code = translator.translate(kernel, "k.cu").code
    assert code == "#include <cuport/runtime.h>\n#line 1\n" + kernel
    included = "#include <cuda_runtime.h>\n" + kernel
    assert translator.translate(included, "k.cu").code.count("cuport/runtime.h") == 1
    assert "cuport/runtime.h" not in translator.translate(kernel, "k.cuh").code
    assert "cuport/runtime.h" not in translator.translate("int main() {}\n", "plain.cu").code
    # A .cu file using Thrust alone (its translation changes nothing) still needs it first: CCCL
    # would otherwise compile Thrust as CUDA code and want NVIDIA's headers.
    thrust_only = "#include <thrust/sort.h>\nint main() { int v[2] = {2, 1}; }\n"
    assert translator.translate(thrust_only, "t.cu").code.startswith("#include <cuport/runtime.h>")


def test_syntax_error_still_rewrites_everything_with_a_diagnostic():
    source = "__global__ void k();\nint main() {\n  int x = ;\n  cudaDeviceSynchronize();\n  k<<<1, 1>>>();\n}\n"
    result = translator.translate(source, "e.cu")
    assert "cuportDeviceSynchronize();" in result.code
    assert "cuportLaunchKernelGGL(k, 1, 1, 0, 0);" in result.code
    assert [(d.id, d.line) for d in result.diagnostics if d.severity == "error"] == [("CP0001", 3)]


def test_fast_mode_reparses_damaged_files():
    source = "void f() {\n  int x = (1 + ;\n  cudaFree(0);\n}\n"  # unbalanced: needs the full parse
    result = translator.translate(source, "d.cu", fast=True)
    assert any(d.id == "CP0001" for d in result.diagnostics)
    assert "cuportFree(0)" in result.code


def test_binary_input_gets_a_clear_error(tmp_path):
    binary = tmp_path / "blob.cu"
    binary.write_bytes(b"\x7fELF\x00\x00\x01cudaMalloc")
    with pytest.raises(translator.TranslationError, match="binary file"):
        translator.translate_file(binary)
    out = tmp_path / "blob.out.cpp"
    proc = run_translate(binary, "-o", out)
    assert proc.returncode == 2
    assert "binary file" in proc.stderr and "Traceback" not in proc.stderr
    assert not out.exists()


_CUDA_LINES = [
    "#include <cuda_runtime.h>",
    "__global__ void k(int* p) { p[threadIdx.x] = 1; }",
    "int main() {",
    "  int* p;",
    "  cudaMalloc(&p, 64);",
    "  k<<<1, 16>>>(p);",
    "  cudaDeviceSynchronize();",
    "}",
    "",
]


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_every_line_ending_compilers_take_translates_the_same(tmp_path, newline):
    """LF, CRLF and CR-only (clang and gcc take a lone CR as a new line): the same
    translation, in the file's own line endings, with the same diagnostics."""
    path = tmp_path / "k.cu"
    path.write_bytes(newline.join(_CUDA_LINES).encode())
    result = translator.translate_file(path)
    expected = translator.translate("\n".join(_CUDA_LINES), str(path))
    assert result.code == expected.code.replace("\n", newline)
    assert "cuportLaunchKernelGGL(k, 1, 16, 0, 0, p);" in result.code
    assert "cuportDeviceSynchronize();" in result.code and "<cuport/runtime.h>" in result.code
    assert [(d.id, d.line, d.column) for d in result.diagnostics] == [
        (d.id, d.line, d.column) for d in expected.diagnostics
    ]


def test_bytes_that_are_not_utf8_are_kept_and_a_bom_stays_first(tmp_path):
    latin = tmp_path / "latin.cuh"
    latin.write_bytes(
        b'// r\xe9sum\xe9 \xa9 1999\nconst char* s = "\xe0";\nvoid f() { cudaFree(0); }\n'
    )
    code = translation.encoded(translator.translate_file(latin).code)
    assert code == latin.read_bytes().replace(b"cudaFree", b"cuportFree")
    bom = tmp_path / "bom.cu"
    bom.write_bytes(b"\xef\xbb\xbf__global__ void k() {}\n")
    code = translation.encoded(translator.translate_file(bom).code)
    assert code.startswith(b"\xef\xbb\xbf#include <cuport/runtime.h>\n#line 1\n__global__")


def test_garbage_through_the_cli_exits_2_without_traceback(tmp_path):
    path = tmp_path / "garbage.cu"
    path.write_text("@@@ $$$ cudaMalloc ``` }}} ))) >>> <<< ;;\ncudaFree((((\n")
    proc = run_translate(path)
    assert proc.returncode == 2
    assert "CP0001" in proc.stderr and "Traceback" not in proc.stderr
    assert "cuportMalloc" in proc.stdout and "cuportFree" in proc.stdout
