// cuport CPU backend: CUDA's atomic functions on global and shared memory.
//
// Blocks may run on several OS threads at once (parallel mode), so every operation is a real
// atomic (GCC/Clang __atomic builtins; compare-and-swap loops where the hardware has no
// instruction). Each function is a template whose value parameter is not deduced: an argument
// converts as it would to CUDA's overloads, and a program's own non-template definition (old code
// defines `__device__ double atomicAdd(double*, double)` for sm_5x) is preferred, not a clash.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

namespace cuport::cpu {

template <class T>
struct identity {
  using type = T;
};
template <class T>
using nondeduced_t = typename identity<T>::type;

template <class T>
using if_integer_t =
    std::enable_if_t<std::is_integral<T>::value && (sizeof(T) == 4 || sizeof(T) == 8), T>;

// Same-size unsigned integer for types without native atomics (float, double, half types).
template <std::size_t Bytes>
struct bits_of;
template <>
struct bits_of<2> {
  using type = std::uint16_t;
};
template <>
struct bits_of<4> {
  using type = std::uint32_t;
};
template <>
struct bits_of<8> {
  using type = std::uint64_t;
};

// Apply f atomically to *address by compare-and-swap; returns the old value.
template <class T, class Function>
T atomic_update(T* address, Function f) {
  using Bits = typename bits_of<sizeof(T)>::type;
  auto* word = reinterpret_cast<Bits*>(address);
  Bits expected = __atomic_load_n(word, __ATOMIC_RELAXED);
  for (;;) {
    T old;
    std::memcpy(&old, &expected, sizeof(T));
    T updated = f(old);
    Bits desired;
    std::memcpy(&desired, &updated, sizeof(T));
    if (__atomic_compare_exchange_n(word, &expected, desired, true, __ATOMIC_SEQ_CST,
                                    __ATOMIC_RELAXED))
      return old;
  }
}

}  // namespace cuport::cpu

// Integers use fetch-and-op instructions; float, double and the half types a CAS loop.
template <class T>
T atomicAdd(T* address, cuport::cpu::nondeduced_t<T> val) {
  if constexpr (std::is_integral<T>::value) {
    return __atomic_fetch_add(address, val, __ATOMIC_SEQ_CST);
  } else {
    return cuport::cpu::atomic_update(address, [&](T old) { return static_cast<T>(old + val); });
  }
}

template <class T>
cuport::cpu::if_integer_t<T> atomicSub(T* address, cuport::cpu::nondeduced_t<T> val) {
  return __atomic_fetch_sub(address, val, __ATOMIC_SEQ_CST);
}
// float atomicSub is not CUDA's, but HIP has it; harmless and common in ported code.
inline float atomicSub(float* address, float val) {
  return cuport::cpu::atomic_update(address, [&](float old) { return old - val; });
}

template <class T>
T atomicExch(T* address, cuport::cpu::nondeduced_t<T> val) {
  if constexpr (std::is_integral<T>::value) {
    return __atomic_exchange_n(address, val, __ATOMIC_SEQ_CST);
  } else {
    return cuport::cpu::atomic_update(address, [&](T) { return val; });
  }
}

template <class T>
T atomicMin(T* address, cuport::cpu::nondeduced_t<T> val) {
  return cuport::cpu::atomic_update(address, [&](T old) { return val < old ? val : old; });
}

template <class T>
T atomicMax(T* address, cuport::cpu::nondeduced_t<T> val) {
  return cuport::cpu::atomic_update(address, [&](T old) { return val > old ? val : old; });
}

// ((old >= val) ? 0 : (old + 1)), as CUDA defines it.
inline unsigned atomicInc(unsigned* address, unsigned val) {
  return cuport::cpu::atomic_update(address,
                                    [&](unsigned old) { return old >= val ? 0u : old + 1u; });
}

// (((old == 0) || (old > val)) ? val : (old - 1)), as CUDA defines it.
inline unsigned atomicDec(unsigned* address, unsigned val) {
  return cuport::cpu::atomic_update(
      address, [&](unsigned old) { return (old == 0 || old > val) ? val : old - 1u; });
}

