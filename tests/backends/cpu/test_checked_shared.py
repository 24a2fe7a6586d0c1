"""checked_shared.py: the static __shared__ arrays a checked build gives checked storage."""

from __future__ import annotations

from cuport.backends.cpu import checked_shared


def test_arrays_become_references_to_checked_storage_of_the_same_type():
    source = """\
template <int T> __global__ void k(float* o) {
  __shared__ float tile[T][T + 1];  // __shared__ in a comment stays
  static __shared__ __align__(16) volatile int flags[32];
  alignas(8) __shared__ double sums[T * 2];
}
"""
    result = checked_shared.rewrite(source)
    assert result.rewritten == 3 and result.kept == 0
    assert result.text == """\
template <int T> __global__ void k(float* o) {
  static thread_local float (&tile)[T][T + 1] = \
::cuport::cpu::check::shared_array<float[T][T + 1]>("tile");  // __shared__ in a comment stays
  static thread_local volatile int (&flags)[32] = \
::cuport::cpu::check::shared_array<volatile int[32]>("flags");
  static thread_local double (&sums)[T * 2] = \
::cuport::cpu::check::shared_array<double[T * 2]>("sums");
}
"""


def test_scalars_become_references_to_one_checked_object():
    source = """\
template <class T> __global__ void k() {
  __shared__ int count;
  __shared__ typename X<T>::TempStorage temp;
}
"""
    result = checked_shared.rewrite(source)
    assert result.rewritten == 2 and result.kept == 0
    assert result.text == """\
template <class T> __global__ void k() {
  static thread_local int (&count) = ::cuport::cpu::check::shared_array<int>("count");
  static thread_local typename X<T>::TempStorage (&temp) = \
::cuport::cpu::check::shared_array<typename X<T>::TempStorage>("temp");
}
"""


def test_what_it_cannot_rewrite_keeps_its_storage_and_is_counted():
    source = """\
__global__ void k() {
  __shared__ int total = 0;
  __shared__ union { typename Load::TempStorage load; int rows[4]; } storage;
  CUPORT_DYNAMIC_SHARED(float, dynamic);
  const char* text = "__shared__ float s[3];";
#define DECLARE __shared__ float d[8];
}
"""
    result = checked_shared.rewrite(source)
    assert result.text == source
    assert (result.rewritten, result.kept) == (0, 2)


def test_each_declarator_of_a_declaration_becomes_a_declaration_of_its_own():
    source = """\
__global__ void k() {
  __shared__ float a[4], b[4][N << 1];
  __shared__ float *p, q[3];
  __shared__ Pair<int, float> x, y[2];
}
"""
    result = checked_shared.rewrite(source)
    assert result.rewritten == 3 and result.kept == 0
    # One line each, as the user wrote them: the lines of reports and errors stay the user's.
    assert result.text == """\
__global__ void k() {
  static thread_local float (&a)[4] = ::cuport::cpu::check::shared_array<float[4]>("a"); \
static thread_local float (&b)[4][N << 1] = \
::cuport::cpu::check::shared_array<float[4][N << 1]>("b");
  static thread_local float * (&p) = ::cuport::cpu::check::shared_array<float *>("p"); \
static thread_local float (&q)[3] = ::cuport::cpu::check::shared_array<float[3]>("q");
  static thread_local Pair<int, float> (&x) = \
::cuport::cpu::check::shared_array<Pair<int, float>>("x"); \
static thread_local Pair<int, float> (&y)[2] = \
::cuport::cpu::check::shared_array<Pair<int, float>[2]>("y");
}
"""
