#include "scenes/key_bindings.h"

#include <algorithm>
#include <string>

namespace scenes {

namespace {

struct ActionInfo {
  Action action;
  ActionNames names;
  std::vector<SDL_Keycode> default_keys;
};

// One table for names and defaults, so adding an action is one line.
const std::array<ActionInfo, kActionCount>& action_table() {
  static const std::array<ActionInfo, kActionCount> table{{
      {Action::MoveUp, {"move_up", "Move up"}, {SDLK_UP, SDLK_KP_8, SDLK_k}},
      {Action::MoveDown, {"move_down", "Move down"}, {SDLK_DOWN, SDLK_KP_2, SDLK_j}},
      {Action::MoveLeft, {"move_left", "Move left"}, {SDLK_LEFT, SDLK_KP_4, SDLK_h}},
      {Action::MoveRight, {"move_right", "Move right"}, {SDLK_RIGHT, SDLK_KP_6, SDLK_l}},
      {Action::MoveUpLeft, {"move_up_left", "Move up-left"}, {SDLK_KP_7, SDLK_y}},
      {Action::MoveUpRight, {"move_up_right", "Move up-right"}, {SDLK_KP_9, SDLK_u}},
      {Action::MoveDownLeft, {"move_down_left", "Move down-left"}, {SDLK_KP_1, SDLK_b}},
      {Action::MoveDownRight, {"move_down_right", "Move down-right"}, {SDLK_KP_3, SDLK_n}},
      {Action::Wait, {"wait", "Wait a turn"}, {SDLK_PERIOD, SDLK_KP_5, SDLK_KP_PERIOD}},
      {Action::Inventory, {"inventory", "Inventory"}, {SDLK_TAB, SDLK_i}},
      {Action::MessageLog, {"message_log", "Message log"}, {SDLK_m}},
      {Action::ZoomIn, {"zoom_in", "Zoom in"}, {SDLK_PLUS, SDLK_EQUALS, SDLK_KP_PLUS}},
      {Action::ZoomOut, {"zoom_out", "Zoom out"}, {SDLK_MINUS, SDLK_KP_MINUS}},
      {Action::ReloadData, {"reload_data", "Reload data"}, {SDLK_F5}},
      {Action::Screenshot, {"screenshot", "Screenshot"}, {SDLK_F12}},
      {Action::Fullscreen, {"fullscreen", "Fullscreen"}, {SDLK_F11}},
      {Action::Menu, {"menu", "Back to title"}, {SDLK_ESCAPE}},
  }};
  return table;
}

const ActionInfo& info(Action action) {
  return action_table()[static_cast<std::size_t>(action)];
}

}  // namespace

ActionNames names_of(Action action) {
  return info(action).names;
}

std::optional<Action> action_from_id(std::string_view id) {
  for (const ActionInfo& entry : action_table()) {
    if (entry.names.id == id) return entry.action;
  }
  return std::nullopt;
}

std::array<Action, kActionCount> all_actions() {
  std::array<Action, kActionCount> actions{};
  for (int i = 0; i < kActionCount; ++i) actions[static_cast<std::size_t>(i)] = static_cast<Action>(i);
  return actions;
}

std::optional<core::Point> movement_of(Action action) {
  switch (action) {
    case Action::MoveUp: return core::Point{0, -1};
    case Action::MoveDown: return core::Point{0, 1};
    case Action::MoveLeft: return core::Point{-1, 0};
    case Action::MoveRight: return core::Point{1, 0};
    case Action::MoveUpLeft: return core::Point{-1, -1};
    case Action::MoveUpRight: return core::Point{1, -1};
    case Action::MoveDownLeft: return core::Point{-1, 1};
    case Action::MoveDownRight: return core::Point{1, 1};
    default: return std::nullopt;
  }
}

KeyBindings KeyBindings::defaults() {
  KeyBindings bindings;
  for (const ActionInfo& entry : action_table()) bindings.keys_[index(entry.action)] = entry.default_keys;
  return bindings;
}

std::optional<Action> KeyBindings::action_of(SDL_Keycode key) const {
  for (Action action : all_actions()) {
    if (std::ranges::find(keys(action), key) != keys(action).end()) return action;
  }
  return std::nullopt;
}

std::optional<Action> KeyBindings::add(Action action, SDL_Keycode key) {
  const std::optional<Action> previous = action_of(key);
  if (previous == action) return std::nullopt;
  // A key that meant two things would make one of them unreachable.
  if (previous) std::erase(keys_[index(*previous)], key);
  keys_[index(action)].push_back(key);
  return previous;
}

std::optional<Action> KeyBindings::replace(Action action, SDL_Keycode key) {
  const std::optional<Action> previous = action_of(key);
  if (previous && previous != action) std::erase(keys_[index(*previous)], key);
  keys_[index(action)] = {key};
  return previous == action ? std::nullopt : previous;
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
