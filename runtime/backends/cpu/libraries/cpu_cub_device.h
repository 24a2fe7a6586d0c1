// cuport CPU backend: CUB's device-wide algorithms (cub::DeviceRadixSort, DeviceReduce,
// DeviceScan, DeviceSegmentedReduce, DeviceSegmentedRadixSort, DeviceSelect) with CUB's calling
// convention: a first call with d_temp_storage == nullptr sets temp_storage_bytes and does no
// work; a second runs the algorithm in the stream's order (after its earlier work) and returns
// when it is done; a buffer smaller than the size reported gives cudaErrorInvalidValue, as CUB's
// temporary-storage check does. Large inputs use the CPU backend's worker threads.
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

// ---- radix sort ----------------------------------------------------------------------------

template <typename Key>
struct KeyBits {
  static_assert(std::is_arithmetic<Key>::value,
                "cub::DeviceRadixSort on the CPU backend sorts integer and floating-point keys");
  using U = std::conditional_t<
      sizeof(Key) == 1, std::uint8_t,
      std::conditional_t<sizeof(Key) == 2, std::uint16_t,
                         std::conditional_t<sizeof(Key) == 4, std::uint32_t, std::uint64_t>>>;
  static constexpr U kHigh = static_cast<U>(U(1) << (sizeof(U) * 8 - 1));
  static constexpr bool kFloat = std::is_floating_point<Key>::value;
  static constexpr bool kSigned = std::is_signed<Key>::value && !kFloat;

  // CUB's order-preserving map to unsigned: signed integers flip the sign bit; floats flip the
  // sign bit when positive and every bit when negative; descending inverts the result.
  static U in(U k, bool descending) {
    U t = k;
    if (kSigned) t = static_cast<U>(k ^ kHigh);
    if (kFloat) t = (k & kHigh) ? static_cast<U>(~k) : static_cast<U>(k ^ kHigh);
    return descending ? static_cast<U>(~t) : t;
  }
  static U out(U t, bool descending) {
    if (descending) t = static_cast<U>(~t);
    if (kSigned) return static_cast<U>(t ^ kHigh);
    if (kFloat) return (t & kHigh) ? static_cast<U>(t ^ kHigh) : static_cast<U>(~t);
    return t;
  }
  // CUB sorts -0.0 and +0.0 as equal keys (stably): their digits are read as +0.0's.
  static U digit_source(U t, bool descending) {
    if (!kFloat) return t;
    const U minus_zero = in(kHigh, descending), plus_zero = in(U(0), descending);
    return t == minus_zero ? plus_zero : t;
  }
};

template <typename U>
using alias_t = U __attribute__((may_alias));

constexpr int kRadixBits = 8;
constexpr int kBuckets = 1 << kRadixBits;

// Stable LSD radix sort of twiddled keys in keys[0] (values in vals[0] when there are values),
// ping-ponging with keys[1]/vals[1], over bits [begin_bit, end_bit). Returns which buffer holds
// the result. threads > 1 splits each pass: per-thread histograms, then a stable scatter.
template <typename Bits, typename U, typename V>
int radix_passes(alias_t<U>* keys[2], V* vals[2], std::int64_t n, int begin_bit, int end_bit,
                 bool descending, unsigned threads) {
  int current = 0;
  std::vector<std::int64_t> counts;
  for (int shift = begin_bit; shift < end_bit; shift += kRadixBits) {
    const int bits = std::min(kRadixBits, end_bit - shift);
    const U mask = static_cast<U>((U(1) << bits) - 1);
    const alias_t<U>* src = keys[current];
    alias_t<U>* dst = keys[current ^ 1];
    const V* vsrc = vals[0] ? vals[current] : nullptr;
    V* vdst = vals[0] ? vals[current ^ 1] : nullptr;
    auto digit = [&](U k) {
      return static_cast<int>((Bits::digit_source(k, descending) >> shift) & mask);
    };
    counts.assign(static_cast<std::size_t>(threads) * kBuckets, 0);
    // Counts and offsets live in local arrays while in use: with -fno-strict-aliasing a store
    // through dst could alias a vector's element, and the loops would reload it every item.
    for_parts(threads, n, [&](unsigned p, std::int64_t b, std::int64_t e) {
      std::int64_t c[kBuckets] = {};
      for (std::int64_t i = b; i < e; ++i) ++c[digit(src[i])];
      std::copy(c, c + kBuckets, &counts[static_cast<std::size_t>(p) * kBuckets]);
    });
    // A pass in which every key has the same digit moves nothing.
    bool trivial = false;
    for (int d = 0; d < kBuckets && !trivial; ++d) {
      std::int64_t total = 0;
      for (unsigned p = 0; p < threads; ++p) total += counts[p * kBuckets + d];
      trivial = total == n;
    }
    if (trivial) continue;
    std::int64_t running = 0;  // digit-major, thread-minor offsets keep the scatter stable
    for (int d = 0; d < kBuckets; ++d) {
      for (unsigned p = 0; p < threads; ++p) {
        const std::int64_t c = counts[p * kBuckets + d];
        counts[p * kBuckets + d] = running;
        running += c;
      }
    }
    for_parts(threads, n, [&](unsigned p, std::int64_t b, std::int64_t e) {
      std::int64_t offset[kBuckets];
      std::copy_n(&counts[static_cast<std::size_t>(p) * kBuckets], kBuckets, offset);
      for (std::int64_t i = b; i < e; ++i) {
        const std::int64_t to = offset[digit(src[i])]++;
        dst[to] = src[i];
        if (vdst) vdst[to] = vsrc[i];
      }
    });
    current ^= 1;
  }
  return current;
}

