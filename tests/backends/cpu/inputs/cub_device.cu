// CUB's device-wide algorithms against plain C++ references (std::stable_sort, std::partial_sum,
// loops): radix sorts of every key type (bit ranges, descending, DoubleBuffer, -0.0/+0.0),
// reductions, scans, segmented reductions and sorts (DeviceSegmentedRadixSort and
// DeviceSegmentedSort), selection, histograms (CUB's bin formula
// at float boundaries), run-length encoding, partition, and the temporary-storage protocol. Prints "ok <check>" or "FAIL <check>" lines, then "done". With "bench N": times a
// radix sort of N random 32-bit keys against std::sort.
#include <cub/cub.cuh>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <limits>
#include <numeric>
#include <random>
#include <vector>

#include "check_common.cuh"

template <typename T>
static bool same_bits(const std::vector<T>& a, const std::vector<T>& b) {
  return a.size() == b.size() && (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(T)) == 0);
}

static std::mt19937_64 rng(12345);

template <typename K>
static std::vector<K> random_keys(size_t n) {
  std::vector<K> keys(n);
  for (auto& k : keys) {
    if constexpr (std::is_floating_point<K>::value) {
      const int pick = static_cast<int>(rng() % 16);
      k = pick == 0 ? K(0.0) : pick == 1 ? K(-0.0) : pick == 2 ? std::numeric_limits<K>::infinity()
          : pick == 3 ? -std::numeric_limits<K>::infinity()
          : static_cast<K>(std::ldexp(static_cast<double>(static_cast<int64_t>(rng() % 2000001) - 1000000),
                                      static_cast<int>(rng() % 40) - 20));
    } else {
      K v;
      uint64_t bits = rng();
      std::memcpy(&v, &bits, sizeof(K));
      k = (rng() % 8 == 0) ? K(rng() % 4) : v;  // repeats, for stability
    }
  }
  return keys;
}

// Sort pairs (key, original index) with the full key range, as the reference: by value (floats
// compare -0.0 == +0.0 with <), stable.
template <typename K>
static void sort_pairs_case(const char* name, size_t n, bool descending) {
  std::vector<K> keys = random_keys<K>(n);
  std::vector<int> vals(n);
  std::iota(vals.begin(), vals.end(), 0);
  std::vector<int> order(vals);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return descending ? keys[b] < keys[a] : keys[a] < keys[b];
  });
  std::vector<K> want_keys(n);
  for (size_t i = 0; i < n; ++i) want_keys[i] = keys[order[i]];

  K* dk_in = to_device(keys);
  int* dv_in = to_device(vals);
  K* dk_out = to_device(std::vector<K>(n));
  int* dv_out = to_device(std::vector<int>(n));
  size_t bytes = 0;
  cudaError_t e = descending
      ? cub::DeviceRadixSort::SortPairsDescending(nullptr, bytes, dk_in, dk_out, dv_in, dv_out, (int)n)
      : cub::DeviceRadixSort::SortPairs(nullptr, bytes, dk_in, dk_out, dv_in, dv_out, (int)n);
  void* temp = nullptr;
  cudaMalloc(&temp, bytes);
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  if (e == cudaSuccess) {
    e = descending ? cub::DeviceRadixSort::SortPairsDescending(temp, bytes, dk_in, dk_out, dv_in,
                                                               dv_out, (int)n, 0, sizeof(K) * 8, stream)
                   : cub::DeviceRadixSort::SortPairs(temp, bytes, dk_in, dk_out, dv_in, dv_out,
                                                     (int)n, 0, sizeof(K) * 8, stream);
  }
  cudaStreamSynchronize(stream);
  char what[128];
  std::snprintf(what, sizeof what, "radix SortPairs%s %s n=%zu", descending ? "Descending" : "", name, n);
  check(e == cudaSuccess && same_bits(to_host(dk_out, n), want_keys) && to_host(dv_out, n) == order, what);
  cudaStreamDestroy(stream);
  cudaFree(temp), cudaFree(dk_in), cudaFree(dv_in), cudaFree(dk_out), cudaFree(dv_out);
}

// Keys compared only on bits [begin, end) of the unsigned key, stably; DoubleBuffer form.
static void bit_range_case(int begin_bit, int end_bit, size_t n) {
  std::vector<uint32_t> keys = random_keys<uint32_t>(n);
  const uint32_t mask = end_bit - begin_bit == 32 ? ~0u : ((1u << (end_bit - begin_bit)) - 1);
  std::vector<uint32_t> want(keys);
  std::stable_sort(want.begin(), want.end(), [&](uint32_t a, uint32_t b) {
    return ((a >> begin_bit) & mask) < ((b >> begin_bit) & mask);
  });
  uint32_t* d0 = to_device(keys);
  uint32_t* d1 = to_device(std::vector<uint32_t>(n));
  cub::DoubleBuffer<uint32_t> buffers(d0, d1);
  size_t bytes = 0;
  cub::DeviceRadixSort::SortKeys(nullptr, bytes, buffers, (int)n, begin_bit, end_bit);
  void* temp;
  cudaMalloc(&temp, bytes);
  cudaError_t e = cub::DeviceRadixSort::SortKeys(temp, bytes, buffers, (int)n, begin_bit, end_bit);
  char what[128];
  std::snprintf(what, sizeof what, "radix SortKeys DoubleBuffer bits [%d, %d) n=%zu", begin_bit, end_bit, n);
  check(e == cudaSuccess && to_host(buffers.Current(), n) == want, what);
  cudaFree(temp), cudaFree(d0), cudaFree(d1);
}

