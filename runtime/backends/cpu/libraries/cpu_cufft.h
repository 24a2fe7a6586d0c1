// cuport portable runtime, CPU backend: cuFFT (cufft.h, and cufftXt.h's single-device plans).
//
// The transforms are pocketfft's (third_party/pocketfft, the FFT NumPy and SciPy use); this file
// keeps cuFFT's contract around them: plans as int handles, cuFFT's data layouts (basic, advanced
// with inembed/istride/idist, in-place R2C/C2R padded to n/2+1 complex on the last dimension),
// no normalization, and cuFFT's status codes for bad input. An exec waits for the earlier work of
// the plan's stream (of the whole device for the legacy default stream), then runs on the calling
// thread; batches and the other dimensions' lines run on pocketfft's threads. Plans need no work
// area (pocketfft allocates its scratch), so every size query reports 0 bytes.
#pragma once

#define _CUFFT_H_
#define _CUFFTXT_H_

#include <algorithm>
#include <complex>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <new>
#include <vector>

#include "../cpu_runtime.h"

// A cuFFT plan keeps its twiddle factors; pocketfft keeps its plans (twiddles) in a cache of this
// many lengths, so a repeated exec does not recompute them.
#ifndef POCKETFFT_CACHE_SIZE
#define POCKETFFT_CACHE_SIZE 16
#endif
#include "third_party/pocketfft/pocketfft_hdronly.h"

// cufft.h's complex types are cuComplex.h's; its Xt plans take library_types.h's cudaDataType.
#include "../../../include/cuport/cuComplex.h"
#include "../../../include/cuport/library_types.h"

// The cuFFT release cuport's plans behave as (CUDA 13's).
#define CUFFT_VER_MAJOR 12
#define CUFFT_VER_MINOR 5
#define CUFFT_VER_PATCH 0
#define CUFFT_VER_BUILD 14
#define CUFFT_VERSION 12500

typedef enum cufftResult_t {
  CUFFT_SUCCESS = 0x0,
  CUFFT_INVALID_PLAN = 0x1,
  CUFFT_ALLOC_FAILED = 0x2,
  CUFFT_INVALID_TYPE = 0x3,
  CUFFT_INVALID_VALUE = 0x4,
  CUFFT_INTERNAL_ERROR = 0x5,
  CUFFT_EXEC_FAILED = 0x6,
  CUFFT_SETUP_FAILED = 0x7,
  CUFFT_INVALID_SIZE = 0x8,
  CUFFT_UNALIGNED_DATA = 0x9,
  CUFFT_INVALID_DEVICE = 0xB,
  CUFFT_NO_WORKSPACE = 0xD,
  CUFFT_NOT_IMPLEMENTED = 0xE,
  CUFFT_NOT_SUPPORTED = 0x10,
  CUFFT_MISSING_DEPENDENCY = 0x11,
  CUFFT_NVRTC_FAILURE = 0x12,
  CUFFT_NVJITLINK_FAILURE = 0x13,
  CUFFT_NVSHMEM_FAILURE = 0x14
} cufftResult;
#define MAX_CUFFT_ERROR 0x15

typedef float cufftReal;
typedef double cufftDoubleReal;
typedef cuComplex cufftComplex;
typedef cuDoubleComplex cufftDoubleComplex;

#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1

typedef enum cufftType_t {
  CUFFT_R2C = 0x2a,
  CUFFT_C2R = 0x2c,
  CUFFT_C2C = 0x29,
  CUFFT_D2Z = 0x6a,
  CUFFT_Z2D = 0x6c,
  CUFFT_Z2Z = 0x69
} cufftType;

typedef enum cufftCompatibility_t { CUFFT_COMPATIBILITY_FFTW_PADDING = 0x01 } cufftCompatibility;
#define CUFFT_COMPATIBILITY_DEFAULT CUFFT_COMPATIBILITY_FFTW_PADDING
#define MAX_SHIM_RANK 3

