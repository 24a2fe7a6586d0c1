// RUN: translate %s
#include <cuport/runtime.h>
#include <cuport/runtime.h>
#include <cuport/runtime.h>
#include <cuport/runtime.h>
#include <cstdio>
#include <vector>

int main() { return cuportDeviceSynchronize() == cuportSuccess ? 0 : 1; }