static void radix_sort_checks() {
  sort_pairs_case<uint8_t>("uint8", 1000, false);
  sort_pairs_case<int8_t>("int8", 1000, true);
  sort_pairs_case<uint16_t>("uint16", 5000, false);
  sort_pairs_case<int16_t>("int16", 5000, false);
  sort_pairs_case<uint32_t>("uint32", 100000, false);
  sort_pairs_case<int32_t>("int32", 100000, false);
  sort_pairs_case<int32_t>("int32", 100000, true);
  sort_pairs_case<uint64_t>("uint64", 70000, true);
  sort_pairs_case<int64_t>("int64", 70000, false);
  sort_pairs_case<float>("float", 200000, false);
  sort_pairs_case<float>("float", 3000, true);
  sort_pairs_case<double>("double", 100000, false);
  sort_pairs_case<double>("double", 100000, true);
  sort_pairs_case<int>("int empty", 0, false);
  bit_range_case(0, 32, 100000);
  bit_range_case(4, 12, 100000);
  bit_range_case(13, 14, 1000);
  bit_range_case(5, 5, 1000);

  // -0.0 and +0.0 are equal keys: they keep their input order.
  {
    std::vector<float> keys = {0.0f, -0.0f, -1.0f, 0.0f, -0.0f, 1.0f};
    float* d_in = to_device(keys);
    float* d_out = to_device(std::vector<float>(keys.size()));
    size_t bytes = 0;
    cub::DeviceRadixSort::SortKeys(nullptr, bytes, d_in, d_out, (int)keys.size());
    void* temp;
    cudaMalloc(&temp, bytes);
    cub::DeviceRadixSort::SortKeys(temp, bytes, d_in, d_out, (int)keys.size());
    std::vector<float> got = to_host(d_out, keys.size());
    check(got[0] == -1.0f && !std::signbit(got[1]) && std::signbit(got[2]) && !std::signbit(got[3]) &&
              std::signbit(got[4]) && got[5] == 1.0f,
          "radix SortKeys float: -0.0 and +0.0 in input order");
    cudaFree(temp), cudaFree(d_in), cudaFree(d_out);
  }

  // SortKeys (pointers) and SortPairs with DoubleBuffer, descending, signed.
  {
    const size_t n = 77777;
    std::vector<int64_t> keys = random_keys<int64_t>(n);
    std::vector<int64_t> want(keys);
    std::stable_sort(want.begin(), want.end(), std::greater<int64_t>());
    int64_t* d_in = to_device(keys);
    int64_t* d_out = to_device(std::vector<int64_t>(n));
    size_t bytes = 0;
    cub::DeviceRadixSort::SortKeysDescending(nullptr, bytes, d_in, d_out, n);
    void* temp;
    cudaMalloc(&temp, bytes);
    cudaError_t e = cub::DeviceRadixSort::SortKeysDescending(temp, bytes, d_in, d_out, n);
    check(e == cudaSuccess && to_host(d_out, n) == want, "radix SortKeysDescending int64");
    check(to_host(d_in, n) == keys, "radix SortKeys leaves its input alone");
    cudaFree(temp);

    std::vector<float> values(n);
    for (size_t i = 0; i < n; ++i) values[i] = static_cast<float>(i) * 0.5f;
    std::vector<size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return keys[a] < keys[b]; });
    float* v0 = to_device(values);
    float* v1 = to_device(std::vector<float>(n));
    cudaMemcpy(d_out, keys.data(), n * sizeof(int64_t), cudaMemcpyHostToDevice);
    cub::DoubleBuffer<int64_t> kb(d_in, d_out);
    cub::DoubleBuffer<float> vb(v0, v1);
    cub::DeviceRadixSort::SortPairs(nullptr, bytes, kb, vb, n);
    cudaMalloc(&temp, bytes);
    e = cub::DeviceRadixSort::SortPairs(temp, bytes, kb, vb, n);
    std::vector<int64_t> got_k = to_host(kb.Current(), n);
    std::vector<float> got_v = to_host(vb.Current(), n);
    bool ok = e == cudaSuccess && kb.selector == vb.selector;
    for (size_t i = 0; ok && i < n; ++i) ok = got_k[i] == keys[order[i]] && got_v[i] == values[order[i]];
    check(ok, "radix SortPairs DoubleBuffer int64/float");
    cudaFree(temp), cudaFree(d_in), cudaFree(d_out), cudaFree(v0), cudaFree(v1);
  }

  // The temporary-storage protocol.
  {
    std::vector<uint32_t> keys = random_keys<uint32_t>(1000);
    uint32_t* d_in = to_device(keys);
    uint32_t* d_out = to_device(std::vector<uint32_t>(1000));
    size_t bytes = 0;
    cudaError_t e = cub::DeviceRadixSort::SortKeys(nullptr, bytes, d_in, d_out, 1000);
    check(e == cudaSuccess && bytes > 0, "query sets temp_storage_bytes");
    check(to_host(d_out, 1000) == std::vector<uint32_t>(1000), "query does no work");
    void* temp;
    cudaMalloc(&temp, bytes);
    size_t small = bytes - 1;
    e = cub::DeviceRadixSort::SortKeys(temp, small, d_in, d_out, 1000);
    check(e == cudaErrorInvalidValue, "too small temp storage: cudaErrorInvalidValue");
    check(to_host(d_out, 1000) == std::vector<uint32_t>(1000), "too small temp storage: no work");
    size_t bad_bits = bytes;
    e = cub::DeviceRadixSort::SortKeys(temp, bad_bits, d_in, d_out, 1000, 0, 33);
    check(e == cudaErrorInvalidValue, "end_bit past the key: cudaErrorInvalidValue");
    int small_sum = 0;
    size_t reduce_bytes = 0;
    cub::DeviceReduce::Sum(nullptr, reduce_bytes, d_in, &small_sum, 10);
    size_t too_few = reduce_bytes / 2;
    check(cub::DeviceReduce::Sum(temp, too_few, d_in, d_out, 10) == cudaErrorInvalidValue,
          "DeviceReduce too small temp storage: cudaErrorInvalidValue");
    cudaFree(temp), cudaFree(d_in), cudaFree(d_out);
  }
}

struct AbsMax {
  __host__ __device__ int operator()(int a, int b) const { return std::abs(a) > std::abs(b) ? a : b; }
};
struct IsOdd {
  __host__ __device__ bool operator()(long long x) const { return x % 2 != 0; }
};
struct Mul {
  __host__ __device__ long long operator()(long long a, long long b) const { return a * b % 1000003; }
};

