// Stream capture on the CPU backend as a program sees it while it runs: cudaStreamGetCaptureInfo
// (the graph being built, the stream's dependency nodes and their edge data),
// cudaStreamUpdateCaptureDependencies (a node added by hand joins the captured work),
// cudaStreamBeginCaptureToGraph (capture appended to an existing graph), the edges a fork and
// join through events make, and CUDA's error codes. Prints `key: value` lines.
#include <cuda_runtime.h>
#include <cstdio>

__global__ void add(int* x, int v) { *x += v; }
__global__ void scale(int* x, int s) { *x *= s; }

static const char* name(cudaError_t e) { return cudaGetErrorName(e); }

static size_t count_nodes(cudaGraph_t g) {
  size_t n = 0;
  cudaGraphGetNodes(g, nullptr, &n);
  return n;
}
static size_t count_edges(cudaGraph_t g) {
  size_t n = 0;
  cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &n);
  return n;
}

int main() {
  int* x;
  cudaMallocManaged(&x, sizeof(int));
  *x = 0;
  cudaStream_t s, s2;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
  cudaGraphNode_t none[1] = {nullptr};

  cudaStreamCaptureStatus status = cudaStreamCaptureStatusActive;
  cudaError_t idle = cudaStreamGetCaptureInfo(s, &status);
  std::printf("not_capturing: %s %d %s\n", name(idle), (int)status,
              name(cudaStreamUpdateCaptureDependencies(s, none, nullptr, 0, 0)));

  // Capture: add 1; a node added by hand after it (scale 10); then add 5 after that node.
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  add<<<1, 1, 0, s>>>(x, 1);
  unsigned long long id = 0;
  cudaGraph_t building = nullptr;
  const cudaGraphNode_t* deps = nullptr;
  const cudaGraphEdgeData* edges = nullptr;
  size_t ndeps = 0;
  cudaError_t info = cudaStreamGetCaptureInfo(s, &status, &id, &building, &deps, &edges, &ndeps);
  cudaGraphNode_t first = nullptr;
  size_t one = 1;
  cudaGraphGetNodes(building, &first, &one);
  std::printf("capture_info: %s %d %d %zu %d %d\n", name(info), (int)status, id != 0, ndeps,
              ndeps == 1 && deps[0] == first,
              edges != nullptr && edges[0].type == 0 && edges[0].from_port == 0);
  // The graph being captured into cannot be destroyed or lose nodes (CUDA).
  std::printf("capture_graph_locked: %s %s\n", name(cudaGraphDestroy(building)),
              name(cudaGraphDestroyNode(first)));
  cudaGraphNode_t by_hand;
  cudaKernelNodeParams kp = {};
  int ten = 10;
  int* px = x;
  void* args[] = {&px, &ten};
  kp.func = (void*)scale;
  kp.gridDim = dim3(1);
  kp.blockDim = dim3(1);
  kp.kernelParams = args;
  cudaError_t added = cudaGraphAddKernelNode(&by_hand, building, deps, ndeps, &kp);
  cudaError_t set = cudaStreamUpdateCaptureDependencies(s, &by_hand, nullptr, 1,
                                                        cudaStreamSetCaptureDependencies);
  cudaStreamGetCaptureInfo(s, &status, nullptr, nullptr, &deps, nullptr, &ndeps);
  std::printf("set_dependencies: %s %s %zu %d\n", name(added), name(set), ndeps,
              ndeps == 1 && deps[0] == by_hand);
  add<<<1, 1, 0, s>>>(x, 5);
  // Add: the stream then depends on both the hand-made node and the last captured one.
  cudaStreamGetCaptureInfo(s, &status, nullptr, nullptr, &deps, nullptr, &ndeps);
  cudaGraphNode_t last = deps[0];
  cudaError_t add_dep = cudaStreamUpdateCaptureDependencies(s, &by_hand, nullptr, 1,
                                                            cudaStreamAddCaptureDependencies);
  cudaStreamGetCaptureInfo(s, &status, nullptr, nullptr, &deps, nullptr, &ndeps);
  std::printf("add_dependencies: %s %zu %d\n", name(add_dep), ndeps,
              ndeps == 2 && deps[0] == last && deps[1] == by_hand);
  cudaStreamUpdateCaptureDependencies(s, &last, nullptr, 1, cudaStreamSetCaptureDependencies);

  // CUDA's codes while capturing.
  cudaGraph_t stranger;
  cudaGraphCreate(&stranger, 0);
  cudaGraphNode_t foreign;
  cudaGraphAddEmptyNode(&foreign, stranger, nullptr, 0);
  cudaGraphEdgeData programmatic = {};
  programmatic.type = 1;       // cudaGraphDependencyTypeProgrammatic
  programmatic.from_port = 1;  // cudaGraphKernelNodePortProgrammatic
  std::printf("update_errors: %s %s %s %s\n",
              name(cudaStreamUpdateCaptureDependencies(s, &last, nullptr, 1, 2)),
              name(cudaStreamUpdateCaptureDependencies(s, &foreign, nullptr, 1, 0)),
              name(cudaStreamUpdateCaptureDependencies(s, &last, &programmatic, 1, 0)),
              name(cudaStreamGetCaptureInfo(s, &status, nullptr, nullptr, nullptr, &edges, &ndeps)));
  std::printf("begin_twice: %s\n", name(cudaStreamBeginCaptureToGraph(s, stranger, nullptr, nullptr, 0,
                                                                        cudaStreamCaptureModeGlobal)));

  cudaGraph_t graph;
  cudaError_t ended = cudaStreamEndCapture(s, &graph);
  std::printf("ended: %s %d %zu %zu\n", name(ended), graph == building, count_nodes(graph),
              count_edges(graph));
  cudaGraphExec_t exec;
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  int after_one = *x;
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  std::printf("manual_node: %d %d\n", after_one, *x);  // (0 + 1) * 10 + 5, (15 + 1) * 10 + 5
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);

  // Capture appended to a graph of the program's own, after its memset node.
  cudaGraph_t mine;
  cudaGraphCreate(&mine, 0);
  cudaMemsetParams ms = {};
  ms.dst = x;
  ms.value = 2;
  ms.elementSize = 4;
  ms.width = 1;
  ms.height = 1;
  cudaGraphNode_t set_node;
  cudaGraphAddMemsetNode(&set_node, mine, nullptr, 0, &ms);
  cudaError_t begun = cudaStreamBeginCaptureToGraph(s, mine, &set_node, nullptr, 1,
                                                    cudaStreamCaptureModeGlobal);
  scale<<<1, 1, 0, s>>>(x, 3);
  add<<<1, 1, 0, s>>>(x, 1);
  cudaGraph_t returned;
  cudaStreamEndCapture(s, &returned);
  cudaGraphInstantiate(&exec, mine, 0);
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  cudaGraphNode_t roots[2] = {};
  size_t nroots = 2;
  cudaGraphGetRootNodes(mine, roots, &nroots);
  std::printf("to_graph: %s %d %zu %zu %zu %d %d\n", name(begun), returned == mine,
              count_nodes(mine), count_edges(mine), nroots, roots[0] == set_node, *x);  // 2 * 3 + 1
  cudaGraphExecDestroy(exec);

  cudaGraph_t gone;
  cudaGraphCreate(&gone, 0);
  cudaGraphDestroy(gone);
  std::printf("to_graph_errors: %s %s %s %s\n",
              name(cudaStreamBeginCaptureToGraph(cudaStreamLegacy, mine, nullptr, nullptr, 0,
                                                 cudaStreamCaptureModeGlobal)),
              name(cudaStreamBeginCaptureToGraph(s, gone, nullptr, nullptr, 0,
                                                 cudaStreamCaptureModeGlobal)),
              name(cudaStreamBeginCaptureToGraph(s, mine, &foreign, nullptr, 1,
                                                 cudaStreamCaptureModeGlobal)),
              name(cudaStreamBeginCaptureToGraph(s, mine, &set_node, &programmatic, 1,
                                                 cudaStreamCaptureModeGlobal)));

  // Fork and join through events: the joined stream depends on both branches.
  cudaEvent_t fork, join;
  cudaEventCreateWithFlags(&fork, cudaEventDisableTiming);
  cudaEventCreateWithFlags(&join, cudaEventDisableTiming);
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  add<<<1, 1, 0, s>>>(x, 1);
  cudaEventRecord(fork, s);
  cudaStreamWaitEvent(s2, fork, 0);
  add<<<1, 1, 0, s2>>>(x, 2);
  add<<<1, 1, 0, s>>>(x, 3);
  cudaEventRecord(join, s2);
  cudaStreamWaitEvent(s, join, 0);
  cudaStreamGetCaptureInfo(s, &status, nullptr, nullptr, &deps, nullptr, &ndeps);
  size_t joined = ndeps;
  add<<<1, 1, 0, s>>>(x, 4);
  cudaStreamEndCapture(s, &graph);
  *x = 0;
  cudaGraphInstantiate(&exec, graph, 0);
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  std::printf("fork_join: %zu %zu %zu %d\n", joined, count_nodes(graph), count_edges(graph), *x);
  return 0;
}
