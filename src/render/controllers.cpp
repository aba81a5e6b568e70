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
  if (SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0) {
    SDL_Log("Game controllers are not available: %s", SDL_GetError());
    return;
  }
  available_ = true;
  // Controllers already plugged in arrive as SDL_CONTROLLERDEVICEADDED events, like later ones.
  if (!mapping_file.empty()) add_mappings(mapping_file);
  if (!mapping_problem_.empty()) SDL_Log("%s", mapping_problem_.c_str());
}

Controllers::~Controllers() {
  open_.clear();
  if (available_) SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER);
}

// Read like every file the game reads (a named pipe or a huge file cannot stall it), then handed
// to SDL from memory.
void Controllers::add_mappings(const std::filesystem::path& mapping_file) {
  const core::FileRead text = core::read_regular_file(mapping_file, kMaxMappingFileBytes);
  if (core::is_missing(text)) return;
  if (!text) {
    mapping_problem_ = mapping_file.string() + " was not read: " + text.error();
    return;
  }
  SDL_RWops* stream = SDL_RWFromConstMem(text->data(), static_cast<int>(text->size()));
  const int added = stream ? SDL_GameControllerAddMappingsFromRW(stream, 1) : -1;
  if (added < 0) {
    mapping_problem_ = mapping_file.string() + " was not read: " + SDL_GetError();
    return;
  }
  mappings_added_ = added;
  // Mappings of controllers SDL knows already replace its own and are not counted.
  SDL_Log("%d new controller mappings from %s", added, mapping_file.string().c_str());
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
