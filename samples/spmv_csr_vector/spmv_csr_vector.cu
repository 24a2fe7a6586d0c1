// CSR SpMV, "vector" kernel: one warp per row, lanes stride over the row's entries, partial
// sums combined with __shfl_down_sync. Hard-codes 32 lanes, as most CUDA code does.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                 \
  do {                                                                                   \
    cudaError_t err = call;                                                              \
    if (err != cudaSuccess) {                                                            \
      fprintf(stderr, "%s:%d CUDA error: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
      exit(EXIT_FAILURE);                                                                \
    }                                                                                    \
  } while (0)

#define WARP_SIZE 32

__global__ void spmv_csr_vector_kernel(int num_rows, const int* row_ptr, const int* col_idx,
                                       const double* values, const double* x, double* y) {
  int thread_id = blockDim.x * blockIdx.x + threadIdx.x;
  int warp_id = thread_id / WARP_SIZE;
  int lane = thread_id & (WARP_SIZE - 1);
  int row = warp_id;
  if (row < num_rows) {
    int row_start = row_ptr[row];
    int row_end = row_ptr[row + 1];
    double sum = 0.0;
    for (int jj = row_start + lane; jj < row_end; jj += WARP_SIZE) sum += values[jj] * x[col_idx[jj]];
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
      sum += __shfl_down_sync(0xffffffff, sum, offset);
    if (lane == 0) y[row] = sum;
  }
}

int main(int argc, char** argv) {
  int rows = argc > 1 ? atoi(argv[1]) : 50000;
  unsigned s = 161803u;
  auto next = [&s]() { return s = s * 1664525u + 1013904223u; };
  std::vector<int> row_ptr(rows + 1, 0), col_idx;
  std::vector<double> vals;
  for (int r = 0; r < rows; ++r) {
    int nnz = (next() >> 25);  // 0..127 entries: some rows empty, some span several strides
    for (int k = 0; k < nnz; ++k) {
      col_idx.push_back((int)(next() % (unsigned)rows));
      vals.push_back((double)((int)(next() >> 24) - 128) / 64.0);
    }
    row_ptr[r + 1] = (int)col_idx.size();
  }
  std::vector<double> x(rows), y(rows);
  for (auto& v : x) v = (double)((int)(next() >> 22) - 512) / 256.0;
  int nnz = (int)vals.size();
  int *d_rp, *d_ci;
  double *d_v, *d_x, *d_y;
  CUDA_CHECK(cudaMalloc(&d_rp, (rows + 1) * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_ci, nnz * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_v, nnz * sizeof(double)));
  CUDA_CHECK(cudaMalloc(&d_x, rows * sizeof(double)));
  CUDA_CHECK(cudaMalloc(&d_y, rows * sizeof(double)));
  CUDA_CHECK(cudaMemcpy(d_rp, row_ptr.data(), (rows + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_ci, col_idx.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_v, vals.data(), nnz * sizeof(double), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_x, x.data(), rows * sizeof(double), cudaMemcpyHostToDevice));
  const int threads = 256;
  const int warpsPerBlock = threads / WARP_SIZE;
  spmv_csr_vector_kernel<<<(rows + warpsPerBlock - 1) / warpsPerBlock, threads>>>(rows, d_rp, d_ci,
                                                                                d_v, d_x, d_y);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(y.data(), d_y, rows * sizeof(double), cudaMemcpyDeviceToHost));
  FILE* f = fopen("y.bin", "wb");
  fwrite(y.data(), sizeof(double), rows, f);
  fclose(f);
  cudaFree(d_rp);
  cudaFree(d_ci);
  cudaFree(d_v);
  cudaFree(d_x);
  cudaFree(d_y);
  printf("rows=%d nnz=%d\nPASSED\n", rows, nnz);
  return 0;
}
