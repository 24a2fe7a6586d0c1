// cuport CPU backend: faults in device code become CUDA's sticky errors instead of ending the
// program. A kernel that writes through a null or wild pointer, touches freed device memory,
// overflows its stack, or runs an illegal instruction stops; the launch reports
// cudaErrorIllegalAddress (or Misaligned/IllegalInstruction/LaunchFailure), which the next
// synchronizing call returns, sticky, as a GPU does; the host program goes on.
//
// How: the code that runs a block (BlockScheduler::run_block, the lowered grid's workers) sets a
// landing with sigsetjmp and marks the thread as running device code. A SIGSEGV, SIGBUS, SIGILL
// or SIGFPE handler (installed at the first launch, on a per-thread alternate stack so a stack
// overflow can be handled) records the fault and siglongjmps to the landing, abandoning the
// faulting block; the scheduler's fibers are reset and the grid stops. A fault anywhere else (host
// code, a host function on a stream) goes to the handler that was installed before ours, or the
// default action: the program crashes as it would without cuport. runtime/backends/cpu/README.md
// describes the design and its limits.
#pragma once

#include <atomic>
#include <csetjmp>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>

#if defined(__linux__)
#include <pthread.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>
#define CUPORT_CPU_CATCHES_FAULTS 1
#else
#define CUPORT_CPU_CATCHES_FAULTS 0
#endif

#include "../host/cpu_error.h"
#include "../host/cpu_freed_memory.h"
#include "../host/cpu_logs.h"  // fault reports are error log messages
#include "../cpu_types.h"
#include "cpu_fiber.h"  // kFiberGuardBytes: the unmapped bytes below each fiber stack
#include "cpu_function_names.h"

namespace cuport::cpu {

// What the signal handler learned about a fault.
struct Fault {
  int signal = 0;
  int code = 0;                     // si_code
  const void* address = nullptr;    // the address accessed (SIGSEGV, SIGBUS) or of the instruction
  const void* pc = nullptr;         // the faulting instruction, where the platform reports it
  enum Access { unknown, read, write } access = unknown;
  bool stack_overflow = false;
};

// Where a thread running device code goes back to when that code faults.
struct FaultLanding {
  sigjmp_buf env;
  Fault fault;
};

inline thread_local FaultLanding* current_landing = nullptr;
// The lowest usable byte of the stack device code runs on now (a fiber's, else the thread's),
// to tell a stack overflow from another bad address.
inline thread_local const char* running_stack_low = nullptr;
inline thread_local const char* thread_stack_low = nullptr;

// The kernel a thread runs, for fault reports: as the launch spelled it, else its address.
struct KernelIdentity {
  const char* spelled = nullptr;
  const void* address = nullptr;
};
inline thread_local KernelIdentity running_kernel{};
// Set by cuportLaunchKernelGGL just before its launch (the kernel as written), taken by it.
inline thread_local const char* next_launch_name = nullptr;

inline cuportError_t fault_error(const Fault& fault) {
  if (fault.stack_overflow) return cuportErrorLaunchFailure;
  switch (fault.signal) {
#if CUPORT_CPU_CATCHES_FAULTS
    case SIGBUS:
      return fault.code == BUS_ADRALN ? cuportErrorMisalignedAddress : cuportErrorIllegalAddress;
    case SIGILL:
      return cuportErrorIllegalInstruction;
    case SIGFPE:
      return cuportErrorLaunchFailure;
#endif
    default:
      return cuportErrorIllegalAddress;
  }
}

#if CUPORT_CPU_CATCHES_FAULTS
constexpr int kFaultSignals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE};

inline struct sigaction& previous_action(int signal) {
  static struct sigaction saved[4];
  for (int i = 0; i < 4; ++i)
    if (kFaultSignals[i] == signal) return saved[i];
  return saved[0];
}

inline bool near_stack_bottom(const void* address) {
  const char* at = static_cast<const char*>(address);
  const long page = ::sysconf(_SC_PAGESIZE);
  for (const char* low : {running_stack_low, thread_stack_low}) {
    if (low && at >= low - kFiberGuardBytes && at < low + page) return true;
  }
  return false;
}

inline void on_fault(int signal, siginfo_t* info, void* context);

// Not device code: give the signal to the handler installed before ours (or the default
// action), as if cuport had never installed one.
inline void pass_on(int signal, siginfo_t* info) {
  struct sigaction previous = previous_action(signal);
  if (!(previous.sa_flags & SA_SIGINFO) || previous.sa_sigaction != &on_fault) {
    ::sigaction(signal, &previous, nullptr);
  } else {
    std::signal(signal, SIG_DFL);
  }
  // A hardware fault happens again when the handler returns and reaches that handler; a signal
  // sent with kill or raise must be sent again.
  if (info->si_code <= 0) ::raise(signal);
}

