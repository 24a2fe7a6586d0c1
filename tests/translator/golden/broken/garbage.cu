// RUN: translate %s
@@@ $$$ cudaMalloc ``` }}} ))) >>> <<< ;; // expected-error CP0001 expected-warning CP2001
cudaFree(((( // expected-error CP0001
