// Public interface of the histo library: plain C++, usable from host-only files.
#pragma once

#include <cstdint>
#include <vector>

namespace histo {

constexpr int kBins = 64;

// Counts of values in [0, kBins) computed on the device.
std::vector<std::uint32_t> histogram(const std::vector<std::uint8_t>& values);

// counts scaled so they sum to 1.
std::vector<float> normalize(const std::vector<std::uint32_t>& counts);

}  // namespace histo
