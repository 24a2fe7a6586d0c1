// cuport CPU backend: fibers (user-mode stacks) so a block's threads can wait at barriers.
//
// x86-64 and AArch64 switch with a few instructions of assembly (~5 ns, no system call);
// other targets fall back to ucontext (~300 ns, a system call per switch).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#endif

#if !defined(__x86_64__) && !defined(__aarch64__)
#include <ucontext.h>
#endif

namespace cuport::cpu {

using FiberEntry = void (*)(void* arg);

// Unmapped bytes below every fiber stack: an overflow faults there (a stack overflow, reported
// as a kernel fault by cpu_fault.h) instead of overwriting the memory below.
constexpr std::size_t kFiberGuardBytes = 64 * 1024;

// size usable bytes of stack, above its guard; returns the lowest usable byte.
inline char* allocate_fiber_stack(std::size_t size) {
#if defined(__unix__) || defined(__APPLE__)
  void* memory = ::mmap(nullptr, size + kFiberGuardBytes, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (memory == MAP_FAILED) throw std::bad_alloc();
  ::mprotect(memory, kFiberGuardBytes, PROT_NONE);
  return static_cast<char*>(memory) + kFiberGuardBytes;
#else
  char* stack = static_cast<char*>(std::malloc(size));
  if (!stack) throw std::bad_alloc();
  return stack;
#endif
}

inline void free_fiber_stack(char* stack, std::size_t size) {
  if (!stack) return;
#if defined(__unix__) || defined(__APPLE__)
  ::munmap(stack - kFiberGuardBytes, size + kFiberGuardBytes);
#else
  (void)size;
  std::free(stack);
#endif
}

#if defined(__x86_64__) || defined(__aarch64__)
extern "C" void cuport_cpu_switch(void** save_sp, void* load_sp);
extern "C" void cuport_cpu_fiber_start();

// Callee-saved state is pushed on the stack being left; only the stack pointer is stored.
#if defined(__x86_64__)
asm(R"(
  .text
  .weak cuport_cpu_switch
  .type cuport_cpu_switch,@function
cuport_cpu_switch:
  pushq %rbp
  pushq %rbx
  pushq %r12
  pushq %r13
  pushq %r14
  pushq %r15
  subq $8, %rsp
  stmxcsr (%rsp)
  fnstcw 4(%rsp)
  movq %rsp, (%rdi)
  movq %rsi, %rsp
  ldmxcsr (%rsp)
  fldcw 4(%rsp)
  addq $8, %rsp
  popq %r15
  popq %r14
  popq %r13
  popq %r12
  popq %rbx
  popq %rbp
  ret
  .size cuport_cpu_switch, .-cuport_cpu_switch

  .weak cuport_cpu_fiber_start
  .type cuport_cpu_fiber_start,@function
cuport_cpu_fiber_start:
  movq %rbx, %rdi
  callq *%r12
  ud2
  .size cuport_cpu_fiber_start, .-cuport_cpu_fiber_start
)");

// The frame a new fiber's first switch pops: control word, r15..r12 (r12 = entry), rbx (= arg),
// rbp, then the return address, aligned so the entry sees a normal call frame.
inline void* prepare_stack(char* top, FiberEntry entry, void* arg) {
  auto* sp = reinterpret_cast<std::uint64_t*>(
      reinterpret_cast<std::uintptr_t>(top) & ~std::uintptr_t(15));
  *--sp = reinterpret_cast<std::uint64_t>(&cuport_cpu_fiber_start);  // return address
  *--sp = 0;                                                        // rbp
  *--sp = reinterpret_cast<std::uint64_t>(arg);                     // rbx
  *--sp = reinterpret_cast<std::uint64_t>(entry);                   // r12
  *--sp = 0;                                                        // r13
  *--sp = 0;                                                        // r14
  *--sp = 0;                                                        // r15
  *--sp = 0x037F00001F80ull;  // mxcsr 0x1F80 (low word), x87 control word 0x037F
  return sp;
}
#else  // __aarch64__
asm(R"(
  .text
  .weak cuport_cpu_switch
  .type cuport_cpu_switch,%function
cuport_cpu_switch:
  sub sp, sp, #176
  stp x19, x20, [sp, #0]
  stp x21, x22, [sp, #16]
  stp x23, x24, [sp, #32]
  stp x25, x26, [sp, #48]
  stp x27, x28, [sp, #64]
  stp x29, x30, [sp, #80]
  stp d8, d9, [sp, #96]
  stp d10, d11, [sp, #112]
  stp d12, d13, [sp, #128]
  stp d14, d15, [sp, #144]
  mov x9, sp
  str x9, [x0]
  mov sp, x1
  ldp x19, x20, [sp, #0]
  ldp x21, x22, [sp, #16]
  ldp x23, x24, [sp, #32]
  ldp x25, x26, [sp, #48]
  ldp x27, x28, [sp, #64]
  ldp x29, x30, [sp, #80]
  ldp d8, d9, [sp, #96]
  ldp d10, d11, [sp, #112]
  ldp d12, d13, [sp, #128]
  ldp d14, d15, [sp, #144]
  add sp, sp, #176
  ret
  .size cuport_cpu_switch, .-cuport_cpu_switch

  .weak cuport_cpu_fiber_start
  .type cuport_cpu_fiber_start,%function
cuport_cpu_fiber_start:
  mov x0, x19
  blr x20
  brk #0
  .size cuport_cpu_fiber_start, .-cuport_cpu_fiber_start
)");

inline void* prepare_stack(char* top, FiberEntry entry, void* arg) {
  auto* sp = reinterpret_cast<std::uint64_t*>(
      (reinterpret_cast<std::uintptr_t>(top) & ~std::uintptr_t(15)) - 176);
  for (int i = 0; i < 22; ++i) sp[i] = 0;
  sp[0] = reinterpret_cast<std::uint64_t>(arg);                      // x19
  sp[1] = reinterpret_cast<std::uint64_t>(entry);                    // x20
  sp[11] = reinterpret_cast<std::uint64_t>(&cuport_cpu_fiber_start);  // x30 (lr)
  return sp;
}
#endif

// A fiber: a stack and the saved stack pointer of whatever last switched away from it.
struct Fiber {
  void* sp = nullptr;
  char* stack = nullptr;
  std::size_t stack_size = 0;

  void init(std::size_t size, FiberEntry entry, void* arg) {
    stack_size = size;
    stack = allocate_fiber_stack(size);
    sp = prepare_stack(stack + size, entry, arg);
  }
  // Start over at entry, abandoning whatever the stack held (an aborted CUDA thread).
  void reset(FiberEntry entry, void* arg) { sp = prepare_stack(stack + stack_size, entry, arg); }
  ~Fiber() { free_fiber_stack(stack, stack_size); }
};

// The context of the OS thread that schedules fibers (it needs no stack of its own).
struct HostContext {
  void* sp = nullptr;
};

inline void switch_to_fiber(HostContext& from, Fiber& to) { cuport_cpu_switch(&from.sp, to.sp); }
inline void switch_to_host(Fiber& from, HostContext& to) { cuport_cpu_switch(&from.sp, to.sp); }

#else  // portable fallback

struct Fiber {
  ucontext_t context;
  char* stack = nullptr;
  std::size_t stack_size = 0;

  void init(std::size_t size, FiberEntry entry, void* arg) {
    stack_size = size;
    stack = allocate_fiber_stack(size);
    getcontext(&context);
    context.uc_stack.ss_sp = stack;
    context.uc_stack.ss_size = size;
    context.uc_link = nullptr;
    makecontext(&context, reinterpret_cast<void (*)()>(entry), 1, arg);
  }
  void reset(FiberEntry entry, void* arg) {
    getcontext(&context);
    context.uc_stack.ss_sp = stack;
    context.uc_stack.ss_size = stack_size;
    context.uc_link = nullptr;
    makecontext(&context, reinterpret_cast<void (*)()>(entry), 1, arg);
  }
  ~Fiber() { free_fiber_stack(stack, stack_size); }
};

struct HostContext {
  ucontext_t context;
};

inline void switch_to_fiber(HostContext& from, Fiber& to) { swapcontext(&from.context, &to.context); }
inline void switch_to_host(Fiber& from, HostContext& to) { swapcontext(&from.context, &to.context); }
#endif

}  // namespace cuport::cpu