static void reduce_scan_checks() {
  for (size_t n : {size_t(0), size_t(1), size_t(1000), size_t(300001)}) {
    std::vector<int> x(n);
    for (auto& v : x) v = static_cast<int>(rng() % 2001) - 1000;
    int* d_x = to_device(x);
    int* d_out = to_device(std::vector<int>(1));
    void* temp = nullptr;
    size_t bytes = 0;
    char what[128];
    auto run = [&](auto call) {
      bytes = 0;
      call(nullptr);
      cudaMalloc(&temp, bytes);
      cudaError_t e = call(temp);
      cudaFree(temp);
      return e;
    };
    long long want_sum = 0;
    for (int v : x) want_sum += v;
    long long* d_sum = to_device(std::vector<long long>(1));
    std::vector<long long> wide(x.begin(), x.end());
    long long* d_wide = to_device(wide);
    cudaError_t e = run([&](void* t) { return cub::DeviceReduce::Sum(t, bytes, d_wide, d_sum, n); });
    std::snprintf(what, sizeof what, "DeviceReduce::Sum n=%zu", n);
    check(e == cudaSuccess && to_host(d_sum, 1)[0] == want_sum, what);

    const int want_min = n ? *std::min_element(x.begin(), x.end()) : std::numeric_limits<int>::max();
    const int want_max = n ? *std::max_element(x.begin(), x.end()) : std::numeric_limits<int>::lowest();
    run([&](void* t) { return cub::DeviceReduce::Min(t, bytes, d_x, d_out, n); });
    std::snprintf(what, sizeof what, "DeviceReduce::Min n=%zu", n);
    check(to_host(d_out, 1)[0] == want_min, what);
    run([&](void* t) { return cub::DeviceReduce::Max(t, bytes, d_x, d_out, n); });
    std::snprintf(what, sizeof what, "DeviceReduce::Max n=%zu", n);
    check(to_host(d_out, 1)[0] == want_max, what);

    using Pair = cub::KeyValuePair<int, int>;
    Pair* d_pair = to_device(std::vector<Pair>(1));
    run([&](void* t) { return cub::DeviceReduce::ArgMin(t, bytes, d_x, d_pair, (int)n); });
    Pair p = to_host(d_pair, 1)[0];
    const int want_argmin = n ? int(std::min_element(x.begin(), x.end()) - x.begin()) : 1;
    std::snprintf(what, sizeof what, "DeviceReduce::ArgMin n=%zu (first of ties)", n);
    check(p.key == want_argmin && p.value == want_min, what);
    run([&](void* t) { return cub::DeviceReduce::ArgMax(t, bytes, d_x, d_pair, (int)n); });
    p = to_host(d_pair, 1)[0];
    const int want_argmax = n ? int(std::max_element(x.begin(), x.end()) - x.begin()) : 1;
    std::snprintf(what, sizeof what, "DeviceReduce::ArgMax n=%zu (first of ties)", n);
    check(p.key == want_argmax && p.value == want_max, what);

    int want_absmax = 7;
    for (int v : x) want_absmax = AbsMax()(want_absmax, v);
    run([&](void* t) { return cub::DeviceReduce::Reduce(t, bytes, d_x, d_out, (int)n, AbsMax(), 7); });
    std::snprintf(what, sizeof what, "DeviceReduce::Reduce custom op n=%zu", n);
    check(to_host(d_out, 1)[0] == want_absmax, what);

    // Scans.
    std::vector<long long> inc(n), exc(n);
    std::partial_sum(wide.begin(), wide.end(), inc.begin());
    for (size_t i = 0; i < n; ++i) exc[i] = i ? inc[i - 1] : 0;
    long long* d_scan = to_device(std::vector<long long>(n));
    run([&](void* t) { return cub::DeviceScan::InclusiveSum(t, bytes, d_wide, d_scan, n); });
    std::snprintf(what, sizeof what, "DeviceScan::InclusiveSum n=%zu", n);
    check(to_host(d_scan, n) == inc, what);
    run([&](void* t) { return cub::DeviceScan::ExclusiveSum(t, bytes, d_wide, d_scan, n); });
    std::snprintf(what, sizeof what, "DeviceScan::ExclusiveSum n=%zu", n);
    check(to_host(d_scan, n) == exc, what);
    std::vector<long long> prod_inc(n), prod_exc(n);
    long long acc = 3;
    for (size_t i = 0; i < n; ++i) {
      prod_exc[i] = acc;
      acc = Mul()(acc, wide[i]);
    }
    for (size_t i = 0; i < n; ++i) prod_inc[i] = i ? Mul()(prod_inc[i - 1], wide[i]) : wide[0];
    run([&](void* t) { return cub::DeviceScan::InclusiveScan(t, bytes, d_wide, d_scan, Mul(), n); });
    std::snprintf(what, sizeof what, "DeviceScan::InclusiveScan custom op n=%zu", n);
    check(to_host(d_scan, n) == prod_inc, what);
    run([&](void* t) { return cub::DeviceScan::ExclusiveScan(t, bytes, d_wide, d_scan, Mul(), 3LL, n); });
    std::snprintf(what, sizeof what, "DeviceScan::ExclusiveScan custom op n=%zu", n);
    check(to_host(d_scan, n) == prod_exc, what);

    // Select.
    std::vector<long long> odd;
    std::vector<char> flags(n);
    std::vector<long long> flagged;
    for (size_t i = 0; i < n; ++i) {
      if (wide[i] % 2) odd.push_back(wide[i]);
      flags[i] = (i % 3 == 0);
      if (flags[i]) flagged.push_back(wide[i]);
    }
    int* d_count = to_device(std::vector<int>(1));
    char* d_flags = to_device(flags);
    run([&](void* t) { return cub::DeviceSelect::If(t, bytes, d_wide, d_scan, d_count, n, IsOdd()); });
    int count = to_host(d_count, 1)[0];
    std::snprintf(what, sizeof what, "DeviceSelect::If n=%zu", n);
    check(count == (int)odd.size() && to_host(d_scan, count) == odd, what);
    run([&](void* t) {
      return cub::DeviceSelect::Flagged(t, bytes, d_wide, d_flags, d_scan, d_count, n);
    });
    count = to_host(d_count, 1)[0];
    std::snprintf(what, sizeof what, "DeviceSelect::Flagged n=%zu", n);
    check(count == (int)flagged.size() && to_host(d_scan, count) == flagged, what);

    cudaFree(d_x), cudaFree(d_out), cudaFree(d_sum), cudaFree(d_wide), cudaFree(d_pair);
    cudaFree(d_scan), cudaFree(d_count), cudaFree(d_flags);
  }
}

