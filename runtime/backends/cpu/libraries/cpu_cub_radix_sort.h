// cuport CPU backend: CUB's radix sorts (cub::DeviceRadixSort, cub::DeviceSegmentedRadixSort):
// stable LSD passes over the keys' bits in CUB's order (signed and float keys twiddled, -0.0 as
// +0.0), bit ranges, descending order, DoubleBuffer ping-pong; large inputs over worker threads.
#pragma once

#include "cpu_cub_common.h"

namespace cub {
namespace cpu_detail {

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

// ---- segmented sorts (DeviceSegmentedRadixSort, DeviceSegmentedSort) ------------------------

// Sorts each segment [begins[s], ends[s]) of keys_in into keys_out (values likewise; in place
// when they are the same), segments in parallel, each with a serial stable radix sort whose
// second buffers are key_temp/val_temp at the segment's offsets. Items outside every segment are
// not written (CUB leaves them undefined). False, with nothing written, when a segment lies
// outside [0, num_items).
template <typename Key, typename Value, typename Begin, typename End>
bool sort_segments(const Key* keys_in, Key* keys_out, const Value* vals_in, Value* vals_out,
                   Key* key_temp, Value* val_temp, std::int64_t num_items,
                   std::int64_t num_segments, Begin begins, End ends, int begin_bit, int end_bit,
                   bool descending) {
  for (std::int64_t s = 0; s < num_segments; ++s) {
    const std::int64_t first = begins[s], last = ends[s];
    if (last > first && (first < 0 || last > num_items)) return false;
  }
  const unsigned parts = std::min<std::int64_t>(threads_for(num_items),
                                                std::max<std::int64_t>(num_segments, 1));
  for_parts(parts, num_segments, [&](unsigned, std::int64_t b, std::int64_t e) {
    for (std::int64_t s = b; s < e; ++s) {
      const std::int64_t first = begins[s], last = ends[s];
      if (last <= first) continue;
      sort_copy(keys_in + first, keys_out + first, vals_out ? vals_in + first : nullptr,
                vals_out ? vals_out + first : nullptr, last - first, begin_bit, end_bit,
                descending, key_temp + first, val_temp ? val_temp + first : nullptr, 1u);
    }
  });
  return true;
}

// The pointer forms: the second buffers come from the caller's temporary storage.
template <typename Key, typename Value, typename Begin, typename End>
cuportError_t segmented_sort(void* d_temp_storage, std::size_t& temp_storage_bytes,
                             const Key* keys_in, Key* keys_out, const Value* vals_in,
                             Value* vals_out, std::int64_t num_items, std::int64_t num_segments,
                             Begin begins, End ends, int begin_bit, int end_bit, bool descending,
                             cuportStream_t stream) {
  Carve carve;
  const std::size_t n = static_cast<std::size_t>(std::max<std::int64_t>(num_items, 0));
  carve.add(n * sizeof(Key));
  constexpr bool kPairs = !std::is_same<Value, NoValue>::value;
  if (kPairs) carve.add(n * sizeof(Value));
  bool query = false;
  if (cuportError_t e = carve.map(d_temp_storage, temp_storage_bytes, &query)) return e;
  if (query) return cuportSuccess;
  if (num_items < 0 || num_segments < 0 || !valid_bits(begin_bit, end_bit, sizeof(Key) * 8)) {
    return cuportErrorInvalidValue;
  }
  bool in_range = true;
  const cuportError_t e = run_on(stream, [&] {
    Value* val_temp = kPairs ? static_cast<Value*>(carve.parts[1]) : nullptr;
    in_range = sort_segments(keys_in, keys_out, vals_in, vals_out,
                             static_cast<Key*>(carve.parts[0]), val_temp, num_items,
                             num_segments, begins, ends, begin_bit, end_bit, descending);
  });
  return e ? e : in_range ? cuportSuccess : cuportErrorInvalidValue;
}

// The DoubleBuffer forms: each segment sorted in place in the current buffers, the alternates as
// the second buffers; the selectors stay on the current buffers, which hold the result.
template <typename Key, typename Value, typename Begin, typename End>
cuportError_t segmented_sort_double(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                    DoubleBuffer<Key>& keys, DoubleBuffer<Value>* vals,
                                    std::int64_t num_items, std::int64_t num_segments,
                                    Begin begins, End ends, int begin_bit, int end_bit,
                                    bool descending, cuportStream_t stream) {
  Carve carve;
  bool query = false;
  if (cuportError_t e = carve.map(d_temp_storage, temp_storage_bytes, &query)) return e;
  if (query) return cuportSuccess;
  if (num_items < 0 || num_segments < 0 || !valid_bits(begin_bit, end_bit, sizeof(Key) * 8)) {
    return cuportErrorInvalidValue;
  }
  bool in_range = true;
  const cuportError_t e = run_on(stream, [&] {
    Value* current = vals ? vals->Current() : nullptr;
    in_range = sort_segments(keys.Current(), keys.Current(), current, current, keys.Alternate(),
                             vals ? vals->Alternate() : nullptr, num_items, num_segments, begins,
                             ends, begin_bit, end_bit, descending);
  });
  return e ? e : in_range ? cuportSuccess : cuportErrorInvalidValue;
}

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
    return cpu_detail::segmented_sort(d_temp_storage, temp_storage_bytes, keys_in, keys_out,
                                      vals_in, vals_out, num_items, num_segments, begins, ends,
                                      begin_bit, end_bit, descending, stream);
  }
};

