// RUN: translate %s
#include <cuport/runtime.h>
#include <cuport/runtime.h>
#include <cuport/runtime.h>
#  include   <cuport/runtime.h>   // spacing and comments are kept

int main() { return 0; }
