// cuport CPU backend: CUB's block- and warp-wide collectives (cub::BlockReduce, BlockScan,
// BlockLoad, BlockStore, BlockRadixSort, WarpReduce, WarpScan) for kernels running as fibers.
//
// Each collective works through its TempStorage (declared __shared__ by the program, as CUB
// documents): every thread writes its partial to its slot, a barrier (__syncthreads, or
// __syncwarp over the logical warp's lanes) makes them visible, then the result is read from
// the slots. As in CUB, a program must synchronize before it reuses a TempStorage. Kernels the
// translator lowers to thread loops run BlockReduce, BlockScan, BlockLoad and BlockStore through
// cpu_cub_lowered.h instead; the other collectives keep their kernels on fibers.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <numeric>
#include <type_traits>
#include <vector>

#include "cpu_cub_device.h"
#include "cpu_cub_lowered.h"

namespace cub {

struct NullType {};

enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS,
  BLOCK_REDUCE_WARP_REDUCTIONS_NONDETERMINISTIC
};
enum BlockScanAlgorithm { BLOCK_SCAN_RAKING, BLOCK_SCAN_RAKING_MEMOIZE, BLOCK_SCAN_WARP_SCANS };
enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};
enum BlockStoreAlgorithm {
  BLOCK_STORE_DIRECT,
  BLOCK_STORE_STRIPED,
  BLOCK_STORE_VECTORIZE,
  BLOCK_STORE_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE,
  BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED
};

namespace cpu_detail {

// Storage for `count` values of T that a __shared__ declaration can hold without constructing
// them (T need not be default-constructible), read and written as T.
template <typename T, int kCount>
struct Slots {
  alignas(T) unsigned char bytes[sizeof(T) * kCount];
  T* data() { return reinterpret_cast<T*>(bytes); }
  T& operator[](int i) { return data()[i]; }
};

template <int X, int Y, int Z>
inline int linear_tid() {
  return static_cast<int>(threadIdx.x + (Y > 1 || Z > 1 ? threadIdx.y * X : 0) +
                          (Z > 1 ? threadIdx.z * X * Y : 0));
}

// The lanes of the caller's logical warp of `width` lanes (that exist in this block).
inline ::cuport::cpu::lane_mask_t logical_warp_mask(int width) {
  const unsigned lane = ::cuport::cpu::current_lane();
  const unsigned base = lane / width * width;
  const unsigned long long bits = width >= 64 ? ~0ull : ((1ull << width) - 1) << base;
  return static_cast<::cuport::cpu::lane_mask_t>(bits & ::cuport::cpu::full_warp_mask());
}

}  // namespace cpu_detail

// ---- loads and stores -----------------------------------------------------------------------

// Blocked: thread t holds items [t * N, t * N + N). Striped: thread t holds t, t + T, t + 2T...
template <typename T, int N, typename InputIteratorT>
void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, T (&items)[N]) {
  for (int i = 0; i < N; ++i) items[i] = block_itr[linear_tid * N + i];
}
template <typename T, int N, typename InputIteratorT>
void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, T (&items)[N], int valid_items) {
  for (int i = 0; i < N; ++i) {
    if (linear_tid * N + i < valid_items) items[i] = block_itr[linear_tid * N + i];
  }
}
template <typename T, typename DefaultT, int N, typename InputIteratorT>
void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr, T (&items)[N], int valid_items,
                       DefaultT oob_default) {
  for (int i = 0; i < N; ++i) items[i] = oob_default;
  LoadDirectBlocked(linear_tid, block_itr, items, valid_items);
}
template <int BLOCK_THREADS, typename T, int N, typename InputIteratorT>
void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, T (&items)[N]) {
  for (int i = 0; i < N; ++i) items[i] = block_itr[linear_tid + i * BLOCK_THREADS];
}
template <int BLOCK_THREADS, typename T, int N, typename InputIteratorT>
void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, T (&items)[N], int valid_items) {
  for (int i = 0; i < N; ++i) {
    if (linear_tid + i * BLOCK_THREADS < valid_items) {
      items[i] = block_itr[linear_tid + i * BLOCK_THREADS];
    }
  }
}
template <int BLOCK_THREADS, typename T, typename DefaultT, int N, typename InputIteratorT>
void LoadDirectStriped(int linear_tid, InputIteratorT block_itr, T (&items)[N], int valid_items,
                       DefaultT oob_default) {
  for (int i = 0; i < N; ++i) items[i] = oob_default;
  LoadDirectStriped<BLOCK_THREADS>(linear_tid, block_itr, items, valid_items);
}
template <typename T, int N, typename OutputIteratorT>
void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr, T (&items)[N]) {
  for (int i = 0; i < N; ++i) block_itr[linear_tid * N + i] = items[i];
}
template <typename T, int N, typename OutputIteratorT>
void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr, T (&items)[N],
                        int valid_items) {
  for (int i = 0; i < N; ++i) {
    if (linear_tid * N + i < valid_items) block_itr[linear_tid * N + i] = items[i];
  }
}
template <int BLOCK_THREADS, typename T, int N, typename OutputIteratorT>
void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[N]) {
  for (int i = 0; i < N; ++i) block_itr[linear_tid + i * BLOCK_THREADS] = items[i];
}
template <int BLOCK_THREADS, typename T, int N, typename OutputIteratorT>
void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr, T (&items)[N],
                        int valid_items) {
  for (int i = 0; i < N; ++i) {
    if (linear_tid + i * BLOCK_THREADS < valid_items) {
      block_itr[linear_tid + i * BLOCK_THREADS] = items[i];
    }
  }
}

