// Host memory API on the CPU backend: every copy kind, pitched/2D/3D, symbols, pinned, managed,
// async, pointer attributes. Writes raw results to files and prints `key: value` lines.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                                   \
  do {                                                                                \
    cudaError_t err_ = (call);                                                        \
    if (err_ != cudaSuccess) {                                                        \
      std::printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(err_)); \
      std::exit(1);                                                                   \
    }                                                                                 \
  } while (0)

__constant__ float coef[4];
__device__ int counter;
__device__ float table[64];
__managed__ int managed_total;

__global__ void scale(float* x, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * s + coef[i % 4];
}

__global__ void add_pitched(float* base, size_t pitch, int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < width && y < height) {
    float* row = (float*)((char*)base + y * pitch);
    row[x] += 1.0f;
  }
}

__global__ void add_3d(cudaPitchedPtr p, int w, int h, int d) {
  int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
  if (x < w && y < h && z < d) {
    char* slice = (char*)p.ptr + z * p.pitch * p.ysize;
    float* row = (float*)(slice + y * p.pitch);
    row[x] = row[x] * 2.0f + z;
  }
}

__global__ void count_and_fill(int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&counter, 1);
    atomicAdd(&managed_total, i);
    table[i % 64] = i % 64;
  }
}

__global__ void write_mapped(int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 3 * i + 1;
}

static void save(const char* name, const void* data, size_t bytes) {
  FILE* f = std::fopen(name, "wb");
  std::fwrite(data, 1, bytes, f);
  std::fclose(f);
}

