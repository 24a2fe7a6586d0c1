"""translator/lowering/preprocessed.py through the lowering: kernel bodies that use the user's
macros (function-like over parameters, nested, statements, #if groups, pragmas) are lowered as
the compiler reads them, with their lines kept, and compute what the fiber path computes; a body
whose text cannot be made exact keeps the fiber path with the reason."""

from __future__ import annotations

import re

import numpy as np
import pytest
from cuport.backends.cpu.driver import RUNTIME_HEADERS
from cuport.translator.lowering import lower
from cuport.translator.pipeline import translate_program
from support.cuda_program import run
from support.lowering import results

NAME = "macro_kernels.cu"
SOURCE = r"""// Kernels whose bodies use the user's macros: lowered as the compiler reads them, or kept on
// fibers with the reason. main prints each result as a row.
#include <cuda_runtime.h>

#include <cstdio>

#define N 1000
#define PICK(x, y) y
#define BOUND PICK(N, n)
#define TID threadIdx.x
#define GID (blockIdx.x * blockDim.x + TID)
#define TWICE(x) ((x) + (x))
#define STORE(p, v) do { (p) = (v); } while (0)
#define LOG_ARGS(fmt, ...) printf(fmt, ##__VA_ARGS__)
#define STRINGIZE(x) #x
#define SCALE 3
#define REDEFINED 1
#undef REDEFINED
#define REDEFINED 2

// The issue's kernel: a guard and a loop bound behind a function-like macro over a parameter.
__global__ void picked(int n, float* a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < BOUND) {
    float s = 0.0f;
    for (int j = 0; j < BOUND; j += 100) s += j;
    a[i] = s + i;
  }
}

// Nested macros reading threadIdx, a statement macro, an #if group and an unroll pragma.
__global__ void nested(const float* in, float* out, int n) {
  int i = GID;
#if SCALE < 2
  if (i < n) out[i] = -1.0f;
#elif SCALE > 2
  if (i < n) STORE(out[i], TWICE(in[i]) * SCALE);
#else
  if (i < n) out[i] = -2.0f;
#endif
}

// A barrier kernel (split at barriers) with a #pragma unroll before a loop that holds one.
__global__ void reduce(const float* in, float* out, int n) {
  __shared__ float s[128];
  int t = TID;
  int i = blockIdx.x * blockDim.x + t;
  s[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
#pragma unroll
  for (int stride = 64; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}

// A #define inside the body: kept on fibers.
__global__ void defines(float* out, int n) {
#define LOCAL 2.0f
  int i = GID;
  if (i < n) out[i] = LOCAL;
}

// An #if on a name the compiler defines otherwise than the lowering's parser: kept on fibers.
__global__ void compiler_test(float* out, int n) {
  int i = GID;
#ifdef __clang__
  if (i < n) out[i] = 1.0f;
#else
  if (i < n) out[i] = 2.0f;
#endif
}

// A macro #undef'd and defined again, used inside another's expansion: kept on fibers.
__global__ void redefined(float* out, int n) {
  int i = GID;
  if (i < n) out[i] = TWICE(REDEFINED);
}

// A stringizing macro: kept on fibers.
__global__ void stringized(float* out, int n) {
  int i = GID;
  if (i == 0) LOG_ARGS("%s\n", STRINGIZE(i));
  if (i < n) out[i] = 4.0f;
}

static void print(const char* name, const float* values, int count) {
  printf("%s", name);
  for (int i = 0; i < count; ++i) printf(" %g", values[i]);
  printf("\n");
}

int main() {
  const int n = N;
  float *in, *out;
  cudaMallocManaged(&in, n * sizeof(float));
  cudaMallocManaged(&out, n * sizeof(float));
  for (int i = 0; i < n; ++i) in[i] = (i % 13) * 0.5f;
  picked<<<(n + 127) / 128, 128>>>(n, out);
  cudaDeviceSynchronize();
  print("picked", out, n);
  nested<<<(n + 127) / 128, 128>>>(in, out, n);
  cudaDeviceSynchronize();
  print("nested", out, n);
  reduce<<<(n + 127) / 128, 128>>>(in, out, n);
  cudaDeviceSynchronize();
  print("reduce", out, (n + 127) / 128);
  defines<<<(n + 127) / 128, 128>>>(out, n);
  cudaDeviceSynchronize();
  print("defines", out, n);
  compiler_test<<<(n + 127) / 128, 128>>>(out, n);
  cudaDeviceSynchronize();
  print("compiler_test", out, n);
  redefined<<<(n + 127) / 128, 128>>>(out, n);
  cudaDeviceSynchronize();
  print("redefined", out, n);
  return 0;
}
"""


