// Test fixture: a C function used from C++.
#pragma once
#ifdef __cplusplus
extern "C" {
#endif
int c_offset(void);
#ifdef __cplusplus
}
#endif
