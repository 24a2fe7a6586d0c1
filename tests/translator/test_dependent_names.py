"""translator/dependent_names.py: a dependent member template called without `template`, which
nvcc accepts, gets the keyword GCC and Clang need, and no parse error is reported for it."""

from __future__ import annotations

import pytest
from cuport import translator
from support import cuda_program

# (clang reports the missing keyword where a call is instantiated: the kernel does that)
SOURCE = """\
template <typename T> struct caster {
  template <int N> __device__ static void cast(T* dst, const float* src) {
    for (int i = 0; i < N; i++) dst[i] = (T)src[i];
  }
  template <int N> __device__ T first() const { return T(N); }
};
template <typename T, int N> __device__ void cast_all(T* dst, const float* src) {
  caster<T>::cast<N>(dst, src);
  caster<T>::template cast<N>(dst, src);
}
template <typename T, int N> __device__ T first_of(caster<T> c) {
  return c.first<N>();
}
__global__ void k(int* d, const float* s) {
  cast_all<int, 4>(d, s);
  d[0] += first_of<int, 2>(caster<int>());
}
"""


def test_the_keyword_goes_before_each_dependent_member_template(tmp_path):
    source = tmp_path / "casts.cu"
    source.write_text(SOURCE)
    result = translator.translate_file(source)
    assert "  caster<T>::template cast<N>(dst, src);\n" in result.code
    assert "  return c.template first<N>();\n" in result.code
    assert result.code.count("template cast<N>") == 2  # the one written with it kept as it was
    assert [d.id for d in result.diagnostics if d.id.startswith("CP000")] == []


def test_the_translation_builds_and_runs_on_the_cpu(tmp_path):
    if cuda_program.skip_reason():
        pytest.skip(cuda_program.skip_reason())
    source = tmp_path / "casts.cu"
    source.write_text(SOURCE + "int main() { return 0; }\n")
    cuda_program.build(source)  # g++ rejects `caster<T>::cast<N>(...)` without the keyword
