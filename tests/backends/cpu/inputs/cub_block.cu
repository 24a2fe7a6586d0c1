// CUB's block and warp collectives in kernels, against plain C++ loops on the host: BlockReduce
// (Sum, Reduce with an operator, valid items, items per thread), BlockScan (sums and scans with
// block aggregates, a prefix callback, items per thread), WarpReduce and WarpScan (full and
// 16-lane logical warps), BlockLoad/BlockStore (direct and striped), BlockRadixSort.
// Prints "ok <check>" or "FAIL <check>" lines, then "done".
#include <cub/block/block_exchange.cuh>
#include <cub/block/block_load.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include "check_common.cuh"

constexpr int kThreads = 128;
constexpr int kBlocks = 3;
constexpr int kItems = 4;

struct MaxOp {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

// out[block * 4 + 0..3]: Sum, Reduce(max), Sum of the first `valid` threads, Sum of 4 items each;
// written by thread 0, where CUB's result is valid.
__global__ void block_reduce(const int* in, int* out, int valid) {
  using Reduce = cub::BlockReduce<int, kThreads>;
  __shared__ typename Reduce::TempStorage temp;
  const int* block_in = in + blockIdx.x * kThreads * kItems;
  const int x = block_in[threadIdx.x];
  int sum = Reduce(temp).Sum(x);
  __syncthreads();
  int max = Reduce(temp).Reduce(x, MaxOp());
  __syncthreads();
  int partial = Reduce(temp).Sum(x, valid);
  __syncthreads();
  int items[kItems];
  cub::LoadDirectBlocked(threadIdx.x, block_in, items);
  int all = Reduce(temp).Sum(items);
  if (threadIdx.x == 0) {
    out[blockIdx.x * 4 + 0] = sum;
    out[blockIdx.x * 4 + 1] = max;
    out[blockIdx.x * 4 + 2] = partial;
    out[blockIdx.x * 4 + 3] = all;
  }
}

// A running total carried from one tile to the next (CUB's prefix-callback pattern).
struct RunningPrefix {
  int total;
  __device__ int operator()(int block_aggregate) {
    int old = total;
    total += block_aggregate;
    return old;
  }
};

// Per thread: inclusive and exclusive sums, exclusive max-scan seeded with -1000, the aggregate;
// then two tiles scanned with a prefix callback; then a 4-items-per-thread exclusive sum.
__global__ void block_scan(const int* in, int* inc, int* exc, int* exc_max, int* aggregates,
                           int* tiles, int* items_out) {
  using Scan = cub::BlockScan<int, kThreads>;
  __shared__ typename Scan::TempStorage temp;
  const int base = blockIdx.x * kThreads;
  const int x = in[base + threadIdx.x];
  int aggregate = 0;
  Scan(temp).InclusiveSum(x, inc[base + threadIdx.x]);
  __syncthreads();
  Scan(temp).ExclusiveSum(x, exc[base + threadIdx.x], aggregate);
  __syncthreads();
  int max_aggregate;
  Scan(temp).ExclusiveScan(x, exc_max[base + threadIdx.x], -1000, MaxOp(), max_aggregate);
  __syncthreads();
  if (threadIdx.x == 0) {
    aggregates[blockIdx.x * 2] = aggregate;
    aggregates[blockIdx.x * 2 + 1] = max_aggregate;
  }
  RunningPrefix prefix{0};
  for (int tile = 0; tile < 2; ++tile) {
    const int v = in[(base + threadIdx.x + tile * 7) % (kBlocks * kThreads)];
    int out;
    Scan(temp).ExclusiveSum(v, out, prefix);
    __syncthreads();
    tiles[(blockIdx.x * 2 + tile) * kThreads + threadIdx.x] = out;
  }
  int items[kItems];
  cub::LoadDirectBlocked(threadIdx.x, in + blockIdx.x * kThreads * kItems, items);
  Scan(temp).ExclusiveSum(items, items);
  cub::StoreDirectBlocked(threadIdx.x, items_out + blockIdx.x * kThreads * kItems, items);
}

// Per warp (32 lanes) and per 16-lane logical warp: sum, max, sum of the first 20 (or 10) lanes;
// inclusive and exclusive sums per lane.
__global__ void warp_collectives(const int* in, int* sums32, int* sums16, int* inc32, int* exc16) {
  using Warp32 = cub::WarpReduce<int>;
  using Warp16 = cub::WarpReduce<int, 16>;
  using Scan32 = cub::WarpScan<int>;
  using Scan16 = cub::WarpScan<int, 16>;
  __shared__ typename Warp32::TempStorage r32[kThreads / 32];
  __shared__ typename Warp16::TempStorage r16[kThreads / 16];
  __shared__ typename Scan32::TempStorage s32[kThreads / 32];
  __shared__ typename Scan16::TempStorage s16[kThreads / 16];
  const int t = blockIdx.x * kThreads + threadIdx.x;
  const int x = in[t];
  const int w32 = threadIdx.x / 32, w16 = threadIdx.x / 16;
  int a = Warp32(r32[w32]).Sum(x);
  int b = Warp32(r32[w32]).Reduce(x, MaxOp());
  int c = Warp32(r32[w32]).Sum(x, 20);
  if (threadIdx.x % 32 == 0) {
    const int slot = (blockIdx.x * (kThreads / 32) + w32) * 3;
    sums32[slot] = a, sums32[slot + 1] = b, sums32[slot + 2] = c;
  }
  a = Warp16(r16[w16]).Sum(x);
  b = Warp16(r16[w16]).Reduce(x, MaxOp());
  c = Warp16(r16[w16]).Sum(x, 10);
  if (threadIdx.x % 16 == 0) {
    const int slot = (blockIdx.x * (kThreads / 16) + w16) * 3;
    sums16[slot] = a, sums16[slot + 1] = b, sums16[slot + 2] = c;
  }
  int aggregate;
  Scan32(s32[w32]).InclusiveSum(x, inc32[t], aggregate);
  Scan16(s16[w16]).ExclusiveSum(x, exc16[t]);
}

// A tile of kThreads * kItems loaded striped (or directly), sorted in the block, stored.
template <cub::BlockLoadAlgorithm kLoad, cub::BlockStoreAlgorithm kStore>
__global__ void load_sort_store(const float* in, float* out, int* values_out, float* copy_out) {
  using Load = cub::BlockLoad<float, kThreads, kItems, kLoad>;
  using Store = cub::BlockStore<float, kThreads, kItems, kStore>;
  using Sort = cub::BlockRadixSort<float, kThreads, kItems, int>;
  __shared__ typename Load::TempStorage load_temp;
  __shared__ typename Store::TempStorage store_temp;
  __shared__ typename Sort::TempStorage sort_temp;
  const int offset = blockIdx.x * kThreads * kItems;
  float keys[kItems];
  int values[kItems];
  Load(load_temp).Load(in + offset, keys);
  Store(store_temp).Store(copy_out + offset, keys);  // the same arrangement back: a plain copy
  for (int i = 0; i < kItems; ++i) values[i] = threadIdx.x * kItems + i;
  // Blocked in for the sort: the striped load's items are not in blocked order, so the values
  // name the item's position in the thread's registers.
  Sort(sort_temp).Sort(keys, values);
  cub::StoreDirectBlocked(threadIdx.x, out + offset, keys);
  cub::StoreDirectBlocked(threadIdx.x, values_out + offset, values);
}

// One tile of kThreads * kItems per block, rearranged five ways and each result stored blocked
// (out + section * n): blocked to striped, striped to blocked, blocked to warp-striped, scattered
// to reversed ranks and read striped, and the in-place striped-to-blocked form.
__global__ void exchange_forms(const int* in, int* out, int n) {
  using Exchange = cub::BlockExchange<int, kThreads, kItems>;
  __shared__ typename Exchange::TempStorage temp;
  const int tile = kThreads * kItems, t = threadIdx.x;
  const int* block_in = in + blockIdx.x * tile;
  int blocked[kItems], striped[kItems], result[kItems], ranks[kItems];
  cub::LoadDirectBlocked(t, block_in, blocked);
  cub::LoadDirectStriped<kThreads>(t, block_in, striped);
  for (int i = 0; i < kItems; ++i) ranks[i] = tile - 1 - (t * kItems + i);
  Exchange(temp).BlockedToStriped(blocked, result);
  cub::StoreDirectBlocked(t, out + blockIdx.x * tile, result);
  __syncthreads();
  Exchange(temp).StripedToBlocked(striped, result);
  cub::StoreDirectBlocked(t, out + n + blockIdx.x * tile, result);
  __syncthreads();
  Exchange(temp).BlockedToWarpStriped(blocked, result);
  cub::StoreDirectBlocked(t, out + 2 * n + blockIdx.x * tile, result);
  __syncthreads();
  Exchange(temp).ScatterToStriped(blocked, result, ranks);
  cub::StoreDirectBlocked(t, out + 3 * n + blockIdx.x * tile, result);
  __syncthreads();
  Exchange(temp).StripedToBlocked(striped);
  cub::StoreDirectBlocked(t, out + 4 * n + blockIdx.x * tile, striped);
}

int main() {
  std::mt19937 rng(7);
  const int n = kBlocks * kThreads * kItems;
  std::vector<int> in(n);
  for (auto& v : in) v = static_cast<int>(rng() % 201) - 100;
  int* d_in = to_device(in);

  {  // BlockReduce
    const int valid = 77;
    int* d_out = to_device(std::vector<int>(kBlocks * 4));
    block_reduce<<<kBlocks, kThreads>>>(d_in, d_out, valid);
    std::vector<int> got = to_host(d_out, kBlocks * 4);
    bool sum = true, max = true, part = true, items = true;
    for (int b = 0; b < kBlocks; ++b) {
      const int* tile = in.data() + b * kThreads * kItems;
      int s = 0, m = tile[0], p = 0, all = 0;
      for (int t = 0; t < kThreads; ++t) s += tile[t], m = std::max(m, tile[t]);
      for (int t = 0; t < valid; ++t) p += tile[t];
      for (int i = 0; i < kThreads * kItems; ++i) all += tile[i];
      sum &= got[b * 4] == s, max &= got[b * 4 + 1] == m, part &= got[b * 4 + 2] == p;
      items &= got[b * 4 + 3] == all;
    }
    check(sum, "BlockReduce::Sum");
    check(max, "BlockReduce::Reduce with an operator");
    check(part, "BlockReduce::Sum of the valid items");
    check(items, "BlockReduce::Sum of 4 items per thread");
  }

  {  // BlockScan
    const int m = kBlocks * kThreads;
    int *d_inc = to_device(std::vector<int>(m)), *d_exc = to_device(std::vector<int>(m));
    int* d_exc_max = to_device(std::vector<int>(m));
    int* d_agg = to_device(std::vector<int>(kBlocks * 2));
    int* d_tiles = to_device(std::vector<int>(kBlocks * 2 * kThreads));
    int* d_items = to_device(std::vector<int>(n));
    block_scan<<<kBlocks, kThreads>>>(d_in, d_inc, d_exc, d_exc_max, d_agg, d_tiles, d_items);
    std::vector<int> inc = to_host(d_inc, m), exc = to_host(d_exc, m), exc_max = to_host(d_exc_max, m);
    std::vector<int> agg = to_host(d_agg, kBlocks * 2), tiles = to_host(d_tiles, kBlocks * 2 * kThreads);
    std::vector<int> items = to_host(d_items, n);
    bool ok_inc = true, ok_exc = true, ok_max = true, ok_agg = true, ok_tiles = true, ok_items = true;
    for (int b = 0; b < kBlocks; ++b) {
      int run = 0, run_max = -1000, block_max = in[b * kThreads];
      for (int t = 0; t < kThreads; ++t) {
        const int x = in[b * kThreads + t];
        ok_exc &= exc[b * kThreads + t] == run;
        ok_max &= exc_max[b * kThreads + t] == run_max;
        run += x, run_max = std::max(run_max, x), block_max = std::max(block_max, x);
        ok_inc &= inc[b * kThreads + t] == run;
      }
      ok_agg &= agg[b * 2] == run && agg[b * 2 + 1] == block_max;
      int carried = 0;
      for (int tile = 0; tile < 2; ++tile) {
        for (int t = 0; t < kThreads; ++t) {
          ok_tiles &= tiles[(b * 2 + tile) * kThreads + t] == carried;
          carried += in[(b * kThreads + t + tile * 7) % m];
        }
      }
      int items_run = 0;
      for (int i = 0; i < kThreads * kItems; ++i) {
        ok_items &= items[b * kThreads * kItems + i] == items_run;
        items_run += in[b * kThreads * kItems + i];
      }
    }
    check(ok_inc, "BlockScan::InclusiveSum");
    check(ok_exc, "BlockScan::ExclusiveSum");
    check(ok_max, "BlockScan::ExclusiveScan with an operator and initial value");
    check(ok_agg, "BlockScan block aggregates");
    check(ok_tiles, "BlockScan::ExclusiveSum with a prefix callback over two tiles");
    check(ok_items, "BlockScan::ExclusiveSum of 4 items per thread (in place)");
  }

  {  // WarpReduce, WarpScan
    const int m = kBlocks * kThreads;
    int* d_s32 = to_device(std::vector<int>(m / 32 * 3));
    int* d_s16 = to_device(std::vector<int>(m / 16 * 3));
    int *d_inc = to_device(std::vector<int>(m)), *d_exc = to_device(std::vector<int>(m));
    warp_collectives<<<kBlocks, kThreads>>>(d_in, d_s32, d_s16, d_inc, d_exc);
    std::vector<int> s32 = to_host(d_s32, m / 32 * 3), s16 = to_host(d_s16, m / 16 * 3);
    std::vector<int> inc = to_host(d_inc, m), exc = to_host(d_exc, m);
    bool ok32 = true, ok16 = true, ok_inc = true, ok_exc = true;
    for (int width : {32, 16}) {
      std::vector<int>& got = width == 32 ? s32 : s16;
      const int valid = width == 32 ? 20 : 10;
      for (int w = 0; w < m / width; ++w) {
        int s = 0, mx = in[w * width], p = 0;
        for (int l = 0; l < width; ++l) {
          const int x = in[w * width + l];
          s += x, mx = std::max(mx, x);
          if (l < valid) p += x;
        }
        const bool ok = got[w * 3] == s && got[w * 3 + 1] == mx && got[w * 3 + 2] == p;
        (width == 32 ? ok32 : ok16) &= ok;
      }
    }
    for (int w = 0; w < m / 32; ++w) {
      int run = 0;
      for (int l = 0; l < 32; ++l) ok_inc &= inc[w * 32 + l] == (run += in[w * 32 + l]);
    }
    for (int w = 0; w < m / 16; ++w) {
      int run = 0;
      for (int l = 0; l < 16; ++l) {
        ok_exc &= exc[w * 16 + l] == run;
        run += in[w * 16 + l];
      }
    }
    check(ok32, "WarpReduce<int> Sum, Reduce, Sum of valid lanes");
    check(ok16, "WarpReduce<int, 16> Sum, Reduce, Sum of valid lanes");
    check(ok_inc, "WarpScan<int>::InclusiveSum");
    check(ok_exc, "WarpScan<int, 16>::ExclusiveSum");
  }

  {  // BlockLoad/BlockStore (direct, striped) and BlockRadixSort
    std::vector<float> keys(n);
    for (auto& k : keys) k = static_cast<float>(static_cast<int>(rng() % 50) - 25) * 0.25f;
    keys[3] = -0.0f;
    keys[9] = 0.0f;
    float* d_keys = to_device(keys);
    for (int striped = 0; striped < 2; ++striped) {
      float* d_out = to_device(std::vector<float>(n));
      float* d_copy = to_device(std::vector<float>(n));
      int* d_vals = to_device(std::vector<int>(n));
      if (striped) {
        load_sort_store<cub::BLOCK_LOAD_STRIPED, cub::BLOCK_STORE_STRIPED><<<kBlocks, kThreads>>>(
            d_keys, d_out, d_vals, d_copy);
      } else {
        load_sort_store<cub::BLOCK_LOAD_DIRECT, cub::BLOCK_STORE_DIRECT><<<kBlocks, kThreads>>>(
            d_keys, d_out, d_vals, d_copy);
      }
      std::vector<float> out = to_host(d_out, n), copy = to_host(d_copy, n);
      std::vector<int> vals = to_host(d_vals, n);
      bool ok = std::memcmp(copy.data(), keys.data(), n * sizeof(float)) == 0;
      check(ok, striped ? "BlockLoad/BlockStore striped round trip" : "BlockLoad/BlockStore direct round trip");
      bool sorted = true;
      for (int b = 0; b < kBlocks; ++b) {
        // Where thread t's register i came from: blocked t*N+i, striped i*T+t.
        std::vector<int> order(kThreads * kItems);
        for (int r = 0; r < kThreads * kItems; ++r) order[r] = r;
        auto source = [&](int r) {
          const int t = r / kItems, i = r % kItems;
          return striped ? i * kThreads + t : r;
        };
        // The sort's input in blocked order is item source(r) at rank r; sort stably by value.
        std::stable_sort(order.begin(), order.end(), [&](int a, int c) {
          return keys[b * kThreads * kItems + source(a)] < keys[b * kThreads * kItems + source(c)];
        });
        for (int r = 0; r < kThreads * kItems; ++r) {
          const float want = keys[b * kThreads * kItems + source(order[r])];
          sorted &= std::memcmp(&out[b * kThreads * kItems + r], &want, sizeof(float)) == 0 &&
                    vals[b * kThreads * kItems + r] == order[r];
        }
      }
      check(sorted, striped ? "BlockRadixSort pairs after a striped load" : "BlockRadixSort pairs after a direct load");
    }
  }
  {  // BlockExchange: where each thread's register i comes from, in tile ranks
    const int n = kBlocks * kThreads * kItems, tile = kThreads * kItems;
    int* d_out = to_device(std::vector<int>(5 * n));
    exchange_forms<<<kBlocks, kThreads>>>(d_in, d_out, n);
    std::vector<int> out = to_host(d_out, 5 * n);
    bool ok[5] = {true, true, true, true, true};
    for (int b = 0; b < kBlocks; ++b) {
      for (int t = 0; t < kThreads; ++t) {
        for (int i = 0; i < kItems; ++i) {
          const int at = b * tile + t * kItems + i, warp = t / 32, lane = t % 32;
          const int from[5] = {i * kThreads + t, t * kItems + i,
                               warp * 32 * kItems + i * 32 + lane,
                               tile - 1 - (i * kThreads + t), t * kItems + i};
          for (int k = 0; k < 5; ++k) ok[k] &= out[k * n + at] == in[b * tile + from[k]];
        }
      }
    }
    check(ok[0], "BlockExchange BlockedToStriped");
    check(ok[1], "BlockExchange StripedToBlocked");
    check(ok[2], "BlockExchange BlockedToWarpStriped");
    check(ok[3], "BlockExchange ScatterToStriped (reversed ranks)");
    check(ok[4], "BlockExchange StripedToBlocked in place");
  }
  std::printf("done, %d failed\n", failures);
  return failures ? 1 : 0;
}