typedef int cufftHandle;
#define CUFFT_PLAN_NULL -1

namespace cuport::fft {

enum class Kind { c2c, r2c, c2r };

// What a cufftType means: the transform, and whether it computes in double.
struct TypeInfo {
  bool valid;
  Kind kind;
  bool is_double;
};

inline TypeInfo type_info(long long type) {
  switch (type) {
    case CUFFT_C2C: return {true, Kind::c2c, false};
    case CUFFT_R2C: return {true, Kind::r2c, false};
    case CUFFT_C2R: return {true, Kind::c2r, false};
    case CUFFT_Z2Z: return {true, Kind::c2c, true};
    case CUFFT_D2Z: return {true, Kind::r2c, true};
    case CUFFT_Z2D: return {true, Kind::c2r, true};
    default: return {false, Kind::c2c, false};
  }
}

// One side (input or output) of a plan's layout, in elements of that side's type.
struct Side {
  bool advanced = false;  // inembed/onembed given: embed, stride and dist as the caller said
  std::vector<long long> embed;
  long long stride = 1;
  long long dist = 0;
};

struct Plan {
  bool made = false;  // cufftCreate gives a handle; a MakePlan call configures it
  cufftType type = CUFFT_C2C;
  std::vector<long long> n;  // the transform's sizes (real sizes for R2C/C2R)
  long long batch = 1;
  Side in, out;
  cuportStream_t stream = nullptr;
  bool auto_allocate = true;
  void* work_area = nullptr;
};

class Plans {
 public:
  static Plans& instance() {
    static Plans plans;
    return plans;
  }
  cufftHandle create() {
    std::lock_guard<std::mutex> lock(mutex_);
    const cufftHandle handle = next_++;
    plans_[handle] = std::make_shared<Plan>();
    return handle;
  }
  std::shared_ptr<Plan> find(cufftHandle handle) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = plans_.find(handle);
    return it == plans_.end() ? nullptr : it->second;
  }
  bool destroy(cufftHandle handle) {
    std::lock_guard<std::mutex> lock(mutex_);
    return plans_.erase(handle) == 1;
  }

 private:
  std::mutex mutex_;
  std::map<cufftHandle, std::shared_ptr<Plan>> plans_;
  cufftHandle next_ = 1;
};

// The logical extent of the last dimension on each side: complex data of an R2C output or a C2R
// input holds the n/2+1 non-redundant (Hermitian) values.
inline long long last_extent(Kind kind, long long n, bool input) {
  const bool hermitian = (kind == Kind::r2c && !input) || (kind == Kind::c2r && input);
  return hermitian ? n / 2 + 1 : n;
}

// Checks a plan description and stores it in plan; the cufftResult cuFFT gives for bad input.
template <typename Int>
cufftResult configure(Plan* plan, int rank, const Int* n, const Int* inembed, Int istride,
                      Int idist, const Int* onembed, Int ostride, Int odist, long long type,
                      Int batch) {
  if (n == nullptr) return CUFFT_INVALID_VALUE;
  if (rank < 1 || rank > 3) return CUFFT_INVALID_SIZE;
  const TypeInfo info = type_info(type);
  if (!info.valid) return CUFFT_INVALID_TYPE;
  if (batch < 1) return CUFFT_INVALID_SIZE;
  for (int i = 0; i < rank; ++i) {
    if (n[i] < 1) return CUFFT_INVALID_SIZE;
  }
  Plan made;
  made.type = static_cast<cufftType>(type);
  made.n.assign(n, n + rank);
  made.batch = batch;
  // cuFFT: a null inembed or onembed means the basic layout on both sides, strides ignored.
  if (inembed != nullptr && onembed != nullptr) {
    if (istride < 1 || ostride < 1 || idist < 0 || odist < 0) return CUFFT_INVALID_VALUE;
    made.in = {true, std::vector<long long>(inembed, inembed + rank), istride, idist};
    made.out = {true, std::vector<long long>(onembed, onembed + rank), ostride, odist};
    // Every embedding dimension but the first (which only the dist spans) holds the data.
    for (int i = 1; i < rank; ++i) {
      const bool last = i == rank - 1;
      const long long need_in = last ? last_extent(info.kind, n[i], true) : n[i];
      const long long need_out = last ? last_extent(info.kind, n[i], false) : n[i];
      if (made.in.embed[i] < need_in || made.out.embed[i] < need_out) return CUFFT_INVALID_VALUE;
    }
  }
  made.made = true;
  made.stream = plan->stream;
  made.auto_allocate = plan->auto_allocate;
  made.work_area = plan->work_area;
  *plan = std::move(made);
  return CUFFT_SUCCESS;
}