// Every algorithm but STRIPED yields (or takes) the blocked arrangement; the transposing ones
// differ on a GPU only in how memory is accessed, so each thread's items are the same.
template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
  static constexpr int kThreads = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  int tid_;

 public:
  struct TempStorage {
    unsigned char unused;
  };
  BlockLoad() : tid_(cpu_detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
  explicit BlockLoad(TempStorage&) : BlockLoad() {}
  // A lowered kernel's thread loop names the thread (cpu_cub_lowered.h).
  explicit BlockLoad(::cuport::cpu::lowered::CubThread thread) : tid_(thread.linear_tid) {}

  template <typename InputIteratorT>
  void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
    if (ALGORITHM == BLOCK_LOAD_STRIPED) {
      LoadDirectStriped<kThreads>(tid_, block_itr, items);
    } else {
      LoadDirectBlocked(tid_, block_itr, items);
    }
  }
  template <typename InputIteratorT>
  void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items) {
    if (ALGORITHM == BLOCK_LOAD_STRIPED) {
      LoadDirectStriped<kThreads>(tid_, block_itr, items, valid_items);
    } else {
      LoadDirectBlocked(tid_, block_itr, items, valid_items);
    }
  }
  template <typename InputIteratorT, typename DefaultT>
  void Load(InputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items,
            DefaultT oob_default) {
    if (ALGORITHM == BLOCK_LOAD_STRIPED) {
      LoadDirectStriped<kThreads>(tid_, block_itr, items, valid_items, oob_default);
    } else {
      LoadDirectBlocked(tid_, block_itr, items, valid_items, oob_default);
    }
  }
};

template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockStoreAlgorithm ALGORITHM = BLOCK_STORE_DIRECT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockStore {
  static constexpr int kThreads = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  int tid_;

 public:
  struct TempStorage {
    unsigned char unused;
  };
  BlockStore() : tid_(cpu_detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}
  explicit BlockStore(TempStorage&) : BlockStore() {}
  // A lowered kernel's thread loop names the thread (cpu_cub_lowered.h).
  explicit BlockStore(::cuport::cpu::lowered::CubThread thread) : tid_(thread.linear_tid) {}

  template <typename OutputIteratorT>
  void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD]) {
    if (ALGORITHM == BLOCK_STORE_STRIPED) {
      StoreDirectStriped<kThreads>(tid_, block_itr, items);
    } else {
      StoreDirectBlocked(tid_, block_itr, items);
    }
  }
  template <typename OutputIteratorT>
  void Store(OutputIteratorT block_itr, T (&items)[ITEMS_PER_THREAD], int valid_items) {
    if (ALGORITHM == BLOCK_STORE_STRIPED) {
      StoreDirectStriped<kThreads>(tid_, block_itr, items, valid_items);
    } else {
      StoreDirectBlocked(tid_, block_itr, items, valid_items);
    }
  }
};

// ---- block reduce ---------------------------------------------------------------------------

