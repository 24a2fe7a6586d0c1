// cuport portable runtime, CPU backend: cuBLAS's level-1 *Ex routines (a cudaDataType per
// argument) for the four types a CPU BLAS has, through the typed routines of
// cpu_cublas_level1.h, and DotEx/DotcEx of half and bfloat16 vectors; other type combinations
// are refused with CUBLAS_STATUS_NOT_SUPPORTED and a line on stderr.
#pragma once

#include <cstdint>

#include "cpu_cublas_extensions.h"
#include "cpu_cublas_level1.h"

// ---------------------------------------------------------------------------------------------
// Level-1 *Ex routines: run when the vectors have one of the BLAS's types and every other type
// argument (scalar, result, execution) is that type, or for a real scalar or result of a
// complex vector its real type (Csscal, Scnrm2); other combinations are refused.

namespace cuport::cublas {

inline cudaDataType real_type(cudaDataType type) {
  return type == CUDA_C_32F ? CUDA_R_32F : type == CUDA_C_64F ? CUDA_R_64F : type;
}

inline bool blas_type(cudaDataType type) {
  return type == CUDA_R_32F || type == CUDA_R_64F || type == CUDA_C_32F || type == CUDA_C_64F;
}

// Says why on stderr when the types are not ones the CPU backend runs.
inline bool ex_level1(bool supported, const char* function) {
  if (!supported) {
    std::fprintf(stderr,
                 "cuport: %s: these data types are not supported on the CPU backend (float, "
                 "double, cuComplex or cuDoubleComplex vectors, with scalars, results and the "
                 "execution type of the same precision)\n",
                 function);
  }
  return supported;
}

}  // namespace cuport::cublas

#define CUPORT_CUBLAS_EX_REFUSE(condition, name) \
  if (!cuport::cublas::ex_level1(condition, name)) return CUBLAS_STATUS_NOT_SUPPORTED

inline cublasStatus_t cublasAxpyEx(cublasHandle_t handle, int n, const void* alpha,
                                   cudaDataType alphaType, const void* x, cudaDataType xType,
                                   int incx, void* y, cudaDataType yType, int incy,
                                   cudaDataType executiontype) {
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_EX_REFUSE(blas_type(xType) && alphaType == xType && yType == xType &&
                              executiontype == xType, "cublasAxpyEx");
  return with_type(xType, [&](auto* type) {
    using T = std::remove_pointer_t<decltype(type)>;
    return axpy<T>(handle, n, static_cast<const T*>(alpha), static_cast<const T*>(x), incx,
                   static_cast<T*>(y), incy);
  });
}

inline cublasStatus_t cublasScalEx(cublasHandle_t handle, int n, const void* alpha,
                                   cudaDataType alphaType, void* x, cudaDataType xType, int incx,
                                   cudaDataType executionType) {
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_EX_REFUSE(blas_type(xType) && executionType == xType &&
                              (alphaType == xType || alphaType == real_type(xType)),
                          "cublasScalEx");
  return with_type(xType, [&](auto* type) {
    using T = std::remove_pointer_t<decltype(type)>;
    if constexpr (is_complex<T>) {
      if (alphaType != xType) {
        return scal<T, Real<T>>(handle, n, static_cast<const Real<T>*>(alpha),
                                static_cast<T*>(x), incx);
      }
    }
    return scal<T, T>(handle, n, static_cast<const T*>(alpha), static_cast<T*>(x), incx);
  });
}

namespace cuport::cublas {

// The dot of half or bfloat16 vectors (raw bits, read with to_float), summed in double and
// rounded to the vectors' type: cuBLAS's DotEx with a float execution type, made no coarser.
template <float (*to_float)(std::uint16_t), std::uint16_t (*from_float)(float)>
inline void dot_bits(int n, const void* x, int incx, const void* y, int incy, void* result) {
  const auto* xs = static_cast<const std::uint16_t*>(x);
  const auto* ys = static_cast<const std::uint16_t*>(y);
  double sum = 0;
  for (int i = 0; i < n; ++i) {
    sum += double{to_float(xs[blas_offset(i, n, incx)])} * to_float(ys[blas_offset(i, n, incy)]);
  }
  *static_cast<std::uint16_t*>(result) = from_float(static_cast<float>(sum));
}

// type: CUDA_R_16F or CUDA_R_16BF, of both vectors and the result.
inline cublasStatus_t dot_16(cublasHandle_t handle, cudaDataType type, int n, const void* x,
                             int incx, const void* y, int incy, void* result) {
  CUPORT_CUBLAS_CHECK(result);
  wait_for(handle->stream);
  if (type == CUDA_R_16F) {
    dot_bits<cpu::half_bits_to_float, cpu::float_to_half_bits>(n, x, incx, y, incy, result);
  } else {
    dot_bits<cpu::bf16_bits_to_float, cpu::float_to_bf16_bits>(n, x, incx, y, incy, result);
  }
  return CUBLAS_STATUS_SUCCESS;
}

}  // namespace cuport::cublas

