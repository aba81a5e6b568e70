// SPDX-License-Identifier: MIT
#include "child_process.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <string_view>
#include <system_error>

#include "temporary_folder.h"

extern char** environ;

namespace bench {

namespace {

constexpr const char* kGameBinaryName = "mouseking";
constexpr const char* kPeakMemoryHelperName = "mouseking_peak_memory";
constexpr std::string_view kDummyDrivers[] = {"SDL_VIDEODRIVER=dummy", "SDL_AUDIODRIVER=dummy"};
constexpr double kBytesPerKilobyte = 1024.0;  // the unit of ru_maxrss on Linux

bool sets_same_variable(std::string_view entry, std::string_view assignment) {
  const std::string_view name = assignment.substr(0, assignment.find('=') + 1);
  return entry.starts_with(name);
}

// A user folder of the benchmark's own for every child, made at the first run and removed at
// exit: the game would otherwise load the player's own mods and settings (and time them), and
// could write the player's files. SDL finds the user folder under XDG_DATA_HOME.
class ChildUserFolder {
 public:
  ChildUserFolder() : folder_(make_unique_folder()), assignment_("XDG_DATA_HOME=" + folder_.string()) {}
  ~ChildUserFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(folder_, ignored);
  }
  ChildUserFolder(const ChildUserFolder&) = delete;
  ChildUserFolder& operator=(const ChildUserFolder&) = delete;

  const std::string& assignment() const { return assignment_; }

 private:
  std::filesystem::path folder_;
  std::string assignment_;
};

const std::string& child_user_folder_assignment() {
  static const ChildUserFolder folder;
  return folder.assignment();
}

// Our environment with SDL told to open no window and no audio device, and to keep the
// user's files in a folder of the benchmark's own.
std::vector<std::string> child_environment() {
  const std::vector<std::string_view> overrides{kDummyDrivers[0], kDummyDrivers[1], child_user_folder_assignment()};
  std::vector<std::string> environment;
  for (char** entry = environ; *entry != nullptr; ++entry) {
    const std::string_view text(*entry);
    bool overridden = false;
    for (const std::string_view assignment : overrides) overridden = overridden || sets_same_variable(text, assignment);
    if (!overridden) environment.emplace_back(text);
  }
  for (const std::string_view assignment : overrides) environment.emplace_back(assignment);
  return environment;
}

// posix_spawn wants mutable, null-terminated arrays of C strings.
std::vector<char*> c_string_array(std::vector<std::string>& strings) {
  std::vector<char*> pointers;
  for (std::string& text : strings) pointers.push_back(text.data());
  pointers.push_back(nullptr);
  return pointers;
}

// Owns posix_spawn's file actions: where the child's output goes.
class ChildOutput {
 public:
  ChildOutput() { posix_spawn_file_actions_init(&actions_); }
  ~ChildOutput() { posix_spawn_file_actions_destroy(&actions_); }
  ChildOutput(const ChildOutput&) = delete;
  ChildOutput& operator=(const ChildOutput&) = delete;

  // The child's output goes to /dev/null so it does not interleave with the table.
  void discard(int descriptor) { posix_spawn_file_actions_addopen(&actions_, descriptor, "/dev/null", O_WRONLY, 0); }
  void redirect(int descriptor, int to) { posix_spawn_file_actions_adddup2(&actions_, to, descriptor); }

  const posix_spawn_file_actions_t* get() const { return &actions_; }