inline bool valid_bits(int begin_bit, int end_bit, int key_bits) {
  return begin_bit >= 0 && end_bit <= key_bits && begin_bit <= end_bit;
}

// Sorts keys_in -> keys_out (values likewise) using temp for the second buffers.
template <typename Key, typename Value>
void sort_copy(const Key* keys_in, Key* keys_out, const Value* vals_in, Value* vals_out,
               std::int64_t n, int begin_bit, int end_bit, bool descending, void* key_temp,
               void* val_temp, unsigned threads) {
  using Bits = KeyBits<Key>;
  using U = typename Bits::U;
  auto* out = reinterpret_cast<alias_t<U>*>(keys_out);
  const auto* in = reinterpret_cast<const alias_t<U>*>(keys_in);
  for (std::int64_t i = 0; i < n; ++i) out[i] = Bits::in(in[i], descending);
  if (vals_out && vals_out != vals_in) std::copy(vals_in, vals_in + n, vals_out);
  alias_t<U>* keys[2] = {out, static_cast<alias_t<U>*>(key_temp)};
  Value* vals[2] = {vals_out, static_cast<Value*>(val_temp)};
  const int at = radix_passes<Bits, U, Value>(keys, vals, n, begin_bit, end_bit, descending,
                                                threads);
  if (at == 1) {
    std::copy(keys[1], keys[1] + n, out);
    if (vals_out) std::copy(vals[1], vals[1] + n, vals_out);
  }
  for (std::int64_t i = 0; i < n; ++i) out[i] = Bits::out(out[i], descending);
}

// Sorts in a DoubleBuffer pair, leaving the selectors on the buffers with the result.
template <typename Key, typename Value>
void sort_double(DoubleBuffer<Key>& keys, DoubleBuffer<Value>* vals, std::int64_t n,
                 int begin_bit, int end_bit, bool descending, unsigned threads) {
  using Bits = KeyBits<Key>;
  using U = typename Bits::U;
  alias_t<U>* k[2] = {reinterpret_cast<alias_t<U>*>(keys.Current()),
                      reinterpret_cast<alias_t<U>*>(keys.Alternate())};
  Value* v[2] = {vals ? vals->Current() : nullptr, vals ? vals->Alternate() : nullptr};
  for (std::int64_t i = 0; i < n; ++i) k[0][i] = Bits::in(k[0][i], descending);
  const int at = radix_passes<Bits, U, Value>(k, v, n, begin_bit, end_bit, descending, threads);
  for (std::int64_t i = 0; i < n; ++i) k[at][i] = Bits::out(k[at][i], descending);
  keys.selector ^= at;
  if (vals) vals->selector ^= at;
}

struct NoValue {};

template <typename Key, typename Value>
cuportError_t radix_sort(void* d_temp_storage, std::size_t& temp_storage_bytes,
                         const Key* keys_in, Key* keys_out, const Value* vals_in,
                         Value* vals_out, std::int64_t n, int begin_bit, int end_bit,
                         bool descending, cuportStream_t stream) {
  Carve carve;
  // Sized by the types, not the pointers: a query may pass null for the arrays.
  carve.add(static_cast<std::size_t>(std::max<std::int64_t>(n, 0)) * sizeof(Key));
  constexpr bool kPairs = !std::is_same<Value, NoValue>::value;
  if (kPairs) carve.add(static_cast<std::size_t>(std::max<std::int64_t>(n, 0)) * sizeof(Value));
  bool query = false;
  if (cuportError_t e = carve.map(d_temp_storage, temp_storage_bytes, &query)) return e;
  if (query) return cuportSuccess;
  if (n < 0 || !valid_bits(begin_bit, end_bit, sizeof(Key) * 8)) return cuportErrorInvalidValue;
  return run_on(stream, [&] {
    sort_copy(keys_in, keys_out, vals_in, vals_out, n, begin_bit, end_bit, descending,
              carve.parts[0], kPairs ? carve.parts[1] : nullptr, threads_for(n));
  });
}

template <typename Key, typename Value>
cuportError_t radix_sort_double(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                DoubleBuffer<Key>& keys, DoubleBuffer<Value>* vals,
                                std::int64_t n, int begin_bit, int end_bit, bool descending,
                                cuportStream_t stream) {
  Carve carve;  // the two buffers are the sort's own: nothing else is needed
  bool query = false;
  if (cuportError_t e = carve.map(d_temp_storage, temp_storage_bytes, &query)) return e;
  if (query) return cuportSuccess;
  if (n < 0 || !valid_bits(begin_bit, end_bit, sizeof(Key) * 8)) return cuportErrorInvalidValue;
  return run_on(stream, [&] {
    sort_double(keys, vals, n, begin_bit, end_bit, descending, threads_for(n));
  });
}

// ---- reductions and scans -------------------------------------------------------------------

