// cuport CPU backend: events (a point in a stream, with the wall-clock time it was reached).
#pragma once

#include <chrono>
#include <memory>
#include <mutex>
#include <set>
#include <thread>

#include "cpu_error.h"
#include "cpu_ipc_shared.h"
#include "cpu_stream.h"
#include "cpu_stream_api.h"

#define cuportEventDefault 0x00
#define cuportEventBlockingSync 0x01
#define cuportEventDisableTiming 0x02
#define cuportEventInterprocess 0x04

namespace cuport::cpu {

struct Event {
  unsigned flags = 0;
  std::mutex mutex;
  std::shared_ptr<Stream> stream;  // where it was last recorded (null: never recorded)
  std::uint64_t seq = 0;
  std::uint64_t generation = 0;
  std::chrono::steady_clock::time_point when{};
  bool timed = false;  // `when` belongs to the latest record
  std::shared_ptr<Capture> captured;  // recorded into a stream capture (a fork point)
  // Interprocess events (created with cudaEventInterprocess, or opened from a handle) keep their
  // state in a page other processes map too; ticket is this process's latest record's ticket.
  ipc::EventPage* page = nullptr;
  ipc::SharedFile file;
  std::uint64_t ticket = 0;
};

class EventRegistry {
 public:
  static EventRegistry& instance() {
    static EventRegistry* registry = new EventRegistry();  // leaked: used until exit
    return *registry;
  }
  Event* create(unsigned flags) {
    auto* event = new Event();
    event->flags = flags;
    std::lock_guard<std::mutex> lock(mutex_);
    live_.insert(event);
    return event;
  }
  bool valid(const Event* event) {
    std::lock_guard<std::mutex> lock(mutex_);
    return event && live_.count(const_cast<Event*>(event));
  }
  bool destroy(Event* event) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!event || !live_.erase(event)) return false;
    retired_.emplace_back(event);  // a queued record may still touch it
    return true;
  }

 private:
  std::mutex mutex_;
  std::set<Event*> live_;
  std::vector<std::unique_ptr<Event>> retired_;
};

// Where an event stands: never recorded, recorded and reached, or recorded and still pending.
enum class EventState { unrecorded, complete, pending };

inline EventState event_state(Event& event) {
  if (event.page) {
    std::uint64_t latest = event.page->recorded.load();
    if (!latest) return EventState::unrecorded;
    return ipc::reached(event.page, latest) ? EventState::complete : EventState::pending;
  }
  std::shared_ptr<Stream> stream;
  std::uint64_t seq;
  {
    std::lock_guard<std::mutex> lock(event.mutex);
    stream = event.stream;
    seq = event.seq;
  }
  if (!stream) return EventState::unrecorded;
  return stream->done(seq) ? EventState::complete : EventState::pending;
}

// Block until an interprocess event's ticket is published (by whichever process recorded it).
inline void wait_for_ticket(const ipc::EventPage* page, std::uint64_t ticket) {
  auto pause = std::chrono::microseconds(20);
  while (!ipc::reached(page, ticket)) {
    std::this_thread::sleep_for(pause);
    if (pause < std::chrono::milliseconds(1)) pause *= 2;
  }
}

// A new interprocess event's shared page; false when no shared memory could be had.
inline bool share_event(Event& event) {
  event.file = ipc::create_file(ipc::kEventPageLength);
  if (event.file.fd < 0) return false;
  void* page = ipc::map_shared(event.file.fd, ipc::kEventPageLength);
  if (!page) {
    ipc::close_file(event.file);
    return false;
  }
  event.page = static_cast<ipc::EventPage*>(page);  // zero-filled: never recorded
  return true;
}

}  // namespace cuport::cpu

inline cuportError_t cuportEventCreateWithFlags(cuportEvent_t* event, unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!event || (flags & ~7u)) return record(cuportErrorInvalidValue);
  // CUDA requires interprocess events to be created without timing.
  if ((flags & cuportEventInterprocess) && !(flags & cuportEventDisableTiming))
    return record(cuportErrorInvalidValue);
  Event* created = EventRegistry::instance().create(flags);
  if ((flags & cuportEventInterprocess) && !share_event(*created)) {
    EventRegistry::instance().destroy(created);
    return record(cuportErrorMemoryAllocation);
  }
  *event = created;
  return cuportSuccess;
}

inline cuportError_t cuportEventCreate(cuportEvent_t* event) {
  CUPORT_CONTEXT_CALL();
  return cuportEventCreateWithFlags(event, cuportEventDefault);
}

// cuda_runtime.h's C++ overload: cudaEventCreate(&event, flags) is cudaEventCreateWithFlags.
inline cuportError_t cuportEventCreate(cuportEvent_t* event, unsigned int flags) {
  CUPORT_CONTEXT_CALL();
  return cuportEventCreateWithFlags(event, flags);
}

inline cuportError_t cuportEventDestroy(cuportEvent_t event) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!EventRegistry::instance().destroy(event)) return record(cuportErrorInvalidResourceHandle);
  // The shared page stays mapped (a queued record may still publish to it); the file is closed,
  // so the event's handle no longer opens.
  ipc::close_file(event->file);
  return cuportSuccess;
}

