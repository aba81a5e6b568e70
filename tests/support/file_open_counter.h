// SPDX-License-Identifier: MIT
#pragma once

#include <sys/inotify.h>
#include <unistd.h>

#include <array>
#include <cstring>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

// Counts how often the files of some folders are opened, as the kernel reports it (Linux's inotify), so a
// test can tell how many times a file was read with no counter in the code that reads it.
class FileOpenCounter {
 public:
  explicit FileOpenCounter(const std::vector<std::filesystem::path>& folders)
      : fd_(inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) {
    for (const std::filesystem::path& folder : folders) {
      const int watch = inotify_add_watch(fd_, folder.c_str(), IN_OPEN);
      if (watch >= 0) folders_[watch] = folder;
    }
  }
  ~FileOpenCounter() {
    if (fd_ >= 0) close(fd_);
  }
  FileOpenCounter(const FileOpenCounter&) = delete;
  FileOpenCounter& operator=(const FileOpenCounter&) = delete;

  // Whether every folder is watched.
  bool watching(std::size_t folders) const { return fd_ >= 0 && folders_.size() == folders; }

  // How many times the file `name` of each watched folder was opened since the previous call.
  std::map<std::filesystem::path, int> opens_of(const std::string& name) {
    std::map<std::filesystem::path, int> opens;
    for (const auto& [watch, folder] : folders_) opens[folder] = 0;
    alignas(inotify_event) std::array<char, 4096> buffer{};
    for (ssize_t got = read(fd_, buffer.data(), buffer.size()); got > 0;
         got = read(fd_, buffer.data(), buffer.size())) {
      for (ssize_t at = 0; at < got;) {
        inotify_event event{};
        std::memcpy(&event, buffer.data() + at, sizeof event);
        const char* event_name = buffer.data() + at + sizeof event;
        if (event.len > 0 && name == event_name && folders_.contains(event.wd)) ++opens[folders_[event.wd]];
        at += static_cast<ssize_t>(sizeof event + event.len);
      }
    }
    return opens;
  }

 private:
  int fd_;
  std::map<int, std::filesystem::path> folders_;
};