// Folds in[0, n) with op from init, chunks in parallel, the chunks' results folded in order.
template <typename Acc, typename It, typename Op>
Acc fold(It in, std::int64_t n, Op op, Acc init) {
  const unsigned parts = threads_for(n);
  if (parts <= 1) {
    Acc acc = init;
    for (std::int64_t i = 0; i < n; ++i) acc = static_cast<Acc>(op(acc, in[i]));
    return acc;
  }
  std::vector<Acc> partial(parts, init);
  std::vector<char> used(parts, 0);
  for_parts(parts, n, [&](unsigned p, std::int64_t b, std::int64_t e) {
    if (b >= e) return;
    Acc acc = static_cast<Acc>(in[b]);
    for (std::int64_t i = b + 1; i < e; ++i) acc = static_cast<Acc>(op(acc, in[i]));
    partial[p] = acc;
    used[p] = 1;
  });
  Acc acc = init;
  for (unsigned p = 0; p < parts; ++p) {
    if (used[p]) acc = static_cast<Acc>(op(acc, partial[p]));
  }
  return acc;
}

// out[i] = init op in[0] op ... op in[i] (inclusive) or up to in[i-1] (exclusive, out[0] = init).
// has_init false: inclusive scan seeded by in[0].
template <typename Acc, typename In, typename Out, typename Op>
void scan(In in, Out out, std::int64_t n, Op op, Acc init, bool has_init, bool exclusive) {
  if (n <= 0) return;
  const unsigned parts = threads_for(n);
  // Chunk totals first, then each chunk scanned from the fold of those before it.
  std::vector<Acc> totals(parts, init);
  std::vector<char> used(parts, 0);
  if (parts > 1) {
    for_parts(parts, n, [&](unsigned p, std::int64_t b, std::int64_t e) {
      if (b >= e) return;
      Acc acc = static_cast<Acc>(in[b]);
      for (std::int64_t i = b + 1; i < e; ++i) acc = static_cast<Acc>(op(acc, in[i]));
      totals[p] = acc;
      used[p] = 1;
    });
  }
  std::vector<Acc> carry(parts, init);
  std::vector<char> carried(parts, has_init ? 1 : 0);
  for (unsigned p = 1; p < parts; ++p) {
    carry[p] = carry[p - 1];
    carried[p] = carried[p - 1];
    if (used[p - 1]) {
      carry[p] = carried[p] ? static_cast<Acc>(op(carry[p], totals[p - 1])) : totals[p - 1];
      carried[p] = 1;
    }
  }
  for_parts(parts, n, [&](unsigned p, std::int64_t b, std::int64_t e) {
    Acc acc = carry[p];
    bool have = carried[p];
    for (std::int64_t i = b; i < e; ++i) {
      const auto x = in[i];  // read before writing: the scan may run in place
      if (exclusive) {
        out[i] = acc;
        acc = static_cast<Acc>(op(acc, x));
      } else {
        acc = have ? static_cast<Acc>(op(acc, x)) : static_cast<Acc>(x);
        have = true;
        out[i] = acc;
      }
    }
  });
}

template <typename T>
using limits = std::numeric_limits<T>;

}  // namespace cpu_detail

