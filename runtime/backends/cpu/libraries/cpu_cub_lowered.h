// cuport CPU backend: CUB's block collectives as the two paths run them.
//
// A collective is three steps: each thread hands in its partial (its input, or its items folded),
// the block combines the partials, each thread takes its result. On fibers (cpu_cub_block.h) the
// partials go through the TempStorage between barriers. In a kernel the translator lowers to
// thread loops (translator/lowering/collectives.py), one thread loop stages every partial in a
// per-thread array, the block step below runs once, and the next thread loop reads each thread's
// result: no TempStorage, no barrier. Both paths combine the partials with the functions here,
// so they agree to the bit.
#pragma once

#include <algorithm>
#include <cstddef>
#include <type_traits>
#include <vector>

#include "cpu_cub_common.h"

namespace cub {
namespace cpu_detail {

template <typename T, int N, typename Op>
T thread_fold(const T (&items)[N], Op op) {
  T acc = items[0];
  for (int i = 1; i < N; ++i) acc = op(acc, items[i]);
  return acc;
}

// Room fold_partials needs for count partials.
constexpr int fold_scratch(int count) { return count + 8; }

// CUB's operators whose operands may be swapped (for any other, fold_partials assumes only
// associativity, as CUB does).
template <typename Op>
struct swappable_operator : std::false_type {};
template <>
struct swappable_operator<::cub::Sum> : std::true_type {};
template <>
struct swappable_operator<::cub::Min> : std::true_type {};
template <>
struct swappable_operator<::cub::Max> : std::true_type {};

// One level of a pairwise tree: out[j] = op(in[2j], in[2j + 1]); an odd last value, which has no
// neighbour, is copied as it is (as a lane past the end takes no part in a shuffle step). Returns
// the number of values out holds. in and out never overlap (fold_partials ping-pongs).
template <typename T, typename Op>
int pair_level(const T* __restrict__ in, int n, T* __restrict__ out, Op op) {
  const int pairs = n / 2;
  for (int j = 0; j < pairs; ++j) out[j] = op(in[2 * j], in[2 * j + 1]);
  if (n % 2 != 0) out[pairs] = in[n - 1];
  return n - pairs;
}

// v[0] becomes the fold of v[0 .. n) by halves: v[i] with v[i + half] (a swappable operator).
template <typename T, typename Op>
T fold_halves(T* v, int n, Op op) {
  for (int half; n > 1; n = half) {
    half = (n + 1) / 2;
    for (int i = 0; i < n - half; ++i) v[i] = op(v[i], v[i + half]);
  }
  return v[0];
}

// lanes[j] = the fold of partials j, j + kLanes, j + 2 kLanes, ... (count >= 1; lanes past
// count untouched). Restrict-qualified, so that the lanes stay in registers.
template <int kLanes, typename T, typename Op>
void fold_lanes(const T* __restrict__ partials, int count, Op op, T* __restrict__ lanes) {
  const int first = count < kLanes ? count : kLanes;
  for (int j = 0; j < first; ++j) lanes[j] = partials[j];
  int k = first;
  for (; k + kLanes <= count; k += kLanes) {
    for (int j = 0; j < kLanes; ++j) lanes[j] = op(lanes[j], partials[k + j]);
  }
  for (int j = 0; k + j < count; ++j) lanes[j] = op(lanes[j], partials[k + j]);
}

// The fold of partials[0 .. count) (count >= 1), the same on fibers and in thread loops (CUB's
// own order depends on its algorithm and is not specified). scratch: fold_scratch(count) values.
// - cub::Sum, Min, Max: 32 lanes, lane j folding partials j, j + 32, j + 64, ... in turn, then
//   the lanes by halves: vectorized passes, 14 ns for a float sum of 256 where a fold left to
//   right is one chain of dependent additions (3x slower).
// - any other operator, which may not be commutative: the order of CUB's default BlockReduce
//   (BLOCK_REDUCE_WARP_REDUCTIONS): within each warp of 32 the tree of a shuffle reduction
//   (offsets 1, 2, 4, 8, 16: neighbours first, lanes past count taking no part), built a level
//   at a time, then the warps' results left to right. Only neighbouring ranges are combined,
//   the left operand first.
template <typename T, typename Op>
T fold_partials(const T* partials, int count, Op op, T* scratch) {
  constexpr int kLanes = 32;
  if constexpr (swappable_operator<Op>::value) {
    const int lanes = count < kLanes ? count : kLanes;
    fold_lanes<kLanes>(partials, count, op, scratch);
    return fold_halves(scratch, lanes, op);
  } else {
    constexpr int kWarpLevels = 5;  // 2^5 = 32 lanes
    T* const halves[2] = {scratch, scratch + count / 2 + 1};
    const T* in = partials;
    int n = count;
    for (int level = 0; level < kWarpLevels && n > 1; ++level) {
      n = pair_level(in, n, halves[level % 2], op);
      in = halves[level % 2];
    }
    T acc = in[0];
    for (int warp = 1; warp < n; ++warp) acc = op(acc, in[warp]);
    return acc;
  }
}

// The fold of v[0 .. count) left to right (count >= 1): the warp collectives' order.
template <typename T, typename Op>
T fold_left(const T* v, int count, Op op) {
  T acc = v[0];
  for (int i = 1; i < count; ++i) acc = op(acc, v[i]);
  return acc;
}

// partials[i] becomes the fold of those before i (inclusive: up to and including i); partials[0]
// keeps its own value when exclusive (thread 0 has no prefix). Returns the fold of all.
template <typename T, typename Op>
T prefixes_in_place(T* partials, int count, Op op, bool inclusive) {
  T acc = partials[0];
  for (int i = 1; i < count; ++i) {
    const T next = op(acc, partials[i]);
    partials[i] = inclusive ? next : acc;
    acc = next;
  }
  return acc;
}

}  // namespace cpu_detail
}  // namespace cub