// A side's shape and byte strides for pocketfft: the batch first, then the plan's dimensions.
struct Layout {
  pocketfft::shape_t shape;
  pocketfft::stride_t strides;
};

inline Layout layout(const Plan& plan, bool input, bool in_place, std::size_t element) {
  const Kind kind = type_info(plan.type).kind;
  const std::size_t rank = plan.n.size();
  const Side& side = input ? plan.in : plan.out;
  std::vector<long long> extent(plan.n);
  extent.back() = last_extent(kind, plan.n.back(), input);
  std::vector<long long> embed = side.advanced ? side.embed : extent;
  long long stride = side.advanced ? side.stride : 1;
  // The basic layout of an in-place real side is padded to the complex side's n/2+1 values.
  const bool real_side = (kind == Kind::r2c && input) || (kind == Kind::c2r && !input);
  if (!side.advanced && in_place && real_side) embed.back() = 2 * (plan.n.back() / 2 + 1);
  Layout result;
  result.shape.push_back(static_cast<std::size_t>(plan.batch));
  for (long long size : plan.n) result.shape.push_back(static_cast<std::size_t>(size));
  result.strides.assign(rank + 1, 0);
  long long span = stride;
  for (std::size_t d = rank; d >= 1; --d) {
    result.strides[d] = static_cast<std::ptrdiff_t>(span * static_cast<long long>(element));
    span *= embed[d - 1];
  }
  const long long dist = side.advanced ? side.dist : span;  // basic: the packed size
  result.strides[0] = static_cast<std::ptrdiff_t>(dist * static_cast<long long>(element));
  return result;
}

// The shape pocketfft iterates on one side: the complex side of R2C/C2R has n/2+1 last values.
inline pocketfft::shape_t side_shape(const Plan& plan, const Layout& layout, bool input) {
  pocketfft::shape_t shape = layout.shape;
  shape.back() = static_cast<std::size_t>(
      last_extent(type_info(plan.type).kind, plan.n.back(), input));
  return shape;
}

// The first and one-past-last byte a side touches.
inline std::pair<const char*, const char*> extent_of(const void* data, const Layout& layout,
                                                     const pocketfft::shape_t& shape,
                                                     std::size_t element) {
  std::ptrdiff_t last = 0;
  for (std::size_t d = 0; d < shape.size(); ++d) {
    last += static_cast<std::ptrdiff_t>(shape[d] - 1) * layout.strides[d];
  }
  const char* begin = static_cast<const char*>(data);
  return {begin, begin + last + static_cast<std::ptrdiff_t>(element)};
}

