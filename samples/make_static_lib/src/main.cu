// Uses libvecops.a: saxpy on floats, then an exact integer dot product.
#include <vecops.cuh>

#include <vector>

int main(int argc, char** argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 20000;
  std::vector<float> x(n), y(n);
  std::vector<int> a(n), b(n);
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i % 100) * 0.5f;
    y[i] = static_cast<float>(i % 7) - 3.0f;
    a[i] = i % 1000 - 500;
    b[i] = (i * 3) % 101;
  }
  float *d_x, *d_y;
  int *d_a, *d_b;
  VECOPS_CHECK(cudaMalloc(&d_x, n * sizeof(float)));
  VECOPS_CHECK(cudaMalloc(&d_y, n * sizeof(float)));
  VECOPS_CHECK(cudaMalloc(&d_a, n * sizeof(int)));
  VECOPS_CHECK(cudaMalloc(&d_b, n * sizeof(int)));
  VECOPS_CHECK(cudaMemcpy(d_x, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  VECOPS_CHECK(cudaMemcpy(d_y, y.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  VECOPS_CHECK(cudaMemcpy(d_a, a.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  VECOPS_CHECK(cudaMemcpy(d_b, b.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  vecops::saxpy(n, 2.0f, d_x, d_y);
  vecops::saxpy(n, -0.25f, d_x, d_y);
  long long dot = vecops::dot(n, d_a, d_b);
  VECOPS_CHECK(cudaMemcpy(y.data(), d_y, n * sizeof(float), cudaMemcpyDeviceToHost));
  VECOPS_CHECK(cudaFree(d_x));
  VECOPS_CHECK(cudaFree(d_y));
  VECOPS_CHECK(cudaFree(d_a));
  VECOPS_CHECK(cudaFree(d_b));

  std::FILE* out = std::fopen("saxpy.out", "wb");
  if (!out || std::fwrite(y.data(), sizeof(float), n, out) != static_cast<size_t>(n)) return 1;
  std::fclose(out);
  std::printf("dot: %lld\n", dot);
  return 0;
}
