// Vectorized memory access: the bulk of the array is processed as float4 (16-byte loads and
// stores), the remainder by a scalar tail kernel. c = 2*a + b, bit-exact on every backend.
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err__ = (call);                                                \
    if (err__ != cudaSuccess) {                                                \
      fprintf(stderr, "CUDA error %s at %s:%d: %s\n", cudaGetErrorName(err__), \
              __FILE__, __LINE__, cudaGetErrorString(err__));                  \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

struct Lcg {
  uint32_t s;
  explicit Lcg(uint32_t seed) : s(seed) {}
  uint32_t next() { return s = s * 1664525u + 1013904223u; }
  float uniform() { return (next() >> 8) * (1.0f / 16777216.0f); }
};

__global__ void twiceAPlusB4(const float4* __restrict__ a, const float4* __restrict__ b,
                             float4* __restrict__ c, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n4) {
    float4 va = a[i];
    float4 vb = b[i];
    float4 r;
    r.x = 2.0f * va.x + vb.x;
    r.y = 2.0f * va.y + vb.y;
    r.z = 2.0f * va.z + vb.z;
    r.w = 2.0f * va.w + vb.w;
    c[i] = r;
  }
}

__global__ void twiceAPlusBTail(const float* a, const float* b, float* c, int start, int n) {
  int i = start + blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = 2.0f * a[i] + b[i];
}

int main(int argc, char** argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 1000003;
  Lcg rng(2024u);
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; ++i) a[i] = (float)((int)(rng.next() >> 8) - (1 << 23)) * 0x1p-17f;
  for (int i = 0; i < n; ++i) b[i] = rng.uniform();

  float *d_a, *d_b, *d_c;
  CUDA_CHECK(cudaMalloc(&d_a, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_b, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_c, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_a, a.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_b, b.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_c, 0, n * sizeof(float)));

  const int n4 = n / 4;
  const int threads = 128;
  if (n4 > 0) {
    twiceAPlusB4<<<(n4 + threads - 1) / threads, threads>>>(
        reinterpret_cast<const float4*>(d_a), reinterpret_cast<const float4*>(d_b),
        reinterpret_cast<float4*>(d_c), n4);
    CUDA_CHECK(cudaGetLastError());
  }
  int tail = n - 4 * n4;
  if (tail > 0) {
    twiceAPlusBTail<<<1, 32>>>(d_a, d_b, d_c, 4 * n4, n);
    CUDA_CHECK(cudaGetLastError());
  }
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaMemcpy(c.data(), d_c, n * sizeof(float), cudaMemcpyDeviceToHost));

  int bad = 0;
  for (int i = 0; i < n; ++i)
    if (c[i] != 2.0f * a[i] + b[i]) ++bad;
  printf("float4 body %d vectors, tail %d elements, %d mismatches\n", n4, tail, bad);

  FILE* f = fopen("c.bin", "wb");
  fwrite(c.data(), sizeof(float), n, f);
  fclose(f);
  CUDA_CHECK(cudaFree(d_a));
  CUDA_CHECK(cudaFree(d_b));
  CUDA_CHECK(cudaFree(d_c));
  printf(bad ? "FAILED\n" : "PASSED\n");
  return bad ? 1 : 0;
}
