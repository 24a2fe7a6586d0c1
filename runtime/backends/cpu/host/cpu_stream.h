// cuport CPU backend: streams (one worker thread each, work in order) with CUDA's ordering rules.
//
// Work submitted to a stream runs on that stream's worker thread, in submission order; different
// streams run concurrently. The legacy default stream waits for all earlier work of blocking
// streams, and blocking streams wait for earlier work of the legacy stream (cudaStreamNonBlocking
// streams are exempt). A task may also depend on a point in another stream (an event). Every
// dependency names work already submitted, so the waits form a DAG and cannot deadlock.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "cpu_error.h"
#include "cpu_launch_attr.h"
#include "../engine/cpu_scheduler.h"  // flush_device_output: kernel printf appears at synchronization
#include "../cpu_types.h"

// Calling convention of stream callbacks (CUDART_CB; empty off Windows).
#define CUPORT_CB
#define cuportStreamDefault 0x00
#define cuportStreamNonBlocking 0x01
#define cuportStreamLegacy (reinterpret_cast<cuportStream_t>(0x1))
#define cuportStreamPerThread (reinterpret_cast<cuportStream_t>(0x2))

// nvcc --default-stream per-thread defines CUDA_API_PER_THREAD_DEFAULT_STREAM; cuport's option is
// CUPORT_API_PER_THREAD_DEFAULT_STREAM (either one selects it).
#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM) && !defined(CUPORT_API_PER_THREAD_DEFAULT_STREAM)
#define CUPORT_API_PER_THREAD_DEFAULT_STREAM 1
#endif

namespace cuport::cpu {

// Defined in cpu_launch.h: creates the worker pool before any stream, so the pool outlives them.
inline void prepare_worker_pool();

using Task = std::function<void()>;

struct Graph;      // cpu_graph.h
struct GraphNode;  // cpu_graph.h

// A stream capture in progress: the graph it builds, a node per piece of work its streams submit,
// each after the nodes its stream depended on then.
struct Capture {
  const void* origin;  // the stream that began it
  unsigned long long id;
  int mode;
  Graph* graph;  // made by cudaStreamBeginCapture, or the program's (BeginCaptureToGraph)
  // Each capturing stream's dependencies: the nodes its next work follows.
  std::map<const void*, std::vector<GraphNode*>> frontier;
  // Each event recorded in the capture: its stream's dependencies when it was recorded.
  std::map<const void*, std::vector<GraphNode*>> events;
};

// cpu_graph.h: add task to the capture's graph after stream's dependencies (which it replaces).
inline void capture_task(Capture& capture, const void* stream, Task task);

// True on a stream's worker thread (host functions and callbacks run there). CUDA forbids API
// calls that wait for the device from them; here such a call would wait for itself.
inline thread_local bool in_stream_worker = false;

struct Stream {
  struct Dependency {
    std::shared_ptr<Stream> stream;
    std::uint64_t seq;
  };
  struct Item {
    std::uint64_t seq;
    std::vector<Dependency> deps;
    Task task;
  };

  unsigned flags = 0;
  int priority = 0;
  bool legacy = false;
  std::shared_ptr<Capture> capture;  // set while capturing (guarded by the registry's mutex)
  StreamAttributes attributes;        // cudaStreamSetAttribute's values (cpu_stream_attr.h)
  std::mutex attributes_mutex;        // guards attributes and a priority set as an attribute

  Stream(unsigned f, int p, bool is_legacy) : flags(f), priority(p), legacy(is_legacy) {}
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;
  ~Stream() { stop(); }

  bool blocking() const { return !legacy && !(flags & cuportStreamNonBlocking); }

  // Queue task to run after every dependency; returns its sequence number.
  std::uint64_t submit(Task task, std::vector<Dependency> deps) {
    std::lock_guard<std::mutex> lock(mutex_);
    std::uint64_t seq = ++submitted_;
    queue_.push_back(Item{seq, std::move(deps), std::move(task)});
    if (!worker_.joinable()) worker_ = std::thread([this] { loop(); });
    wake_.notify_all();
    return seq;
  }

