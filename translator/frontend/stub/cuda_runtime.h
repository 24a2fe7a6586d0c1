// Stub CUDA runtime header for the translator's parser only: declares CUDA's names so libclang
// can type-check real .cu files without a CUDA toolkit. Never compiled into a program.
// _cuda_api_types.h and _cuda_api_functions.h are generated (tools/sync_api.py --stub); this file
// holds what the toolkit headers do not say in plain declarations, and _cuda_device.h the device
// side (math, intrinsics, atomics, warp, fp16, cooperative groups, textures).
#pragma once
#include <stddef.h>

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ inline __attribute__((always_inline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#define __restrict__ __restrict
#define __grid_constant__
#define __cluster_dims__(...)
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))
#define __device_builtin__
#define __cudart_builtin__
#define CUDARTAPI

#define CUDART_VERSION 12080
#define CUDA_VERSION 12080

struct uint3 { unsigned int x, y, z; };
struct dim3 {
  unsigned int x, y, z;
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
};

#include "_cuda_vector_types.h"
#include "_cuda_api_types.h"
#include "_cuda_device_prop.h"

// A <<<grid, block, shared, stream>>> launch parses as a call whose callee is configured by this.
extern "C" int cudaConfigureCall(dim3 grid, dim3 block, size_t shared = 0, cudaStream_t stream = 0);
extern "C" unsigned __cudaPushCallConfiguration(dim3 grid, dim3 block, size_t shared = 0,
                                                cudaStream_t stream = 0);

#include "_cuda_api_functions.h"

// Removed from recent toolkits, still called by real code (the table says what each becomes).
extern "C" {
cudaError_t cudaThreadExit(void);
cudaError_t cudaThreadSynchronize(void);
cudaError_t cudaThreadSetLimit(enum cudaLimit limit, size_t value);
cudaError_t cudaThreadGetLimit(size_t* value, enum cudaLimit limit);
cudaError_t cudaThreadGetCacheConfig(enum cudaFuncCache* config);
cudaError_t cudaThreadSetCacheConfig(enum cudaFuncCache config);
cudaError_t cudaSetupArgument(const void* arg, size_t size, size_t offset);
cudaError_t cudaLaunch(const void* func);
cudaError_t cudaLaunchCooperativeKernelMultiDevice(struct cudaLaunchParams* list,
                                                   unsigned int numDevices, unsigned int flags = 0);
cudaError_t cudaSetDoubleForDevice(double* d);
cudaError_t cudaSetDoubleForHost(double* d);
cudaError_t cudaProfilerInitialize(const char* configFile, const char* outputFile, int outputMode);
cudaError_t cudaProfilerStart(void);
cudaError_t cudaProfilerStop(void);
struct textureReference {
  int normalized;
  enum cudaTextureFilterMode filterMode;
  enum cudaTextureAddressMode addressMode[3];
  struct cudaChannelFormatDesc channelDesc;
  int sRGB;
  unsigned int maxAnisotropy;
  enum cudaTextureFilterMode mipmapFilterMode;
  float mipmapLevelBias;
  float minMipmapLevelClamp;
  float maxMipmapLevelClamp;
};
struct surfaceReference {
  struct cudaChannelFormatDesc channelDesc;
};
cudaError_t cudaBindTexture(size_t* offset, const struct textureReference* texref,
                            const void* devPtr, const struct cudaChannelFormatDesc* desc,
                            size_t size = ~(size_t)0);
cudaError_t cudaBindTexture2D(size_t* offset, const struct textureReference* texref,
                              const void* devPtr, const struct cudaChannelFormatDesc* desc,
                              size_t width, size_t height, size_t pitch);
cudaError_t cudaBindTextureToArray(const struct textureReference* texref, cudaArray_const_t array,
                                   const struct cudaChannelFormatDesc* desc);
cudaError_t cudaBindTextureToMipmappedArray(const struct textureReference* texref,
                                            cudaMipmappedArray_const_t mipmappedArray,
                                            const struct cudaChannelFormatDesc* desc);
cudaError_t cudaUnbindTexture(const struct textureReference* texref);
cudaError_t cudaGetTextureAlignmentOffset(size_t* offset, const struct textureReference* texref);
cudaError_t cudaGetTextureReference(const struct textureReference** texref, const void* symbol);
cudaError_t cudaBindSurfaceToArray(const struct surfaceReference* surfref, cudaArray_const_t array,
                                   const struct cudaChannelFormatDesc* desc);
cudaError_t cudaGetSurfaceReference(const struct surfaceReference** surfref, const void* symbol);
}
// The texture and surface reference templates (removed in CUDA 12.0; legacy code still uses them).
template <class T, int dim = 1, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct texture : public textureReference {};
template <class T, int dim = 1>
struct surface : public surfaceReference {};
template <class T, int dim, enum cudaTextureReadMode mode>
cudaError_t cudaBindTexture(size_t* offset, const struct texture<T, dim, mode>& tex,
                            const void* devPtr, size_t size = ~(size_t)0);