static void segmented_checks() {
  // Segments of varied lengths, one empty, one with a gap before it.
  const std::vector<int> begins = {0, 5, 5, 1000, 1003, 2100};
  const std::vector<int> ends = {5, 5, 1000, 1003, 2000, 5000};
  const size_t n = 5000, segments = begins.size();
  std::vector<double> x(n);
  for (auto& v : x) v = static_cast<double>(static_cast<int>(rng() % 1000)) / 8.0;
  std::vector<double> want_sum(segments, 0.0), want_max(segments);
  for (size_t s = 0; s < segments; ++s) {
    want_max[s] = std::numeric_limits<double>::lowest();
    for (int i = begins[s]; i < ends[s]; ++i) {
      want_sum[s] += x[i];
      want_max[s] = std::max(want_max[s], x[i]);
    }
  }
  double* d_x = to_device(x);
  double* d_out = to_device(std::vector<double>(segments));
  int* d_begins = to_device(begins);
  int* d_ends = to_device(ends);
  size_t bytes = 0;
  void* temp;
  cub::DeviceSegmentedReduce::Sum(nullptr, bytes, d_x, d_out, (int)segments, d_begins, d_ends);
  cudaMalloc(&temp, bytes);
  cudaError_t e = cub::DeviceSegmentedReduce::Sum(temp, bytes, d_x, d_out, (int)segments, d_begins, d_ends);
  check(e == cudaSuccess && to_host(d_out, segments) == want_sum, "DeviceSegmentedReduce::Sum");
  e = cub::DeviceSegmentedReduce::Reduce(temp, bytes, d_x, d_out, (int)segments, d_begins, d_ends,
                                         cub::Max(), std::numeric_limits<double>::lowest());
  check(e == cudaSuccess && to_host(d_out, segments) == want_max, "DeviceSegmentedReduce::Reduce Max");
  cudaFree(temp);

  // Segmented sort of pairs: each segment sorted on its own, stably.
  std::vector<uint16_t> keys = random_keys<uint16_t>(n);
  std::vector<int> vals(n);
  std::iota(vals.begin(), vals.end(), 0);
  std::vector<uint16_t> want_keys(keys);
  std::vector<int> want_vals(vals);
  for (size_t s = 0; s < segments; ++s) {
    std::stable_sort(want_vals.begin() + begins[s], want_vals.begin() + ends[s],
                     [&](int a, int b) { return keys[a] < keys[b]; });
    for (int i = begins[s]; i < ends[s]; ++i) want_keys[i] = keys[want_vals[i]];
  }
  uint16_t* dk_in = to_device(keys);
  uint16_t* dk_out = to_device(keys);  // items outside every segment: the input's, as written here
  int* dv_in = to_device(vals);
  int* dv_out = to_device(vals);
  cub::DeviceSegmentedRadixSort::SortPairs(nullptr, bytes, dk_in, dk_out, dv_in, dv_out, (int)n,
                                           (int)segments, d_begins, d_ends);
  cudaMalloc(&temp, bytes);
  e = cub::DeviceSegmentedRadixSort::SortPairs(temp, bytes, dk_in, dk_out, dv_in, dv_out, (int)n,
                                               (int)segments, d_begins, d_ends);
  std::vector<uint16_t> got_k = to_host(dk_out, n);
  std::vector<int> got_v = to_host(dv_out, n);
  bool ok = e == cudaSuccess;
  for (size_t s = 0; s < segments; ++s) {
    for (int i = begins[s]; i < ends[s]; ++i) ok = ok && got_k[i] == want_keys[i] && got_v[i] == want_vals[i];
  }
  check(ok, "DeviceSegmentedRadixSort::SortPairs");
  cudaFree(temp), cudaFree(d_x), cudaFree(d_out), cudaFree(d_begins), cudaFree(d_ends);
  cudaFree(dk_in), cudaFree(dk_out), cudaFree(dv_in), cudaFree(dv_out);
}

// ---- DeviceHistogram, DeviceRunLengthEncode, DevicePartition ------------------------------------

// Runs a CUB call twice (query, then with storage) and returns the second call's status.
template <typename Call>
static cudaError_t with_storage(Call call) {
  size_t bytes = 0;
  call(nullptr, bytes);
  void* temp = nullptr;
  cudaMalloc(&temp, bytes);
  cudaError_t e = call(temp, bytes);
  cudaFree(temp);
  return e;
}

