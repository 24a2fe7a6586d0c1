// Monte Carlo pricing of European and Asian call options under geometric Brownian motion: each
// thread simulates paths with its own 64-bit LCG feeding a Box-Muller transform, discounted
// payoffs are summed per block in shared memory (double) and per option on the host.
#include <cuda_runtime.h>

#include <cmath>
#include <cstdint>
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

struct OptionParams {
  float S0, K, r, sigma, T;
};

__device__ __forceinline__ float uniform01(uint64_t& state) {
  state = state * 6364136223846793005ull + 1442695040888963407ull;  // Knuth's MMIX LCG
  return ((uint32_t)(state >> 40) + 0.5f) * (1.0f / 16777216.0f);  // (0, 1), never 0
}

template <int STEPS>
__global__ void pricePaths(const OptionParams* options, int pathsPerThread, double* blockEuro,
                           double* blockAsian) {
  __shared__ double sEuro[128];
  __shared__ double sAsian[128];
  const OptionParams o = options[blockIdx.y];
  const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  uint64_t state = 0x853c49e6748fea9bull ^ ((uint64_t)(tid + 1) * 0x9E3779B97F4A7C15ull) ^
                   ((uint64_t)blockIdx.y << 56);
  const float dt = o.T / STEPS;
  const float drift = (o.r - 0.5f * o.sigma * o.sigma) * dt;
  const float vol = o.sigma * sqrtf(dt);
  double euro = 0.0, asian = 0.0;
  for (int p = 0; p < pathsPerThread; ++p) {
    float s = o.S0, sum = 0.0f;
    for (int k = 0; k < STEPS; k += 2) {
      float u1 = uniform01(state), u2 = uniform01(state);
      float rad = sqrtf(-2.0f * logf(u1));
      float z1 = rad * cospif(2.0f * u2), z2 = rad * sinpif(2.0f * u2);
      s *= expf(drift + vol * z1);
      sum += s;
      s *= expf(drift + vol * z2);
      sum += s;
    }
    euro += fmaxf(s - o.K, 0.0f);
    asian += fmaxf(sum / STEPS - o.K, 0.0f);
  }
  sEuro[threadIdx.x] = euro;
  sAsian[threadIdx.x] = asian;
  __syncthreads();
  for (int half = blockDim.x / 2; half > 0; half >>= 1) {
    if (threadIdx.x < half) {
      sEuro[threadIdx.x] += sEuro[threadIdx.x + half];
      sAsian[threadIdx.x] += sAsian[threadIdx.x + half];
    }
    __syncthreads();
  }
  if (threadIdx.x == 0) {
    blockEuro[blockIdx.y * gridDim.x + blockIdx.x] = sEuro[0];
    blockAsian[blockIdx.y * gridDim.x + blockIdx.x] = sAsian[0];
  }
}

int main(int argc, char** argv) {
  const int blocks = argc > 1 ? atoi(argv[1]) : 64;
  const int pathsPerThread = argc > 2 ? atoi(argv[2]) : 64;
  constexpr int STEPS = 16;
  const int threads = 128;
  std::vector<OptionParams> opts = {{100.f, 100.f, 0.05f, 0.2f, 1.0f},
                                    {100.f, 110.f, 0.03f, 0.3f, 0.5f},
                                    {50.f, 45.f, 0.01f, 0.4f, 2.0f}};
  const int numOptions = (int)opts.size();
  OptionParams* dOpts;
  double *dEuro, *dAsian;
  CUDA_CHECK(cudaMalloc(&dOpts, numOptions * sizeof(OptionParams)));
  CUDA_CHECK(cudaMalloc(&dEuro, numOptions * blocks * sizeof(double)));
  CUDA_CHECK(cudaMalloc(&dAsian, numOptions * blocks * sizeof(double)));
  CUDA_CHECK(cudaMemcpy(dOpts, opts.data(), numOptions * sizeof(OptionParams), cudaMemcpyHostToDevice));
  pricePaths<STEPS><<<dim3(blocks, numOptions), threads>>>(dOpts, pathsPerThread, dEuro, dAsian);
  CUDA_CHECK(cudaGetLastError());
  std::vector<double> euro(numOptions * blocks), asian(numOptions * blocks);
  CUDA_CHECK(cudaMemcpy(euro.data(), dEuro, euro.size() * sizeof(double), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaMemcpy(asian.data(), dAsian, asian.size() * sizeof(double), cudaMemcpyDeviceToHost));
  std::vector<double> prices;
  const double paths = (double)blocks * threads * pathsPerThread;
  for (int o = 0; o < numOptions; ++o) {
    double e = 0, a = 0;
    for (int b = 0; b < blocks; ++b) {
      e += euro[o * blocks + b];
      a += asian[o * blocks + b];
    }
    double disc = exp(-(double)opts[o].r * opts[o].T);
    prices.push_back(disc * e / paths);
    prices.push_back(disc * a / paths);
    printf("option %d: european %.4f asian %.4f\n", o, prices[2 * o], prices[2 * o + 1]);
  }
  FILE* f = fopen("prices.bin", "wb");
  fwrite(prices.data(), sizeof(double), prices.size(), f);
  fclose(f);
  cudaFree(dOpts);
  cudaFree(dEuro);
  cudaFree(dAsian);
  printf("PASSED\n");
  return 0;
}
