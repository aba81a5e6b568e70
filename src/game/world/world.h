// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/point.h"
#include "core/rng.h"
#include "game/generation/floor_builder.h"
#include "game/model/action.h"
#include "game/model/floor.h"
#include "game/model/message_log.h"
#include "game/model/player.h"
#include "game/model/run_limits.h"
#include "game/model/run_record.h"
#include "game/model/run_summary.h"
#include "game/model/turn_event.h"
#include "game/model/turn_report.h"
#include "game/rules/noise.h"
#include "game/spawning/entity_factory.h"

namespace game {

class WorldSetup;

// The whole state of one run: the floors visited so far, the player, the
// messages and the dice. Scenes read it and ask it to act; it holds the rules.
// `perform` is the one place where a turn happens: an action that takes a
// turn is followed by every monster's turn, then the player's statuses count down.
class World {
 public:
  World(std::uint64_t seed, std::shared_ptr<const EntityFactory> factory, const RunLimits& limits = kRunLimits);

  std::uint64_t seed() const { return seed_; }
  int turn() const { return turn_; }
  int floor_number() const { return current_floor_; }
  // The band of floors.json the current floor belongs to (its name, its tint); none outside every band.
  // The current floor's name and tint: its band's, or the boss floor's own.
  content::FloorLook floor_look() const;
  const Floor& floor() const { return *floors_[current_floor_]; }
  const Player& player() const { return player_; }
  const MessageLog& messages() const { return messages_; }
  // The definitions of the monsters the player has seen this run; the first
  // sight of each kind is told once ("You see a Tough Mouse.").
  const std::set<std::string>& monster_kinds_seen() const { return monster_kinds_seen_; }
  bool visited(int floor_number) const { return floors_.at(floor_number) != nullptr; }
  const EntityFactory& factory() const { return *factory_; }
  const std::shared_ptr<const EntityFactory>& shared_factory() const { return factory_; }
  const content::Database& content() const { return factory_->database(); }
  const RunSummary& summary() const { return summary_; }
  bool run_over() const { return summary_.outcome != RunOutcome::Ongoing; }
  // Every action that changed the run since it began, oldest first: with the seed, all a
  // replay needs. An action that changed nothing (a step into a wall) is not kept.
  const std::vector<Action>& actions() const { return actions_; }
  const RunLimits& limits() const { return limits_; }
  // False once the run was changed other than by actions (a scenario's set-up,
  // a content reload): then the seed and the actions no longer reproduce it.
  bool replayable() const { return replayable_; }
  // A run started with --debug: its console may change anything, so it does not count. The one
  // flag the high-score table asks (through summary().debug_run); it is kept in saves.
  bool debug_run() const { return summary_.debug_run; }
  // The date of the daily run this is ("2026-12-04"), empty for any other run; kept in saves.
  const std::string& daily_date() const { return summary_.daily; }
  // What the run has killed, found and used, and its HP over the turns, for its summary; kept in saves.
  const RunRecord& record() const { return record_; }
  // The debug console's `god`: monsters' bites and poison take no HP. The dice roll as they
  // would without it, so play stays deterministic; the run is no longer replayable.
  bool god_mode() const { return god_mode_; }

  // New content (after a reload) applies to everything created from now on;
  // things already in the world take its looks at once and keep the numbers
  // they were made with; the player's stats are derived again (see "What a
  // reload changes" in data/README.md).
  void set_factory(std::shared_ptr<const EntityFactory> factory);

