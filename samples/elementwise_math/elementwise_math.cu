// Single-precision math library functions applied element-wise, each result written out so the
// runner can hold every function to the accuracy CUDA documents for it (CUDA C++ Programming
// Guide, "Mathematical Functions": maximum ulp error per function).
#include <cuda_runtime.h>

#include <cmath>
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

enum Fn { SIN, COS, EXP, LOG, SQRT, TANH, ERF, ATAN2, POW, FMOD, CBRT, HYPOT, FLOOR, FMA, NUM_FN };
static const char* kNames[NUM_FN] = {"sinf", "cosf", "expf", "logf", "sqrtf", "tanhf", "erff",
                                     "atan2f", "powf", "fmodf", "cbrtf", "hypotf", "floorf", "fmaf"};

__global__ void mathKernel(const float* x, const float* y, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float a = x[i], b = y[i];
  float pa = fabsf(a) + 0.5f;  // positive arguments for log, sqrt, pow, cbrt
  out[SIN * n + i] = sinf(a);
  out[COS * n + i] = cosf(a);
  out[EXP * n + i] = expf(a * 2.0f);
  out[LOG * n + i] = logf(pa);
  out[SQRT * n + i] = sqrtf(pa);
  out[TANH * n + i] = tanhf(a * 0.5f);
  out[ERF * n + i] = erff(a * 0.25f);
  out[ATAN2 * n + i] = atan2f(a, b);
  out[POW * n + i] = powf(pa, b * 0.5f);
  out[FMOD * n + i] = fmodf(a * 7.0f, b);
  out[CBRT * n + i] = cbrtf(a * 100.0f);
  out[HYPOT * n + i] = hypotf(a, b);
  out[FLOOR * n + i] = floorf(a * 3.0f);
  out[FMA * n + i] = fmaf(a, b, -a * 0.5f);
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  std::vector<float> x(n), y(n), out((size_t)NUM_FN * n);
  unsigned s = 90210u;
  for (int i = 0; i < n; ++i) {
    // Integer offsets times powers of two: exact, whether or not the compiler fuses anything.
    s = s * 1664525u + 1013904223u;
    x[i] = (float)((int)(s >> 8) - (1 << 23)) * 0x1p-19f;  // [-16, 16)
    s = s * 1664525u + 1013904223u;
    float m = (float)((int)(s >> 8) - (1 << 23)) * 0x1p-21f;  // [-4, 4)
    y[i] = (m == 0.0f) ? 1.0f : m;
  }
  float *dx, *dy, *dout;
  CUDA_CHECK(cudaMalloc(&dx, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dy, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&dout, out.size() * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  mathKernel<<<(n + 255) / 256, 256>>>(dx, dy, dout, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(out.data(), dout, out.size() * sizeof(float), cudaMemcpyDeviceToHost));
  for (int f = 0; f < NUM_FN; ++f) {
    char name[64];
    snprintf(name, sizeof(name), "%s.bin", kNames[f]);
    FILE* fp = fopen(name, "wb");
    fwrite(out.data() + (size_t)f * n, sizeof(float), n, fp);
    fclose(fp);
  }
  cudaFree(dx);
  cudaFree(dy);
  cudaFree(dout);
  printf("%d functions x %d values\nPASSED\n", NUM_FN, n);
  return 0;
}
