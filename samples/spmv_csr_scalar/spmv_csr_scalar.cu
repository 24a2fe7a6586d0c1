// Sparse matrix-vector product y = A*x, CSR format, one thread per row (the "scalar" kernel of
// Bell & Garland). The matrix is generated on the host with irregular row lengths.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                      \
  do {                                                                        \
    cudaError_t err = call;                                                   \
    if (err != cudaSuccess) {                                                 \
      fprintf(stderr, "CUDA error in %s:%d: %s\n", __FILE__, __LINE__,       \
              cudaGetErrorString(err));                                       \
      exit(EXIT_FAILURE);                                                     \
    }                                                                         \
  } while (0)

__global__ void spmv_csr_scalar_kernel(int num_rows, const int* __restrict__ row_ptr,
                                       const int* __restrict__ col_idx,
                                       const float* __restrict__ values,
                                       const float* __restrict__ x, float* __restrict__ y) {
  int row = blockDim.x * blockIdx.x + threadIdx.x;
  if (row < num_rows) {
    float dot = 0.0f;
    int row_start = row_ptr[row];
    int row_end = row_ptr[row + 1];
    for (int jj = row_start; jj < row_end; jj++) dot += values[jj] * x[col_idx[jj]];
    y[row] = dot;
  }
}

struct Rng {
  unsigned s;
  unsigned next() { return s = s * 1664525u + 1013904223u; }
};

int main(int argc, char** argv) {
  int rows = argc > 1 ? atoi(argv[1]) : 100000;
  int cols = rows;
  Rng rng{2718u};
  std::vector<int> row_ptr(rows + 1, 0), col_idx;
  std::vector<float> vals;
  for (int r = 0; r < rows; ++r) {
    int nnz = 1 + (rng.next() >> 28);  // 1..16 entries per row
    for (int k = 0; k < nnz; ++k) {
      col_idx.push_back((int)(rng.next() % (unsigned)cols));
      vals.push_back(((int)(rng.next() >> 29) - 4) * 0.25f);  // -1.0 .. 0.75
    }
    row_ptr[r + 1] = (int)col_idx.size();
  }
  std::vector<float> x(cols), y(rows);
  for (int i = 0; i < cols; ++i) x[i] = (float)((int)(rng.next() >> 26) - 32) * 0.125f;
  int nnz = (int)vals.size();

  int *d_row_ptr, *d_col_idx;
  float *d_vals, *d_x, *d_y;
  CUDA_CHECK(cudaMalloc(&d_row_ptr, (rows + 1) * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_col_idx, nnz * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_vals, nnz * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_x, cols * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_y, rows * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_row_ptr, row_ptr.data(), (rows + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_col_idx, col_idx.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_vals, vals.data(), nnz * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_x, x.data(), cols * sizeof(float), cudaMemcpyHostToDevice));
  spmv_csr_scalar_kernel<<<(rows + 255) / 256, 256>>>(rows, d_row_ptr, d_col_idx, d_vals, d_x, d_y);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(y.data(), d_y, rows * sizeof(float), cudaMemcpyDeviceToHost));
  int errors = 0;
  for (int r = 0; r < rows; ++r) {
    float ref = 0.0f;
    for (int j = row_ptr[r]; j < row_ptr[r + 1]; ++j) ref += vals[j] * x[col_idx[j]];
    errors += ref != y[r];
  }
  printf("rows=%d nnz=%d errors=%d\n", rows, nnz, errors);
  FILE* f = fopen("y.bin", "wb");
  fwrite(y.data(), sizeof(float), rows, f);
  fclose(f);
  cudaFree(d_row_ptr);
  cudaFree(d_col_idx);
  cudaFree(d_vals);
  cudaFree(d_x);
  cudaFree(d_y);
  printf("%s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
