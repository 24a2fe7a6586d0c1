// Host-only C++ (compiled by the host compiler, no kernels): allocates with the runtime API and
// calls the histogram library through its C interface.
#include <cuda_runtime.h>

#include <cstdint>
#include <vector>

#include "check.h"
#include "histo.h"

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 22;
  std::vector<unsigned char> data(n);
  uint32_t s = 2020u;
  for (int i = 0; i < n; ++i) {
    s ^= s << 13;
    s ^= s >> 17;
    s ^= s << 5;
    data[i] = (unsigned char)((s & 0xff) < 200 ? (s >> 8) & 0x3f : s & 0xff);
  }
  unsigned char* d_data;
  unsigned int* d_hist;
  checkCuda(cudaMalloc((void**)&d_data, n));
  checkCuda(cudaMalloc((void**)&d_hist, HISTO_BINS * sizeof(unsigned int)));
  checkCuda(cudaMemcpy(d_data, data.data(), n, cudaMemcpyHostToDevice));
  histoDevice(d_data, n, d_hist);
  std::vector<unsigned int> hist(HISTO_BINS);
  checkCuda(cudaMemcpy(hist.data(), d_hist, HISTO_BINS * sizeof(unsigned int),
                       cudaMemcpyDeviceToHost));
  int busy = histoCountAbove(d_hist, (unsigned)(n / HISTO_BINS));
  printf("bins above average: %d\n", busy);
  FILE* f = fopen("hist.bin", "wb");
  fwrite(hist.data(), sizeof(unsigned int), HISTO_BINS, f);
  fclose(f);
  checkCuda(cudaFree(d_data));
  checkCuda(cudaFree(d_hist));
  printf("PASSED\n");
  return 0;
}
