// cub::DeviceRadixSort with CUB's two-phase temporary storage: key-value pairs sorted on a bit
// range of the keys only (bits 8..19, stable, so equal digits keep their input order), float keys
// sorted descending (negative ones included), and a temporary buffer one byte too small, which
// CUB refuses with cudaErrorInvalidValue.
#include <cub/cub.cuh>
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                         \
  do {                                                                           \
    cudaError_t e = (call);                                                      \
    if (e != cudaSuccess) {                                                      \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); \
      exit(1);                                                                   \
    }                                                                            \
  } while (0)

template <class T>
static void save(const char* name, const T* device, int n) {
  std::vector<T> host(n);
  CUDA_CHECK(cudaMemcpy(host.data(), device, n * sizeof(T), cudaMemcpyDeviceToHost));
  FILE* f = fopen(name, "wb");
  fwrite(host.data(), sizeof(T), n, f);
  fclose(f);
}

int main(int argc, char** argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 100000;
  std::vector<unsigned> keys(n);
  std::vector<int> index(n);
  std::vector<float> reals(n);
  unsigned s = 4242;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    keys[i] = s;
    index[i] = i;
    s = s * 1664525u + 1013904223u;
    reals[i] = ((int)(s >> 8) - (1 << 23) + 0.5f) / 4096.0f;  // never zero
  }
  unsigned *keys_in, *keys_out;
  int *values_in, *values_out;
  float *reals_in, *reals_out;
  CUDA_CHECK(cudaMalloc(&keys_in, n * sizeof(unsigned)));
  CUDA_CHECK(cudaMalloc(&keys_out, n * sizeof(unsigned)));
  CUDA_CHECK(cudaMalloc(&values_in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&values_out, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&reals_in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&reals_out, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(keys_in, keys.data(), n * sizeof(unsigned), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(values_in, index.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(reals_in, reals.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  size_t bytes = 0;
  CUDA_CHECK(cub::DeviceRadixSort::SortPairs(nullptr, bytes, keys_in, keys_out, values_in,
                                             values_out, n, 8, 20));
  void* temp = nullptr;
  CUDA_CHECK(cudaMalloc(&temp, bytes));
  CUDA_CHECK(cub::DeviceRadixSort::SortPairs(temp, bytes, keys_in, keys_out, values_in,
                                             values_out, n, 8, 20));
  size_t small = bytes - 1;
  cudaError_t refused = cub::DeviceRadixSort::SortPairs(temp, small, keys_in, keys_out, values_in,
                                                        values_out, n, 8, 20);
  CUDA_CHECK(cudaFree(temp));

  size_t real_bytes = 0;
  CUDA_CHECK(cub::DeviceRadixSort::SortKeysDescending(nullptr, real_bytes, reals_in, reals_out, n));
  CUDA_CHECK(cudaMalloc(&temp, real_bytes));
  CUDA_CHECK(cub::DeviceRadixSort::SortKeysDescending(temp, real_bytes, reals_in, reals_out, n));
  CUDA_CHECK(cudaDeviceSynchronize());

  save("keys_sorted.bin", keys_out, n);
  save("values_sorted.bin", values_out, n);
  save("reals_descending.bin", reals_out, n);
  printf("too small a buffer: %s\n", cudaGetErrorName(refused));
  return 0;
}
