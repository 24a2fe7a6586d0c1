// cuport CPU backend: cooperative_groups (thread_block, tiles, coalesced groups, grid_group,
// reduce/scan) and cooperative launches, in which every block is resident at once (one OS
// thread each) so that grid.sync() can wait for the whole grid.
#pragma once

#include <condition_variable>
#include <cstring>
#include <cstdio>
#include <mutex>
#include <thread>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "cpu_device_runtime.h"
#include "cpu_warp.h"  // shuffle_from, CUPORT_WARP_OPERATION
#include "../engine/cpu_launch.h"
#include "cpu_warp.h"

namespace cuport::cpu {

// An OS-level barrier for one representative thread per block. Blocks that finish without
// arriving stop counting, as exited threads do at __syncthreads.
class GridBarrier {
 public:
  explicit GridBarrier(unsigned long long blocks) : expected_(blocks) {}

  // Returns false if the launch was aborted while waiting.
  bool arrive_and_wait() {
    std::unique_lock<std::mutex> lock(mutex_);
    unsigned long long generation = generation_;
    if (++arrived_ == expected_) {
      release();
      return !aborted_;
    }
    wake_.wait(lock, [&] { return generation_ != generation || aborted_; });
    return !aborted_;
  }
  void block_done() {
    std::lock_guard<std::mutex> lock(mutex_);
    --expected_;
    if (arrived_ > 0 && arrived_ == expected_) release();
  }
  void abort() {
    std::lock_guard<std::mutex> lock(mutex_);
    aborted_ = true;
    wake_.notify_all();
  }

 private:
  void release() {
    arrived_ = 0;
    ++generation_;
    wake_.notify_all();
  }
  std::mutex mutex_;
  std::condition_variable wake_;
  unsigned long long expected_;
  unsigned long long arrived_ = 0;
  unsigned long long generation_ = 0;
  bool aborted_ = false;
};

inline thread_local GridBarrier* current_grid_barrier = nullptr;

inline void grid_sync() {
  BlockScheduler* scheduler = current_scheduler;
  if (!current_grid_barrier) {
    std::fprintf(stderr, "cuport: grid.sync() needs a cooperative launch "
                         "(cudaLaunchCooperativeKernel); the kernel was stopped\n");
    trap(cuportErrorLaunchFailure);
  }
  scheduler->sync_block();
  if (scheduler->claim_once_per_barrier() && !current_grid_barrier->arrive_and_wait())
    trap(cuportErrorLaunchFailure);
  scheduler->sync_block();
}

// The most blocks a cooperative launch may have: what all "multiprocessors" hold at once.
inline unsigned long long max_cooperative_blocks(dim3 block) {
  return static_cast<unsigned long long>(worker_count()) *
         max_blocks_per_multiprocessor(block.x * block.y * block.z);
}

// Run every block of the grid at the same time, each on its own OS thread.
inline cuportError_t run_grid_cooperative(dim3 grid, dim3 block, std::size_t shared_bytes,
                                          ThreadBody body, void* closure) {
  const unsigned long long blocks = static_cast<unsigned long long>(grid.x) * grid.y * grid.z;
  if (blocks > max_cooperative_blocks(block)) return cuportErrorCooperativeLaunchTooLarge;
  GridBarrier barrier(blocks);
  std::atomic<int> failure{cuportSuccess};
  std::vector<std::thread> threads;
  threads.reserve(blocks);
  const KernelIdentity kernel = running_kernel;
  for (unsigned long long b = 0; b < blocks; ++b) {
    threads.emplace_back([&, b] {
      running_kernel = kernel;
      BlockScheduler& scheduler = this_thread_scheduler();
      scheduler.configure(block, shared_bytes, body, closure);
      current_block_dim = block;
      current_grid_dim = grid;
      current_grid_barrier = &barrier;
      uint3 idx = block_index(b, grid);
      cuportError_t error = scheduler.run_block(idx);
      if (error != cuportSuccess) {
        int expected = cuportSuccess;
        if (failure.compare_exchange_strong(expected, error)) scheduler.report_last_fault();
        barrier.abort();
      }
      barrier.block_done();
      current_grid_barrier = nullptr;
      current_scheduler = nullptr;
      current_thread = nullptr;
    });
  }
  for (auto& t : threads) t.join();
  return static_cast<cuportError_t>(failure.load());
}

template <class... Params, std::size_t... Index>
std::tuple<std::decay_t<Params>...> unpack_args(void** args, std::index_sequence<Index...>) {
  return std::tuple<std::decay_t<Params>...>(*static_cast<std::decay_t<Params>*>(args[Index])...);
}

// Copy the arguments now (as CUDA does at launch), then queue the grid on the stream.
template <class... Params>
cuportError_t launch_cooperative(void (*kernel)(Params...), dim3 grid, dim3 block, void** args,
                                 std::size_t shared_bytes, cuportStream_t stream) {
  if (!kernel) return record(cuportErrorInvalidDeviceFunction);
  if (sizeof...(Params) > 0 && !args) return record(cuportErrorInvalidValue);
  cuportError_t error = check_launch(grid, block, shared_bytes);
  if (error != cuportSuccess) return record(error);
  if (static_cast<unsigned long long>(grid.x) * grid.y * grid.z > max_cooperative_blocks(block))
    return record(cuportErrorCooperativeLaunchTooLarge);
  auto values = unpack_args<Params...>(args, std::index_sequence_for<Params...>{});
  return submit_grid(stream, grid, block, shared_bytes, [=] {
    running_kernel = KernelIdentity{nullptr, reinterpret_cast<const void*>(kernel)};
    auto call = [&] { std::apply(kernel, values); };  // the kernel takes its own copies
    using Call = decltype(call);
    return run_grid_cooperative(grid, block, shared_bytes,
                                [](void* closure) { (*static_cast<Call*>(closure))(); }, &call);
  });
}

}  // namespace cuport::cpu