  // The only way play changes the world: does what `action` says and tells
  // what happened. Move: steps one tile (walls block, a monster there is
  // attacked, a locked door opens with a key, items on the new tile are
  // picked up, stairs are taken, a trap there springs). Wait: passes a turn. Search: a turn spent looking for
  // hidden traps around the player (see world_traps.cpp). Throw: sends one item of a throwable stack at a
  // tile; Fire: one of the wielded ranged weapon's ammunition (see world_throws.cpp); both cost a turn,
  // refused when there is nothing to send or the aim is the player's own tile. Use: equips a piece
  // (the piece it replaces goes back into the pack) or uses one item of a
  // stack; a turn when it works, refused with the reason when it would do
  // nothing (useless_use_reason). Unequip, Drop (one item of a stack),
  // DropEquipped: free, refused when the pack is full or the slot is empty.
  // Every action that changed anything is recorded for replays, up to the
  // run's limits (see run_limits.h and world_limits.cpp).
  TurnReport perform(const Action& action);

  // What the game says between turns, in the run's log: a walk's end, a command refused
  // before any action, a notice about the run's files. Takes no turn and changes nothing else.
  void tell(std::string text) { messages_.add(std::move(text), turn_); }

  // Changes that are not play: a scenario's set-up, the debug console, tests (below).
  WorldSetup setup();

 private:
  // Saves read and rebuild every part of the state (see world_codec.h).
  friend class WorldCodec;
  friend class WorldSetup;
  struct Restoring {};
  // An empty world for WorldCodec to fill in.
  World(Restoring, std::uint64_t seed, std::shared_ptr<const EntityFactory> factory);

  // The parts of the world that keep a run within its limits (world_limits.cpp).
  // What `perform` compares to know whether an action changed anything.
  struct ChangeMark {
    std::size_t messages = 0;
    core::Rng::State dice{};
    int turn = 0;
  };
  ChangeMark change_mark() const;
  // Notes an action for replays, if it changed anything, until the recording limit.
  void record(const Action& action, const ChangeMark& before, bool done);
  void renumber_entities_when_due();
  // The action handlers behind perform(); each returns whether it did what it asked.
  bool dispatch(const Action& action);
  // Notes in the report why the action is refused; returns false, what a refused handler returns.
  bool refuse(Refusal why);
  bool move_player(core::Point direction);
  bool wait_turn();
  bool use_item(std::size_t inventory_index);
  bool unequip(content::EquipmentSlot slot);
  bool drop_item(std::size_t inventory_index);
  bool drop_equipped(content::EquipmentSlot slot);
  // Throwing and firing (world_throws.cpp): both send one item of the pack along the player's flight.
  bool throw_item(std::size_t inventory_index, core::Point aim);
  bool fire(core::Point aim);
  bool launch(std::size_t inventory_index, core::Point aim, int range, bool fired);
  void strike_with(const Entity& thrown, EntityId target);
  void inflict_on(Entity& target, const std::vector<content::Infliction>& inflicts);
  // What the wielded weapon's blow may cause besides damage; none bare-handed.
  const std::vector<content::Infliction>& weapon_inflictions() const;
  void land(Entity thrown, core::Point at);
  void tick_monster_statuses();
  Floor& current() { return *floors_[current_floor_]; }
  void enter_floor(int number, StairsDirection arrive_on);
  void update_field_of_view();
  void refresh_looks();
  void stage();
  // Tells the first sight of each kind of monster now in view, into the report too.
  void note_first_sightings();
  bool act_stunned();
  bool attack(Entity& target);
  // A noise of `kind` made at `at` on this floor, which may wake sleepers (see rules/noise.h).
  void make_noise(NoiseKind kind, core::Point at);
  bool bump_door(Entity& door);
  bool step_to(core::Point target);
  void pick_up_items();
  // A monster's death and what follows it (world_reactions.cpp): its summons vanish, its loot drops, its
  // burst strikes around it and those the burst kills die in turn.
  void kill_monster(EntityId id);
  void remove_dead(EntityId id, std::deque<EntityId>& dying);
  void drop_loot(const std::string& name, core::Point at, std::vector<Entity> loot);
  void burst_around(const std::string& name, core::Point at, const content::Ability& burst,
                    std::deque<EntityId>& dying);
  void burst_on_monster(const std::string& what, EntityId id, const content::Ability& burst);
  void burst_on_player(const std::string& name, const std::string& what, core::Point at, const content::Ability& burst);
  void inflict_on_player(const std::vector<content::Infliction>& inflicts);
  // Gadgets (world_gadgets.cpp).
  void flash_around(const Entity& flash);
  void reveal_map(const Entity& chip);
  void teleport_player_with(const Entity& chip);
  void sound_lure(const Entity& lure, core::Point at);
  // Traps (world_traps.cpp): noticed beside the player, found by searching, sprung by a step.
  bool search();
  void find_trap(Entity& trap);
  void notice_traps();
  void spring_trap_under_player();
  void spring_traps_under_monsters();
  void spring(const Entity& trap, std::optional<EntityId> victim);
  void strike_around(const Entity& trap, std::optional<EntityId> victim);
  void strike_player(const std::string& name, const content::TrapTraits& traits);
  void sound_alarm(const Entity& trap);
  void teleport(std::optional<EntityId> victim);
  std::optional<core::Point> teleport_destination(core::Point from);
  // A monster of a kind that splits, hit and alive, splits (see rules/monster_reactions.h).
  void split_if_hit(EntityId id);
  // Adds XP, recomputes level and stats, and announces a new level.
  void gain_xp(int xp);
  bool equip(std::size_t inventory_index);
  bool consume(std::size_t inventory_index);
  void place_on_floor(Entity item);
  // The clock moves on by one turn, up to its limit; end_turn() also lets the monsters act.
  void advance_clock();
  void end_turn();
  void note_who_was_seen(const core::Grid<std::uint8_t>& in_view_before);
  void end_run(RunOutcome outcome, std::string cause);

