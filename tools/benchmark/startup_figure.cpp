#include "startup_figure.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

extern char** environ;

namespace bench {

namespace {

constexpr const char* kGameBinaryName = "mouseking";
constexpr std::string_view kDummyDrivers[] = {"SDL_VIDEODRIVER=dummy", "SDL_AUDIODRIVER=dummy"};

std::filesystem::path game_binary_path() {
  std::error_code error;
  const std::filesystem::path own_binary = std::filesystem::read_symlink("/proc/self/exe", error);
  return own_binary.parent_path() / kGameBinaryName;
}

bool sets_same_variable(std::string_view entry, std::string_view assignment) {
  const std::string_view name = assignment.substr(0, assignment.find('=') + 1);
  return entry.starts_with(name);
}

// Our environment with SDL told to open no window and no audio device.
std::vector<std::string> child_environment() {
  std::vector<std::string> environment;
  for (char** entry = environ; *entry != nullptr; ++entry) {
    const std::string_view text(*entry);
    bool overridden = false;
    for (const std::string_view driver : kDummyDrivers) overridden = overridden || sets_same_variable(text, driver);
    if (!overridden) environment.emplace_back(text);
  }
  for (const std::string_view driver : kDummyDrivers) environment.emplace_back(driver);
  return environment;
}

// posix_spawn wants mutable, null-terminated arrays of C strings.
std::vector<char*> c_string_array(std::vector<std::string>& strings) {
  std::vector<char*> pointers;
  for (std::string& text : strings) pointers.push_back(text.data());
  pointers.push_back(nullptr);
  return pointers;
}

// Owns posix_spawn's file actions: the child's output goes to /dev/null so the game's
// log does not interleave with the table.
class QuietOutput {
 public:
  QuietOutput() {
    posix_spawn_file_actions_init(&actions_);
    posix_spawn_file_actions_addopen(&actions_, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions_, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  }
  ~QuietOutput() { posix_spawn_file_actions_destroy(&actions_); }
  QuietOutput(const QuietOutput&) = delete;
  QuietOutput& operator=(const QuietOutput&) = delete;

  const posix_spawn_file_actions_t* get() const { return &actions_; }

 private:
  posix_spawn_file_actions_t actions_{};
};

// The outcome of one run of the game: how long it took, or why it did not finish cleanly.
struct RunResult {
  std::optional<double> nanoseconds;
  std::string failure;
};

RunResult run_game_once(const std::filesystem::path& binary, std::vector<char*>& arguments,
                        std::vector<char*>& environment) {
  const QuietOutput quiet_output;
  const auto start = std::chrono::steady_clock::now();
  pid_t child = 0;
  const int spawn_error =
      posix_spawn(&child, binary.c_str(), quiet_output.get(), nullptr, arguments.data(), environment.data());
  if (spawn_error != 0) return {std::nullopt, std::string("spawn failed: ") + std::strerror(spawn_error)};
  int status = 0;
  if (waitpid(child, &status, 0) != child) return {std::nullopt, "waitpid failed"};
  const auto elapsed = std::chrono::steady_clock::now() - start;
  if (!WIFEXITED(status)) return {std::nullopt, "killed by signal " + std::to_string(WTERMSIG(status))};
  if (WEXITSTATUS(status) != 0) return {std::nullopt, "failed (exit " + std::to_string(WEXITSTATUS(status)) + ")"};
  return {static_cast<double>(std::chrono::duration_cast<std::chrono::nanoseconds>(elapsed).count()), {}};
}

Timing time_startup(const std::filesystem::path& binary, const SamplingPlan& plan) {
  std::vector<std::string> argument_strings{binary.string(), "--seed", "1", "--quit-after-frames", "1"};
  std::vector<std::string> environment_strings = child_environment();
  std::vector<char*> arguments = c_string_array(argument_strings);
  std::vector<char*> environment = c_string_array(environment_strings);
  // One untimed run first, so every timed run starts with the binary and assets cached.
  const RunResult warm_up = run_game_once(binary, arguments, environment);
  if (!warm_up.nanoseconds) return missing(warm_up.failure);
  std::vector<double> samples;
  for (int run = 0; run < plan.process_runs; ++run) {
    const RunResult result = run_game_once(binary, arguments, environment);
    if (!result.nanoseconds) return missing(result.failure);
    samples.push_back(*result.nanoseconds);
  }
  return measured(summarize(samples));
}

}  // namespace

FigureRow startup_figure(const SamplingPlan& plan) {
  const std::filesystem::path binary = game_binary_path();
  const std::string note = std::to_string(plan.process_runs) + " runs of " + std::string(kGameBinaryName) +
                           " --seed 1 --quit-after-frames 1, dummy SDL drivers, warm cache";
  FigureRow row{"Start-up to first frame (spawn to exit)", {}, std::nullopt, note};
  std::error_code error;
  if (!std::filesystem::is_regular_file(binary, error)) {
    row.ours = missing("not built");
    row.note = "no game binary at " + binary.string();
    return row;
  }
  row.ours = time_startup(binary, plan);
  return row;
}

}  // namespace bench