static void histogram_checks() {
  char what[128];
  // 8-bit samples into 256 bins (HistogramEven, levels 0..256), against a direct count.
  for (size_t n : {size_t(0), size_t(1), size_t(1000), size_t(300001)}) {
    std::vector<unsigned char> x(n);
    for (auto& v : x) v = static_cast<unsigned char>(rng() % 256);
    std::vector<unsigned> want(256, 0);
    for (unsigned char v : x) ++want[v];
    unsigned char* d_x = to_device(x);
    unsigned* d_hist = to_device(std::vector<unsigned>(256, 99u));  // must be zeroed
    cudaError_t e = with_storage([&](void* t, size_t& b) {
      return cub::DeviceHistogram::HistogramEven(t, b, d_x, d_hist, 257, 0, 256, (int)n);
    });
    std::snprintf(what, sizeof what, "DeviceHistogram::HistogramEven uchar 256 bins n=%zu", n);
    check(e == cudaSuccess && to_host(d_hist, 256) == want, what);
    cudaFree(d_x), cudaFree(d_hist);
  }
  // int samples, 7 bins over [-10, 50): outside samples ignored; bin = (s + 10) * 7 / 60 exactly.
  {
    std::vector<int> x(5000);
    for (auto& v : x) v = static_cast<int>(rng() % 100) - 30;
    std::vector<long long> want(7, 0);
    for (int v : x) {
      for (int b = 0; b < 7; ++b) {  // the bin whose [60b/7, 60(b+1)/7) holds v + 10
        if (7LL * (v + 10) >= 60LL * b && 7LL * (v + 10) < 60LL * (b + 1)) ++want[b];
      }
    }
    int* d_x = to_device(x);
    long long* d_hist = to_device(std::vector<long long>(7));
    cudaError_t e = with_storage([&](void* t, size_t& b) {
      return cub::DeviceHistogram::HistogramEven(t, b, d_x, d_hist, 8, -10, 50, (int)x.size());
    });
    check(e == cudaSuccess && to_host(d_hist, 7) == want,
          "DeviceHistogram::HistogramEven int, samples outside [lower, upper) ignored");
  }
  // Float boundary samples. With levels [0, 1) and 10 bins CUB multiplies by the reciprocal 10,
  // so 0.7f (just below 0.7) lands in bin 7 and 0.9f in bin 9, not 6 and 8 as exact arithmetic
  // would put them: one sample per bin. Likewise [0.1, 0.7) in 6 bins (reciprocal 10.000001f):
  // 0.1f ... 0.6f one per bin, 0.7f (== upper) ignored, -0.0f and 1.0f outside. Expected counts
  // from NumPy float32 arithmetic of CUB's formula.
  {
    std::vector<float> x;
    for (int k = 0; k < 10; ++k) x.push_back(static_cast<float>(k / 10.0));
    x.push_back(1.0f);
    x.push_back(-1e-7f);
    float* d_x = to_device(x);
    int* d_hist = to_device(std::vector<int>(10));
    cudaError_t e = with_storage([&](void* t, size_t& b) {
      return cub::DeviceHistogram::HistogramEven(t, b, d_x, d_hist, 11, 0.0f, 1.0f, (int)x.size());
    });
    check(e == cudaSuccess && to_host(d_hist, 10) == std::vector<int>(10, 1),
          "DeviceHistogram::HistogramEven float: k/10 samples one per bin as on a GPU");
    std::vector<float> y;
    for (int k = 1; k <= 7; ++k) y.push_back(static_cast<float>(k / 10.0));
    float* d_y = to_device(y);
    e = with_storage([&](void* t, size_t& b) {
      return cub::DeviceHistogram::HistogramEven(t, b, d_y, d_hist, 7, 0.1f, 0.7f, (int)y.size());
    });
    check(e == cudaSuccess && to_host(d_hist, 6) == std::vector<int>(6, 1),
          "DeviceHistogram::HistogramEven float [0.1, 0.7): boundaries as on a GPU, upper ignored");
    // [0, 0.3) in 9 bins: the reciprocal rounds to 29.999998f, so 0.1f lands in bin 2 and 0.2f in
    // bin 5 (dividing (sample - lower) * 9 by 0.3f would give 3 and 6).
    const std::vector<float> z = {0.1f, 0.2f};
    float* d_z = to_device(z);
    e = with_storage([&](void* t, size_t& b) {
      return cub::DeviceHistogram::HistogramEven(t, b, d_z, d_hist, 10, 0.0f, 0.3f, 2);
    });
    check(e == cudaSuccess && to_host(d_hist, 9) == std::vector<int>{0, 0, 1, 0, 0, 1, 0, 0, 0},
          "DeviceHistogram::HistogramEven float [0, 0.3): CUB's rounded reciprocal");
    cudaFree(d_z);
    cudaFree(d_x), cudaFree(d_y), cudaFree(d_hist);
  }
  // HistogramRange: bins [l[i], l[i+1]); samples on levels, below, above, at the last level.
  {
    const std::vector<float> levels = {0.0f, 1.5f, 2.0f, 10.0f, 10.5f};
    std::vector<float> x = {0.0f, 1.5f, 2.0f, 10.0f, 10.5f, -0.5f, 11.0f, 1.49f, 3.0f, 10.25f};
    for (int i = 0; i < 2000; ++i) x.push_back(static_cast<float>(rng() % 240) / 20.0f - 0.5f);
    std::vector<int> want(4, 0);
    for (float v : x) {  // the last level at or below v, if it is not the last level
      int at = -1;
      for (int l = 0; l < 5; ++l) at = levels[l] <= v ? l : at;
      if (at >= 0 && at < 4) ++want[at];
    }
    float* d_x = to_device(x);
    float* d_levels = to_device(levels);
    int* d_hist = to_device(std::vector<int>(4, 7));
    cudaError_t e = with_storage([&](void* t, size_t& b) {
      return cub::DeviceHistogram::HistogramRange(t, b, d_x, d_hist, 5, d_levels, (int)x.size());
    });
    check(e == cudaSuccess && to_host(d_hist, 4) == want,
          "DeviceHistogram::HistogramRange float levels, samples on levels and outside");
    // 2-D: 3 rows of 5 samples, 8 floats apart; the padding holds in-range values never counted.
    std::vector<float> image(24, 1.0f);
    std::vector<int> want2(4, 0);
    for (int r = 0; r < 3; ++r) {
      for (int c = 0; c < 5; ++c) {
        image[r * 8 + c] = static_cast<float>((r * 5 + c) % 12);
        const float v = image[r * 8 + c];
        int at = -1;
        for (int l = 0; l < 5; ++l) at = levels[l] <= v ? l : at;
        if (at >= 0 && at < 4) ++want2[at];
      }
    }
    float* d_image = to_device(image);
    e = with_storage([&](void* t, size_t& b) {
      return cub::DeviceHistogram::HistogramRange(t, b, d_image, d_hist, 5, d_levels, 5, 3,
                                                  8 * sizeof(float));
    });
    check(e == cudaSuccess && to_host(d_hist, 4) == want2,
          "DeviceHistogram::HistogramRange 2-D rows with a pitch");
    int* d_hist10 = to_device(std::vector<int>(10));
    std::vector<int> want3(10, 0);
    for (int r = 0; r < 3; ++r) {
      for (int c = 0; c < 5; ++c) {
        const float v = image[r * 8 + c];
        if (v >= 0.0f && v < 10.0f) ++want3[static_cast<int>(v)];
      }
    }
    e = with_storage([&](void* t, size_t& b) {
      return cub::DeviceHistogram::HistogramEven(t, b, d_image, d_hist10, 11, 0.0f, 10.0f, 5, 3,
                                                 8 * sizeof(float));
    });
    check(e == cudaSuccess && to_host(d_hist10, 10) == want3,
          "DeviceHistogram::HistogramEven 2-D rows with a pitch");
    // Too small a buffer: cudaErrorInvalidValue, the counters untouched.
    size_t bytes = 0;
    cub::DeviceHistogram::HistogramEven(nullptr, bytes, d_x, d_hist, 5, 0.0f, 4.0f, 10);
    void* temp;
    cudaMalloc(&temp, bytes);
    size_t small = bytes - 1;
    std::vector<int> before = to_host(d_hist, 4);
    e = cub::DeviceHistogram::HistogramEven(temp, small, d_x, d_hist, 5, 0.0f, 4.0f, 10);
    check(bytes > 0 && e == cudaErrorInvalidValue && to_host(d_hist, 4) == before,
          "DeviceHistogram too small temp storage: cudaErrorInvalidValue, no work");
    // Integer levels whose bin arithmetic could overflow: CUB refuses them.
    std::vector<long long> big = {0, 5};
    long long* d_big = to_device(big);
    size_t big_bytes = 0;
    e = cub::DeviceHistogram::HistogramEven(nullptr, big_bytes, d_big, d_hist, 5,
                                            std::numeric_limits<long long>::min(),
                                            std::numeric_limits<long long>::max(), 2);
    check(e == cudaErrorInvalidValue, "DeviceHistogram overflowing integer levels: cudaErrorInvalidValue");
    // 8-bit levels cannot count 300 bins (CUB's arithmetic would wrap): refused, not miscounted.
    std::vector<unsigned char> bytes_in = {1, 2, 3};
    unsigned char* d_bytes_in = to_device(bytes_in);
    e = with_storage([&](void* t, size_t& b) {
      return cub::DeviceHistogram::HistogramEven(t, b, d_bytes_in, d_hist, 301, (unsigned char)0,
                                                 (unsigned char)255, 3);
    });
    check(e == cudaErrorInvalidValue, "DeviceHistogram more bins than the level type holds: cudaErrorInvalidValue");
    cudaFree(d_bytes_in);
    cudaFree(temp), cudaFree(d_x), cudaFree(d_levels), cudaFree(d_hist), cudaFree(d_image);
    cudaFree(d_hist10), cudaFree(d_big);
  }
}