// cudaLaunchCooperativeKernel(kernel, grid, block, args, shared, stream) with a typed kernel.
template <class... Params>
cuportError_t cuportLaunchCooperativeKernel(void (*kernel)(Params...), dim3 grid, dim3 block,
                                            void** args, std::size_t shared_bytes = 0,
                                            cuportStream_t stream = nullptr) {
  CUPORT_CONTEXT_CALL();
  return cuport::cpu::launch_cooperative(kernel, grid, block, args, shared_bytes, stream);
}
// A kernel cast to void* has lost its parameter types; C++ cannot call it from an args array.
inline cuportError_t cuportLaunchCooperativeKernel(const void*, dim3, dim3, void**,
                                                   std::size_t = 0, cuportStream_t = nullptr) {
  CUPORT_CONTEXT_CALL();
  std::fprintf(stderr, "cuport: cudaLaunchCooperativeKernel needs the kernel itself, not a "
                       "void* cast of it (remove the cast)\n");
  return cuport::cpu::record(cuportErrorInvalidDeviceFunction);
}

// kernel<<<...>>>-style cooperative launch for portable source written by hand.
#define cuportLaunchCooperativeKernelGGL(kernel, grid, block, shared, stream, ...)            \
  ([&](auto... cuport_args) {                                                                 \
    void* cuport_packed[] = {static_cast<void*>(&cuport_args)..., nullptr};                   \
    return cuportLaunchCooperativeKernel(kernel, grid, block, cuport_packed, shared, stream); \
  }(__VA_ARGS__))