 private:
  posix_spawn_file_actions_t actions_{};
};

// A child started under the dummy drivers and when, or the reason it did not start.
struct Spawned {
  pid_t child = 0;
  std::chrono::steady_clock::time_point start;
  std::string failure;
};

Spawned spawn(const std::filesystem::path& binary, const std::vector<std::string>& arguments,
              const ChildOutput& output) {
  std::vector<std::string> argument_strings{binary.string()};
  argument_strings.insert(argument_strings.end(), arguments.begin(), arguments.end());
  std::vector<std::string> environment_strings = child_environment();
  std::vector<char*> argv = c_string_array(argument_strings);
  std::vector<char*> envp = c_string_array(environment_strings);
  pid_t child = 0;
  const auto start = std::chrono::steady_clock::now();
  const int error = posix_spawn(&child, binary.c_str(), output.get(), nullptr, argv.data(), envp.data());
  if (error != 0) return {0, start, std::string("spawn failed: ") + std::strerror(error)};
  return {child, start, {}};
}

// Why a wait status is not a clean exit, or empty when it is.
std::string exit_failure(int status) {
  if (!WIFEXITED(status)) return "killed by signal " + std::to_string(WTERMSIG(status));
  if (WEXITSTATUS(status) != 0) return "failed (exit " + std::to_string(WEXITSTATUS(status)) + ")";
  return {};
}

// Closes a pipe end when it goes out of scope.
class Descriptor {
 public:
  explicit Descriptor(int descriptor) : descriptor_(descriptor) {}
  ~Descriptor() { close_now(); }
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;

  int get() const { return descriptor_; }
  void close_now() {
    if (descriptor_ >= 0) close(descriptor_);
    descriptor_ = -1;
  }

 private:
  int descriptor_;
};

std::string read_to_end(int descriptor) {
  std::string text;
  std::array<char, 4096> buffer{};
  for (ssize_t got = read(descriptor, buffer.data(), buffer.size()); got > 0;
       got = read(descriptor, buffer.data(), buffer.size())) {
    text.append(buffer.data(), static_cast<std::size_t>(got));
  }
  return text;
}

std::filesystem::path own_folder() {
  std::error_code error;
  return std::filesystem::read_symlink("/proc/self/exe", error).parent_path();
}

}  // namespace

std::filesystem::path game_binary_path() {
  return own_folder() / kGameBinaryName;
}

std::filesystem::path peak_memory_helper_path() {
  return own_folder() / kPeakMemoryHelperName;
}

namespace {

double nanoseconds_of(const timeval& time) {
  return static_cast<double>(time.tv_sec) * 1e9 + static_cast<double>(time.tv_usec) * 1e3;
}

}  // namespace

ChildRun run_quietly(const std::filesystem::path& binary, const std::vector<std::string>& arguments) {
  ChildOutput output;
  output.discard(STDOUT_FILENO);
  output.discard(STDERR_FILENO);
  const Spawned spawned = spawn(binary, arguments, output);
  if (!spawned.failure.empty()) return {std::nullopt, 0.0, spawned.failure};
  int status = 0;
  rusage usage{};
  // wait4 rather than waitpid: it also reports the child's own peak resident memory.
  if (wait4(spawned.child, &status, 0, &usage) != spawned.child) return {std::nullopt, 0.0, "wait4 failed"};
  const auto elapsed = std::chrono::steady_clock::now() - spawned.start;
  if (std::string failure = exit_failure(status); !failure.empty()) return {std::nullopt, 0.0, std::move(failure)};
  return {static_cast<double>(std::chrono::duration_cast<std::chrono::nanoseconds>(elapsed).count()),
          static_cast<double>(usage.ru_maxrss) * kBytesPerKilobyte,
          {},
          nanoseconds_of(usage.ru_utime) + nanoseconds_of(usage.ru_stime)};
}

std::optional<std::string> standard_output_of(const std::filesystem::path& binary,
                                              const std::vector<std::string>& arguments) {
  std::array<int, 2> ends{};
  // Close-on-exec, so the child keeps only the copy on its standard output.
  if (pipe2(ends.data(), O_CLOEXEC) != 0) return std::nullopt;
  Descriptor read_end(ends[0]);
  Descriptor write_end(ends[1]);
  ChildOutput output;
  output.redirect(STDOUT_FILENO, write_end.get());
  output.discard(STDERR_FILENO);
  const Spawned spawned = spawn(binary, arguments, output);
  // Our copy of the write end must go, or reading would never see the end of the output.
  write_end.close_now();
  if (!spawned.failure.empty()) return std::nullopt;
  std::string text = read_to_end(read_end.get());
  int status = 0;
  if (waitpid(spawned.child, &status, 0) != spawned.child || !exit_failure(status).empty()) return std::nullopt;
  return text;
}

}  // namespace bench
