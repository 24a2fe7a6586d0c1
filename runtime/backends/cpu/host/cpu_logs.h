// cuport CPU backend: the error log (cudaLogsRegisterCallback, Unregister, Current, DumpToFile,
// DumpToMemory). The runtime's own error reports (a kernel's fault: engine/cpu_fault.h) are kept
// here, as CUDA's driver keeps its log: at most 25600 bytes, oldest dropped first, each message
// numbered so that an iterator resumes where it stopped, and passed to registered callbacks.
// Unlike the rest of the API these calls work after a sticky error: they are how a program finds
// out what went wrong. This header only keeps and hands out messages; it writes no stderr.
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "cpu_error.h"

typedef enum cuportLogLevel_enum {
  cuportLogLevelError = 0,
  cuportLogLevelWarning = 1,
} cuportLogLevel;

typedef void (*cuportLogsCallback_t)(void* data, cuportLogLevel logLevel, char* message,
                                     std::size_t length);
struct cuportLogsCallbackEntry_st {
  cuportLogsCallback_t function;
  void* user_data;
};
typedef struct cuportLogsCallbackEntry_st* cuportLogsCallbackHandle;
typedef unsigned int cuportLogIterator;

namespace cuport::cpu {

class LogBook {
 public:
  static constexpr std::size_t kCapacity = 25600;  // bytes of messages kept, as CUDA's driver

  static LogBook& instance() {
    static LogBook* book = new LogBook();  // leaked: used until exit
    return *book;
  }

  // Keep message and hand it to every registered callback (outside the lock: a callback may
  // dump the log).
  void add(cuportLogLevel level, const std::string& message) {
    std::vector<cuportLogsCallbackEntry_st> callbacks;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      messages_.push_back(message);
      bytes_ += message.size() + 1;
      while (bytes_ > kCapacity && messages_.size() > 1) {
        bytes_ -= messages_.front().size() + 1;
        messages_.pop_front();
        ++first_;
      }
      for (auto& entry : callbacks_) callbacks.push_back(*entry.second);
    }
    for (auto& callback : callbacks) {
      std::string copy = message;  // the callback receives a writable char*
      callback.function(callback.user_data, level, &copy[0], copy.size());
    }
  }

  cuportLogIterator end() {
    std::lock_guard<std::mutex> lock(mutex_);
    return static_cast<cuportLogIterator>(first_ + messages_.size());
  }

  // The messages from iterator on (all when null), oldest first; dropped: some of them were
  // overwritten. The iterator moves to the end.
  std::vector<std::string> take(cuportLogIterator* iterator, bool& dropped) {
    std::lock_guard<std::mutex> lock(mutex_);
    std::size_t from = iterator ? *iterator : first_;
    dropped = from < first_;
    if (from < first_) from = first_;
    std::vector<std::string> out;
    for (std::size_t i = from - first_; i < messages_.size(); ++i) out.push_back(messages_[i]);
    if (iterator) *iterator = static_cast<cuportLogIterator>(first_ + messages_.size());
    return out;
  }

  cuportLogsCallbackHandle add_callback(cuportLogsCallback_t function, void* user_data) {
    auto entry = std::make_unique<cuportLogsCallbackEntry_st>(
        cuportLogsCallbackEntry_st{function, user_data});
    std::lock_guard<std::mutex> lock(mutex_);
    cuportLogsCallbackHandle handle = entry.get();
    callbacks_.emplace(handle, std::move(entry));
    return handle;
  }

  bool remove_callback(cuportLogsCallbackHandle handle) {
    std::lock_guard<std::mutex> lock(mutex_);
    return callbacks_.erase(handle) > 0;
  }

 private:
  std::mutex mutex_;
  std::deque<std::string> messages_;
  std::size_t first_ = 0;  // number of the oldest message kept
  std::size_t bytes_ = 0;
  std::map<cuportLogsCallbackHandle, std::unique_ptr<cuportLogsCallbackEntry_st>> callbacks_;
};

inline void log_error(const std::string& message) {
  LogBook::instance().add(cuportLogLevelError, message);
}

constexpr const char* kLogsDroppedNote = "[older log messages were overwritten or did not fit]";

}  // namespace cuport::cpu

inline cuportError_t cuportLogsRegisterCallback(cuportLogsCallback_t function, void* user_data,
                                                cuportLogsCallbackHandle* handle = nullptr) {
  using namespace cuport::cpu;
  if (!function) return record(cuportErrorInvalidValue);
  cuportLogsCallbackHandle made = LogBook::instance().add_callback(function, user_data);
  if (handle) *handle = made;
  return cuportSuccess;
}

inline cuportError_t cuportLogsUnregisterCallback(cuportLogsCallbackHandle handle) {
  using namespace cuport::cpu;
  return LogBook::instance().remove_callback(handle) ? cuportSuccess
                                                      : record(cuportErrorInvalidValue);
}

inline cuportError_t cuportLogsCurrent(cuportLogIterator* iterator, unsigned int flags) {
  using namespace cuport::cpu;
  if (!iterator || flags) return record(cuportErrorInvalidValue);
  *iterator = LogBook::instance().end();
  return cuportSuccess;
}

inline cuportError_t cuportLogsDumpToFile(cuportLogIterator* iterator, const char* path,
                                          unsigned int flags) {
  using namespace cuport::cpu;
  if (!path || flags) return record(cuportErrorInvalidValue);
  std::FILE* file = std::fopen(path, "w");
  if (!file) return record(cuportErrorInvalidValue);
  bool dropped = false;
  std::vector<std::string> messages = LogBook::instance().take(iterator, dropped);
  if (dropped) std::fprintf(file, "%s\n", kLogsDroppedNote);
  for (const std::string& message : messages) std::fprintf(file, "%s\n", message.c_str());
  return std::fclose(file) == 0 ? cuportSuccess : record(cuportErrorInvalidValue);
}

// The newest messages that fit in *size bytes (with the terminating null), newline-separated;
// a note first when older ones are left out. *size: the bytes written, null excluded.
inline cuportError_t cuportLogsDumpToMemory(cuportLogIterator* iterator, char* buffer,
                                            std::size_t* size, unsigned int flags) {
  using namespace cuport::cpu;
  if (!buffer || !size || flags) return record(cuportErrorInvalidValue);
  const std::size_t room = *size;
  *size = 0;
  cuportLogIterator start = iterator ? *iterator : 0;
  bool dropped = false;
  std::vector<std::string> messages = LogBook::instance().take(iterator, dropped);
  if (messages.empty()) {
    if (room) buffer[0] = '\0';
    return cuportSuccess;
  }
  // Newest first, as many as fit.
  std::size_t used = 0, kept = 0;
  for (auto it = messages.rbegin(); it != messages.rend(); ++it) {
    if (used + it->size() + 1 + 1 > room) break;
    used += it->size() + 1;
    ++kept;
  }
  if (!kept) {
    if (iterator) *iterator = start;  // nothing was handed out
    return record(cuportErrorInvalidValue);
  }
  std::string out;
  const std::string note = std::string(kLogsDroppedNote) + "\n";
  if ((dropped || kept < messages.size()) && used + note.size() + 1 <= room) out = note;
  for (std::size_t i = messages.size() - kept; i < messages.size(); ++i) out += messages[i] + "\n";
  std::memcpy(buffer, out.c_str(), out.size() + 1);
  *size = out.size();
  return cuportSuccess;
}
