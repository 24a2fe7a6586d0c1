// RUN: translate %s
#include <cuda_runtime.h>
#include <cusparseLt.h>  // expected-warning CP1001
#include <nvrtc_nonexistent_ext.h>  // expected-warning CP1001
#include <stdio.h>

int main() { return 0; }
