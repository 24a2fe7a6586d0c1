// Kernels for tests/test_raw*.py: one module, built once per test session (the compile cache).
#include <cuda_runtime.h>

#include <cstdint>

struct Particle {
  float x;
  int id;
  double mass;
};

enum Mode { Add = 1, Mul = 2 };

extern "C" __global__ void saxpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

// Writes through a const pointer (casting const away): the copy-back rule must not copy it back.
__global__ void write_both(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    const_cast<int*>(in)[i] = -1;
    out[i] = i;
  }
}

__global__ void scalars(double* out, unsigned char u, short s, long long q, bool b, Mode m,
                        uint64_t big, float f) {
  out[0] = u;
  out[1] = s;
  out[2] = static_cast<double>(q);
  out[3] = b ? 1.0 : 0.0;
  out[4] = m;
  out[5] = static_cast<double>(big);
  out[6] = f;
}

__global__ void particle(Particle p, double* out) {
  out[0] = p.x;
  out[1] = p.id;
  out[2] = p.mass;
}

__global__ void particles(const Particle* ps, double* total, int n) {
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += ps[i].mass * ps[i].id;
  *total = sum;
}

// 2-D index: out[row * cols + col] = row * 10 + col, whatever order the host array has.
__global__ void index2d(int* out, int rows, int cols) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row < rows && col < cols) out[row * cols + col] = row * 10 + col;
}

__global__ void reverse_shared(float* data) {
  extern __shared__ float tile[];
  tile[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  data[threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
}

__global__ void spin(float* data, int n, int reps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = data[i];
    for (int r = 0; r < reps; ++r) v = v * 0.5f + 1.0f;
    data[i] = v;
  }
}

__global__ void empty_kernel() {}

template <typename T, int Scale>
__global__ void scale(T* out, const T* in, T offset, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * Scale + offset;
}

// Host code that launches an instantiation: RawModule finds it without name_expressions.
void host_scale(double* out, const double* in, int n) { scale<double, 4><<<1, 32>>>(out, in, 0.0, n); }

struct Square {
  __device__ float operator()(float v) const { return v * v; }
};

template <class Op>
__global__ void transform(float* data, Op op, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = op(data[i]);
}

void host_transform(float* data, int n) { transform<<<1, 32>>>(data, Square{}, n); }

namespace ops {
__global__ void negate(int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = -data[i];
}
}  // namespace ops