// ----------------------------------------------------------------------------------------------
struct DeviceRadixSort {
  template <typename KeyT, typename ValueT, typename NumItemsT>
  static cuportError_t SortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                 const KeyT* d_keys_in, KeyT* d_keys_out,
                                 const ValueT* d_values_in, ValueT* d_values_out,
                                 NumItemsT num_items, int begin_bit = 0,
                                 int end_bit = sizeof(KeyT) * 8, cuportStream_t stream = 0) {
    return cpu_detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out,
                                  d_values_in, d_values_out, static_cast<std::int64_t>(num_items),
                                  begin_bit, end_bit, false, stream);
  }
  template <typename KeyT, typename ValueT, typename NumItemsT>
  static cuportError_t SortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                 DoubleBuffer<KeyT>& d_keys, DoubleBuffer<ValueT>& d_values,
                                 NumItemsT num_items, int begin_bit = 0,
                                 int end_bit = sizeof(KeyT) * 8, cuportStream_t stream = 0) {
    return cpu_detail::radix_sort_double(d_temp_storage, temp_storage_bytes, d_keys, &d_values,
                                         static_cast<std::int64_t>(num_items), begin_bit,
                                         end_bit, false, stream);
  }
  template <typename KeyT, typename ValueT, typename NumItemsT>
  static cuportError_t SortPairsDescending(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                           const KeyT* d_keys_in, KeyT* d_keys_out,
                                           const ValueT* d_values_in, ValueT* d_values_out,
                                           NumItemsT num_items, int begin_bit = 0,
                                           int end_bit = sizeof(KeyT) * 8,
                                           cuportStream_t stream = 0) {
    return cpu_detail::radix_sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out,
                                  d_values_in, d_values_out, static_cast<std::int64_t>(num_items),
                                  begin_bit, end_bit, true, stream);
  }
  template <typename KeyT, typename ValueT, typename NumItemsT>
  static cuportError_t SortPairsDescending(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                           DoubleBuffer<KeyT>& d_keys,
                                           DoubleBuffer<ValueT>& d_values, NumItemsT num_items,
                                           int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                                           cuportStream_t stream = 0) {
    return cpu_detail::radix_sort_double(d_temp_storage, temp_storage_bytes, d_keys, &d_values,
                                         static_cast<std::int64_t>(num_items), begin_bit,
                                         end_bit, true, stream);
  }
  template <typename KeyT, typename NumItemsT>
  static cuportError_t SortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                const KeyT* d_keys_in, KeyT* d_keys_out, NumItemsT num_items,
                                int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                                cuportStream_t stream = 0) {
    return cpu_detail::radix_sort<KeyT, cpu_detail::NoValue>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, nullptr, nullptr,
        static_cast<std::int64_t>(num_items), begin_bit, end_bit, false, stream);
  }
  template <typename KeyT, typename NumItemsT>
  static cuportError_t SortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                DoubleBuffer<KeyT>& d_keys, NumItemsT num_items,
                                int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                                cuportStream_t stream = 0) {
    return cpu_detail::radix_sort_double<KeyT, cpu_detail::NoValue>(
        d_temp_storage, temp_storage_bytes, d_keys, nullptr,
        static_cast<std::int64_t>(num_items), begin_bit, end_bit, false, stream);
  }
  template <typename KeyT, typename NumItemsT>
  static cuportError_t SortKeysDescending(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                          const KeyT* d_keys_in, KeyT* d_keys_out,
                                          NumItemsT num_items, int begin_bit = 0,
                                          int end_bit = sizeof(KeyT) * 8,
                                          cuportStream_t stream = 0) {
    return cpu_detail::radix_sort<KeyT, cpu_detail::NoValue>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, nullptr, nullptr,
        static_cast<std::int64_t>(num_items), begin_bit, end_bit, true, stream);
  }
  template <typename KeyT, typename NumItemsT>
  static cuportError_t SortKeysDescending(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                          DoubleBuffer<KeyT>& d_keys, NumItemsT num_items,
                                          int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                                          cuportStream_t stream = 0) {
    return cpu_detail::radix_sort_double<KeyT, cpu_detail::NoValue>(
        d_temp_storage, temp_storage_bytes, d_keys, nullptr,
        static_cast<std::int64_t>(num_items), begin_bit, end_bit, true, stream);
  }
};