int main() {
  const int n = 1000;
  std::vector<float> h(n), back(n);
  for (int i = 0; i < n; ++i) h[i] = i * 0.5f;
  float c[4] = {1.0f, 2.0f, 3.0f, 4.0f};
  CHECK(cudaMemcpyToSymbol(coef, c, sizeof c));

  // Linear copies of every kind.
  float *d, *d2;
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  CHECK(cudaMalloc((void**)&d2, n * sizeof(float)));
  CHECK(cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  scale<<<(n + 127) / 128, 128>>>(d, n, 2.0f);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(d2, d, n * sizeof(float), cudaMemcpyDeviceToDevice));
  CHECK(cudaMemcpy(back.data(), d2, n * sizeof(float), cudaMemcpyDefault));
  save("scaled.bin", back.data(), n * sizeof(float));
  std::vector<float> hh(n);
  CHECK(cudaMemcpy(hh.data(), back.data(), n * sizeof(float), cudaMemcpyHostToHost));
  std::printf("host_to_host_equal: %d\n", hh == back);
  CHECK(cudaMemset(d, 0, n * sizeof(float)));
  CHECK(cudaMemset(d, 0x3f, 8));
  unsigned char bytes[12];
  CHECK(cudaMemcpy(bytes, d, 12, cudaMemcpyDeviceToHost));
  std::printf("memset_bytes: %d %d %d\n", bytes[0], bytes[7], bytes[8]);

  // Pitched 2D.
  const int w = 37, hgt = 19;
  std::vector<float> m(w * hgt), mback(w * hgt);
  for (int i = 0; i < w * hgt; ++i) m[i] = (float)i;
  float* dp;
  size_t pitch;
  CHECK(cudaMallocPitch((void**)&dp, &pitch, w * sizeof(float), hgt));
  std::printf("pitch: %zu\n", pitch);
  CHECK(cudaMemset2D(dp, pitch, 0, w * sizeof(float), hgt));
  CHECK(cudaMemcpy2D(dp, pitch, m.data(), w * sizeof(float), w * sizeof(float), hgt,
                     cudaMemcpyHostToDevice));
  add_pitched<<<dim3(3, 3), dim3(16, 8)>>>(dp, pitch, w, hgt);
  CHECK(cudaMemcpy2D(mback.data(), w * sizeof(float), dp, pitch, w * sizeof(float), hgt,
                     cudaMemcpyDeviceToHost));
  save("pitched.bin", mback.data(), mback.size() * sizeof(float));

  // 3D.
  const int W = 5, H = 4, D = 3;
  std::vector<float> v(W * H * D), vback(W * H * D);
  for (int i = 0; i < W * H * D; ++i) v[i] = (float)i;
  cudaExtent extent = make_cudaExtent(W * sizeof(float), H, D);
  cudaPitchedPtr p3;
  CHECK(cudaMalloc3D(&p3, extent));
  CHECK(cudaMemset3D(p3, 0, extent));
  cudaMemcpy3DParms up = {0};
  up.srcPtr = make_cudaPitchedPtr(v.data(), W * sizeof(float), W, H);
  up.dstPtr = p3;
  up.extent = extent;
  up.kind = cudaMemcpyHostToDevice;
  CHECK(cudaMemcpy3D(&up));
  add_3d<<<dim3(H, D), W>>>(p3, W, H, D);
  cudaMemcpy3DParms down = {0};
  down.srcPtr = p3;
  down.dstPtr = make_cudaPitchedPtr(vback.data(), W * sizeof(float), W, H);
  down.extent = extent;
  down.kind = cudaMemcpyDeviceToHost;
  down.srcPos = make_cudaPos(0, 0, 0);
  CHECK(cudaMemcpy3D(&down));
  save("volume.bin", vback.data(), vback.size() * sizeof(float));

  // Symbols, managed variables.
  int zero = 0;
  CHECK(cudaMemcpyToSymbol(counter, &zero, sizeof(int)));
  managed_total = 0;
  count_and_fill<<<4, 64>>>(200);
  CHECK(cudaDeviceSynchronize());
  int count = 0;
  CHECK(cudaMemcpyFromSymbol(&count, counter, sizeof(int)));
  float t[64];
  CHECK(cudaMemcpyFromSymbol(t, table, 8 * sizeof(float), 4 * sizeof(float)));
  size_t table_size = 0;
  void* table_addr = nullptr;
  CHECK(cudaGetSymbolSize(&table_size, table));
  CHECK(cudaGetSymbolAddress(&table_addr, table));
  float t5 = 0;
  CHECK(cudaMemcpy(&t5, (float*)table_addr + 5, sizeof(float), cudaMemcpyDeviceToHost));
  std::printf("counter: %d\n", count);
  std::printf("managed_total: %d\n", managed_total);
  std::printf("table_offset: %g %g\n", t[0], t[7]);
  std::printf("symbol_size: %zu\n", table_size);
  std::printf("symbol_address_read: %g\n", t5);

  // Pinned, mapped and registered host memory.
  int* pinned;
  CHECK(cudaHostAlloc((void**)&pinned, 256 * sizeof(int), cudaHostAllocMapped));
  int* mapped;
  CHECK(cudaHostGetDevicePointer((void**)&mapped, pinned, 0));
  write_mapped<<<2, 128>>>(mapped, 256);
  CHECK(cudaDeviceSynchronize());
  std::printf("mapped: %d %d\n", pinned[0], pinned[255]);
  std::vector<int> user(64, 7);
  CHECK(cudaHostRegister(user.data(), 64 * sizeof(int), cudaHostRegisterDefault));
  cudaPointerAttributes a;
  CHECK(cudaPointerGetAttributes(&a, user.data()));
  int registered_type = a.type;
  CHECK(cudaHostUnregister(user.data()));
  float* hostp;
  CHECK(cudaMallocHost((void**)&hostp, 64));

  // Managed memory.
  int* um;
  CHECK(cudaMallocManaged(&um, 256 * sizeof(int)));
  CHECK(cudaMemAdvise(um, 256 * sizeof(int), cudaMemAdviseSetReadMostly, 0));
  CHECK(cudaMemPrefetchAsync(um, 256 * sizeof(int), 0, 0));
  write_mapped<<<1, 256>>>(um, 256);
  CHECK(cudaDeviceSynchronize());
  std::printf("managed: %d %d\n", um[1], um[200]);

  // Pointer attributes of each kind.
  int types[5];
  CHECK(cudaPointerGetAttributes(&a, d));
  types[0] = a.type;
  CHECK(cudaPointerGetAttributes(&a, hostp));
  types[1] = a.type;
  CHECK(cudaPointerGetAttributes(&a, um));
  types[2] = a.type;
  CHECK(cudaPointerGetAttributes(&a, h.data()));
  types[3] = a.type;
  types[4] = registered_type;
  std::printf("pointer_types: %d %d %d %d %d\n", types[0], types[1], types[2], types[3], types[4]);
  std::printf("device_ptr_host_view: %d\n", a.hostPointer == nullptr);

  // Stream-ordered allocation and async copies.
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s));
  float* da;
  CHECK(cudaMallocAsync((void**)&da, n * sizeof(float), s));
  CHECK(cudaMemsetAsync(da, 0, n * sizeof(float), s));
  CHECK(cudaMemcpyAsync(da, h.data(), 10 * sizeof(float), cudaMemcpyHostToDevice, s));
  scale<<<(n + 127) / 128, 128, 0, s>>>(da, n, 3.0f);
  float* pinned_out;
  CHECK(cudaMallocHost(&pinned_out, n * sizeof(float)));
  CHECK(cudaMemcpyAsync(pinned_out, da, n * sizeof(float), cudaMemcpyDeviceToHost, s));
  CHECK(cudaFreeAsync(da, s));
  CHECK(cudaStreamSynchronize(s));
  save("async.bin", pinned_out, n * sizeof(float));

  // Memory pools.
  cudaMemPool_t pool;
  CHECK(cudaDeviceGetDefaultMemPool(&pool, 0));
  unsigned long long threshold = ~0ull, used = 1, high = 0;
  CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold));
  unsigned long long threshold_back = 0;
  CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold_back));
  CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &used));
  std::printf("pool_used_before: %llu\n", used);
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  cudaMemPool_t own;
  CHECK(cudaMemPoolCreate(&own, &props));
  int *pa, *pb;
  CHECK(cudaMallocAsync((void**)&pa, 1000, s));
  CHECK(cudaMallocFromPoolAsync((void**)&pb, 3000, own, s));
  CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrUsedMemCurrent, &used));
  unsigned long long own_used = 0;
  CHECK(cudaMemPoolGetAttribute(own, cudaMemPoolAttrUsedMemCurrent, &own_used));
  std::printf("pool_used: %llu %llu\n", used, own_used);
  CHECK(cudaFreeAsync(pa, s));
  CHECK(cudaFreeAsync(pb, s));
  CHECK(cudaStreamSynchronize(s));
  CHECK(cudaMemPoolGetAttribute(own, cudaMemPoolAttrUsedMemCurrent, &own_used));
  CHECK(cudaMemPoolGetAttribute(own, cudaMemPoolAttrUsedMemHigh, &high));
  CHECK(cudaMemPoolTrimTo(own, 0));
  CHECK(cudaMemPoolDestroy(own));
  std::printf("pool_after_free: %llu %llu %d\n", own_used, high, threshold_back == ~0ull);

  // Array to array, async array copies.
  cudaChannelFormatDesc cd = cudaCreateChannelDesc<int>();
  cudaArray_t a1, a2;
  CHECK(cudaMallocArray(&a1, &cd, 16, 4));
  CHECK(cudaMallocArray(&a2, &cd, 16, 4));
  std::vector<int> src(64), dst(64, -1);
  for (int i = 0; i < 64; ++i) src[i] = i;
  CHECK(cudaMemcpyToArrayAsync(a1, 0, 0, src.data(), 64 * sizeof(int), cudaMemcpyHostToDevice, s));
  CHECK(cudaStreamSynchronize(s));
  CHECK(cudaMemcpy2DArrayToArray(a2, 0, 0, a1, 4 * sizeof(int), 1, 8 * sizeof(int), 2));
  CHECK(cudaMemcpyFromArrayAsync(dst.data(), a2, 0, 0, 64 * sizeof(int), cudaMemcpyDeviceToHost, s));
  CHECK(cudaStreamSynchronize(s));
  std::printf("array_to_array: %d %d %d %d\n", dst[0], dst[7], dst[16], dst[23]);
  cudaChannelFormatDesc back_desc;
  CHECK(cudaGetChannelDesc(&back_desc, a1));
  std::printf("channel_desc: %d %d %d\n", back_desc.x, back_desc.y, (int)back_desc.f);
  CHECK(cudaFreeArray(a1));
  CHECK(cudaFreeArray(a2));

  size_t free_bytes = 0, total_bytes = 0;
  CHECK(cudaMemGetInfo(&free_bytes, &total_bytes));
  std::printf("meminfo: %zu %zu\n", free_bytes, total_bytes);

  CHECK(cudaStreamDestroy(s));
  CHECK(cudaFreeHost(pinned_out));
  CHECK(cudaFreeHost(pinned));
  CHECK(cudaFreeHost(hostp));
  CHECK(cudaFree(um));
  CHECK(cudaFree(p3.ptr));
  CHECK(cudaFree(dp));
  CHECK(cudaFree(d));
  CHECK(cudaFree(d2));
  std::printf("done: 1\n");
  return 0;
}
