// CUB's block collectives in kernels the lowering splits into thread loops (each call a point
// where the block meets), against plain C++ loops on the host: BlockReduce (Sum, Reduce with an
// operator, valid items, items per thread), BlockScan (inclusive and exclusive sums and scans,
// initial values, aggregates, items per thread, in place), BlockLoad/BlockStore temporaries, a
// 2-D block, a scan in a loop over tiles carrying a running total, and WarpReduce/WarpScan in
// logical warps of 16 and 32 lanes, a partial last warp, and a warp reduction under a guard;
// BlockRadixSort (pairs on a bit range; descending, left striped).
// Prints "ok <check>" or "FAIL <check>" lines, then "done".
#include <cub/block/block_load.cuh>
#include <cub/block/block_radix_sort.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/block/block_store.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <random>
#include <vector>

#include "check_common.cuh"

constexpr int kX = 32, kY = 4, kThreads = kX * kY;  // blocks of 32 x 4
constexpr int kBlocks = 3;
constexpr int kItems = 4;
constexpr int kTiles = 3;

struct MaxOp {
  __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};
struct MinOp {
  __device__ int operator()(int a, int b) const { return a < b ? a : b; }
};
// x -> m * x + c (mod 2^32); composing two (first, then second) is associative but not
// commutative: a reduction must combine neighbours only, in order.
struct Affine {
  unsigned m, c;
};
struct Compose {
  __host__ __device__ Affine operator()(Affine first, Affine second) const {
    return Affine{first.m * second.m, first.c * second.m + second.c};
  }
};

// out[block * 6 + 0..5]: Sum, Reduce(max), Sum of the first `valid` threads, Sum and Reduce(min)
// of 4 items each (loaded blocked), the float Sum, the composition of the first `valid` threads'
// affine maps; written by thread 0, where CUB's result is.
__global__ void reduce_forms(const int* in, const float* fin, int* out, float* fout, Affine* chains,
                             int valid) {
  using Reduce = cub::BlockReduce<int, kX, cub::BLOCK_REDUCE_WARP_REDUCTIONS, kY>;
  using FloatReduce = cub::BlockReduce<float, kX, cub::BLOCK_REDUCE_WARP_REDUCTIONS, kY>;
  using Load = cub::BlockLoad<int, kX, kItems, cub::BLOCK_LOAD_DIRECT, kY>;
  using AffineReduce = cub::BlockReduce<Affine, kX, cub::BLOCK_REDUCE_WARP_REDUCTIONS, kY>;
  __shared__ union {
    typename AffineReduce::TempStorage affine_reduce;
    typename Reduce::TempStorage reduce;
    typename FloatReduce::TempStorage float_reduce;
    typename Load::TempStorage load;
  } temp;
  const int tid = threadIdx.y * kX + threadIdx.x;
  const int* block_in = in + blockIdx.x * kThreads * kItems;
  const int x = block_in[tid];
  int sum = Reduce(temp.reduce).Sum(x);
  __syncthreads();
  int max = Reduce(temp.reduce).Reduce(x, MaxOp());
  __syncthreads();
  int partial = Reduce(temp.reduce).Sum(x, valid);
  __syncthreads();
  int items[kItems];
  Load(temp.load).Load(block_in, items);
  __syncthreads();
  int all = Reduce(temp.reduce).Sum(items);
  __syncthreads();
  int least = Reduce(temp.reduce).Reduce(items, MinOp());
  __syncthreads();
  float fsum = FloatReduce(temp.float_reduce).Sum(fin[blockIdx.x * kThreads + tid]);
  __syncthreads();
  const Affine step{static_cast<unsigned>(x) * 2u + 1u, static_cast<unsigned>(tid)};
  Affine chain = AffineReduce(temp.affine_reduce).Reduce(step, Compose(), valid);
  if (tid == 0) {
    out[blockIdx.x * 6 + 0] = sum;
    out[blockIdx.x * 6 + 1] = max;
    out[blockIdx.x * 6 + 2] = partial;
    out[blockIdx.x * 6 + 3] = all;
    out[blockIdx.x * 6 + 4] = least;
    fout[blockIdx.x] = fsum;
    chains[blockIdx.x] = chain;
  }
}

