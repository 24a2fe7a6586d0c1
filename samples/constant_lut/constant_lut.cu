// __constant__ lookup tables of structs: filled with cudaMemcpyToSymbol in two parts (the second
// at a byte offset), read back through cudaGetSymbolAddress + cudaMemcpy and with
// cudaMemcpyFromSymbol, sized with cudaGetSymbolSize. Kernels evaluate a piecewise cubic in
// fixed point, every thread indexing the table by its own segment.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CUDA_CHECK(call)                                                           \
  do {                                                                             \
    cudaError_t e = (call);                                                        \
    if (e != cudaSuccess) {                                                        \
      fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e));   \
      exit(1);                                                                     \
    }                                                                              \
  } while (0)

#define SEGMENTS 16

struct Segment {
  int start;      // first x of the segment
  int coeff[4];   // c0 + c1*t + c2*t^2 + c3*t^3, t = x - start
};

__constant__ Segment c_segments[SEGMENTS];
__constant__ int c_scale = 3;

__global__ void evaluate(const int* xs, long long* ys, int n, int segmentWidth) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int x = xs[i];
  int s = min(x / segmentWidth, SEGMENTS - 1);
  const Segment& seg = c_segments[s];
  long long t = x - seg.start;
  long long y = seg.coeff[0] + t * (seg.coeff[1] + t * (seg.coeff[2] + t * (long long)seg.coeff[3]));
  ys[i] = y * c_scale;
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  const int segmentWidth = 64;
  Segment table[SEGMENTS];
  for (int s = 0; s < SEGMENTS; ++s) {
    table[s].start = s * segmentWidth;
    table[s].coeff[0] = 1000 * s - 5000;
    table[s].coeff[1] = 7 - s;
    table[s].coeff[2] = (s % 3) - 1;
    table[s].coeff[3] = (s % 2) ? 1 : -1;
  }
  const size_t half = SEGMENTS / 2 * sizeof(Segment);
  CUDA_CHECK(cudaMemcpyToSymbol(c_segments, table, half));
  CUDA_CHECK(cudaMemcpyToSymbol(c_segments, (const char*)table + half, half, half,
                                cudaMemcpyHostToDevice));
  size_t symbolSize = 0;
  CUDA_CHECK(cudaGetSymbolSize(&symbolSize, c_segments));
  void* symbolAddr = nullptr;
  CUDA_CHECK(cudaGetSymbolAddress(&symbolAddr, c_segments));
  Segment check[SEGMENTS];
  CUDA_CHECK(cudaMemcpy(check, symbolAddr, sizeof(check), cudaMemcpyDeviceToHost));
  int scale = 0;
  CUDA_CHECK(cudaMemcpyFromSymbol(&scale, c_scale, sizeof(int)));
  printf("symbol size: %zu\n", symbolSize);
  printf("table round trip: %s\n", memcmp(check, table, sizeof(table)) == 0 ? "identical" : "different");
  printf("scale: %d\n", scale);

  std::vector<int> xs(n);
  for (int i = 0; i < n; ++i) xs[i] = (int)(((unsigned)i * 2654435761u) % (SEGMENTS * segmentWidth));
  int* dx;
  long long* dy;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dy, n * sizeof(long long)));
  CUDA_CHECK(cudaMemcpy(dx, xs.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  evaluate<<<(n + 255) / 256, 256>>>(dx, dy, n, segmentWidth);
  CUDA_CHECK(cudaGetLastError());
  std::vector<long long> ys(n);
  CUDA_CHECK(cudaMemcpy(ys.data(), dy, n * sizeof(long long), cudaMemcpyDeviceToHost));
  FILE* f = fopen("values.bin", "wb");
  fwrite(ys.data(), sizeof(long long), n, f);
  fclose(f);
  cudaFree(dx);
  cudaFree(dy);
  printf("PASSED\n");
  return 0;
}
