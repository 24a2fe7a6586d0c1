// Cooperative groups on the CPU backend: thread_block, static and dynamic tiles with their
// collectives, tiles larger than a warp, coalesced groups in divergent code (the aggregated-atomic
// idiom), cg::reduce and scans, and grid-wide sync in a cooperative launch. Results: cg.bin,
// cg_tiles.bin plus `key: value` lines.
#include <cstdio>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

#define OPS 19
#define THREADS 128
#define BLOCKS 2

__global__ void groups(long long* out, int* counter) {
  cg::thread_block block = cg::this_thread_block();
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  long long* o = out + g;
  const int n = THREADS * BLOCKS;
  o[0 * n] = block.thread_rank() + 1000 * block.size() + 100000 * block.group_index().x;
  block.sync();

  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  int v = tile.thread_rank();
  for (int offset = tile.size() / 2; offset > 0; offset /= 2) v += tile.shfl_down(v, offset);
  o[1 * n] = tile.shfl(v, 0);  // every member gets the tile's sum from rank 0
  o[2 * n] = tile.meta_group_rank() * 100 + tile.meta_group_size();
  o[3 * n] = tile.shfl_xor(g, 3);
  o[4 * n] = tile.shfl_up(g, 2);
  o[5 * n] = tile.ballot(g % 5 == 0);
  o[6 * n] = tile.any(g == 7) * 10 + tile.all(g >= 0);
  o[7 * n] = tile.match_any(g % 3);
  tile.sync();

  cg::thread_group eight = cg::tiled_partition(block, 8);
  o[8 * n] = eight.thread_rank() * 10 + eight.size();
  eight.sync();

  cg::thread_block_tile<32> warp32 = cg::tiled_partition<32>(block);
  o[9 * n] = cg::reduce(warp32, g, cg::plus<int>());
  o[10 * n] = cg::reduce(warp32, g, cg::greater<int>()) - cg::reduce(warp32, g, cg::less<int>());
  o[11 * n] = cg::inclusive_scan(warp32, 1);
  o[12 * n] = cg::exclusive_scan(warp32, g % 4, cg::plus<int>());

  // Aggregated atomic: one atomicAdd per coalesced group, each member gets a distinct slot.
  if (g % 3 != 1) {
    cg::coalesced_group active = cg::coalesced_threads();
    int base = 0;
    if (active.thread_rank() == 0) base = atomicAdd(counter, active.size());
    base = active.shfl(base, 0);
    o[13 * n] = base + active.thread_rank();
    o[14 * n] = active.size();
  } else {
    o[13 * n] = -1;
    o[14 * n] = -1;
  }
  cg::thread_block_tile<4> quad = cg::tiled_partition<4>(block);
  o[15 * n] = cg::reduce(quad, g, cg::bit_xor<int>());

  cg::coalesced_group same = cg::labeled_partition(tile, g % 3);
  o[16 * n] = same.size() * 100 + same.thread_rank();
  cg::coalesced_group odd = cg::binary_partition(tile, g % 2 == 1);
  o[17 * n] = odd.size() * 100 + odd.thread_rank();

  // memcpy_async of this block's slice of `out` (op 0's row) into shared memory, then wait.
  __shared__ long long staged[THREADS];
  cg::memcpy_async(block, staged, out + blockIdx.x * blockDim.x, sizeof(long long) * THREADS);
  cg::wait(block);
  o[18 * n] = staged[(threadIdx.x + 1) % THREADS] + cg::invoke_one_broadcast(tile, [] { return 7; });
}

// Tiles larger than a warp (64 to 256 threads, with and without block_tile_memory), tiles of
// tiles, and this_thread(). Results: cg_tiles.bin.
#define TILE_OPS 13
#define TILE_THREADS 256