  std::uint64_t submitted() {
    std::lock_guard<std::mutex> lock(mutex_);
    return submitted_;
  }
  bool done(std::uint64_t seq) {
    std::lock_guard<std::mutex> lock(mutex_);
    return completed_ >= seq;
  }
  void wait(std::uint64_t seq) {
    std::unique_lock<std::mutex> lock(mutex_);
    finished_.wait(lock, [&] { return completed_ >= seq; });
  }
  void wait_all() { wait(submitted()); }

  // Let the worker end once the queue is empty (it finishes what is queued first).
  void request_stop() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
    }
    wake_.notify_all();
  }

  // Finish queued work, then end the worker thread.
  void stop() {
    request_stop();
    if (worker_.joinable() && worker_.get_id() != std::this_thread::get_id()) worker_.join();
    else if (worker_.joinable()) worker_.detach();
  }

 private:
  void loop() {
    in_stream_worker = true;
    for (;;) {
      Item item;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [&] { return !queue_.empty() || stopping_; });
        if (queue_.empty()) return;
        item = std::move(queue_.front());
        queue_.pop_front();
      }
      for (auto& dep : item.deps) dep.stream->wait(dep.seq);
      item.deps.clear();
      item.task();
      item.task = nullptr;
      {
        std::lock_guard<std::mutex> lock(mutex_);
        completed_ = item.seq;
      }
      finished_.notify_all();
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable finished_;
  std::deque<Item> queue_;
  std::uint64_t submitted_ = 0;
  std::uint64_t completed_ = 0;
  std::thread worker_;
  bool stopping_ = false;
};

// Every live stream by handle, the legacy default stream, and the implicit-sync rules.
class StreamRegistry {
 public:
  static StreamRegistry& instance() {
    static StreamRegistry& registry = create();
    return registry;
  }

  std::shared_ptr<Stream> create_stream(unsigned flags, int priority) {
    auto stream = std::make_shared<Stream>(flags, priority, false);
    std::lock_guard<std::mutex> lock(mutex_);
    prune_retired();
    streams_[stream.get()] = stream;
    return stream;
  }

  // cudaStreamDestroy: the handle is gone now; queued work still runs, then the worker ends.
  void retire(std::shared_ptr<Stream> stream) {
    stream->request_stop();
    std::lock_guard<std::mutex> lock(mutex_);
    retired_.push_back(std::move(stream));
  }

  // The stream a handle names (0 is the default stream), or null for an unknown handle.
  std::shared_ptr<Stream> resolve(cuportStream_t handle);

