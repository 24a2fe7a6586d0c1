// RUN: translate %s
// A diagnostic is reported on stderr and marked once in the output; translating the output again
// adds no second marker.
#include <cuport/runtime.h>

void f() {
  /* CUPORT CP1001: cudaNoSuchApi is not in cuport's API table; left as written */
  cudaNoSuchApi();  // expected-warning CP1001
  /* CUPORT CP1001: cudaNoSuchA is not in cuport's API table; left as written */
  /* CUPORT CP1001: cudaNoSuchB is not in cuport's API table; left as written */
  int a = cudaNoSuchA(), b = cudaNoSuchB();  // expected-warning CP1001 CP1001
#define BROKEN() /* CUPORT CP1001: cudaNoSuchInMacro is not in cuport's API table; left as written */ cudaNoSuchInMacro()
  // expected-warning@-1 CP1001
  (void)a;
  (void)b;
}