// Copies a strided array into a packed one (row-major in shape), bytes of element size each.
inline void pack(const char* from, const Layout& layout, const pocketfft::shape_t& shape,
                 std::size_t element, char* to) {
  std::vector<std::size_t> index(shape.size(), 0);
  std::size_t total = 1;
  for (std::size_t size : shape) total *= size;
  for (std::size_t i = 0; i < total; ++i) {
    std::ptrdiff_t offset = 0;
    for (std::size_t d = 0; d < shape.size(); ++d) offset += index[d] * layout.strides[d];
    std::memcpy(to + i * element, from + offset, element);
    for (std::size_t d = shape.size(); d-- > 0;) {
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
  }
}

inline Layout packed(const pocketfft::shape_t& shape, std::size_t element) {
  Layout result{shape, pocketfft::stride_t(shape.size())};
  std::ptrdiff_t span = static_cast<std::ptrdiff_t>(element);
  for (std::size_t d = shape.size(); d-- > 0;) {
    result.strides[d] = span;
    span *= static_cast<std::ptrdiff_t>(shape[d]);
  }
  return result;
}

// Waits for the work the plan's stream must finish first: cuFFT's kernels run in stream order.
inline bool wait_for_stream(cuportStream_t stream) {
  return ::cuport::cpu::enqueue_and_wait(stream, [] {}) == cuportSuccess;
}

// Runs the transform of a made plan: Real is float or double.
template <typename Real>
cufftResult execute(const Plan& plan, const void* idata, void* odata, int direction) {
  using Complex = std::complex<Real>;
  const Kind kind = type_info(plan.type).kind;
  const std::size_t in_element = kind == Kind::r2c ? sizeof(Real) : sizeof(Complex);
  const std::size_t out_element = kind == Kind::c2r ? sizeof(Real) : sizeof(Complex);
  const bool in_place = idata == odata;
  Layout in = layout(plan, true, in_place, in_element);
  const Layout out = layout(plan, false, in_place, out_element);
  const pocketfft::shape_t in_shape = side_shape(plan, in, true);
  const pocketfft::shape_t out_shape = side_shape(plan, out, false);
  // pocketfft reads each line whole before writing it, so an in-place transform is safe when
  // every line's output starts where its input does: the same byte strides on all but the last
  // dimension (and on that one too for C2C). Any other overlap is read from a packed copy.
  const auto in_bytes = extent_of(idata, in, in_shape, in_element);
  const auto out_bytes = extent_of(odata, out, out_shape, out_element);
  const bool overlap = in_bytes.first < out_bytes.second && out_bytes.first < in_bytes.second;
  bool compatible = in_place;
  for (std::size_t d = 0; d + 1 < in.strides.size(); ++d) {
    compatible = compatible && in.strides[d] == out.strides[d];
  }
  if (kind == Kind::c2c) compatible = compatible && in.strides.back() == out.strides.back();
  std::vector<char> copy;
  if (overlap && !compatible) {
    std::size_t total = in_element;
    for (std::size_t size : in_shape) total *= size;
    copy.resize(total);
    pack(static_cast<const char*>(idata), in, in_shape, in_element, copy.data());
    in = packed(in_shape, in_element);
    idata = copy.data();
  }
  pocketfft::shape_t axes;
  for (std::size_t d = 1; d <= plan.n.size(); ++d) axes.push_back(d);
  const std::size_t threads = cuport::cpu::worker_count();
  switch (kind) {
    case Kind::c2c:
      pocketfft::c2c(in_shape, in.strides, out.strides, axes, direction == CUFFT_FORWARD,
                     static_cast<const Complex*>(idata), static_cast<Complex*>(odata), Real(1),
                     threads);
      break;
    case Kind::r2c:
      pocketfft::r2c(in_shape, in.strides, out.strides, axes, true,
                     static_cast<const Real*>(idata), static_cast<Complex*>(odata), Real(1),
                     threads);
      break;
    case Kind::c2r:
      pocketfft::c2r(out_shape, in.strides, out.strides, axes, false,
                     static_cast<const Complex*>(idata), static_cast<Real*>(odata), Real(1),
                     threads);
      break;
  }
  return CUFFT_SUCCESS;
}

// cufftExec* and cufftXtExec: checks, stream order, then the transform. type is the plan type
// the function needs (0: any, for cufftXtExec); direction 0: none (R2C/C2R).
inline cufftResult exec(cufftHandle handle, long long type, const void* idata, void* odata,
                        int direction, const char* function) {
  auto plan = Plans::instance().find(handle);
  if (!plan || !plan->made) return CUFFT_INVALID_PLAN;
  if (type != 0 && plan->type != type) return CUFFT_INVALID_PLAN;
  const TypeInfo info = type_info(plan->type);
  if (idata == nullptr || odata == nullptr) return CUFFT_INVALID_VALUE;
  if (info.kind == Kind::c2c && direction != CUFFT_FORWARD && direction != CUFFT_INVERSE) {
    return CUFFT_INVALID_VALUE;
  }
  if (!wait_for_stream(plan->stream)) {
    std::fprintf(stderr, "cuport: %s: the plan's stream reported an error before the transform\n",
                 function);
    return CUFFT_EXEC_FAILED;
  }
  try {
    return info.is_double ? execute<double>(*plan, idata, odata, direction)
                          : execute<float>(*plan, idata, odata, direction);
  } catch (const std::bad_alloc&) {
    return CUFFT_ALLOC_FAILED;
  } catch (const std::exception& error) {
    std::fprintf(stderr, "cuport: %s: %s\n", function, error.what());
    return CUFFT_EXEC_FAILED;
  }
}

// MakePlan*, GetSize* and Estimate*: configures plan (a scratch one for queries) and reports the
// work area cuport needs, none.
template <typename Int>
cufftResult make(cufftHandle handle, bool keep, int rank, const Int* n, const Int* inembed,
                 Int istride, Int idist, const Int* onembed, Int ostride, Int odist,
                 long long type, Int batch, std::size_t* work_size) {
  std::shared_ptr<Plan> plan;
  if (handle != CUFFT_PLAN_NULL) {
    plan = Plans::instance().find(handle);
    if (!plan) return CUFFT_INVALID_PLAN;
  }
  Plan scratch = plan ? *plan : Plan{};
  const cufftResult result = configure(&scratch, rank, n, inembed, istride, idist, onembed,
                                       ostride, odist, type, batch);
  if (result != CUFFT_SUCCESS) return result;
  if (keep) *plan = std::move(scratch);
  if (work_size != nullptr) *work_size = 0;
  return CUFFT_SUCCESS;
}

// cufftPlan*: a new handle, made; the handle is released again when the description is bad.
template <typename Int>
cufftResult plan_new(cufftHandle* handle, int rank, const Int* n, const Int* inembed,
                     Int istride, Int idist, const Int* onembed, Int ostride, Int odist,
                     long long type, Int batch) {
  if (handle == nullptr) return CUFFT_INVALID_VALUE;
  const cufftHandle made = Plans::instance().create();
  const cufftResult result = make(made, true, rank, n, inembed, istride, idist, onembed, ostride,
                                  odist, type, batch, static_cast<std::size_t*>(nullptr));
  if (result != CUFFT_SUCCESS) {
    Plans::instance().destroy(made);
    return result;
  }
  *handle = made;
  return CUFFT_SUCCESS;
}

// cufftXtMakePlanMany's (input, output, execution) types as the equivalent cufftType, or 0.
inline long long xt_type(cudaDataType input, cudaDataType output, cudaDataType execution) {
  struct Row {
    cudaDataType in, out, exec;
    cufftType type;
  };
  static const Row rows[] = {
      {CUDA_C_32F, CUDA_C_32F, CUDA_C_32F, CUFFT_C2C}, {CUDA_R_32F, CUDA_C_32F, CUDA_C_32F, CUFFT_R2C},
      {CUDA_C_32F, CUDA_R_32F, CUDA_C_32F, CUFFT_C2R}, {CUDA_C_64F, CUDA_C_64F, CUDA_C_64F, CUFFT_Z2Z},
      {CUDA_R_64F, CUDA_C_64F, CUDA_C_64F, CUFFT_D2Z}, {CUDA_C_64F, CUDA_R_64F, CUDA_C_64F, CUFFT_Z2D},
  };
  for (const Row& row : rows) {
    if (row.in == input && row.out == output && row.exec == execution) return row.type;
  }
  return 0;
}

}  // namespace cuport::fft

