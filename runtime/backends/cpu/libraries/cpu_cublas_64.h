// cuport portable runtime, CPU backend: cuBLAS's 64-bit-index forms (cublasSgemm_v2_64, ...).
// Each forwards to its 32-bit routine when every size, leading dimension, increment and count
// fits in an int; a larger one is refused with CUBLAS_STATUS_NOT_SUPPORTED and a line on stderr
// (the OpenBLAS cuport calls takes 32-bit integers), never truncated. An int64_t* result
// (Isamax_v2_64) receives the 32-bit routine's int.
#pragma once

#include <climits>
#include <cstdint>
#include <tuple>
#include <utility>

#include "cpu_cublas.h"

namespace cuport::cublas {

// One argument of a _64 call, converted to the parameter type P of the 32-bit routine.
template <class P, class A>
struct Narrow {
  A value;
  bool fits() const {
    if constexpr (std::is_same_v<P, int> && std::is_integral_v<A>) {
      return value >= INT_MIN && value <= INT_MAX;
    } else {
      return true;
    }
  }
  P get() const { return static_cast<P>(value); }
  void finish() {}
};

// An int64_t result: the routine writes an int here, copied out after the call.
template <>
struct Narrow<int*, std::int64_t*> {
  std::int64_t* value;
  int result = 0;
  bool fits() const { return true; }
  int* get() { return value ? &result : nullptr; }
  void finish() {
    if (value) *value = result;
  }
};

template <class... P, class... A, std::size_t... I>
inline cublasStatus_t call_64(const char* name, cublasStatus_t (*f)(P...),
                              std::tuple<Narrow<P, A>...>& args, std::index_sequence<I...>) {
  if (!(std::get<I>(args).fits() && ...)) {
    std::fprintf(stderr,
                 "cuport: %s: a size, leading dimension, increment or count above 2^31-1 is not "
                 "supported on the CPU backend\n",
                 name);
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  const cublasStatus_t status = f(std::get<I>(args).get()...);
  (std::get<I>(args).finish(), ...);
  return status;
}

template <class... P, class... A>
inline cublasStatus_t forward_64(const char* name, cublasStatus_t (*f)(P...), A... args) {
  static_assert(sizeof...(P) == sizeof...(A), "a _64 form takes its routine's arguments");
  std::tuple<Narrow<P, A>...> narrowed{Narrow<P, A>{args}...};
  return call_64(name, f, narrowed, std::index_sequence_for<P...>{});
}

}  // namespace cuport::cublas

// name##_64 forwards to name.
#define CUPORT_CUBLAS_64(name)                                                     \
  template <class... A>                                                            \
  inline cublasStatus_t name##_64(A... args) {                                     \
    return cuport::cublas::forward_64(#name "_64", &name, args...);                \
  }
CUPORT_CUBLAS_64(cublasAsumEx)
CUPORT_CUBLAS_64(cublasAxpyEx)
CUPORT_CUBLAS_64(cublasCaxpy_v2)
CUPORT_CUBLAS_64(cublasCcopy_v2)
CUPORT_CUBLAS_64(cublasCdgmm)
CUPORT_CUBLAS_64(cublasCdotc_v2)
CUPORT_CUBLAS_64(cublasCdotu_v2)
CUPORT_CUBLAS_64(cublasCgbmv_v2)
CUPORT_CUBLAS_64(cublasCgeam)
CUPORT_CUBLAS_64(cublasCgemm3m)
CUPORT_CUBLAS_64(cublasCgemm3mBatched)
CUPORT_CUBLAS_64(cublasCgemm3mStridedBatched)
CUPORT_CUBLAS_64(cublasCgemmBatched)
CUPORT_CUBLAS_64(cublasCgemmEx)
CUPORT_CUBLAS_64(cublasCgemmStridedBatched)
CUPORT_CUBLAS_64(cublasCgemm_v2)
CUPORT_CUBLAS_64(cublasCgemvBatched)
CUPORT_CUBLAS_64(cublasCgemvStridedBatched)
CUPORT_CUBLAS_64(cublasCgemv_v2)
CUPORT_CUBLAS_64(cublasCgerc_v2)
CUPORT_CUBLAS_64(cublasCgeru_v2)
CUPORT_CUBLAS_64(cublasChbmv_v2)
CUPORT_CUBLAS_64(cublasChemm_v2)
CUPORT_CUBLAS_64(cublasChemv_v2)
CUPORT_CUBLAS_64(cublasCher2_v2)
CUPORT_CUBLAS_64(cublasCher2k_v2)
CUPORT_CUBLAS_64(cublasCher_v2)
CUPORT_CUBLAS_64(cublasCherk_v2)
CUPORT_CUBLAS_64(cublasCherkx)
CUPORT_CUBLAS_64(cublasChpmv_v2)
CUPORT_CUBLAS_64(cublasChpr2_v2)
CUPORT_CUBLAS_64(cublasChpr_v2)
CUPORT_CUBLAS_64(cublasCopyEx)
CUPORT_CUBLAS_64(cublasCrot_v2)
CUPORT_CUBLAS_64(cublasCscal_v2)
CUPORT_CUBLAS_64(cublasCsrot_v2)
CUPORT_CUBLAS_64(cublasCsscal_v2)
CUPORT_CUBLAS_64(cublasCswap_v2)
CUPORT_CUBLAS_64(cublasCsymm_v2)
CUPORT_CUBLAS_64(cublasCsymv_v2)
CUPORT_CUBLAS_64(cublasCsyr2_v2)
CUPORT_CUBLAS_64(cublasCsyr2k_v2)
CUPORT_CUBLAS_64(cublasCsyr_v2)
CUPORT_CUBLAS_64(cublasCsyrk_v2)
CUPORT_CUBLAS_64(cublasCsyrkx)
CUPORT_CUBLAS_64(cublasCtbmv_v2)
CUPORT_CUBLAS_64(cublasCtbsv_v2)
CUPORT_CUBLAS_64(cublasCtpmv_v2)
CUPORT_CUBLAS_64(cublasCtpsv_v2)
CUPORT_CUBLAS_64(cublasCtrmm_v2)
CUPORT_CUBLAS_64(cublasCtrmv_v2)
CUPORT_CUBLAS_64(cublasCtrsmBatched)
CUPORT_CUBLAS_64(cublasCtrsm_v2)
CUPORT_CUBLAS_64(cublasCtrsv_v2)
CUPORT_CUBLAS_64(cublasDasum_v2)
CUPORT_CUBLAS_64(cublasDaxpy_v2)
CUPORT_CUBLAS_64(cublasDcopy_v2)
CUPORT_CUBLAS_64(cublasDdgmm)
CUPORT_CUBLAS_64(cublasDdot_v2)
CUPORT_CUBLAS_64(cublasDgbmv_v2)
CUPORT_CUBLAS_64(cublasDgeam)
CUPORT_CUBLAS_64(cublasDgemmBatched)
CUPORT_CUBLAS_64(cublasDgemmStridedBatched)
CUPORT_CUBLAS_64(cublasDgemm_v2)
CUPORT_CUBLAS_64(cublasDgemvBatched)
CUPORT_CUBLAS_64(cublasDgemvStridedBatched)
CUPORT_CUBLAS_64(cublasDgemv_v2)
CUPORT_CUBLAS_64(cublasDger_v2)
CUPORT_CUBLAS_64(cublasDnrm2_v2)
CUPORT_CUBLAS_64(cublasDotEx)
CUPORT_CUBLAS_64(cublasDotcEx)
CUPORT_CUBLAS_64(cublasDrot_v2)
CUPORT_CUBLAS_64(cublasDrotm_v2)
CUPORT_CUBLAS_64(cublasDsbmv_v2)
CUPORT_CUBLAS_64(cublasDscal_v2)
CUPORT_CUBLAS_64(cublasDspmv_v2)
CUPORT_CUBLAS_64(cublasDspr2_v2)
CUPORT_CUBLAS_64(cublasDspr_v2)
CUPORT_CUBLAS_64(cublasDswap_v2)
CUPORT_CUBLAS_64(cublasDsymm_v2)
CUPORT_CUBLAS_64(cublasDsymv_v2)
CUPORT_CUBLAS_64(cublasDsyr2_v2)
CUPORT_CUBLAS_64(cublasDsyr2k_v2)
CUPORT_CUBLAS_64(cublasDsyr_v2)
CUPORT_CUBLAS_64(cublasDsyrk_v2)
CUPORT_CUBLAS_64(cublasDsyrkx)
CUPORT_CUBLAS_64(cublasDtbmv_v2)
CUPORT_CUBLAS_64(cublasDtbsv_v2)
CUPORT_CUBLAS_64(cublasDtpmv_v2)
CUPORT_CUBLAS_64(cublasDtpsv_v2)
CUPORT_CUBLAS_64(cublasDtrmm_v2)
CUPORT_CUBLAS_64(cublasDtrmv_v2)
CUPORT_CUBLAS_64(cublasDtrsmBatched)
CUPORT_CUBLAS_64(cublasDtrsm_v2)
CUPORT_CUBLAS_64(cublasDtrsv_v2)
CUPORT_CUBLAS_64(cublasDzasum_v2)
CUPORT_CUBLAS_64(cublasDznrm2_v2)
CUPORT_CUBLAS_64(cublasGemmBatchedEx)
CUPORT_CUBLAS_64(cublasGemmEx)
CUPORT_CUBLAS_64(cublasGemmStridedBatchedEx)
CUPORT_CUBLAS_64(cublasGetMatrix)
CUPORT_CUBLAS_64(cublasGetMatrixAsync)
CUPORT_CUBLAS_64(cublasGetVector)
CUPORT_CUBLAS_64(cublasGetVectorAsync)
CUPORT_CUBLAS_64(cublasIamaxEx)
CUPORT_CUBLAS_64(cublasIaminEx)
CUPORT_CUBLAS_64(cublasIcamax_v2)
CUPORT_CUBLAS_64(cublasIcamin_v2)
CUPORT_CUBLAS_64(cublasIdamax_v2)
CUPORT_CUBLAS_64(cublasIdamin_v2)
CUPORT_CUBLAS_64(cublasIsamax_v2)
CUPORT_CUBLAS_64(cublasIsamin_v2)
CUPORT_CUBLAS_64(cublasIzamax_v2)
CUPORT_CUBLAS_64(cublasIzamin_v2)
CUPORT_CUBLAS_64(cublasNrm2Ex)
CUPORT_CUBLAS_64(cublasRotEx)
CUPORT_CUBLAS_64(cublasRotmEx)
CUPORT_CUBLAS_64(cublasSasum_v2)
CUPORT_CUBLAS_64(cublasSaxpy_v2)
CUPORT_CUBLAS_64(cublasScalEx)
CUPORT_CUBLAS_64(cublasScasum_v2)
CUPORT_CUBLAS_64(cublasScnrm2_v2)
CUPORT_CUBLAS_64(cublasScopy_v2)
CUPORT_CUBLAS_64(cublasSdgmm)
CUPORT_CUBLAS_64(cublasSdot_v2)
CUPORT_CUBLAS_64(cublasSetMatrix)
CUPORT_CUBLAS_64(cublasSetMatrixAsync)
CUPORT_CUBLAS_64(cublasSetVector)
CUPORT_CUBLAS_64(cublasSetVectorAsync)
CUPORT_CUBLAS_64(cublasSgbmv_v2)
CUPORT_CUBLAS_64(cublasSgeam)
CUPORT_CUBLAS_64(cublasSgemmBatched)
CUPORT_CUBLAS_64(cublasSgemmEx)
CUPORT_CUBLAS_64(cublasSgemmStridedBatched)
CUPORT_CUBLAS_64(cublasSgemm_v2)
CUPORT_CUBLAS_64(cublasSgemvBatched)
CUPORT_CUBLAS_64(cublasSgemvStridedBatched)
CUPORT_CUBLAS_64(cublasSgemv_v2)
CUPORT_CUBLAS_64(cublasSger_v2)
CUPORT_CUBLAS_64(cublasSnrm2_v2)
CUPORT_CUBLAS_64(cublasSrot_v2)
CUPORT_CUBLAS_64(cublasSrotm_v2)
CUPORT_CUBLAS_64(cublasSsbmv_v2)
CUPORT_CUBLAS_64(cublasSscal_v2)
CUPORT_CUBLAS_64(cublasSspmv_v2)
CUPORT_CUBLAS_64(cublasSspr2_v2)
CUPORT_CUBLAS_64(cublasSspr_v2)
CUPORT_CUBLAS_64(cublasSswap_v2)
CUPORT_CUBLAS_64(cublasSsymm_v2)
CUPORT_CUBLAS_64(cublasSsymv_v2)
CUPORT_CUBLAS_64(cublasSsyr2_v2)
CUPORT_CUBLAS_64(cublasSsyr2k_v2)
CUPORT_CUBLAS_64(cublasSsyr_v2)
CUPORT_CUBLAS_64(cublasSsyrk_v2)
CUPORT_CUBLAS_64(cublasSsyrkx)
CUPORT_CUBLAS_64(cublasStbmv_v2)
CUPORT_CUBLAS_64(cublasStbsv_v2)
CUPORT_CUBLAS_64(cublasStpmv_v2)
CUPORT_CUBLAS_64(cublasStpsv_v2)
CUPORT_CUBLAS_64(cublasStrmm_v2)
CUPORT_CUBLAS_64(cublasStrmv_v2)
CUPORT_CUBLAS_64(cublasStrsmBatched)
CUPORT_CUBLAS_64(cublasStrsm_v2)
CUPORT_CUBLAS_64(cublasStrsv_v2)
CUPORT_CUBLAS_64(cublasSwapEx)
CUPORT_CUBLAS_64(cublasZaxpy_v2)
CUPORT_CUBLAS_64(cublasZcopy_v2)
CUPORT_CUBLAS_64(cublasZdgmm)
CUPORT_CUBLAS_64(cublasZdotc_v2)
CUPORT_CUBLAS_64(cublasZdotu_v2)
CUPORT_CUBLAS_64(cublasZdrot_v2)
CUPORT_CUBLAS_64(cublasZdscal_v2)
CUPORT_CUBLAS_64(cublasZgbmv_v2)
CUPORT_CUBLAS_64(cublasZgeam)
CUPORT_CUBLAS_64(cublasZgemm3m)
CUPORT_CUBLAS_64(cublasZgemmBatched)
CUPORT_CUBLAS_64(cublasZgemmStridedBatched)
CUPORT_CUBLAS_64(cublasZgemm_v2)
CUPORT_CUBLAS_64(cublasZgemvBatched)
CUPORT_CUBLAS_64(cublasZgemvStridedBatched)
CUPORT_CUBLAS_64(cublasZgemv_v2)
CUPORT_CUBLAS_64(cublasZgerc_v2)
CUPORT_CUBLAS_64(cublasZgeru_v2)
CUPORT_CUBLAS_64(cublasZhbmv_v2)
CUPORT_CUBLAS_64(cublasZhemm_v2)
CUPORT_CUBLAS_64(cublasZhemv_v2)
CUPORT_CUBLAS_64(cublasZher2_v2)
CUPORT_CUBLAS_64(cublasZher2k_v2)
CUPORT_CUBLAS_64(cublasZher_v2)
CUPORT_CUBLAS_64(cublasZherk_v2)
CUPORT_CUBLAS_64(cublasZherkx)
CUPORT_CUBLAS_64(cublasZhpmv_v2)
CUPORT_CUBLAS_64(cublasZhpr2_v2)
CUPORT_CUBLAS_64(cublasZhpr_v2)
CUPORT_CUBLAS_64(cublasZrot_v2)
CUPORT_CUBLAS_64(cublasZscal_v2)
CUPORT_CUBLAS_64(cublasZswap_v2)
CUPORT_CUBLAS_64(cublasZsymm_v2)
CUPORT_CUBLAS_64(cublasZsymv_v2)
CUPORT_CUBLAS_64(cublasZsyr2_v2)
CUPORT_CUBLAS_64(cublasZsyr2k_v2)
CUPORT_CUBLAS_64(cublasZsyr_v2)
CUPORT_CUBLAS_64(cublasZsyrk_v2)
CUPORT_CUBLAS_64(cublasZsyrkx)
CUPORT_CUBLAS_64(cublasZtbmv_v2)
CUPORT_CUBLAS_64(cublasZtbsv_v2)
CUPORT_CUBLAS_64(cublasZtpmv_v2)
CUPORT_CUBLAS_64(cublasZtpsv_v2)
CUPORT_CUBLAS_64(cublasZtrmm_v2)
CUPORT_CUBLAS_64(cublasZtrmv_v2)
CUPORT_CUBLAS_64(cublasZtrsmBatched)
CUPORT_CUBLAS_64(cublasZtrsm_v2)
CUPORT_CUBLAS_64(cublasZtrsv_v2)
#undef CUPORT_CUBLAS_64