template <class T>
T atomicCAS(T* address, cuport::cpu::nondeduced_t<T> compare, cuport::cpu::nondeduced_t<T> val) {
  static_assert(sizeof(T) == 2 || sizeof(T) == 4 || sizeof(T) == 8,
                "atomicCAS works on 16-, 32- and 64-bit words");
  using Bits = typename cuport::cpu::bits_of<sizeof(T)>::type;
  Bits expected;
  Bits desired;
  std::memcpy(&expected, &compare, sizeof(T));
  std::memcpy(&desired, &val, sizeof(T));
  __atomic_compare_exchange_n(reinterpret_cast<Bits*>(address), &expected, desired, false,
                              __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  T old;
  std::memcpy(&old, &expected, sizeof(T));
  return old;
}

template <class T>
cuport::cpu::if_integer_t<T> atomicAnd(T* address, cuport::cpu::nondeduced_t<T> val) {
  return __atomic_fetch_and(address, val, __ATOMIC_SEQ_CST);
}
template <class T>
cuport::cpu::if_integer_t<T> atomicOr(T* address, cuport::cpu::nondeduced_t<T> val) {
  return __atomic_fetch_or(address, val, __ATOMIC_SEQ_CST);
}
template <class T>
cuport::cpu::if_integer_t<T> atomicXor(T* address, cuport::cpu::nondeduced_t<T> val) {
  return __atomic_fetch_xor(address, val, __ATOMIC_SEQ_CST);
}

// Scoped variants (_block: one block; _system: host and peers too): on the CPU every atomic is
// already visible system-wide, so each is the plain operation.
#define CUPORT_CPU_SCOPED_ATOMIC2(name)                                                  \
  template <class T>                                                                     \
  auto name##_block(T* address, cuport::cpu::nondeduced_t<T> val)                        \
      ->decltype(name(address, val)) {                                                   \
    return name(address, val);                                                           \
  }                                                                                      \
  template <class T>                                                                     \
  auto name##_system(T* address, cuport::cpu::nondeduced_t<T> val)                       \
      ->decltype(name(address, val)) {                                                   \
    return name(address, val);                                                           \
  }
CUPORT_CPU_SCOPED_ATOMIC2(atomicAdd)
CUPORT_CPU_SCOPED_ATOMIC2(atomicSub)
CUPORT_CPU_SCOPED_ATOMIC2(atomicExch)
CUPORT_CPU_SCOPED_ATOMIC2(atomicMin)
CUPORT_CPU_SCOPED_ATOMIC2(atomicMax)
CUPORT_CPU_SCOPED_ATOMIC2(atomicInc)
CUPORT_CPU_SCOPED_ATOMIC2(atomicDec)
CUPORT_CPU_SCOPED_ATOMIC2(atomicAnd)
CUPORT_CPU_SCOPED_ATOMIC2(atomicOr)
CUPORT_CPU_SCOPED_ATOMIC2(atomicXor)
#undef CUPORT_CPU_SCOPED_ATOMIC2

template <class T>
T atomicCAS_block(T* address, cuport::cpu::nondeduced_t<T> compare,
                  cuport::cpu::nondeduced_t<T> val) {
  return atomicCAS(address, compare, val);
}
template <class T>
T atomicCAS_system(T* address, cuport::cpu::nondeduced_t<T> compare,
                   cuport::cpu::nondeduced_t<T> val) {
  return atomicCAS(address, compare, val);
}

// ---- CUDA 12.8's built-in atomics (__nv_atomic_*), with a memory order and a scope ----
// The orders are numbered as GCC's __ATOMIC_* (relaxed 0 ... seq_cst 5), so they pass through;
// every scope is the system's on the CPU. Operations without an instruction (floating-point
// add and sub, min, max) are compare-and-swap loops.
enum { __NV_ATOMIC_RELAXED, __NV_ATOMIC_CONSUME, __NV_ATOMIC_ACQUIRE, __NV_ATOMIC_RELEASE,
       __NV_ATOMIC_ACQ_REL, __NV_ATOMIC_SEQ_CST };
enum { __NV_THREAD_SCOPE_THREAD, __NV_THREAD_SCOPE_BLOCK, __NV_THREAD_SCOPE_CLUSTER,
       __NV_THREAD_SCOPE_DEVICE, __NV_THREAD_SCOPE_SYSTEM };

template <class T>
T __nv_atomic_fetch_add(T* ptr, cuport::cpu::nondeduced_t<T> val, int order,
                        int = __NV_THREAD_SCOPE_SYSTEM) {
  if constexpr (std::is_integral<T>::value) return __atomic_fetch_add(ptr, val, order);
  return cuport::cpu::atomic_update(ptr, [&](T old) { return static_cast<T>(old + val); });
}
template <class T>
T __nv_atomic_fetch_sub(T* ptr, cuport::cpu::nondeduced_t<T> val, int order,
                        int = __NV_THREAD_SCOPE_SYSTEM) {
  if constexpr (std::is_integral<T>::value) return __atomic_fetch_sub(ptr, val, order);
  return cuport::cpu::atomic_update(ptr, [&](T old) { return static_cast<T>(old - val); });
}
template <class T>
T __nv_atomic_fetch_min(T* ptr, cuport::cpu::nondeduced_t<T> val, int,
                        int = __NV_THREAD_SCOPE_SYSTEM) {
  return cuport::cpu::atomic_update(ptr, [&](T old) { return val < old ? val : old; });
}
template <class T>
T __nv_atomic_fetch_max(T* ptr, cuport::cpu::nondeduced_t<T> val, int,
                        int = __NV_THREAD_SCOPE_SYSTEM) {
  return cuport::cpu::atomic_update(ptr, [&](T old) { return val > old ? val : old; });
}
template <class T>
T __nv_atomic_fetch_and(T* ptr, cuport::cpu::nondeduced_t<T> val, int order,
                        int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_fetch_and(ptr, val, order);
}
template <class T>
T __nv_atomic_fetch_or(T* ptr, cuport::cpu::nondeduced_t<T> val, int order,
                       int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_fetch_or(ptr, val, order);
}
template <class T>
T __nv_atomic_fetch_xor(T* ptr, cuport::cpu::nondeduced_t<T> val, int order,
                        int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_fetch_xor(ptr, val, order);
}
// The forms without a result: __nv_atomic_add(ptr, val, order, scope) and so on.
#define CUPORT_CPU_NV_ATOMIC_VOID(name)                                                       \
  template <class T>                                                                         \
  void __nv_atomic_##name(T* ptr, cuport::cpu::nondeduced_t<T> val, int order,               \
                          int scope = __NV_THREAD_SCOPE_SYSTEM) {                            \
    __nv_atomic_fetch_##name(ptr, val, order, scope);                                        \
  }
