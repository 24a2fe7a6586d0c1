// Graphs built node by node on the CPU backend: a diamond of kernels, host, memset and memcpy
// nodes, child graphs, queries of nodes and edges, clones, executable-graph updates and CUDA's
// error codes for bad arguments. Prints `key: value` lines.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>
#include <string>
#include <unistd.h>
#include <vector>

__global__ void fill(int* x, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = v;
}
__global__ void add_from(int* x, const int* y, const int* z, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += y[i] + z[i];
}
__global__ void scale(int* x, int s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= s;
}

template <int N>
__global__ void add_n(int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += N;
}

static std::vector<int> order;
static int destroyed = 0;
static void count_destroyed(void*) { ++destroyed; }
static void note(void* tag) { order.push_back(*static_cast<int*>(tag)); }

int main() {
  cudaGraphNode_t node_unused;
  const int n = 64;
  int *a, *b, *c;
  cudaMalloc(&a, n * sizeof(int));
  cudaMalloc(&b, n * sizeof(int));
  cudaMalloc(&c, n * sizeof(int));
  int host[n];

  // Diamond: memset a = 1 -> (fill b = 2, fill c = 5) -> a += b + c -> a *= 3 -> copy to host.
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaMemsetParams ms = {0};
  ms.dst = a;
  ms.value = 1;
  ms.elementSize = 4;
  ms.width = n;
  ms.height = 1;
  cudaGraphNode_t set, fb, fc, sum, mul, copy, host_node;
  cudaGraphAddMemsetNode(&set, g, nullptr, 0, &ms);
  int two = 2, five = 5, three = 3, count = n;
  int* pa = a; int* pb = b; int* pc = c;
  void* fb_args[] = {&pb, &two, &count};
  void* fc_args[] = {&pc, &five, &count};
  cudaKernelNodeParams kp = {0};
  kp.func = (void*)fill;
  kp.gridDim = dim3(2);
  kp.blockDim = dim3(32);
  kp.kernelParams = fb_args;
  cudaGraphAddKernelNode(&fb, g, &set, 1, &kp);
  kp.kernelParams = fc_args;
  cudaGraphAddKernelNode(&fc, g, &set, 1, &kp);
  two = 100;  // arguments were copied when the node was added
  void* sum_args1[] = {&pa, &pb, &pc, &count};
  kp.func = (void*)add_from;
  kp.kernelParams = sum_args1;
  cudaGraphNode_t both[] = {fb, fc};
  cudaGraphAddKernelNode(&sum, g, both, 2, &kp);
  void* mul_args[] = {&pa, &three, &count};
  kp.func = (void*)scale;
  kp.kernelParams = mul_args;
  cudaGraphAddKernelNode(&mul, g, &sum, 1, &kp);
  cudaGraphAddMemcpyNode1D(&copy, g, &mul, 1, host, a, n * sizeof(int), cudaMemcpyDeviceToHost);
  int tag_host = 9;
  cudaHostNodeParams hp = {0};
  hp.fn = note;
  hp.userData = &tag_host;
  cudaGraphAddHostNode(&host_node, g, &copy, 1, &hp);

  size_t nodes = 0, roots = 0, edges = 0;
  cudaGraphGetNodes(g, nullptr, &nodes);
  cudaGraphGetRootNodes(g, nullptr, &roots);
  cudaGraphGetEdges(g, nullptr, nullptr, nullptr, &edges);
  std::printf("counts: %zu %zu %zu\n", nodes, roots, edges);
  cudaGraphNode_t listed[7];
  cudaGraphGetNodes(g, listed, &nodes);
  std::printf("nodes_in_order: %d\n", listed[0] == set && listed[1] == fb && listed[2] == fc &&
                                          listed[3] == sum && listed[6] == host_node);
  cudaGraphNode_t from[7], to[7];
  cudaGraphGetEdges(g, from, to, nullptr, &edges);
  std::printf("first_edges: %d %d\n", from[0] == set && to[0] == fb, from[2] == fb && to[2] == sum);
  size_t deps = 0;
  cudaGraphNodeGetDependencies(sum, nullptr, nullptr, &deps);
  size_t dependents = 0;
  cudaGraphNodeGetDependentNodes(set, nullptr, nullptr, &dependents);
  cudaGraphNodeType type;
  cudaGraphNodeGetType(copy, &type);
  std::printf("deps: %zu %zu %d\n", deps, dependents, (int)type);

  cudaGraphExec_t exec;
  std::printf("instantiate: %s\n", cudaGetErrorName(cudaGraphInstantiate(&exec, g, 0)));
  cudaStream_t s;
  cudaStreamCreate(&s);
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  std::printf("diamond: %d %d host_ran %zu\n", host[0], host[n - 1], order.size());

  // A kernel node's new parameters reach the next launch of the executable graph.
  int four = 4;
  void* mul_args4[] = {&pa, &four, &count};
  kp.kernelParams = mul_args4;
  std::printf("exec_set: %s\n",
              cudaGetErrorName(cudaGraphExecKernelNodeSetParams(exec, mul, &kp)));
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  std::printf("after_exec_set: %d\n", host[0]);

  // A disabled node does nothing on the next launch; enabling it again restores it.
  unsigned enabled = 7;
  cudaGraphNodeSetEnabled(exec, mul, 0);
  cudaGraphNodeGetEnabled(exec, mul, &enabled);
  cudaGraphLaunch(exec, s);
  cudaStreamSynchronize(s);
  std::printf("disabled: %u %d\n", enabled, host[0]);
  std::printf("disable_host_node: %s\n",
              cudaGetErrorName(cudaGraphNodeSetEnabled(exec, host_node, 0)));
  cudaGraphNodeSetEnabled(exec, mul, 1);

  // Event record and wait nodes: the event completes with the graph's work before it.
  cudaEvent_t done;
  cudaEventCreate(&done);
  cudaGraph_t evg;
  cudaGraphCreate(&evg, 0);
  cudaGraphNode_t slow, rec;
  int t9 = 9;
  cudaHostNodeParams slow_params = {note, &t9};
  cudaGraphAddHostNode(&slow, evg, nullptr, 0, &slow_params);
  cudaGraphAddEventRecordNode(&rec, evg, &slow, 1, done);
  cudaEvent_t got_event = nullptr;
  cudaGraphEventRecordNodeGetEvent(rec, &got_event);
  cudaGraphExec_t eve;
  cudaGraphInstantiate(&eve, evg, 0);
  order.clear();
  cudaGraphLaunch(eve, s);
  cudaEventSynchronize(done);
  std::printf("event_node: %d %s %zu\n", got_event == done,
              cudaGetErrorName(cudaEventQuery(done)), order.size());

  // A 3D copy node: rows of a pitched box.
  int box[2][4] = {{0}};
  cudaMemcpy3DParms p3 = {0};
  p3.srcPtr = make_cudaPitchedPtr(a, 4 * sizeof(int), 4, 2);
  p3.dstPtr = make_cudaPitchedPtr(box, 4 * sizeof(int), 4, 2);
  p3.extent = make_cudaExtent(4 * sizeof(int), 2, 1);
  p3.kind = cudaMemcpyDeviceToHost;
  cudaGraph_t cg;
  cudaGraphCreate(&cg, 0);
  cudaGraphNode_t c3;
  cudaGraphAddMemcpyNode(&c3, cg, nullptr, 0, &p3);
  cudaGraphExec_t ce;
  cudaGraphInstantiate(&ce, cg, 0);
  cudaGraphLaunch(ce, s);
  cudaStreamSynchronize(s);
  std::printf("copy_3d: %d %d\n", box[0][0], box[1][3]);

  // Clone, find the clone's node, and run the clone.
  cudaGraph_t clone;
  cudaGraphClone(&clone, g);
  cudaGraphNode_t twin = nullptr;
  cudaGraphNodeFindInClone(&twin, mul, clone);
  cudaKernelNodeParams got = {0};
  cudaGraphKernelNodeGetParams(twin, &got);
  std::printf("clone: %d %d %d\n", twin != nullptr && twin != mul, *(int*)got.kernelParams[1],
              got.gridDim.x);

  // Update: same shape succeeds; one more node fails with TopologyChanged.
  cudaGraphExecUpdateResultInfo info;
  cudaError_t same = cudaGraphExecUpdate(exec, clone, &info);
  std::printf("update_same: %s %d\n", cudaGetErrorName(same), (int)info.result);
  cudaGraphNode_t extra;
  cudaGraphAddEmptyNode(&extra, clone, &twin, 1);
  cudaError_t changed = cudaGraphExecUpdate(exec, clone, &info);
  std::printf("update_changed: %s %d %d\n", cudaGetErrorName(changed), (int)info.result,
              info.errorNode == extra);

  // A child graph runs its own nodes, after the parent's dependencies.
  cudaGraph_t child, parent;
  cudaGraphCreate(&child, 0);
  cudaGraphCreate(&parent, 0);
  int t1 = 1, t2 = 2, t3 = 3;
  cudaHostNodeParams h1 = {note, &t1}, h2 = {note, &t2}, h3 = {note, &t3};
  cudaGraphNode_t c1, c2, p1, child_node;
  cudaGraphAddHostNode(&c1, child, nullptr, 0, &h2);
  cudaGraphAddHostNode(&c2, child, &c1, 1, &h3);
  cudaGraphAddHostNode(&p1, parent, nullptr, 0, &h1);
  cudaGraphAddChildGraphNode(&child_node, parent, &p1, 1, child);
  cudaGraph_t inner;
  cudaGraphChildGraphNodeGetGraph(child_node, &inner);
  size_t inner_nodes = 0;
  cudaGraphGetNodes(inner, nullptr, &inner_nodes);
  // Dependencies order the run, not creation: t3's node is created first but runs last.
  cudaGraph_t ordered;
  cudaGraphCreate(&ordered, 0);
  cudaGraphNode_t late, early;
  cudaGraphAddHostNode(&late, ordered, nullptr, 0, &h3);
  cudaGraphAddHostNode(&early, ordered, nullptr, 0, &h1);
  cudaGraphAddDependencies(ordered, &early, &late, nullptr, 1);
  order.clear();
  cudaGraphExec_t pe, oe;
  cudaGraphInstantiate(&pe, parent, 0);
  cudaGraphInstantiate(&oe, ordered, 0);
  cudaGraphLaunch(pe, s);
  cudaGraphLaunch(oe, s);
  cudaStreamSynchronize(s);
  std::printf("child_order:");
  for (int v : order) std::printf(" %d", v);
  std::printf("\nchild_nodes: %zu\n", inner_nodes);

  // A template kernel's specialization as a kernel node.
  cudaGraph_t tg;
  cudaGraphCreate(&tg, 0);
  cudaKernelNodeParams tp = {0};
  void* t_args[] = {&pc, &count};
  tp.func = (void*)add_n<5>;
  tp.gridDim = dim3(2);
  tp.blockDim = dim3(32);
  tp.kernelParams = t_args;
  cudaGraphNode_t tn;
  cudaGraphAddKernelNode(&tn, tg, nullptr, 0, &tp);
  cudaGraphExec_t te;
  cudaGraphInstantiate(&te, tg, 0);
  cudaGraphLaunch(te, s);
  cudaMemcpyAsync(host, c, n * sizeof(int), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  std::printf("template_kernel: %d %d\n", host[0], host[n - 1]);

  // Kernel node attributes: stored and returned; cooperative nodes and stream-only ids refused.
  cudaKernelNodeAttrValue value;
  std::memset(&value, 0, sizeof value);
  value.priority = -3;
  cudaError_t set_priority = cudaGraphKernelNodeSetAttribute(mul, cudaKernelNodeAttributePriority, &value);
  cudaKernelNodeAttrValue read;
  std::memset(&read, 0x5a, sizeof read);
  cudaGraphKernelNodeCopyAttributes(sum, mul);
  cudaGraphKernelNodeGetAttribute(sum, cudaKernelNodeAttributePriority, &read);
  value.cooperative = 1;
  cudaError_t cooperative =
      cudaGraphKernelNodeSetAttribute(mul, cudaKernelNodeAttributeCooperative, &value);
  cudaError_t stream_only =
      cudaGraphKernelNodeSetAttribute(mul, cudaLaunchAttributeSynchronizationPolicy, &value);
  cudaError_t on_memset =
      cudaGraphKernelNodeGetAttribute(set, cudaKernelNodeAttributePriority, &read);
  std::printf("node_attributes: %s %d %s %s %s\n", cudaGetErrorName(set_priority), read.priority,
              cudaGetErrorName(cooperative), cudaGetErrorName(stream_only),
              cudaGetErrorName(on_memset));

  // Graph memory: no graph allocates memory here, and only high watermarks reset, to zero.
  unsigned long long bytes = 99, zero = 0, seven = 7;
  cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemHigh, &bytes);
  std::printf("graph_mem: %llu %s %s %s %s %s\n", bytes,
              cudaGetErrorName(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero)),
              cudaGetErrorName(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &seven)),
              cudaGetErrorName(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &zero)),
              cudaGetErrorName(cudaDeviceGraphMemTrim(0)),
              cudaGetErrorName(cudaDeviceGetGraphMemAttribute(1, cudaGraphMemAttrUsedMemHigh, &bytes)));

  // DOT: one vertex per node, one arrow per edge, kernels named.
  std::string dot = "/tmp/cuport_graph_nodes_" + std::to_string(getpid()) + ".dot";
  cudaError_t printed = cudaGraphDebugDotPrint(g, dot.c_str(), cudaGraphDebugDotFlagsVerbose);
  int arrows = 0, kernels = 0, scale_named = 0;
  if (FILE* f = std::fopen(dot.c_str(), "r")) {
    char line[512];
    while (std::fgets(line, sizeof line, f)) {
      arrows += std::strstr(line, "->") != nullptr;
      kernels += std::strstr(line, "KERNEL") != nullptr;
      scale_named += std::strstr(line, "scale") != nullptr;
    }
    std::fclose(f);
    std::remove(dot.c_str());
  }
  std::printf("dot: %s %d %d %d\n", cudaGetErrorName(printed), arrows, kernels, scale_named);

  // The generic node API: a memset and a kernel through cudaGraphNodeParams, a child graph
  // moved into its node, a changed kernel argument for the next launch.
  cudaGraph_t gg, moved;
  cudaGraphCreate(&gg, 0);
  cudaGraphCreate(&moved, 0);
  cudaGraphNode_t gset, gkernel, gchild, gmoved_host;
  cudaGraphNodeParams np = {};
  std::memset(&np, 0, sizeof np);
  np.type = cudaGraphNodeTypeMemset;
  np.memset.dst = b;
  np.memset.value = 4;
  np.memset.elementSize = 4;
  np.memset.width = n;
  np.memset.height = 1;
  cudaError_t g_memset = cudaGraphAddNode(&gset, gg, nullptr, nullptr, 0, &np);
  std::memset(&np, 0, sizeof np);
  int six = 6;
  void* g_args[] = {&pb, &six, &count};
  np.type = cudaGraphNodeTypeKernel;
  np.kernel.func = (void*)scale;
  np.kernel.gridDim = dim3(2);
  np.kernel.blockDim = dim3(32);
  np.kernel.kernelParams = g_args;
  cudaError_t g_kernel = cudaGraphAddNode(&gkernel, gg, &gset, nullptr, 1, &np);
  cudaHostNodeParams mh = {note, &t2};
  cudaGraphAddHostNode(&gmoved_host, moved, nullptr, 0, &mh);
  cudaGraphNodeParams cp = {};
  std::memset(&cp, 0, sizeof cp);
  cp.type = cudaGraphNodeTypeGraph;
  cp.graph.graph = moved;
  cp.graph.ownership = cudaGraphChildGraphOwnershipMove;
  cudaError_t g_child = cudaGraphAddNode(&gchild, gg, &gkernel, nullptr, 1, &cp);
  cudaGraph_t owned = nullptr;
  cudaGraphChildGraphNodeGetGraph(gchild, &owned);
  cudaGraphExec_t ge;
  cudaGraphInstantiate(&ge, gg, 0);
  order.clear();
  cudaGraphLaunch(ge, s);
  cudaMemcpyAsync(host, b, n * sizeof(int), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  int first = host[0];
  int seven_arg = 7;
  g_args[1] = &seven_arg;
  cudaError_t g_exec_set = cudaGraphExecNodeSetParams(ge, gkernel, &np);
  cudaGraphLaunch(ge, s);
  cudaMemcpyAsync(host, b, n * sizeof(int), cudaMemcpyDeviceToHost, s);
  cudaStreamSynchronize(s);
  np.type = cudaGraphNodeTypeHost;
  cudaError_t g_type_change = cudaGraphNodeSetParams(gkernel, &np);
  std::memset(&np, 0, sizeof np);
  np.type = cudaGraphNodeTypeConditional;  // the one node kind the CPU backend lacks
  cudaError_t g_conditional = cudaGraphAddNode(&node_unused, gg, nullptr, nullptr, 0, &np);
  std::printf("generic: %s %s %s %d %d %s %d %d %zu %s %s\n", cudaGetErrorName(g_memset),
              cudaGetErrorName(g_kernel), cudaGetErrorName(g_child), owned == moved, first,
              cudaGetErrorName(g_exec_set), host[n - 1], order.size() == 2 && order[0] == 2,
              sizeof(cudaGraphNodeParams), cudaGetErrorName(g_type_change),
              cudaGetErrorName(g_conditional));

  // A clone owns user object references of its own: releasing the clone's keeps the object.
  cudaUserObject_t object;
  cudaUserObjectCreate(&object, nullptr, count_destroyed, 1, cudaUserObjectNoDestructorSync);
  cudaGraph_t with_object, object_clone;
  cudaGraphCreate(&with_object, 0);
  cudaGraphRetainUserObject(with_object, object, 1, cudaGraphUserObjectMove);
  cudaGraphClone(&object_clone, with_object);
  cudaGraphReleaseUserObject(object_clone, object, 1);  // the clone's reference, not the original's
  int after_clone_release = destroyed;
  cudaGraphDestroy(with_object);
  int after_original = destroyed;
  cudaGraphDestroy(object_clone);
  std::printf("clone_user_objects: %d %d %d\n", after_clone_release, after_original, destroyed);

  // CUDA's codes for bad arguments.
  cudaGraphNode_t node;
  std::printf("null_out: %s\n", cudaGetErrorName(cudaGraphAddEmptyNode(nullptr, g, nullptr, 0)));
  std::printf("foreign_dep: %s\n", cudaGetErrorName(cudaGraphAddEmptyNode(&node, g, &c1, 1)));
  ms.elementSize = 3;
  std::printf("bad_memset: %s\n",
              cudaGetErrorName(cudaGraphAddMemsetNode(&node, g, nullptr, 0, &ms)));
  std::printf("null_params: %s\n",
              cudaGetErrorName(cudaGraphAddKernelNode(&node, g, nullptr, 0, nullptr)));
  cudaKernelNodeParams not_kernel = kp;
  not_kernel.func = (void*)note;  // not a kernel: the translator leaves the cast
  std::printf("not_a_kernel: %s\n",
              cudaGetErrorName(cudaGraphAddKernelNode(&node, g, nullptr, 0, &not_kernel)));
  std::printf("wrong_type: %s\n", cudaGetErrorName(cudaGraphKernelNodeGetParams(set, &got)));
  cudaGraphNode_t self[] = {set};
  std::printf("self_edge: %s\n",
              cudaGetErrorName(cudaGraphAddDependencies(g, self, self, nullptr, 1)));
  std::printf("duplicate_edge: %s\n",
              cudaGetErrorName(cudaGraphAddDependencies(g, &set, &fb, nullptr, 1)));
  cudaGraphAddDependencies(ordered, &late, &early, nullptr, 1);  // a cycle
  cudaGraphExec_t cyclic;
  std::printf("cycle: %s\n", cudaGetErrorName(cudaGraphInstantiate(&cyclic, ordered, 0)));
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(g);
  std::printf("destroyed_graph: %s\n", cudaGetErrorName(cudaGraphGetNodes(g, nullptr, &nodes)));
  return 0;
}