__global__ void multiWarpTiles(long long* out) {
  __shared__ cg::block_tile_memory<TILE_THREADS> scratch;
  cg::thread_block block = cg::this_thread_block(scratch);
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  long long* o = out + g;
  const int n = TILE_THREADS * BLOCKS;
  cg::thread_block_tile<64> t64 = cg::tiled_partition<64>(block);
  auto t128 = cg::tiled_partition<128>(cg::this_thread_block());
  o[0 * n] = t64.thread_rank() + 1000 * t64.meta_group_rank() + 100000 * t64.meta_group_size();
  o[1 * n] = cg::reduce(t64, g, cg::plus<int>());
  o[2 * n] = cg::reduce(t128, g, cg::greater<int>());
  o[3 * n] = t128.shfl(g, 5);
  o[4 * n] = t64.any(g % 64 == 63) * 10 + t64.all(g % 2 == 0);
  o[5 * n] = cg::inclusive_scan(t64, 1);
  o[6 * n] = cg::exclusive_scan(t128, g % 3, cg::plus<int>());
  cg::thread_block_tile<32> warp32 = cg::tiled_partition<32>(block);
  cg::thread_block_tile<8> eight = cg::tiled_partition<8>(warp32);
  o[7 * n] = eight.meta_group_rank() * 10 + eight.meta_group_size();
  cg::thread_block_tile<32> quarter = cg::tiled_partition<32>(t128);
  o[8 * n] = quarter.meta_group_rank() * 10 + quarter.meta_group_size();
  auto whole = cg::tiled_partition<256>(block);
  o[9 * n] = cg::reduce(whole, 1, cg::plus<int>());
  // The tile's barrier orders each member's write before the others' reads.
  __shared__ int exchanged[TILE_THREADS];
  exchanged[threadIdx.x] = g;
  t64.sync();
  o[10 * n] = exchanged[threadIdx.x ^ 63];
  cg::thread_block_tile<1> self = cg::this_thread();
  o[11 * n] = self.thread_rank() * 10 + self.size() + self.meta_group_rank() * 100;
  // Neighbouring tiles reduce values of different sizes (each thread keeps its own slot).
  if (t64.meta_group_rank() % 2 == 0)
    o[12 * n] = cg::reduce(t64, 3LL * g, cg::plus<long long>());
  else
    o[12 * n] = cg::reduce(t64, static_cast<short>(g % 7), cg::plus<short>());
}

// Each block writes its part, the grid syncs, then each block reads another block's part.
__global__ void gridExchange(int* data, int* result, int rounds) {
  cg::grid_group grid = cg::this_grid();
  int i = grid.thread_rank();
  int total = grid.size();
  data[i] = i;
  for (int r = 0; r < rounds; ++r) {
    grid.sync();
    int partner = (i + blockDim.x) % total;
    int value = data[partner];
    grid.sync();
    data[i] = value + 1;
  }
  grid.sync();
  result[i] = data[i];
}

int main() {
  const int n = THREADS * BLOCKS;
  long long* d;
  int* counter;
  cudaMalloc(&d, OPS * n * sizeof(long long));
  cudaMalloc(&counter, sizeof(int));
  cudaMemset(counter, 0, sizeof(int));
  groups<<<BLOCKS, THREADS>>>(d, counter);
  static long long h[OPS * n];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  FILE* f = fopen("cg.bin", "wb");
  fwrite(h, sizeof h, 1, f);
  fclose(f);
  int count = 0;
  cudaMemcpy(&count, counter, sizeof(int), cudaMemcpyDeviceToHost);
  printf("counter: %d\n", count);
  printf("groups: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));

  long long* tiles;
  cudaMalloc(&tiles, TILE_OPS * TILE_THREADS * BLOCKS * sizeof(long long));
  multiWarpTiles<<<BLOCKS, TILE_THREADS>>>(tiles);
  static long long ht[TILE_OPS * TILE_THREADS * BLOCKS];
  cudaMemcpy(ht, tiles, sizeof ht, cudaMemcpyDeviceToHost);
  f = fopen("cg_tiles.bin", "wb");
  fwrite(ht, sizeof ht, 1, f);
  fclose(f);
  printf("tiles: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));

  int supported = 0;
  cudaDeviceGetAttribute(&supported, cudaDevAttrCooperativeLaunch, 0);
  int blocks = 4, threads = 64, rounds = 3;
  int *data, *result;
  cudaMalloc(&data, blocks * threads * sizeof(int));
  cudaMalloc(&result, blocks * threads * sizeof(int));
  void* args[] = {&data, &result, &rounds};
  cudaError_t err = cudaLaunchCooperativeKernel(gridExchange, blocks, threads, args, 0, 0);
  printf("cooperative launch: %s\n", cudaGetErrorName(err));
  printf("cooperative sync: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  static int hr[256];
  cudaMemcpy(hr, result, blocks * threads * sizeof(int), cudaMemcpyDeviceToHost);
  int ok = 1;
  int total = blocks * threads;
  for (int i = 0; i < total; ++i) ok &= hr[i] == (i + rounds * threads) % total + rounds;
  printf("grid exchange: %d\n", ok);
  err = cudaLaunchCooperativeKernel(gridExchange, 100000, 1024, args, 0, 0);
  printf("too large: %s\n", cudaGetErrorName(err));
  return 0;
}
