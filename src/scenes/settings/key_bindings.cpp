// SPDX-License-Identifier: MIT
#include "scenes/settings/key_bindings.h"

#include <algorithm>
#include <string>

namespace scenes {

namespace {

// The keys the game has always used. A command added without its keys fails
// to compile: the switch names every command and has no default.
std::vector<SDL_Keycode> default_keys(Command command) {
  switch (command) {
    case Command::MoveUp: return {SDLK_UP, SDLK_KP_8, SDLK_k};
    case Command::MoveDown: return {SDLK_DOWN, SDLK_KP_2, SDLK_j};
    case Command::MoveLeft: return {SDLK_LEFT, SDLK_KP_4, SDLK_h};
    case Command::MoveRight: return {SDLK_RIGHT, SDLK_KP_6, SDLK_l};
    case Command::MoveUpLeft: return {SDLK_KP_7, SDLK_y};
    case Command::MoveUpRight: return {SDLK_KP_9, SDLK_u};
    case Command::MoveDownLeft: return {SDLK_KP_1, SDLK_b};
    case Command::MoveDownRight: return {SDLK_KP_3, SDLK_n};
    case Command::Wait: return {SDLK_PERIOD, SDLK_KP_5, SDLK_KP_PERIOD};
    case Command::Explore: return {SDLK_x};
    case Command::Rest: return {SDLK_z};
    case Command::Search: return {SDLK_s};
    case Command::TravelStairsUp: return {SDLK_PAGEUP};
    case Command::TravelStairsDown: return {SDLK_PAGEDOWN};
    case Command::Look: return {SDLK_SEMICOLON};
    // Tab is the inventory's key (with i) since the first version.
    case Command::NextInView: return {SDLK_v};
    case Command::Throw: return {SDLK_t};
    case Command::Fire: return {SDLK_f};
    case Command::Inventory: return {SDLK_TAB, SDLK_i};
    case Command::MessageLog: return {SDLK_m};
    // Keycodes ignore Shift, so "?" on most keyboards arrives as the "/" key.
    case Command::Help: return {SDLK_F1, SDLK_SLASH};
    case Command::ZoomIn: return {SDLK_PLUS, SDLK_EQUALS, SDLK_KP_PLUS};
    case Command::ZoomOut: return {SDLK_MINUS, SDLK_KP_MINUS};
    case Command::ReloadData: return {SDLK_F5};
    // Many games' console key; it only opens anything in a --debug run.
    case Command::DebugConsole: return {SDLK_BACKQUOTE};
    case Command::Screenshot: return {SDLK_F12};
    case Command::Fullscreen: return {SDLK_F11};
    case Command::Mute: return {SDLK_F8, SDLK_AUDIOMUTE};
    case Command::Menu: return {SDLK_ESCAPE};
  }
  return {};
}

}  // namespace

bool is_essential(Command command) {
  // A direction without a key would leave a keyboard player unable to walk that way at all.
  return command == Command::Menu || command == Command::Inventory || command == Command::MessageLog ||
         command == Command::Help || movement_of(command).has_value();
}

std::optional<core::Point> movement_of(Command command) {
  switch (command) {
    case Command::MoveUp: return core::Point{0, -1};
    case Command::MoveDown: return core::Point{0, 1};
    case Command::MoveLeft: return core::Point{-1, 0};
    case Command::MoveRight: return core::Point{1, 0};
    case Command::MoveUpLeft: return core::Point{-1, -1};
    case Command::MoveUpRight: return core::Point{1, -1};
    case Command::MoveDownLeft: return core::Point{-1, 1};
    case Command::MoveDownRight: return core::Point{1, 1};
    default: return std::nullopt;
  }
}

KeyBindings KeyBindings::defaults() {
  KeyBindings bindings;
  for (Command command : all_commands()) bindings.keys_[index(command)] = default_keys(command);
  return bindings;
}

std::optional<Command> KeyBindings::command_of(SDL_Keycode key) const {
  for (Command command : all_commands()) {
    if (std::ranges::find(keys(command), key) != keys(command).end()) return command;
  }
  return std::nullopt;
}

std::optional<Command> KeyBindings::add(Command command, SDL_Keycode key) {
  const std::optional<Command> previous = command_of(key);
  if (previous == command) return std::nullopt;
  // A key that meant two things would make one of them unreachable.
  if (previous) std::erase(keys_[index(*previous)], key);
  keys_[index(command)].push_back(key);
  return previous;
}

std::optional<Command> KeyBindings::replace(Command command, SDL_Keycode key) {
  const std::optional<Command> previous = command_of(key);
  if (previous && previous != command) std::erase(keys_[index(*previous)], key);
  keys_[index(command)] = {key};
  return previous == command ? std::nullopt : previous;
}

std::optional<Command> KeyBindings::essential_left_without(Command command, SDL_Keycode key) const {
  const std::optional<Command> owner = command_of(key);
  if (!owner || *owner == command || !is_essential(*owner) || keys(*owner).size() > 1) return std::nullopt;
  return owner;
}

std::vector<Command> KeyBindings::restore_essential_keys() {
  std::vector<Command> restored;
  // Each pass gives essential commands their own default keys, which are
  // distinct, so a key taken here is never taken back: one pass per
  // essential command is enough.
  for (int pass = 0; pass < kCommandCount; ++pass) {
    bool changed = false;
    for (Command command : all_commands()) {
      if (!is_essential(command) || !keys(command).empty()) continue;
      for (SDL_Keycode key : default_keys(command)) add(command, key);
      if (std::ranges::find(restored, command) == restored.end()) restored.push_back(command);
      changed = true;
    }
    if (!changed) break;
  }
  return restored;
}

std::string key_name(SDL_Keycode key) {
  return SDL_GetKeyName(key);
}

std::optional<SDL_Keycode> key_from_name(std::string_view name) {
  // SDL reads a C string: a name with a NUL inside would be cut short and mean another key.
  if (name.empty() || name.find('\0') != std::string_view::npos) return std::nullopt;
  const std::string terminated(name);
  const SDL_Keycode key = SDL_GetKeyFromName(terminated.c_str());
  if (key == SDLK_UNKNOWN) return std::nullopt;
  // Only names that come back the same way: the file must mean what the screen shows.
  if (SDL_GetKeyFromName(SDL_GetKeyName(key)) != key) return std::nullopt;
  return key;
}

}  // namespace scenes
