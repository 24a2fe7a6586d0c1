/* Error checking for host code, shared by the .cpp and the .cu file. */
#ifndef HISTO_CHECK_H
#define HISTO_CHECK_H

#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

#define checkCuda(expr)                                                                  \
  do {                                                                                   \
    cudaError_t status__ = (expr);                                                       \
    if (status__ != cudaSuccess) {                                                       \
      fprintf(stderr, "[%s:%d] %s: %s\n", __FILE__, __LINE__, #expr,                    \
              cudaGetErrorString(status__));                                             \
      exit(EXIT_FAILURE);                                                                \
    }                                                                                    \
  } while (0)

#endif
