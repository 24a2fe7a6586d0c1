// cuport CPU backend: cub::DeviceHistogram (HistogramEven, HistogramRange; one channel, the 1-D
// forms with num_samples and the 2-D forms with rows and a row pitch in bytes). The counters are
// zeroed, then each sample in [lower, upper) (Even) or [levels[0], levels[num_levels - 1])
// (Range) adds one to its bin; others are ignored. Bins are computed as CUB's dispatch computes
// them, so boundary samples land where they do on a GPU: floating-point levels multiply
// (sample - lower) by the rounded reciprocal (num_levels - 1) / (upper - lower); integer levels
// divide (sample - lower) * bins by the range in a type wide enough not to overflow.
#pragma once

#include "cpu_cub_common.h"

namespace cub {
namespace cpu_detail {

// The even-bin transform for samples of type Sample and levels of type Level.
template <typename Sample, typename Level>
struct EvenBins {
  using Common = std::common_type_t<Level, Sample>;
  static_assert(std::is_arithmetic<Common>::value,
                "cub::DeviceHistogram on the CPU backend takes arithmetic samples and levels");
  // CUB's type for integer bin arithmetic: 32 bits when the sample and common types fit in them.
  using Wide = std::conditional_t<sizeof(Sample) + sizeof(Common) <= sizeof(std::uint32_t),
                                  std::uint32_t, std::uint64_t>;
  Common lower, upper, bins_c, range, reciprocal;
  int bins;

