// Graph memory nodes on the CPU backend: an allocation node's memory written by a kernel node and
// read by a memcpy node in the same graph, its address fixed across launches, allocations that
// outlive their graph (freed by cudaFree, cudaFreeAsync or another graph's free node), the graph
// memory attributes and trim, CUDA's restrictions on graphs with memory nodes and its error
// codes. Prints `key: value` lines.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>
#include <string>
#include <unistd.h>

__global__ void fill(int* p, int base, int n, unsigned long long* seen) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = base + i;
  if (i == 0) *seen = (unsigned long long)p;
}

static const char* name(cudaError_t e) { return cudaGetErrorName(e); }

static unsigned long long attr(cudaGraphMemAttributeType a) {
  unsigned long long v = 12345;
  cudaDeviceGetGraphMemAttribute(0, a, &v);
  return v;
}

static cudaMemAllocNodeParams alloc_params(size_t bytes) {
  cudaMemAllocNodeParams p = {};
  p.poolProps.allocType = cudaMemAllocationTypePinned;
  p.poolProps.location.type = cudaMemLocationTypeDevice;
  p.poolProps.location.id = 0;
  p.bytesize = bytes;
  return p;
}

int main() {
  const int n = 1 << 18;  // 1 MiB of ints
  const size_t bytes = n * sizeof(int);
  static int host[1 << 18];
  unsigned long long* seen;
  cudaMalloc(&seen, sizeof *seen);
  cudaStream_t s;
  cudaStreamCreate(&s);
  int count = n;

  std::printf("before: %llu %llu %llu %llu\n", attr(cudaGraphMemAttrUsedMemCurrent),
              attr(cudaGraphMemAttrUsedMemHigh), attr(cudaGraphMemAttrReservedMemCurrent),
              attr(cudaGraphMemAttrReservedMemHigh));

  // A: alloc -> fill -> copy to host -> free.
  cudaGraph_t a;
  cudaGraphCreate(&a, 0);
  cudaMemAccessDesc access = {};
  access.location.type = cudaMemLocationTypeDevice;
  access.location.id = 0;
  access.flags = cudaMemAccessFlagsProtReadWrite;
  cudaMemAllocNodeParams ap = alloc_params(bytes);
  ap.accessDescs = &access;
  ap.accessDescCount = 1;
  cudaGraphNode_t alloc_node, fill_node, copy_node, free_node;
  cudaError_t added = cudaGraphAddMemAllocNode(&alloc_node, a, nullptr, 0, &ap);
  int* p = (int*)ap.dptr;
  std::printf("alloc: %s %d\n", name(added), p != nullptr && ((unsigned long long)p % 256) == 0);
  int base = 100;
  void* args[] = {&p, &base, &count, &seen};
  cudaKernelNodeParams kp = {};
  kp.func = (void*)fill;
  kp.gridDim = dim3((n + 255) / 256);
  kp.blockDim = dim3(256);
  kp.kernelParams = args;
  cudaGraphAddKernelNode(&fill_node, a, &alloc_node, 1, &kp);
  cudaGraphAddMemcpyNode1D(&copy_node, a, &fill_node, 1, host, p, bytes, cudaMemcpyDeviceToHost);
  std::printf("free_node: %s\n", name(cudaGraphAddMemFreeNode(&free_node, a, &copy_node, 1, p)));

  cudaMemAllocNodeParams got = {};
  cudaGraphMemAllocNodeGetParams(alloc_node, &got);
  void* freed = nullptr;
  cudaGraphMemFreeNodeGetParams(free_node, &freed);
  std::printf("alloc_params: %zu %d %d %zu %d %d\n", got.bytesize, got.dptr == p,
              got.poolProps.location.id, got.accessDescCount,
              got.accessDescs && got.accessDescs[0].flags == cudaMemAccessFlagsProtReadWrite,
              freed == p);
  cudaGraphNodeType ta, tf;
  cudaGraphNodeGetType(alloc_node, &ta);
  cudaGraphNodeGetType(free_node, &tf);
  std::printf("types: %d %d\n", (int)ta, (int)tf);

  std::string dot = "/tmp/cuport_graph_memory_" + std::to_string(getpid()) + ".dot";
  cudaError_t printed = cudaGraphDebugDotPrint(a, dot.c_str(), cudaGraphDebugDotFlagsVerbose);
  int allocs = 0, frees = 0;
  if (FILE* f = std::fopen(dot.c_str(), "r")) {
    char line[512];
    while (std::fgets(line, sizeof line, f)) {
      allocs += std::strstr(line, "MEM_ALLOC") != nullptr;
      frees += std::strstr(line, "MEM_FREE") != nullptr;
    }
    std::fclose(f);
  }
  std::remove(dot.c_str());
  std::printf("dot: %s %d %d\n", name(printed), allocs, frees);

  cudaGraphExec_t ea;
  std::printf("instantiate: %s\n", name(cudaGraphInstantiate(&ea, a, 0)));
  int stable = 0, right = 0;
  for (int launch = 0; launch < 3; ++launch) {
    base = 1000 * (launch + 1);
    kp.kernelParams = args;
    cudaGraphExecKernelNodeSetParams(ea, fill_node, &kp);
    cudaGraphLaunch(ea, s);
    cudaStreamSynchronize(s);
    unsigned long long where = 0;
    cudaMemcpy(&where, seen, sizeof where, cudaMemcpyDeviceToHost);
    stable += where == (unsigned long long)p;
    right += host[0] == base && host[n - 1] == base + n - 1;
  }
  std::printf("launches: %d %d\n", stable, right);
  std::printf("after_a: %llu %llu %llu %llu\n", attr(cudaGraphMemAttrUsedMemCurrent),
              attr(cudaGraphMemAttrUsedMemHigh), attr(cudaGraphMemAttrReservedMemCurrent),
              attr(cudaGraphMemAttrReservedMemHigh));
  // freed in its own graph: not by cudaFree, nor by another graph's free node
  cudaGraph_t other;
  cudaGraphCreate(&other, 0);
  cudaGraphNode_t unused;
  std::printf("free_owned: %s %s %s\n", name(cudaFree(p)),
              name(cudaGraphAddMemFreeNode(&unused, other, nullptr, 0, p)),
              name(cudaGraphAddMemFreeNode(&unused, a, nullptr, 0, p)));

  // CUDA's restrictions on a graph with memory nodes.
  cudaGraph_t clone, parent;
  cudaGraphCreate(&parent, 0);
  cudaGraphExec_t second;
  cudaGraphNode_t from[] = {fill_node}, to[] = {copy_node};
  std::printf("restrictions: %s %s %s %s %s\n", name(cudaGraphClone(&clone, a)),
              name(cudaGraphAddChildGraphNode(&unused, parent, nullptr, 0, a)),
              name(cudaGraphDestroyNode(copy_node)),
              name(cudaGraphRemoveDependencies(a, from, to, 1)),
              name(cudaGraphInstantiate(&second, a, 0)));
  cudaGraphExecDestroy(ea);
  std::printf("reinstantiate: %s\n", name(cudaGraphInstantiate(&ea, a, 0)));
  cudaGraphExecUpdateResultInfo info;
  cudaError_t updated = cudaGraphExecUpdate(ea, a, &info);
  std::printf("update: %s %d\n", name(updated), (int)info.result);
  cudaGraphExecDestroy(ea);

  cudaDeviceGraphMemTrim(0);
  std::printf("trim: %llu %llu\n", attr(cudaGraphMemAttrReservedMemCurrent),
              attr(cudaGraphMemAttrUsedMemCurrent));
  unsigned long long zero = 0;
  cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &zero);
  cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrReservedMemHigh, &zero);
  std::printf("reset: %llu %llu\n", attr(cudaGraphMemAttrUsedMemHigh),
              attr(cudaGraphMemAttrReservedMemHigh));

  // B: an allocation not freed in its graph outlives the launch.
  cudaGraph_t b;
  cudaGraphCreate(&b, 0);
  cudaMemAllocNodeParams bp = alloc_params(bytes);
  cudaGraphNode_t b_alloc, b_fill;
  cudaGraphAddMemAllocNode(&b_alloc, b, nullptr, 0, &bp);
  int* q = (int*)bp.dptr;
  base = 7;
  void* bargs[] = {&q, &base, &count, &seen};
  kp.kernelParams = bargs;
  cudaGraphAddKernelNode(&b_fill, b, &b_alloc, 1, &kp);
  cudaGraphExec_t eb;
  cudaGraphInstantiate(&eb, b, 0);
  cudaGraphLaunch(eb, s);
  host[5] = 0;
  cudaMemcpyAsync(host, q, bytes, cudaMemcpyDeviceToHost, s);  // stream order after the graph
  cudaStreamSynchronize(s);
  cudaPointerAttributes pa;
  cudaPointerGetAttributes(&pa, q);
  std::printf("outlives: %d %d %llu\n", host[5], pa.type == cudaMemoryTypeDevice,
              attr(cudaGraphMemAttrUsedMemCurrent));
  std::printf("relaunch_unfreed: %s\n", name(cudaGraphLaunch(eb, s)));
  cudaError_t f1 = cudaFree(q);
  cudaError_t f2 = cudaFree(q);
  std::printf("cuda_free: %s %s %llu\n", name(f1), name(f2), attr(cudaGraphMemAttrUsedMemCurrent));
  cudaError_t l2 = cudaGraphLaunch(eb, s);
  cudaError_t fa = cudaFreeAsync(q, s);
  cudaStreamSynchronize(s);
  std::printf("free_async: %s %s %llu\n", name(l2), name(fa), attr(cudaGraphMemAttrUsedMemCurrent));

  // C frees B's allocation; B may then no longer free it itself.
  cudaGraph_t c;
  cudaGraphCreate(&c, 0);
  cudaGraphNode_t c_free;
  cudaError_t cf = cudaGraphAddMemFreeNode(&c_free, c, nullptr, 0, q);
  cudaGraphExec_t ec;
  cudaGraphInstantiate(&ec, c, 0);
  cudaGraphLaunch(eb, s);
  cudaGraphLaunch(ec, s);
  cudaStreamSynchronize(s);
  std::printf("freed_elsewhere: %s %llu %s\n", name(cf), attr(cudaGraphMemAttrUsedMemCurrent),
              name(cudaGraphAddMemFreeNode(&unused, b, nullptr, 0, q)));
  cudaGraphExecDestroy(ec);
  cudaGraphExecDestroy(eb);

  // AutoFreeOnLaunch: each launch frees what the previous one left allocated.
  cudaGraphExec_t auto_free;
  cudaGraphInstantiate(&auto_free, b, cudaGraphInstantiateFlagAutoFreeOnLaunch);
  cudaError_t r1 = cudaGraphLaunch(auto_free, s);
  cudaError_t r2 = cudaGraphLaunch(auto_free, s);
  cudaStreamSynchronize(s);
  unsigned long long still_used = attr(cudaGraphMemAttrUsedMemCurrent);
  std::printf("auto_free: %s %s %llu %s\n", name(r1), name(r2), still_used, name(cudaFree(q)));
  cudaGraphExecDestroy(auto_free);

  // The generic API: cudaGraphAddNode makes allocation and free nodes; they cannot be changed.
  cudaGraph_t g;
  cudaGraphCreate(&g, 0);
  cudaGraphNodeParams np = {};
  np.type = cudaGraphNodeTypeMemAlloc;
  np.alloc.poolProps.allocType = cudaMemAllocationTypePinned;
  np.alloc.poolProps.location.type = cudaMemLocationTypeDevice;
  np.alloc.bytesize = bytes;
  cudaGraphNode_t g_alloc, g_fill, g_copy, g_free;
  cudaError_t ga = cudaGraphAddNode(&g_alloc, g, nullptr, 0, &np);
  int* r = (int*)np.alloc.dptr;
  base = 42;
  void* gargs[] = {&r, &base, &count, &seen};
  kp.kernelParams = gargs;
  cudaGraphAddKernelNode(&g_fill, g, &g_alloc, 1, &kp);
  cudaGraphAddMemcpyNode1D(&g_copy, g, &g_fill, 1, host, r, bytes, cudaMemcpyDeviceToHost);
  cudaGraphNodeParams fp = {};
  fp.type = cudaGraphNodeTypeMemFree;
  fp.free.dptr = r;
  cudaError_t gf = cudaGraphAddNode(&g_free, g, &g_copy, 1, &fp);
  cudaGraphExec_t eg;
  cudaGraphInstantiate(&eg, g, 0);
  cudaGraphLaunch(eg, s);
  cudaStreamSynchronize(s);
  std::printf("generic: %s %s %d %d %s %s\n", name(ga), name(gf), r != nullptr,
              host[n - 1] == 42 + n - 1, name(cudaGraphNodeSetParams(g_alloc, &np)),
              name(cudaGraphExecNodeSetParams(eg, g_free, &fp)));

  // CUDA's codes for invalid allocation parameters.
  cudaMemAllocNodeParams bad = alloc_params(0);
  std::printf("bad_size: %s\n", name(cudaGraphAddMemAllocNode(&unused, other, nullptr, 0, &bad)));
  bad = alloc_params(bytes);
  bad.poolProps.location.id = 1;
  std::printf("bad_device: %s\n", name(cudaGraphAddMemAllocNode(&unused, other, nullptr, 0, &bad)));
  bad = alloc_params(bytes);
  bad.poolProps.location.type = cudaMemLocationTypeHost;
  std::printf("bad_location: %s\n", name(cudaGraphAddMemAllocNode(&unused, other, nullptr, 0, &bad)));
  bad = alloc_params(bytes);
  bad.poolProps.allocType = cudaMemAllocationTypeManaged;
  std::printf("bad_type: %s\n", name(cudaGraphAddMemAllocNode(&unused, other, nullptr, 0, &bad)));
  bad = alloc_params(bytes);
  bad.poolProps.handleTypes = cudaMemHandleTypePosixFileDescriptor;
  std::printf("bad_handle: %s\n", name(cudaGraphAddMemAllocNode(&unused, other, nullptr, 0, &bad)));
  bad = alloc_params(bytes);
  cudaMemAccessDesc two[2] = {access, access};
  bad.accessDescs = two;
  bad.accessDescCount = 2;
  std::printf("bad_access_count: %s\n", name(cudaGraphAddMemAllocNode(&unused, other, nullptr, 0, &bad)));
  cudaMemAccessDesc read_only = access;
  read_only.flags = cudaMemAccessFlagsProtRead;
  bad.accessDescs = &read_only;
  bad.accessDescCount = 1;
  std::printf("bad_access_flags: %s\n", name(cudaGraphAddMemAllocNode(&unused, other, nullptr, 0, &bad)));
  std::printf("null_params: %s\n", name(cudaGraphAddMemAllocNode(&unused, other, nullptr, 0, nullptr)));
  int stack_value;
  std::printf("bad_free: %s %s %s\n", name(cudaGraphAddMemFreeNode(&unused, other, nullptr, 0, &stack_value)),
              name(cudaGraphAddMemFreeNode(&unused, other, nullptr, 0, r + 1)),
              name(cudaGraphAddMemFreeNode(&unused, other, nullptr, 0, nullptr)));
  std::printf("wrong_node: %s %s\n", name(cudaGraphMemAllocNodeGetParams(g_fill, &got)),
              name(cudaGraphMemFreeNodeGetParams(g_alloc, &freed)));
  std::printf("nodes_in_other: %d\n", [&] {
    size_t k = 0;
    cudaGraphGetNodes(other, nullptr, &k);
    return (int)k;
  }());

  // Stream capture makes cudaMallocAsync and cudaFreeAsync allocation and free nodes.
  cudaGraph_t cg;
  cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal);
  int* cap = nullptr;
  cudaError_t cm = cudaMallocAsync(&cap, bytes, s);
  fill<<<(n + 255) / 256, 256, 0, s>>>(cap, 9, n, seen);
  cudaMemcpyAsync(host, cap, bytes, cudaMemcpyDeviceToHost, s);
  cudaError_t cfa = cudaFreeAsync(cap, s);
  cudaStreamEndCapture(s, &cg);
  cudaGraphNode_t cnodes[4];
  size_t ncap = 4;
  cudaGraphGetNodes(cg, cnodes, &ncap);
  cudaGraphNodeType first_type, last_type;
  cudaGraphNodeGetType(cnodes[0], &first_type);
  cudaGraphNodeGetType(cnodes[ncap - 1], &last_type);
  void* cap_freed = nullptr;
  cudaGraphMemFreeNodeGetParams(cnodes[ncap - 1], &cap_freed);
  cudaGraphExec_t ecg;
  cudaGraphInstantiate(&ecg, cg, 0);
  int cap_right = 0, cap_stable = 0;
  for (int launch = 0; launch < 2; ++launch) {
    host[n - 1] = 0;
    cudaGraphLaunch(ecg, s);
    cudaStreamSynchronize(s);
    unsigned long long where = 0;
    cudaMemcpy(&where, seen, sizeof where, cudaMemcpyDeviceToHost);
    cap_right += host[n - 1] == 9 + n - 1;
    cap_stable += where == (unsigned long long)cap;
  }
  cudaGraph_t cg_clone;
  std::printf("captured: %s %s %zu %d %d %d %d %d %s %llu\n", name(cm), name(cfa), ncap,
              (int)first_type, (int)last_type, cap_freed == cap, cap_right, cap_stable,
              name(cudaGraphClone(&cg_clone, cg)), attr(cudaGraphMemAttrUsedMemCurrent));
  cudaGraphExecDestroy(ecg);

  // A kernel ordered after the free node touches freed memory: it faults, as on a GPU.
  cudaGraph_t h;
  cudaGraphCreate(&h, 0);
  cudaMemAllocNodeParams hp = alloc_params(bytes);
  cudaGraphNode_t h_alloc, h_free, h_fill;
  cudaGraphAddMemAllocNode(&h_alloc, h, nullptr, 0, &hp);
  cudaGraphAddMemFreeNode(&h_free, h, &h_alloc, 1, hp.dptr);
  int* gone = (int*)hp.dptr;
  void* hargs[] = {&gone, &base, &count, &seen};
  kp.kernelParams = hargs;
  cudaGraphAddKernelNode(&h_fill, h, &h_free, 1, &kp);
  cudaGraphExec_t eh;
  cudaGraphInstantiate(&eh, h, 0);
  cudaGraphLaunch(eh, s);
  std::printf("use_after_free: %s\n", name(cudaStreamSynchronize(s)));
  return 0;
}