struct Below {
  int limit;
  __host__ __device__ bool operator()(int x) const { return x < limit; }
};

static void run_length_and_partition_checks() {
  char what[128];
  for (int n : {0, 1, 1000, 300001, -1}) {  // -1: 5000 equal items, one run
    const bool one_run = n < 0;
    if (one_run) n = 5000;
    std::vector<int> x(n);
    for (auto& v : x) v = one_run ? 42 : static_cast<int>(rng() % 3);
    // Reference runs: std::unique_copy for the keys, std::find_if for each run's end.
    std::vector<int> want_unique;
    std::unique_copy(x.begin(), x.end(), std::back_inserter(want_unique));
    std::vector<int> want_counts, want_offsets, want_lengths;
    for (auto it = x.begin(); it != x.end();) {
      auto end = std::find_if(it, x.end(), [&](int v) { return v != *it; });
      want_counts.push_back(static_cast<int>(end - it));
      if (end - it > 1) {
        want_offsets.push_back(static_cast<int>(it - x.begin()));
        want_lengths.push_back(static_cast<int>(end - it));
      }
      it = end;
    }
    int* d_x = to_device(x);
    int* d_a = to_device(std::vector<int>(n));
    int* d_b = to_device(std::vector<int>(n));
    int* d_runs = to_device(std::vector<int>(1, -1));
    cudaError_t e = with_storage([&](void* t, size_t& b) {
      return cub::DeviceRunLengthEncode::Encode(t, b, d_x, d_a, d_b, d_runs, n);
    });
    int runs = to_host(d_runs, 1)[0];
    std::snprintf(what, sizeof what, "DeviceRunLengthEncode::Encode n=%d%s", n,
                  one_run ? " one run" : "");
    check(e == cudaSuccess && runs == (int)want_unique.size() && to_host(d_a, runs) == want_unique &&
              to_host(d_b, runs) == want_counts,
          what);
    e = with_storage([&](void* t, size_t& b) {
      return cub::DeviceRunLengthEncode::NonTrivialRuns(t, b, d_x, d_a, d_b, d_runs, n);
    });
    runs = to_host(d_runs, 1)[0];
    std::snprintf(what, sizeof what, "DeviceRunLengthEncode::NonTrivialRuns n=%d%s", n,
                  one_run ? " one run" : "");
    check(e == cudaSuccess && runs == (int)want_offsets.size() &&
              to_host(d_a, runs) == want_offsets && to_host(d_b, runs) == want_lengths,
          what);

    // Partition: selected in input order, then the rejected in reverse input order.
    for (int limit : {1, 3, -5}) {  // some, all, none selected
      std::vector<int> want(x);
      std::stable_partition(want.begin(), want.end(), [&](int v) { return v < limit; });
      const auto split = std::find_if(want.begin(), want.end(), [&](int v) { return v >= limit; });
      std::reverse(split, want.end());
      const int want_selected = static_cast<int>(split - want.begin());
      e = with_storage([&](void* t, size_t& b) {
        return cub::DevicePartition::If(t, b, d_x, d_a, d_runs, n, Below{limit});
      });
      std::snprintf(what, sizeof what, "DevicePartition::If n=%d%s x < %d", n,
                    one_run ? " one run" : "", limit);
      check(e == cudaSuccess && to_host(d_runs, 1)[0] == want_selected && to_host(d_a, n) == want,
            what);
    }
    // Three ways: x < 1 first, then x < 2 of the rest, the others; each in input order.
    {
      std::vector<int> want_first, want_second, want_rest;
      for (int v : x) (v < 1 ? want_first : v < 2 ? want_second : want_rest).push_back(v);
      int* d_c = to_device(std::vector<int>(n));
      int* d_counts = to_device(std::vector<int>(2, -1));
      e = with_storage([&](void* t, size_t& b) {
        return cub::DevicePartition::If(t, b, d_x, d_a, d_b, d_c, d_counts, n, Below{1}, Below{2});
      });
      const std::vector<int> counts = to_host(d_counts, 2);
      const int rest = n - counts[0] - counts[1];
      std::snprintf(what, sizeof what, "DevicePartition::If three-way n=%d%s", n,
                    one_run ? " one run" : "");
      check(e == cudaSuccess && counts[0] == (int)want_first.size() &&
                counts[1] == (int)want_second.size() && to_host(d_a, counts[0]) == want_first &&
                to_host(d_b, counts[1]) == want_second && to_host(d_c, rest) == want_rest,
            what);
      cudaFree(d_c), cudaFree(d_counts);
    }
    std::vector<char> flags(n);
    for (int i = 0; i < n; ++i) flags[i] = (i % 3 == 1);
    std::vector<int> kept, rejected;
    for (int i = 0; i < n; ++i) (flags[i] ? kept : rejected).push_back(x[i]);
    kept.insert(kept.end(), rejected.rbegin(), rejected.rend());
    char* d_flags = to_device(flags);
    e = with_storage([&](void* t, size_t& b) {
      return cub::DevicePartition::Flagged(t, b, d_x, d_flags, d_a, d_runs, n);
    });
    std::snprintf(what, sizeof what, "DevicePartition::Flagged n=%d%s", n, one_run ? " one run" : "");
    check(e == cudaSuccess && to_host(d_runs, 1)[0] == (n + 1) / 3 && to_host(d_a, n) == kept, what);
    cudaFree(d_x), cudaFree(d_a), cudaFree(d_b), cudaFree(d_runs), cudaFree(d_flags);
  }
}

