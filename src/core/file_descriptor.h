// SPDX-License-Identifier: MIT
#pragma once

#include <unistd.h>

namespace core {

// Owns a POSIX file descriptor and closes it when it goes out of scope, so
// every early return releases it.
class FileDescriptor {
 public:
  explicit FileDescriptor(int descriptor) : descriptor_(descriptor) {}
  ~FileDescriptor() {
    if (descriptor_ >= 0) ::close(descriptor_);
  }
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;

  int get() const { return descriptor_; }
  bool valid() const { return descriptor_ >= 0; }
  // Closes now and reports whether the close succeeded: on some file systems
  // a failed close is the first sign that the data never reached the disk.
  bool close() {
    const int result = ::close(descriptor_);
    descriptor_ = -1;
    return result == 0;
  }

 private:
  int descriptor_;
};

}  // namespace core