CUPORT_CPU_NV_ATOMIC_VOID(add)
CUPORT_CPU_NV_ATOMIC_VOID(sub)
CUPORT_CPU_NV_ATOMIC_VOID(min)
CUPORT_CPU_NV_ATOMIC_VOID(max)
CUPORT_CPU_NV_ATOMIC_VOID(and)
CUPORT_CPU_NV_ATOMIC_VOID(or)
CUPORT_CPU_NV_ATOMIC_VOID(xor)
#undef CUPORT_CPU_NV_ATOMIC_VOID

template <class T>
T __nv_atomic_load_n(T* ptr, int order, int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_load_n(ptr, order);
}
template <class T>
void __nv_atomic_load(T* ptr, T* ret, int order, int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_load(ptr, ret, order);
}
template <class T>
void __nv_atomic_store_n(T* ptr, cuport::cpu::nondeduced_t<T> val, int order,
                         int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_store_n(ptr, val, order);
}
template <class T>
void __nv_atomic_store(T* ptr, T* val, int order, int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_store(ptr, val, order);
}
template <class T>
T __nv_atomic_exchange_n(T* ptr, cuport::cpu::nondeduced_t<T> val, int order,
                         int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_exchange_n(ptr, val, order);
}
template <class T>
void __nv_atomic_exchange(T* ptr, T* val, T* ret, int order, int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_exchange(ptr, val, ret, order);
}
template <class T>
bool __nv_atomic_compare_exchange_n(T* ptr, T* expected, cuport::cpu::nondeduced_t<T> desired,
                                    bool weak, int success, int failure,
                                    int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_compare_exchange_n(ptr, expected, desired, weak, success, failure);
}
template <class T>
bool __nv_atomic_compare_exchange(T* ptr, T* expected, T* desired, bool weak, int success,
                                  int failure, int = __NV_THREAD_SCOPE_SYSTEM) {
  return __atomic_compare_exchange(ptr, expected, desired, weak, success, failure);
}
inline void __nv_atomic_thread_fence(int order, int = __NV_THREAD_SCOPE_SYSTEM) {
  __atomic_thread_fence(order);
}