// ---------------------------------------------------------------------------------------------
// Plans.

inline cufftResult cufftCreate(cufftHandle* handle) {
  if (handle == nullptr) return CUFFT_INVALID_VALUE;
  *handle = cuport::fft::Plans::instance().create();
  return CUFFT_SUCCESS;
}

inline cufftResult cufftDestroy(cufftHandle plan) {
  return cuport::fft::Plans::instance().destroy(plan) ? CUFFT_SUCCESS : CUFFT_INVALID_PLAN;
}

inline cufftResult cufftPlanMany(cufftHandle* plan, int rank, int* n, int* inembed, int istride,
                                 int idist, int* onembed, int ostride, int odist, cufftType type,
                                 int batch) {
  return cuport::fft::plan_new(plan, rank, n, inembed, istride, idist, onembed, ostride, odist,
                               type, batch);
}

inline cufftResult cufftPlan1d(cufftHandle* plan, int nx, cufftType type, int batch) {
  int n[] = {nx};
  return cufftPlanMany(plan, 1, n, nullptr, 1, 0, nullptr, 1, 0, type, batch);
}

inline cufftResult cufftPlan2d(cufftHandle* plan, int nx, int ny, cufftType type) {
  int n[] = {nx, ny};
  return cufftPlanMany(plan, 2, n, nullptr, 1, 0, nullptr, 1, 0, type, 1);
}