template <class T, int dim, enum cudaTextureReadMode mode>
cudaError_t cudaBindTexture(size_t* offset, const struct texture<T, dim, mode>& tex,
                            const void* devPtr, const struct cudaChannelFormatDesc& desc,
                            size_t size = ~(size_t)0);
template <class T, int dim, enum cudaTextureReadMode mode>
cudaError_t cudaBindTexture2D(size_t* offset, const struct texture<T, dim, mode>& tex,
                              const void* devPtr, const struct cudaChannelFormatDesc& desc,
                              size_t width, size_t height, size_t pitch);
template <class T, int dim, enum cudaTextureReadMode mode>
cudaError_t cudaBindTexture2D(size_t* offset, const struct texture<T, dim, mode>& tex,
                              const void* devPtr, size_t width, size_t height, size_t pitch);
template <class T, int dim, enum cudaTextureReadMode mode>
cudaError_t cudaBindTextureToArray(const struct texture<T, dim, mode>& tex,
                                   cudaArray_const_t array);
template <class T, int dim, enum cudaTextureReadMode mode>
cudaError_t cudaBindTextureToArray(const struct texture<T, dim, mode>& tex,
                                   cudaArray_const_t array,
                                   const struct cudaChannelFormatDesc& desc);
template <class T, int dim, enum cudaTextureReadMode mode>
cudaError_t cudaUnbindTexture(const struct texture<T, dim, mode>& tex);
template <class T, int dim>
cudaError_t cudaBindSurfaceToArray(const struct surface<T, dim>& surf, cudaArray_const_t array);

struct cudaLaunchParams {
  void* func;
  dim3 gridDim;
  dim3 blockDim;
  void** args;
  size_t sharedMem;
  cudaStream_t stream;
};

// driver_functions.h
static inline struct cudaPitchedPtr make_cudaPitchedPtr(void* d, size_t p, size_t xsz, size_t ysz);
static inline struct cudaPos make_cudaPos(size_t x, size_t y, size_t z);
static inline struct cudaExtent make_cudaExtent(size_t w, size_t h, size_t d);

// The C++ API routines of cuda_runtime.h: typed overloads of the C functions above.
template <class T>
static inline cudaError_t cudaMalloc(T** ptr, size_t size) {
  return cudaMalloc((void**)ptr, size);
}
template <class T>
cudaError_t cudaMallocHost(T** ptr, size_t size, unsigned int flags = 0);
template <class T>
cudaError_t cudaMallocManaged(T** ptr, size_t size, unsigned int flags = cudaMemAttachGlobal);
template <class T>
cudaError_t cudaHostAlloc(T** ptr, size_t size, unsigned int flags);
template <class T>
cudaError_t cudaHostGetDevicePointer(T** pDevice, void* pHost, unsigned int flags);
template <class T>
cudaError_t cudaMallocPitch(T** ptr, size_t* pitch, size_t width, size_t height);
template <class T>
cudaError_t cudaMallocAsync(T** ptr, size_t size, cudaStream_t stream);
template <class T>
cudaError_t cudaMallocAsync(T** ptr, size_t size, cudaMemPool_t pool, cudaStream_t stream);
template <class T>
cudaError_t cudaMallocFromPoolAsync(T** ptr, size_t size, cudaMemPool_t pool,
                                    cudaStream_t stream);