  // False where CUB's dispatch refuses the levels (integer arithmetic that may overflow), and
  // where the bin count does not fit the common type (CUB's arithmetic would wrap or divide by
  // zero there: refused rather than counted wrongly).
  bool init(int num_levels, Level lower_level, Level upper_level) {
    lower = static_cast<Common>(lower_level);
    upper = static_cast<Common>(upper_level);
    bins = num_levels - 1;
    bins_c = static_cast<Common>(bins);
    range = static_cast<Common>(upper - lower);
    if (bins < 1 || static_cast<long double>(bins_c) != static_cast<long double>(bins)) {
      return false;
    }
    if constexpr (std::is_floating_point<Common>::value) {
      reciprocal = static_cast<Common>(bins_c / range);
      return true;
    } else {
      return static_cast<Wide>(upper - lower) <=
             std::numeric_limits<Wide>::max() / static_cast<Wide>(bins_c);
    }
  }
  // The bin, or -1 for a sample outside [lower, upper). A floating-point product that rounds up
  // to `bins` has no counter on a GPU either (CUB drops it): it gives -1 as well.
  int operator()(Sample s) const {
    const Common c = static_cast<Common>(s);
    if (!(c >= lower && c < upper)) return -1;
    int bin;
    if constexpr (std::is_floating_point<Common>::value) {
      bin = static_cast<int>((c - lower) * reciprocal);
    } else {
      bin = static_cast<int>(static_cast<Wide>(c - lower) * static_cast<Wide>(bins_c) /
                             static_cast<Wide>(range));
    }
    return bin < bins ? bin : -1;
  }
};

// The bin-search transform: the last level <= sample (CUB's upper bound minus one), -1 outside.
template <typename Level>
struct RangeBins {
  const Level* levels;
  int num_levels;
  template <typename Sample>
  int operator()(Sample s) const {
    const Level key = static_cast<Level>(s);
    const auto above = std::upper_bound(levels, levels + num_levels, key);
    const int bin = static_cast<int>(above - levels) - 1;
    return bin < num_levels - 1 ? bin : -1;
  }
};

// Zeroes the bins counters, then counts rows of row_samples samples, row r starting row_stride
// bytes after row r - 1. Parts of a large input count into their own counters, added in order.
template <typename SampleIt, typename Counter, typename Bin>
void count_bins(SampleIt samples, Counter* histogram, int bins, std::int64_t row_samples,
                std::int64_t rows, std::size_t row_stride, Bin bin_of) {
  std::fill(histogram, histogram + bins, Counter(0));
  const std::int64_t n = row_samples * rows;
  auto sample_at = [&](std::int64_t i) {
    const std::int64_t r = i / row_samples, c = i % row_samples;
    if constexpr (std::is_pointer<SampleIt>::value) {
      using S = std::remove_pointer_t<SampleIt>;
      const char* row = reinterpret_cast<const char*>(samples) + r * row_stride;
      return reinterpret_cast<S*>(const_cast<char*>(row))[c];
    } else {
      using S = value_of<SampleIt>;
      return samples[r * static_cast<std::int64_t>(row_stride / sizeof(S)) + c];
    }
  };
  const unsigned parts = threads_for(n);
  std::vector<std::vector<Counter>> counts(parts, std::vector<Counter>(bins, Counter(0)));
  for_parts(parts, n, [&](unsigned p, std::int64_t b, std::int64_t e) {
    Counter* mine = counts[p].data();
    for (std::int64_t i = b; i < e; ++i) {
      const int bin = bin_of(sample_at(i));
      if (bin >= 0) ++mine[bin];
    }
  });
  for (unsigned p = 0; p < parts; ++p) {
    for (int k = 0; k < bins; ++k) histogram[k] += counts[p][k];
  }
}

template <typename SampleIt, typename Counter, typename Bin>
cuportError_t histogram(void* d_temp_storage, std::size_t& temp_storage_bytes, SampleIt samples,
                        Counter* histogram_out, int num_levels, std::int64_t row_samples,
                        std::int64_t rows, std::size_t row_stride, cuportStream_t stream,
                        bool levels_ok, Bin bin_of) {
  Carve carve;
  bool query = false;
  if (cuportError_t e = carve.map(d_temp_storage, temp_storage_bytes, &query)) return e;
  if (!levels_ok || num_levels < 2 || row_samples < 0 || rows < 0) return cuportErrorInvalidValue;
  if (query) return cuportSuccess;
  return run_on(stream, [&] {
    count_bins(samples, histogram_out, num_levels - 1, row_samples, rows, row_stride, bin_of);
  });
}
}  // namespace cpu_detail

// ----------------------------------------------------------------------------------------------
// The 2-D forms' row_stride_bytes is the pitch between rows (for an iterator that is not a
// pointer, row_stride_bytes / sizeof(sample) items, as CUB steps it).
struct DeviceHistogram {
  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static cuportError_t HistogramEven(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                     SampleIteratorT d_samples, CounterT* d_histogram,
                                     int num_levels, LevelT lower_level, LevelT upper_level,
                                     OffsetT num_samples, cuportStream_t stream = 0) {
    return even(d_temp_storage, temp_storage_bytes, d_samples, d_histogram, num_levels,
                lower_level, upper_level, static_cast<std::int64_t>(num_samples), 1, 0, stream);
  }
  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static cuportError_t HistogramEven(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                     SampleIteratorT d_samples, CounterT* d_histogram,
                                     int num_levels, LevelT lower_level, LevelT upper_level,
                                     OffsetT num_row_samples, OffsetT num_rows,
                                     std::size_t row_stride_bytes, cuportStream_t stream = 0) {
    return even(d_temp_storage, temp_storage_bytes, d_samples, d_histogram, num_levels,
                lower_level, upper_level, static_cast<std::int64_t>(num_row_samples),
                static_cast<std::int64_t>(num_rows), row_stride_bytes, stream);
  }
  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static cuportError_t HistogramRange(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                      SampleIteratorT d_samples, CounterT* d_histogram,
                                      int num_levels, const LevelT* d_levels,
                                      OffsetT num_samples, cuportStream_t stream = 0) {
    return cpu_detail::histogram(d_temp_storage, temp_storage_bytes, d_samples, d_histogram,
                                 num_levels, static_cast<std::int64_t>(num_samples), 1, 0,
                                 stream, true, cpu_detail::RangeBins<LevelT>{d_levels, num_levels});
  }
  template <typename SampleIteratorT, typename CounterT, typename LevelT, typename OffsetT>
  static cuportError_t HistogramRange(void* d_temp_storage, std::size_t& temp_storage_bytes,
                                      SampleIteratorT d_samples, CounterT* d_histogram,
                                      int num_levels, const LevelT* d_levels,
                                      OffsetT num_row_samples, OffsetT num_rows,
                                      std::size_t row_stride_bytes, cuportStream_t stream = 0) {
    return cpu_detail::histogram(d_temp_storage, temp_storage_bytes, d_samples, d_histogram,
                                 num_levels, static_cast<std::int64_t>(num_row_samples),
                                 static_cast<std::int64_t>(num_rows), row_stride_bytes, stream,
                                 true, cpu_detail::RangeBins<LevelT>{d_levels, num_levels});
  }

 private:
  template <typename SampleIt, typename Counter, typename Level>
  static cuportError_t even(void* d_temp_storage, std::size_t& temp_storage_bytes,
                            SampleIt samples, Counter* histogram, int num_levels, Level lower,
                            Level upper, std::int64_t row_samples, std::int64_t rows,
                            std::size_t row_stride, cuportStream_t stream) {
    cpu_detail::EvenBins<cpu_detail::value_of<SampleIt>, Level> bins{};
    const bool levels_ok = num_levels >= 2 && bins.init(num_levels, lower, upper);
    return cpu_detail::histogram(d_temp_storage, temp_storage_bytes, samples, histogram,
                                 num_levels, row_samples, rows, row_stride, stream, levels_ok,
                                 bins);
  }
};

}  // namespace cub
