// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "content/definitions.h"
#include "core/enum_table.h"
#include "core/point.h"

namespace game {

// One thing the player asked the world to do. A run is its seed plus the list
// of its actions, which is what saves carry and replays play back.
struct Action {
  enum class Kind { Move, Wait, Use, Unequip, Drop, DropEquipped, Throw, Fire, Search };

  Kind kind = Kind::Wait;
  core::Point direction;                                         // Move
  std::size_t inventory_index = 0;                               // Use, Drop, Throw
  content::EquipmentSlot slot = content::EquipmentSlot::Weapon;  // Unequip, DropEquipped
  core::Point aim;                                               // Throw, Fire: the tile aimed at

  static Action move(core::Point direction) { return with_kind(Kind::Move).set_direction(direction); }
  static Action wait() { return with_kind(Kind::Wait); }
  static Action search() { return with_kind(Kind::Search); }
  static Action use(std::size_t index) { return with_kind(Kind::Use).set_index(index); }
  static Action drop(std::size_t index) { return with_kind(Kind::Drop).set_index(index); }
  static Action unequip(content::EquipmentSlot slot) { return with_kind(Kind::Unequip).set_slot(slot); }
  static Action drop_equipped(content::EquipmentSlot slot) { return with_kind(Kind::DropEquipped).set_slot(slot); }
  static Action throw_item(std::size_t index, core::Point aim) {
    return with_kind(Kind::Throw).set_index(index).set_aim(aim);
  }
  static Action fire(core::Point aim) { return with_kind(Kind::Fire).set_aim(aim); }

  friend bool operator==(const Action&, const Action&) = default;

 private:
  static Action with_kind(Kind kind) {
    Action action;
    action.kind = kind;
    return action;
  }
  Action set_direction(core::Point value) && {
    direction = value;
    return *this;
  }
  Action set_index(std::size_t value) && {
    inventory_index = value;
    return *this;
  }
  Action set_slot(content::EquipmentSlot value) && {
    slot = value;
    return *this;
  }
  Action set_aim(core::Point value) && {
    aim = value;
    return *this;
  }
};

// The verb of each kind of action in a replay file.
inline constexpr auto kActionKindNames = core::enum_table<Action::Kind>({
    {Action::Kind::Move, "move", "Move"},
    {Action::Kind::Wait, "wait", "Wait"},
    {Action::Kind::Use, "use", "Use"},
    {Action::Kind::Unequip, "unequip", "Unequip"},
    {Action::Kind::Drop, "drop", "Drop"},
    {Action::Kind::DropEquipped, "drop-equipped", "Drop equipped"},
    {Action::Kind::Throw, "throw", "Throw"},
    {Action::Kind::Fire, "fire", "Fire"},
    {Action::Kind::Search, "search", "Search"},
});

// The words a replay file uses: "move 1 -1", "wait", "use 3", "drop 0",
// "unequip armour", "drop-equipped weapon", "throw 2 14 9" (the pack's slot 2 at the tile x 14, y 9),
// "fire 14 9", "search".
std::string to_text(const Action& action);
// nullopt for anything to_text cannot have written.
std::optional<Action> action_from_text(std::string_view text);

}  // namespace game