  std::uint64_t seed_;
  RunLimits limits_ = kRunLimits;
  std::shared_ptr<const EntityFactory> factory_;
  core::Rng rng_;
  int turn_ = 0;
  int current_floor_ = 0;
  std::shared_ptr<EntityIds> ids_ = std::make_shared<EntityIds>();  // lent to every floor
  std::array<std::unique_ptr<Floor>, content::kHighestFloor + 1> floors_;
  Player player_;
  MessageLog messages_;
  std::set<std::string> monster_kinds_seen_;
  TurnReport report_;  // what the action being performed has done so far
  RunSummary summary_;
  std::vector<Action> actions_;
  RunRecord record_;
  bool replayable_ = true;
  bool recording_full_ = false;  // told once: the recording reached its limit
  bool god_mode_ = false;
};

// What a scenario's set-up, the debug console and tests change, apart from
// play (world_setup.cpp): none of it takes a turn, and each change but
// mark_debug_run leaves a run that its seed and actions no longer give back
// (World::replayable is false after it). Each returns false (or nullopt) with
// nothing changed when the name is unknown, the tile is not free, or the
// inventory is full. What `give` makes joins its stack in the pack, as a
// pickup does.
class WorldSetup {
 public:
  explicit WorldSetup(World& world) : world_(world) {}

  // A run started with --debug; kept in saves, and keeps the run out of the high scores.
  void mark_debug_run() { world_.summary_.debug_run = true; }
  // The daily run of `date` ("2026-12-04"), played from that date's seed; kept in saves. Like
  // mark_debug_run, it changes no play, so the run stays replayable.
  void mark_daily_run(std::string date) { world_.summary_.daily = std::move(date); }
  void set_god_mode(bool on);
  bool travel_to_floor(int number);
  bool place_player(core::Point position);
  // Sets current HP, kept within 1..max HP.
  void set_player_hp(int hp);
  bool give(const std::string& name);
  bool give_equipped(const std::string& name);
  // Marks every tile of the current floor seen (the debug console's `reveal`).
  void reveal_floor();
  std::optional<EntityId> spawn(const std::string& name, core::Point position);
  // Puts a monster of the current floor to sleep, or wakes it hunting the player; false when none has that id.
  bool set_asleep(EntityId id, bool asleep);

 private:
  World& world_;
};

inline WorldSetup World::setup() {
  return WorldSetup(*this);
}

}  // namespace game
