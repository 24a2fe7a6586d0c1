// Cluster occupancy on the CPU backend, whose compute capability 8.0 has no clusters of more
// than one block: the largest cluster is 1 block, and clusters of one block co-reside as blocks
// do (cudaOccupancyMaxActiveBlocksPerMultiprocessor times the multiprocessor count).
#include <cuda_runtime.h>
#include <cstdio>

static const char* name(cudaError_t e) { return cudaGetErrorName(e); }

__global__ void scale(float* data, float factor) { data[threadIdx.x] *= factor; }

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  cudaLaunchConfig_t config = {};
  config.gridDim = dim3(64);
  config.blockDim = dim3(256);
  cudaLaunchAttribute cluster;
  cluster.id = cudaLaunchAttributeClusterDimension;
  cluster.val.clusterDim.x = 1;
  cluster.val.clusterDim.y = 1;
  cluster.val.clusterDim.z = 1;
  config.attrs = &cluster;
  config.numAttrs = 1;

  int size = -1;
  cudaError_t error = cudaOccupancyMaxPotentialClusterSize(&size, scale, &config);
  std::printf("size: %s %d\n", name(error), size);
  int clusters = -1, blocks = -1;
  std::printf("active: %s\n", name(cudaOccupancyMaxActiveClusters(&clusters, scale, &config)));
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, scale, 256, 0);
  std::printf("active_is_blocks_times_sms: %d\n",
              clusters == blocks * prop.multiProcessorCount && clusters > 0);
  std::printf("blocks_per_sm: %d\n", blocks);

  // A quarter of the multiprocessor's shared memory per block (under the 48 KiB default limit).
  config.dynamicSmemBytes = prop.sharedMemPerMultiprocessor / 4;
  cudaOccupancyMaxActiveClusters(&clusters, scale, &config);
  std::printf("with_shared: %d\n", clusters / prop.multiProcessorCount);
  config.dynamicSmemBytes = 0;

  cluster.val.clusterDim.x = 2;
  std::printf("cluster_of_2: %s\n", name(cudaOccupancyMaxActiveClusters(&clusters, scale, &config)));
  config.numAttrs = 0;
  clusters = -1;
  error = cudaOccupancyMaxActiveClusters(&clusters, scale, &config);  // a cluster is one block
  std::printf("no_cluster_size: %s %d\n", name(error), clusters == blocks * prop.multiProcessorCount);
  size = -1;
  error = cudaOccupancyMaxPotentialClusterSize(&size, scale, &config);
  std::printf("size_ignores_dims: %s %d\n", name(error), size);
  std::printf("null_config: %s\n", name(cudaOccupancyMaxActiveClusters(&clusters, scale, nullptr)));
  std::printf("null_out: %s\n", name(cudaOccupancyMaxPotentialClusterSize(nullptr, scale, &config)));
  config.blockDim = dim3(2048);  // ignored by the cluster size query, as CUDA 13.0 does
  size = -1;
  error = cudaOccupancyMaxPotentialClusterSize(&size, scale, &config);
  std::printf("size_block_too_big: %s %d\n", name(error), size);
  config.numAttrs = 1;
  cluster.val.clusterDim.x = 0;
  config.blockDim = dim3(256);
  std::printf("cluster_of_0: %s\n", name(cudaOccupancyMaxActiveClusters(&clusters, scale, &config)));
  config.blockDim = dim3(2048);
  cluster.val.clusterDim.x = 1;
  std::printf("active_block_too_big: %s\n",
              name(cudaOccupancyMaxActiveClusters(&clusters, scale, &config)));
  cudaGetLastError();
  return 0;
}
