// cuport portable runtime, CPU backend: the BLAS and LAPACK behind cuBLAS and cuSOLVER.
//
// They call OpenBLAS (scipy-openblas32, a dependency of cuport), loaded with dlopen when a program
// first needs it: the CPU driver and the toolkit folder define CUPORT_BLAS_LIBRARY (its path) and
// CUPORT_BLAS_SYMBOL_PREFIX ("scipy_": that build prefixes every symbol), so neither cuport-nvcc
// nor a build system's own link line (CMake's CUDA::cublas) has to name a BLAS. Without those
// macros (a build by hand) the system's libopenblas is tried. CUPORT_BLAS_LIBRARY in the
// environment overrides both, with CUPORT_BLAS_SYMBOL_PREFIX (empty unless set).
//
// Use:  using sgemm_fn = void(int, int, int, int, int, int, float, const float*, int, ...);
//       if (auto* sgemm = CUPORT_BLAS_FUNCTION(sgemm_fn, "cblas_sgemm")) sgemm(...);
// A null function means the library or the symbol is missing; the reason is printed once on
// stderr (cuport::blas::available() says whether the library loaded at all).
#pragma once

#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>

#ifndef CUPORT_BLAS_LIBRARY
#define CUPORT_BLAS_LIBRARY "libopenblas.so.0"
#endif
#ifndef CUPORT_BLAS_SYMBOL_PREFIX
#define CUPORT_BLAS_SYMBOL_PREFIX ""
#endif

namespace cuport::blas {

// CBLAS's enumerations (the values every CBLAS shares; cblas.h is not included, so that a program
// may include its own BLAS headers next to cuBLAS's).
enum Order { kRowMajor = 101, kColMajor = 102 };
enum Transpose { kNoTrans = 111, kTrans = 112, kConjTrans = 113 };
enum Uplo { kUpper = 121, kLower = 122 };
enum Diag { kNonUnit = 131, kUnit = 132 };
enum Side { kLeft = 141, kRight = 142 };

struct Library {
  void* handle = nullptr;
  std::string prefix;
};

inline const Library& library() {
  static Library loaded;
  static std::once_flag once;
  std::call_once(once, [] {
    const char* path = std::getenv("CUPORT_BLAS_LIBRARY");
    loaded.prefix = CUPORT_BLAS_SYMBOL_PREFIX;
    if (path == nullptr || *path == '\0') {
      path = CUPORT_BLAS_LIBRARY;
    } else {  // another BLAS: its symbols are unprefixed unless the environment says
      const char* prefix = std::getenv("CUPORT_BLAS_SYMBOL_PREFIX");
      loaded.prefix = prefix ? prefix : "";
    }
    loaded.handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (loaded.handle == nullptr) {
      std::fprintf(stderr,
                   "cuport: cannot load the BLAS that cuBLAS and cuSOLVER use on the CPU backend "
                   "(%s): %s; install it with `pip install scipy-openblas32` (a dependency of "
                   "cuport) or set CUPORT_BLAS_LIBRARY to an OpenBLAS library\n",
                   path, dlerror());
    }
  });
  return loaded;
}

inline bool available() { return library().handle != nullptr; }

// The function named name (without the library's prefix), or null when it is missing.
inline void* lookup(const char* name) {
  const Library& lib = library();
  if (lib.handle == nullptr) return nullptr;
  void* found = dlsym(lib.handle, (lib.prefix + name).c_str());
  if (found == nullptr) {
    std::fprintf(stderr, "cuport: the BLAS library has no %s%s\n", lib.prefix.c_str(), name);
  }
  return found;
}

}  // namespace cuport::blas

// A pointer to BLAS function name of type fn, looked up once per use site.
#define CUPORT_BLAS_FUNCTION(fn, name)                                                    \
  ([]() -> fn* {                                                                          \
    static fn* const found = reinterpret_cast<fn*>(::cuport::blas::lookup(name));         \
    return found;                                                                         \
  }())