  // Remove a user stream; returns it (to finish and release) or null when the handle is unknown.
  std::shared_ptr<Stream> remove(cuportStream_t handle) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = streams_.find(handle);
    if (it == streams_.end() || it->second->legacy || per_thread_.count(handle)) return nullptr;
    auto stream = it->second;
    streams_.erase(it);
    return stream;
  }

  // Queue task on stream with the implicit legacy-stream dependencies plus extra ones. A
  // capturing stream records the task instead (returns 0: nothing was queued).
  std::uint64_t submit(const std::shared_ptr<Stream>& stream, Task task,
                       std::vector<Stream::Dependency> extra = {}) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stream->capture) {
      capture_task(*stream->capture, stream.get(), std::move(task));
      return 0;
    }
    if (stream->legacy) {
      for (auto& entry : streams_)
        if (entry.second->blocking()) extra.push_back({entry.second, entry.second->submitted()});
    } else if (stream->blocking()) {
      extra.push_back({legacy_, legacy_->submitted()});
    }
    return stream->submit(std::move(task), std::move(extra));
  }

  // Wait for everything submitted so far on every stream (cudaDeviceSynchronize), and for what
  // that work submits while it runs: kernels launched from device code (dynamic parallelism) go
  // to streams that may not exist yet when the wait starts, and a parent grid is complete only
  // with its children. Repeats until a pass finds every stream idle.
  void wait_all() {
    if (in_stream_worker) return;  // would wait for itself; callers report NotPermitted
    for (;;) {
      std::vector<std::shared_ptr<Stream>> all;
      {
        std::lock_guard<std::mutex> lock(mutex_);
        for (auto& entry : streams_) all.push_back(entry.second);
        for (auto& stream : retired_) all.push_back(stream);
      }
      for (auto& stream : all) stream->wait_all();
      std::lock_guard<std::mutex> lock(mutex_);
      bool idle = true;
      for (auto& entry : streams_) idle = idle && entry.second->done(entry.second->submitted());
      for (auto& stream : retired_) idle = idle && stream->done(stream->submitted());
      if (idle) return;
    }
  }

  // ---- stream capture ----

  std::shared_ptr<Capture> capture_of(const std::shared_ptr<Stream>& stream) {
    std::lock_guard<std::mutex> lock(mutex_);
    return stream->capture;
  }

  // Start capturing on stream into graph, after deps; false if it already captures.
  bool begin_capture(const std::shared_ptr<Stream>& stream, int mode, Graph* graph,
                     std::vector<GraphNode*> deps) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stream->capture) return false;
    static unsigned long long next_id = 0;
    stream->capture = std::make_shared<Capture>(Capture{stream.get(), ++next_id, mode, graph, {}, {}});
    stream->capture->frontier[stream.get()] = std::move(deps);
    return true;
  }

  // An event recorded on a capturing stream remembers what that stream depends on now.
  void capture_event(const std::shared_ptr<Stream>& stream, const void* event) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stream->capture) stream->capture->events[event] = stream->capture->frontier[stream.get()];
  }

  // A stream that waits on an event captured elsewhere joins that capture (CUDA's fork) and
  // depends on what the event's stream did when it was recorded (a join adds those nodes).
  void join_capture(const std::shared_ptr<Stream>& stream, std::shared_ptr<Capture> capture,
                    const void* event) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (stream->capture && stream->capture != capture) return;
    stream->capture = capture;
    auto& deps = capture->frontier[stream.get()];
    for (GraphNode* node : capture->events[event])
      if (std::find(deps.begin(), deps.end(), node) == deps.end()) deps.push_back(node);
  }

  // Call fn(capture, stream's dependencies) under the registry's lock; false if not capturing.
  template <class Fn>
  bool inspect_capture(const std::shared_ptr<Stream>& stream, Fn fn) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!stream->capture) return false;
    fn(*stream->capture, stream->capture->frontier[stream.get()]);
    return true;
  }

  // End the capture stream began: every stream in it stops capturing; returns the capture.
  std::shared_ptr<Capture> end_capture(const std::shared_ptr<Stream>& stream) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto capture = stream->capture;
    if (!capture || capture->origin != stream.get()) return nullptr;
    for (auto& entry : streams_)
      if (entry.second->capture == capture) entry.second->capture = nullptr;
    return capture;
  }

  bool is_stream(cuportStream_t handle) {
    std::lock_guard<std::mutex> lock(mutex_);
    return streams_.count(handle) != 0;
  }

  // The calling thread's per-thread default stream (created on first use).
  std::shared_ptr<Stream> per_thread_stream() {
    struct Holder {
      std::shared_ptr<Stream> stream;
      ~Holder() {
        if (stream) StreamRegistry::instance().release_per_thread(stream);
      }
    };
    static thread_local Holder holder;
    if (!holder.stream) {
      holder.stream = std::make_shared<Stream>(0u, 0, false);
      std::lock_guard<std::mutex> lock(mutex_);
      streams_[holder.stream.get()] = holder.stream;
      per_thread_[holder.stream.get()] = true;
    }
    return holder.stream;
  }

 private:
  static StreamRegistry& create() {
    prepare_worker_pool();
    // Leaked on purpose: worker threads of user streams still run at exit and must find it.
    // Its destructor-equivalent (finish all work) runs through atexit below.
    static StreamRegistry* registry = new StreamRegistry();
    std::atexit([] { StreamRegistry::instance().shutdown(); });
    return *registry;
  }

  StreamRegistry() : legacy_(std::make_shared<Stream>(0u, 0, true)) {
    streams_[legacy_.get()] = legacy_;
  }

  void release_per_thread(const std::shared_ptr<Stream>& stream) {
    stream->stop();
    std::lock_guard<std::mutex> lock(mutex_);
    streams_.erase(stream.get());
    per_thread_.erase(stream.get());
  }

  // At exit: finish queued work and join every worker, as a GPU finishes before the process ends.
  void shutdown() {
    std::vector<std::shared_ptr<Stream>> all;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      for (auto& entry : streams_) all.push_back(entry.second);
      for (auto& stream : retired_) all.push_back(stream);
    }
    for (auto& stream : all) stream->stop();
    flush_device_output();
    std::fflush(stdout);
  }

  // Destroyed streams whose workers may still be finishing; joined once idle (mutex_ held).
  void prune_retired() {
    for (std::size_t i = 0; i < retired_.size();) {
      if (retired_[i]->done(retired_[i]->submitted())) {
        retired_[i]->stop();
        retired_.erase(retired_.begin() + static_cast<long>(i));
      } else {
        ++i;
      }
    }
  }

  std::mutex mutex_;
  std::vector<std::shared_ptr<Stream>> retired_;
  std::shared_ptr<Stream> legacy_;
  std::map<const void*, std::shared_ptr<Stream>> streams_;
  std::map<const void*, bool> per_thread_;
};

