// What the CPU backend's test programs share: CHECK(call) ends the program on an error, naming
// the call's line; name(e) is the CUDA name of a code, as the tests compare it.
#pragma once

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

#define CHECK(call)                                                                   \
  do {                                                                                \
    cudaError_t err_ = (call);                                                        \
    if (err_ != cudaSuccess) {                                                        \
      std::printf("FAIL %s:%d %s\n", __FILE__, __LINE__, cudaGetErrorName(err_));    \
      std::exit(1);                                                                   \
    }                                                                                 \
  } while (0)

inline const char* name(cudaError_t e) { return cudaGetErrorName(e); }
