// Barrier-free kernels whose lowered body may run several consecutive blocks in x per call
// (fission.py: batched bodies), and ones that must not. main prints each result as a row.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t e_ = (call);                                                     \
    if (e_ != cudaSuccess) {                                                     \
      std::printf("error %s at line %d\n", cudaGetErrorString(e_), __LINE__);   \
      return 1;                                                                  \
    }                                                                            \
  } while (0)

// A uniform loop around each thread's work, blockIdx.x read per thread, an edge guard.
__global__ void batched_product(const float* a, const float* b, float* c, int n, int m,
                                int depth) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n || col >= m) return;
  float acc = blockIdx.x;
  for (int k = 0; k < depth; ++k) acc += a[row * depth + k] * b[k * m + col];
  c[row * m + col] = acc;
}

// A closing if around a uniform loop, on the thread's index in the grid, in a batch whose blocks
// stay apart (blockIdx.x read by itself): each block's passing threads are its own.
__global__ void batched_guard(const float* b, float* c, int m, int depth) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (col < m) {
    float acc = blockIdx.x;
    for (int k = 0; k < depth; ++k) acc += b[k * m + col];
    c[col] = acc;
  }
}

// Threads read only their index in the grid's x dimension: the batch's blocks run side by
// side in each row of the thread loops (a wide batch).
__global__ void wide_product(const float* a, const float* b, float* c, int n, int m, int depth) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < n && col < m) {
    float acc = 0.0f;
    for (int k = 0; k < depth; ++k) acc += a[row * depth + k] * b[k * m + col];
    c[row * m + col] = acc;
  }
}

// A wide batch with a closing `if (i < n)`: the batch's passing threads form one range.
__global__ void wide_column_sums(const float* x, float* out, int n, int lanes, int depth) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = 0.0f;
  for (int k = 0; k < depth; ++k) s += x[k * lanes + i];
  if (i < n) out[i] = s;
}

// blockIdx.x in code that runs once per block (the loop's bounds): one block per call.
__global__ void block_bounds(int* out, int n) {
  int first = blockIdx.x * 3;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int acc = 0;
  for (int k = first; k < first + 3; ++k) acc += k * static_cast<int>(threadIdx.x);
  if (i < n) out[i] = acc;
}

// __shared__ storage without a barrier (a per-block scratch value): one block per call.
__global__ void block_scratch(int* out) {
  __shared__ int scratch[64];
  scratch[threadIdx.x] = blockIdx.x * 100 + threadIdx.x;
  for (int k = 0; k < 2; ++k) out[(blockIdx.x * blockDim.x + threadIdx.x) * 2 + k] =
      scratch[threadIdx.x] + k;
}

// The order in which threads reach the atomic: block by block when blocks run one at a time.
__global__ void arrival_order(int* order, int* counter) {
  for (int k = 0; k < 2; ++k)
    order[(blockIdx.x * blockDim.x + threadIdx.x) * 2 + k] = atomicAdd(counter, 1);
}

template <class T>
static void print(const char* name, const std::vector<T>& values) {
  std::printf("%s", name);
  for (T v : values) std::printf(" %g", static_cast<double>(v));
  std::printf("\n");
}

int main() {
  const int n = 5, m = 613, depth = 7;
  std::vector<float> ha(n * depth), hb(depth * m), hc(n * m, -1.0f);
  for (size_t i = 0; i < ha.size(); ++i) ha[i] = static_cast<float>(i % 9) - 4.0f;
  for (size_t i = 0; i < hb.size(); ++i) hb[i] = static_cast<float>(i % 5) * 0.5f;
  float *a, *b, *c;
  CHECK(cudaMalloc(&a, ha.size() * sizeof(float)));
  CHECK(cudaMalloc(&b, hb.size() * sizeof(float)));
  CHECK(cudaMalloc(&c, hc.size() * sizeof(float)));
  CHECK(cudaMemcpy(a, ha.data(), ha.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb.data(), hb.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(c, hc.data(), hc.size() * sizeof(float), cudaMemcpyHostToDevice));
  // 39 x 3 blocks of 16 x 2 threads: rows of blocks end in a partial batch, and the last
  // block row and column hang over the matrix.
  batched_product<<<dim3((m + 15) / 16, (n + 1) / 2), dim3(16, 2)>>>(a, b, c, n, m, depth);
  CHECK(cudaMemcpy(hc.data(), c, hc.size() * sizeof(float), cudaMemcpyDeviceToHost));
  print("batched_product", hc);

  std::fill(hc.begin(), hc.end(), -1.0f);
  CHECK(cudaMemcpy(c, hc.data(), hc.size() * sizeof(float), cudaMemcpyHostToDevice));
  batched_guard<<<(m + 15) / 16, 16>>>(b, c, m, depth);  // the last block hangs over m
  CHECK(cudaMemcpy(hc.data(), c, hc.size() * sizeof(float), cudaMemcpyDeviceToHost));
  print("batched_guard", hc);

  std::fill(hc.begin(), hc.end(), -1.0f);
  CHECK(cudaMemcpy(c, hc.data(), hc.size() * sizeof(float), cudaMemcpyHostToDevice));
  wide_product<<<dim3((m + 15) / 16, (n + 1) / 2), dim3(16, 2)>>>(a, b, c, n, m, depth);
  CHECK(cudaMemcpy(hc.data(), c, hc.size() * sizeof(float), cudaMemcpyDeviceToHost));
  print("wide_product", hc);

  const int lanes = 37 * 32, sums = 1000, rows = 5;
  std::vector<float> hx(lanes * rows), hsums(lanes, -1.0f);
  for (size_t i = 0; i < hx.size(); ++i) hx[i] = static_cast<float>(i % 23) * 0.25f;
  float *x, *dsums;
  CHECK(cudaMalloc(&x, hx.size() * sizeof(float)));
  CHECK(cudaMalloc(&dsums, hsums.size() * sizeof(float)));
  CHECK(cudaMemcpy(x, hx.data(), hx.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dsums, hsums.data(), hsums.size() * sizeof(float), cudaMemcpyHostToDevice));
  wide_column_sums<<<37, 32>>>(x, dsums, sums, lanes, rows);
  CHECK(cudaMemcpy(hsums.data(), dsums, hsums.size() * sizeof(float), cudaMemcpyDeviceToHost));
  print("wide_column_sums", hsums);

  std::vector<int> hout(40 * 32 * 2, -1);
  int* out;
  CHECK(cudaMalloc(&out, hout.size() * sizeof(int)));
  CHECK(cudaMemcpy(out, hout.data(), hout.size() * sizeof(int), cudaMemcpyHostToDevice));
  block_bounds<<<40, 32>>>(out, 40 * 32 - 5);
  CHECK(cudaMemcpy(hout.data(), out, 40 * 32 * sizeof(int), cudaMemcpyDeviceToHost));
  print("block_bounds", std::vector<int>(hout.begin(), hout.begin() + 40 * 32));

  block_scratch<<<40, 32>>>(out);
  CHECK(cudaMemcpy(hout.data(), out, hout.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("block_scratch", hout);

  int* counter;
  CHECK(cudaMalloc(&counter, sizeof(int)));
  CHECK(cudaMemset(counter, 0, sizeof(int)));
  arrival_order<<<40, 32>>>(out, counter);
  CHECK(cudaMemcpy(hout.data(), out, hout.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("arrival_order", hout);
  std::printf("done\n");
  return 0;
}