// A fault outside device code on device memory cudaFree released (a Thrust algorithm, a host
// function or the program given a freed device pointer): one line on stderr saying so, written
// with write(2) (a signal handler may not use stdio), before the program stops as it would have.
inline void report_freed_memory_access(int signal, const void* address) {
  std::uintptr_t begin = 0, end = 0;
  if (signal != SIGSEGV || !freed_mapping_of(address, begin, end)) return;
  char line[256];
  std::size_t length = 0;
  auto put = [&](const char* text) {
    while (*text && length < sizeof line) line[length++] = *text++;
  };
  auto put_hex = [&](std::uintptr_t value) {
    char digits[2 + 2 * sizeof value];
    int count = 0;
    do {
      digits[count++] = "0123456789abcdef"[value & 15];
      value >>= 4;
    } while (value);
    put("0x");
    while (count > 0 && length < sizeof line) line[length++] = digits[--count];
  };
  put("cuport: host code accessed device memory that cudaFree released: address ");
  put_hex(reinterpret_cast<std::uintptr_t>(address));
  put(" in the freed mapping [");
  put_hex(begin);
  put(", ");
  put_hex(end);
  put(") (a freed device pointer given to Thrust or used on the host)\n");
  ssize_t written = ::write(2, line, length);
  (void)written;
}

inline void on_fault(int signal, siginfo_t* info, void* context) {
  FaultLanding* landing = current_landing;
  if (!landing) {
    report_freed_memory_access(signal, info->si_addr);
    pass_on(signal, info);
    return;
  }
  current_landing = nullptr;
  Fault& fault = landing->fault;
  fault.signal = signal;
  fault.code = info->si_code;
  fault.address = info->si_addr;
  fault.access = Fault::unknown;
  auto* machine = static_cast<ucontext_t*>(context);
#if defined(__x86_64__)
  fault.pc = reinterpret_cast<const void*>(machine->uc_mcontext.gregs[REG_RIP]);
  // A page fault's error code says whether the access was a write (bit 1).
  if (signal == SIGSEGV && (info->si_code == SEGV_MAPERR || info->si_code == SEGV_ACCERR))
    fault.access = (machine->uc_mcontext.gregs[REG_ERR] & 2) ? Fault::write : Fault::read;
#elif defined(__aarch64__)
  fault.pc = reinterpret_cast<const void*>(machine->uc_mcontext.pc);
#else
  (void)machine;
#endif
  fault.stack_overflow = signal == SIGSEGV && near_stack_bottom(info->si_addr);
  siglongjmp(landing->env, 1);
}

// Install the handler once per process (at the first launch).
inline void install_fault_handler() {
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction action {};
    action.sa_sigaction = &on_fault;
    // SA_NODEFER: the handler leaves by siglongjmp, which would leave the signal blocked.
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    for (int signal : kFaultSignals) ::sigaction(signal, &action, &previous_action(signal));
  });
}

