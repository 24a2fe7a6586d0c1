/* Test fixture: plain C, compiled by the host C compiler. */
#include "offset.h"

int c_offset(void) { return 1000; }
