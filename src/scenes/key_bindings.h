#pragma once

#include <SDL.h>

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "core/point.h"

namespace scenes {

// Everything in the game a player can bind keys to. Menus keep their own fixed
// keys (arrows, Enter, Esc) so a bad binding can never lock the player out.
enum class Action {
  MoveUp,
  MoveDown,
  MoveLeft,
  MoveRight,
  MoveUpLeft,
  MoveUpRight,
  MoveDownLeft,
  MoveDownRight,
  Wait,
  Inventory,
  MessageLog,
  ZoomIn,
  ZoomOut,
  ReloadData,
  Screenshot,
  Fullscreen,
  Menu,
};

inline constexpr int kActionCount = static_cast<int>(Action::Menu) + 1;

// How an action is named in the settings file and on the options screen.
struct ActionNames {
  std::string_view id;     // "move_up": the settings file's key
  std::string_view label;  // "Move up": what the options screen shows
};

ActionNames names_of(Action action);
std::optional<Action> action_from_id(std::string_view id);
// Every action, in the order the options screen and the settings file list them.
std::array<Action, kActionCount> all_actions();

// The step a movement action asks for; nullopt for every other action.
std::optional<core::Point> movement_of(Action action);

// Which keys trigger which action. A key triggers at most one action; an
// action may have several keys (arrows, numpad and vi keys all move).
class KeyBindings {
 public:
  // The keys the game has always used.
  static KeyBindings defaults();

  const std::vector<SDL_Keycode>& keys(Action action) const { return keys_[index(action)]; }
  std::optional<Action> action_of(SDL_Keycode key) const;

  // Makes `key` one of `action`'s keys, taking it from whatever action had it
  // before; returns that action, if the key was moved.
  std::optional<Action> add(Action action, SDL_Keycode key);
  // Makes `key` the only key of `action`; returns the action it was taken from, if any.
  std::optional<Action> replace(Action action, SDL_Keycode key);
  void clear(Action action) { keys_[index(action)].clear(); }
  void reset(Action action) { keys_[index(action)] = defaults().keys(action); }

  friend bool operator==(const KeyBindings&, const KeyBindings&) = default;

 private:
  static std::size_t index(Action action) { return static_cast<std::size_t>(action); }

  std::array<std::vector<SDL_Keycode>, kActionCount> keys_;
};

// A key's name as SDL spells it ("Up", "Keypad 8", "H"), which the settings file uses.
std::string key_name(SDL_Keycode key);
// The key a name means (any letter case), or nullopt for a name SDL does not know.
std::optional<SDL_Keycode> key_from_name(std::string_view name);

}  // namespace scenes