inline cuportError_t cuportEventRecord(cuportEvent_t event, cuportStream_t stream = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!EventRegistry::instance().valid(event)) return record(cuportErrorInvalidResourceHandle);
  auto& registry = StreamRegistry::instance();
  auto target = registry.resolve(stream);
  if (!target) return record(cuportErrorInvalidResourceHandle);
  std::lock_guard<std::mutex> lock(event->mutex);
  if (auto capture = registry.capture_of(target)) {
    event->captured = capture;  // a node of the capture, not a point in a running stream
    registry.capture_event(target, event);
    return cuportSuccess;
  }
  event->captured = nullptr;
  std::uint64_t generation = ++event->generation;
  event->timed = false;
  event->stream = target;
  std::uint64_t ticket = event->page ? event->page->recorded.fetch_add(1) + 1 : 0;
  event->ticket = ticket;
  event->seq = registry.submit(target, [event, generation, ticket] {
    if (ticket) ipc::publish(event->page, ticket);
    auto now = std::chrono::steady_clock::now();
    std::lock_guard<std::mutex> inner(event->mutex);
    if (event->generation != generation) return;  // recorded again since
    event->when = now;
    event->timed = true;
  });
  return cuportSuccess;
}

inline cuportError_t cuportEventRecordWithFlags(cuportEvent_t event, cuportStream_t stream = 0,
                                                unsigned int flags = 0) {
  CUPORT_CONTEXT_CALL();
  if (flags & ~1u) return cuport::cpu::record(cuportErrorInvalidValue);
  return cuportEventRecord(event, stream);
}

inline cuportError_t cuportEventQuery(cuportEvent_t event) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!EventRegistry::instance().valid(event)) return record(cuportErrorInvalidResourceHandle);
  if (event_state(*event) == EventState::pending) return cuportErrorNotReady;
  return record(sync_status());
}

inline cuportError_t cuportEventSynchronize(cuportEvent_t event) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!EventRegistry::instance().valid(event)) return record(cuportErrorInvalidResourceHandle);
  std::shared_ptr<Stream> stream;
  std::uint64_t seq;
  {
    std::lock_guard<std::mutex> lock(event->mutex);
    stream = event->stream;
    seq = event->seq;
  }
  if (in_stream_worker) return record(cuportErrorNotPermitted);
  if (event->page) {
    // The latest record may be another process's: wait for its ticket.
    std::uint64_t latest = event->page->recorded.load();
    if (latest && !(stream && latest == event->ticket)) {
      wait_for_ticket(event->page, latest);
      return record(sync_status());
    }
  }
  if (stream) stream->wait(seq);
  return record(sync_status());
}

inline cuportError_t cuportEventElapsedTime(float* ms, cuportEvent_t start, cuportEvent_t end) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  auto& registry = EventRegistry::instance();
  if (!ms) return record(cuportErrorInvalidValue);
  if (!registry.valid(start) || !registry.valid(end)) return record(cuportErrorInvalidResourceHandle);
  if ((start->flags | end->flags) & cuportEventDisableTiming)
    return record(cuportErrorInvalidResourceHandle);
  EventState a = event_state(*start);
  EventState b = event_state(*end);
  if (a == EventState::unrecorded || b == EventState::unrecorded)
    return record(cuportErrorInvalidResourceHandle);
  if (a == EventState::pending || b == EventState::pending) return record(cuportErrorNotReady);
  std::lock_guard<std::mutex> lock_a(start->mutex);
  std::unique_lock<std::mutex> lock_b(end->mutex, std::defer_lock);
  if (end != start) lock_b.lock();
  *ms = std::chrono::duration<float, std::milli>(end->when - start->when).count();
  return cuportSuccess;
}

// Make later work on stream wait until event's recorded point is reached (a no-op if unrecorded).
inline cuportError_t cuportStreamWaitEvent(cuportStream_t stream, cuportEvent_t event,
                                           unsigned int flags = 0) {
  CUPORT_CONTEXT_CALL();
  using namespace cuport::cpu;
  if (!EventRegistry::instance().valid(event)) return record(cuportErrorInvalidResourceHandle);
  if (flags & ~1u) return record(cuportErrorInvalidValue);
  auto& registry = StreamRegistry::instance();
  auto target = registry.resolve(stream);
  if (!target) return record(cuportErrorInvalidResourceHandle);
  std::vector<Stream::Dependency> deps;
  {
    std::lock_guard<std::mutex> lock(event->mutex);
    if (event->captured) {
      registry.join_capture(target, event->captured, event);
      return cuportSuccess;
    }
    std::uint64_t latest = event->page ? event->page->recorded.load() : 0;
    if (latest && !(event->stream && latest == event->ticket)) {
      // Recorded last by another process: the stream waits for that record's ticket.
      const ipc::EventPage* page = event->page;
      registry.submit(target, [page, latest] { wait_for_ticket(page, latest); });
      return cuportSuccess;
    }
    if (event->stream) deps.push_back({event->stream, event->seq});
  }
  if (!deps.empty()) registry.submit(target, [] {}, std::move(deps));
  return cuportSuccess;
}