// ----------------------------------------------------------------------------------------------
struct DeviceReduce {
  template <typename InputIteratorT, typename OutputIteratorT, typename ReductionOpT,
            typename T, typename NumItemsT>
  static cuportError_t Reduce(void* d_temp_storage, std::size_t& temp_storage_bytes,
                              InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items,
                              ReductionOpT reduction_op, T init, cuportStream_t stream = 0) {
    return run(d_temp_storage, temp_storage_bytes, stream, [=] {
      *d_out = cpu_detail::fold<T>(d_in, static_cast<std::int64_t>(num_items), reduction_op,
                                   init);
    });
  }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  static cuportError_t Sum(void* d_temp_storage, std::size_t& temp_storage_bytes,
                           InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items,
                           cuportStream_t stream = 0) {
    using In = cpu_detail::value_of<InputIteratorT>;
    using Acc = cpu_detail::out_value_t<OutputIteratorT, In>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, cub::Sum(), Acc{},
                  stream);
  }
  // An empty input gives numeric_limits' max() (Min) or lowest() (Max), as CUB documents.
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  static cuportError_t Min(void* d_temp_storage, std::size_t& temp_storage_bytes,
                           InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items,
                           cuportStream_t stream = 0) {
    using In = cpu_detail::value_of<InputIteratorT>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, cub::Min(),
                  cpu_detail::limits<In>::max(), stream);
  }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  static cuportError_t Max(void* d_temp_storage, std::size_t& temp_storage_bytes,
                           InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items,
                           cuportStream_t stream = 0) {
    using In = cpu_detail::value_of<InputIteratorT>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, cub::Max(),
                  cpu_detail::limits<In>::lowest(), stream);
  }
  // d_out receives KeyValuePair<int, T>{offset of the first extremum, extremum}; an empty input
  // gives {1, max()} (ArgMin) or {1, lowest()} (ArgMax).
  template <typename InputIteratorT, typename OutputIteratorT>
  static cuportError_t ArgMin(void* d_temp_storage, std::size_t& temp_storage_bytes,
                              InputIteratorT d_in, OutputIteratorT d_out, int num_items,
                              cuportStream_t stream = 0) {
    using In = cpu_detail::value_of<InputIteratorT>;
    return arg(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, stream, cub::ArgMin(),
               cpu_detail::limits<In>::max());
  }
  template <typename InputIteratorT, typename OutputIteratorT>
  static cuportError_t ArgMax(void* d_temp_storage, std::size_t& temp_storage_bytes,
                              InputIteratorT d_in, OutputIteratorT d_out, int num_items,
                              cuportStream_t stream = 0) {
    using In = cpu_detail::value_of<InputIteratorT>;
    return arg(d_temp_storage, temp_storage_bytes, d_in, d_out, num_items, stream, cub::ArgMax(),
               cpu_detail::limits<In>::lowest());
  }
  // CCCL 3's form: the extremum and its index to two outputs.
  template <typename InputIteratorT, typename ExtremumOutIteratorT, typename IndexOutIteratorT>
  static cuportError_t ArgMin(void* d_temp_storage, std::size_t& temp_storage_bytes,
                              InputIteratorT d_in, ExtremumOutIteratorT d_min_out,
                              IndexOutIteratorT d_index_out, std::int64_t num_items,
                              cuportStream_t stream = 0) {
    using In = cpu_detail::value_of<InputIteratorT>;
    return arg2(d_temp_storage, temp_storage_bytes, d_in, d_min_out, d_index_out, num_items,
                stream, cub::ArgMin(), cpu_detail::limits<In>::max());
  }
  template <typename InputIteratorT, typename ExtremumOutIteratorT, typename IndexOutIteratorT>
  static cuportError_t ArgMax(void* d_temp_storage, std::size_t& temp_storage_bytes,
                              InputIteratorT d_in, ExtremumOutIteratorT d_max_out,
                              IndexOutIteratorT d_index_out, std::int64_t num_items,
                              cuportStream_t stream = 0) {
    using In = cpu_detail::value_of<InputIteratorT>;
    return arg2(d_temp_storage, temp_storage_bytes, d_in, d_max_out, d_index_out, num_items,
                stream, cub::ArgMax(), cpu_detail::limits<In>::lowest());
  }

 private:
  template <typename Task>
  static cuportError_t run(void* d_temp_storage, std::size_t& temp_storage_bytes,
                           cuportStream_t stream, Task task) {
    cpu_detail::Carve carve;
    bool query = false;
    if (cuportError_t e = carve.map(d_temp_storage, temp_storage_bytes, &query)) return e;
    if (query) return cuportSuccess;
    return cpu_detail::run_on(stream, task);
  }
  template <typename Offset, typename In, typename Op, typename V>
  static KeyValuePair<Offset, V> arg_fold(In d_in, std::int64_t n, Op op, V empty) {
    using Pair = KeyValuePair<Offset, V>;
    if (n <= 0) return Pair(Offset(1), empty);
    const Pair first(Offset(0), d_in[0]);
    const unsigned parts = cpu_detail::threads_for(n);
    std::vector<Pair> best(parts, first);
    cpu_detail::for_parts(parts, n, [&](unsigned p, std::int64_t b, std::int64_t e) {
      if (b >= e) return;
      Pair acc(static_cast<Offset>(b), d_in[b]);
      for (std::int64_t i = b + 1; i < e; ++i) acc = op(acc, Pair(static_cast<Offset>(i), d_in[i]));
      best[p] = acc;
    });
    Pair acc = first;  // in part order: ties keep the lowest offset
    for (const Pair& p : best) acc = op(acc, p);
    return acc;
  }
  template <typename In, typename Out, typename Op, typename V>
  static cuportError_t arg(void* d_temp_storage, std::size_t& temp_storage_bytes, In d_in,
                           Out d_out, int num_items, cuportStream_t stream, Op op, V empty) {
    return run(d_temp_storage, temp_storage_bytes, stream, [=] {
      const auto r = arg_fold<int>(d_in, num_items, op, empty);
      using Pair = cpu_detail::out_value_t<Out, KeyValuePair<int, V>>;
      *d_out = Pair(r.key, r.value);
    });
  }
  template <typename In, typename ExOut, typename IndexOut, typename Op, typename V>
  static cuportError_t arg2(void* d_temp_storage, std::size_t& temp_storage_bytes, In d_in,
                            ExOut d_ex_out, IndexOut d_index_out, std::int64_t num_items,
                            cuportStream_t stream, Op op, V empty) {
    return run(d_temp_storage, temp_storage_bytes, stream, [=] {
      const auto r = arg_fold<std::int64_t>(d_in, num_items, op, empty);
      *d_ex_out = r.value;
      *d_index_out = r.key;
    });
  }
};

// ----------------------------------------------------------------------------------------------
struct DeviceScan {
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  static cuportError_t InclusiveSum(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                    InputIteratorT d_in, OutputIteratorT d_out,
                                    NumItemsT num_items, cuportStream_t stream = 0) {
    using Acc = cpu_detail::value_of<InputIteratorT>;
    return run(d_temp_storage, temp_storage_bytes, stream, [=] {
      cpu_detail::scan<Acc>(d_in, d_out, static_cast<std::int64_t>(num_items), cub::Sum(), Acc{},
                            false, false);
    });
  }
  template <typename IteratorT, typename NumItemsT>
  static cuportError_t InclusiveSum(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                    IteratorT d_data, NumItemsT num_items,
                                    cuportStream_t stream = 0) {
    return InclusiveSum(d_temp_storage, temp_storage_bytes, d_data, d_data, num_items, stream);
  }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  static cuportError_t ExclusiveSum(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                    InputIteratorT d_in, OutputIteratorT d_out,
                                    NumItemsT num_items, cuportStream_t stream = 0) {
    using Acc = cpu_detail::value_of<InputIteratorT>;
    return run(d_temp_storage, temp_storage_bytes, stream, [=] {
      cpu_detail::scan<Acc>(d_in, d_out, static_cast<std::int64_t>(num_items), cub::Sum(), Acc{},
                            true, true);
    });
  }
  template <typename IteratorT, typename NumItemsT>
  static cuportError_t ExclusiveSum(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                    IteratorT d_data, NumItemsT num_items,
                                    cuportStream_t stream = 0) {
    return ExclusiveSum(d_temp_storage, temp_storage_bytes, d_data, d_data, num_items, stream);
  }
  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT,
            typename NumItemsT>
  static cuportError_t InclusiveScan(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                     InputIteratorT d_in, OutputIteratorT d_out, ScanOpT scan_op,
                                     NumItemsT num_items, cuportStream_t stream = 0) {
    using Acc = cpu_detail::value_of<InputIteratorT>;
    return run(d_temp_storage, temp_storage_bytes, stream, [=] {
      cpu_detail::scan<Acc>(d_in, d_out, static_cast<std::int64_t>(num_items), scan_op, Acc{},
                            false, false);
    });
  }
  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT,
            typename InitValueT, typename NumItemsT>
  static cuportError_t ExclusiveScan(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                     InputIteratorT d_in, OutputIteratorT d_out, ScanOpT scan_op,
                                     InitValueT init_value, NumItemsT num_items,
                                     cuportStream_t stream = 0) {
    return run(d_temp_storage, temp_storage_bytes, stream, [=] {
      cpu_detail::scan<InitValueT>(d_in, d_out, static_cast<std::int64_t>(num_items), scan_op,
                                   init_value, true, true);
    });
  }