namespace cooperative_groups {

namespace details {
using ::cuport::cpu::lane_mask_t;
enum class Kind { block, tile, multi_warp_tile, coalesced, grid };

inline unsigned linear_rank() { return ::cuport::cpu::current_thread->linear; }
inline unsigned block_size() {
  dim3 d = ::cuport::cpu::current_block_dim;
  return d.x * d.y * d.z;
}
inline unsigned long long tile_mask(unsigned size) {
  unsigned lane = ::cuport::cpu::current_lane();
  unsigned long long bits = size >= 64 ? ~0ull : ((1ull << size) - 1);
  return bits << ((lane / size) * size);
}

// Tiles larger than 32 threads span warps (CUDA's warps are 32 wide, and programs use these
// tiles only through what CUDA offers them: sync, shfl, any, all, ranks, reduce and scan). Their
// threads meet at a barrier of their own: one per tile of each size in the block, in this OS
// thread's storage (one OS thread runs a whole block, as for __shared__). A thread that has
// exited counts as arrived, as at __syncthreads.
constexpr unsigned kMaxBlockThreads = 1024;
constexpr unsigned kMultiWarpSizes = 5;  // 64, 128, 256, 512, 1024
struct TileBarrier {
  unsigned arrived = 0;
  unsigned generation = 0;
};
inline TileBarrier& tile_barrier(unsigned size, unsigned first) {
  static thread_local TileBarrier barriers[kMultiWarpSizes][kMaxBlockThreads / 64];
  unsigned level = static_cast<unsigned>(__builtin_ctz(size)) - 6;
  return barriers[level][first / size];
}
// Threads [first, first + size) of the block that exist and have not exited.
inline unsigned live_threads(unsigned first, unsigned size) {
  ::cuport::cpu::BlockScheduler& scheduler = *::cuport::cpu::current_scheduler;
  unsigned width = ::cuport::cpu::warp_size(), live = 0;
  for (unsigned w = first / width; w * width < first + size && w * width < scheduler.threads(); ++w)
    live += static_cast<unsigned>(__builtin_popcountll(scheduler.live_lanes(w)));
  return live;
}
inline void multi_warp_sync(unsigned size) {
  unsigned first = linear_rank() / size * size;
  TileBarrier& barrier = tile_barrier(size, first);
  unsigned generation = barrier.generation;
  ++barrier.arrived;
  while (barrier.generation == generation) {
    if (barrier.arrived >= live_threads(first, size)) {
      barrier.arrived = 0;
      ++barrier.generation;
      break;
    }
    ::cuport::cpu::yield_thread();
  }
}
// Every member's value, by rank: each thread stages its own in its 8-byte slot of the block's
// exchange area, the tile meets, and the caller reads; the caller then calls multi_warp_sync
// before the area is used again. Slots are fixed per thread whatever the type, so tiles that run
// collectives of different types at the same time never overwrite each other's values. CUDA
// limits these collectives to types of at most 8 bytes.
constexpr unsigned kSlotBytes = 8;
template <class T>
class GatheredValues {
 public:
  explicit GatheredValues(const unsigned char* first) : first_(first) {}
  T operator[](unsigned rank) const {
    T value;
    std::memcpy(&value, first_ + rank * kSlotBytes, sizeof(T));
    return value;
  }

 private:
  const unsigned char* first_;  // the slot of the tile's rank 0
};
template <class T>
GatheredValues<T> multi_warp_gather(unsigned size, const T& value) {
  static_assert(sizeof(T) <= kSlotBytes && std::is_trivially_copyable<T>::value,
                "collectives of tiles larger than 32 threads take types of at most 8 bytes");
  alignas(16) static thread_local unsigned char exchange[kMaxBlockThreads * kSlotBytes];
  unsigned me = linear_rank();
  std::memcpy(&exchange[me * kSlotBytes], &value, sizeof(T));
  multi_warp_sync(size);
  return GatheredValues<T>(&exchange[me / size * size * kSlotBytes]);
}
}  // namespace details

// Any group. Derived groups add no state, so copying into a thread_group keeps its behaviour.
class thread_group {
 public:
  void sync() const {
    switch (kind_) {
      case details::Kind::block: __syncthreads(); break;
      case details::Kind::grid: ::cuport::cpu::grid_sync(); break;
      case details::Kind::multi_warp_tile: details::multi_warp_sync(size_); break;
      default: __syncwarp(static_cast<details::lane_mask_t>(mask_)); break;
    }
  }
  unsigned long long size() const { return size_; }
  unsigned long long num_threads() const { return size_; }
  unsigned long long thread_rank() const {
    switch (kind_) {
      case details::Kind::block: return details::linear_rank();
      case details::Kind::grid: return grid_rank();
      case details::Kind::tile:
      case details::Kind::multi_warp_tile: return details::linear_rank() % size_;
      default: {
        unsigned lane = ::cuport::cpu::current_lane();
        return __builtin_popcountll(mask_ & ((1ull << lane) - 1));
      }
    }
  }
  bool is_valid() const { return kind_ != details::Kind::grid || ::cuport::cpu::current_grid_barrier; }

