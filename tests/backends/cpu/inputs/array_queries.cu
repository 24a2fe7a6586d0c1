// Plane, memory-requirement and sparse queries of CUDA arrays on the CPU backend: the device
// makes no multi-planar, deferred-mapping or sparse arrays, and CUDA answers those queries for
// other arrays with cudaErrorInvalidValue.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

static const char* name(cudaError_t e) { return cudaGetErrorName(e); }

int main() {
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaArray_t array;
  if (cudaMallocArray(&array, &desc, 64, 64) != cudaSuccess) return 1;
  cudaArray_t plane;
  std::printf("plane: %s\n", name(cudaArrayGetPlane(&plane, array, 0)));
  std::printf("plane_null_out: %s\n", name(cudaArrayGetPlane(nullptr, array, 0)));
  cudaArrayMemoryRequirements requirements;
  std::printf("requirements: %s\n", name(cudaArrayGetMemoryRequirements(&requirements, array, 0)));
  std::printf("requirements_other_device: %s\n",
              name(cudaArrayGetMemoryRequirements(&requirements, array, 1)));
  cudaArraySparseProperties sparse;
  std::printf("sparse: %s\n", name(cudaArrayGetSparseProperties(&sparse, array)));
  std::printf("sparse_flag_refused: %s\n",
              name(cudaMallocArray(&plane, &desc, 64, 64, cudaArraySparse)));
  cudaFreeArray(array);
  std::printf("freed_array: %s\n", name(cudaArrayGetSparseProperties(&sparse, array)));
  cudaGetLastError();
  return 0;
}