 private:
  template <typename Task>
  static cuportError_t run(void* d_temp_storage, std::size_t& temp_storage_bytes,
                           cuportStream_t stream, Task task) {
    cpu_detail::Carve carve;
    bool query = false;
    if (cuportError_t e = carve.map(d_temp_storage, temp_storage_bytes, &query)) return e;
    if (query) return cuportSuccess;
    return cpu_detail::run_on(stream, task);
  }
};

// ----------------------------------------------------------------------------------------------
// Segment i is [d_begin_offsets[i], d_end_offsets[i]); an empty one reduces to the initial value.
struct DeviceSegmentedReduce {
  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT, typename ReductionOpT, typename T>
  static cuportError_t Reduce(void* d_temp_storage, std::size_t& temp_storage_bytes,
                              InputIteratorT d_in, OutputIteratorT d_out, int num_segments,
                              BeginOffsetIteratorT d_begin_offsets,
                              EndOffsetIteratorT d_end_offsets, ReductionOpT reduction_op,
                              T initial_value, cuportStream_t stream = 0) {
    cpu_detail::Carve carve;
    bool query = false;
    if (cuportError_t e = carve.map(d_temp_storage, temp_storage_bytes, &query)) return e;
    if (query) return cuportSuccess;
    if (num_segments < 0) return cuportErrorInvalidValue;
    return cpu_detail::run_on(stream, [=] {
      const unsigned parts = std::min<unsigned>(
          cpu_detail::threads_for(std::int64_t{num_segments} << 10), std::max(num_segments, 1));
      cpu_detail::for_parts(parts, num_segments, [&](unsigned, std::int64_t b, std::int64_t e) {
        for (std::int64_t s = b; s < e; ++s) {
          const std::int64_t first = d_begin_offsets[s], last = d_end_offsets[s];
          T acc = initial_value;
          for (std::int64_t i = first; i < last; ++i) acc = static_cast<T>(reduction_op(acc, d_in[i]));
          d_out[s] = acc;
        }
      });
    });
  }
  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t Sum(void* d_temp_storage, std::size_t& temp_storage_bytes,
                           InputIteratorT d_in, OutputIteratorT d_out, int num_segments,
                           BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,
                           cuportStream_t stream = 0) {
    using In = cpu_detail::value_of<InputIteratorT>;
    using Acc = cpu_detail::out_value_t<OutputIteratorT, In>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets,
                  d_end_offsets, cub::Sum(), Acc{}, stream);
  }
  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t Min(void* d_temp_storage, std::size_t& temp_storage_bytes,
                           InputIteratorT d_in, OutputIteratorT d_out, int num_segments,
                           BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,
                           cuportStream_t stream = 0) {
    using In = cpu_detail::value_of<InputIteratorT>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets,
                  d_end_offsets, cub::Min(), cpu_detail::limits<In>::max(), stream);
  }
  template <typename InputIteratorT, typename OutputIteratorT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t Max(void* d_temp_storage, std::size_t& temp_storage_bytes,
                           InputIteratorT d_in, OutputIteratorT d_out, int num_segments,
                           BeginOffsetIteratorT d_begin_offsets, EndOffsetIteratorT d_end_offsets,
                           cuportStream_t stream = 0) {
    using In = cpu_detail::value_of<InputIteratorT>;
    return Reduce(d_temp_storage, temp_storage_bytes, d_in, d_out, num_segments, d_begin_offsets,
                  d_end_offsets, cub::Max(), cpu_detail::limits<In>::lowest(), stream);
  }
};