// The result is valid in thread 0 (CUB's contract); other threads get an unspecified value.
template <typename T, int BLOCK_DIM_X, BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
  static constexpr int kThreads = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;

 public:
  // The partials, then fold_partials' scratch.
  using TempStorage = cpu_detail::Slots<T, kThreads + cpu_detail::fold_scratch(kThreads)>;

  explicit BlockReduce(TempStorage& temp_storage)
      : slots_(temp_storage), tid_(cpu_detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  template <typename ReductionOp>
  T Reduce(T input, ReductionOp reduction_op) {
    return Reduce(input, reduction_op, kThreads);
  }
  template <int ITEMS_PER_THREAD, typename ReductionOp>
  T Reduce(T (&inputs)[ITEMS_PER_THREAD], ReductionOp reduction_op) {
    return Reduce(cpu_detail::thread_fold(inputs, reduction_op), reduction_op, kThreads);
  }
  // Only threads 0 .. num_valid - 1 contribute.
  template <typename ReductionOp>
  T Reduce(T input, ReductionOp reduction_op, int num_valid) {
    slots_[tid_] = input;
    __syncthreads();
    if (tid_ != 0) return input;
    return cpu_detail::fold_partials(slots_.data(), std::max(1, std::min(num_valid, kThreads)),
                                     reduction_op, slots_.data() + kThreads);  // (scratch)
  }
  T Sum(T input) { return Reduce(input, cub::Sum()); }
  template <int ITEMS_PER_THREAD>
  T Sum(T (&inputs)[ITEMS_PER_THREAD]) {
    return Reduce(inputs, cub::Sum());
  }
  T Sum(T input, int num_valid) { return Reduce(input, cub::Sum(), num_valid); }

 private:
  TempStorage& slots_;
  int tid_;
};

// ---- block scan -----------------------------------------------------------------------------

