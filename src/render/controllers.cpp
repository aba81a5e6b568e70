// SPDX-License-Identifier: MIT
#include "render/controllers.h"

#include <algorithm>

#include "core/file_reader.h"

namespace render {

namespace {

SDL_JoystickID instance_of(SDL_GameController* controller) {
  return SDL_JoystickInstanceID(SDL_GameControllerGetJoystick(controller));
}

}  // namespace

Controllers::Controllers(const std::filesystem::path& mapping_file) {
  if (!mapping_file.empty()) read_mappings(mapping_file);
  // Watching before the subsystem starts puts our watch ahead of SDL's, so that a joystick found
  // as it starts, or plugged in later, has its mapping when SDL asks whether it is a controller.
  sdl_decides_first_ = SDL_WasInit(SDL_INIT_GAMECONTROLLER) != 0;
  SDL_AddEventWatch(&Controllers::watch_joysticks, this);
  if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
    SDL_DelEventWatch(&Controllers::watch_joysticks, this);
    SDL_Log("Game controllers are not available: %s", SDL_GetError());
    return;
  }
  available_ = true;
  for (const std::string_view line : mapping_file_.lines_for_every_joystick()) hand_to_sdl(line);
  // Joysticks that were there before the subsystem was ours: SDL has decided on them already.
  for (int index = 0; index < SDL_NumJoysticks(); ++index) map_joystick(index, true);
  // Controllers already plugged in arrive as SDL_CONTROLLERDEVICEADDED events, like later ones.
  if (!mapping_problem_.empty()) SDL_Log("%s", mapping_problem_.c_str());
}

Controllers::~Controllers() {
  open_.clear();
  SDL_DelEventWatch(&Controllers::watch_joysticks, this);
  if (available_) SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
}

// Read like every file the game reads (a named pipe or a huge file cannot stall it); SDL is
// handed lines of it only as joysticks come (see map_joystick).
void Controllers::read_mappings(const std::filesystem::path& mapping_file) {
  const core::FileRead text = core::read_regular_file(mapping_file, kMaxMappingFileBytes);
  if (core::is_missing(text)) return;
  if (!text) {
    mapping_problem_ = mapping_file.string() + " was not read: " + text.error();
    return;
  }
  mapping_file_ = ControllerMappingFile::parse(*text, SDL_GetPlatform());
  SDL_Log("%zu controller mappings for %s read from %s", mapping_file_.size(), SDL_GetPlatform(),
          mapping_file.string().c_str());
}

int SDLCALL Controllers::watch_joysticks(void* controllers, SDL_Event* event) {
  if (event->type == SDL_JOYDEVICEADDED) {
    auto* self = static_cast<Controllers*>(controllers);
    self->map_joystick(event->jdevice.which, self->sdl_decides_first_);
  }
  return 1;
}

void Controllers::map_joystick(int device_index, bool sdl_has_decided) {
  char guid[33];
  SDL_JoystickGetGUIDString(SDL_JoystickGetDeviceGUID(device_index), guid, sizeof guid);
  const bool was_controller = SDL_IsGameController(device_index) == SDL_TRUE;
  for (const std::string_view line : mapping_file_.lines_for(guid)) hand_to_sdl(line);
  if (!sdl_has_decided || was_controller || SDL_IsGameController(device_index) != SDL_TRUE) return;
  SDL_Event added{};
  added.type = SDL_CONTROLLERDEVICEADDED;
  added.cdevice.which = device_index;
  SDL_PushEvent(&added);
}

void Controllers::hand_to_sdl(std::string_view line) {
  if (!handed_.insert(line.data()).second) return;
  // The file's lines are whole mappings; a copy ends each with the terminator SDL needs.
  if (SDL_GameControllerAddMapping(std::string(line).c_str()) < 0) {
    SDL_Log("A controller mapping was not used: %s", SDL_GetError());
  }
}

Controllers::Change Controllers::handle_device_event(const SDL_Event& event) {
  if (!available_) return {};
  if (event.type == SDL_CONTROLLERDEVICEADDED) return connect(event.cdevice.which);
  if (event.type == SDL_CONTROLLERDEVICEREMOVED) return disconnect(event.cdevice.which);
  return {};
}

Controllers::Change Controllers::connect(int device_index) {
  // The same controller may be announced twice (at start-up, and by its own event).
  const SDL_JoystickID instance = SDL_JoystickGetDeviceInstanceID(device_index);
  const bool known =
      std::ranges::any_of(open_, [&](const GameControllerPtr& open) { return instance_of(open.get()) == instance; });
  if (known) return {};
  GameControllerPtr controller(SDL_GameControllerOpen(device_index));
  if (!controller) {
    return {"A controller was plugged in but could not be opened: " + std::string(SDL_GetError()), false};
  }
  const std::string name = name_of(controller.get());
  open_.push_back(std::move(controller));
  if (open_.size() == 1) return {"Controller connected: " + name + ".", false};
  return {"Controller connected: " + name + ". The first one connected still plays.", false};
}

Controllers::Change Controllers::disconnect(SDL_JoystickID instance) {
  const auto gone =
      std::ranges::find_if(open_, [&](const GameControllerPtr& open) { return instance_of(open.get()) == instance; });
  if (gone == open_.end()) return {};
  const bool was_driver = gone == open_.begin();
  const std::string name = name_of(gone->get());
  open_.erase(gone);
  std::string notice = "Controller disconnected: " + name + ".";
  if (was_driver && !open_.empty()) notice += " " + name_of(open_.front().get()) + " plays now.";
  return {notice, was_driver};
}

std::string Controllers::route(const SDL_Event& event, Input& input) {
  if (event.type == SDL_CONTROLLERDEVICEADDED || event.type == SDL_CONTROLLERDEVICEREMOVED) {
    const Change change = handle_device_event(event);
    if (change.driver_left) input.release_controller(open_.empty());
    input.set_pad_style(driver_style());
    if (!change.notice.empty()) SDL_Log("%s", change.notice.c_str());
    return change.notice;
  }
  if (from_driver(event)) input.handle_event(event);
  return "";
}

bool Controllers::from_driver(const SDL_Event& event) const {
  if (open_.empty()) return false;
  const SDL_JoystickID driver = instance_of(open_.front().get());
  switch (event.type) {
    case SDL_CONTROLLERBUTTONDOWN:
    case SDL_CONTROLLERBUTTONUP: return event.cbutton.which == driver;
    case SDL_CONTROLLERAXISMOTION: return event.caxis.which == driver;
    default: return false;
  }
}

PadStyle Controllers::driver_style() const {
  if (open_.empty()) return PadStyle::Xbox;
  return pad_style_of(SDL_GameControllerGetType(open_.front().get()));
}

std::string Controllers::name_of(SDL_GameController* controller) {
  const char* name = SDL_GameControllerName(controller);
  return name ? name : "a controller";
}

bool is_controller_event(const SDL_Event& event) {
  return event.type >= SDL_CONTROLLERAXISMOTION && event.type <= SDL_CONTROLLERDEVICEREMAPPED;
}

}  // namespace render
