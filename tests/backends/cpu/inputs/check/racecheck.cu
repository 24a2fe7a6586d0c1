// racecheck's seeded bugs: `racecheck CASE` runs one with its bug, `racecheck CASE fixed` the
// same kernel corrected. The reports expected of each bug are in racecheck.expected; a fixed run
// reports nothing.
#include <cooperative_groups.h>
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

// A block sum whose staging store has no barrier before the tree reads it.
__global__ void block_sum(const float* in, float* out, int bug) {
  __shared__ float partial[128];
  partial[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  if (!bug) __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride) partial[threadIdx.x] += partial[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = partial[0];
}

// Shift left by one: each thread reads its right neighbour's value, then overwrites its own.
__global__ void shift_left(int* data, int bug) {
  __shared__ int row[96];
  row[threadIdx.x] = data[threadIdx.x];
  __syncthreads();
  const int right = threadIdx.x + 1 < blockDim.x ? row[threadIdx.x + 1] : 0;
  if (!bug) __syncthreads();
  row[threadIdx.x] = right;
  __syncthreads();
  data[threadIdx.x] = row[threadIdx.x];
}

// Every thread stores its index in one flag; the fix lets one thread do it.
__global__ void last_writer(int* out, int bug) {
  __shared__ int flag;
  if (bug || threadIdx.x == 0) flag = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = flag;
}

// A histogram bin counted with += where atomicAdd belongs.
__global__ void shared_count(const int* keys, int* counts, int bug) {
  __shared__ int bins[4];
  if (threadIdx.x < 4) bins[threadIdx.x] = 0;
  __syncthreads();
  const int key = keys[threadIdx.x] & 3;
  if (bug)
    bins[key] += 1;
  else
    atomicAdd(&bins[key], 1);
  __syncthreads();
  if (threadIdx.x < 4) counts[threadIdx.x] = bins[threadIdx.x];
}

// Dynamic shared memory: the second half reads the first half's values before a barrier.
__global__ void halves_dynamic(float* out, int bug) {
  extern __shared__ float stage[];
  stage[threadIdx.x] = threadIdx.x * 0.5f;
  if (!bug) __syncthreads();
  out[threadIdx.x] = stage[(threadIdx.x + blockDim.x / 2) % blockDim.x];
}

// A 2D tile transposed through shared memory, missing the barrier between store and load.
__global__ void transpose_tile(const float* in, float* out, int bug) {
  __shared__ float tile[16][17];
  const int x = threadIdx.x, y = threadIdx.y;
  tile[y][x] = in[y * 16 + x];
  if (!bug) __syncthreads();
  out[y * 16 + x] = tile[x][y];
}

// A 3D block whose z-slices read the slice below.
__global__ void slices(int* out, int bug) {
  __shared__ int cube[4][4][8];
  const int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  cube[z][y][x] = x + 10 * y + 100 * z;
  if (!bug) __syncthreads();
  out[(z * 4 + y) * 8 + x] = cube[(z + 3) % 4][y][x];
}

// A template kernel, the race in a device function it calls.
template <class T>
__device__ void publish(T* stage, T value) {
  stage[threadIdx.x] = value;
}

template <class T, int Threads>
__global__ void neighbours(T* out, int bug) {
  __shared__ T stage[Threads];
  publish(stage, static_cast<T>(threadIdx.x));
  if (!bug) __syncthreads();
  out[threadIdx.x] = stage[(threadIdx.x + 33) % Threads];
}

// Tiles of a dot product staged in a loop: without the barrier at the loop's end, the next
// round's store overwrites values other threads still read.
__global__ void tiled_dot(const float* a, float* out, int bug) {
  __shared__ float tile[64];
  float sum = 0.0f;
  for (int round = 0; round < 4; ++round) {
    tile[threadIdx.x] = a[round * 64 + threadIdx.x];
    __syncthreads();
    for (int k = 0; k < 64; ++k) sum += tile[k];
    if (!bug) __syncthreads();
  }
  out[threadIdx.x] = sum;
}

// A warp reduction in shared memory whose steps depend on the lanes' lockstep; the fix puts a
// __syncwarp between the steps (each lane reads, syncs, then writes).
__global__ void warp_steps(const int* in, int* out, int bug) {
  __shared__ int lanes[64];
  lanes[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  if (threadIdx.x < 32) {
    for (int offset = 16; offset > 0; offset /= 2) {
      const int other = lanes[threadIdx.x + offset];
      if (!bug) __syncwarp();
      lanes[threadIdx.x] += other;
      if (!bug) __syncwarp();
    }
  }
  __syncthreads();
  if (threadIdx.x == 0) out[0] = lanes[0];
}

// __syncwarp orders the lanes of one warp, not two warps: warp 1 reads what warp 0 wrote.
__global__ void across_warps(int* out, int bug) {
  __shared__ int values[64];
  values[threadIdx.x] = threadIdx.x;
  if (bug)
    __syncwarp();
  else
    __syncthreads();
  out[threadIdx.x] = values[63 - threadIdx.x];
}

// Cooperative groups: the block's sync() is the barrier.
__global__ void group_sync(int* out, int bug) {
  __shared__ int values[64];
  cg::thread_block block = cg::this_thread_block();
  values[block.thread_rank()] = block.thread_rank() * 2;
  if (!bug) block.sync();
  out[block.thread_rank()] = values[63 - block.thread_rank()];
}

int main(int argc, char** argv) {
  const char* which = argc > 1 ? argv[1] : "";
  const bool fixed = argc > 2 && std::strcmp(argv[2], "fixed") == 0;
  const int bug = fixed ? 0 : 1;
  float* f;
  int* i;
  cudaMallocManaged(&f, 512 * sizeof(float));
  cudaMallocManaged(&i, 512 * sizeof(int));
  for (int k = 0; k < 512; ++k) f[k] = 1.0f, i[k] = k;
  if (std::strcmp(which, "staging") == 0) {
    block_sum<<<2, 128>>>(f, f + 256, bug);
  } else if (std::strcmp(which, "read_then_write") == 0) {
    shift_left<<<1, 96>>>(i, bug);
  } else if (std::strcmp(which, "every_thread_writes") == 0) {
    last_writer<<<1, 64>>>(i, bug);
  } else if (std::strcmp(which, "not_atomic") == 0) {
    shared_count<<<1, 64>>>(i, i + 256, bug);
  } else if (std::strcmp(which, "dynamic") == 0) {
    halves_dynamic<<<1, 128, 128 * sizeof(float)>>>(f, bug);
  } else if (std::strcmp(which, "tile_2d") == 0) {
    transpose_tile<<<1, dim3(16, 16)>>>(f, f + 256, bug);
  } else if (std::strcmp(which, "block_3d") == 0) {
    slices<<<1, dim3(8, 4, 4)>>>(i, bug);
  } else if (std::strcmp(which, "template_helper") == 0) {
    neighbours<int, 64><<<1, 64>>>(i, bug);
  } else if (std::strcmp(which, "loop_reuse") == 0) {
    tiled_dot<<<1, 64>>>(f, f + 256, bug);
  } else if (std::strcmp(which, "warp_lockstep") == 0) {
    warp_steps<<<1, 64>>>(i, i + 256, bug);
  } else if (std::strcmp(which, "syncwarp_not_block") == 0) {
    across_warps<<<1, 64>>>(i, bug);
  } else if (std::strcmp(which, "group_sync") == 0) {
    group_sync<<<1, 64>>>(i, bug);
  } else {
    std::fprintf(stderr, "usage: racecheck CASE [fixed]\n");
    return 2;
  }
  cudaDeviceSynchronize();
  cudaFree(f);
  cudaFree(i);
  std::printf("%s: %s\n", which, cudaGetErrorString(cudaGetLastError()));
  return 0;
}