template <typename T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
  static constexpr int kThreads = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int kAggregate = kThreads;  // slots past the threads' own
  static constexpr int kCallerPrefix = kThreads + 1;

  struct NoCallback {};

 public:
  using TempStorage = cpu_detail::Slots<T, kThreads + 2>;

  explicit BlockScan(TempStorage& temp_storage)
      : slots_(temp_storage), tid_(cpu_detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  // -- one item per thread
  void ExclusiveSum(T input, T& output) {
    T aggregate;
    ExclusiveScan(input, output, T(0), cub::Sum(), aggregate);
  }
  void ExclusiveSum(T input, T& output, T& block_aggregate) {
    ExclusiveScan(input, output, T(0), cub::Sum(), block_aggregate);
  }
  template <typename BlockPrefixCallbackOp>
  void ExclusiveSum(T input, T& output, BlockPrefixCallbackOp& block_prefix_callback_op) {
    ExclusiveScan(input, output, cub::Sum(), block_prefix_callback_op);
  }
  void InclusiveSum(T input, T& output) { InclusiveScan(input, output, cub::Sum()); }
  void InclusiveSum(T input, T& output, T& block_aggregate) {
    InclusiveScan(input, output, cub::Sum(), block_aggregate);
  }
  template <typename BlockPrefixCallbackOp>
  void InclusiveSum(T input, T& output, BlockPrefixCallbackOp& block_prefix_callback_op) {
    InclusiveScan(input, output, cub::Sum(), block_prefix_callback_op);
  }

  template <typename ScanOp>
  void ExclusiveScan(T input, T& output, T initial_value, ScanOp scan_op) {
    T aggregate;
    ExclusiveScan(input, output, initial_value, scan_op, aggregate);
  }
  // The aggregate is of the inputs only (initial_value not included), as in CUB.
  template <typename ScanOp>
  void ExclusiveScan(T input, T& output, T initial_value, ScanOp scan_op, T& block_aggregate) {
    NoCallback none;
    bool has_prefix = false;
    const T prefix = scan(input, scan_op, &block_aggregate, none, &has_prefix);
    output = has_prefix ? scan_op(initial_value, prefix) : initial_value;
  }
  // Thread 0's output is undefined in CUB; here it is left as it was.
  template <typename ScanOp>
  void ExclusiveScan(T input, T& output, ScanOp scan_op) {
    T aggregate;
    ExclusiveScan(input, output, scan_op, aggregate);
  }
  template <typename ScanOp>
  void ExclusiveScan(T input, T& output, ScanOp scan_op, T& block_aggregate) {
    NoCallback none;
    bool has_prefix = false;
    const T prefix = scan(input, scan_op, &block_aggregate, none, &has_prefix);
    if (has_prefix) output = prefix;
  }
  // The callback is called by the first warp's threads with the block aggregate; thread 0's
  // return value seeds the whole block.
  template <typename ScanOp, typename BlockPrefixCallbackOp>
  void ExclusiveScan(T input, T& output, ScanOp scan_op,
                     BlockPrefixCallbackOp& block_prefix_callback_op) {
    T aggregate;
    bool has_prefix = false;
    const T prefix = scan(input, scan_op, &aggregate, block_prefix_callback_op, &has_prefix);
    output = has_prefix ? scan_op(slots_[kCallerPrefix], prefix) : slots_[kCallerPrefix];
  }

  template <typename ScanOp>
  void InclusiveScan(T input, T& output, ScanOp scan_op) {
    T aggregate;
    InclusiveScan(input, output, scan_op, aggregate);
  }
  template <typename ScanOp>
  void InclusiveScan(T input, T& output, ScanOp scan_op, T& block_aggregate) {
    NoCallback none;
    bool has_prefix = false;
    const T prefix = scan(input, scan_op, &block_aggregate, none, &has_prefix);
    output = has_prefix ? scan_op(prefix, input) : input;
  }
  template <typename ScanOp, typename BlockPrefixCallbackOp>
  void InclusiveScan(T input, T& output, ScanOp scan_op,
                     BlockPrefixCallbackOp& block_prefix_callback_op) {
    T aggregate;
    bool has_prefix = false;
    const T prefix = scan(input, scan_op, &aggregate, block_prefix_callback_op, &has_prefix);
    const T seed = slots_[kCallerPrefix];
    output = scan_op(has_prefix ? scan_op(seed, prefix) : seed, input);
  }

  // -- several items per thread (blocked arrangement)
  template <int N>
  void ExclusiveSum(T (&input)[N], T (&output)[N]) {
    T aggregate;
    ExclusiveScan(input, output, T(0), cub::Sum(), aggregate);
  }
  template <int N>
  void ExclusiveSum(T (&input)[N], T (&output)[N], T& block_aggregate) {
    ExclusiveScan(input, output, T(0), cub::Sum(), block_aggregate);
  }
  template <int N>
  void InclusiveSum(T (&input)[N], T (&output)[N]) {
    T aggregate;
    InclusiveScan(input, output, cub::Sum(), aggregate);
  }
  template <int N>
  void InclusiveSum(T (&input)[N], T (&output)[N], T& block_aggregate) {
    InclusiveScan(input, output, cub::Sum(), block_aggregate);
  }
  template <int N, typename ScanOp>
  void ExclusiveScan(T (&input)[N], T (&output)[N], T initial_value, ScanOp scan_op) {
    T aggregate;
    ExclusiveScan(input, output, initial_value, scan_op, aggregate);
  }
  template <int N, typename ScanOp>
  void ExclusiveScan(T (&input)[N], T (&output)[N], T initial_value, ScanOp scan_op,
                     T& block_aggregate) {
    T prefix;
    ExclusiveScan(cpu_detail::thread_fold(input, scan_op), prefix, initial_value, scan_op,
                  block_aggregate);
    T acc = prefix;
    for (int i = 0; i < N; ++i) {
      const T x = input[i];  // input and output may be the same array
      output[i] = acc;
      acc = scan_op(acc, x);
    }
  }
  template <int N, typename ScanOp>
  void InclusiveScan(T (&input)[N], T (&output)[N], ScanOp scan_op) {
    T aggregate;
    InclusiveScan(input, output, scan_op, aggregate);
  }
  template <int N, typename ScanOp>
  void InclusiveScan(T (&input)[N], T (&output)[N], ScanOp scan_op, T& block_aggregate) {
    NoCallback none;
    bool has_prefix = false;
    const T prefix =
        scan(cpu_detail::thread_fold(input, scan_op), scan_op, &block_aggregate, none, &has_prefix);
    T acc = has_prefix ? scan_op(prefix, input[0]) : input[0];
    output[0] = acc;
    for (int i = 1; i < N; ++i) {
      acc = scan_op(acc, input[i]);
      output[i] = acc;
    }
  }

 private:
  // The fold of the threads before this one (has_prefix false for thread 0), the aggregate of
  // all; with a callback, slots_[kCallerPrefix] holds thread 0's callback value afterwards.
  template <typename ScanOp, typename Callback>
  T scan(T partial, ScanOp scan_op, T* aggregate, Callback& callback, bool* has_prefix) {
    slots_[tid_] = partial;
    __syncthreads();
    if (tid_ == 0) {  // exclusive prefixes in place, slot 0 keeps its own value (unused)
      slots_[kAggregate] = cpu_detail::prefixes_in_place(slots_.data(), kThreads, scan_op, false);
    }
    __syncthreads();
    *aggregate = slots_[kAggregate];
    if constexpr (!std::is_same<Callback, NoCallback>::value) {
      if (tid_ < 32) {
        const T seed = callback(*aggregate);
        if (tid_ == 0) slots_[kCallerPrefix] = seed;
      }
      __syncthreads();
    }
    *has_prefix = tid_ != 0;
    return tid_ != 0 ? slots_[tid_] : partial;
  }

  TempStorage& slots_;
  int tid_;
};