// Per thread (rows of kThreads per block): inclusive sum, exclusive sum, exclusive max-scan
// seeded with -1000, inclusive max-scan, exclusive max-scan with no initial value (thread 0 keeps
// its -7); aggregates[block * 2 + 0..1]: the sum's and the max-scan's.
__global__ void scan_forms(const int* in, int* rows, int* aggregates) {
  using Scan = cub::BlockScan<int, kX, cub::BLOCK_SCAN_RAKING, kY>;
  __shared__ typename Scan::TempStorage temp;
  const int tid = threadIdx.y * kX + threadIdx.x;
  const int base = blockIdx.x * kThreads;
  const int x = in[base + tid];
  int* row = rows + (blockIdx.x * 5) * kThreads;
  int sum_aggregate = 0, max_aggregate = 0;
  Scan(temp).InclusiveSum(x, row[tid]);
  __syncthreads();
  Scan(temp).ExclusiveSum(x, row[kThreads + tid], sum_aggregate);
  __syncthreads();
  Scan(temp).ExclusiveScan(x, row[2 * kThreads + tid], -1000, MaxOp(), max_aggregate);
  __syncthreads();
  int inclusive_max;
  Scan(temp).InclusiveScan(x, inclusive_max, MaxOp());
  row[3 * kThreads + tid] = inclusive_max;
  __syncthreads();
  int seedless = -7;
  Scan(temp).ExclusiveScan(x, seedless, MaxOp());
  row[4 * kThreads + tid] = seedless;
  if (tid == 0) {
    aggregates[blockIdx.x * 2] = sum_aggregate;
    aggregates[blockIdx.x * 2 + 1] = max_aggregate;
  }
}

// Items per thread, blocked: exclusive sum in place, inclusive sum into another array with the
// aggregate, exclusive max-scan seeded with -1000, inclusive min-scan; stored with BlockStore.
__global__ void scan_items(const int* in, int* out, int* aggregates) {
  using Scan = cub::BlockScan<int, kX, cub::BLOCK_SCAN_WARP_SCANS, kY>;
  using Store = cub::BlockStore<int, kX, kItems, cub::BLOCK_STORE_DIRECT, kY>;
  __shared__ typename Scan::TempStorage temp;
  __shared__ typename Store::TempStorage store_temp;
  const int tid = threadIdx.y * kX + threadIdx.x;
  const int tile = kThreads * kItems;
  int items[kItems], inclusive[kItems], maxima[kItems], minima[kItems];
  cub::LoadDirectBlocked(tid, in + blockIdx.x * tile, items);
  for (int i = 0; i < kItems; ++i) maxima[i] = minima[i] = items[i];
  int aggregate;
  Scan(temp).InclusiveSum(items, inclusive, aggregate);
  __syncthreads();
  Scan(temp).ExclusiveSum(items, items);
  __syncthreads();
  Scan(temp).ExclusiveScan(maxima, maxima, -1000, MaxOp());
  __syncthreads();
  Scan(temp).InclusiveScan(minima, minima, MinOp());
  int* block_out = out + blockIdx.x * 4 * tile;
  Store(store_temp).Store(block_out, items);
  Store(store_temp).Store(block_out + tile, inclusive);
  Store(store_temp).Store(block_out + 2 * tile, maxima);
  Store(store_temp).Store(block_out + 3 * tile, minima);
  if (tid == 0) aggregates[blockIdx.x] = aggregate;
}

// One block scans kTiles tiles in turn, each thread carrying the running total (the aggregate)
// from tile to tile: a scan inside a loop whose bounds are the same for every thread.
__global__ void scan_tiles(const int* in, int* out) {
  using Scan = cub::BlockScan<int, kX, cub::BLOCK_SCAN_RAKING, kY>;
  __shared__ typename Scan::TempStorage temp;
  const int tid = threadIdx.y * kX + threadIdx.x;
  int carry = 0;
  for (int tile = 0; tile < kTiles; ++tile) {
    const int x = in[tile * kThreads + tid];
    int prefix, total;
    Scan(temp).ExclusiveSum(x, prefix, total);
    out[tile * kThreads + tid] = carry + prefix;
    carry += total;
    __syncthreads();
  }
}

