// Host work ordered inside a stream: after each chunk's copy back, cudaLaunchHostFunc runs a
// host function that consumes that chunk (it may not call CUDA); a final cudaStreamAddCallback
// reports the stream status. The host functions see the chunk's data because stream order
// guarantees the copy finished first.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                              \
  do {                                                                                \
    cudaError_t e_ = (call);                                                          \
    if (e_ != cudaSuccess) {                                                          \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_), __FILE__, __LINE__); \
      exit(EXIT_FAILURE);                                                             \
    }                                                                                 \
  } while (0)

struct ChunkJob {
  const int* hostData;  // pinned buffer the chunk was copied back into
  int offset;
  int count;
  long long sum;        // written by the host function
  int order;            // position among completed jobs
};

static int g_completed = 0;
static int g_finalStatus = -1;

void CUDART_CB consumeChunk(void* userData) {
  ChunkJob* job = static_cast<ChunkJob*>(userData);
  long long s = 0;
  for (int i = 0; i < job->count; ++i) s += job->hostData[job->offset + i];
  job->sum = s;
  job->order = g_completed++;
}

void CUDART_CB streamDone(cudaStream_t stream, cudaError_t status, void* userData) {
  (void)stream;
  g_finalStatus = (int)status;
  *static_cast<int*>(userData) = g_completed;
}

__global__ void cube(const int* in, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * in[i] * in[i];
}

int main(int argc, char** argv) {
  const int chunks = 6;
  const int perChunk = argc > 1 ? atoi(argv[1]) : 1 << 18;
  const int n = chunks * perChunk;
  int *hIn, *hOut, *dIn, *dOut;
  CUDA_CHECK(cudaMallocHost(&hIn, n * sizeof(int)));
  CUDA_CHECK(cudaMallocHost(&hOut, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dIn, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&dOut, n * sizeof(int)));
  for (int i = 0; i < n; ++i) hIn[i] = (i % 211) - 105;
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  std::vector<ChunkJob> jobs(chunks);
  for (int c = 0; c < chunks; ++c) {
    int off = c * perChunk;
    jobs[c] = ChunkJob{hOut, off, perChunk, 0, -1};
    CUDA_CHECK(cudaMemcpyAsync(dIn + off, hIn + off, perChunk * sizeof(int), cudaMemcpyHostToDevice, stream));
    cube<<<(perChunk + 255) / 256, 256, 0, stream>>>(dIn + off, dOut + off, perChunk);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpyAsync(hOut + off, dOut + off, perChunk * sizeof(int), cudaMemcpyDeviceToHost, stream));
    CUDA_CHECK(cudaLaunchHostFunc(stream, consumeChunk, &jobs[c]));
  }
  int seenAtEnd = -1;
  CUDA_CHECK(cudaStreamAddCallback(stream, streamDone, &seenAtEnd, 0));
  CUDA_CHECK(cudaStreamSynchronize(stream));

  bool ok = true;
  for (int c = 0; c < chunks; ++c) {
    long long ref = 0;
    for (int i = 0; i < perChunk; ++i) {
      long long v = hIn[c * perChunk + i];
      ref += v * v * v;
    }
    printf("chunk %d: order %d sum %lld\n", c, jobs[c].order, jobs[c].sum);
    ok = ok && ref == jobs[c].sum && jobs[c].order == c;
  }
  printf("callback status %d after %d host functions\n", g_finalStatus, seenAtEnd);
  ok = ok && g_finalStatus == 0 && seenAtEnd == chunks;
  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFreeHost(hIn));
  CUDA_CHECK(cudaFreeHost(hOut));
  CUDA_CHECK(cudaFree(dIn));
  CUDA_CHECK(cudaFree(dOut));
  printf("%s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
