// Stub for the translator's parser only: CUB's names, declared for parsing; the names stay as
// they are (runtime/include/cuport/cub.h defines them). Member functions take any arguments:
// the parse needs their names and result types, not CUB's overload sets.
#pragma once
#include <stdlib.h>

#include "../cuda_runtime.h"

namespace cub {
struct NullType {};
template <typename K, typename V>
struct KeyValuePair {
  K key;
  V value;
  KeyValuePair();
  KeyValuePair(const K&, const V&);
};
template <typename T>
struct DoubleBuffer {
  T* d_buffers[2];
  int selector;
  DoubleBuffer();
  DoubleBuffer(T* current, T* alternate);
  T* Current();
  T* Alternate();
};
struct Sum {
  template <typename A, typename B>
  A operator()(const A& a, const B& b) const;
};
struct Min {
  template <typename A, typename B>
  A operator()(const A& a, const B& b) const;
};
struct Max {
  template <typename A, typename B>
  A operator()(const A& a, const B& b) const;
};
struct ArgMin {
  template <typename P>
  P operator()(const P& a, const P& b) const;
};
struct ArgMax {
  template <typename P>
  P operator()(const P& a, const P& b) const;
};

#define CUPORT_STUB_CUB_DEVICE(fn) \
  template <typename... A>         \
  static cudaError_t fn(void* d_temp_storage, size_t& temp_storage_bytes, A&&... args);
struct DeviceRadixSort {
  CUPORT_STUB_CUB_DEVICE(SortKeys)
  CUPORT_STUB_CUB_DEVICE(SortKeysDescending)
  CUPORT_STUB_CUB_DEVICE(SortPairs)
  CUPORT_STUB_CUB_DEVICE(SortPairsDescending)
};
struct DeviceSegmentedRadixSort {
  CUPORT_STUB_CUB_DEVICE(SortKeys)
  CUPORT_STUB_CUB_DEVICE(SortKeysDescending)
  CUPORT_STUB_CUB_DEVICE(SortPairs)
  CUPORT_STUB_CUB_DEVICE(SortPairsDescending)
};
struct DeviceSegmentedSort {
  CUPORT_STUB_CUB_DEVICE(SortKeys)
  CUPORT_STUB_CUB_DEVICE(SortKeysDescending)
  CUPORT_STUB_CUB_DEVICE(SortPairs)
  CUPORT_STUB_CUB_DEVICE(SortPairsDescending)
  CUPORT_STUB_CUB_DEVICE(StableSortKeys)
  CUPORT_STUB_CUB_DEVICE(StableSortKeysDescending)
  CUPORT_STUB_CUB_DEVICE(StableSortPairs)
  CUPORT_STUB_CUB_DEVICE(StableSortPairsDescending)
};
struct DeviceReduce {
  CUPORT_STUB_CUB_DEVICE(Reduce)
  CUPORT_STUB_CUB_DEVICE(Sum)
  CUPORT_STUB_CUB_DEVICE(Min)
  CUPORT_STUB_CUB_DEVICE(Max)
  CUPORT_STUB_CUB_DEVICE(ArgMin)
  CUPORT_STUB_CUB_DEVICE(ArgMax)
};
struct DeviceSegmentedReduce {
  CUPORT_STUB_CUB_DEVICE(Reduce)
  CUPORT_STUB_CUB_DEVICE(Sum)
  CUPORT_STUB_CUB_DEVICE(Min)
  CUPORT_STUB_CUB_DEVICE(Max)
};
struct DeviceScan {
  CUPORT_STUB_CUB_DEVICE(InclusiveSum)
  CUPORT_STUB_CUB_DEVICE(ExclusiveSum)
  CUPORT_STUB_CUB_DEVICE(InclusiveScan)
  CUPORT_STUB_CUB_DEVICE(ExclusiveScan)
};
struct DeviceSelect {
  CUPORT_STUB_CUB_DEVICE(If)
  CUPORT_STUB_CUB_DEVICE(Flagged)
};
struct DevicePartition {
  CUPORT_STUB_CUB_DEVICE(If)
  CUPORT_STUB_CUB_DEVICE(Flagged)
};
struct DeviceRunLengthEncode {
  CUPORT_STUB_CUB_DEVICE(Encode)
  CUPORT_STUB_CUB_DEVICE(NonTrivialRuns)
};
struct DeviceHistogram {
  CUPORT_STUB_CUB_DEVICE(HistogramEven)
  CUPORT_STUB_CUB_DEVICE(HistogramRange)
};
#undef CUPORT_STUB_CUB_DEVICE

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

template <typename T, int BLOCK_DIM_X, BlockReduceAlgorithm A = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
 public:
  struct TempStorage {
    T slots[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z];
  };
  __device__ BlockReduce(TempStorage&);
  template <typename... Args>
  __device__ T Reduce(Args&&...);
  template <typename... Args>
  __device__ T Sum(Args&&...);
};
template <typename T, int BLOCK_DIM_X, BlockScanAlgorithm A = BLOCK_SCAN_RAKING,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
 public:
  struct TempStorage {
    T slots[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z + 2];
  };
  __device__ BlockScan(TempStorage&);
  template <typename... Args>
  __device__ void InclusiveSum(Args&&...);
  template <typename... Args>
  __device__ void ExclusiveSum(Args&&...);
  template <typename... Args>
  __device__ void InclusiveScan(Args&&...);
  template <typename... Args>
  __device__ void ExclusiveScan(Args&&...);
};
template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD, BlockLoadAlgorithm A = BLOCK_LOAD_DIRECT,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
 public:
  struct TempStorage {
    unsigned char unused;
  };
  __device__ BlockLoad();
  __device__ BlockLoad(TempStorage&);
  template <typename... Args>
  __device__ void Load(Args&&...);
};
template <typename T, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockStoreAlgorithm A = BLOCK_STORE_DIRECT, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockStore {
 public:
  struct TempStorage {
    unsigned char unused;
  };
  __device__ BlockStore();
  __device__ BlockStore(TempStorage&);
  template <typename... Args>
  __device__ void Store(Args&&...);
};
template <typename KeyT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, typename ValueT = NullType,
          int RADIX_BITS = 4, bool MEMOIZE_OUTER_SCAN = true,
          BlockScanAlgorithm INNER_SCAN_ALGORITHM = BLOCK_SCAN_WARP_SCANS, int SMEM_CONFIG = 0,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockRadixSort {
 public:
  struct TempStorage {
    KeyT keys[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z * ITEMS_PER_THREAD];
  };
  __device__ BlockRadixSort(TempStorage&);
  template <typename... Args>
  __device__ void Sort(Args&&...);
  template <typename... Args>
  __device__ void SortDescending(Args&&...);
  template <typename... Args>
  __device__ void SortBlockedToStriped(Args&&...);
  template <typename... Args>
  __device__ void SortDescendingBlockedToStriped(Args&&...);
};
template <typename InputT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockExchange {
 public:
  struct TempStorage {
    InputT items[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z * ITEMS_PER_THREAD];
  };
  __device__ BlockExchange(TempStorage&);
  template <typename... Args>
  __device__ void StripedToBlocked(Args&&...);
  template <typename... Args>
  __device__ void BlockedToStriped(Args&&...);
  template <typename... Args>
  __device__ void WarpStripedToBlocked(Args&&...);
  template <typename... Args>
  __device__ void BlockedToWarpStriped(Args&&...);
  template <typename... Args>
  __device__ void ScatterToBlocked(Args&&...);
  template <typename... Args>
  __device__ void ScatterToStriped(Args&&...);
  template <typename... Args>
  __device__ void ScatterToStripedGuarded(Args&&...);
  template <typename... Args>
  __device__ void ScatterToStripedFlagged(Args&&...);
};
template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpReduce {
 public:
  struct TempStorage {
    T slots[LOGICAL_WARP_THREADS];
  };
  __device__ WarpReduce(TempStorage&);
  template <typename... Args>
  __device__ T Reduce(Args&&...);
  template <typename... Args>
  __device__ T Sum(Args&&...);
};
template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpScan {
 public:
  struct TempStorage {
    T slots[LOGICAL_WARP_THREADS];
  };
  __device__ WarpScan(TempStorage&);
  template <typename... Args>
  __device__ void InclusiveSum(Args&&...);
  template <typename... Args>
  __device__ void ExclusiveSum(Args&&...);
  template <typename... Args>
  __device__ void InclusiveScan(Args&&...);
  template <typename... Args>
  __device__ void ExclusiveScan(Args&&...);
  __device__ T Broadcast(T input, unsigned int src_lane);
};

