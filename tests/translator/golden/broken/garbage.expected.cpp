#include <cuport/runtime.h>
#line 1
// RUN: translate %s
/* CUPORT CP2001: kernel launch not understood: no matching '>>>' */
@@@ $$$ cuportMalloc ``` }}} ))) >>> <<< ;; // expected-error CP0001 expected-warning CP2001
cuportFree(((( // expected-error CP0001
