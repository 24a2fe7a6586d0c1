// Level-synchronous breadth-first search over a CSR graph with an explicit frontier queue:
// each level's kernel claims unvisited neighbours with atomicCAS on the distance array and
// appends them to the next frontier with atomicAdd on its length.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <queue>
#include <vector>

#define CHECK(call)                                                                    \
  do {                                                                                 \
    const cudaError_t error_code = call;                                               \
    if (error_code != cudaSuccess) {                                                   \
      printf("CUDA Error:\n    File: %s\n    Line: %d\n    Error code: %d\n    Error text: %s\n", \
             __FILE__, __LINE__, error_code, cudaGetErrorString(error_code));          \
      exit(1);                                                                         \
    }                                                                                  \
  } while (0)

__global__ void bfsLevel(const int* __restrict__ rowPtr, const int* __restrict__ adj,
                         const int* __restrict__ frontier, int frontierSize,
                         int* __restrict__ nextFrontier, int* __restrict__ nextSize,
                         int* __restrict__ dist, int level) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= frontierSize) return;
  int u = frontier[t];
  for (int e = rowPtr[u]; e < rowPtr[u + 1]; ++e) {
    int v = adj[e];
    if (atomicCAS(&dist[v], -1, level + 1) == -1) {
      int slot = atomicAdd(nextSize, 1);
      nextFrontier[slot] = v;
    }
  }
}

int main(int argc, char** argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1 << 20;
  int degree = argc > 2 ? atoi(argv[2]) : 4;
  // Random graph: each vertex links to `degree` random vertices plus its successor (mostly
  // connected, long-ish paths), stored as directed CSR.
  std::vector<int> rowPtr(n + 1), adj;
  unsigned s = 1u;
  for (int u = 0; u < n; ++u) {
    rowPtr[u] = (int)adj.size();
    if (u + 1 < n && u % 97 != 96) adj.push_back(u + 1);
    for (int k = 0; k < degree; ++k) {
      s = s * 1664525u + 1013904223u;
      // Mostly local edges, some far: keeps the BFS many levels deep.
      int v = (s >> 31) ? (int)((s >> 8) % (unsigned)n) : (u + (int)((s >> 8) % 64u)) % n;
      adj.push_back(v);
    }
  }
  rowPtr[n] = (int)adj.size();
  int m = (int)adj.size();

  int *dRow, *dAdj, *dDist, *dF0, *dF1, *dNext;
  CHECK(cudaMalloc(&dRow, (n + 1) * sizeof(int)));
  CHECK(cudaMalloc(&dAdj, m * sizeof(int)));
  CHECK(cudaMalloc(&dDist, n * sizeof(int)));
  CHECK(cudaMalloc(&dF0, n * sizeof(int)));
  CHECK(cudaMalloc(&dF1, n * sizeof(int)));
  CHECK(cudaMalloc(&dNext, sizeof(int)));
  CHECK(cudaMemcpy(dRow, rowPtr.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dAdj, adj.data(), m * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemset(dDist, 0xff, n * sizeof(int)));
  int source = 0, zero = 0;
  CHECK(cudaMemcpy(dDist + source, &zero, sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dF0, &source, sizeof(int), cudaMemcpyHostToDevice));

  int frontierSize = 1, level = 0;
  while (frontierSize > 0) {
    CHECK(cudaMemset(dNext, 0, sizeof(int)));
    bfsLevel<<<(frontierSize + 255) / 256, 256>>>(dRow, dAdj, dF0, frontierSize, dF1, dNext, dDist,
                                                 level);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(&frontierSize, dNext, sizeof(int), cudaMemcpyDeviceToHost));
    int* tmp = dF0;
    dF0 = dF1;
    dF1 = tmp;
    ++level;
  }
  std::vector<int> dist(n);
  CHECK(cudaMemcpy(dist.data(), dDist, n * sizeof(int), cudaMemcpyDeviceToHost));

  std::vector<int> ref(n, -1);
  std::queue<int> q;
  ref[source] = 0;
  q.push(source);
  while (!q.empty()) {
    int u = q.front();
    q.pop();
    for (int e = rowPtr[u]; e < rowPtr[u + 1]; ++e)
      if (ref[adj[e]] < 0) {
        ref[adj[e]] = ref[u] + 1;
        q.push(adj[e]);
      }
  }
  int mismatches = 0, reached = 0;
  for (int i = 0; i < n; ++i) {
    mismatches += dist[i] != ref[i];
    reached += dist[i] >= 0;
  }
  printf("levels: %d\nreached: %d\n", level - 1, reached);
  FILE* f = fopen("dist.bin", "wb");
  fwrite(dist.data(), sizeof(int), n, f);
  fclose(f);
  cudaFree(dRow);
  cudaFree(dAdj);
  cudaFree(dDist);
  cudaFree(dF0);
  cudaFree(dF1);
  cudaFree(dNext);
  printf("%s\n", mismatches ? "FAILED" : "PASSED");
  return mismatches ? 1 : 0;
}