// ----------------------------------------------------------------------------------------------
// DeviceSegmentedSort: each segment sorted on its own by its whole keys (the segmented radix
// sort's code without bit ranges). Every variant is stable here, so the Stable* names are the
// same sorts; CUB lets the others order equal keys either way. The DoubleBuffer forms leave the
// result in the current buffers.
struct DeviceSegmentedSort {
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cuportError_t SortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                const KeyT* d_keys_in, KeyT* d_keys_out, std::int64_t num_items,
                                std::int64_t num_segments, BeginOffsetIteratorT d_begin_offsets,
                                EndOffsetIteratorT d_end_offsets, cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort<KeyT, cpu_detail::NoValue>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, nullptr, nullptr, num_items,
        num_segments, d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, false, stream);
  }
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cuportError_t SortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                DoubleBuffer<KeyT>& d_keys, std::int64_t num_items,
                                std::int64_t num_segments, BeginOffsetIteratorT d_begin_offsets,
                                EndOffsetIteratorT d_end_offsets, cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort_double<KeyT, cpu_detail::NoValue>(
        d_temp_storage, temp_storage_bytes, d_keys, nullptr, num_items, num_segments,
        d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, false, stream);
  }
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cuportError_t SortKeysDescending(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                          const KeyT* d_keys_in, KeyT* d_keys_out,
                                          std::int64_t num_items, std::int64_t num_segments,
                                          BeginOffsetIteratorT d_begin_offsets,
                                          EndOffsetIteratorT d_end_offsets,
                                          cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort<KeyT, cpu_detail::NoValue>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, nullptr, nullptr, num_items,
        num_segments, d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, true, stream);
  }
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cuportError_t SortKeysDescending(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                          DoubleBuffer<KeyT>& d_keys, std::int64_t num_items,
                                          std::int64_t num_segments,
                                          BeginOffsetIteratorT d_begin_offsets,
                                          EndOffsetIteratorT d_end_offsets,
                                          cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort_double<KeyT, cpu_detail::NoValue>(
        d_temp_storage, temp_storage_bytes, d_keys, nullptr, num_items, num_segments,
        d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, true, stream);
  }
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t SortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                 const KeyT* d_keys_in, KeyT* d_keys_out, const ValueT* d_values_in,
                                 ValueT* d_values_out, std::int64_t num_items,
                                 std::int64_t num_segments, BeginOffsetIteratorT d_begin_offsets,
                                 EndOffsetIteratorT d_end_offsets, cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort<KeyT, ValueT>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out,
        num_items, num_segments, d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, false,
        stream);
  }
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t SortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                 DoubleBuffer<KeyT>& d_keys, DoubleBuffer<ValueT>& d_values,
                                 std::int64_t num_items, std::int64_t num_segments,
                                 BeginOffsetIteratorT d_begin_offsets,
                                 EndOffsetIteratorT d_end_offsets, cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort_double<KeyT, ValueT>(
        d_temp_storage, temp_storage_bytes, d_keys, &d_values, num_items, num_segments,
        d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, false, stream);
  }
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t SortPairsDescending(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                           const KeyT* d_keys_in, KeyT* d_keys_out,
                                           const ValueT* d_values_in, ValueT* d_values_out,
                                           std::int64_t num_items, std::int64_t num_segments,
                                           BeginOffsetIteratorT d_begin_offsets,
                                           EndOffsetIteratorT d_end_offsets,
                                           cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort<KeyT, ValueT>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out,
        num_items, num_segments, d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, true, stream);
  }
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t SortPairsDescending(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                           DoubleBuffer<KeyT>& d_keys,
                                           DoubleBuffer<ValueT>& d_values, std::int64_t num_items,
                                           std::int64_t num_segments,
                                           BeginOffsetIteratorT d_begin_offsets,
                                           EndOffsetIteratorT d_end_offsets,
                                           cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort_double<KeyT, ValueT>(
        d_temp_storage, temp_storage_bytes, d_keys, &d_values, num_items, num_segments,
        d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, true, stream);
  }
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cuportError_t StableSortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                      const KeyT* d_keys_in, KeyT* d_keys_out,
                                      std::int64_t num_items, std::int64_t num_segments,
                                      BeginOffsetIteratorT d_begin_offsets,
                                      EndOffsetIteratorT d_end_offsets, cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort<KeyT, cpu_detail::NoValue>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, nullptr, nullptr, num_items,
        num_segments, d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, false, stream);
  }
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cuportError_t StableSortKeys(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                      DoubleBuffer<KeyT>& d_keys, std::int64_t num_items,
                                      std::int64_t num_segments,
                                      BeginOffsetIteratorT d_begin_offsets,
                                      EndOffsetIteratorT d_end_offsets, cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort_double<KeyT, cpu_detail::NoValue>(
        d_temp_storage, temp_storage_bytes, d_keys, nullptr, num_items, num_segments,
        d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, false, stream);
  }
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cuportError_t StableSortKeysDescending(void* d_temp_storage,
                                                std::size_t& temp_storage_bytes,
                                                const KeyT* d_keys_in, KeyT* d_keys_out,
                                                std::int64_t num_items, std::int64_t num_segments,
                                                BeginOffsetIteratorT d_begin_offsets,
                                                EndOffsetIteratorT d_end_offsets,
                                                cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort<KeyT, cpu_detail::NoValue>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, nullptr, nullptr, num_items,
        num_segments, d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, true, stream);
  }
  template <typename KeyT, typename BeginOffsetIteratorT, typename EndOffsetIteratorT>
  static cuportError_t StableSortKeysDescending(void* d_temp_storage,
                                                std::size_t& temp_storage_bytes,
                                                DoubleBuffer<KeyT>& d_keys, std::int64_t num_items,
                                                std::int64_t num_segments,
                                                BeginOffsetIteratorT d_begin_offsets,
                                                EndOffsetIteratorT d_end_offsets,
                                                cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort_double<KeyT, cpu_detail::NoValue>(
        d_temp_storage, temp_storage_bytes, d_keys, nullptr, num_items, num_segments,
        d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, true, stream);
  }
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t StableSortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                       const KeyT* d_keys_in, KeyT* d_keys_out,
                                       const ValueT* d_values_in, ValueT* d_values_out,
                                       std::int64_t num_items, std::int64_t num_segments,
                                       BeginOffsetIteratorT d_begin_offsets,
                                       EndOffsetIteratorT d_end_offsets,
                                       cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort<KeyT, ValueT>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out,
        num_items, num_segments, d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, false,
        stream);
  }
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t StableSortPairs(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                       DoubleBuffer<KeyT>& d_keys, DoubleBuffer<ValueT>& d_values,
                                       std::int64_t num_items, std::int64_t num_segments,
                                       BeginOffsetIteratorT d_begin_offsets,
                                       EndOffsetIteratorT d_end_offsets,
                                       cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort_double<KeyT, ValueT>(
        d_temp_storage, temp_storage_bytes, d_keys, &d_values, num_items, num_segments,
        d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, false, stream);
  }
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t StableSortPairsDescending(void* d_temp_storage,
                                                 std::size_t& temp_storage_bytes,
                                                 const KeyT* d_keys_in, KeyT* d_keys_out,
                                                 const ValueT* d_values_in, ValueT* d_values_out,
                                                 std::int64_t num_items, std::int64_t num_segments,
                                                 BeginOffsetIteratorT d_begin_offsets,
                                                 EndOffsetIteratorT d_end_offsets,
                                                 cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort<KeyT, ValueT>(
        d_temp_storage, temp_storage_bytes, d_keys_in, d_keys_out, d_values_in, d_values_out,
        num_items, num_segments, d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, true, stream);
  }
  template <typename KeyT, typename ValueT, typename BeginOffsetIteratorT,
            typename EndOffsetIteratorT>
  static cuportError_t StableSortPairsDescending(void* d_temp_storage,
                                                 std::size_t& temp_storage_bytes,
                                                 DoubleBuffer<KeyT>& d_keys,
                                                 DoubleBuffer<ValueT>& d_values,
                                                 std::int64_t num_items, std::int64_t num_segments,
                                                 BeginOffsetIteratorT d_begin_offsets,
                                                 EndOffsetIteratorT d_end_offsets,
                                                 cuportStream_t stream = 0) {
    return cpu_detail::segmented_sort_double<KeyT, ValueT>(
        d_temp_storage, temp_storage_bytes, d_keys, &d_values, num_items, num_segments,
        d_begin_offsets, d_end_offsets, 0, sizeof(KeyT) * 8, true, stream);
  }
};

}  // namespace cub