// DotEx (conjugate false) and DotcEx: the BLAS's four types, and half or bfloat16 vectors and
// result with a float execution type (the combinations cuBLAS documents).
template <bool conjugate>
inline cublasStatus_t cuport_cublas_dot_ex(cublasHandle_t handle, int n, const void* x,
                                           cudaDataType xType, int incx, const void* y,
                                           cudaDataType yType, int incy, void* result,
                                           cudaDataType resultType, cudaDataType executionType,
                                           const char* name) {
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  const bool sixteen_bit = xType == CUDA_R_16F || xType == CUDA_R_16BF;
  CUPORT_CUBLAS_EX_REFUSE((blas_type(xType) || sixteen_bit) && yType == xType &&
                              resultType == xType &&
                              executionType == (sixteen_bit ? CUDA_R_32F : xType),
                          name);
  if (sixteen_bit) return dot_16(handle, xType, n, x, incx, y, incy, result);
  return with_type(xType, [&](auto* type) {
    using T = std::remove_pointer_t<decltype(type)>;
    return dot<T, conjugate && is_complex<T>>(handle, n, static_cast<const T*>(x), incx,
                                              static_cast<const T*>(y), incy,
                                              static_cast<T*>(result));
  });
}

inline cublasStatus_t cublasDotEx(cublasHandle_t handle, int n, const void* x, cudaDataType xType,
                                  int incx, const void* y, cudaDataType yType, int incy,
                                  void* result, cudaDataType resultType,
                                  cudaDataType executionType) {
  return cuport_cublas_dot_ex<false>(handle, n, x, xType, incx, y, yType, incy, result,
                                     resultType, executionType, "cublasDotEx");
}

inline cublasStatus_t cublasDotcEx(cublasHandle_t handle, int n, const void* x,
                                   cudaDataType xType, int incx, const void* y,
                                   cudaDataType yType, int incy, void* result,
                                   cudaDataType resultType, cudaDataType executionType) {
  return cuport_cublas_dot_ex<true>(handle, n, x, xType, incx, y, yType, incy, result,
                                    resultType, executionType, "cublasDotcEx");
}

// Nrm2Ex (sum false) and AsumEx: the result is the vector's real type.
template <bool sum>
inline cublasStatus_t cuport_cublas_norm_ex(cublasHandle_t handle, int n, const void* x,
                                            cudaDataType xType, int incx, void* result,
                                            cudaDataType resultType, cudaDataType executionType,
                                            const char* name) {
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_EX_REFUSE(blas_type(xType) && resultType == real_type(xType) &&
                              (executionType == xType || executionType == real_type(xType)),
                          name);
  return with_type(xType, [&](auto* type) {
    using T = std::remove_pointer_t<decltype(type)>;
    return norm<T, sum>(handle, n, static_cast<const T*>(x), incx, static_cast<Real<T>*>(result));
  });
}

inline cublasStatus_t cublasNrm2Ex(cublasHandle_t handle, int n, const void* x,
                                   cudaDataType xType, int incx, void* result,
                                   cudaDataType resultType, cudaDataType executionType) {
  return cuport_cublas_norm_ex<false>(handle, n, x, xType, incx, result, resultType,
                                      executionType, "cublasNrm2Ex");
}

inline cublasStatus_t cublasAsumEx(cublasHandle_t handle, int n, const void* x,
                                   cudaDataType xType, int incx, void* result,
                                   cudaDataType resultType, cudaDataType executiontype) {
  return cuport_cublas_norm_ex<true>(handle, n, x, xType, incx, result, resultType,
                                     executiontype, "cublasAsumEx");
}

inline cublasStatus_t cublasCopyEx(cublasHandle_t handle, int n, const void* x,
                                   cudaDataType xType, int incx, void* y, cudaDataType yType,
                                   int incy) {
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_EX_REFUSE(blas_type(xType) && yType == xType, "cublasCopyEx");
  return with_type(xType, [&](auto* type) {
    using T = std::remove_pointer_t<decltype(type)>;
    return copy<T, false>(handle, n, static_cast<const T*>(x), incx, static_cast<T*>(y), incy);
  });
}

inline cublasStatus_t cublasSwapEx(cublasHandle_t handle, int n, void* x, cudaDataType xType,
                                   int incx, void* y, cudaDataType yType, int incy) {
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_EX_REFUSE(blas_type(xType) && yType == xType, "cublasSwapEx");
  return with_type(xType, [&](auto* type) {
    using T = std::remove_pointer_t<decltype(type)>;
    return copy<T, true>(handle, n, static_cast<T*>(x), incx, static_cast<T*>(y), incy);
  });
}

