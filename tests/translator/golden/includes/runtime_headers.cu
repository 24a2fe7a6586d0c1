// RUN: translate %s
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>
#include "cuda_runtime.h"
#include <device_launch_parameters.h>
#include <cstdio>
#include <vector>

int main() { return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1; }
