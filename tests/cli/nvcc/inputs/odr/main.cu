// Test fixture: drives units A and B and prints what each shared piece of state says.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

int* alloc_in_a(int n);
void sum_in_a(const int* in, int* out, int blocks);
void bad_launch_in_a(int* out);
void scale_in_b(int* data, int blocks);
bool free_in_b(void* p);
int last_error_in_b();

int main() {
  const int blocks = 48, n = blocks * 64;
  std::vector<int> host(n);
  for (int i = 0; i < n; ++i) host[i] = i % 97;
  int* d_in = alloc_in_a(n);
  int* d_out = alloc_in_a(blocks);
  cudaMemcpy(d_in, host.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  scale_in_b(d_in, n / 32);
  sum_in_a(d_in, d_out, blocks);
  std::vector<int> sums(blocks);
  cudaMemcpy(sums.data(), d_out, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  long long total = 0;
  for (int s : sums) total += s;
  std::printf("total: %lld\n", total);
  bad_launch_in_a(d_out);
  std::printf("error seen in b: %d\n", last_error_in_b() != 0);
  std::printf("error cleared: %d\n", last_error_in_b() == 0);
  std::printf("freed in b: %d %d\n", free_in_b(d_in), free_in_b(d_out));
  std::printf("double free refused: %d\n", !free_in_b(d_in));
  return 0;
}