// ----------------------------------------------------------------------------------------------
// Each segment sorted on its own (segments in parallel, each with a serial stable radix sort);
// items outside every segment are left as they are in the outputs' sense: CUB leaves them
// undefined, here they are not written.
struct DeviceSegmentedRadixSort {
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t SortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                 const KeyT* d_keys_in, KeyT* d_keys_out,
                                 const ValueT* d_values_in, ValueT* d_values_out,
                                 std::int64_t num_items, std::int64_t num_segments,
                                 BeginOffsetIteratorT d_begin_offsets,
                                 EndOffsetIteratorT d_end_offsets, int begin_bit = 0,
                                 int end_bit = sizeof(KeyT) * 8, cuportStream_t stream = 0) {
    return sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in,
                d_values_out, num_items, num_segments, d_begin_offsets, d_end_offsets, begin_bit,
                end_bit, false, stream);
  }
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t SortPairsDescending(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                           const KeyT* d_keys_in, KeyT* d_keys_out,
                                           const ValueT* d_values_in, ValueT* d_values_out,
                                           std::int64_t num_items, std::int64_t num_segments,
                                           BeginOffsetIteratorT d_begin_offsets,
                                           EndOffsetIteratorT d_end_offsets, int begin_bit = 0,
                                           int end_bit = sizeof(KeyT) * 8,
                                           cuportStream_t stream = 0) {
    return sort(d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in,
                d_values_out, num_items, num_segments, d_begin_offsets, d_end_offsets, begin_bit,
                end_bit, true, stream);
  }
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cuportError_t SortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                const KeyT* d_keys_in, KeyT* d_keys_out, std::int64_t num_items,
                                std::int64_t num_segments, BeginOffsetIteratorT d_begin_offsets,
                                EndOffsetIteratorT d_end_offsets, int begin_bit = 0,
                                int end_bit = sizeof(KeyT) * 8, cuportStream_t stream = 0) {
    return sort<KeyT, cpu_detail::NoValue>(d_temp_storage, temp_storage_bytes, d_keys_in,
                                           d_keys_out, nullptr, nullptr, num_items, num_segments,
                                           d_begin_offsets, d_end_offsets, begin_bit, end_bit,
                                           false, stream);
  }
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cuportError_t SortKeysDescending(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                          const KeyT* d_keys_in, KeyT* d_keys_out,
                                          std::int64_t num_items, std::int64_t num_segments,
                                          BeginOffsetIteratorT d_begin_offsets,
                                          EndOffsetIteratorT d_end_offsets, int begin_bit = 0,
                                          int end_bit = sizeof(KeyT) * 8,
                                          cuportStream_t stream = 0) {
    return sort<KeyT, cpu_detail::NoValue>(d_temp_storage, temp_storage_bytes, d_keys_in,
                                           d_keys_out, nullptr, nullptr, num_items, num_segments,
                                           d_begin_offsets, d_end_offsets, begin_bit, end_bit,
                                           true, stream);
  }

 private:
  template <typename KeyT, typename ValueT, typename Begin, typename End>
  static cuportError_t sort(void* d_temp_storage, std::size_t& temp_storage_bytes,
                            const KeyT* keys_in, KeyT* keys_out, const ValueT* vals_in,
                            ValueT* vals_out, std::int64_t num_items, std::int64_t num_segments,
                            Begin begins, End ends, int begin_bit, int end_bit, bool descending,
                            cuportStream_t stream) {
    cpu_detail::Carve carve;
    const std::size_t n = static_cast<std::size_t>(std::max<std::int64_t>(num_items, 0));
    carve.add(n * sizeof(KeyT));
    constexpr bool kPairs = !std::is_same<ValueT, cpu_detail::NoValue>::value;
    if (kPairs) carve.add(n * sizeof(ValueT));
    bool query = false;
    if (cuportError_t e = carve.map(d_temp_storage, temp_storage_bytes, &query)) return e;
    if (query) return cuportSuccess;
    if (num_items < 0 || num_segments < 0 ||
        !cpu_detail::valid_bits(begin_bit, end_bit, sizeof(KeyT) * 8)) {
      return cuportErrorInvalidValue;
    }
    auto* key_temp = static_cast<KeyT*>(carve.parts[0]);
    auto* val_temp = kPairs ? static_cast<ValueT*>(carve.parts[1]) : nullptr;
    return cpu_detail::run_on(stream, [&] {
      const unsigned parts = std::min<std::int64_t>(cpu_detail::threads_for(num_items),
                                                    std::max<std::int64_t>(num_segments, 1));
      cpu_detail::for_parts(parts, num_segments, [&](unsigned, std::int64_t b, std::int64_t e) {
        for (std::int64_t s = b; s < e; ++s) {
          const std::int64_t first = begins[s], last = ends[s];
          if (last <= first) continue;
          cpu_detail::sort_copy(keys_in + first, keys_out + first,
                                vals_out ? vals_in + first : nullptr,
                                vals_out ? vals_out + first : nullptr, last - first, begin_bit,
                                end_bit, descending, key_temp + first,
                                val_temp ? val_temp + first : nullptr, 1u);
        }
      });
    });
  }
};

