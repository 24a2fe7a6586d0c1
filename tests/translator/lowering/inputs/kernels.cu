// Kernels in the shapes the CPU lowering must handle (and the shapes it must leave to fibers).
// Each writes an integer or float array; main prints every result so runs can be compared.
#include <cuda_runtime.h>

#include <cstdio>
#include <utility>
#include <vector>

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t e_ = (call);                                                     \
    if (e_ != cudaSuccess) {                                                     \
      std::printf("error %s at line %d\n", cudaGetErrorString(e_), __LINE__);   \
      return 1;                                                                  \
    }                                                                            \
  } while (0)

// Barrier-free, early return.
__global__ void scale(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  y[i] = a * x[i] + 1.0f;
}

// Barrier-free, 2-D block, guard with return, a modified parameter (needs per-thread copies).
__global__ void stencil(const int* in, int* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x <= 0 || y <= 0 || x >= w - 1 || y >= h - 1) return;
  in += y * w;
  out[y * w + x] = in[x - 1] + in[x] + in[x + 1] + in[x - w] + in[x + w];
}

// Shared-memory tree reduction: barriers in a uniform loop, a value live across barriers.
__global__ void block_sum(const int* in, int* out, int n) {
  __shared__ int s[256];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  s[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride) s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = s[0];
}

// Tiled matrix multiply: two declarators in one statement, two barriers per iteration.
#define TILE 8
template <typename T>
__global__ void matmul(const T* A, const T* B, T* C, int n) {
  __shared__ T As[TILE][TILE], Bs[TILE][TILE];
  int tx = threadIdx.x, ty = threadIdx.y;
  const int row = blockIdx.y * TILE + ty, col = blockIdx.x * TILE + tx;
  T acc = 0;
  for (int t = 0; t < n / TILE; ++t) {
    As[ty][tx] = A[row * n + t * TILE + tx];
    Bs[ty][tx] = B[(t * TILE + ty) * n + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k) acc += As[ty][k] * Bs[k][tx];
    __syncthreads();
  }
  C[row * n + col] = acc;
}

// A thread-dependent guard around a uniform loop: the loop is interchanged under a per-thread flag.
__global__ void matmul_naive(const float* A, const float* B, float* C, int n, int m) {
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  if (row < n && col < m) {
    float acc = 0.0f;
    for (int k = 0; k < n; ++k) acc += A[row * n + k] * B[k * m + col];
    C[row * m + col] = acc;
  }
}

// Threads that return before a barrier are not waited for; later phases skip them.
__global__ void partial_block(int* out, int active) {
  __shared__ int s[128];
  int t = threadIdx.x;
  if (t >= active) return;
  s[t] = t * 3;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[active - 1 - t] + blockIdx.x;
}

// A barrier under a uniform if, and a uniform value computed once per block.
__global__ void uniform_branch(int* data, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
  int base = blockIdx.x * blockDim.x;
  s[t] = data[base + t];
  __syncthreads();
  if (n > 100) {
    int v = s[(t + 1) % blockDim.x];
    __syncthreads();
    s[t] = v * 2;
    __syncthreads();
  }
  data[base + t] = s[t] + t;
}

// A return inside a loop (the region runs as a lambda), with a barrier after it.
__global__ void loop_return(int* out, int limit) {
  __shared__ int s[64];
  int t = threadIdx.x;
  int v = 0;
  for (int k = 0; k < 8; ++k) {
    if (t * k > limit) return;
    v += k;
  }
  s[t] = v;
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[t] + (t > 0 ? s[t - 1] : 0);
}

// A barrier under a thread-dependent condition: must keep fibers (and stay correct).
__global__ void divergent_barrier(int* out) {
  __shared__ int s[32];
  int t = threadIdx.x;
  s[t] = t;
  if (t < 64) {  // true for every thread of these blocks, but not provably uniform
    __syncthreads();
  }
  out[blockIdx.x * blockDim.x + t] = s[31 - t];
}