template <typename... Args>
__device__ void LoadDirectBlocked(Args&&...);
template <int BLOCK_THREADS, typename... Args>
__device__ void LoadDirectStriped(Args&&...);
template <typename... Args>
__device__ void StoreDirectBlocked(Args&&...);
template <int BLOCK_THREADS, typename... Args>
__device__ void StoreDirectStriped(Args&&...);
cudaError_t Debug(cudaError_t error, const char* filename, int line);
struct CachingDeviceAllocator {
  static const unsigned int INVALID_BIN = (unsigned int)-1;
  static const size_t INVALID_SIZE = (size_t)-1;
  static const int INVALID_DEVICE_ORDINAL = -1;
  explicit CachingDeviceAllocator(unsigned int bin_growth, unsigned int min_bin = 1,
                                  unsigned int max_bin = INVALID_BIN,
                                  size_t max_cached_bytes = INVALID_SIZE,
                                  bool skip_cleanup = false, bool debug = false);
  explicit CachingDeviceAllocator(bool skip_cleanup = false, bool debug = false);
  cudaError_t SetMaxCachedBytes(size_t max_cached_bytes);
  cudaError_t DeviceAllocate(int device, void** d_ptr, size_t bytes, cudaStream_t stream = 0);
  cudaError_t DeviceAllocate(void** d_ptr, size_t bytes, cudaStream_t stream = 0);
  cudaError_t DeviceFree(int device, void* d_ptr);
  cudaError_t DeviceFree(void* d_ptr);
  cudaError_t FreeAllCached();
  bool debug;
};
}  // namespace cub

#define CubDebug(e) cub::Debug((cudaError_t)(e), __FILE__, __LINE__)
#define CubDebugExit(e) \
  if (cub::Debug((cudaError_t)(e), __FILE__, __LINE__)) exit(1)
