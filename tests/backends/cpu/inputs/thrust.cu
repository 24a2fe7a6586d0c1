// Thrust on the CPU backend: a pipeline over device_vectors and over cudaMalloc'd memory wrapped in
// device_ptr, mixed with kernels (each kernel's output is what the next Thrust call reads), on the
// default stream and on a created stream through thrust::cuda::par.on(stream). Writes its input
// and each stage's output as raw files; test_thrust.py recomputes every stage with NumPy.
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/device_ptr.h>
#include <thrust/device_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/extrema.h>
#include <thrust/functional.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/unique.h>

#include <cstdio>
#include <vector>

struct affine {
  int scale, shift;
  __host__ __device__ int operator()(int x) const { return x * scale + shift; }
};

struct is_even {
  __host__ __device__ bool operator()(int x) const { return x % 2 == 0; }
};

__global__ void negate_odd_positions(int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && i % 2 == 1) data[i] = -data[i];
}

__global__ void iota_scrambled(unsigned* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = (unsigned)(((long long)i * 7919) % n);
}

template <class T>
static void save(const char* name, const T* data, size_t count) {
  FILE* f = fopen(name, "wb");
  fwrite(data, sizeof(T), count, f);
  fclose(f);
}

template <class Vector>
static void save(const char* name, const Vector& v) {
  thrust::host_vector<typename Vector::value_type> h(v.begin(), v.end());
  save(name, h.data(), h.size());
}

int main() {
  const int n = 200003;  // not a multiple of a block or a thread count
  std::vector<int> keys(n), values(n);
  unsigned s = 12345;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    keys[i] = (int)(s >> 22);  // 0..1023: many equal keys
    s = s * 1664525u + 1013904223u;
    values[i] = (int)(s >> 20) - 2048;
  }
  save("keys.bin", keys.data(), n);
  save("values.bin", values.data(), n);

  thrust::device_vector<int> d_keys(keys.begin(), keys.end());
  thrust::device_vector<int> d_values(values.begin(), values.end());

  // A kernel, then Thrust reads what it wrote.
  negate_odd_positions<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(d_values.data()), n);
  thrust::transform(d_values.begin(), d_values.end(), d_values.begin(), affine{3, 1});
  save("transformed.bin", d_values);

  thrust::stable_sort_by_key(d_keys.begin(), d_keys.end(), d_values.begin());
  save("sorted_keys.bin", d_keys);
  save("sorted_values.bin", d_values);

  thrust::device_vector<int> unique_keys(n), sums(n);
  auto ends = thrust::reduce_by_key(d_keys.begin(), d_keys.end(), d_values.begin(),
                                    unique_keys.begin(), sums.begin());
  unique_keys.resize(ends.first - unique_keys.begin());
  sums.resize(ends.second - sums.begin());
  save("unique_keys.bin", unique_keys);
  save("key_sums.bin", sums);

  thrust::device_vector<long long> scanned(n);
  thrust::inclusive_scan(d_values.begin(), d_values.end(), scanned.begin(),
                         thrust::plus<long long>());
  save("scanned.bin", scanned);

  thrust::device_vector<int> evens(n);
  auto evens_end = thrust::copy_if(d_values.begin(), d_values.end(), evens.begin(), is_even());
  evens.resize(evens_end - evens.begin());
  save("evens.bin", evens);
  printf("even_count: %d\n", (int)thrust::count_if(d_values.begin(), d_values.end(), is_even()));

  auto extremes = thrust::minmax_element(d_values.begin(), d_values.end());
  printf("min_index: %d\n", (int)(extremes.first - d_values.begin()));
  printf("max_index: %d\n", (int)(extremes.second - d_values.begin()));
  printf("distinct_keys: %d\n", (int)(thrust::unique(d_keys.begin(), d_keys.end()) - d_keys.begin()));
  printf("sum_of_indices: %lld\n",
         thrust::reduce(thrust::counting_iterator<long long>(0),
                        thrust::counting_iterator<long long>(n)));

  // cudaMalloc'd memory, a kernel on a created stream, then Thrust on that stream.
  unsigned* raw = nullptr;
  cudaMalloc(&raw, n * sizeof(unsigned));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  iota_scrambled<<<(n + 127) / 128, 128, 0, stream>>>(raw, n);
  thrust::sort(thrust::cuda::par.on(stream), raw, raw + n, thrust::greater<unsigned>());
  thrust::device_ptr<unsigned> wrapped = thrust::device_pointer_cast(raw);
  printf("stream_sorted_sum: %llu\n",
         thrust::reduce(thrust::device, wrapped, wrapped + n, 0ull));
  std::vector<unsigned> back(n);
  cudaMemcpy(back.data(), raw, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  save("stream_sorted.bin", back.data(), n);
  cudaStreamDestroy(stream);
  cudaFree(raw);

#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_OMP
  printf("device_system: omp\n");
#else
  printf("device_system: other\n");
#endif
  printf("status: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return 0;
}