// Reads threadIdx through a device function (inlined into the kernel, then lowered).
__device__ int my_lane() { return threadIdx.x % 32; }
__global__ void via_device_function(int* out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = my_lane() * 10;
}

// The same through a forced-inline template called with template arguments.
template <int N>
__device__ __forceinline__ int lane_of() { return threadIdx.x % N; }
__global__ void via_template_function(int* out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = lane_of<16>() * 10;
}

// The same through methods (not inlined: the kernel keeps fibers, and says why).
struct LaneOf {
  int width;
  __device__ int lane() const { return threadIdx.x % width; }
  __device__ int operator()(int scale) const { return lane() * scale; }
};
__global__ void via_method(int* out) {
  LaneOf lanes{8};
  out[blockIdx.x * blockDim.x + threadIdx.x] = lanes.lane() * 10 + lanes(1000);
}

// Every block of a 3-D grid, each recording its index: workers take runs of consecutive blocks
// that cross rows and slices of the grid.
__global__ void grid_walk(int* out) {
  __shared__ int id;
  if (threadIdx.x == 0) id = blockIdx.x + 100 * blockIdx.y + 10000 * blockIdx.z;
  __syncthreads();
  if (threadIdx.x == 1) out[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = id;
}

// 3-D blocks.
__global__ void cube(int* out) {
  int linear = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  int b = blockIdx.x + gridDim.x * blockIdx.y;
  out[b * blockDim.x * blockDim.y * blockDim.z + linear] = linear * 100 + b;
}

// A value computed from a shared scalar that changes later: it must keep the value read before.
__global__ void shared_snapshot(int* out) {
  __shared__ int total;
  if (threadIdx.x == 0) total = 10 + blockIdx.x;
  __syncthreads();
  int mine = total + threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0) total = 1000;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = mine;
}

// Tests of threadIdx.x (or a copy) against a bound the same for the whole block, alone between
// barriers: each runs only the threads that pass. Every form C++ compares in: signed and unsigned
// common types (a negative k converted to unsigned passes every thread), a floating-point bound,
// mirrored operands, and inside a loop interchanged with the thread loop.
__global__ void narrow_forms(int* out, int k, unsigned u) {
  __shared__ int s[256];
  int t = threadIdx.x;
  unsigned lin = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  s[lin] = 0;
  __syncthreads();
  if (t < k) s[lin] += 1;
  __syncthreads();
  if (threadIdx.x < k) s[lin] += 2;
  __syncthreads();
  if (t <= k - 2) s[lin] += 4;
  __syncthreads();
  if (k > t) s[lin] += 8;
  __syncthreads();
  if (t >= k) s[lin] += 16;
  __syncthreads();
  if (u > threadIdx.x) s[lin] += 32;
  __syncthreads();
  if (k == t) s[lin] += 64;
  __syncthreads();
  if (t < 2.5f * k) s[lin] += 128;
  __syncthreads();
  if (threadIdx.x <= u) s[lin] += 256;
  __syncthreads();
  if ((short)k > t) s[lin] += 512;
  __syncthreads();
  for (int j = 0; j < 3; ++j) {
    if (t < k) s[lin] += 1024;
  }
  __syncthreads();
  out[blockIdx.x * blockDim.x * blockDim.y * blockDim.z + lin] = s[lin];
}

// A guard flag set in a kernel where threads also return before a barrier: exited threads are
// skipped, and blocks where every remaining thread passes run the guarded loop without the test.
__global__ void guard_exit(const float* a, float* out, int n, int stop) {
  __shared__ float s[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x >= stop) return;
  s[threadIdx.x] = a[i];
  __syncthreads();
  if (i < n) {
    float acc = 0.0f;
    for (int k = 0; k < 4; ++k) acc += s[(threadIdx.x + k) % stop];
    out[i] = acc;
  }
}

