// RUN: translate %s
#include <cuport/runtime.h>
#include /* CUPORT CP1001: cusparseLt.h is not in cuport's API table; left as written */ <cusparseLt.h>  // expected-warning CP1001
#include /* CUPORT CP1001: nvrtc_nonexistent_ext.h is not in cuport's API table; left as written */ <nvrtc_nonexistent_ext.h>  // expected-warning CP1001
#include <stdio.h>

int main() { return 0; }