// DeviceSegmentedSort against std::stable_sort of each segment (items outside every segment:
// the output's earlier contents, not written).
template <typename K>
static std::vector<int> stable_segment_order(const std::vector<K>& keys, const std::vector<int>& begins,
                                             const std::vector<int>& ends, bool descending) {
  std::vector<int> order(keys.size());
  std::iota(order.begin(), order.end(), 0);
  for (size_t s = 0; s < begins.size(); ++s) {
    std::stable_sort(order.begin() + begins[s], order.begin() + ends[s], [&](int a, int b) {
      return descending ? keys[b] < keys[a] : keys[a] < keys[b];
    });
  }
  return order;
}

static void segmented_sort_checks() {
  const std::vector<int> begins = {0, 7, 7, 8, 1500, 1510};
  const std::vector<int> ends = {7, 7, 8, 1400, 1510, 4000};  // [1400, 1500) in no segment
  const size_t n = 4000, segments = begins.size();
  int* d_begins = to_device(begins);
  int* d_ends = to_device(ends);
  std::vector<float> keys = random_keys<float>(n);
  std::vector<int> vals(n);
  std::iota(vals.begin(), vals.end(), 0);
  float* dk_in = to_device(keys);
  int* dv_in = to_device(vals);
  const std::vector<float> sentinel_k(n, 5.0f);
  const std::vector<int> sentinel_v(n, -1);
  float* dk_out = to_device(sentinel_k);
  int* dv_out = to_device(sentinel_v);
  auto expect = [&](const std::vector<int>& order, const std::vector<float>& got_k,
                    const std::vector<int>* got_v) {
    for (size_t i = 0; i < n; ++i) {
      const bool inside = !(i >= 1400 && i < 1500);
      const float want_k = inside ? keys[order[i]] : 5.0f;
      const int want_v = inside ? order[i] : -1;
      if (std::memcmp(&got_k[i], &want_k, sizeof(float)) != 0) return false;  // -0.0 vs +0.0 too
      if (got_v && (*got_v)[i] != want_v) return false;
    }
    return true;
  };
  for (bool descending : {false, true}) {
    const std::vector<int> order = stable_segment_order(keys, begins, ends, descending);
    cudaMemcpy(dk_out, sentinel_k.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dv_out, sentinel_v.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    cudaError_t e = with_storage([&](void* t, size_t& b) {
      return descending ? cub::DeviceSegmentedSort::StableSortPairsDescending(
                              t, b, dk_in, dk_out, dv_in, dv_out, n, segments, d_begins, d_ends)
                        : cub::DeviceSegmentedSort::StableSortPairs(
                              t, b, dk_in, dk_out, dv_in, dv_out, n, segments, d_begins, d_ends);
    });
    std::vector<int> got_v = to_host(dv_out, n);
    check(e == cudaSuccess && expect(order, to_host(dk_out, n), &got_v),
          descending ? "DeviceSegmentedSort::StableSortPairsDescending float (-0.0/+0.0 stable)"
                     : "DeviceSegmentedSort::StableSortPairs float (-0.0/+0.0 stable)");
    cudaMemcpy(dk_out, sentinel_k.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    e = with_storage([&](void* t, size_t& b) {
      return descending ? cub::DeviceSegmentedSort::SortKeysDescending(t, b, dk_in, dk_out, n, segments,
                                                                       d_begins, d_ends)
                        : cub::DeviceSegmentedSort::SortKeys(t, b, dk_in, dk_out, n, segments,
                                                             d_begins, d_ends);
    });
    check(e == cudaSuccess && expect(order, to_host(dk_out, n), nullptr),
          descending ? "DeviceSegmentedSort::SortKeysDescending float"
                     : "DeviceSegmentedSort::SortKeys float");
    // DoubleBuffer: the result where the selectors say.
    float* dk_alt = to_device(std::vector<float>(n));
    int* dv_alt = to_device(std::vector<int>(n));
    cudaMemcpy(dk_out, keys.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dv_out, vals.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    cub::DoubleBuffer<float> kb(dk_out, dk_alt);
    cub::DoubleBuffer<int> vb(dv_out, dv_alt);
    e = with_storage([&](void* t, size_t& b) {
      return descending ? cub::DeviceSegmentedSort::SortPairsDescending(t, b, kb, vb, n, segments,
                                                                        d_begins, d_ends)
                        : cub::DeviceSegmentedSort::SortPairs(t, b, kb, vb, n, segments, d_begins,
                                                              d_ends);
    });
    std::vector<float> got_k = to_host(kb.Current(), n);
    got_v = to_host(vb.Current(), n);
    bool ok = e == cudaSuccess && kb.selector == vb.selector;
    for (size_t i = 0; ok && i < n; ++i) {  // outside every segment: the input, as it was
      if (i >= 1400 && i < 1500) ok = got_v[i] == vals[i] && got_k[i] == keys[i];
      else ok = got_v[i] == order[i] && std::memcmp(&got_k[i], &keys[order[i]], sizeof(float)) == 0;
    }
    check(ok, descending ? "DeviceSegmentedSort::SortPairsDescending DoubleBuffer"
                         : "DeviceSegmentedSort::SortPairs DoubleBuffer");
    cudaFree(dk_alt), cudaFree(dv_alt);
  }
  // No segments: nothing written. A segment past num_items: cudaErrorInvalidValue, no work.
  cudaMemcpy(dk_out, sentinel_k.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaError_t e = with_storage([&](void* t, size_t& b) {
    return cub::DeviceSegmentedSort::StableSortKeys(t, b, dk_in, dk_out, n, 0, d_begins, d_ends);
  });
  check(e == cudaSuccess && to_host(dk_out, n) == sentinel_k, "DeviceSegmentedSort no segments");
  const std::vector<int> bad_ends = {7, 7, 8, 1400, 1510, 4001};
  int* d_bad_ends = to_device(bad_ends);
  e = with_storage([&](void* t, size_t& b) {
    return cub::DeviceSegmentedSort::SortKeys(t, b, dk_in, dk_out, n, segments, d_begins, d_bad_ends);
  });
  check(e == cudaErrorInvalidValue && to_host(dk_out, n) == sentinel_k,
        "DeviceSegmentedSort segment past num_items: cudaErrorInvalidValue, no work");
  cudaFree(d_begins), cudaFree(d_ends), cudaFree(d_bad_ends), cudaFree(dk_in), cudaFree(dv_in);
  cudaFree(dk_out), cudaFree(dv_out);
}

__global__ void fill_thirds(int* keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) keys[i] = i / 3;
}

// A kernel writes runs of three on a stream; Encode and HistogramEven on that stream see them.
static void new_algorithms_stream_order_check() {
  const int n = 30000;
  int *d_keys, *d_unique, *d_counts, *d_runs;
  cudaMalloc(&d_keys, n * sizeof(int));
  cudaMalloc(&d_unique, n * sizeof(int));
  cudaMalloc(&d_counts, n * sizeof(int));
  cudaMalloc(&d_runs, sizeof(int));
  int* d_hist;
  cudaMalloc(&d_hist, 10 * sizeof(int));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  size_t bytes = 0, hist_bytes = 0;
  cub::DeviceRunLengthEncode::Encode(nullptr, bytes, d_keys, d_unique, d_counts, d_runs, n, stream);
  cub::DeviceHistogram::HistogramEven(nullptr, hist_bytes, d_keys, d_hist, 11, 0, 10000, n, stream);
  void* temp;
  cudaMalloc(&temp, std::max(bytes, hist_bytes));
  fill_thirds<<<(n + 255) / 256, 256, 0, stream>>>(d_keys, n);
  cub::DeviceRunLengthEncode::Encode(temp, bytes, d_keys, d_unique, d_counts, d_runs, n, stream);
  cub::DeviceHistogram::HistogramEven(temp, hist_bytes, d_keys, d_hist, 11, 0, 10000, n, stream);
  cudaStreamSynchronize(stream);
  std::vector<int> unique = to_host(d_unique, n / 3), counts = to_host(d_counts, n / 3);
  bool ok = to_host(d_runs, 1)[0] == n / 3;
  for (int i = 0; ok && i < n / 3; ++i) ok = unique[i] == i && counts[i] == 3;
  check(ok, "RunLengthEncode::Encode after a kernel on the same stream sees its keys");
  check(to_host(d_hist, 10) == std::vector<int>(10, 3000),
        "HistogramEven after a kernel on the same stream sees its samples");
  cudaStreamDestroy(stream);
  cudaFree(temp), cudaFree(d_keys), cudaFree(d_unique), cudaFree(d_counts), cudaFree(d_runs);
  cudaFree(d_hist);
}

// Stream order: a kernel writes the keys on a stream, the sort on that stream must see them.
__global__ void fill_descending(unsigned* keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) keys[i] = static_cast<unsigned>(n - i);
}

static void stream_order_check() {
  const int n = 100000;
  unsigned* d_in;
  unsigned* d_out;
  cudaMalloc(&d_in, n * sizeof(unsigned));
  cudaMalloc(&d_out, n * sizeof(unsigned));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  size_t bytes = 0;
  cub::DeviceRadixSort::SortKeys(nullptr, bytes, d_in, d_out, n, 0, 32, stream);
  void* temp;
  cudaMalloc(&temp, bytes);
  fill_descending<<<(n + 255) / 256, 256, 0, stream>>>(d_in, n);
  cub::DeviceRadixSort::SortKeys(temp, bytes, d_in, d_out, n, 0, 32, stream);
  cudaStreamSynchronize(stream);
  std::vector<unsigned> got = to_host(d_out, n);
  bool ok = true;
  for (int i = 0; i < n; ++i) ok = ok && got[i] == static_cast<unsigned>(i + 1);
  check(ok, "sort after a kernel on the same stream sees its keys");
  cudaStreamDestroy(stream);
  cudaFree(temp), cudaFree(d_in), cudaFree(d_out);
}

// CUB's examples allocate temporary storage through CachingDeviceAllocator and CubDebugExit.
static void allocator_check() {
  cub::CachingDeviceAllocator allocator(true);
  std::vector<int> x = {5, -3, 9, 1};
  int *d_x = nullptr, *d_sum = nullptr;
  CubDebugExit(allocator.DeviceAllocate((void**)&d_x, sizeof(int) * x.size()));
  CubDebugExit(allocator.DeviceAllocate((void**)&d_sum, sizeof(int)));
  cudaMemcpy(d_x, x.data(), sizeof(int) * x.size(), cudaMemcpyHostToDevice);
  void* temp = nullptr;
  size_t bytes = 0;
  CubDebugExit(cub::DeviceReduce::Sum(temp, bytes, d_x, d_sum, (int)x.size()));
  CubDebugExit(allocator.DeviceAllocate(&temp, bytes));
  CubDebugExit(cub::DeviceReduce::Sum(temp, bytes, d_x, d_sum, (int)x.size()));
  check(to_host(d_sum, 1)[0] == 12, "CachingDeviceAllocator and CubDebugExit around DeviceReduce::Sum");
  size_t too_small = 1;
  check(CubDebug(cub::DeviceReduce::Sum(temp, too_small, d_x, d_sum, 4)) == cudaErrorInvalidValue,
        "CubDebug passes the error on");
  CubDebugExit(allocator.DeviceFree(temp));
  CubDebugExit(allocator.DeviceFree(d_x));
  CubDebugExit(allocator.DeviceFree(d_sum));
}

static void bench(size_t n) {
  std::vector<uint32_t> keys(n);
  for (auto& k : keys) k = static_cast<uint32_t>(rng());
  uint32_t* d_in = to_device(keys);
  uint32_t* d_out = to_device(std::vector<uint32_t>(n));
  size_t bytes = 0;
  cub::DeviceRadixSort::SortKeys(nullptr, bytes, d_in, d_out, (int)n);
  void* temp;
  cudaMalloc(&temp, bytes);
  auto t0 = std::chrono::steady_clock::now();
  cub::DeviceRadixSort::SortKeys(temp, bytes, d_in, d_out, (int)n);
  auto t1 = std::chrono::steady_clock::now();
  std::vector<uint32_t> copy(keys);
  auto t2 = std::chrono::steady_clock::now();
  std::sort(copy.begin(), copy.end());
  auto t3 = std::chrono::steady_clock::now();
  const double cub_ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
  const double std_ms = std::chrono::duration<double, std::milli>(t3 - t2).count();
  std::printf("bench n=%zu cub::DeviceRadixSort::SortKeys %.1f ms, std::sort %.1f ms, equal %d\n",
              n, cub_ms, std_ms, (int)(to_host(d_out, n) == copy));
}

int main(int argc, char** argv) {
  if (argc > 2 && std::strcmp(argv[1], "bench") == 0) {
    bench(std::strtoull(argv[2], nullptr, 10));
    return 0;
  }
  radix_sort_checks();
  reduce_scan_checks();
  segmented_checks();
  stream_order_check();
  allocator_check();
  histogram_checks();
  run_length_and_partition_checks();
  segmented_sort_checks();
  new_algorithms_stream_order_check();
  std::printf("done, %d failed\n", failures);
  return failures ? 1 : 0;
}