// A pure two-dimensional guard with partial edge blocks in x and y.
__global__ void guard_2d(const int* in, int* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[y * w + x] = in[y * w + x] * 2 + x;
}

// A variable changed through a reference parameter (a random generator's state), its use in a
// cast, and a uniform loop that gets a thread loop of its own: the state is per-thread.
__device__ unsigned next_value(unsigned& state) {
  state = state * 1664525u + 1013904223u;
  return state >> 16;
}
__global__ void reference_state(unsigned* out, int rounds) {
  const unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned state = (unsigned)(tid + 1) * 2654435761u;
  unsigned total = 0;
  for (int r = 0; r < rounds; ++r) total += next_value(state);
  out[tid] = total;
}

// Thread-index sums that lane_index.py rewrites, at offsets where the unsigned sum crosses
// INT_MAX and UINT_MAX: every converted value must be the one C++ gives.
__global__ void index_forms(long long* out, unsigned off, const int* data, int n) {
  int i = off + threadIdx.x;
  long wide = threadIdx.x + off;
  unsigned same = off + threadIdx.x;
  int tx = threadIdx.x;  // a copy of threadIdx.x counts as threadIdx.x
  int via_copy = off + tx;
  unsigned moved = threadIdx.x;  // a changed copy does not
  moved += 1;
  long long* row = out + threadIdx.x * 8;
  row[0] = i;
  row[1] = wide;
  row[2] = (int)(off + threadIdx.x);
  row[3] = data[(off & 15u) + threadIdx.x] * n;
  i = blockIdx.x * blockDim.x + threadIdx.x;
  row[4] = i;
  row[5] = same;
  row[6] = via_copy;
  row[7] = long(off + moved);
}

// A closing `if (i < k)` with i = off + threadIdx.x runs over the passing threads only; where
// the sum passes INT_MAX (i negative for the last threads) the test must stay.
__global__ void narrow_offset(int* out, unsigned off, int k) {
  int i = off + threadIdx.x;
  out[blockIdx.x * blockDim.x + threadIdx.x] = 0;
  if (i < k) out[blockIdx.x * blockDim.x + threadIdx.x] = 1 + (i & 7);
}

// The same through a copy of threadIdx.x (`int t = threadIdx.x; int i = off + t;`).
__global__ void narrow_offset_copy(int* out, unsigned off, int k) {
  int t = threadIdx.x;
  int i = off + t;
  out[blockIdx.x * blockDim.x + t] = 0;
  if (i < k) out[blockIdx.x * blockDim.x + t] = 1 + (i & 7);
}

template <class T>
void print(const char* name, const std::vector<T>& v) {
  std::printf("%s", name);
  for (const T& x : v) std::printf(" %g", static_cast<double>(x));
  std::printf("\n");
}

void print(const char* name, const std::vector<long long>& v) {  // exact, beyond 2^31
  std::printf("%s", name);
  for (long long x : v) std::printf(" %lld", x);
  std::printf("\n");
}

