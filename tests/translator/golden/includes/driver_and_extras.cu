// RUN: translate %s
#include <cuda.h>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#  include   <cuda_runtime.h>   // spacing and comments are kept

int main() { return 0; }
