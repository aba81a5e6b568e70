// SPDX-License-Identifier: MIT
#include "render/virtual_controller_feed.h"

#include <charconv>
#include <sstream>

#include "render/pad_button.h"

namespace render {

namespace {

// A line longer than this is not a command: it is skipped, so a runaway file cannot grow memory.
constexpr std::size_t kMaxLine = 200;

// SDL's button for a name of settings.json ("a", "dpad_up"); nullopt for a stick's or trigger's.
std::optional<SDL_GameControllerButton> sdl_button_named(std::string_view name) {
  for (int sdl = 0; sdl < SDL_CONTROLLER_BUTTON_MAX; ++sdl) {
    const auto button = static_cast<SDL_GameControllerButton>(sdl);
    const std::optional<PadButton> ours = pad_button_of(button);
    if (ours && core::id_of(kPadButtonNames, *ours) == name) return button;
  }
  return std::nullopt;
}

std::optional<Sint16> axis_value(const std::string& word) {
  int value = 0;
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc() || end != word.data() + word.size() || value < -32768 || value > 32767) return std::nullopt;
  return static_cast<Sint16>(value);
}

std::string kind_of(std::filesystem::file_type type) {
  switch (type) {
    case std::filesystem::file_type::directory: return "a folder";
    case std::filesystem::file_type::fifo: return "a named pipe";
    case std::filesystem::file_type::character:
    case std::filesystem::file_type::block: return "a device";
    default: return "not a file";
  }
}

}  // namespace

ControllerFileCheck check_controller_file(const std::filesystem::path& path) {
  std::error_code error;
  const std::filesystem::file_status status = std::filesystem::status(path, error);
  if (status.type() == std::filesystem::file_type::not_found) {
    return {true, path.string() + " does not exist yet: its commands are read once it is made"};
  }
  if (error) return {false, "cannot look at " + path.string() + ": " + error.message()};
  if (status.type() == std::filesystem::file_type::regular) return {true, ""};
  return {false,
          path.string() + " is " + kind_of(status.type()) + ", not a file of commands: no controller is fed from it"};
}

VirtualControllerFeed::VirtualControllerFeed(std::filesystem::path file) : path_(std::move(file)) {
  const ControllerFileCheck check = check_controller_file(path_);
  if (!check.message.empty()) SDL_Log("Virtual controller: %s", check.message.c_str());
  refused_ = !check.usable;
  // SDL drops a controller's presses while the window lacks the keyboard focus, which a window
  // without a window manager loses whenever the screen is grabbed for a screenshot. A controller
  // driven by a file is never pressed by mistake in the background.
  SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1");
  // The game-controller subsystem is already up (the app's Controllers started it first).
  plug();
}

void VirtualControllerFeed::plug() {
  if (joystick_) return;
  std::string problem;
  joystick_ = VirtualJoystick::plug_in(problem);
  if (!joystick_) SDL_Log("%s", problem.c_str());
}

void VirtualControllerFeed::poll() {
  for (SDL_GameControllerButton button : tapped_) {
    if (joystick_) joystick_->set_button(button, false);
  }
  tapped_.clear();
  if (refused_) return;
  if (!file_.is_open()) {
    // Made since the start: looked at again, so a pipe made later cannot hang the frame either.
    if (const ControllerFileCheck check = check_controller_file(path_); !check.usable) {
      refused_ = true;
      SDL_Log("Virtual controller: %s", check.message.c_str());
      return;
    }
    file_.open(path_);
    if (!file_.is_open()) return;
  }
  std::string chunk(256, '\0');
  int problems = 0;
  for (std::size_t read = 0; read < kBytesPerFrame;) {
    file_.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    const std::streamsize got = file_.gcount();
    if (got <= 0) break;
    read += static_cast<std::size_t>(got);
    for (std::streamsize i = 0; i < got; ++i) {
      const char c = chunk[static_cast<std::size_t>(i)];
      if (c != '\n') {
        if (partial_.size() <= kMaxLine) partial_ += c;
        continue;
      }
      std::optional<std::string> problem = run(partial_);
      if (problem && ++problems <= kProblemsPerFrame) SDL_Log("Virtual controller: %s", problem->c_str());
      partial_.clear();
    }
  }
  file_.clear();  // at the end for now: the test may write more
}

std::optional<std::string> VirtualControllerFeed::run(std::string_view line) {
  if (line.size() > kMaxLine) return "a line longer than " + std::to_string(kMaxLine) + " characters is skipped";
  std::istringstream words{std::string(line)};
  std::string verb;
  std::string first;
  std::string second;
  words >> verb >> first >> second;
  if (verb.empty()) return std::nullopt;
  if (verb == "plug") return plug(), std::nullopt;
  if (verb == "unplug") {
    joystick_.reset();
    tapped_.clear();
    return std::nullopt;
  }
  if (!joystick_) return "\"" + std::string(line) + "\": the controller is unplugged";
  if (verb == "press" || verb == "release" || verb == "tap") {
    const std::optional<SDL_GameControllerButton> button = sdl_button_named(first);
    if (!button) return "\"" + first + "\" is no button of the controller (a, b, x, y, back, start, dpad_up...)";
    joystick_->set_button(*button, verb != "release");
    if (verb == "tap") tapped_.push_back(*button);
    return std::nullopt;
  }
  if (verb == "stick" || verb == "right_stick") {
    const std::optional<Sint16> x = axis_value(first);
    const std::optional<Sint16> y = axis_value(second);
    if (!x || !y) return "\"" + std::string(line) + "\": a stick takes two readings from -32768 to 32767";
    const bool left = verb == "stick";
    joystick_->set_stick(left ? SDL_CONTROLLER_AXIS_LEFTX : SDL_CONTROLLER_AXIS_RIGHTX, *x,
                         left ? SDL_CONTROLLER_AXIS_LEFTY : SDL_CONTROLLER_AXIS_RIGHTY, *y);
    return std::nullopt;
  }
  if (verb == "trigger") {
    const std::optional<Sint16> value = axis_value(second);
    if ((first != "left" && first != "right") || !value) {
      return "\"" + std::string(line) + "\": a trigger is left or right, with a reading up to 32767";
    }
    joystick_->set_axis(first == "left" ? SDL_CONTROLLER_AXIS_TRIGGERLEFT : SDL_CONTROLLER_AXIS_TRIGGERRIGHT, *value);
    return std::nullopt;
  }
  return "\"" + std::string(line) + "\" is no command (press, release, tap, stick, right_stick, trigger, plug, unplug)";
}

}  // namespace render