inline cufftResult cufftPlan3d(cufftHandle* plan, int nx, int ny, int nz, cufftType type) {
  int n[] = {nx, ny, nz};
  return cufftPlanMany(plan, 3, n, nullptr, 1, 0, nullptr, 1, 0, type, 1);
}

// cufftMakePlan1d/2d/3d and cufftGetSize1d/2d/3d: the Many form with the basic layout.
#define CUPORT_CUFFT_SIZED_PLANS(Family)                                                      \
  inline cufftResult Family##1d(cufftHandle plan, int nx, cufftType type, int batch,          \
                                size_t* workSize) {                                           \
    int n[] = {nx};                                                                           \
    return Family##Many(plan, 1, n, nullptr, 1, 0, nullptr, 1, 0, type, batch, workSize);     \
  }                                                                                           \
  inline cufftResult Family##2d(cufftHandle plan, int nx, int ny, cufftType type,             \
                                size_t* workSize) {                                           \
    int n[] = {nx, ny};                                                                       \
    return Family##Many(plan, 2, n, nullptr, 1, 0, nullptr, 1, 0, type, 1, workSize);         \
  }                                                                                           \
  inline cufftResult Family##3d(cufftHandle plan, int nx, int ny, int nz, cufftType type,     \
                                size_t* workSize) {                                           \
    int n[] = {nx, ny, nz};                                                                   \
    return Family##Many(plan, 3, n, nullptr, 1, 0, nullptr, 1, 0, type, 1, workSize);         \
  }

inline cufftResult cufftMakePlanMany(cufftHandle plan, int rank, int* n, int* inembed,
                                     int istride, int idist, int* onembed, int ostride, int odist,
                                     cufftType type, int batch, size_t* workSize) {
  return cuport::fft::make(plan, true, rank, n, inembed, istride, idist, onembed, ostride, odist,
                           type, batch, workSize);
}

inline cufftResult cufftGetSizeMany(cufftHandle plan, int rank, int* n, int* inembed,
                                    int istride, int idist, int* onembed, int ostride, int odist,
                                    cufftType type, int batch, size_t* workArea) {
  if (plan == CUFFT_PLAN_NULL) return CUFFT_INVALID_PLAN;
  return cuport::fft::make(plan, false, rank, n, inembed, istride, idist, onembed, ostride, odist,
                           type, batch, workArea);
}

