// LOG: inline_in_place.cu:34: kernel in_place: lowered to thread loops; compiled for its launches' block 32x1x1
#define CUPORT_CPU_LOWERED 1
#line 1
// `x = f(x)` calls to helpers that read thread built-ins: inlined in place (the parameter is x)
// only where no one can tell; main prints each kernel's results as a row.
#include <cuport/runtime.h>

#include <cstdio>
#include <vector>

// Returns its parameter: `v = halve_steps(v)` updates v in place.
__device__ float halve_steps(float v) {
  for (int k = 0; k < 3; ++k) v = v * 0.5f + threadIdx.x;
  return v;
}

// Computes in double: a float x must be converted in and out, not updated in place.
__device__ double thirds(double v) {
  v = v / 3.0;
  v = v * 3.0 + threadIdx.x;
  return v;
}

// Reads the caller's variable through a pointer after changing its own copy.
__device__ float add_old(float v, const float* old) {
  v += threadIdx.x + *old;
  v += *old;
  return v;
}

// Returns something other than its parameter.
__device__ float doubled(float v) {
  v += threadIdx.x;
  return v * 2.0f;
}

__global__ void in_place(const float* in, float* out) { switch (::cuport::cpu::kernel_entry(true, false)) { case ::cuport::cpu::Entry::probe: return; case ::cuport::cpu::Entry::thread: break; case ::cuport::cpu::Entry::block: { ::cuport::cpu::run_block_body([&](auto cuport_small_, auto cuport_shape_) {  const uint3 cuport_bidx_ = blockIdx; const dim3 cuport_bdim_ = decltype(cuport_shape_)::dims(); const dim3 cuport_gdim_ = gridDim; (void)cuport_bidx_; (void)cuport_gdim_; CUPORT_ASSUME(cuport_bdim_.x <= 1024u && cuport_bdim_.y <= 1024u && cuport_bdim_.z <= 64u && cuport_bidx_.y < 65535u && cuport_bidx_.z < 65535u); if constexpr (decltype(cuport_small_)::value) CUPORT_ASSUME(cuport_bidx_.x < ::cuport::cpu::kSmallGridX && cuport_gdim_.x <= ::cuport::cpu::kSmallGridX); decltype(in) cuport_p_in_ = in; (void)cuport_p_in_; decltype(out) cuport_p_out_ = out; (void)cuport_p_out_; for (unsigned cuport_z_ = 0; cuport_z_ < cuport_bdim_.z; ++cuport_z_) for (unsigned cuport_y_ = 0; cuport_y_ < cuport_bdim_.y; ++cuport_y_) { const std::size_t cuport_rowi_ = cuport_y_ + std::size_t(cuport_bdim_.y) * cuport_z_; (void)cuport_rowi_; const std::size_t cuport_row_ = std::size_t(cuport_bdim_.x) * cuport_rowi_; CUPORT_THREAD_LOOP_SIMD for (int cuport_xi_ = 0; cuport_xi_ < static_cast<int>(cuport_bdim_.x); ++cuport_xi_) { const std::size_t cuport_lin_ = cuport_row_ + cuport_xi_; (void)cuport_lin_; const unsigned cuport_x_ = static_cast<unsigned>(cuport_xi_); const uint3 cuport_tid_{cuport_x_, cuport_y_, cuport_z_}; (void)cuport_tid_; {
#line 35 "inline_in_place.cu"
int i = ::cuport::cpu::lane_index<int>(cuport_bidx_.x * cuport_bdim_.x, cuport_tid_.x, cuport_bdim_.x);
  float a = cuport_p_in_[i];
  {  for ( int k = 0 ; k < 3 ; ++ k ) a = a * 0.5f + cuport_tid_ . x ;  ; } ;
  float b = cuport_p_in_[i] * 0.1f;
  double cuport_r1_ = {}; { double cuport_p1_v = (b); cuport_p1_v = cuport_p1_v / 3.0 ; cuport_p1_v = cuport_p1_v * 3.0 + cuport_tid_ . x ; cuport_r1_ = cuport_p1_v ; } b = cuport_r1_;
  float c = cuport_p_in_[i];
  const float* before = &c;
  float cuport_r2_ = {}; { float cuport_p2_v = (c); const float * cuport_p2_old = (before); cuport_p2_v += cuport_tid_ . x + * cuport_p2_old ; cuport_p2_v += * cuport_p2_old ; cuport_r2_ = cuport_p2_v ; } c = cuport_r2_;
  float d = cuport_p_in_[i];
  float cuport_r3_ = {}; { float cuport_p3_v = (d); cuport_p3_v += cuport_tid_ . x ; cuport_r3_ = cuport_p3_v * 2.0f ; } d = cuport_r3_;
  cuport_p_out_[4 * i] = a;
  cuport_p_out_[4 * i + 1] = b;
  cuport_p_out_[4 * i + 2] = c;
  cuport_p_out_[4 * i + 3] = d;
 } } } return; }, ::cuport::cpu::FixedBlockShape<32u, 1u, 1u>{}); return; } }
#line 34 "inline_in_place.cu"

  int i = ::cuport::cpu::lane_index<int>(blockIdx.x * blockDim.x, threadIdx.x, blockDim.x);
  float a = in[i];
  {  for ( int k = 0 ; k < 3 ; ++ k ) a = a * 0.5f + threadIdx . x ;  ; } ;
  float b = in[i] * 0.1f;
  double cuport_r1_ = {}; { double cuport_p1_v = (b); cuport_p1_v = cuport_p1_v / 3.0 ; cuport_p1_v = cuport_p1_v * 3.0 + threadIdx . x ; cuport_r1_ = cuport_p1_v ; } b = cuport_r1_;
  float c = in[i];
  const float* before = &c;
  float cuport_r2_ = {}; { float cuport_p2_v = (c); const float * cuport_p2_old = (before); cuport_p2_v += threadIdx . x + * cuport_p2_old ; cuport_p2_v += * cuport_p2_old ; cuport_r2_ = cuport_p2_v ; } c = cuport_r2_;
  float d = in[i];
  float cuport_r3_ = {}; { float cuport_p3_v = (d); cuport_p3_v += threadIdx . x ; cuport_r3_ = cuport_p3_v * 2.0f ; } d = cuport_r3_;
  out[4 * i] = a;
  out[4 * i + 1] = b;
  out[4 * i + 2] = c;
  out[4 * i + 3] = d;
}

int main() {
  const int n = 64;
  std::vector<float> host(n), result(4 * n);
  for (int i = 0; i < n; ++i) host[i] = static_cast<float>(i % 7) + 0.25f;
  float *in, *out;
  cuportMalloc(&in, n * sizeof(float));
  cuportMalloc(&out, 4 * n * sizeof(float));
  cuportMemcpy(in, host.data(), n * sizeof(float), cuportMemcpyHostToDevice);
  cuportLaunchKernelGGL(in_place, 2, 32, 0, 0, in, out);
  cuportMemcpy(result.data(), out, 4 * n * sizeof(float), cuportMemcpyDeviceToHost);
  std::printf("in_place");
  for (float v : result) std::printf(" %.9g", static_cast<double>(v));
  std::printf("\n");
  return 0;
}