// A tile of kThreads * kItems per block: pairs (value: the key's rank in the tile) sorted on
// bits [4, 12) of the keys, stored blocked (keys_out, values_out); then the keys sorted
// descending on all bits and left striped, stored blocked (keys_out + n).
__global__ void sort_forms(const int* in, int* keys_out, int* values_out, int n) {
  using Sort = cub::BlockRadixSort<int, kThreads, kItems, int>;
  __shared__ typename Sort::TempStorage temp;
  const int t = threadIdx.x, tile = kThreads * kItems;
  int keys[kItems], values[kItems];
  cub::LoadDirectBlocked(t, in + blockIdx.x * tile, keys);
  for (int i = 0; i < kItems; ++i) values[i] = t * kItems + i;
  Sort(temp).Sort(keys, values, 4, 12);
  __syncthreads();
  cub::StoreDirectBlocked(t, keys_out + blockIdx.x * tile, keys);
  cub::StoreDirectBlocked(t, values_out + blockIdx.x * tile, values);
  int again[kItems];
  cub::LoadDirectBlocked(t, in + blockIdx.x * tile, again);
  Sort(temp).SortDescendingBlockedToStriped(again);
  cub::StoreDirectBlocked(t, keys_out + n + blockIdx.x * tile, again);
}

// Blocks of 100 threads (the last warp has 4 lanes); per thread, 5 values: the sum of its
// 16-lane logical warp, its warp's inclusive sum and aggregate, its warp's exclusive max-scan
// with no initial value (each warp's lane 0 keeps -5), and for warp 0 alone (a guard), the max
// of its first 20 lanes.
constexpr int kWarpBlock = 100;
__global__ void warp_forms(const int* in, int* out) {
  using Warp16 = cub::WarpReduce<int, 16>;
  using Warp32 = cub::WarpReduce<int>;
  using Scan32 = cub::WarpScan<int>;
  __shared__ typename Warp16::TempStorage r16[7];
  __shared__ typename Warp32::TempStorage r32[4];
  __shared__ typename Scan32::TempStorage s32[4];
  const int t = threadIdx.x;
  const int x = in[blockIdx.x * kWarpBlock + t];
  int sum16 = Warp16(r16[t / 16]).Sum(x);
  int inclusive, aggregate;
  Scan32(s32[t / 32]).InclusiveSum(x, inclusive, aggregate);
  int seedless = -5;
  Scan32(s32[t / 32]).ExclusiveScan(x, seedless, MaxOp());
  int first_warp = 0;
  if (t < 32) first_warp = Warp32(r32[0]).Reduce(x, MaxOp(), 20);
  int* row = out + (blockIdx.x * kWarpBlock + t) * 5;
  row[0] = sum16, row[1] = inclusive, row[2] = aggregate, row[3] = seedless, row[4] = first_warp;
}

// Host references: the scans of v[begin, begin + n), exclusive ones seeded as CUB seeds them.
template <typename Op>
static std::vector<int> inclusive_scan(const int* v, int n, Op op) {
  std::vector<int> r(n);
  for (int i = 0; i < n; ++i) r[i] = i ? op(r[i - 1], v[i]) : v[i];
  return r;
}
template <typename Op>
static std::vector<int> exclusive_scan(const int* v, int n, int init, Op op) {
  std::vector<int> r(n);
  int acc = init;
  for (int i = 0; i < n; ++i) r[i] = acc, acc = op(acc, v[i]);
  return r;
}
// A float sum in cuport's order for cub::Sum: 32 lanes, lane j adding values j, j + 32, ... in
// turn, then the lanes by halves.
static float lanes_sum(const float* v, int n) {
  float lanes[32];
  std::copy(v, v + 32, lanes);
  for (int k = 32; k < n; k += 32) {
    for (int j = 0; j < 32; ++j) lanes[j] += v[k + j];
  }
  for (int half = 16; half > 0; half /= 2) {
    for (int i = 0; i < half; ++i) lanes[i] += lanes[i + half];
  }
  return lanes[0];
}
static int add(int a, int b) { return a + b; }
static int maximum(int a, int b) { return std::max(a, b); }
static int minimum(int a, int b) { return std::min(a, b); }

