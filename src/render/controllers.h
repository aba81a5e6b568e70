// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "render/controller_mapping_file.h"
#include "render/input.h"
#include "render/pad_button.h"
#include "render/sdl_handles.h"

namespace render {

// The game controllers plugged in, opened as they come and closed as they go:
// the first one connected drives the game, and when it goes the next one takes
// over. Owns SDL's game-controller subsystem for its lifetime.
class Controllers {
 public:
  // Mappings of controllers SDL does not know, in the community database's format, one per line.
  static constexpr const char* kMappingFileName = "gamecontrollerdb.txt";
  // A mapping file larger than this is refused (the community database is about 0.5 MB).
  static constexpr std::size_t kMaxMappingFileBytes = 16 * 1024 * 1024;

  // Reads `mapping_file` when it exists, then starts the subsystem. SDL is handed the file's
  // mappings of the joysticks plugged in, at start-up and as each one comes, before SDL decides
  // whether it is a game controller. What went wrong with the file, if anything, is kept for the
  // player (see mapping_problem).
  explicit Controllers(const std::filesystem::path& mapping_file);
  ~Controllers();
  Controllers(const Controllers&) = delete;
  Controllers& operator=(const Controllers&) = delete;

  bool available() const { return available_; }
  // Why the mapping file was not used, in a player's words; empty when it was, or is absent.
  const std::string& mapping_problem() const { return mapping_problem_; }
  // How many controllers the file maps on this platform.
  std::size_t mappings_read() const { return mapping_file_.size(); }

  // What happened for a device event (added, removed, remapped): a notice for the player
  // ("Controller connected: ..."), or nothing to say.
  struct Change {
    std::string notice;
    bool driver_left = false;  // the controller that drove the game went away
  };
  Change handle_device_event(const SDL_Event& event);

  // Hands one of SDL's controller events on: plugging and unplugging changes which controller
  // drives (and lets go of what one that left held), the driver's buttons and axes reach `input`.
  // Returns the notice for the player, or nothing.
  std::string route(const SDL_Event& event, Input& input);

  // Whether a button or axis event comes from the controller that drives the game.
  bool from_driver(const SDL_Event& event) const;
  // How the driving controller prints its buttons; Xbox's names when none is connected.
  PadStyle driver_style() const;
  std::size_t connected() const { return open_.size(); }

 private:
  void read_mappings(const std::filesystem::path& mapping_file);
  // Hands SDL the file's mappings for the joystick at `device_index` that it has not had yet; when
  // they make it a game controller and SDL has decided already, announces it as SDL would have.
  void map_joystick(int device_index, bool sdl_has_decided);
  void hand_to_sdl(std::string_view line);
  static int SDLCALL watch_joysticks(void* controllers, SDL_Event* event);
  Change connect(int device_index);
  Change disconnect(SDL_JoystickID instance);
  static std::string name_of(SDL_GameController* controller);

  bool available_ = false;
  // Whether SDL's own watch of plugged-in joysticks was there before ours, and so decides first.
  bool sdl_decides_first_ = false;
  std::string mapping_problem_;
  ControllerMappingFile mapping_file_;
  std::unordered_set<const char*> handed_;  // the lines of mapping_file_ SDL has had
  std::vector<GameControllerPtr> open_;     // in the order they were connected; the first drives
};

// Whether `event` is one of SDL's game-controller events (a button, an axis or a device).
bool is_controller_event(const SDL_Event& event);

}  // namespace render
