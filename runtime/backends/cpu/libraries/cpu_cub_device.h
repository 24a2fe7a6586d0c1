// cuport CPU backend: CUB's device-wide algorithms (cub::DeviceRadixSort, DeviceReduce,
// DeviceScan, DeviceSegmentedReduce, DeviceSegmentedRadixSort, DeviceSelect, DevicePartition,
// DeviceRunLengthEncode) with CUB's calling convention: a first call with d_temp_storage ==
// nullptr sets temp_storage_bytes and does no work; a second runs the algorithm in the stream's
// order (after its earlier work) and returns when it is done; a buffer smaller than the size
// reported gives cudaErrorInvalidValue, as CUB's temporary-storage check does. Large inputs use
// the CPU backend's worker threads.
#pragma once

#include "cpu_cub_common.h"
#include "cpu_cub_radix_sort.h"

namespace cub {
namespace cpu_detail {

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

// ---- selection, partition, run-length encoding -----------------------------------------------
namespace cpu_detail {

// The temporary-storage protocol around a job that needs no storage of its own: cuportSuccess
// with *query set after a query; cudaErrorInvalidValue for too small a buffer or a negative
// count; else the job's status, run in stream order.
template <typename NumItemsT, typename Task>
cuportError_t plain_job(void* d_temp_storage, std::size_t& temp_storage_bytes,
                        NumItemsT num_items, cuportStream_t stream, Task task) {
  Carve carve;
  bool query = false;
  if (cuportError_t e = carve.map(d_temp_storage, temp_storage_bytes, &query)) return e;
  if (query) return cuportSuccess;
  if (static_cast<std::int64_t>(num_items) < 0) return cuportErrorInvalidValue;
  return run_on(stream, task);
}

// One ordered pass over [0, n): kept items go to keep_to(k, i) (k = 0, 1, ...), the others to
// reject_to(r, i) (r = 0, 1, ...); returns how many were kept.
template <typename Keep, typename KeepTo, typename RejectTo>
std::int64_t split_pass(std::int64_t n, Keep keep, KeepTo keep_to, RejectTo reject_to) {
  std::int64_t kept = 0;
  for (std::int64_t i = 0; i < n; ++i) {
    if (keep(i)) {
      keep_to(kept++, i);
    } else {
      reject_to(i - kept, i);
    }
  }
  return kept;
}
struct DropRejected {
  void operator()(std::int64_t, std::int64_t) const {}
};

// fn(begin, length) for each maximal run of equal (==) items of in[0, n), in order.
template <typename In, typename Fn>
void for_each_run(In in, std::int64_t n, Fn fn) {
  std::int64_t begin = 0;
  for (std::int64_t i = 1; i <= n; ++i) {
    if (i == n || !(in[i] == in[begin])) {
      fn(begin, i - begin);
      begin = i;
    }
  }
}
}  // namespace cpu_detail

// Stable selection: the kept items in their order, their count to *d_num_selected_out.
struct DeviceSelect {
  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT,
            typename SelectOp, typename NumItemsT>
  static cuportError_t If(void* d_temp_storage, std::size_t& temp_storage_bytes,
                          InputIteratorT d_in, OutputIteratorT d_out,
                          NumSelectedIteratorT d_num_selected_out, NumItemsT num_items,
                          SelectOp select_op, cuportStream_t stream = 0) {
    return cpu_detail::plain_job(d_temp_storage, temp_storage_bytes, num_items, stream, [&] {
      *d_num_selected_out = cpu_detail::split_pass(
          static_cast<std::int64_t>(num_items),
          [&](std::int64_t i) { return static_cast<bool>(select_op(d_in[i])); },
          [&](std::int64_t to, std::int64_t from) { d_out[to] = d_in[from]; },
          cpu_detail::DropRejected());
    });
  }
  template <typename InputIteratorT, typename FlagIterator, typename OutputIteratorT,
            typename NumSelectedIteratorT, typename NumItemsT>
  static cuportError_t Flagged(void* d_temp_storage, std::size_t& temp_storage_bytes,
                               InputIteratorT d_in, FlagIterator d_flags, OutputIteratorT d_out,
                               NumSelectedIteratorT d_num_selected_out, NumItemsT num_items,
                               cuportStream_t stream = 0) {
    return cpu_detail::plain_job(d_temp_storage, temp_storage_bytes, num_items, stream, [&] {
      *d_num_selected_out = cpu_detail::split_pass(
          static_cast<std::int64_t>(num_items),
          [&](std::int64_t i) { return static_cast<bool>(d_flags[i]); },
          [&](std::int64_t to, std::int64_t from) { d_out[to] = d_in[from]; },
          cpu_detail::DropRejected());
    });
  }
};

// Partition into one output: the selected items first, in input order; the rejected after them
// in reverse input order (the last rejected at d_out[num_selected]), as CUB documents and does.
struct DevicePartition {
  template <typename InputIteratorT, typename FlagIterator, typename OutputIteratorT,
            typename NumSelectedIteratorT, typename NumItemsT>
  static cuportError_t Flagged(void* d_temp_storage, std::size_t& temp_storage_bytes,
                               InputIteratorT d_in, FlagIterator d_flags, OutputIteratorT d_out,
                               NumSelectedIteratorT d_num_selected_out, NumItemsT num_items,
                               cuportStream_t stream = 0) {
    return partition(d_temp_storage, temp_storage_bytes, d_in, d_out, d_num_selected_out,
                     num_items, stream,
                     [&](std::int64_t i) { return static_cast<bool>(d_flags[i]); });
  }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumSelectedIteratorT,
            typename SelectOp, typename NumItemsT>
  static cuportError_t If(void* d_temp_storage, std::size_t& temp_storage_bytes,
                          InputIteratorT d_in, OutputIteratorT d_out,
                          NumSelectedIteratorT d_num_selected_out, NumItemsT num_items,
                          SelectOp select_op, cuportStream_t stream = 0) {
    return partition(d_temp_storage, temp_storage_bytes, d_in, d_out, d_num_selected_out,
                     num_items, stream,
                     [&](std::int64_t i) { return static_cast<bool>(select_op(d_in[i])); });
  }
  // Three ways: items select_first_part_op takes to d_first_part_out, of the rest those
  // select_second_part_op takes to d_second_part_out, the others to d_unselected_out, each in
  // input order: CUB's documentation says the unselected come in reverse order, but its agent
  // (agent_three_way_partition.cuh) writes them in input order, and a GPU gives that. The first
  // two counts go to d_num_selected_out[0] and [1].
  template <typename InputIteratorT, typename FirstOutputIteratorT,
            typename SecondOutputIteratorT, typename UnselectedOutputIteratorT,
            typename NumSelectedIteratorT, typename SelectFirstPartOp,
            typename SelectSecondPartOp, typename NumItemsT>
  static cuportError_t If(void* d_temp_storage, std::size_t& temp_storage_bytes,
                          InputIteratorT d_in, FirstOutputIteratorT d_first_part_out,
                          SecondOutputIteratorT d_second_part_out,
                          UnselectedOutputIteratorT d_unselected_out,
                          NumSelectedIteratorT d_num_selected_out, NumItemsT num_items,
                          SelectFirstPartOp select_first_part_op,
                          SelectSecondPartOp select_second_part_op, cuportStream_t stream = 0) {
    const std::int64_t n = static_cast<std::int64_t>(num_items);
    return cpu_detail::plain_job(d_temp_storage, temp_storage_bytes, num_items, stream, [&] {
      std::int64_t second = 0;
      const std::int64_t first = cpu_detail::split_pass(
          n, [&](std::int64_t i) { return static_cast<bool>(select_first_part_op(d_in[i])); },
          [&](std::int64_t to, std::int64_t from) { d_first_part_out[to] = d_in[from]; },
          [&](std::int64_t rest, std::int64_t from) {
            if (select_second_part_op(d_in[from])) {
              d_second_part_out[second++] = d_in[from];
            } else {
              d_unselected_out[rest - second] = d_in[from];
            }
          });
      d_num_selected_out[0] = first;
      d_num_selected_out[1] = second;
    });
  }