cudaError_t cudaEventCreate(cudaEvent_t* event, unsigned int flags);
template <class T>
struct cudaChannelFormatDesc cudaCreateChannelDesc(void);
struct cudaChannelFormatDesc cudaCreateChannelDescHalf(void);
struct cudaChannelFormatDesc cudaCreateChannelDescHalf1(void);
struct cudaChannelFormatDesc cudaCreateChannelDescHalf2(void);
struct cudaChannelFormatDesc cudaCreateChannelDescHalf4(void);
template <class T>
cudaError_t cudaMemcpyToSymbol(const T& symbol, const void* src, size_t count, size_t offset = 0,
                               enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
template <class T>
cudaError_t cudaMemcpyToSymbolAsync(const T& symbol, const void* src, size_t count,
                                    size_t offset = 0,
                                    enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                                    cudaStream_t stream = 0);
template <class T>
cudaError_t cudaMemcpyFromSymbol(void* dst, const T& symbol, size_t count, size_t offset = 0,
                                 enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
template <class T>
cudaError_t cudaMemcpyFromSymbolAsync(void* dst, const T& symbol, size_t count, size_t offset = 0,
                                      enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                                      cudaStream_t stream = 0);
template <class T>
cudaError_t cudaGetSymbolAddress(void** devPtr, const T& symbol);
template <class T>
cudaError_t cudaGetSymbolSize(size_t* size, const T& symbol);
template <class T>
cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes* attr, T* entry);
template <class T>
cudaError_t cudaFuncSetAttribute(T* entry, enum cudaFuncAttribute attr, int value);
template <class T>
cudaError_t cudaFuncSetCacheConfig(T* func, enum cudaFuncCache cacheConfig);
template <class T>
cudaError_t cudaLaunchKernel(T* func, dim3 gridDim, dim3 blockDim, void** args,
                             size_t sharedMem = 0, cudaStream_t stream = 0);
template <class T>
cudaError_t cudaLaunchCooperativeKernel(T* func, dim3 gridDim, dim3 blockDim, void** args,
                                        size_t sharedMem = 0, cudaStream_t stream = 0);
template <class... Expected, class... Actual>
cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t* config, void (*kernel)(Expected...),
                               Actual&&... args);
template <class T>
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int* numBlocks, T func, int blockSize,
                                                          size_t dynamicSMemSize);
template <class T>
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int* numBlocks, T func,
                                                                   int blockSize,
                                                                   size_t dynamicSMemSize,
                                                                   unsigned int flags);
template <class T>
cudaError_t cudaOccupancyMaxPotentialBlockSize(int* minGridSize, int* blockSize, T func,
                                               size_t dynamicSMemSize = 0,
                                               int blockSizeLimit = 0);
template <class T>
cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(int* minGridSize, int* blockSize, T func,
                                                        size_t dynamicSMemSize = 0,
                                                        int blockSizeLimit = 0,
                                                        unsigned int flags = 0);
template <class UnaryFunction, class T>
cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int* minGridSize, int* blockSize,
                                                           T func,
                                                           UnaryFunction blockSizeToDynamicSMemSize,
                                                           int blockSizeLimit = 0);
template <class UnaryFunction, class T>
cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
    int* minGridSize, int* blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize,
    int blockSizeLimit = 0, unsigned int flags = 0);
template <class T>
cudaError_t cudaGraphInstantiate(cudaGraphExec_t* pGraphExec, cudaGraph_t graph,
                                 cudaGraphNode_t* pErrorNode, char* pLogBuffer,
                                 size_t bufferSize);

extern const __device__ uint3 threadIdx;
extern const __device__ uint3 blockIdx;
extern const __device__ dim3 blockDim;
extern const __device__ dim3 gridDim;
extern const __device__ int warpSize;

#include "_cuda_device.h"
#include "_cuda_header_guards.h"  // programs test these (helper_cuda.h)
