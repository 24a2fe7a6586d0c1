// cuport CPU backend: kernels known by address, for the APIs that take a kernel as a `void*`
// (cudaKernelNodeParams::func). A CPU cannot call a function through a void* without its parameter
// types, so the translator turns `params.func = (void*)kernel` into
// `params.func = cuportKernelAddress(kernel)`: the address, after registering what it takes to
// copy the kernel's arguments from a `void**` array and run its grid. A node whose func was never
// registered is refused with cudaErrorInvalidDeviceFunction and a line naming the function.
//
// Each registering site gets its own kernel body (a lambda), so the lowering's once-per-site probe
// (run_kernel) sees one kernel, as it does for a <<<>>> launch.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include "../engine/cpu_launch.h"

namespace cuport::cpu {

// Copies of a kernel's arguments, and pointers to each (what cudaKernelNodeParams::kernelParams
// holds after cudaGraphKernelNodeGetParams).
struct KernelArguments {
  std::shared_ptr<void> values;
  std::vector<void*> pointers;
};

class KernelLauncher {
 public:
  KernelLauncher(const void* address, const char* name) : address_(address), name_(name) {}
  virtual ~KernelLauncher() = default;
  // Copy the arguments args[i] points at (CUDA copies them when the node is set).
  virtual KernelArguments copy_arguments(void* const* args) const = 0;
  // Run the grid now, on this thread (the stream's worker running a graph).
  virtual cuportError_t run(const KernelArguments& args, dim3 grid, dim3 block,
                            std::size_t shared_bytes) const = 0;
  virtual std::size_t arity() const = 0;
  const void* address() const { return address_; }
  const char* name() const { return name_; }

 private:
  const void* address_;
  const char* name_;
};

template <class Body, class... Params>
class TypedKernelLauncher final : public KernelLauncher {
  using Values = std::tuple<std::remove_cv_t<std::remove_reference_t<Params>>...>;

 public:
  TypedKernelLauncher(const void* address, const char* name, Body body)
      : KernelLauncher(address, name), body_(body) {}

  KernelArguments copy_arguments(void* const* args) const override {
    return copy(args, std::index_sequence_for<Params...>{});
  }
  cuportError_t run(const KernelArguments& args, dim3 grid, dim3 block,
                    std::size_t shared_bytes) const override {
    return run_values(*static_cast<const Values*>(args.values.get()), grid, block, shared_bytes,
                      std::index_sequence_for<Params...>{});
  }
  std::size_t arity() const override { return sizeof...(Params); }

 private:
  template <std::size_t... Index>
  KernelArguments copy(void* const* args, std::index_sequence<Index...>) const {
    auto values = std::make_shared<Values>(
        *static_cast<const std::tuple_element_t<Index, Values>*>(args[Index])...);
    KernelArguments result;
    result.pointers = {static_cast<void*>(&std::get<Index>(*values))...};
    result.values = std::move(values);
    return result;
  }
  template <std::size_t... Index>
  cuportError_t run_values(const Values& values, dim3 grid, dim3 block, std::size_t shared_bytes,
                           std::index_sequence<Index...>) const {
    cuportError_t error = check_launch(grid, block, shared_bytes);
    if (error != cuportSuccess) return error;
    running_kernel = KernelIdentity{name(), address()};
    Body body = body_;
    auto call = [&] { body(std::get<Index>(values)...); };  // each CUDA thread copies the arguments
    error = run_kernel(grid, block, shared_bytes, call);
    running_kernel = KernelIdentity{};
    return error;
  }

  Body body_;
};

class KernelRegistry {
 public:
  static KernelRegistry& instance() {
    static KernelRegistry* registry = new KernelRegistry();  // leaked: used until exit
    return *registry;
  }
  void add(const KernelLauncher* launcher) {
    std::lock_guard<std::mutex> lock(mutex_);
    known_.emplace(launcher->address(), launcher);
  }
  const KernelLauncher* find(const void* address) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = known_.find(address);
    return it == known_.end() ? nullptr : it->second;
  }

 private:
  std::mutex mutex_;
  std::map<const void*, const KernelLauncher*> known_;
};

// Register kernel (once per site) and return its address as CUDA's `(void*)kernel` would.
template <class Body, class... Params>
void* register_kernel(void (*kernel)(Params...), const char* name, Body body) {
  static const KernelLauncher* launcher = [&] {
    auto* made = new TypedKernelLauncher<Body, Params...>(reinterpret_cast<const void*>(kernel),
                                                         name, body);  // leaked: used until exit
    KernelRegistry::instance().add(made);
    return made;
  }();
  (void)launcher;
  return reinterpret_cast<void*>(kernel);
}

}  // namespace cuport::cpu

// `(void*)kernel` where a kernel is stored as a void* (cudaKernelNodeParams::func).
#define cuportKernelAddress(...)                                \
  ::cuport::cpu::register_kernel(__VA_ARGS__, #__VA_ARGS__,     \
                                 [](auto... cuport_args) { __VA_ARGS__(cuport_args...); })