 private:
  template <typename In, typename Out, typename Count, typename NumItemsT, typename Keep>
  static cuportError_t partition(void* d_temp_storage, std::size_t& temp_storage_bytes, In d_in,
                                 Out d_out, Count d_num_selected_out, NumItemsT num_items,
                                 cuportStream_t stream, Keep keep) {
    const std::int64_t n = static_cast<std::int64_t>(num_items);
    return cpu_detail::plain_job(d_temp_storage, temp_storage_bytes, num_items, stream, [&] {
      *d_num_selected_out = cpu_detail::split_pass(
          n, keep, [&](std::int64_t to, std::int64_t from) { d_out[to] = d_in[from]; },
          [&](std::int64_t r, std::int64_t from) { d_out[n - 1 - r] = d_in[from]; });
    });
  }
};

// Runs are maximal stretches of items equal under ==.
struct DeviceRunLengthEncode {
  // Each run's first item to d_unique_out and its length to d_counts_out, the count of runs to
  // *d_num_runs_out.
  template <typename InputIteratorT, typename UniqueOutputIteratorT,
            typename LengthsOutputIteratorT, typename NumRunsOutputIteratorT>
  static cuportError_t Encode(void* d_temp_storage, std::size_t& temp_storage_bytes,
                              InputIteratorT d_in, UniqueOutputIteratorT d_unique_out,
                              LengthsOutputIteratorT d_counts_out,
                              NumRunsOutputIteratorT d_num_runs_out, int num_items,
                              cuportStream_t stream = 0) {
    return cpu_detail::plain_job(d_temp_storage, temp_storage_bytes, num_items, stream, [&] {
      int runs = 0;
      cpu_detail::for_each_run(d_in, num_items, [&](std::int64_t begin, std::int64_t length) {
        d_unique_out[runs] = d_in[begin];
        d_counts_out[runs] = static_cast<int>(length);
        ++runs;
      });
      *d_num_runs_out = runs;
    });
  }
  // The offset and length of each run longer than one item, in order, and their count.
  template <typename InputIteratorT, typename OffsetsOutputIteratorT,
            typename LengthsOutputIteratorT, typename NumRunsOutputIteratorT>
  static cuportError_t NonTrivialRuns(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                      InputIteratorT d_in, OffsetsOutputIteratorT d_offsets_out,
                                      LengthsOutputIteratorT d_lengths_out,
                                      NumRunsOutputIteratorT d_num_runs_out, int num_items,
                                      cuportStream_t stream = 0) {
    return cpu_detail::plain_job(d_temp_storage, temp_storage_bytes, num_items, stream, [&] {
      int runs = 0;
      cpu_detail::for_each_run(d_in, num_items, [&](std::int64_t begin, std::int64_t length) {
        if (length < 2) return;
        d_offsets_out[runs] = static_cast<int>(begin);
        d_lengths_out[runs] = static_cast<int>(length);
        ++runs;
      });
      *d_num_runs_out = runs;
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
