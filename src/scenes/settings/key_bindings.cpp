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
    // The controller's Start button opens it; F10 is many programs' menu key.
    case Command::GameMenu: return {SDLK_F10};
  }
  return {};
}

}  // namespace

bool is_essential(Command command) {
  // A direction without a key would leave a keyboard player unable to walk that way at all.
  return command == Command::Menu || command == Command::Inventory || command == Command::MessageLog ||
         command == Command::Help || movement_of(command).has_value();
}

KeyBindings::KeyBindings() : table_(default_keys) {}

void KeyBindings::reset(Command command) {
  table_.set(command, default_keys(command));
}

std::optional<Command> KeyBindings::essential_left_without(Command command, SDL_Keycode key) const {
  return table_.essential_left_without(command, key, is_essential);
}

std::vector<Command> KeyBindings::restore_essential_keys() {
  return table_.restore_essentials(default_keys, is_essential);
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