int main() {
  const int n = 1000;
  std::vector<float> hx(n), hy(n);
  for (int i = 0; i < n; ++i) hx[i] = static_cast<float>(i % 17) * 0.25f;
  float *x, *y;
  CHECK(cudaMalloc(&x, n * sizeof(float)));
  CHECK(cudaMalloc(&y, n * sizeof(float)));
  CHECK(cudaMemcpy(x, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  scale<<<(n + 127) / 128, 128>>>(n, 3.0f, x, y);
  CHECK(cudaMemcpy(hy.data(), y, n * sizeof(float), cudaMemcpyDeviceToHost));
  print("scale", hy);

  const int w = 37, h = 23;
  std::vector<int> himg(w * h), hst(w * h, -1);
  for (int i = 0; i < w * h; ++i) himg[i] = (i * 7) % 31;
  int *img, *st;
  CHECK(cudaMalloc(&img, w * h * sizeof(int)));
  CHECK(cudaMalloc(&st, w * h * sizeof(int)));
  CHECK(cudaMemcpy(img, himg.data(), w * h * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(st, hst.data(), w * h * sizeof(int), cudaMemcpyHostToDevice));
  stencil<<<dim3((w + 7) / 8, (h + 3) / 4), dim3(8, 4)>>>(img, st, w, h);
  CHECK(cudaMemcpy(hst.data(), st, w * h * sizeof(int), cudaMemcpyDeviceToHost));
  print("stencil", hst);

  const int m = 5000, blocks = (m + 255) / 256;
  std::vector<int> hin(m), hsum(blocks);
  for (int i = 0; i < m; ++i) hin[i] = (i * 13) % 101;
  int *in, *sums;
  CHECK(cudaMalloc(&in, m * sizeof(int)));
  CHECK(cudaMalloc(&sums, blocks * sizeof(int)));
  CHECK(cudaMemcpy(in, hin.data(), m * sizeof(int), cudaMemcpyHostToDevice));
  block_sum<<<blocks, 256>>>(in, sums, m);
  CHECK(cudaMemcpy(hsum.data(), sums, blocks * sizeof(int), cudaMemcpyDeviceToHost));
  print("block_sum", hsum);

  const int mn = 32;
  std::vector<int> ha(mn * mn), hb(mn * mn), hc(mn * mn);
  for (int i = 0; i < mn * mn; ++i) ha[i] = i % 5 - 2, hb[i] = (i * 3) % 7 - 3;
  int *a, *b, *c;
  CHECK(cudaMalloc(&a, mn * mn * sizeof(int)));
  CHECK(cudaMalloc(&b, mn * mn * sizeof(int)));
  CHECK(cudaMalloc(&c, mn * mn * sizeof(int)));
  CHECK(cudaMemcpy(a, ha.data(), mn * mn * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(b, hb.data(), mn * mn * sizeof(int), cudaMemcpyHostToDevice));
  matmul<int><<<dim3(mn / TILE, mn / TILE), dim3(TILE, TILE)>>>(a, b, c, mn);
  CHECK(cudaMemcpy(hc.data(), c, mn * mn * sizeof(int), cudaMemcpyDeviceToHost));
  print("matmul", hc);

  const int rn = 19, rm = 23;
  std::vector<float> fa(rn * rn), fb(rn * rm), fc(rn * rm, -1.0f);
  for (int i = 0; i < rn * rn; ++i) fa[i] = static_cast<float>(i % 7) - 3.0f;
  for (int i = 0; i < rn * rm; ++i) fb[i] = static_cast<float>(i % 5) * 0.5f;
  float *da, *db, *dc;
  CHECK(cudaMalloc(&da, fa.size() * sizeof(float)));
  CHECK(cudaMalloc(&db, fb.size() * sizeof(float)));
  CHECK(cudaMalloc(&dc, fc.size() * sizeof(float)));
  CHECK(cudaMemcpy(da, fa.data(), fa.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(db, fb.data(), fb.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(dc, fc.data(), fc.size() * sizeof(float), cudaMemcpyHostToDevice));
  matmul_naive<<<dim3(3, 3), dim3(8, 8)>>>(da, db, dc, rn, rm);
  CHECK(cudaMemcpy(fc.data(), dc, fc.size() * sizeof(float), cudaMemcpyDeviceToHost));
  print("matmul_naive", fc);

  std::vector<int> hout(4 * 128, -7);
  int* out;
  CHECK(cudaMalloc(&out, hout.size() * sizeof(int)));
  CHECK(cudaMemcpy(out, hout.data(), hout.size() * sizeof(int), cudaMemcpyHostToDevice));
  partial_block<<<4, 128>>>(out, 100);
  CHECK(cudaMemcpy(hout.data(), out, hout.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("partial_block", hout);

  std::vector<int> hdata(3 * 64);
  for (int i = 0; i < 3 * 64; ++i) hdata[i] = i * i % 97;
  int* data;
  CHECK(cudaMalloc(&data, hdata.size() * sizeof(int)));
  CHECK(cudaMemcpy(data, hdata.data(), hdata.size() * sizeof(int), cudaMemcpyHostToDevice));
  uniform_branch<<<3, 64>>>(data, 200);
  uniform_branch<<<3, 64>>>(data, 50);
  CHECK(cudaMemcpy(hdata.data(), data, hdata.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("uniform_branch", hdata);

  std::vector<int> hlr(2 * 64, -1);
  int* lr;
  CHECK(cudaMalloc(&lr, hlr.size() * sizeof(int)));
  CHECK(cudaMemcpy(lr, hlr.data(), hlr.size() * sizeof(int), cudaMemcpyHostToDevice));
  loop_return<<<2, 64>>>(lr, 150);
  CHECK(cudaMemcpy(hlr.data(), lr, hlr.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("loop_return", hlr);

  std::vector<int> hdv(2 * 32);
  int* dv;
  CHECK(cudaMalloc(&dv, hdv.size() * sizeof(int)));
  divergent_barrier<<<2, 32>>>(dv);
  CHECK(cudaMemcpy(hdv.data(), dv, hdv.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("divergent_barrier", hdv);

  std::vector<int> hdf(2 * 64);
  int* df;
  CHECK(cudaMalloc(&df, hdf.size() * sizeof(int)));
  via_device_function<<<2, 64>>>(df);
  CHECK(cudaMemcpy(hdf.data(), df, hdf.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("via_device_function", hdf);

  via_template_function<<<2, 64>>>(df);
  CHECK(cudaMemcpy(hdf.data(), df, hdf.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("via_template_function", hdf);

  via_method<<<2, 64>>>(df);
  CHECK(cudaMemcpy(hdf.data(), df, hdf.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("via_method", hdf);

  std::vector<int> hwalk(33 * 7 * 5);
  int* walk;
  CHECK(cudaMalloc(&walk, hwalk.size() * sizeof(int)));
  grid_walk<<<dim3(33, 7, 5), 4>>>(walk);
  CHECK(cudaMemcpy(hwalk.data(), walk, hwalk.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("grid_walk", hwalk);

  std::vector<int> hcube(4 * 4 * 3 * 2);
  int* cb;
  CHECK(cudaMalloc(&cb, hcube.size() * sizeof(int)));
  cube<<<dim3(2, 2), dim3(4, 3, 2)>>>(cb);
  CHECK(cudaMemcpy(hcube.data(), cb, hcube.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("cube", hcube);
  std::vector<int> hsnap(2 * 32);
  int* snap;
  CHECK(cudaMalloc(&snap, hsnap.size() * sizeof(int)));
  shared_snapshot<<<2, 32>>>(snap);
  CHECK(cudaMemcpy(hsnap.data(), snap, hsnap.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("shared_snapshot", hsnap);
  std::vector<int> hnarrow(2 * 128);
  int* narrow;
  CHECK(cudaMalloc(&narrow, hnarrow.size() * sizeof(int)));
  const int ks[] = {-3, 0, 5, 16, 100};
  const unsigned us[] = {7u, 0xFFFFFFFFu, 7u, 0u, 3u};
  for (int c = 0; c < 5; ++c) {
    narrow_forms<<<2, dim3(16, 8)>>>(narrow, ks[c], us[c]);
    CHECK(cudaMemcpy(hnarrow.data(), narrow, hnarrow.size() * sizeof(int), cudaMemcpyDeviceToHost));
    print("narrow_forms", hnarrow);
  }
  narrow_forms<<<2, dim3(8, 2, 2)>>>(narrow, 6, 2u);
  std::vector<int> hnarrow3(2 * 32);
  CHECK(cudaMemcpy(hnarrow3.data(), narrow, hnarrow3.size() * sizeof(int), cudaMemcpyDeviceToHost));
  print("narrow_forms_3d", hnarrow3);

  const int gn = 150;
  std::vector<float> hga(3 * 64), hgo(3 * 64, -1.0f);
  for (size_t i = 0; i < hga.size(); ++i) hga[i] = static_cast<float>(i % 13);
  float *ga, *go;
  CHECK(cudaMalloc(&ga, hga.size() * sizeof(float)));
  CHECK(cudaMalloc(&go, hgo.size() * sizeof(float)));
  CHECK(cudaMemcpy(ga, hga.data(), hga.size() * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(go, hgo.data(), hgo.size() * sizeof(float), cudaMemcpyHostToDevice));
  guard_exit<<<3, 64>>>(ga, go, gn, 60);
  CHECK(cudaMemcpy(hgo.data(), go, hgo.size() * sizeof(float), cudaMemcpyDeviceToHost));
  print("guard_exit", hgo);

  std::vector<int> hg2(w * h, -1);
  int* g2;
  CHECK(cudaMalloc(&g2, w * h * sizeof(int)));
  CHECK(cudaMemcpy(g2, hg2.data(), w * h * sizeof(int), cudaMemcpyHostToDevice));
  guard_2d<<<dim3((w + 7) / 8, (h + 3) / 4), dim3(8, 4)>>>(img, g2, w, h);
  CHECK(cudaMemcpy(hg2.data(), g2, w * h * sizeof(int), cudaMemcpyDeviceToHost));
  print("guard_2d", hg2);
  CHECK(cudaDeviceSynchronize());
  std::vector<unsigned> hstate(128);
  unsigned* dstate;
  CHECK(cudaMalloc(&dstate, hstate.size() * sizeof(unsigned)));
  reference_state<<<2, 64>>>(dstate, 5);
  CHECK(cudaMemcpy(hstate.data(), dstate, hstate.size() * sizeof(unsigned), cudaMemcpyDeviceToHost));
  print("reference_state", hstate);

  std::vector<int> hidx(80);
  for (int i = 0; i < 80; ++i) hidx[i] = i * 7 % 23;
  int* didx;
  long long* dforms;
  CHECK(cudaMalloc(&didx, hidx.size() * sizeof(int)));
  CHECK(cudaMalloc(&dforms, 64 * 8 * sizeof(long long)));
  CHECK(cudaMemcpy(didx, hidx.data(), hidx.size() * sizeof(int), cudaMemcpyHostToDevice));
  for (unsigned off : {5u, 0x7fffffffu - 20u, 0xffffffffu - 20u}) {
    std::vector<long long> hforms(64 * 8);
    index_forms<<<1, 64>>>(dforms, off, didx, 3);
    CHECK(cudaMemcpy(hforms.data(), dforms, hforms.size() * sizeof(long long), cudaMemcpyDeviceToHost));
    print("index_forms", hforms);
  }

  int* dnarrow;
  CHECK(cudaMalloc(&dnarrow, 2 * 64 * sizeof(int)));
  const std::pair<unsigned, int> narrow_cases[] = {
      {5u, 20}, {5u, -3}, {0x7fffffffu - 20u, 0x7fffffff - 10}, {100u, 100}, {0u, 64}};
  for (auto [off, k] : narrow_cases) {
    std::vector<int> hn(2 * 64, -1);
    narrow_offset<<<2, 64>>>(dnarrow, off, k);
    CHECK(cudaMemcpy(hn.data(), dnarrow, hn.size() * sizeof(int), cudaMemcpyDeviceToHost));
    print("narrow_offset", hn);
    narrow_offset_copy<<<2, 64>>>(dnarrow, off, k);
    CHECK(cudaMemcpy(hn.data(), dnarrow, hn.size() * sizeof(int), cudaMemcpyDeviceToHost));
    print("narrow_offset_copy", hn);
  }
  std::printf("done\n");
  return 0;
}
