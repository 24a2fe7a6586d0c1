// User objects (reference counts and destructors, owned by graphs and their executable copies),
// cudaGraphExecGetFlags, cudaDeviceGetP2PAttribute and cudaCtxResetPersistingL2Cache with one
// device, with the results CUDA documents. Prints "key: value" lines.
#include <cuda_runtime.h>
#include <cstdio>

static int destroyed = 0;
static void destroy(void* counter) { ++*static_cast<int*>(counter); }

__global__ void add_one(int* x) { x[threadIdx.x] += 1; }

#define SAY(key, call) std::printf("%s: %s\n", key, cudaGetErrorName(call))

int main() {
  cudaUserObject_t object;
  SAY("create", cudaUserObjectCreate(&object, &destroyed, destroy, 2, cudaUserObjectNoDestructorSync));
  SAY("retain", cudaUserObjectRetain(object, 1));
  SAY("release two", cudaUserObjectRelease(object, 2));
  std::printf("destroyed after two: %d\n", destroyed);
  SAY("release last", cudaUserObjectRelease(object, 1));
  std::printf("destroyed after last: %d\n", destroyed);

  cudaUserObject_t bad;
  SAY("create no flag", cudaUserObjectCreate(&bad, &destroyed, destroy, 1, 0));
  SAY("create zero refs", cudaUserObjectCreate(&bad, &destroyed, destroy, 0,
                                               cudaUserObjectNoDestructorSync));
  SAY("create no destructor", cudaUserObjectCreate(&bad, &destroyed, nullptr, 1,
                                                   cudaUserObjectNoDestructorSync));

  // A graph owns a reference until it is destroyed; an executable graph keeps its own.
  destroyed = 0;
  int* x = nullptr;
  cudaMallocManaged(&x, 4 * sizeof(int));
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cudaGraph_t graph;
  cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
  add_one<<<1, 4, 0, stream>>>(x);
  cudaStreamEndCapture(stream, &graph);
  cudaUserObjectCreate(&object, &destroyed, destroy, 1, cudaUserObjectNoDestructorSync);
  SAY("graph retain move", cudaGraphRetainUserObject(graph, object, 1, cudaGraphUserObjectMove));
  cudaGraphExec_t exec;
  SAY("instantiate", cudaGraphInstantiate(&exec, graph, cudaGraphInstantiateFlagAutoFreeOnLaunch));
  unsigned long long flags = 99;
  SAY("exec flags", cudaGraphExecGetFlags(exec, &flags));
  std::printf("flags: %llu\n", flags);
  SAY("graph destroy", cudaGraphDestroy(graph));
  std::printf("destroyed with graph: %d\n", destroyed);  // the exec still holds it
  SAY("launch", cudaGraphLaunch(exec, stream));
  SAY("exec destroy", cudaGraphExecDestroy(exec));
  SAY("sync", cudaStreamSynchronize(stream));
  std::printf("destroyed with exec: %d\n", destroyed);
  std::printf("ran: %d %d %d %d\n", x[0], x[1], x[2], x[3]);

  // cudaGraphReleaseUserObject gives back references the graph owns, and no more.
  destroyed = 0;
  cudaGraphCreate(&graph, 0);
  cudaUserObjectCreate(&object, &destroyed, destroy, 1, cudaUserObjectNoDestructorSync);
  SAY("graph retain", cudaGraphRetainUserObject(graph, object, 2, 0));
  SAY("graph release too many", cudaGraphReleaseUserObject(graph, object, 3));
  SAY("graph release", cudaGraphReleaseUserObject(graph, object, 2));
  SAY("user release", cudaUserObjectRelease(object, 1));
  std::printf("destroyed by releases: %d\n", destroyed);
  cudaGraphDestroy(graph);

  int value = 7;
  SAY("p2p same device", cudaDeviceGetP2PAttribute(&value, cudaDevP2PAttrAccessSupported, 0, 0));
  SAY("p2p no such device",
      cudaDeviceGetP2PAttribute(&value, cudaDevP2PAttrPerformanceRank, 0, 1));
  std::printf("p2p value untouched: %d\n", value);
  SAY("reset persisting l2", cudaCtxResetPersistingL2Cache());
  return 0;
}
