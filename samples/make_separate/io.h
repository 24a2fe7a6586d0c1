// Host-only helpers: inputs and output files. No CUDA here; compiled by the host compiler.
#pragma once

#include <vector>

std::vector<float> make_input(int n);
bool write_floats(const char* path, const std::vector<float>& values);
