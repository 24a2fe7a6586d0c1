// cuFFT on the CPU backend: plans of every type and rank, batched and strided layouts, in-place
// and out-of-place, a plan on a stream, cufftXt plans and the status codes of bad input.
// Each case writes its input and output buffers (raw, layout as given to cuFFT) to DIR/<case>.in
// and DIR/<case>.out; test_cufft.py reads them and compares with numpy.fft. Status codes print as
// "name: value" lines.
#include <cuda_runtime.h>
#include <cufft.h>
#include <cufftXt.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#define CHECK(call)                                                                  \
  do {                                                                               \
    int status_ = static_cast<int>(call);                                            \
    if (status_ != 0) {                                                              \
      std::fprintf(stderr, "%s:%d: %s returned %d\n", __FILE__, __LINE__, #call, status_); \
      std::exit(1);                                                                  \
    }                                                                                \
  } while (0)

static std::string g_dir;

static void dump(const char* name, const char* suffix, const void* device, size_t bytes) {
  std::vector<char> host(bytes);
  CHECK(cudaMemcpy(host.data(), device, bytes, cudaMemcpyDeviceToHost));
  std::string path = g_dir + "/" + name + suffix;
  FILE* file = std::fopen(path.c_str(), "wb");
  if (!file || std::fwrite(host.data(), 1, bytes, file) != bytes) std::exit(2);
  std::fclose(file);
}

// The real type a value of T is made of.
template <typename T> struct Scalar { typedef T type; };
template <> struct Scalar<cufftComplex> { typedef float type; };
template <> struct Scalar<cufftDoubleComplex> { typedef double type; };

// A device buffer of count values of T, filled with values that are not symmetric in any way.
template <typename T>
static T* filled(size_t count, int seed) {
  typedef typename Scalar<T>::type S;
  const size_t scalars = count * sizeof(T) / sizeof(S);
  std::vector<S> host(scalars);
  for (size_t i = 0; i < scalars; ++i) {
    host[i] = static_cast<S>(std::sin(0.37 * i + seed) + 0.5 * std::cos(1.3 * i * i + 2.0 * seed));
  }
  T* device = nullptr;
  CHECK(cudaMalloc(&device, count * sizeof(T)));
  CHECK(cudaMemcpy(device, host.data(), count * sizeof(T), cudaMemcpyHostToDevice));
  return device;
}

// Out-of-place when in != out: dumps the input, runs exec, dumps the output.
template <typename Exec>
static void run_case(const char* name, const void* in, size_t in_bytes, const void* out,
                     size_t out_bytes, Exec exec) {
  dump(name, ".in", in, in_bytes);
  CHECK(exec());
  CHECK(cudaDeviceSynchronize());
  dump(name, ".out", out, out_bytes);
}

__global__ void fill_ramp(cufftComplex* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    data[i].x = 0.25f * i - 3.0f;
    data[i].y = 1.0f / (1.0f + i);
  }
}

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  g_dir = argv[1];
  typedef cufftComplex C;
  typedef cufftDoubleComplex Z;
  cufftHandle plan;

  {  // C2C 1D, batch 3, n = 48 (not a power of two), out-of-place, forward
    C* in = filled<C>(3 * 48, 1);
    C* out = filled<C>(3 * 48, 9);
    CHECK(cufftPlan1d(&plan, 48, CUFFT_C2C, 3));
    run_case("c2c_1d", in, 3 * 48 * sizeof(C), out, 3 * 48 * sizeof(C),
             [&] { return cufftExecC2C(plan, in, out, CUFFT_FORWARD); });
    CHECK(cufftDestroy(plan));
  }
  {  // C2C 1D in-place inverse, n = 64
    C* data = filled<C>(64, 2);
    CHECK(cufftPlan1d(&plan, 64, CUFFT_C2C, 1));
    dump("c2c_inverse", ".in", data, 64 * sizeof(C));
    CHECK(cufftExecC2C(plan, data, data, CUFFT_INVERSE));
    dump("c2c_inverse", ".out", data, 64 * sizeof(C));
    CHECK(cufftDestroy(plan));
  }
  {  // Z2Z 2D 12 x 20 forward
    Z* in = filled<Z>(240, 3);
    Z* out = filled<Z>(240, 4);
    CHECK(cufftPlan2d(&plan, 12, 20, CUFFT_Z2Z));
    run_case("z2z_2d", in, 240 * sizeof(Z), out, 240 * sizeof(Z),
             [&] { return cufftExecZ2Z(plan, in, out, CUFFT_FORWARD); });
    CHECK(cufftDestroy(plan));
  }
  {  // Z2Z 3D 4 x 6 x 10 inverse, in-place
    Z* data = filled<Z>(240, 5);
    CHECK(cufftPlan3d(&plan, 4, 6, 10, CUFFT_Z2Z));
    dump("z2z_3d_inverse", ".in", data, 240 * sizeof(Z));
    CHECK(cufftExecZ2Z(plan, data, data, CUFFT_INVERSE));
    dump("z2z_3d_inverse", ".out", data, 240 * sizeof(Z));
    CHECK(cufftDestroy(plan));
  }
  {  // R2C 1D n = 30, batch 4, out-of-place
    float* in = filled<float>(4 * 30, 6);
    C* out = filled<C>(4 * 16, 7);
    CHECK(cufftPlan1d(&plan, 30, CUFFT_R2C, 4));
    run_case("r2c_1d", in, 4 * 30 * sizeof(float), out, 4 * 16 * sizeof(C),
             [&] { return cufftExecR2C(plan, in, out); });
    CHECK(cufftDestroy(plan));
  }
  {  // R2C 2D 8 x 14 in-place: rows padded to 2 * (14 / 2 + 1) = 16 reals
    float* data = filled<float>(8 * 16, 8);
    CHECK(cufftPlan2d(&plan, 8, 14, CUFFT_R2C));
    dump("r2c_2d_inplace", ".in", data, 8 * 16 * sizeof(float));
    CHECK(cufftExecR2C(plan, data, reinterpret_cast<C*>(data)));
    dump("r2c_2d_inplace", ".out", data, 8 * 16 * sizeof(float));
    CHECK(cufftDestroy(plan));
  }
  {  // C2R 1D n = 30, batch 2, out-of-place
    C* in = filled<C>(2 * 16, 9);
    float* out = filled<float>(2 * 30, 10);
    CHECK(cufftPlan1d(&plan, 30, CUFFT_C2R, 2));
    run_case("c2r_1d", in, 2 * 16 * sizeof(C), out, 2 * 30 * sizeof(float),
             [&] { return cufftExecC2R(plan, in, out); });
    CHECK(cufftDestroy(plan));
  }
  {  // C2R 3D 4 x 6 x 9 (odd last dimension), out-of-place
    C* in = filled<C>(4 * 6 * 5, 11);
    float* out = filled<float>(4 * 6 * 9, 12);
    CHECK(cufftPlan3d(&plan, 4, 6, 9, CUFFT_C2R));
    run_case("c2r_3d", in, 4 * 6 * 5 * sizeof(C), out, 4 * 6 * 9 * sizeof(float),
             [&] { return cufftExecC2R(plan, in, out); });
    CHECK(cufftDestroy(plan));
  }
  {  // D2Z 3D 5 x 4 x 6 out-of-place
    double* in = filled<double>(120, 13);
    Z* out = filled<Z>(5 * 4 * 4, 14);
    CHECK(cufftPlan3d(&plan, 5, 4, 6, CUFFT_D2Z));
    run_case("d2z_3d", in, 120 * sizeof(double), out, 5 * 4 * 4 * sizeof(Z),
             [&] { return cufftExecD2Z(plan, in, out); });
    CHECK(cufftDestroy(plan));
  }
  {  // Z2D 2D 6 x 10 in-place: the output rows are padded to 2 * 6 = 12 doubles
    Z* data = filled<Z>(6 * 6, 15);
    CHECK(cufftPlan2d(&plan, 6, 10, CUFFT_Z2D));
    dump("z2d_2d_inplace", ".in", data, 6 * 6 * sizeof(Z));
    CHECK(cufftExecZ2D(plan, data, reinterpret_cast<double*>(data)));
    dump("z2d_2d_inplace", ".out", data, 6 * 6 * sizeof(Z));
    CHECK(cufftDestroy(plan));
  }
  {  // PlanMany C2C rank 1: n 16, batch 3, input every 2nd value, batches 40 apart
    int n[] = {16}, inembed[] = {20}, onembed[] = {16};
    C* in = filled<C>(3 * 40, 16);
    C* out = filled<C>(3 * 16, 17);
    CHECK(cufftPlanMany(&plan, 1, n, inembed, 2, 40, onembed, 1, 16, CUFFT_C2C, 3));
    run_case("many_c2c_strided", in, 3 * 40 * sizeof(C), out, 3 * 16 * sizeof(C),
             [&] { return cufftExecC2C(plan, in, out, CUFFT_FORWARD); });
    CHECK(cufftDestroy(plan));
  }
  {  // PlanMany R2C rank 2: 6 x 8 in rows of 10 reals, 70 apart; output rows of 5, 32 apart
    int n[] = {6, 8}, inembed[] = {7, 10}, onembed[] = {6, 5};
    float* in = filled<float>(2 * 70, 18);
    C* out = filled<C>(2 * 32, 19);
    CHECK(cufftPlanMany(&plan, 2, n, inembed, 1, 70, onembed, 1, 32, CUFFT_R2C, 2));
    run_case("many_r2c_embedded", in, 2 * 70 * sizeof(float), out, 2 * 32 * sizeof(C),
             [&] { return cufftExecR2C(plan, in, out); });
    CHECK(cufftDestroy(plan));
  }
  {  // PlanMany with null embeds: the strides and dists given are ignored (tightly packed)
    int n[] = {10};
    Z* in = filled<Z>(2 * 10, 20);
    Z* out = filled<Z>(2 * 10, 21);
    CHECK(cufftPlanMany(&plan, 1, n, nullptr, 3, 7, nullptr, 5, 3, CUFFT_Z2Z, 2));
    run_case("many_null_embed", in, 20 * sizeof(Z), out, 20 * sizeof(Z),
             [&] { return cufftExecZ2Z(plan, in, out, CUFFT_INVERSE); });
    CHECK(cufftDestroy(plan));
  }
  {  // Z2Z 1D of prime length 97 (pocketfft's Bluestein path), batch 2
    Z* in = filled<Z>(2 * 97, 26);
    Z* out = filled<Z>(2 * 97, 27);
    CHECK(cufftPlan1d(&plan, 97, CUFFT_Z2Z, 2));
    run_case("z2z_prime", in, 2 * 97 * sizeof(Z), out, 2 * 97 * sizeof(Z),
             [&] { return cufftExecZ2Z(plan, in, out, CUFFT_FORWARD); });
    CHECK(cufftDestroy(plan));
  }
  {  // R2C 1D n = 10, batch 3, in place: each batch padded to 12 reals
    float* data = filled<float>(3 * 12, 28);
    CHECK(cufftPlan1d(&plan, 10, CUFFT_R2C, 3));
    dump("r2c_1d_inplace", ".in", data, 3 * 12 * sizeof(float));
    CHECK(cufftExecR2C(plan, data, reinterpret_cast<C*>(data)));
    dump("r2c_1d_inplace", ".out", data, 3 * 12 * sizeof(float));
    CHECK(cufftDestroy(plan));
  }
  {  // PlanMany C2R in place with the padded layout spelled out: n 10, batch 2
    int n[] = {10}, inembed[] = {6}, onembed[] = {12};
    C* data = filled<C>(2 * 6, 29);
    CHECK(cufftPlanMany(&plan, 1, n, inembed, 1, 6, onembed, 1, 12, CUFFT_C2R, 2));
    dump("many_c2r_inplace", ".in", data, 2 * 6 * sizeof(C));
    CHECK(cufftExecC2R(plan, data, reinterpret_cast<float*>(data)));
    dump("many_c2r_inplace", ".out", data, 2 * 6 * sizeof(C));
    CHECK(cufftDestroy(plan));
  }
  {  // PlanMany C2C "in place" with another output layout: packed input, output every 2nd
     // value; the buffers overlap, so the input must be read before any output is written
    int n[] = {8}, inembed[] = {8}, onembed[] = {16};
    C* data = filled<C>(2 * 16, 31);
    CHECK(cufftPlanMany(&plan, 1, n, inembed, 1, 8, onembed, 2, 16, CUFFT_C2C, 2));
    dump("many_c2c_overlap", ".in", data, 2 * 16 * sizeof(C));
    CHECK(cufftExecC2C(plan, data, data, CUFFT_FORWARD));
    dump("many_c2c_overlap", ".out", data, 2 * 16 * sizeof(C));
    CHECK(cufftDestroy(plan));
  }
  {  // cufftCreate + cufftXtMakePlanMany (as simpleCUFFT), on a stream whose kernel writes the
     // input just before: the exec must wait for it.
    long long n[] = {1000};
    size_t work = 123;
    cudaStream_t stream;
    CHECK(cudaStreamCreate(&stream));
    C* data = filled<C>(2 * 1000, 22);
    C* out = filled<C>(2 * 1000, 23);
    CHECK(cufftCreate(&plan));
    CHECK(cufftXtMakePlanMany(plan, 1, n, nullptr, 1, 0, CUDA_C_32F, nullptr, 1, 0, CUDA_C_32F, 2,
                              &work, CUDA_C_32F));
    std::printf("xt work size: %zu\n", work);
    CHECK(cufftSetStream(plan, stream));
    fill_ramp<<<16, 128, 0, stream>>>(data, 2 * 1000);
    CHECK(cufftXtExec(plan, data, out, CUFFT_FORWARD));
    CHECK(cudaStreamSynchronize(stream));
    dump("xt_stream", ".in", data, 2 * 1000 * sizeof(C));
    dump("xt_stream", ".out", out, 2 * 1000 * sizeof(C));
    CHECK(cufftDestroy(plan));
    CHECK(cudaStreamDestroy(stream));
  }
  {  // cufftCreate + cufftMakePlan2d with a work-area query, auto allocation off, a work area
    size_t work = 77, estimate = 77;
    double* in = filled<double>(9 * 12, 24);
    Z* out = filled<Z>(9 * 7, 25);
    CHECK(cufftEstimate2d(9, 12, CUFFT_D2Z, &estimate));
    CHECK(cufftCreate(&plan));
    CHECK(cufftSetAutoAllocation(plan, 0));
    CHECK(cufftMakePlan2d(plan, 9, 12, CUFFT_D2Z, &work));
    CHECK(cufftGetSize(plan, &work));
    void* area = nullptr;
    CHECK(cudaMalloc(&area, work + 16));
    CHECK(cufftSetWorkArea(plan, area));
    std::printf("work sizes: %zu %zu\n", estimate, work);
    run_case("made_d2z_2d", in, 9 * 12 * sizeof(double), out, 9 * 7 * sizeof(Z),
             [&] { return cufftExecD2Z(plan, in, out); });
    CHECK(cufftDestroy(plan));
  }

  // Status codes of bad input.
  C* some = filled<C>(64, 30);
  int n4[] = {4, 4, 4, 4};
  cufftHandle c2c, unmade;
  CHECK(cufftPlan1d(&c2c, 16, CUFFT_C2C, 1));
  CHECK(cufftCreate(&unmade));
  std::printf("plan n=0: %d\n", cufftPlan1d(&plan, 0, CUFFT_C2C, 1));
  std::printf("plan n=-5: %d\n", cufftPlan2d(&plan, 4, -5, CUFFT_C2C));
  std::printf("plan batch=0: %d\n", cufftPlan1d(&plan, 8, CUFFT_C2C, 0));
  std::printf("plan bad type: %d\n", cufftPlan1d(&plan, 8, static_cast<cufftType>(0x55), 1));
  std::printf("plan null handle: %d\n", cufftPlan1d(nullptr, 8, CUFFT_C2C, 1));
  std::printf("plan rank 4: %d\n", cufftPlanMany(&plan, 4, n4, nullptr, 1, 0, nullptr, 1, 0,
                                                 CUFFT_C2C, 1));
  std::printf("plan null n: %d\n", cufftPlanMany(&plan, 1, nullptr, nullptr, 1, 0, nullptr, 1, 0,
                                                 CUFFT_C2C, 1));
  int n2[] = {4, 16}, embed2_small[] = {4, 8}, embed2[] = {4, 16};
  std::printf("plan 2d embed too small: %d\n",
              cufftPlanMany(&plan, 2, n2, embed2_small, 1, 32, embed2, 1, 64, CUFFT_C2C, 1));
  std::printf("plan stride 0: %d\n",
              cufftPlanMany(&plan, 2, n2, embed2, 0, 64, embed2, 1, 64, CUFFT_C2C, 1));
  std::printf("exec no such plan: %d\n", cufftExecC2C(12345, some, some, CUFFT_FORWARD));
  std::printf("exec unmade plan: %d\n", cufftExecC2C(unmade, some, some, CUFFT_FORWARD));
  std::printf("exec wrong type: %d\n", cufftExecR2C(c2c, reinterpret_cast<float*>(some), some));
  std::printf("exec wrong precision: %d\n",
              cufftExecZ2Z(c2c, reinterpret_cast<Z*>(some), reinterpret_cast<Z*>(some), -1));
  std::printf("exec null input: %d\n", cufftExecC2C(c2c, nullptr, some, CUFFT_FORWARD));
  std::printf("exec null output: %d\n", cufftExecC2C(c2c, some, nullptr, CUFFT_FORWARD));
  std::printf("exec direction 0: %d\n", cufftExecC2C(c2c, some, some, 0));
  std::printf("set stream no such plan: %d\n", cufftSetStream(12345, 0));
  std::printf("get size null: %d\n", cufftGetSize(c2c, nullptr));
  std::printf("estimate bad size: %d\n", cufftEstimate1d(-1, CUFFT_C2C, 1, nullptr));
  long long n64[] = {16};
  size_t work = 0;
  std::printf("xt half: %d\n", cufftXtMakePlanMany(unmade, 1, n64, nullptr, 1, 0, CUDA_R_16F,
                                                   nullptr, 1, 0, CUDA_C_16F, 1, &work,
                                                   CUDA_C_16F));
  const int first_destroy = cufftDestroy(unmade);
  std::printf("destroy twice: %d %d\n", first_destroy, cufftDestroy(unmade));
  int version = 0, major = 0, minor = 0;
  CHECK(cufftGetVersion(&version));
  CHECK(cufftGetProperty(MAJOR_VERSION, &major));
  CHECK(cufftGetProperty(MINOR_VERSION, &minor));
  std::printf("version: %d %d.%d\n", version, major, minor);
  CHECK(cufftDestroy(c2c));
  std::printf("done\n");
  return 0;
}
