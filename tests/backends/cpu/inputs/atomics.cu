// Atomics on global and shared memory from many blocks at once: every integer operation,
// float/double/half add, min/max, CAS loops, scoped variants, and a program's own double
// atomicAdd (old code defines one for sm_5x), which must not clash with the runtime's; and
// CUDA 12.8's __nv_atomic_* built-ins.
#include <cstdio>
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#if __CUDA_ARCH__ < 600
__device__ double atomicAdd(double* address, double val) {
  unsigned long long int* address_as_ull = (unsigned long long int*)address;
  unsigned long long int old = *address_as_ull, assumed;
  do {
    assumed = old;
    old = atomicCAS(address_as_ull, assumed,
                    __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}
#endif

struct Counters {
  int add_i;
  unsigned add_u;
  unsigned long long add_ull;
  long long add_ll;
  float add_f;
  double add_d;
  int sub_i;
  int min_i;
  int max_i;
  unsigned min_u;
  long long max_ll;
  unsigned inc_u;
  unsigned dec_u;
  unsigned and_u;
  unsigned or_u;
  unsigned xor_u;
  unsigned long long or_ull;
  int cas_count;
  int exch_i;
  float exch_f;
  int block_add;
  int system_add;
  int shared_total;
  __half add_h;
  float max_f;
  // CUDA 12.8's built-ins with an order and a scope.
  unsigned long long nv_add;
  float nv_add_f;
  int nv_max;
  unsigned nv_or;
  int nv_cas_count;
};

__global__ void hammer(Counters* c, int* tickets) {
  __shared__ int local;
  __shared__ unsigned local_bits;
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0) {
    local = 0;
    local_bits = 0;
  }
  __syncthreads();
  atomicAdd(&local, 2);
  atomicOr(&local_bits, 1u << (threadIdx.x % 32));
  atomicAdd(&c->add_i, 1);
  atomicAdd(&c->add_u, 2u);
  atomicAdd(&c->add_ull, 1ull << 33);
  atomicAdd(&c->add_ll, -3);
  atomicAdd(&c->add_f, 0.5f);
  atomicAdd(&c->add_d, 0.25);
  atomicSub(&c->sub_i, 2);
  atomicMin(&c->min_i, 1000 - g);
  atomicMax(&c->max_i, g * 3);
  atomicMin(&c->min_u, (unsigned)(g + 7));
  atomicMax(&c->max_ll, (long long)g << 34);
  atomicInc(&c->inc_u, 100);
  atomicDec(&c->dec_u, 50);
  atomicAnd(&c->and_u, ~(1u << (g % 32)) | 0x80000000u);
  atomicOr(&c->or_u, 1u << (g % 31));
  atomicXor(&c->xor_u, (unsigned)g);
  atomicOr(&c->or_ull, 1ull << (g % 64));
  // A lock-free counter by CAS loop, as user code writes it.
  int old = c->cas_count, assumed;
  do {
    assumed = old;
    old = atomicCAS(&c->cas_count, assumed, assumed + 1);
  } while (old != assumed);
  tickets[g] = atomicExch(&c->exch_i, g);
  atomicExch(&c->exch_f, 1.5f);
  atomicAdd_block(&c->block_add, 1);
  atomicAdd_system(&c->system_add, 1);
  atomicAdd(&c->add_h, __float2half(1.0f));
  atomicMax(&c->max_f, (float)g * 0.5f);
  __nv_atomic_fetch_add(&c->nv_add, 3ull, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_DEVICE);
  __nv_atomic_add(&c->nv_add_f, 0.25f, __NV_ATOMIC_RELAXED);
  __nv_atomic_max(&c->nv_max, g, __NV_ATOMIC_SEQ_CST, __NV_THREAD_SCOPE_BLOCK);
  __nv_atomic_fetch_or(&c->nv_or, 1u << (g % 32), __NV_ATOMIC_ACQ_REL);
  int seen_count = __nv_atomic_load_n(&c->nv_cas_count, __NV_ATOMIC_ACQUIRE);
  while (!__nv_atomic_compare_exchange_n(&c->nv_cas_count, &seen_count, seen_count + 1, false,
                                         __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_RELAXED)) {
  }
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(&c->shared_total, local + (int)__popc(local_bits));
}

int main() {
  const int blocks = 64, threads = 128, n = blocks * threads;
  Counters h = {};
  h.min_i = 1 << 30;
  h.min_u = 0xffffffffu;
  h.max_ll = -1;
  h.dec_u = 0;
  h.and_u = 0xffffffffu;
  h.exch_i = -1;
  h.max_f = -1.0f;
  Counters* d;
  int* tickets;
  cudaMalloc(&d, sizeof(Counters));
  cudaMalloc(&tickets, n * sizeof(int));
  cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice);
  hammer<<<blocks, threads>>>(d, tickets);
  cudaDeviceSynchronize();
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  static int t[blocks * threads];
  cudaMemcpy(t, tickets, sizeof t, cudaMemcpyDeviceToHost);
  // Every thread's old value is distinct and, with the final value, covers -1 and 0..n-1.
  static int seen[blocks * threads + 1];
  int distinct = 1;
  for (int i = 0; i < n; ++i) {
    int v = t[i] + 1;
    if (v < 0 || v > n || seen[v]++) distinct = 0;
  }
  if (h.exch_i < 0 || h.exch_i >= n || seen[h.exch_i + 1]) distinct = 0;
  printf("n: %d\n", n);
  printf("add_i: %d\nadd_u: %u\nadd_ull: %llu\nadd_ll: %lld\n", h.add_i, h.add_u, h.add_ull,
         h.add_ll);
  printf("add_f: %.1f\nadd_d: %.2f\nsub_i: %d\n", h.add_f, h.add_d, h.sub_i);
  printf("min_i: %d\nmax_i: %d\nmin_u: %u\nmax_ll: %lld\n", h.min_i, h.max_i, h.min_u, h.max_ll);
  printf("inc_u: %u\ndec_u: %u\n", h.inc_u, h.dec_u);
  printf("and_u: %u\nor_u: %u\nxor_u: %u\nor_ull: %llu\n", h.and_u, h.or_u, h.xor_u, h.or_ull);
  printf("cas_count: %d\nexch_distinct: %d\nexch_f: %.1f\n", h.cas_count, distinct, h.exch_f);
  printf("block_add: %d\nsystem_add: %d\nshared_total: %d\n", h.block_add, h.system_add,
         h.shared_total);
  printf("add_h: %.1f\nmax_f: %.1f\n", __half2float(h.add_h), h.max_f);
  printf("nv_add: %llu\nnv_add_f: %.1f\nnv_max: %d\nnv_or: %u\nnv_cas_count: %d\n", h.nv_add,
         h.nv_add_f, h.nv_max, h.nv_or, h.nv_cas_count);
  return 0;
}
