// RUN: translate %s
#include <cuda_runtime.h>
#include <functional>

template <typename T>
__global__ void fill(T* p, T v) { p[threadIdx.x] = v; }

template <typename T>
struct Runner {
  T* data;
  cudaStream_t stream = nullptr;
  void run(int n) const { fill<T><<<1, n, 0, stream>>>(data, T(1)); }
  auto later(int n) const {
    return [=]() { fill<T><<<1, n, 0, this->stream>>>(data, T(2)); };
  }
};

void go(float* p) {
  Runner<float> r{p};
  r.run(32);
  std::function<void()> f = r.later(16);
  f();
  auto generic = [](auto* q, int n) { fill<<<1, n>>>(q, *q); };
  generic(p, 8);
}