inline std::shared_ptr<Stream> StreamRegistry::resolve(cuportStream_t handle) {
#ifdef CUPORT_API_PER_THREAD_DEFAULT_STREAM
  if (handle == nullptr) return per_thread_stream();
#else
  if (handle == nullptr) return legacy_;
#endif
  if (handle == cuportStreamLegacy) return legacy_;
  if (handle == cuportStreamPerThread) return per_thread_stream();
  std::lock_guard<std::mutex> lock(mutex_);
  auto it = streams_.find(handle);
  return it == streams_.end() ? nullptr : it->second;
}

// Queue task on the stream a handle names; the error to return when the handle is bad.
// Whether queued work runs before the call that queued it returns: CUDA_LAUNCH_BLOCKING=1 (CUDA's
// own switch), and programs with units that use Thrust (cpu_runtime.h). Thrust's algorithms run
// on the host at once, so the kernels and copies queued before them must have run by then.
inline std::atomic<bool>& launch_blocking() {
  static std::atomic<bool> blocking{[] {
    const char* value = std::getenv("CUDA_LAUNCH_BLOCKING");
    return value != nullptr && value[0] == '1';
  }()};
  return blocking;
}

inline cuportError_t enqueue(cuportStream_t handle, Task task) {
  auto& registry = StreamRegistry::instance();
  auto stream = registry.resolve(handle);
  if (!stream) return cuportErrorInvalidResourceHandle;
  std::uint64_t seq = registry.submit(stream, std::move(task));
  if (seq && !in_stream_worker && launch_blocking().load(std::memory_order_relaxed)) {
    stream->wait(seq);
  }
  return cuportSuccess;
}

// Queue task on a stream and wait until it has run (an "async" call that CUDA makes synchronous).
inline cuportError_t enqueue_and_wait(cuportStream_t handle, Task task) {
  auto& registry = StreamRegistry::instance();
  auto stream = registry.resolve(handle);
  if (!stream) return cuportErrorInvalidResourceHandle;
  if (in_stream_worker) return cuportErrorNotPermitted;
  std::uint64_t seq = registry.submit(stream, std::move(task));
  if (seq) stream->wait(seq);
  return cuportSuccess;
}

// Queue task on the default stream and wait for it (what synchronous API calls do).
inline cuportError_t run_synchronously(Task task) {
  if (in_stream_worker) return cuportErrorNotPermitted;
  auto& registry = StreamRegistry::instance();
  auto stream = registry.resolve(nullptr);
  stream->wait(registry.submit(stream, std::move(task)));
  flush_device_output();  // a blocking copy or set is a synchronization point for kernel printf
  return static_cast<cuportError_t>(sticky_error.load());
}

// The error a synchronization reports: a fault from earlier device work, once there is one.
inline cuportError_t sync_status() {
  flush_device_output();  // kernel printf output appears when the host synchronizes, as on a GPU
  std::fflush(stdout);
  return static_cast<cuportError_t>(sticky_error.load());
}

}  // namespace cuport::cpu
