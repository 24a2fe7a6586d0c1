// Stub for the translator's parser only: the cooperative_groups namespace (cooperative_groups.h
// and its reduce/scan/memcpy_async headers), declared so that kernels using it type-check.
#pragma once
#include "cuda_runtime.h"

namespace cooperative_groups {

class thread_group {
 public:
  __device__ void sync() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
  __device__ bool is_valid() const;
  __device__ unsigned int get_type() const;
};

class thread_block : public thread_group {
 public:
  __device__ dim3 group_index() const;
  __device__ dim3 thread_index() const;
  __device__ dim3 group_dim() const;
  __device__ dim3 dim_threads() const;
  __device__ static void sync();
  __device__ static unsigned int size();
  __device__ static unsigned int num_threads();
  __device__ static unsigned int thread_rank();
};

class grid_group : public thread_group {
 public:
  __device__ void sync() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned long long num_blocks() const;
  __device__ unsigned long long block_rank() const;
  __device__ dim3 group_dim() const;
  __device__ dim3 dim_blocks() const;
  __device__ dim3 block_index() const;
  __device__ bool is_valid() const;
};

class multi_grid_group : public thread_group {
 public:
  __device__ void sync() const;
  __device__ unsigned int grid_rank() const;
  __device__ unsigned int num_grids() const;
};

class cluster_group : public thread_group {
 public:
  __device__ void sync() const;
  __device__ unsigned int block_rank() const;
  __device__ unsigned int num_blocks() const;
  __device__ dim3 block_index() const;
  __device__ dim3 dim_blocks() const;
  template <class T> __device__ T* map_shared_rank(T* addr, int rank) const;
};

// Tiles and coalesced groups share the warp-level collectives.
class coalesced_group : public thread_group {
 public:
  __device__ unsigned long long meta_group_rank() const;
  __device__ unsigned long long meta_group_size() const;
  template <class T> __device__ T shfl(T var, int src_rank) const;
  template <class T> __device__ T shfl_down(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_up(T var, unsigned int delta) const;
  template <class T> __device__ T shfl_xor(T var, unsigned int mask) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
  __device__ unsigned int ballot(int predicate) const;
  template <class T> __device__ unsigned int match_any(T value) const;
  template <class T> __device__ unsigned int match_all(T value, int& pred) const;
};

// thread_block_tile<N, Parent> converts to thread_block_tile<N> (Parent = void), as in CUDA.
template <unsigned int Size, class ParentT = void>
class thread_block_tile;
template <unsigned int Size>
class thread_block_tile<Size, void> : public coalesced_group {
 public:
  __device__ static constexpr unsigned int size() { return Size; }
  __device__ static constexpr unsigned int num_threads() { return Size; }
  __device__ unsigned int thread_rank() const;
};
template <unsigned int Size, class ParentT>
class thread_block_tile : public thread_block_tile<Size, void> {};

__device__ thread_block this_thread_block();
// Scratch for tiles larger than 32 threads (needed before sm_80).
template <unsigned int MaxBlockSize = 1024> struct block_tile_memory { unsigned char reserved[8]; };
template <unsigned int MaxBlockSize>
__device__ thread_block this_thread_block(block_tile_memory<MaxBlockSize>& scratch);
__device__ thread_block_tile<1, void> this_thread();
__device__ grid_group this_grid();
__device__ multi_grid_group this_multi_grid();
__device__ cluster_group this_cluster();
__device__ coalesced_group coalesced_threads();
template <unsigned int Size, class ParentT>
__device__ thread_block_tile<Size, ParentT> tiled_partition(const ParentT& parent);
__device__ thread_group tiled_partition(const thread_group& parent, unsigned int tile_size);
__device__ coalesced_group labeled_partition(const coalesced_group& group, int label);
template <unsigned int Size, class ParentT>
__device__ coalesced_group labeled_partition(const thread_block_tile<Size, ParentT>& g, int label);
__device__ coalesced_group binary_partition(const coalesced_group& group, bool predicate);
template <unsigned int Size, class ParentT>
__device__ coalesced_group binary_partition(const thread_block_tile<Size, ParentT>& g,
                                            bool predicate);
template <class Group> __device__ void sync(const Group& group);

// cooperative_groups/reduce.h and scan.h
template <class T> struct plus { __device__ T operator()(const T& a, const T& b) const; };
template <class T> struct less { __device__ T operator()(const T& a, const T& b) const; };
template <class T> struct greater { __device__ T operator()(const T& a, const T& b) const; };
template <class T> struct bit_and { __device__ T operator()(const T& a, const T& b) const; };
template <class T> struct bit_or { __device__ T operator()(const T& a, const T& b) const; };
template <class T> struct bit_xor { __device__ T operator()(const T& a, const T& b) const; };
template <class Group, class T, class Op> __device__ T reduce(const Group& group, T value, Op op);
template <class Group, class T, class Op>
__device__ T inclusive_scan(const Group& group, T value, Op op);
template <class Group, class T> __device__ T inclusive_scan(const Group& group, T value);
template <class Group, class T, class Op>
__device__ T exclusive_scan(const Group& group, T value, Op op);
template <class Group, class T> __device__ T exclusive_scan(const Group& group, T value);

// cooperative_groups/memcpy_async.h
template <class Group, class T>
__device__ void memcpy_async(const Group& group, T* dst, const T* src, size_t bytes);
template <class Group, class Shape>
__device__ void memcpy_async(const Group& group, void* dst, const void* src, Shape bytes);
template <class Group> __device__ void wait(const Group& group);
template <unsigned int N, class Group> __device__ void wait_prior(const Group& group);
template <class Group, class Fn, class... Args>
__device__ void invoke_one(const Group& group, Fn&& fn, Args&&... args);
template <class Group, class Fn, class... Args>
__device__ auto invoke_one_broadcast(const Group& group, Fn&& fn, Args&&... args) -> decltype(fn(args...));

}  // namespace cooperative_groups