 protected:
  thread_group(details::Kind kind, unsigned long long size, unsigned long long mask)
      : kind_(kind), size_(size), mask_(mask) {}
  static unsigned long long grid_rank() {
    uint3 b = ::cuport::cpu::current_block_idx;
    dim3 g = ::cuport::cpu::current_grid_dim;
    unsigned long long block = b.x + static_cast<unsigned long long>(g.x) * (b.y + g.y * b.z);
    return block * details::block_size() + details::linear_rank();
  }
  details::Kind kind_;
  unsigned long long size_;
  unsigned long long mask_;  // lanes of the warp (tile and coalesced groups)
};

class thread_block : public thread_group {
 public:
  thread_block() : thread_group(details::Kind::block, details::block_size(), 0) {}
  void sync() const { __syncthreads(); }
  unsigned thread_rank() const { return details::linear_rank(); }
  unsigned size() const { return details::block_size(); }
  unsigned num_threads() const { return details::block_size(); }
  dim3 group_index() const { return ::cuport::cpu::current_block_idx; }
  dim3 thread_index() const { return ::cuport::cpu::current_thread->thread_idx; }
  dim3 group_dim() const { return ::cuport::cpu::current_block_dim; }
  dim3 dim_threads() const { return ::cuport::cpu::current_block_dim; }
};

inline thread_block this_thread_block() { return thread_block(); }

// The memory tiles larger than a warp need on GPUs before sm_80; here they keep theirs in the
// block's own storage, so the scratch only has to exist.
template <unsigned MaxBlockSize = 1024>
struct block_tile_memory {
  static_assert(MaxBlockSize <= details::kMaxBlockThreads, "a block has at most 1024 threads");
  unsigned char reserved[8];
};
template <unsigned MaxBlockSize>
thread_block this_thread_block(block_tile_memory<MaxBlockSize>&) {
  return thread_block();
}

class grid_group : public thread_group {
 public:
  grid_group() : thread_group(details::Kind::grid, total_threads(), 0) {}
  void sync() const { ::cuport::cpu::grid_sync(); }
  unsigned long long thread_rank() const { return grid_rank(); }
  unsigned long long size() const { return total_threads(); }
  unsigned long long num_threads() const { return total_threads(); }
  unsigned long long block_rank() const { return grid_rank() / details::block_size(); }
  unsigned long long num_blocks() const {
    dim3 g = ::cuport::cpu::current_grid_dim;
    return static_cast<unsigned long long>(g.x) * g.y * g.z;
  }
  dim3 group_dim() const { return ::cuport::cpu::current_grid_dim; }
  dim3 dim_blocks() const { return ::cuport::cpu::current_grid_dim; }
  dim3 block_index() const { return ::cuport::cpu::current_block_idx; }
  static unsigned long long total_threads() {
    dim3 g = ::cuport::cpu::current_grid_dim;
    return static_cast<unsigned long long>(g.x) * g.y * g.z * details::block_size();
  }
};

inline grid_group this_grid() { return grid_group(); }

// Operations shared by tiles and coalesced groups; ranks map to warp lanes through lane_of().
template <class Derived>
class warp_group_ops : public thread_group {
 public:
  using thread_group::thread_group;
  template <class T>
  CUPORT_WARP_OPERATION T shfl(T var, unsigned src_rank) const {
    return ::cuport::cpu::shuffle_from(mask_, var, self().lane_of(src_rank % size_),
                                       CUPORT_WARP_CALL("group.shfl"));
  }
  template <class T>
  CUPORT_WARP_OPERATION T shfl_down(T var, unsigned delta) const {
    unsigned rank = static_cast<unsigned>(thread_rank());
    unsigned src = rank + delta < size_ ? rank + delta : rank;
    return ::cuport::cpu::shuffle_from(mask_, var, self().lane_of(src),
                                       CUPORT_WARP_CALL("group.shfl_down"));
  }
  template <class T>
  CUPORT_WARP_OPERATION T shfl_up(T var, unsigned delta) const {
    unsigned rank = static_cast<unsigned>(thread_rank());
    unsigned src = rank >= delta ? rank - delta : rank;
    return ::cuport::cpu::shuffle_from(mask_, var, self().lane_of(src),
                                       CUPORT_WARP_CALL("group.shfl_up"));
  }
  template <class T>
  CUPORT_WARP_OPERATION T shfl_xor(T var, unsigned lane_mask) const {
    unsigned rank = static_cast<unsigned>(thread_rank());
    unsigned src = rank ^ lane_mask;
    if (src >= size_) src = rank;
    return ::cuport::cpu::shuffle_from(mask_, var, self().lane_of(src),
                                       CUPORT_WARP_CALL("group.shfl_xor"));
  }
  unsigned long long lanes() const { return mask_; }  // the warp lanes of the group
  int any(int predicate) const { return ballot_lanes(predicate) != 0; }
  int all(int predicate) const {
    unsigned long long live =
        mask_ & ::cuport::cpu::current_scheduler->live_lanes(::cuport::cpu::current_thread->warp);
    return (ballot_lanes(predicate) & live) == live;
  }
  // Bit i is rank i's predicate.
  details::lane_mask_t ballot(int predicate) const {
    return static_cast<details::lane_mask_t>(compress(ballot_lanes(predicate)));
  }
  template <class T>
  details::lane_mask_t match_any(T value) const {
    return static_cast<details::lane_mask_t>(
        compress(__match_any_sync(static_cast<details::lane_mask_t>(mask_), value)));
  }
  template <class T>
  details::lane_mask_t match_all(T value, int& pred) const {
    return static_cast<details::lane_mask_t>(
        compress(__match_all_sync(static_cast<details::lane_mask_t>(mask_), value, &pred)));
  }

