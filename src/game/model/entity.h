// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "content/definitions.h"
#include "core/enum_table.h"
#include "core/point.h"

namespace game {

using EntityId = std::uint32_t;

enum class StairsDirection { Up, Down };
// A staircase's "direction" in saves.
inline constexpr auto kStairsDirectionNames = core::enum_table<StairsDirection>({
    {StairsDirection::Up, "up", "Up"},
    {StairsDirection::Down, "down", "Down"},
});

// A staircase to the floor above or below.
struct Stairs {
  StairsDirection direction = StairsDirection::Up;
};

// A door; a locked one needs a key from the inventory.
struct Door {
  bool locked = true;
};

// A status effect on the player or a monster, and the turns it has left.
struct StatusEffect {
  content::StatusKind kind = content::StatusKind::Stunned;
  int turns_left = 0;
  friend bool operator==(const StatusEffect&, const StatusEffect&) = default;
};

struct Entity;

// A living mouse: its rolled hit points, the traits of its kind and what it is doing. The traits are
// copied when the monster is made (and saved with it), so a content reload (F5) changes them only for
// monsters made afterwards, as a saved game would; its looks follow the new data at once (see
// entity_looks.h).
struct Monster {
  int hp = 1;
  int max_hp = 1;
  content::MonsterTraits traits;
  // Behaviour: a sleeping monster does nothing until it is woken (see rules/noise.h); alert monsters
  // chase; `memory` counts the turns they keep chasing after losing sight of the player.
  bool sleeping = false;
  bool alert = false;
  bool fleeing = false;  // running from the player (see MonsterTraits::flee)
  int memory = 0;
  std::optional<core::Point> patrol_target;
  // Where it searches for the player, having lost them there or heard a noise there, and the turns it
  // searches once it stands there; none while it hunts or wanders. Only kinds with search_turns search.
  std::optional<core::Point> search_spot;
  int search_left = 0;
  // The leader of the pack it came with (floors.json's packs); none for a leader or a loner.
  std::optional<EntityId> leader;
  // What it does when that leader dies (floors.json's on_leader_death); then, whether it flees for good,
  // or the turns it still runs off after its leader's death (see rules/pack_loss.h).
  content::LeaderDeath on_leader_death = content::LeaderDeath::Fight;
  bool routed = false;
  int scattering = 0;
  // The summoner it vanishes with (a summon's dies_with_summoner); none for most.
  std::optional<EntityId> bound_to;
  // Turns until each of traits.abilities can be used again, in their order; empty when all are ready.
  std::vector<int> cooldowns;
  // What the player's throws and shots left on it (see rules/monster_statuses.h); empty for most.
  std::vector<StatusEffect> statuses = {};
  // What it stole from the player's pack (a steal_and_flee ability): at most one thing, dropped where it
  // dies. A thief runs from the player for good.
  std::vector<Entity> carried;  // no "= {}": that would need Entity complete here
  // An ally's buff_allies bonus, its `turns` counting down the monster's turns left; none for most.
  std::optional<content::AllyBuff> buff = {};
};

// Something picked up and used up: a health pack, a key, a vial. Its traits are its kind's, copied when
// it is made (and saved with it), as a monster's are. Nothing of an item is rolled (see make_item), so
// identical ones share one pack slot: `count` is how many this stack holds (see stacks.h).
struct Item {
  content::ItemTraits traits;
  int count = 1;
};

// Something worn or wielded in one of the three equipment slots. Its traits are copied from its kind
// when it is made, with what was rolled for it (a bonus, a chip's steps), and saved with it.
struct Equipment {
  content::EquipmentTraits traits;
};

// A hidden pressure plate (traps.json): it springs on whoever steps on it, then is spent. The player
// sees it only once `found` (beside it by chance, or by searching, or by seeing it spring elsewhere).
// Traps lie in their floor's own list, never among its entities, so nothing that looks through those
// (drawing, hovering, a monster's or an explorer's way) can give a hidden one away by mistake.
struct Trap {
  content::TrapTraits traits;
  bool found = false;
};

using EntityKind = std::variant<Stairs, Door, Monster, Item, Equipment, Trap>;

// Anything that stands on a floor tile besides the terrain. Its id is stable
// for the whole run, so saves and messages can refer to it. `definition` is
// the name it was created from ("Crowbar" for a "Crowbar +2"). `dropped` marks
// a thing that lay in the pack once (put down, thrown, or stolen and left by a
// thief): picking it up again gives no XP, since a thing gives its pickup XP
// once per run. `put_down` marks one the player put down on purpose, which
// exploring leaves alone; what a throw or a thief left, it fetches back.
struct Entity {
  EntityId id = 0;
  std::string name;
  std::string definition;
  std::string description;
  std::string sprite;
  core::Point position;
  bool solid = false;
  EntityKind kind;
  bool dropped = false;
  bool put_down = false;
};

}  // namespace game