inline cufftResult cufftMakePlanMany64(cufftHandle plan, int rank, long long int* n,
                                       long long int* inembed, long long int istride,
                                       long long int idist, long long int* onembed,
                                       long long int ostride, long long int odist,
                                       cufftType type, long long int batch, size_t* workSize) {
  return cuport::fft::make(plan, true, rank, n, inembed, istride, idist, onembed, ostride, odist,
                           type, batch, workSize);
}

inline cufftResult cufftGetSizeMany64(cufftHandle plan, int rank, long long int* n,
                                      long long int* inembed, long long int istride,
                                      long long int idist, long long int* onembed,
                                      long long int ostride, long long int odist,
                                      cufftType type, long long int batch, size_t* workSize) {
  if (plan == CUFFT_PLAN_NULL) return CUFFT_INVALID_PLAN;
  return cuport::fft::make(plan, false, rank, n, inembed, istride, idist, onembed, ostride, odist,
                           type, batch, workSize);
}

inline cufftResult cufftEstimateMany(int rank, int* n, int* inembed, int istride, int idist,
                                     int* onembed, int ostride, int odist, cufftType type,
                                     int batch, size_t* workSize) {
  return cuport::fft::make(CUFFT_PLAN_NULL, false, rank, n, inembed, istride, idist, onembed,
                           ostride, odist, type, batch, workSize);
}

CUPORT_CUFFT_SIZED_PLANS(cufftMakePlan)
CUPORT_CUFFT_SIZED_PLANS(cufftGetSize)
#undef CUPORT_CUFFT_SIZED_PLANS

inline cufftResult cufftEstimate1d(int nx, cufftType type, int batch, size_t* workSize) {
  int n[] = {nx};
  return cufftEstimateMany(1, n, nullptr, 1, 0, nullptr, 1, 0, type, batch, workSize);
}
inline cufftResult cufftEstimate2d(int nx, int ny, cufftType type, size_t* workSize) {
  int n[] = {nx, ny};
  return cufftEstimateMany(2, n, nullptr, 1, 0, nullptr, 1, 0, type, 1, workSize);
}
inline cufftResult cufftEstimate3d(int nx, int ny, int nz, cufftType type, size_t* workSize) {
  int n[] = {nx, ny, nz};
  return cufftEstimateMany(3, n, nullptr, 1, 0, nullptr, 1, 0, type, 1, workSize);
}

inline cufftResult cufftGetSize(cufftHandle handle, size_t* workSize) {
  auto plan = cuport::fft::Plans::instance().find(handle);
  if (!plan) return CUFFT_INVALID_PLAN;
  if (workSize == nullptr) return CUFFT_INVALID_VALUE;
  *workSize = 0;
  return CUFFT_SUCCESS;
}

inline cufftResult cufftSetWorkArea(cufftHandle handle, void* workArea) {
  auto plan = cuport::fft::Plans::instance().find(handle);
  if (!plan) return CUFFT_INVALID_PLAN;
  plan->work_area = workArea;  // kept for the record: pocketfft allocates its own scratch
  return CUFFT_SUCCESS;
}

inline cufftResult cufftSetAutoAllocation(cufftHandle handle, int autoAllocate) {
  auto plan = cuport::fft::Plans::instance().find(handle);
  if (!plan) return CUFFT_INVALID_PLAN;
  plan->auto_allocate = autoAllocate != 0;
  return CUFFT_SUCCESS;
}

inline cufftResult cufftSetStream(cufftHandle handle, cuportStream_t stream) {
  auto plan = cuport::fft::Plans::instance().find(handle);
  if (!plan) return CUFFT_INVALID_PLAN;
  plan->stream = stream;
  return CUFFT_SUCCESS;
}

inline cufftResult cufftGetVersion(int* version) {
  if (version == nullptr) return CUFFT_INVALID_VALUE;
  *version = CUFFT_VERSION;
  return CUFFT_SUCCESS;
}

