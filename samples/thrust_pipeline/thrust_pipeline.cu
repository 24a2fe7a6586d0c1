// Sales per store with Thrust: a kernel computes each sale's amount, then Thrust sorts the sales
// by store (sort_by_key), totals each store (reduce_by_key), keeps the stores above a threshold
// (copy_if over a zip of store and total) and accumulates the kept totals (inclusive_scan).
#include <cuda_runtime.h>
#include <thrust/copy.h>
#include <thrust/device_vector.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/transform.h>

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

// amount = quantity * unit price in cents, with every 10th sale refunded (negative).
__global__ void amounts(const int* quantity, const int* price, int* amount, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) amount[i] = (i % 10 == 9 ? -1 : 1) * quantity[i] * price[i];
}

struct above {
  long long threshold;
  __host__ __device__ bool operator()(const thrust::tuple<int, long long>& store_total) const {
    return thrust::get<1>(store_total) > threshold;
  }
};

struct widen {
  __host__ __device__ long long operator()(int x) const { return x; }
};

template <class T>
static void save(const char* name, const thrust::device_vector<T>& v) {
  std::vector<T> host(v.size());
  thrust::copy(v.begin(), v.end(), host.begin());
  FILE* f = fopen(name, "wb");
  fwrite(host.data(), sizeof(T), host.size(), f);
  fclose(f);
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 100000;
  std::vector<int> store(n), quantity(n), price(n);
  unsigned s = 2024;
  for (int i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    store[i] = (int)(s >> 23);  // 512 stores
    s = s * 1664525u + 1013904223u;
    quantity[i] = 1 + (int)(s >> 29);  // 1..8
    s = s * 1664525u + 1013904223u;
    price[i] = 50 + (int)(s >> 22);  // 50..1073 cents
  }
  thrust::device_vector<int> d_store(store.begin(), store.end());
  thrust::device_vector<int> d_quantity(quantity.begin(), quantity.end());
  thrust::device_vector<int> d_price(price.begin(), price.end());
  thrust::device_vector<int> d_amount(n);
  amounts<<<(n + 255) / 256, 256>>>(thrust::raw_pointer_cast(d_quantity.data()),
                                    thrust::raw_pointer_cast(d_price.data()),
                                    thrust::raw_pointer_cast(d_amount.data()), n);
  CUDA_CHECK(cudaGetLastError());

  thrust::device_vector<long long> d_wide(n);
  thrust::transform(d_amount.begin(), d_amount.end(), d_wide.begin(), widen());
  thrust::stable_sort_by_key(d_store.begin(), d_store.end(), d_wide.begin());
  thrust::device_vector<int> stores(n);
  thrust::device_vector<long long> totals(n);
  auto ends = thrust::reduce_by_key(d_store.begin(), d_store.end(), d_wide.begin(),
                                    stores.begin(), totals.begin());
  int count = (int)(ends.first - stores.begin());
  stores.resize(count);
  totals.resize(count);

  const long long threshold = 90000;
  thrust::device_vector<int> kept_stores(count);
  thrust::device_vector<long long> kept_totals(count);
  auto first = thrust::make_zip_iterator(thrust::make_tuple(stores.begin(), totals.begin()));
  auto out = thrust::make_zip_iterator(thrust::make_tuple(kept_stores.begin(), kept_totals.begin()));
  auto last = thrust::copy_if(first, first + count, out, above{threshold});
  int kept = (int)(last - out);
  kept_stores.resize(kept);
  kept_totals.resize(kept);
  thrust::device_vector<long long> running(kept);
  thrust::inclusive_scan(kept_totals.begin(), kept_totals.end(), running.begin());

  save("store_totals.bin", totals);
  save("kept_stores.bin", kept_stores);
  save("running_totals.bin", running);
  CUDA_CHECK(cudaDeviceSynchronize());
  printf("stores %d, above %lld: %d\n", count, threshold, kept);
  return 0;
}
