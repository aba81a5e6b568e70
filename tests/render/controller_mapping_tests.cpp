// SPDX-License-Identifier: MIT
// A large gamecontrollerdb.txt: SDL is handed the mappings of the joysticks plugged in, and no others,
// whether a joystick was there at start-up or comes later.
#include <SDL.h>
#include <doctest/doctest.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "file_text.h"
#include "render/controllers.h"
#include "render/input.h"
#include "render/virtual_joystick.h"
#include "temp_folder.h"

namespace {

// A virtual arcade stick: unlike a virtual game controller, SDL makes it one only by a mapping.
constexpr SDL_JoystickType kStickType = SDL_JOYSTICK_TYPE_ARCADE_STICK;
constexpr int kOtherMappings = 20'000;

std::string stick_mapping(const std::string& guid, const std::string& name) {
  return guid + "," + name + ",a:b0,b:b1,x:b2,y:b3,back:b4,start:b6,leftx:a0,lefty:a1,platform:" + SDL_GetPlatform() +
         ",";
}

// Mappings of controllers nobody plugs in, the `first`th to the `first + count`th: made-up vendor and
// product ids.
std::string other_mappings(int first, int count) {
  std::string text = "# Made up for the test\n";
  for (int i = first; i < first + count; ++i) {
    char guid[33];
    SDL_snprintf(guid, sizeof guid, "03000000%04x0000%04x000001000000", 0x1000 + i / 0x100, 0x2000 + i % 0x100);
    text += stick_mapping(guid, "Nobody's Pad " + std::to_string(i)) + "\n";
  }
  return text;
}

// Holds one of SDL's subsystems for a test, as another part of a program may.
class SubsystemHold {
 public:
  explicit SubsystemHold(Uint32 subsystem) : subsystem_(subsystem) {
    REQUIRE_MESSAGE(SDL_InitSubSystem(subsystem) == 0, SDL_GetError());
  }
  ~SubsystemHold() { SDL_QuitSubSystem(subsystem_); }
  SubsystemHold(const SubsystemHold&) = delete;
  SubsystemHold& operator=(const SubsystemHold&) = delete;

 private:
  Uint32 subsystem_;
};

std::optional<render::VirtualJoystick> plug_in_stick() {
  std::string problem;
  std::optional<render::VirtualJoystick> stick = render::VirtualJoystick::plug_in(problem, kStickType);
  REQUIRE_MESSAGE(stick, problem);
  return stick;
}

// The GUID of a virtual arcade stick as the community database writes GUIDs: without the checksum
// of the joystick's name that SDL puts in bytes 2-3 (SDL 2.26 matches a GUID of this stick's form,
// with no vendor and product, only so).
std::string stick_guid() {
  const SubsystemHold joysticks(SDL_INIT_JOYSTICK);
  const std::optional<render::VirtualJoystick> stick = plug_in_stick();
  char guid[33];
  SDL_JoystickGetGUIDString(SDL_JoystickGetDeviceGUID(SDL_NumJoysticks() - 1), guid, sizeof guid);
  return std::string(guid).replace(4, 4, "0000");
}

// SDL's events so far, routed as the app routes them; the notices the player would see.
std::vector<std::string> routed_notices(render::Controllers& controllers) {
  render::Input input;
  std::vector<std::string> notices;
  SDL_JoystickUpdate();
  SDL_Event event;
  while (SDL_PollEvent(&event) != 0) {
    if (!render::is_controller_event(event)) continue;
    if (std::string notice = controllers.route(event, input); !notice.empty()) notices.push_back(notice);
  }
  return notices;
}

// How many mappings SDL has with the subsystem up and no file: its own database's.
int mappings_sdl_knows() {
  const render::Controllers without_file{std::filesystem::path()};
  return SDL_GameControllerNumMappings();
}

// gamecontrollerdb.txt in a folder of its own: the arcade stick's mapping, named `stick_name`, in
// the middle of many others.
struct StickMappingFile {
  explicit StickMappingFile(const std::string& stick_name) {
    write_text(path, other_mappings(0, kOtherMappings / 2) + stick_mapping(stick_guid(), stick_name) + "\n" +
                         other_mappings(kOtherMappings / 2, kOtherMappings / 2));
  }
  TempFolder folder{"controller-mappings"};
  std::filesystem::path path = folder.path / render::Controllers::kMappingFileName;
};

}  // namespace

TEST_CASE("with nothing plugged in, SDL is handed none of a large mapping file, and the file is counted") {
  const int sdl_own = mappings_sdl_knows();
  const StickMappingFile file("Mouse King Arcade Stick");
  const render::Controllers controllers(file.path);
  CHECK(controllers.mapping_problem().empty());
  CHECK(controllers.mappings_read() == static_cast<std::size_t>(kOtherMappings) + 1);
  CHECK(SDL_GameControllerNumMappings() == sdl_own);
}

TEST_CASE("a joystick plugged in after start-up is a controller by the file's mapping, the only one SDL is handed") {
  const int sdl_own = mappings_sdl_knows();
  const StickMappingFile file("Mouse King Arcade Stick");
  for (const bool subsystem_started_elsewhere : {false, true}) {
    CAPTURE(subsystem_started_elsewhere);
    std::optional<SubsystemHold> elsewhere;
    if (subsystem_started_elsewhere) elsewhere.emplace(SDL_INIT_GAMECONTROLLER);
    render::Controllers controllers(file.path);
    CHECK(routed_notices(controllers).empty());
    const std::optional<render::VirtualJoystick> stick = plug_in_stick();
    CHECK(routed_notices(controllers) == std::vector<std::string>{"Controller connected: Mouse King Arcade Stick."});
    CHECK(controllers.connected() == 1);
    CHECK(SDL_GameControllerNumMappings() == sdl_own + 1);
  }
}

TEST_CASE("a joystick plugged in before start-up is a controller by the file's mapping, the only one SDL is handed") {
  const int sdl_own = mappings_sdl_knows();
  const StickMappingFile file("Mouse King Arcade Stick");
  const SubsystemHold joysticks(SDL_INIT_JOYSTICK);
  const std::optional<render::VirtualJoystick> stick = plug_in_stick();
  render::Controllers controllers(file.path);
  CHECK(routed_notices(controllers) == std::vector<std::string>{"Controller connected: Mouse King Arcade Stick."});
  CHECK(SDL_GameControllerNumMappings() == sdl_own + 1);
}

TEST_CASE("a mapping in SDL_GAMECONTROLLERCONFIG still wins over the file's for the same controller") {
  const StickMappingFile file("Named By The File");
  REQUIRE(SDL_SetHint(SDL_HINT_GAMECONTROLLERCONFIG, stick_mapping(stick_guid(), "Named By The Variable").c_str()));
  {
    render::Controllers controllers(file.path);
    const std::optional<render::VirtualJoystick> stick = plug_in_stick();
    CHECK(routed_notices(controllers) == std::vector<std::string>{"Controller connected: Named By The Variable."});
  }
  SDL_SetHint(SDL_HINT_GAMECONTROLLERCONFIG, nullptr);
}