// ----------------------------------------------------------------------------------------------
// Stable selection: the kept items in their order, their count to *d_num_selected_out.
struct DeviceSelect {
  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT,
            typename SelectOp, typename NumItemsT>
  static cuportError_t If(void* d_temp_storage, std::size_t& temp_storage_bytes,
                          InputIteratorT d_in, OutputIteratorT d_out,
                          NumSelectedIteratorT d_num_selected_out, NumItemsT num_items,
                          SelectOp select_op, cuportStream_t stream = 0) {
    return select(d_temp_storage, temp_storage_bytes, d_num_selected_out, num_items, stream,
                  [=](std::int64_t i) { return static_cast<bool>(select_op(d_in[i])); },
                  [=](std::int64_t to, std::int64_t from) { d_out[to] = d_in[from]; });
  }
  template <typename InputIteratorT, typename FlagIterator, typename OutputIteratorT,
            typename NumSelectedIteratorT, typename NumItemsT>
  static cuportError_t Flagged(void* d_temp_storage, std::size_t& temp_storage_bytes,
                               InputIteratorT d_in, FlagIterator d_flags, OutputIteratorT d_out,
                               NumSelectedIteratorT d_num_selected_out, NumItemsT num_items,
                               cuportStream_t stream = 0) {
    return select(d_temp_storage, temp_storage_bytes, d_num_selected_out, num_items, stream,
                  [=](std::int64_t i) { return static_cast<bool>(d_flags[i]); },
                  [=](std::int64_t to, std::int64_t from) { d_out[to] = d_in[from]; });
  }

 private:
  template <typename Count, typename NumItemsT, typename Keep, typename Move>
  static cuportError_t select(void* d_temp_storage, std::size_t& temp_storage_bytes,
                              Count d_num_selected_out, NumItemsT num_items,
                              cuportStream_t stream, Keep keep, Move move) {
    cpu_detail::Carve carve;
    bool query = false;
    if (cuportError_t e = carve.map(d_temp_storage, temp_storage_bytes, &query)) return e;
    if (query) return cuportSuccess;
    const std::int64_t n = static_cast<std::int64_t>(num_items);
    return cpu_detail::run_on(stream, [&] {
      std::int64_t kept = 0;
      for (std::int64_t i = 0; i < n; ++i) {
        if (keep(i)) move(kept++, i);
      }
      *d_num_selected_out = kept;
    });
  }
};

}  // namespace cub

// ---- utilities (util_debug.cuh, util_allocator.cuh) -------------------------------------------
namespace cub {

// The call's error, else a pending one (which it clears, as CUB does); printed with the source
// position when CUB_STDERR is defined (CUB defines it under DEBUG or _DEBUG).
inline cuportError_t Debug(cuportError_t error, const char* filename, int line) {
  const cuportError_t last_error = cuportGetLastError();
  if (error == cuportSuccess && last_error != cuportSuccess) error = last_error;
#if defined(CUB_STDERR) || defined(DEBUG) || defined(_DEBUG)
  if (error) {
    std::fprintf(stderr, "CUDA error %d [%s, %d]: %s\n", static_cast<int>(error), filename, line,
                 cuportGetErrorString(error));
    std::fflush(stderr);
  }
#else
  (void)filename;
  (void)line;
#endif
  return error;
}

// CUB's caching allocator's interface without the cache: each DeviceAllocate is a cudaMalloc and
// each DeviceFree a cudaFree (allocation on the CPU backend is cheap; the cache is a GPU
// optimization). The bin parameters are accepted and unused.
struct CachingDeviceAllocator {
  static constexpr unsigned int INVALID_BIN = static_cast<unsigned int>(-1);
  static constexpr std::size_t INVALID_SIZE = static_cast<std::size_t>(-1);
  static constexpr int INVALID_DEVICE_ORDINAL = -1;

  explicit CachingDeviceAllocator(unsigned int /*bin_growth*/, unsigned int /*min_bin*/ = 1,
                                  unsigned int /*max_bin*/ = INVALID_BIN,
                                  std::size_t /*max_cached_bytes*/ = INVALID_SIZE,
                                  bool /*skip_cleanup*/ = false, bool debug_ = false)
      : debug(debug_) {}
  explicit CachingDeviceAllocator(bool /*skip_cleanup*/ = false, bool debug_ = false)
      : debug(debug_) {}

  cuportError_t SetMaxCachedBytes(std::size_t) { return cuportSuccess; }
  cuportError_t DeviceAllocate(int /*device*/, void** d_ptr, std::size_t bytes,
                               cuportStream_t /*active_stream*/ = 0) {
    return cuportMalloc(d_ptr, bytes);
  }
  cuportError_t DeviceAllocate(void** d_ptr, std::size_t bytes, cuportStream_t active_stream = 0) {
    return DeviceAllocate(INVALID_DEVICE_ORDINAL, d_ptr, bytes, active_stream);
  }
  cuportError_t DeviceFree(int /*device*/, void* d_ptr) { return cuportFree(d_ptr); }
  cuportError_t DeviceFree(void* d_ptr) { return cuportFree(d_ptr); }
  cuportError_t FreeAllCached() { return cuportSuccess; }

  bool debug;
};

}  // namespace cub

#ifndef CubDebug
#define CubDebug(e) ::cub::Debug(static_cast<cuportError_t>(e), __FILE__, __LINE__)
#endif
#ifndef CubDebugExit
#define CubDebugExit(e)                                                              \
  if (::cub::Debug(static_cast<cuportError_t>(e), __FILE__, __LINE__)) {            \
    std::exit(1);                                                                    \
  }
#endif