 protected:
  const Derived& self() const { return static_cast<const Derived&>(*this); }
  unsigned long long ballot_lanes(int predicate) const {
    return ::cuport::cpu::current_scheduler->warp_collective(
               mask_, predicate != 0, 0, &::cuport::cpu::combine_ballot) &
           mask_;
  }
  // Warp-lane bits -> group-rank bits.
  unsigned long long compress(unsigned long long lanes) const {
    unsigned long long out = 0;
    unsigned rank = 0;
    for (unsigned lane = 0; lane < 64; ++lane) {
      if (!((mask_ >> lane) & 1ull)) continue;
      if ((lanes >> lane) & 1ull) out |= 1ull << rank;
      ++rank;
    }
    return out;
  }
};

namespace details {
// Where a tile sits in its parent (CUDA's meta_group_rank and meta_group_size).
template <class Parent>
unsigned parent_rank(const Parent& parent) {
  return static_cast<unsigned>(parent.thread_rank());
}
template <class Parent>
unsigned parent_size(const Parent& parent) {
  return static_cast<unsigned>(parent.size());
}
}  // namespace details

// A tile of Size consecutive threads of at most a warp (Size 0: a size chosen at run time, as
// tiled_partition(g, n)).
template <unsigned TileSize>
class warp_tile : public warp_group_ops<warp_tile<TileSize>> {
  using Base = warp_group_ops<warp_tile<TileSize>>;