// Give the calling thread an alternate signal stack (a stack overflow leaves no room on its own)
// and learn where its stack ends. Once per thread.
inline void prepare_thread_for_faults() {
  struct AlternateStack {
    void* memory = nullptr;
    std::size_t size = 0;
    bool prepared = false;
    ~AlternateStack() {
      if (!memory) return;
      stack_t off{};
      off.ss_flags = SS_DISABLE;
      ::sigaltstack(&off, nullptr);
      ::munmap(memory, size);
    }
  };
  static thread_local AlternateStack alternate;
  if (alternate.prepared) return;
  alternate.prepared = true;
  install_fault_handler();
  constexpr std::size_t kAlternateBytes = 64 * 1024;
  stack_t current{};
  if (::sigaltstack(nullptr, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
    void* memory = ::mmap(nullptr, kAlternateBytes, PROT_READ | PROT_WRITE,
                          MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory != MAP_FAILED) {
      stack_t stack{};
      stack.ss_sp = memory;
      stack.ss_size = kAlternateBytes;
      if (::sigaltstack(&stack, nullptr) == 0) {
        alternate.memory = memory;
        alternate.size = kAlternateBytes;
      } else {
        ::munmap(memory, kAlternateBytes);
      }
    }
  }
  pthread_attr_t attributes;
  if (::pthread_getattr_np(::pthread_self(), &attributes) == 0) {
    void* low = nullptr;
    std::size_t size = 0;
    if (::pthread_attr_getstack(&attributes, &low, &size) == 0)
      thread_stack_low = static_cast<const char*>(low);
    ::pthread_attr_destroy(&attributes);
  }
}

// Run body as device code: true when it finished, false when it faulted (landing.fault says
// how). Nothing body allocated on the stack is destroyed after a fault.
template <class Body>
inline bool run_catching_faults(FaultLanding& landing, Body&& body) {
  prepare_thread_for_faults();
  FaultLanding* const outer = current_landing;
  if (sigsetjmp(landing.env, 0) != 0) {
    current_landing = outer;
    return false;
  }
  current_landing = &landing;
  body();
  current_landing = outer;
  return true;
}
#else
inline void install_fault_handler() {}
template <class Body>
inline bool run_catching_faults(FaultLanding&, Body&& body) {
  body();
  return true;
}
#endif

// Whether fault reports go to stderr (CUPORT_FAULT_LOG=0 turns them off).
inline bool fault_log_enabled() {
  static const bool enabled = [] {
    const char* value = std::getenv("CUPORT_FAULT_LOG");
    return !(value && std::strcmp(value, "0") == 0);
  }();
  return enabled;
}

inline std::string kernel_display_name(const KernelIdentity& kernel) {
  if (kernel.spelled && *kernel.spelled) return kernel.spelled;
  if (kernel.address) {
    FunctionName name = function_at(kernel.address);
    if (!name.mangled.empty()) return demangled(name.mangled);
  }
  return "(unknown)";
}

#if defined(CUPORT_CHECK)
namespace check {
// memcheck's report of a fault in device code (check/cpu_memcheck.h): an access ASan let through
// because its address is outside the heap it watches (a null or wild pointer).
inline void report_faulting_access(const Fault& fault, uint3 block, const uint3* thread);
}  // namespace check
#endif

// The line on stderr that says what faulted where (CUDA's driver log, compute-sanitizer's
// first line): the kernel, the block, the thread where known, the address, the device function.
// block_count > 1: a lowered call ran that many blocks from block in x.
inline void report_fault(const Fault& fault, uint3 block, unsigned block_count,
                         const uint3* thread) {
#if defined(CUPORT_CHECK)
  check::report_faulting_access(fault, block, thread);
#endif
  char what[160];
  const auto address = reinterpret_cast<unsigned long long>(fault.address);
  if (fault.stack_overflow) {
    std::snprintf(what, sizeof what, "stack overflow (address 0x%llx)", address);
  } else {
    switch (fault_error(fault)) {
      case cuportErrorMisalignedAddress:
        std::snprintf(what, sizeof what, "misaligned address 0x%llx", address);
        break;
      case cuportErrorIllegalInstruction:
        std::snprintf(what, sizeof what, "illegal instruction at 0x%llx", address);
        break;
      case cuportErrorLaunchFailure:
#if CUPORT_CPU_CATCHES_FAULTS
        std::snprintf(what, sizeof what, "%s",
                      fault.code == FPE_INTDIV ? "integer division by zero (a GPU returns an "
                                                 "unspecified value; the CPU cannot)"
                                               : "arithmetic exception");
#endif
        break;
      default:
        std::snprintf(what, sizeof what, "illegal memory access: %s address 0x%llx%s",
                      fault.access == Fault::write  ? "write to"
                      : fault.access == Fault::read ? "read of"
                                                    : "access to",
                      address,
                      fault.address == nullptr && fault.access == Fault::unknown
                          ? " (or a non-canonical one)"
                          : "");
    }
  }
  char blocks[96];
  if (block_count > 1)
    std::snprintf(blocks, sizeof blocks, "blocks (%u..%u,%u,%u)", block.x,
                  block.x + block_count - 1, block.y, block.z);
  else
    std::snprintf(blocks, sizeof blocks, "block (%u,%u,%u)", block.x, block.y, block.z);
  char threads[96];
  if (thread)
    std::snprintf(threads, sizeof threads, "thread (%u,%u,%u)", thread->x, thread->y, thread->z);
  else
    std::snprintf(threads, sizeof threads, "%s",
                  "thread unknown (a lowered kernel runs its threads in loops; "
                  "CUPORT_LOWERING=0 names it)");
  std::string in_function;
  if (fault.pc) {
    FunctionName at = function_at(fault.pc);
    std::string readable = at.mangled.empty() ? std::string() : demangled(at.mangled);
    // Only a function of the program: not the runtime's, the library's, or an undemangled one.
    if (!readable.empty() && readable.find("cuport") == std::string::npos &&
        readable.find("{lambda") == std::string::npos && readable.rfind("_Z", 0) != 0 &&
        readable.rfind("std::", 0) != 0)
      in_function = ", in " + readable;
  }
  char line[1024];
  std::snprintf(line, sizeof line, "cuport: kernel %s faulted: %s; %s, %s%s; %s is sticky",
                kernel_display_name(running_kernel).c_str(), what, blocks, threads,
                in_function.c_str(), cuportGetErrorName(fault_error(fault)));
  log_error(line);  // the error log (cudaLogsDumpToMemory...) keeps it whatever CUPORT_FAULT_LOG says
  if (!fault_log_enabled()) return;
  std::fprintf(stderr, "%s\n", line);
  std::fflush(stderr);
}

}  // namespace cuport::cpu
