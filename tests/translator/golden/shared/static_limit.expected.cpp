// RUN: translate %s
// More than 48 KiB of static __shared__ in one kernel: nvcc refuses it, so cuport does too.
#include <cuport/runtime.h>

#define TILE 128
__shared__ float staged[1024];  // file scope: counts for the kernels that use it

__global__ void too_big(float* out) { static_assert(sizeof(char) == 0, "CP2003: kernel too_big declares 70656 bytes of static __shared__ memory (tile 65536, counts 1024, staged 4096), over the 49152 bytes a block may have: nvcc refuses it; move the largest arrays to dynamic shared memory");
  /* CUPORT CP2003: kernel too_big declares 70656 bytes of static shared memory, over the 49152 (48 KiB) a block may have; tile is the largest: nvcc refuses it (too much shared data), and the output keeps a static_assert so no build of it succeeds */
  __shared__ float tile[TILE][TILE];  // expected-error CP2003
  __shared__ int counts[256];
  tile[threadIdx.y][threadIdx.x] = staged[threadIdx.x] + counts[0];
  out[threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}

// Exactly 48 KiB with the file-scope array: allowed, as on a GPU.
__global__ void at_limit(float* out) {
  __shared__ float rest[12288 - 1024];
  rest[threadIdx.x] = staged[threadIdx.x];
  out[threadIdx.x] = rest[threadIdx.x];
}

// Dynamic shared memory is sized at launch; a template's size is the instantiation's.
CUPORT_DYNAMIC_SHARED_GLOBAL(float, dynamic);
template <int N>
__global__ void sized_later(float* out) {
  __shared__ float t[N];
  t[threadIdx.x] = dynamic[threadIdx.x];
  out[threadIdx.x] = t[threadIdx.x];
}
