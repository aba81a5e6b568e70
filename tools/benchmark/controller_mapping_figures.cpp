// SPDX-License-Identifier: MIT
#include "controller_mapping_figures.h"

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "byte_text.h"
#include "render/controllers.h"
#include "render/virtual_joystick.h"
#include "temporary_folder.h"

namespace bench {

namespace {

constexpr int kMappings = 61'000;
constexpr int kQuickMappings = kMappings / 10;
// The whole file handed to SDL takes many seconds a run: a few runs show the median well enough.
constexpr int kMaxRuns = 3;

// A line as long as the community database's lines are on average (61,000 of them fill 16 MB), for
// a made-up vendor and product.
std::string made_up_mapping(int index) {
  char guid[33];
  std::snprintf(guid, sizeof guid, "03000000%04x0000%04x000001010000", 0x1000 + index / 0x10000, index % 0x10000);
  return std::string(guid) + ",Benchmark Pad " + std::to_string(index) +
         ",a:b0,b:b1,back:b6,dpdown:h0.4,dpleft:h0.8,dpright:h0.2,dpup:h0.1,leftshoulder:b4,lefttrigger:a2,"
         "leftx:a0,lefty:a1,rightshoulder:b5,rightstick:b10,righttrigger:a5,rightx:a3,righty:a4,start:b7,x:b2,y:b3,"
         "platform:" +
         SDL_GetPlatform() + ",\n";
}

// The plugged-in controller's mapping sits in the middle of the others.
std::string mapping_file_text(int mappings, const std::string& plugged_in_guid) {
  std::string text = "# Game controller mappings made up for the benchmark\n";
  for (int index = 0; index < mappings; ++index) {
    if (index == mappings / 2)
      text += plugged_in_guid + ",Benchmark Stick,a:b0,b:b1,leftx:a0,lefty:a1,platform:" + SDL_GetPlatform() + ",\n";
    text += made_up_mapping(index);
  }
  return text;
}

// The mapping file in a folder of its own, removed when the figure is done.
class MappingFile {
 public:
  explicit MappingFile(const std::string& text)
      : folder_(make_unique_folder()), path_(folder_ / render::Controllers::kMappingFileName) {
    write_text_file(path_, text);
  }
  ~MappingFile() {
    std::error_code ignored;
    std::filesystem::remove_all(folder_, ignored);
  }
  MappingFile(const MappingFile&) = delete;
  MappingFile& operator=(const MappingFile&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path folder_;
  std::filesystem::path path_;
};

// What the game did before: the whole file to SDL, on a fresh mapping list each run.
void hand_whole_file_to_sdl(const std::string& text) {
  if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) return;
  SDL_RWops* stream = SDL_RWFromConstMem(text.data(), static_cast<int>(text.size()));
  keep(static_cast<std::uint64_t>(SDL_GameControllerAddMappingsFromRW(stream, 1)));
  SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
}

// The game's start-up: the file read and parsed, the plugged-in controller mapped and opened.
void start_controllers(const std::filesystem::path& file) {
  render::Controllers controllers(file);
  render::Input input;
  SDL_Event event;
  while (SDL_PollEvent(&event) != 0) {
    if (render::is_controller_event(event)) controllers.route(event, input);
  }
  keep(controllers.connected() + controllers.mappings_read());
  if (controllers.connected() != 1) std::fprintf(stderr, "the benchmark's stick was not connected\n");
}

std::string ratio_text(const Spread& before, const Spread& after) {
  char text[64];
  std::snprintf(text, sizeof text, "%.0fx", before.median / std::max(after.median, 1.0));
  return text;
}

// The joystick subsystem is held for the whole figure, so that SDL keeps the stick between runs.
class PluggedInStick {
 public:
  PluggedInStick() {
    if (SDL_InitSubSystem(SDL_INIT_JOYSTICK) != 0) return;
    std::string problem;
    stick_ = render::VirtualJoystick::plug_in(problem, SDL_JOYSTICK_TYPE_ARCADE_STICK);
    char text[33];
    SDL_JoystickGetGUIDString(SDL_JoystickGetDeviceGUID(SDL_NumJoysticks() - 1), text, sizeof text);
    // As the community database writes GUIDs: without the checksum of the name in bytes 2-3.
    if (stick_) guid_ = std::string(text).replace(4, 4, "0000");
  }
  ~PluggedInStick() {
    stick_.reset();
    SDL_QuitSubSystem(SDL_INIT_JOYSTICK);
  }
  PluggedInStick(const PluggedInStick&) = delete;
  PluggedInStick& operator=(const PluggedInStick&) = delete;
  // Its GUID, or nothing when no stick could be plugged in.
  const std::optional<std::string>& guid() const { return guid_; }

 private:
  std::optional<render::VirtualJoystick> stick_;
  std::optional<std::string> guid_;
};

}  // namespace

std::vector<FigureRow> controller_mapping_figures(const SamplingPlan& plan, bool quick) {
  const int mappings = quick ? kQuickMappings : kMappings;
  const std::string figure =
      std::string("Controller mappings, ") + (quick ? "6,100 in a 1.6" : "61,000 in a 16") + " MB file";
  const int runs = std::clamp(plan.process_runs, 1, kMaxRuns);
  std::string text;
  Spread now;
  {
    const PluggedInStick stick;
    if (!stick.guid()) return {{figure, missing("no virtual joystick"), std::nullopt, SDL_GetError()}};
    text = mapping_file_text(mappings, *stick.guid());
    const MappingFile file(text);
    now = time_runs(runs, [&] { start_controllers(file.path()); });
  }
  const Spread before = time_runs(runs, [&] { hand_whole_file_to_sdl(text); });
  const std::string size = megabytes_text(static_cast<double>(text.size())) + ", " + std::to_string(runs) + " runs";
  return {{figure + ": start-up, the plugged-in controller's mapping to SDL", measured(now), std::nullopt,
           size + ", " + ratio_text(before, now) + " faster than the whole file to SDL"},
          {figure + ": the whole file to SDL, as before", measured(before), std::nullopt,
           "SDL_GameControllerAddMappingsFromRW, quadratic in the mappings"}};
}

}  // namespace bench