// ---- block exchange ---------------------------------------------------------------------------

// Items move between arrangements through the TempStorage: each thread writes its items where
// the source arrangement puts them, the block synchronizes, each reads where the target puts
// its own. Blocked: thread t holds [t * N, t * N + N); striped: t, t + T, ...; warp-striped: as
// striped within each warp's 32 * N items. As in CUB, a program synchronizes before it reuses
// the TempStorage.
template <typename InputT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockExchange {
  static constexpr int kThreads = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int kItems = ITEMS_PER_THREAD;
  static constexpr int kWarp = 32;  // CUB's warp, whatever the build's warp size
  using Arrangement = ::cuport::cpu::lowered::CubArrangement;

 public:
  using TempStorage = cpu_detail::Slots<InputT, kThreads * kItems>;

  explicit BlockExchange(TempStorage& temp_storage)
      : slots_(temp_storage),
        tid_(cpu_detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  template <typename OutputT>
  void StripedToBlocked(const InputT (&input)[kItems], OutputT (&output)[kItems]) {
    move(input, output, [this](int i) { return striped(i); }, [this](int i) { return blocked(i); });
  }
  template <typename OutputT>
  void BlockedToStriped(const InputT (&input)[kItems], OutputT (&output)[kItems]) {
    move(input, output, [this](int i) { return blocked(i); }, [this](int i) { return striped(i); });
  }
  template <typename OutputT>
  void WarpStripedToBlocked(const InputT (&input)[kItems], OutputT (&output)[kItems]) {
    move(input, output, [this](int i) { return warp_striped(i); },
         [this](int i) { return blocked(i); });
  }
  template <typename OutputT>
  void BlockedToWarpStriped(const InputT (&input)[kItems], OutputT (&output)[kItems]) {
    move(input, output, [this](int i) { return blocked(i); },
         [this](int i) { return warp_striped(i); });
  }
  // Item i goes to rank ranks[i] of the tile, which is then read blocked (or striped); the
  // guarded form skips negative ranks, the flagged one items whose flag is false.
  template <typename OutputT, typename OffsetT>
  void ScatterToBlocked(const InputT (&input)[kItems], OutputT (&output)[kItems],
                        OffsetT (&ranks)[kItems]) {
    scatter(input, output, ranks, [](int) { return true; }, [this](int i) { return blocked(i); });
  }
  template <typename OutputT, typename OffsetT>
  void ScatterToStriped(const InputT (&input)[kItems], OutputT (&output)[kItems],
                        OffsetT (&ranks)[kItems]) {
    scatter(input, output, ranks, [](int) { return true; }, [this](int i) { return striped(i); });
  }
  template <typename OutputT, typename OffsetT>
  void ScatterToStripedGuarded(const InputT (&input)[kItems], OutputT (&output)[kItems],
                               OffsetT (&ranks)[kItems]) {
    scatter(input, output, ranks, [&ranks](int i) { return ranks[i] >= 0; },
            [this](int i) { return striped(i); });
  }
  template <typename OutputT, typename OffsetT, typename ValidFlag>
  void ScatterToStripedFlagged(const InputT (&input)[kItems], OutputT (&output)[kItems],
                               OffsetT (&ranks)[kItems], ValidFlag (&is_valid)[kItems]) {
    scatter(input, output, ranks, [&is_valid](int i) { return bool(is_valid[i]); },
            [this](int i) { return striped(i); });
  }
  // CUB's older in-place forms.
  void StripedToBlocked(InputT (&items)[kItems]) { StripedToBlocked(items, items); }
  void BlockedToStriped(InputT (&items)[kItems]) { BlockedToStriped(items, items); }
  void WarpStripedToBlocked(InputT (&items)[kItems]) { WarpStripedToBlocked(items, items); }
  void BlockedToWarpStriped(InputT (&items)[kItems]) { BlockedToWarpStriped(items, items); }

 // Where thread t's item i sits in the tile, by arrangement (a lowered kernel's block step
  // moves items with these too, cpu_cub_lowered.h).
  static int rank_of(Arrangement arrangement, int t, int i) {
    switch (arrangement) {
      case Arrangement::striped:
        return i * kThreads + t;
      case Arrangement::warp_striped:
        return t / kWarp * kWarp * kItems + i * kWarp + t % kWarp;
      default:
        return t * kItems + i;
    }
  }
  static constexpr int kItemsPerThread = ITEMS_PER_THREAD;
  static constexpr int kTileItems = kThreads * ITEMS_PER_THREAD;

 private:
  int blocked(int i) const { return rank_of(Arrangement::blocked, tid_, i); }
  int striped(int i) const { return rank_of(Arrangement::striped, tid_, i); }
  int warp_striped(int i) const { return rank_of(Arrangement::warp_striped, tid_, i); }
  template <typename OutputT, typename From, typename To>
  void move(const InputT (&input)[kItems], OutputT (&output)[kItems], From from, To to) {
    for (int i = 0; i < kItems; ++i) slots_[from(i)] = input[i];
    __syncthreads();
    for (int i = 0; i < kItems; ++i) output[i] = slots_[to(i)];
  }
  template <typename OutputT, typename OffsetT, typename Keep, typename To>
  void scatter(const InputT (&input)[kItems], OutputT (&output)[kItems], OffsetT (&ranks)[kItems],
               Keep keep, To to) {
    for (int i = 0; i < kItems; ++i) {
      if (keep(i)) slots_[static_cast<int>(ranks[i])] = input[i];
    }
    __syncthreads();
    for (int i = 0; i < kItems; ++i) output[i] = slots_[to(i)];
  }

  TempStorage& slots_;
  int tid_;
};

// ---- warp collectives -----------------------------------------------------------------------

// A logical warp of LOGICAL_WARP_THREADS lanes: lanes write their values to the TempStorage,
// the logical warp synchronizes (__syncwarp), and each lane folds what it needs. Results are
// given to every lane (CUB promises the reduction in lane 0 only).
template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpReduce {
 public:
  using TempStorage = cpu_detail::Slots<T, LOGICAL_WARP_THREADS>;

  // The lanes of a logical warp (a lowered kernel's block step reads it, cpu_cub_lowered.h).
  static constexpr int kLogicalWarpThreads = LOGICAL_WARP_THREADS;

  explicit WarpReduce(TempStorage& temp_storage) : slots_(temp_storage) {}

  template <typename ReductionOp>
  T Reduce(T input, ReductionOp reduction_op) {
    return Reduce(input, reduction_op, LOGICAL_WARP_THREADS);
  }
  // Lanes 0 .. valid_items - 1 contribute.
  template <typename ReductionOp>
  T Reduce(T input, ReductionOp reduction_op, int valid_items) {
    const int lane = static_cast<int>(::cuport::cpu::current_lane()) % LOGICAL_WARP_THREADS;
    const auto mask = cpu_detail::logical_warp_mask(LOGICAL_WARP_THREADS);
    slots_[lane] = input;
    __syncwarp(mask);
    const int present = __builtin_popcountll(static_cast<unsigned long long>(mask));
    const int count = std::max(1, std::min({valid_items, present, LOGICAL_WARP_THREADS}));
    const T acc = cpu_detail::fold_left(slots_.data(), count, reduction_op);
    __syncwarp(mask);  // every lane has read before a later call writes
    return acc;
  }
  T Sum(T input) { return Reduce(input, cub::Sum()); }
  T Sum(T input, int valid_items) { return Reduce(input, cub::Sum(), valid_items); }

 private:
  TempStorage& slots_;
};

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpScan {
 public:
  using TempStorage = cpu_detail::Slots<T, LOGICAL_WARP_THREADS>;

  // The lanes of a logical warp (a lowered kernel's block step reads it, cpu_cub_lowered.h).
  static constexpr int kLogicalWarpThreads = LOGICAL_WARP_THREADS;

  explicit WarpScan(TempStorage& temp_storage) : slots_(temp_storage) {}

  void InclusiveSum(T input, T& inclusive_output) { InclusiveScan(input, inclusive_output, cub::Sum()); }
  void InclusiveSum(T input, T& inclusive_output, T& warp_aggregate) {
    InclusiveScan(input, inclusive_output, cub::Sum(), warp_aggregate);
  }
  void ExclusiveSum(T input, T& exclusive_output) {
    T aggregate;
    ExclusiveScan(input, exclusive_output, T(0), cub::Sum(), aggregate);
  }
  void ExclusiveSum(T input, T& exclusive_output, T& warp_aggregate) {
    ExclusiveScan(input, exclusive_output, T(0), cub::Sum(), warp_aggregate);
  }
  template <typename ScanOp>
  void InclusiveScan(T input, T& inclusive_output, ScanOp scan_op) {
    T aggregate;
    InclusiveScan(input, inclusive_output, scan_op, aggregate);
  }
  template <typename ScanOp>
  void InclusiveScan(T input, T& inclusive_output, ScanOp scan_op, T& warp_aggregate) {
    T prefix;
    const bool has = scan(input, scan_op, &prefix, &warp_aggregate);
    inclusive_output = has ? scan_op(prefix, input) : input;
  }
  template <typename ScanOp>
  void ExclusiveScan(T input, T& exclusive_output, T initial_value, ScanOp scan_op) {
    T aggregate;
    ExclusiveScan(input, exclusive_output, initial_value, scan_op, aggregate);
  }
  template <typename ScanOp>
  void ExclusiveScan(T input, T& exclusive_output, T initial_value, ScanOp scan_op,
                     T& warp_aggregate) {
    T prefix;
    const bool has = scan(input, scan_op, &prefix, &warp_aggregate);
    exclusive_output = has ? scan_op(initial_value, prefix) : initial_value;
  }
  // Lane 0's output is undefined in CUB; here it is left as it was.
  template <typename ScanOp>
  void ExclusiveScan(T input, T& exclusive_output, ScanOp scan_op) {
    T prefix, aggregate;
    if (scan(input, scan_op, &prefix, &aggregate)) exclusive_output = prefix;
  }
  T Broadcast(T input, unsigned int src_lane) {
    const int lane = static_cast<int>(::cuport::cpu::current_lane()) % LOGICAL_WARP_THREADS;
    const auto mask = cpu_detail::logical_warp_mask(LOGICAL_WARP_THREADS);
    slots_[lane] = input;
    __syncwarp(mask);
    const T value = slots_[static_cast<int>(src_lane)];
    __syncwarp(mask);
    return value;
  }

 private:
  // prefix: the fold of the lanes before this one (false for lane 0); aggregate: of all lanes.
  template <typename ScanOp>
  bool scan(T input, ScanOp scan_op, T* prefix, T* aggregate) {
    const int lane = static_cast<int>(::cuport::cpu::current_lane()) % LOGICAL_WARP_THREADS;
    const auto mask = cpu_detail::logical_warp_mask(LOGICAL_WARP_THREADS);
    const int present = __builtin_popcountll(static_cast<unsigned long long>(mask));
    slots_[lane] = input;
    __syncwarp(mask);
    T acc = slots_[0];
    for (int i = 1; i < std::min(present, LOGICAL_WARP_THREADS); ++i) {
      if (i == lane) *prefix = acc;
      acc = scan_op(acc, slots_[i]);
    }
    *aggregate = acc;
    __syncwarp(mask);
    return lane != 0;
  }

  TempStorage& slots_;
};

// ---- block radix sort -----------------------------------------------------------------------

// Sorts the block's keys (blocked arrangement in and out) by bits [begin_bit, end_bit), stably,
// in CUB's key order (see DeviceRadixSort). Thread 0 sorts the block's items in the TempStorage.
template <typename KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, typename ValueT = NullType,
          int RADIX_BITS = 4, bool MEMOIZE_OUTER_SCAN = true,
          BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS, int SMEM_CONFIG = 0,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockRadixSort {
  static constexpr int kThreads = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  static constexpr int kItems = kThreads * ITEMS_PER_THREAD;
  static constexpr bool kPairs = !std::is_same<ValueT, NullType>::value;
  using Bits = cpu_detail::KeyBits<KeyT>;
  using U = typename Bits::U;
  using V = std::conditional_t<kPairs, ValueT, unsigned char>;

 public:
  struct TempStorage {
    cpu_detail::Slots<KeyT, kItems> keys;
    cpu_detail::Slots<V, kItems> values;
    cpu_detail::Slots<int, kItems> order;
  };

  explicit BlockRadixSort(TempStorage& temp_storage)
      : temp_(temp_storage), tid_(cpu_detail::linear_tid<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>()) {}

  void Sort(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    V* none = nullptr;
    sort(keys, none, begin_bit, end_bit, false, false);
  }
  void Sort(KeyT (&keys)[ITEMS_PER_THREAD], V (&values)[ITEMS_PER_THREAD], int begin_bit = 0,
            int end_bit = sizeof(KeyT) * 8) {
    sort(keys, values, begin_bit, end_bit, false, false);
  }
  void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
                      int end_bit = sizeof(KeyT) * 8) {
    V* none = nullptr;
    sort(keys, none, begin_bit, end_bit, true, false);
  }
  void SortDescending(KeyT (&keys)[ITEMS_PER_THREAD], V (&values)[ITEMS_PER_THREAD],
                      int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    sort(keys, values, begin_bit, end_bit, true, false);
  }
  // Sorted, but left in the striped arrangement (thread t holds ranks t, t + T, ...).
  void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
                            int end_bit = sizeof(KeyT) * 8) {
    V* none = nullptr;
    sort(keys, none, begin_bit, end_bit, false, true);
  }
  void SortBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], V (&values)[ITEMS_PER_THREAD],
                            int begin_bit = 0, int end_bit = sizeof(KeyT) * 8) {
    sort(keys, values, begin_bit, end_bit, false, true);
  }
  void SortDescendingBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD], int begin_bit = 0,
                                      int end_bit = sizeof(KeyT) * 8) {
    V* none = nullptr;
    sort(keys, none, begin_bit, end_bit, true, true);
  }
  void SortDescendingBlockedToStriped(KeyT (&keys)[ITEMS_PER_THREAD],
                                      V (&values)[ITEMS_PER_THREAD], int begin_bit = 0,
                                      int end_bit = sizeof(KeyT) * 8) {
    sort(keys, values, begin_bit, end_bit, true, true);
  }

 private:
  template <typename Values>
  void sort(KeyT (&keys)[ITEMS_PER_THREAD], Values& values, int begin_bit, int end_bit,
            bool descending, bool striped_out) {
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
      temp_.keys[tid_ * ITEMS_PER_THREAD + i] = keys[i];
      if constexpr (!std::is_pointer<Values>::value) {
        temp_.values[tid_ * ITEMS_PER_THREAD + i] = values[i];
      }
    }
    __syncthreads();
    if (tid_ == 0) {
      sort_tile(temp_.keys.data(), kPairs ? temp_.values.data() : nullptr, temp_.order.data(),
                begin_bit, end_bit, descending);
    }
    __syncthreads();
    for (int i = 0; i < ITEMS_PER_THREAD; ++i) {
      const int r = striped_out ? tid_ + i * kThreads : tid_ * ITEMS_PER_THREAD + i;
      keys[i] = temp_.keys[r];
      if constexpr (!std::is_pointer<Values>::value) values[i] = temp_.values[r];
    }
    __syncthreads();  // all have read before the storage is reused
  }

  TempStorage& temp_;
  int tid_;

 public:
  // The tile's kItems keys (and values, unless null) sorted stably by bits [begin_bit, end_bit)
  // of their keys, in place; order: room for kItems ints. Both paths sort with it (a lowered
  // kernel's block step through cpu_cub_lowered.h's cub_tile_sort).
  static void sort_tile(KeyT* keys, V* values, int* order, int begin_bit, int end_bit,
                        bool descending) {
    const int width = end_bit - begin_bit;
    const U mask = width >= static_cast<int>(sizeof(U) * 8) ? static_cast<U>(~U(0))
                                                            : static_cast<U>((U(1) << width) - 1);
    auto rank_key = [&](int i) {
      U bits;
      std::memcpy(&bits, &keys[i], sizeof(U));
      const U t = Bits::digit_source(Bits::in(bits, descending), descending);
      return static_cast<U>((t >> begin_bit) & mask);
    };
    std::iota(order, order + kItems, 0);
    std::stable_sort(order, order + kItems,
                     [&](int a, int b) { return rank_key(a) < rank_key(b); });
    // Permute through a copy: the sorted item r is the old item order[r].
    std::vector<KeyT> k(keys, keys + kItems);
    std::vector<V> v(values ? values : nullptr, values ? values + kItems : nullptr);
    for (int r = 0; r < kItems; ++r) {
      keys[r] = k[order[r]];
      if (values) values[r] = v[order[r]];
    }
  }
  static constexpr int kItemsPerThread = ITEMS_PER_THREAD;
};

}  // namespace cub