 public:
  static_assert(TileSize <= CUPORT_WARP_SIZE && (TileSize & (TileSize - 1)) == 0,
                "thread_block_tile sizes are powers of two up to the warp size");
  explicit warp_tile(unsigned size = TileSize, unsigned meta_rank = ~0u, unsigned meta_size = 0)
      : Base(details::Kind::tile, size, details::tile_mask(checked(size))),
        meta_rank_(meta_rank != ~0u ? meta_rank : details::linear_rank() / size),
        meta_size_(meta_size ? meta_size : (details::block_size() + size - 1) / size) {}
  void sync() const { __syncwarp(static_cast<details::lane_mask_t>(this->mask_)); }
  unsigned thread_rank() const { return details::linear_rank() % this->size_; }
  static constexpr unsigned num_threads_static() { return TileSize; }
  unsigned size() const { return static_cast<unsigned>(this->size_); }
  unsigned num_threads() const { return static_cast<unsigned>(this->size_); }
  unsigned meta_group_rank() const { return meta_rank_; }
  unsigned meta_group_size() const { return meta_size_; }
  unsigned lane_of(unsigned rank) const {
    return (::cuport::cpu::current_lane() / this->size_) * this->size_ + rank;
  }

 private:
  static unsigned checked(unsigned size) {
    if (size == 0 || size > ::cuport::cpu::warp_size() || (size & (size - 1))) {
      std::fprintf(stderr, "cuport: tile size %u is not a power of two up to warpSize %u\n", size,
                   ::cuport::cpu::warp_size());
      ::cuport::cpu::trap(cuportErrorLaunchFailure);
    }
    return size;
  }
  unsigned meta_rank_, meta_size_;
};

// A tile of 64 to 1024 threads (CUDA's multi-warp tiles): its threads meet at a barrier of
// their own, and shfl/any/all exchange values through the block's storage.
template <unsigned TileSize>
class multi_warp_tile : public thread_group {
 public:
  static_assert((TileSize & (TileSize - 1)) == 0 && TileSize > 32 &&
                    TileSize <= details::kMaxBlockThreads,
                "tiles larger than 32 threads are 64, 128, 256, 512 or 1024 threads");
  multi_warp_tile(unsigned meta_rank, unsigned meta_size)
      : thread_group(details::Kind::multi_warp_tile, TileSize, 0),
        meta_rank_(meta_rank),
        meta_size_(meta_size) {}
  void sync() const { details::multi_warp_sync(TileSize); }
  unsigned thread_rank() const { return details::linear_rank() % TileSize; }
  static constexpr unsigned num_threads_static() { return TileSize; }
  unsigned size() const { return TileSize; }
  unsigned num_threads() const { return TileSize; }
  unsigned meta_group_rank() const { return meta_rank_; }
  unsigned meta_group_size() const { return meta_size_; }
  template <class T>
  CUPORT_WARP_OPERATION T shfl(T var, unsigned src_rank) const {
    return over_values(var, [&](const auto& values) { return values[src_rank % TileSize]; });
  }
  int any(int predicate) const {
    return over_values(predicate != 0, [](const auto& values) {
      int found = 0;
      for (unsigned r = 0; r < TileSize; ++r) found |= values[r];
      return found;
    });
  }
  int all(int predicate) const {
    return over_values(predicate != 0, [](const auto& values) {
      int every = 1;
      for (unsigned r = 0; r < TileSize; ++r) every &= values[r];
      return every;
    });
  }
  // f(values) for the members' values by rank (reduce and scan use it): every member stages its
  // value, reads, and meets the others again before the exchange area is reused.
  static constexpr bool cuport_multi_warp = true;
  template <class T, class Function>
  auto over_values(const T& value, Function f) const {
    auto result = f(details::multi_warp_gather(TileSize, value));
    sync();
    return result;
  }

