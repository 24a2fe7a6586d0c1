// The same FFT as cufft_c2c.cu with pocketfft called directly (the library cuport's cuFFT runs
// on), with the plan cache cuport's cuFFT uses.
#define POCKETFFT_CACHE_SIZE 16
#include <complex>
#include <vector>

#include "omp_common.h"
#include "pocketfft_hdronly.h"

int main() {
  const size_t n = 1 << 20;
  std::vector<std::complex<float>> in(n), out(n);
  unsigned seed = 1;
  for (size_t i = 0; i < n; ++i) {
    const float re = lcg_float(seed);
    in[i] = {re, lcg_float(seed)};
  }
  const pocketfft::shape_t shape{1, n}, axes{1};
  const pocketfft::stride_t strides{static_cast<ptrdiff_t>(n * sizeof(in[0])), sizeof(in[0])};
  float ms = time_ms([&] {
    pocketfft::c2c(shape, strides, strides, axes, true, in.data(), out.data(), 1.0f, 0);
  }, 20);
  double sum = 0;
  for (size_t i = 0; i < n; ++i) sum += out[i].real() + 0.5 * out[i].imag();
  std::printf("time_ms=%.4f checksum=%.6e\n", ms, sum);
  return 0;
}
