// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace render {

// The mappings of a gamecontrollerdb.txt (the community database's format) for one platform,
// found by the GUID of a joystick. Plain C++, without SDL: the file is read once, in time linear
// in its length, and SDL is handed only the few lines of the joysticks plugged in, because SDL
// adds each mapping by searching the ones it has, which makes a whole large file quadratic.
class ControllerMappingFile {
 public:
  ControllerMappingFile() = default;

  // Reads `text` as SDL_GameControllerAddMappingsFromRW does: one mapping a line, kept only when
  // its platform field names `platform` (in any case); a line starting with '#' is a comment; a
  // later line for a controller replaces an earlier one. A line whose GUID is not 32 hex digits
  // (nor SDL's "default" or "xinput") maps no joystick and is left out.
  static ControllerMappingFile parse(std::string_view text, std::string_view platform);

  // How many controllers the file maps on this platform.
  std::size_t size() const { return by_controller_.size() + for_every_joystick_.size(); }

  // The lines SDL needs to map a joystick whose GUID is `joystick_guid` (as SDL_JoystickGetGUIDString
  // writes it), in the file's order: the line of its controller, and those SDL falls back to when a
  // version differs. SDL keys a mapping by the GUID with its name checksum (bytes 2-3) cleared, so
  // both a line with the joystick's exact GUID and one with the checksum cleared are found.
  std::vector<std::string_view> lines_for(std::string_view joystick_guid) const;

  // The lines that apply to every joystick (SDL's "default" and "xinput" mappings), in the file's order.
  std::vector<std::string_view> lines_for_every_joystick() const;

 private:
  struct Line {
    std::string text;
    std::size_t order = 0;  // its place in the file, so that lines go to SDL in the file's order
  };
  void keep(std::string_view guid, std::string_view line, std::size_t order);
  static std::vector<std::string_view> in_file_order(std::vector<const Line*> lines);

  // By the GUID with its checksum cleared, lower case: the key SDL keeps a mapping under.
  std::unordered_map<std::string, Line> by_controller_;
  // Controller keys by the GUID with its checksum and version cleared, for SDL's version fallback.
  std::unordered_map<std::string, std::vector<std::string>> by_model_;
  std::unordered_map<std::string, Line> for_every_joystick_;  // by "default" or "xinput"
};

}  // namespace render