inline cublasStatus_t cublasIamaxEx(cublasHandle_t handle, int n, const void* x,
                                    cudaDataType xType, int incx, int* result) {
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_EX_REFUSE(blas_type(xType), "cublasIamaxEx");
  return with_type(xType, [&](auto* type) {
    using T = std::remove_pointer_t<decltype(type)>;
    return iamax<T, false>(handle, n, static_cast<const T*>(x), incx, result);
  });
}

inline cublasStatus_t cublasIaminEx(cublasHandle_t handle, int n, const void* x,
                                    cudaDataType xType, int incx, int* result) {
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  CUPORT_CUBLAS_EX_REFUSE(blas_type(xType), "cublasIaminEx");
  return with_type(xType, [&](auto* type) {
    using T = std::remove_pointer_t<decltype(type)>;
    return iamax<T, true>(handle, n, static_cast<const T*>(x), incx, result);
  });
}
#undef CUPORT_CUBLAS_EX_REFUSE

// Rotations: real c and s (RotEx on any of the four vector types, as Srot/Drot/Csrot/Zdrot);
// RotgEx, RotmEx and RotmgEx on real data. Complex c/s type arguments are refused (one type
// argument cannot say which of c and s is complex).
inline cublasStatus_t cublasRotEx(cublasHandle_t handle, int n, void* x, cudaDataType xType,
                                  int incx, void* y, cudaDataType yType, int incy, const void* c,
                                  const void* s, cudaDataType csType,
                                  cudaDataType executiontype) {
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  if (!ex_level1(blas_type(xType) && yType == xType && csType == real_type(xType) &&
                     (executiontype == xType || executiontype == csType),
                 "cublasRotEx")) {
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  return with_type(xType, [&](auto* type) {
    using T = std::remove_pointer_t<decltype(type)>;
    return rot<T, Real<T>>(handle, n, static_cast<T*>(x), incx, static_cast<T*>(y), incy,
                           static_cast<const Real<T>*>(c), static_cast<const Real<T>*>(s));
  });
}

inline cublasStatus_t cublasRotgEx(cublasHandle_t handle, void* a, void* b, cudaDataType abType,
                                   void* c, void* s, cudaDataType csType,
                                   cudaDataType executiontype) {
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  const bool real = abType == CUDA_R_32F || abType == CUDA_R_64F;
  if (!ex_level1(real && csType == abType && executiontype == abType, "cublasRotgEx")) {
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  if (abType == CUDA_R_32F) {
    return rotg<float>(handle, static_cast<float*>(a), static_cast<float*>(b),
                       static_cast<float*>(c), static_cast<float*>(s));
  }
  return rotg<double>(handle, static_cast<double*>(a), static_cast<double*>(b),
                      static_cast<double*>(c), static_cast<double*>(s));
}

inline cublasStatus_t cublasRotmEx(cublasHandle_t handle, int n, void* x, cudaDataType xType,
                                   int incx, void* y, cudaDataType yType, int incy,
                                   const void* param, cudaDataType paramType,
                                   cudaDataType executiontype) {
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  const bool real = xType == CUDA_R_32F || xType == CUDA_R_64F;
  if (!ex_level1(real && yType == xType && paramType == xType && executiontype == xType,
                 "cublasRotmEx")) {
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  if (xType == CUDA_R_32F) {
    return rotm<float>(handle, n, static_cast<float*>(x), incx, static_cast<float*>(y), incy,
                       static_cast<const float*>(param));
  }
  return rotm<double>(handle, n, static_cast<double*>(x), incx, static_cast<double*>(y), incy,
                      static_cast<const double*>(param));
}

inline cublasStatus_t cublasRotmgEx(cublasHandle_t handle, void* d1, cudaDataType d1Type,
                                    void* d2, cudaDataType d2Type, void* x1,
                                    cudaDataType x1Type, const void* y1, cudaDataType y1Type,
                                    void* param, cudaDataType paramType,
                                    cudaDataType executiontype) {
  using namespace cuport::cublas;
  CUPORT_CUBLAS_HANDLE(handle);
  const bool real = d1Type == CUDA_R_32F || d1Type == CUDA_R_64F;
  if (!ex_level1(real && d2Type == d1Type && x1Type == d1Type && y1Type == d1Type &&
                     paramType == d1Type && executiontype == d1Type,
                 "cublasRotmgEx")) {
    return CUBLAS_STATUS_NOT_SUPPORTED;
  }
  if (d1Type == CUDA_R_32F) {
    return rotmg<float>(handle, static_cast<float*>(d1), static_cast<float*>(d2),
                        static_cast<float*>(x1), static_cast<const float*>(y1),
                        static_cast<float*>(param));
  }
  return rotmg<double>(handle, static_cast<double*>(d1), static_cast<double*>(d2),
                       static_cast<double*>(x1), static_cast<const double*>(y1),
                       static_cast<double*>(param));
}