int main() {
  std::mt19937 rng(11);
  const int n = kBlocks * kThreads * kItems;
  std::vector<int> in(n);
  for (auto& v : in) v = static_cast<int>(rng() % 201) - 100;
  std::vector<float> fin(kBlocks * kThreads);
  for (auto& v : fin) v = static_cast<float>(rng() % 1000) / 7.0f;
  int* d_in = to_device(in);
  float* d_fin = to_device(fin);
  const dim3 block(kX, kY);

  {  // reduce_forms
    const int valid = 45;
    int* d_out = to_device(std::vector<int>(kBlocks * 6));
    float* d_fout = to_device(std::vector<float>(kBlocks));
    Affine* d_chains = to_device(std::vector<Affine>(kBlocks));
    reduce_forms<<<kBlocks, block>>>(d_in, d_fin, d_out, d_fout, d_chains, valid);
    std::vector<Affine> chains = to_host(d_chains, kBlocks);
    std::vector<int> out = to_host(d_out, kBlocks * 6);
    std::vector<float> fout = to_host(d_fout, kBlocks);
    bool sum = true, max = true, partial = true, all = true, least = true, fsum = true;
    bool chain = true;
    for (int b = 0; b < kBlocks; ++b) {
      const int* x = in.data() + b * kThreads * kItems;
      int s = 0, m = x[0], p = 0, a = 0, l = x[0];
      const float f = lanes_sum(fin.data() + b * kThreads, kThreads);
      for (int t = 0; t < kThreads; ++t) s += x[t], m = std::max(m, x[t]), p += t < valid ? x[t] : 0;
      for (int t = 0; t < kThreads * kItems; ++t) a += x[t], l = std::min(l, x[t]);
      sum &= out[b * 6] == s, max &= out[b * 6 + 1] == m, partial &= out[b * 6 + 2] == p;
      all &= out[b * 6 + 3] == a, least &= out[b * 6 + 4] == l, fsum &= fout[b] == f;
      Affine composed{1u, 0u};
      for (int t = 0; t < valid; ++t) {
        composed = Compose()(composed, Affine{static_cast<unsigned>(x[t]) * 2u + 1u, unsigned(t)});
      }
      chain &= chains[b].m == composed.m && chains[b].c == composed.c;
    }
    check(sum, "BlockReduce Sum");
    check(max, "BlockReduce Reduce(max)");
    check(partial, "BlockReduce Sum of valid threads");
    check(all, "BlockReduce Sum of items per thread");
    check(least, "BlockReduce Reduce(min) of items per thread");
    check(fsum, "BlockReduce float Sum in 32 lanes");
    check(chain, "BlockReduce Reduce of a non-commutative operator, valid threads");
  }
  {  // scan_forms
    int* d_rows = to_device(std::vector<int>(kBlocks * 5 * kThreads));
    int* d_aggregates = to_device(std::vector<int>(kBlocks * 2));
    scan_forms<<<kBlocks, block>>>(d_in, d_rows, d_aggregates);
    std::vector<int> rows = to_host(d_rows, kBlocks * 5 * kThreads);
    std::vector<int> aggregates = to_host(d_aggregates, kBlocks * 2);
    bool ok[6] = {true, true, true, true, true, true};
    for (int b = 0; b < kBlocks; ++b) {
      const int* x = in.data() + b * kThreads;
      const int* row = rows.data() + b * 5 * kThreads;
      std::vector<int> want[5] = {
          inclusive_scan(x, kThreads, add), exclusive_scan(x, kThreads, 0, add),
          exclusive_scan(x, kThreads, -1000, maximum), inclusive_scan(x, kThreads, maximum),
          exclusive_scan(x, kThreads, INT_MIN, maximum)};
      want[4][0] = -7;
      for (int r = 0; r < 5; ++r) ok[r] &= std::equal(want[r].begin(), want[r].end(), row + r * kThreads);
      int total = 0, top = x[0];
      for (int t = 0; t < kThreads; ++t) total += x[t], top = std::max(top, x[t]);
      ok[5] &= aggregates[b * 2] == total && aggregates[b * 2 + 1] == top;
    }
    check(ok[0], "BlockScan InclusiveSum");
    check(ok[1], "BlockScan ExclusiveSum");
    check(ok[2], "BlockScan ExclusiveScan(max) from -1000");
    check(ok[3], "BlockScan InclusiveScan(max)");
    check(ok[4], "BlockScan ExclusiveScan(max) without initial value: thread 0 keeps its output");
    check(ok[5], "BlockScan aggregates");
  }
  {  // scan_items
    const int tile = kThreads * kItems;
    int* d_out = to_device(std::vector<int>(kBlocks * 4 * tile));
    int* d_aggregates = to_device(std::vector<int>(kBlocks));
    scan_items<<<kBlocks, block>>>(d_in, d_out, d_aggregates);
    std::vector<int> out = to_host(d_out, kBlocks * 4 * tile);
    std::vector<int> aggregates = to_host(d_aggregates, kBlocks);
    bool ok[5] = {true, true, true, true, true};
    for (int b = 0; b < kBlocks; ++b) {
      const int* x = in.data() + b * tile;
      const int* o = out.data() + b * 4 * tile;
      std::vector<int> want[4] = {exclusive_scan(x, tile, 0, add), inclusive_scan(x, tile, add),
                                  exclusive_scan(x, tile, -1000, maximum),
                                  inclusive_scan(x, tile, minimum)};
      for (int r = 0; r < 4; ++r) ok[r] &= std::equal(want[r].begin(), want[r].end(), o + r * tile);
      ok[4] &= aggregates[b] == want[1].back();
    }
    check(ok[0], "BlockScan ExclusiveSum of items in place");
    check(ok[1], "BlockScan InclusiveSum of items");
    check(ok[2], "BlockScan ExclusiveScan(max) of items from -1000");
    check(ok[3], "BlockScan InclusiveScan(min) of items");
    check(ok[4], "BlockScan aggregate of items");
  }
  {  // scan_tiles
    int* d_out = to_device(std::vector<int>(kTiles * kThreads));
    scan_tiles<<<1, block>>>(d_in, d_out);
    std::vector<int> out = to_host(d_out, kTiles * kThreads);
    std::vector<int> want = exclusive_scan(in.data(), kTiles * kThreads, 0, add);
    check(out == want, "BlockScan in a loop over tiles with a running total");
  }
  {  // warp_forms
    int* d_out = to_device(std::vector<int>(2 * kWarpBlock * 5));
    warp_forms<<<2, kWarpBlock>>>(d_in, d_out);
    std::vector<int> out = to_host(d_out, 2 * kWarpBlock * 5);
    bool ok[5] = {true, true, true, true, true};
    for (int b = 0; b < 2; ++b) {
      const int* x = in.data() + b * kWarpBlock;
      for (int t = 0; t < kWarpBlock; ++t) {
        const int* row = out.data() + (b * kWarpBlock + t) * 5;
        const int w16 = t / 16 * 16, w32 = t / 32 * 32;
        const int end16 = std::min(w16 + 16, kWarpBlock), end32 = std::min(w32 + 32, kWarpBlock);
        int sum16 = 0, inclusive = 0, aggregate = 0, seedless = -5, first_warp = 0;
        for (int i = w16; i < end16; ++i) sum16 += x[i];
        for (int i = w32; i <= t; ++i) inclusive += x[i];
        for (int i = w32; i < end32; ++i) aggregate += x[i];
        for (int i = w32; i < t; ++i) seedless = i == w32 ? x[i] : std::max(seedless, x[i]);
        if (t < 32) first_warp = *std::max_element(x, x + 20);
        ok[0] &= row[0] == sum16, ok[1] &= row[1] == inclusive, ok[2] &= row[2] == aggregate;
        ok[3] &= row[3] == seedless, ok[4] &= row[4] == first_warp;
      }
    }
    check(ok[0], "WarpReduce Sum in 16-lane logical warps, a partial last warp");
    check(ok[1], "WarpScan InclusiveSum");
    check(ok[2], "WarpScan warp aggregate");
    check(ok[3], "WarpScan ExclusiveScan(max) without initial value: lane 0 keeps its output");
    check(ok[4], "WarpReduce Reduce(max) of 20 valid lanes in warp 0 alone, under a guard");
  }
  {  // sort_forms
    const int tile = kThreads * kItems;
    int* d_keys = to_device(std::vector<int>(2 * n));
    int* d_values = to_device(std::vector<int>(n));
    sort_forms<<<kBlocks, kThreads>>>(d_in, d_keys, d_values, n);
    std::vector<int> keys = to_host(d_keys, 2 * n), values = to_host(d_values, n);
    bool pairs = true, descending = true;
    for (int b = 0; b < kBlocks; ++b) {
      const int* x = in.data() + b * tile;
      // CUB orders signed keys by their bits with the sign bit flipped.
      auto digit = [&](int r) { return ((static_cast<unsigned>(x[r]) ^ 0x80000000u) >> 4) & 0xFFu; };
      std::vector<int> order(tile), sorted(x, x + tile);
      for (int r = 0; r < tile; ++r) order[r] = r;
      std::stable_sort(order.begin(), order.end(), [&](int a, int c) { return digit(a) < digit(c); });
      std::stable_sort(sorted.begin(), sorted.end(), [](int a, int c) { return a > c; });
      for (int r = 0; r < tile; ++r) {
        pairs &= keys[b * tile + r] == x[order[r]] && values[b * tile + r] == order[r];
        const int t = r / kItems, i = r % kItems;  // stored blocked: thread t's item i
        descending &= keys[n + b * tile + r] == sorted[t + i * kThreads];
      }
    }
    check(pairs, "BlockRadixSort pairs on bits [4, 12), stable");
    check(descending, "BlockRadixSort SortDescendingBlockedToStriped");
  }
  std::printf("done, %d failed\n", failures);
  return failures != 0;
}