 private:
  unsigned meta_rank_, meta_size_;
};

namespace details {
template <unsigned TileSize>
using tile_base =
    std::conditional_t<(TileSize > 32), multi_warp_tile<TileSize>, warp_tile<TileSize>>;
}

// thread_block_tile<Size, Parent> is CUDA's type of tiled_partition<Size>(parent); it converts
// to thread_block_tile<Size> (Parent void), as in CUDA.
// As in CUDA, making a tile of more than 32 threads synchronizes its source group (the parent,
// or the tile a conversion copies): every member has then started, so the tile's own barrier
// only waits for members that run.
template <unsigned TileSize, class ParentT = void>
class thread_block_tile : public details::tile_base<TileSize> {
 public:
  using details::tile_base<TileSize>::tile_base;
  template <class OtherParent>
  thread_block_tile(const thread_block_tile<TileSize, OtherParent>& other)
      : details::tile_base<TileSize>(other) {
    if constexpr (TileSize > 32) other.sync();
  }
};

template <unsigned TileSize, class Parent>
thread_block_tile<TileSize, Parent> tiled_partition(const Parent& parent) {
  if constexpr (TileSize > 32) parent.sync();
  unsigned size = details::parent_size(parent);
  unsigned meta_size = (size + TileSize - 1) / TileSize;
  if constexpr (TileSize > 32)
    return thread_block_tile<TileSize, Parent>(details::parent_rank(parent) / TileSize, meta_size);
  else
    return thread_block_tile<TileSize, Parent>(TileSize, details::parent_rank(parent) / TileSize,
                                               meta_size);
}

// tiled_partition(parent, n): a tile whose size is known at run time (a thread_group in CUDA).
inline thread_group tiled_partition(const thread_group& parent, unsigned size) {
  return warp_tile<CUPORT_WARP_SIZE>(size, static_cast<unsigned>(parent.thread_rank()) / size,
                                     static_cast<unsigned>((parent.size() + size - 1) / size));
}

// The calling thread alone.
inline thread_block_tile<1> this_thread() { return thread_block_tile<1>(1, 0, 1); }

class coalesced_group : public warp_group_ops<coalesced_group> {
 public:
  explicit coalesced_group(unsigned long long lanes)
      : warp_group_ops(details::Kind::coalesced, __builtin_popcountll(lanes), lanes) {}
  void sync() const { __syncwarp(static_cast<details::lane_mask_t>(mask_)); }
  unsigned thread_rank() const {
    unsigned lane = ::cuport::cpu::current_lane();
    return static_cast<unsigned>(__builtin_popcountll(mask_ & ((1ull << lane) - 1)));
  }
  unsigned size() const { return static_cast<unsigned>(size_); }
  unsigned num_threads() const { return static_cast<unsigned>(size_); }
  unsigned meta_group_rank() const { return 0; }
  unsigned meta_group_size() const { return 1; }
  // The lane holding group rank `rank` (the rank-th set bit of the mask).
  unsigned lane_of(unsigned rank) const {
    unsigned long long m = mask_;
    for (unsigned i = 0; i < rank && m; ++i) m &= m - 1;
    return m ? static_cast<unsigned>(__builtin_ctzll(m)) : ::cuport::cpu::current_lane();
  }
};

// The lanes that call this together (divergent branches get their own groups; see __activemask).
__attribute__((noinline)) inline coalesced_group coalesced_threads() {
  return coalesced_group(
      ::cuport::cpu::current_scheduler->active_mask(__builtin_return_address(0)));
}

template <class Group>
void sync(const Group& group) {
  group.sync();
}

// The members of a tile (or coalesced group) whose label (or predicate) equals the caller's.
template <class Group, class Label>
coalesced_group labeled_partition(const Group& group, Label label) {
  unsigned long long bits = 0;
  static_assert(sizeof(Label) <= sizeof bits, "labels are integers");
  std::memcpy(&bits, &label, sizeof(Label));
  unsigned long long lanes = group.lanes();
  return coalesced_group(::cuport::cpu::current_scheduler->warp_collective(
                             lanes, bits, 0, &::cuport::cpu::combine_match_any) &
                         lanes);
}
template <class Group>
coalesced_group binary_partition(const Group& group, bool predicate) {
  return labeled_partition(group, static_cast<unsigned>(predicate));
}

// One member (rank 0) calls f; every member then continues (invoke_one_broadcast shares its
// result).
template <class Group, class Function, class... Args>
void invoke_one(const Group& group, Function&& f, Args&&... args) {
  if (group.thread_rank() == 0) f(std::forward<Args>(args)...);
  group.sync();
}
template <class Group, class Function, class... Args>
auto invoke_one_broadcast(const Group& group, Function&& f, Args&&... args) {
  using Result = decltype(f(std::forward<Args>(args)...));
  Result result{};
  if (group.thread_rank() == 0) result = f(std::forward<Args>(args)...);
  return group.shfl(result, 0);
}

// memcpy_async: the group copies at once (each member a strided share); wait() is the barrier
// after which every member sees the whole copy, as on a GPU.
template <class Group>
void memcpy_async(const Group& group, void* dst, const void* src, std::size_t bytes) {
  auto* d = static_cast<unsigned char*>(dst);
  const auto* s = static_cast<const unsigned char*>(src);
  std::size_t n = group.size();
  for (std::size_t i = group.thread_rank(); i < bytes; i += n) d[i] = s[i];
}
template <class Group, class T>
void memcpy_async(const Group& group, T* dst, const T* src, std::size_t bytes) {
  memcpy_async(group, static_cast<void*>(dst), static_cast<const void*>(src), bytes);
}
template <class Group>
void wait(const Group& group) {
  group.sync();
}
template <unsigned Count, class Group>
void wait_prior(const Group& group) {
  group.sync();
}

// ---- reduce and scan (cooperative_groups/reduce.h, scan.h) ----
template <class T>
struct plus {
  T operator()(const T& a, const T& b) const { return a + b; }
};
template <class T>
struct less {
  T operator()(const T& a, const T& b) const { return b < a ? b : a; }
};
template <class T>
struct greater {
  T operator()(const T& a, const T& b) const { return a < b ? b : a; }
};
template <class T>
struct bit_and {
  T operator()(const T& a, const T& b) const { return a & b; }
};
template <class T>
struct bit_or {
  T operator()(const T& a, const T& b) const { return a | b; }
};
template <class T>
struct bit_xor {
  T operator()(const T& a, const T& b) const { return a ^ b; }
};

namespace details {
template <class Group, class = void>
struct is_multi_warp : std::false_type {};
template <class Group>
struct is_multi_warp<Group, std::void_t<decltype(Group::cuport_multi_warp)>> : std::true_type {};

// op folded over values[0..count) in rank order; T{} for none.
template <class T, class Values, class Op>
T fold(const Values& values, unsigned count, Op& op) {
  if (count == 0) return T{};
  T result = values[0];
  for (unsigned r = 1; r < count; ++r) result = op(result, values[r]);
  return result;
}
}  // namespace details

// Every member gets op folded over all members' values in rank order.
template <class Group, class T, class Op>
T reduce(const Group& group, T value, Op op) {
  if constexpr (details::is_multi_warp<Group>::value) {
    unsigned n = group.size();
    return group.over_values(value, [&](const auto& values) { return details::fold<T>(values, n, op); });
  }
  unsigned n = group.size();
  T result = group.shfl(value, 0);
  for (unsigned r = 1; r < n; ++r) result = op(result, group.shfl(value, r));
  return result;
}

template <class Group, class T, class Op>
T inclusive_scan(const Group& group, T value, Op op) {
  unsigned n = group.size();
  unsigned me = group.thread_rank();
  if constexpr (details::is_multi_warp<Group>::value) {
    return group.over_values(value,
                             [&](const auto& values) { return details::fold<T>(values, me + 1, op); });
  }
  T result = group.shfl(value, 0);
  for (unsigned r = 1; r < n; ++r) {
    T v = group.shfl(value, r);
    if (r <= me) result = op(result, v);
  }
  return result;
}
template <class Group, class T>
T inclusive_scan(const Group& group, T value) {
  return inclusive_scan(group, value, plus<T>());
}

template <class Group, class T, class Op>
T exclusive_scan(const Group& group, T value, Op op) {
  unsigned n = group.size();
  unsigned me = group.thread_rank();
  if constexpr (details::is_multi_warp<Group>::value) {
    return group.over_values(value, [&](const auto& values) { return details::fold<T>(values, me, op); });
  }
  T result{};
  bool started = false;
  for (unsigned r = 0; r < n; ++r) {
    T v = group.shfl(value, r);
    if (r < me) {
      result = started ? op(result, v) : v;
      started = true;
    }
  }
  return result;
}
template <class Group, class T>
T exclusive_scan(const Group& group, T value) {
  return exclusive_scan(group, value, plus<T>());
}

}  // namespace cooperative_groups
