// Batcher's odd-even merge sort as a sorting network in global memory: one launch per (p, k)
// stage, each thread owning one element and compare-exchanging with its partner k ahead.
// Sorts floats (including negative values and duplicates) ascending.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

static void HandleError(cudaError_t err, const char* file, int line) {
  if (err != cudaSuccess) {
    printf("%s in %s at line %d\n", cudaGetErrorString(err), file, line);
    exit(EXIT_FAILURE);
  }
}
#define HANDLE_ERROR(err) (HandleError(err, __FILE__, __LINE__))

__global__ void oddEvenMergeStep(float* a, int n, int p, int k) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int j = k % p;
  if (x < j || x + k >= n) return;
  if (((x - j) % (2 * k)) >= k) return;
  if ((x / (2 * p)) != ((x + k) / (2 * p))) return;
  float lo = a[x], hi = a[x + k];
  if (lo > hi) {
    a[x] = hi;
    a[x + k] = lo;
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 16;  // any n; the network is built for it
  std::vector<float> h(n);
  unsigned s = 99991u;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (float)((int)(s >> 16) - 32768) / 64.0f;
  }
  float* d;
  HANDLE_ERROR(cudaMalloc(&d, n * sizeof(float)));
  HANDLE_ERROR(cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  int launches = 0;
  const int threads = 256;
  for (int p = 1; p < n; p <<= 1)
    for (int k = p; k >= 1; k >>= 1) {
      oddEvenMergeStep<<<(n + threads - 1) / threads, threads>>>(d, n, p, k);
      ++launches;
    }
  HANDLE_ERROR(cudaGetLastError());
  HANDLE_ERROR(cudaDeviceSynchronize());
  std::vector<float> out(n);
  HANDLE_ERROR(cudaMemcpy(out.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost));
  bool sorted = true;
  for (int i = 1; i < n; ++i) sorted = sorted && out[i - 1] <= out[i];
  printf("%d launches, sorted: %s\n", launches, sorted ? "yes" : "no");
  FILE* f = fopen("sorted.bin", "wb");
  fwrite(out.data(), sizeof(float), n, f);
  fclose(f);
  HANDLE_ERROR(cudaFree(d));
  printf("%s\n", sorted ? "PASSED" : "FAILED");
  return sorted ? 0 : 1;
}