@pytest.fixture(scope="module")
def program(tmp_path_factory):
    path = tmp_path_factory.mktemp("preprocessed") / NAME
    path.write_text(SOURCE, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def lowered(program):
    """The unit's LoweringResult, lowered in strict mode (an internal fallback raises)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(lower.STRICT_ENVIRONMENT, "1")
        translated = translate_program([program])
        return lower.lower(translated.sources[NAME], NAME, RUNTIME_HEADERS, (), translated.sources)


def _report(lowered, name: str):
    (report,) = [k for k in lowered.kernels if k.name == name]
    return report


def _line_of(text: str) -> int:
    """The line of SOURCE that holds text."""
    (number,) = [n for n, line in enumerate(SOURCE.splitlines(), 1) if line.startswith(text)]
    return number


@pytest.mark.parametrize(
    ("kernel", "how"),
    [
        ("picked", "lowered to thread loops"),
        ("nested", "lowered to thread loops"),
        ("reduce", "split at barriers into thread loops"),
    ],
)
def test_kernels_using_macros_are_lowered(lowered, kernel, how):
    report = _report(lowered, kernel)
    assert report.lowered, report.reason
    assert report.how.startswith(how)


@pytest.mark.parametrize(
    ("kernel", "reason"),
    [
        ("defines", "a #define inside it"),
        (
            "compiler_test",
            "#ifdef on __clang__, which the compiler may define otherwise than the lowering's"
            " parser",
        ),
        ("redefined", "macro REDEFINED is defined more than once"),
        ("stringized", "macro STRINGIZE stringizes an argument (#)"),
    ],
)
def test_bodies_it_cannot_read_exactly_keep_fibers_and_say_why(lowered, kernel, reason):
    report = _report(lowered, kernel)
    assert not report.lowered
    assert report.reason == f"cannot read its text as the compiler does: {reason}"
    assert f"kernel {kernel}: fiber path (cannot read its text" in lowered.log(NAME)


def test_the_lowered_code_holds_the_expansion_not_the_macros(lowered):
    # The kernel: BOUND is PICK(N, n), the parameter n, in the guard and the loop.
    block = lowered.text[lowered.text.index("void picked(") : lowered.text.index("void nested(")]
    assert "BOUND" not in block and "PICK" not in block
    assert re.search(r"j < +cuport_p_n_ ", block)


def test_pragmas_become_pragma_operators_that_fit_on_a_line(lowered):
    # A #pragma inside a one-line lowered body was `stray '#' in program`.
    assert not re.search(r"^\s*#\s*pragma", lowered.text, re.M)
    body = lowered.text[lowered.text.index("void reduce(") : lowered.text.index("void defines(")]
    assert '_Pragma("unroll")' in body


def test_lines_keep_their_numbers(lowered):
    # Expansions and blanked #if branches keep line breaks: each #line names the user's line.
    store = _line_of("  if (i < n) STORE(out[i]")
    after = lowered.text.split(f'#line {store} "{NAME}"\n', 1)[1].splitlines()[0]
    assert "do {" in after
    # The inactive branches are gone, #elif's condition with them.
    assert "-1.0f" not in lowered.text and "-2.0f" not in lowered.text
    assert "SCALE > 2" not in lowered.text
    unroll = _line_of("#pragma unroll")
    assert f'#line {unroll} "{NAME}"\n_Pragma("unroll")' in lowered.text


def test_lowered_kernels_compute_what_fibers_and_numpy_compute(program, monkeypatch):
    monkeypatch.setenv(lower.STRICT_ENVIRONMENT, "1")  # rejected lowered code fails the build
    stdout = run(program).stdout
    assert stdout == run(program, env={"CUPORT_LOWERING": "0"}).stdout
    rows = results(stdout)
    n = 1000
    x = (np.arange(n) % 13) * 0.5
    np.testing.assert_array_equal(rows["picked"], 4500 + np.arange(n))
    np.testing.assert_array_equal(rows["nested"], 6 * x)
    sums = [x[b : b + 128].sum() for b in range(0, n, 128)]
    np.testing.assert_array_equal(rows["reduce"], sums)
    np.testing.assert_array_equal(rows["defines"], np.full(n, 2.0))
    np.testing.assert_array_equal(rows["compiler_test"], np.full(n, 2.0))  # g++: no __clang__
    np.testing.assert_array_equal(rows["redefined"], np.full(n, 4.0))