namespace cuport::cpu::lowered {

// A thread's linear index, to construct a per-thread collective (BlockLoad, BlockStore) without
// reading the thread built-ins, which lowered loops do not set.
struct CubThread {
  int linear_tid;
};
inline CubThread cub_thread(std::size_t linear) { return CubThread{static_cast<int>(linear)}; }

// What a thread hands in: its input converted to the collective's T, or its items folded.
template <typename T, typename Op>
T cub_partial(const T& input, Op) {
  return input;
}
template <typename T, int N, typename Op>
T cub_partial(const T (&items)[N], Op op) {
  return ::cub::cpu_detail::thread_fold(items, op);
}

// BlockReduce: thread 0's result (the fold of the first num_valid partials) into staged[0]; the
// other threads' results are unspecified in CUB and here keep their partials, as on fibers.
// scratch: room for a value per thread.
template <typename T, typename Op>
void cub_block_reduce(T* staged, T* scratch, std::size_t threads, Op op, long long num_valid) {
  const long long count = std::min<long long>(static_cast<long long>(threads), num_valid);
  staged[0] = ::cub::cpu_detail::fold_partials(staged, static_cast<int>(std::max(count, 1ll)), op,
                                               scratch);
}

// BlockScan: the partials' prefixes in place (see prefixes_in_place); returns the aggregate.
template <typename T, typename Op>
T cub_block_scan(T* staged, std::size_t threads, Op op, bool inclusive) {
  return ::cub::cpu_detail::prefixes_in_place(staged, static_cast<int>(threads), op, inclusive);
}

// ---- Collectives on whole tiles of items (BlockRadixSort, BlockExchange): the block step reads
// and writes each thread's items in place (rows_of(t): thread t's array, a per-thread array's
// row in a lowered kernel), through a tile it keeps per OS thread.

// How a tile's items are spread over threads (BlockExchange's arrangements).
enum class CubArrangement { blocked, striped, warp_striped, ranks };

template <typename T>
T* cub_tile(std::size_t items) {
  static thread_local std::vector<T> tile;
  if (tile.size() < items) tile.resize(items);
  return tile.data();
}

// BlockRadixSort: gathers the keys (and values, unless values_of is nullptr) blocked, sorts the
// tile with the class's sort_tile (the fiber path's), and hands them back blocked or striped.
template <typename Sort, typename KeysOf, typename ValuesOf>
void cub_tile_sort(std::size_t threads, KeysOf keys_of, ValuesOf values_of, int begin_bit,
                   int end_bit, bool descending, bool striped) {
  using Key = std::remove_reference_t<decltype(keys_of(0)[0])>;
  constexpr int kItems = Sort::kItemsPerThread;
  constexpr bool kPairs = !std::is_same<ValuesOf, std::nullptr_t>::value;
  const std::size_t count = threads * kItems;
  Key* keys = cub_tile<Key>(count);
  int* order = cub_tile<int>(count);
  auto values = [&] {
    if constexpr (kPairs) {
      return cub_tile<std::remove_reference_t<decltype(values_of(0)[0])>>(count);
    } else {
      return static_cast<unsigned char*>(nullptr);
    }
  }();
  for (std::size_t t = 0; t < threads; ++t) {
    for (int i = 0; i < kItems; ++i) {
      keys[t * kItems + i] = keys_of(t)[i];
      if constexpr (kPairs) values[t * kItems + i] = values_of(t)[i];
    }
  }
  Sort::sort_tile(keys, values, order, begin_bit, end_bit, descending);
  for (std::size_t t = 0; t < threads; ++t) {
    for (int i = 0; i < kItems; ++i) {
      const std::size_t rank = striped ? t + i * threads : t * kItems + i;
      keys_of(t)[i] = keys[rank];
      if constexpr (kPairs) values_of(t)[i] = values[rank];
    }
  }
}

// BlockExchange: every thread's input items go to the tile where kFrom puts them (ranks: to
// ranks_of(t)[i], where keep(t, i)), then every thread takes its output items where kTo puts
// them. Inputs are all read before any output is written (they may be the same arrays).
// keep(t, i) and ranks_of are used (and may be nullptr otherwise) where kFrom is ranks.
template <typename Exchange, CubArrangement kFrom, CubArrangement kTo, typename InputOf,
          typename OutputOf, typename RanksOf, typename Keep>
void cub_tile_exchange(std::size_t threads, InputOf input_of, OutputOf output_of,
                       RanksOf ranks_of, Keep keep) {
  using Item = std::remove_cv_t<std::remove_reference_t<decltype(input_of(0)[0])>>;
  constexpr int kItems = Exchange::kItemsPerThread;
  Item* tile = cub_tile<Item>(threads * kItems);
  for (std::size_t t = 0; t < threads; ++t) {
    for (int i = 0; i < kItems; ++i) {
      if constexpr (kFrom != CubArrangement::ranks) {
        tile[Exchange::rank_of(kFrom, static_cast<int>(t), i)] = input_of(t)[i];
      } else if (keep(t, i)) {
        tile[static_cast<std::size_t>(ranks_of(t)[i])] = input_of(t)[i];
      }
    }
  }
  for (std::size_t t = 0; t < threads; ++t) {
    for (int i = 0; i < kItems; ++i) {
      output_of(t)[i] = tile[Exchange::rank_of(kTo, static_cast<int>(t), i)];
    }
  }
}

// BlockScan's block prefix callback: the first warp's threads call theirs (callback_of(t), in
// thread order, as on fibers) with the block aggregate; thread 0's value seeds the block.
template <typename T, typename CallbackOf>
T cub_block_callback(std::size_t threads, CallbackOf callback_of, const T& aggregate) {
  const T seed = callback_of(0)(aggregate);
  for (std::size_t t = 1; t < std::min<std::size_t>(threads, 32); ++t) callback_of(t)(aggregate);
  return seed;
}

// WarpReduce: results[w] = the fold of logical warp w's first valid partials (kWidth lanes a
// warp, the last one as many as the block has), left to right as on fibers; every lane reads its
// warp's (CUB promises lane 0's).
template <int kWidth, typename T, typename Op>
void cub_warp_reduce(const T* staged, T* results, std::size_t threads, Op op, long long valid) {
  for (std::size_t first = 0; first < threads; first += kWidth) {
    const long long present = std::min<long long>(kWidth, static_cast<long long>(threads - first));
    const int count = static_cast<int>(std::max(1ll, std::min(present, valid)));
    results[first / kWidth] = ::cub::cpu_detail::fold_left(staged + first, count, op);
  }
}

// WarpScan: each logical warp's prefixes in place (as cub_block_scan's), its aggregate in
// aggregates[w].
template <int kWidth, typename T, typename Op>
void cub_warp_scan(T* staged, T* aggregates, std::size_t threads, Op op, bool inclusive) {
  for (std::size_t first = 0; first < threads; first += kWidth) {
    const int present = static_cast<int>(std::min<std::size_t>(kWidth, threads - first));
    aggregates[first / kWidth] =
        ::cub::cpu_detail::prefixes_in_place(staged + first, present, op, inclusive);
  }
}

// An exclusive scan with no initial value: the first thread's output is undefined in CUB (kept).
struct CubNoInit {};

// A thread's result of an exclusive scan from its prefix (the fold of the partials before it,
// after cub_block_scan or cub_warp_scan); first: it is the block's (or logical warp's) first
// thread, which has none: initial_value seeds it.
template <typename T, typename Op, typename Init>
void cub_exclusive(const T& prefix, bool first, T& output, Op op, const Init& init) {
  if constexpr (std::is_same<Init, CubNoInit>::value) {
    if (!first) output = prefix;
  } else {
    output = first ? T(init) : op(T(init), prefix);
  }
}
// Items per thread: the thread's items scanned from its prefix (exclusive, or inclusive).
template <typename T, int N, typename Op, typename Init>
void cub_exclusive(const T& prefix, bool first, const T (&input)[N], T (&output)[N], Op op,
                   const Init& init) {
  T acc = first ? T(init) : op(T(init), prefix);
  for (int i = 0; i < N; ++i) {
    const T x = input[i];  // input and output may be the same array
    output[i] = acc;
    acc = op(acc, x);
  }
}
template <typename T, int N, typename Op>
void cub_inclusive(const T& prefix, bool first, const T (&input)[N], T (&output)[N], Op op) {
  T acc = first ? input[0] : op(prefix, input[0]);
  output[0] = acc;
  for (int i = 1; i < N; ++i) {
    acc = op(acc, input[i]);
    output[i] = acc;
  }
}

}  // namespace cuport::cpu::lowered
