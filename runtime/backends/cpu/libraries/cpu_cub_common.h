// cuport CPU backend: what CUB's device-wide algorithms share (cpu_cub_device.h and
// cpu_cub_radix_sort.h): CUB's value types (KeyValuePair, DoubleBuffer, the operators), the
// temporary-storage protocol (a first call with d_temp_storage == nullptr sets
// temp_storage_bytes and does no work; too small a buffer gives cudaErrorInvalidValue, as CUB's
// check does), stream order (work runs after the stream's earlier work, and the call returns
// when it is done) and the split of large inputs over worker threads.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <limits>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "../host/cpu_stream.h"

namespace cub {

// A key and a value: the offset and the extremum that ArgMin/ArgMax write.
template <typename K, typename V>
struct KeyValuePair {
  using Key = K;
  using Value = V;
  K key;
  V value;
  KeyValuePair() = default;
  KeyValuePair(const K& k, const V& v) : key(k), value(v) {}
  bool operator==(const KeyValuePair& o) const { return key == o.key && value == o.value; }
  bool operator!=(const KeyValuePair& o) const { return !(*this == o); }
};

// Two buffers of which one (selector) holds the current data; the radix sorts that take them
// ping-pong between the two and leave selector on the one holding the result.
template <typename T>
struct DoubleBuffer {
  T* d_buffers[2];
  int selector;
  DoubleBuffer() : d_buffers{nullptr, nullptr}, selector(0) {}
  DoubleBuffer(T* current, T* alternate) : d_buffers{current, alternate}, selector(0) {}
  T* Current() { return d_buffers[selector]; }
  T* Alternate() { return d_buffers[selector ^ 1]; }
};

// The binary operators CUB names (cub::Sum and friends; CCCL 3 also takes cuda::std's).
struct Sum {
  template <typename A, typename B>
  auto operator()(const A& a, const B& b) const -> decltype(a + b) { return a + b; }
};
struct Min {
  template <typename A, typename B>
  auto operator()(const A& a, const B& b) const { return b < a ? b : a; }
};
struct Max {
  template <typename A, typename B>
  auto operator()(const A& a, const B& b) const { return a < b ? b : a; }
};
// On KeyValuePair<offset, value>: the smaller value, the lower offset on ties.
struct ArgMin {
  template <typename P>
  P operator()(const P& a, const P& b) const {
    if (b.value < a.value || (!(a.value < b.value) && b.key < a.key)) return b;
    return a;
  }
};
struct ArgMax {
  template <typename P>
  P operator()(const P& a, const P& b) const {
    if (a.value < b.value || (!(b.value < a.value) && b.key < a.key)) return b;
    return a;
  }
};

namespace cpu_detail {

template <typename It>
using value_of = std::remove_cv_t<std::remove_reference_t<decltype(*std::declval<It>())>>;

// Output iterators (pointers, discard iterators) have no usable value type: fall back to the
// input's, as CUB's non_void_value_t does.
template <typename It, typename Fallback, typename = void>
struct out_value {
  using type = Fallback;
};
template <typename T, typename Fallback>
struct out_value<T*, Fallback, void> {
  using type = std::remove_cv_t<T>;
};
template <typename It, typename Fallback>
using out_value_t = typename out_value<It, Fallback>::type;

constexpr std::size_t kAlign = 256;
inline std::size_t round_up(std::size_t bytes) { return (bytes + kAlign - 1) / kAlign * kAlign; }

// Carves the caller's temporary storage as CUB does: the query (null storage) reports the total,
// a call with too little storage is refused with cudaErrorInvalidValue.
struct Carve {
  std::size_t sizes[4] = {0, 0, 0, 0};
  void* parts[4] = {nullptr, nullptr, nullptr, nullptr};
  int count = 0;
  void add(std::size_t bytes) { sizes[count++] = round_up(bytes); }
  std::size_t total() const {
    std::size_t sum = kAlign;  // never zero: a program may cudaMalloc what it is told
    for (int i = 0; i < count; ++i) sum += sizes[i];
    return sum;
  }
  // cuportSuccess with *query set when d_temp_storage is null (the caller then returns).
  cuportError_t map(void* d_temp_storage, std::size_t& temp_storage_bytes, bool* query) {
    *query = d_temp_storage == nullptr;
    if (*query) {
      temp_storage_bytes = total();
      return cuportSuccess;
    }
    if (temp_storage_bytes < total()) return cuportErrorInvalidValue;
    auto base = reinterpret_cast<std::uintptr_t>(d_temp_storage);
    base = (base + kAlign - 1) / kAlign * kAlign;
    for (int i = 0; i < count; ++i) {
      parts[i] = reinterpret_cast<void*>(base);
      base += sizes[i];
    }
    return cuportSuccess;
  }
};

// Runs task in stream's order and waits for it, as cuport's other libraries do.
template <typename Task>
cuportError_t run_on(cuportStream_t stream, Task task) {
  return ::cuport::cpu::enqueue_and_wait(stream, [&] { task(); });
}

// How many worker threads a job of n items gets: one below 64K items or in deterministic mode.
inline unsigned threads_for(std::int64_t n) {
  if (::cuport::cpu::mode() != ::cuport::cpu::Mode::parallel || n < (std::int64_t{1} << 16)) {
    return 1;
  }
  const std::int64_t most = std::max<std::int64_t>(1, n >> 15);
  return static_cast<unsigned>(std::min<std::int64_t>(::cuport::cpu::worker_count(), most));
}

// fn(part, begin, end) over `parts` contiguous ranges of [0, n), in parallel.
template <typename F>
void for_parts(unsigned parts, std::int64_t n, F&& fn) {
  const std::int64_t chunk = (n + parts - 1) / parts;
  if (parts <= 1) {
    fn(0u, std::int64_t{0}, n);
    return;
  }
  std::vector<std::thread> pool;
  for (unsigned p = 1; p < parts; ++p) {
    const std::int64_t b = std::min(n, p * chunk), e = std::min(n, b + chunk);
    pool.emplace_back([&fn, p, b, e] { fn(p, b, e); });
  }
  fn(0u, std::int64_t{0}, std::min(n, chunk));
  for (auto& t : pool) t.join();
}
}  // namespace cpu_detail
}  // namespace cub
