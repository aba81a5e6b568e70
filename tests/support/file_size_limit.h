// SPDX-License-Identifier: MIT
#pragma once

#include <sys/resource.h>

#include <csignal>
#include <cstddef>

// Makes every file write beyond `bytes` fail with EFBIG while it lives, as a
// full disk would: this works for root too, where a read-only folder does not
// stop a write. The signal the kernel would send instead is ignored meanwhile.
class FileSizeLimit {
 public:
  explicit FileSizeLimit(std::size_t bytes) {
    getrlimit(RLIMIT_FSIZE, &before_);
    previous_handler_ = std::signal(SIGXFSZ, SIG_IGN);
    rlimit limit = before_;
    limit.rlim_cur = bytes;
    setrlimit(RLIMIT_FSIZE, &limit);
  }
  ~FileSizeLimit() {
    setrlimit(RLIMIT_FSIZE, &before_);
    std::signal(SIGXFSZ, previous_handler_);
  }
  FileSizeLimit(const FileSizeLimit&) = delete;
  FileSizeLimit& operator=(const FileSizeLimit&) = delete;

 private:
  rlimit before_{};
  void (*previous_handler_)(int) = SIG_DFL;
};