inline cufftResult cufftGetProperty(libraryPropertyType type, int* value) {
  if (value == nullptr) return CUFFT_INVALID_VALUE;
  switch (type) {
    case MAJOR_VERSION: *value = CUFFT_VER_MAJOR; return CUFFT_SUCCESS;
    case MINOR_VERSION: *value = CUFFT_VER_MINOR; return CUFFT_SUCCESS;
    case PATCH_LEVEL: *value = CUFFT_VER_PATCH; return CUFFT_SUCCESS;
  }
  return CUFFT_INVALID_TYPE;
}

// ---------------------------------------------------------------------------------------------
// Execution.

inline cufftResult cufftExecC2C(cufftHandle plan, cufftComplex* idata, cufftComplex* odata,
                                int direction) {
  return cuport::fft::exec(plan, CUFFT_C2C, idata, odata, direction, "cufftExecC2C");
}
inline cufftResult cufftExecZ2Z(cufftHandle plan, cufftDoubleComplex* idata,
                                cufftDoubleComplex* odata, int direction) {
  return cuport::fft::exec(plan, CUFFT_Z2Z, idata, odata, direction, "cufftExecZ2Z");
}
inline cufftResult cufftExecR2C(cufftHandle plan, cufftReal* idata, cufftComplex* odata) {
  return cuport::fft::exec(plan, CUFFT_R2C, idata, odata, 0, "cufftExecR2C");
}
inline cufftResult cufftExecD2Z(cufftHandle plan, cufftDoubleReal* idata,
                                cufftDoubleComplex* odata) {
  return cuport::fft::exec(plan, CUFFT_D2Z, idata, odata, 0, "cufftExecD2Z");
}
inline cufftResult cufftExecC2R(cufftHandle plan, cufftComplex* idata, cufftReal* odata) {
  return cuport::fft::exec(plan, CUFFT_C2R, idata, odata, 0, "cufftExecC2R");
}
inline cufftResult cufftExecZ2D(cufftHandle plan, cufftDoubleComplex* idata,
                                cufftDoubleReal* odata) {
  return cuport::fft::exec(plan, CUFFT_Z2D, idata, odata, 0, "cufftExecZ2D");
}

// ---------------------------------------------------------------------------------------------
// cufftXt.h: single-device plans described by data types (the float and double transforms).

inline cufftResult cufftXtMakePlanMany(cufftHandle plan, int rank, long long int* n,
                                       long long int* inembed, long long int istride,
                                       long long int idist, cudaDataType inputtype,
                                       long long int* onembed, long long int ostride,
                                       long long int odist, cudaDataType outputtype,
                                       long long int batch, size_t* workSize,
                                       cudaDataType executiontype) {
  const long long type = cuport::fft::xt_type(inputtype, outputtype, executiontype);
  if (type == 0) {
    std::fprintf(stderr, "cuport: cufftXtMakePlanMany: only the float and double transforms "
                         "(CUDA_R/C_32F, CUDA_R/C_64F) are supported on the CPU backend\n");
    return CUFFT_NOT_SUPPORTED;
  }
  return cuport::fft::make(plan, true, rank, n, inembed, istride, idist, onembed, ostride, odist,
                           type, batch, workSize);
}

inline cufftResult cufftXtGetSizeMany(cufftHandle plan, int rank, long long int* n,
                                      long long int* inembed, long long int istride,
                                      long long int idist, cudaDataType inputtype,
                                      long long int* onembed, long long int ostride,
                                      long long int odist, cudaDataType outputtype,
                                      long long int batch, size_t* workSize,
                                      cudaDataType executiontype) {
  const long long type = cuport::fft::xt_type(inputtype, outputtype, executiontype);
  if (type == 0) return CUFFT_NOT_SUPPORTED;
  return cuport::fft::make(plan, false, rank, n, inembed, istride, idist, onembed, ostride, odist,
                           type, batch, workSize);
}

inline cufftResult cufftXtExec(cufftHandle plan, void* input, void* output, int direction) {
  return cuport::fft::exec(plan, 0, input, output, direction, "cufftXtExec");
}
