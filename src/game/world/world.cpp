// SPDX-License-Identifier: MIT
#include "game/world/world.h"

#include <algorithm>
#include <string>

#include "game/model/prose.h"
#include "game/model/stacks.h"
#include "game/rules/combat.h"
#include "game/rules/item_use.h"
#include "game/rules/monster_buffs.h"
#include "game/rules/monster_turns.h"
#include "game/rules/player_stats.h"
#include "game/rules/regeneration.h"
#include "game/rules/status_effects.h"
#include "game/spawning/entity_inits.h"
#include "game/world/entity_looks.h"

namespace game {

namespace {

// The world's dice are seeded apart from the floors' so that fighting never
// changes what the next floor looks like.
constexpr std::uint64_t kWorldDiceSalt = 0xD1CE5EEDull;

bool is_carried_thing(const Entity& entity) {
  return std::holds_alternative<Item>(entity.kind) || std::holds_alternative<Equipment>(entity.kind);
}

}  // namespace

World::World(std::uint64_t seed, std::shared_ptr<const EntityFactory> factory, const RunLimits& limits)
    : seed_(seed), limits_(limits), factory_(std::move(factory)), rng_(core::mix_seed(seed ^ kWorldDiceSalt)) {
  player_ = make_player(content().player);
  floors_[0] = std::make_unique<Floor>(build_floor(0, seed_, *factory_, ids_));
  player_.position = floors_[0]->player_start;
  summary_.seed = seed_;
  update_field_of_view();
  messages_.add("You wake up in the lab's storeroom. The mice are gone. Find the stairs up.", turn_);
}

World::World(Restoring, std::uint64_t seed, std::shared_ptr<const EntityFactory> factory)
    : seed_(seed), factory_(std::move(factory)) {
  summary_.seed = seed_;
}

void World::set_factory(std::shared_ptr<const EntityFactory> factory) {
  if (factory->database().fingerprint != content().fingerprint) summary_.data_changed = true;
  factory_ = std::move(factory);
  replayable_ = false;
  // The player's numbers follow the new data at once: stats, sight, pack size.
  refresh_player(player_, content().player);
  update_field_of_view();
  refresh_looks();
}

// What every thing shows follows the new data; what it rolled stays (see entity_looks.h).
void World::refresh_looks() {
  const EntityLooks looks(content());
  for (const std::unique_ptr<Floor>& floor : floors_) {
    if (!floor) continue;
    for (Entity& entity : floor->entities) looks.apply(entity);
  }
  for (Entity& entity : player_.inventory) looks.apply(entity);
  for (std::optional<Entity>& piece : player_.equipped) {
    if (piece) looks.apply(*piece);
  }
}

TurnReport World::perform(const Action& action) {
  report_ = {};
  if (run_over()) {
    report_.refusal = Refusal::RunOver;
    return report_;
  }
  renumber_entities_when_due();
  const ChangeMark before = change_mark();
  const std::size_t messages_before = messages_.added();
  const int turn_before = turn_;
  report_.done = dispatch(action);
  if (!run_over()) note_first_sightings();
  record(action, before, report_.done);
  report_.run_over = run_over();
  note_action(record_, report_, turn_before, turn_, hp_percent(player_.hp, player_.stats.max_hp));
  report_.messages = messages_.since(messages_before);
  return std::move(report_);
}

bool World::dispatch(const Action& action) {
  switch (action.kind) {
    case Action::Kind::Move: return move_player(action.direction);
    case Action::Kind::Wait: return wait_turn();
    case Action::Kind::Use: return use_item(action.inventory_index);
    case Action::Kind::Unequip: return unequip(action.slot);
    case Action::Kind::Drop: return drop_item(action.inventory_index);
    case Action::Kind::DropEquipped: return drop_equipped(action.slot);
    case Action::Kind::Throw: return throw_item(action.inventory_index, action.aim);
    case Action::Kind::Fire: return fire(action.aim);
    case Action::Kind::Search: return search();
  }
  return refuse(Refusal::NoSuchItem);
}

bool World::refuse(Refusal why) {
  report_.refusal = why;
  return false;
}

bool World::move_player(core::Point direction) {
  if (act_stunned()) return refuse(Refusal::Stunned);
  if (has_status(player_, content::StatusKind::Confused)) {
    direction = core::kDirections8[rng_.uniform_int(0, 7)];
    messages_.add("You stagger, confused.", turn_);
  }
  const core::Point target = player_.position + direction;
  if (current().is_wall(target) || squeezes_between_walls(current(), player_.position, direction))
    return refuse(Refusal::Wall);
  for (Entity& entity : current().entities) {
    if (entity.position != target || !entity.solid) continue;
    if (std::holds_alternative<Monster>(entity.kind)) return attack(entity);
    if (std::holds_alternative<Door>(entity.kind)) return bump_door(entity);
    return refuse(Refusal::Blocked);
  }
  return step_to(target);
}

bool World::wait_turn() {
  if (act_stunned()) return refuse(Refusal::Stunned);
  end_turn();
  return true;
}

bool World::act_stunned() {
  if (!has_status(player_, content::StatusKind::Stunned)) return false;
  messages_.add("You are stunned and cannot act.", turn_);
  end_turn();
  return true;
}

bool World::step_to(core::Point target) {
  const core::Point from = player_.position;
  player_.position = target;
  const Entity* stairs = nullptr;
  for (const Entity& entity : current().entities) {
    if (entity.position == target && std::holds_alternative<Stairs>(entity.kind)) stairs = &entity;
  }
  if (stairs) {
    const bool up = std::get<Stairs>(stairs->kind).direction == StairsDirection::Up;
    const int from_floor = current_floor_;
    advance_clock();
    enter_floor(current_floor_ + (up ? 1 : -1), up ? StairsDirection::Down : StairsDirection::Up);
    report_.moves.push_back({Actor::player(), from, player_.position, from_floor, current_floor_});
    report_.sounds.push_back({TurnSound::Cue::Stairs, ""});
    return true;
  }
  report_.moves.push_back({Actor::player(), from, target, current_floor_, current_floor_});
  report_.sounds.push_back({TurnSound::Cue::Step, ""});
  make_noise(NoiseKind::Step, target);
  pick_up_items();
  spring_trap_under_player();
  if (run_over()) return true;
  end_turn();
  return true;
}

bool World::attack(Entity& target) {
  Monster& monster = std::get<Monster>(target.kind);
  const AttackRoll roll = roll_attack({player_.stats.attack_min, player_.stats.attack_max}, defence_of(monster),
                                      content().rules.defence_percent, rng_);
  WakeContext wake{current(), rng_, messages_, turn_};
  wake_by_blow(wake, target.id);
  make_noise(NoiseKind::Fight, target.position);
  monster.alert = true;
  monster.memory = content().rules.monster_memory_turns;
  report_.attacks.push_back(
      {Actor::player(), Actor::of(target.id), player_.position, target.position, !roll.missed(), roll.damage});
  if (roll.missed()) {
    messages_.add("You miss the " + target.name + ".", turn_);
    report_.events.push_back({TurnEvent::Kind::Miss, target.position, 0, player_.position});
    report_.sounds.push_back({TurnSound::Cue::Miss, ""});
  } else {
    monster.hp -= roll.damage;
    messages_.add("You hit the " + target.name + " for " + std::to_string(roll.damage) + ".", turn_);
    report_.events.push_back({TurnEvent::Kind::Damage, target.position, roll.damage, player_.position});
    report_.sounds.push_back({TurnSound::Cue::Hit, target.definition});
    if (monster.hp <= 0) {
      kill_monster(target.id);
    } else {
      inflict_on(target, weapon_inflictions());
      split_if_hit(target.id);
    }
  }
  // The final blow on the boss ends the run at once: nobody moves after it.
  if (!run_over()) end_turn();
  return true;
}

const std::vector<content::Infliction>& World::weapon_inflictions() const {
  static const std::vector<content::Infliction> kNone;
  const std::optional<Entity>& weapon = player_.equipped_in(content::EquipmentSlot::Weapon);
  const auto* equipment = weapon ? std::get_if<Equipment>(&weapon->kind) : nullptr;
  return equipment ? equipment->traits.inflicts : kNone;
}

void World::make_noise(NoiseKind kind, core::Point at) {
  WakeContext wake{current(), rng_, messages_, turn_};
  game::make_noise(wake, at, player_noise_range(content().rules.noise, kind, player_));
}

void World::gain_xp(int xp) {
  const int level_before = player_.level;
  player_.xp = xp_after_gain(player_.xp, xp);
  refresh_player(player_, content().player);
  if (player_.level <= level_before) return;
  messages_.add("You reached level " + std::to_string(player_.level) + "!", turn_);
  report_.sounds.push_back({TurnSound::Cue::LevelUp, ""});
}

bool World::bump_door(Entity& door) {
  auto key = std::find_if(player_.inventory.begin(), player_.inventory.end(), [](const Entity& item) {
    const auto* consumable = std::get_if<Item>(&item.kind);
    return consumable && consumable->traits.effect == content::ItemEffect::Unlock;
  });
  if (key == player_.inventory.end()) {
    messages_.add("The door is locked.", turn_);
    return refuse(Refusal::LockedDoor);
  }
  use_up_one(player_.inventory, static_cast<std::size_t>(key - player_.inventory.begin()));
  unlock_door(door);
  refresh_opacity(current());
  messages_.add("You unlock the door. The lock keeps the key.", turn_);
  report_.sounds.push_back({TurnSound::Cue::Unlock, ""});
  make_noise(NoiseKind::Door, door.position);
  end_turn();
  return true;
}

void World::pick_up_items() {
  Floor& here = current();
  bool left_behind = false;
  for (auto it = here.entities.begin(); it != here.entities.end();) {
    if (it->position != player_.position || !is_carried_thing(*it)) {
      ++it;
      continue;
    }
    // A full pack still takes what joins a stack it holds.
    if (!can_carry(player_, *it)) {
      left_behind = true;
      ++it;
      continue;
    }
    // A thing gives its pickup XP once per run: not again after the player dropped it.
    const bool found = !it->dropped;
    const std::string name = it->name;
    report_.sounds.push_back({TurnSound::Cue::Pickup, it->definition});
    if (found) note_found(record_, it->definition);
    it->put_down = false;
    const std::size_t slot = add_to_pack(player_, std::move(*it));
    it = here.entities.erase(it);
    const int count = stack_count(player_.inventory[slot]);
    messages_.add(
        "Picked up " + with_article(content(), name) + (count > 1 ? " (you have " + std::to_string(count) + ")." : "."),
        turn_);
    if (found) gain_xp(content().rules.xp_per_pickup);
  }
  if (left_behind) messages_.add("Your inventory is full.", turn_);
}

bool World::use_item(std::size_t inventory_index) {
  if (inventory_index >= player_.inventory.size()) return refuse(Refusal::NoSuchItem);
  const Entity& item = player_.inventory[inventory_index];
  // Only items and equipment are ever in the pack; anything else (from a broken save or a
  // future bug) is refused rather than trusted.
  if (!std::holds_alternative<Item>(item.kind) && !std::holds_alternative<Equipment>(item.kind))
    return refuse(Refusal::NoSuchItem);
  // A use that would do nothing is refused: the item and the turn are kept.
  if (const std::optional<std::string> reason = useless_use_reason(player_, item)) {
    messages_.add(*reason, turn_);
    return refuse(Refusal::UselessUse);
  }
  const bool used = std::holds_alternative<Equipment>(item.kind) ? equip(inventory_index) : consume(inventory_index);
  if (used) end_turn();
  return used;
}

bool World::equip(std::size_t inventory_index) {
  Entity piece = std::move(player_.inventory[inventory_index]);
  const int slot = slot_index(std::get<Equipment>(piece.kind).traits.slot);
  messages_.add("You equip the " + piece.name + ".", turn_);
  report_.sounds.push_back({TurnSound::Cue::Equip, piece.definition});
  // The piece it replaces takes its place in the inventory: nothing is lost or duplicated.
  if (player_.equipped[slot]) {
    messages_.add("You put the " + player_.equipped[slot]->name + " in your pack.", turn_);
    player_.inventory[inventory_index] = std::move(*player_.equipped[slot]);
  } else {
    player_.inventory.erase(player_.inventory.begin() + static_cast<std::ptrdiff_t>(inventory_index));
  }
  player_.equipped[slot] = std::move(piece);
  refresh_player(player_, content().player, MaxHpGain::KeepsHp);
  return true;
}

bool World::consume(std::size_t inventory_index) {
  const Entity& entity = player_.inventory[inventory_index];
  const Item& item = std::get<Item>(entity.kind);
  switch (item.traits.effect) {
    case content::ItemEffect::Heal: {
      const int healed = std::min(item.traits.amount, player_.stats.max_hp - player_.hp);
      player_.hp += healed;
      report_.events.push_back({TurnEvent::Kind::Heal, player_.position, healed, player_.position});
      messages_.add("You use the " + entity.name + " and recover " + std::to_string(healed) + " HP.", turn_);
      break;
    }
    case content::ItemEffect::CurePoison:
      remove_status(player_, content::StatusKind::Poisoned);
      messages_.add("You drink the " + entity.name + ". The poison is gone.", turn_);
      break;
    case content::ItemEffect::Flash: flash_around(entity); break;
    case content::ItemEffect::Teleport: teleport_player_with(entity); break;
    case content::ItemEffect::RevealMap: reveal_map(entity); break;
    case content::ItemEffect::Unlock:  // useless_use_reason says how keys and throwables work
    case content::ItemEffect::Throw: return refuse(Refusal::UselessUse);
  }
  report_.sounds.push_back({TurnSound::Cue::Use, entity.definition});
  note_used(record_, entity.definition);
  use_up_one(player_.inventory, inventory_index);
  return true;
}

bool World::unequip(content::EquipmentSlot slot) {
  auto& piece = player_.equipped[slot_index(slot)];
  if (!piece) return refuse(Refusal::EmptySlot);
  if (player_.inventory_full()) {
    messages_.add("Your inventory is full.", turn_);
    return refuse(Refusal::PackFull);
  }
  messages_.add("You take off the " + piece->name + ".", turn_);
  player_.inventory.push_back(std::move(*piece));
  piece.reset();
  refresh_player(player_, content().player, MaxHpGain::KeepsHp);
  return true;
}

bool World::drop_item(std::size_t inventory_index) {
  if (inventory_index >= player_.inventory.size()) return refuse(Refusal::NoSuchItem);
  place_on_floor(take_one(player_.inventory, inventory_index, *ids_));
  return true;
}

bool World::drop_equipped(content::EquipmentSlot slot) {
  auto& piece = player_.equipped[slot_index(slot)];
  if (!piece) return refuse(Refusal::EmptySlot);
  Entity item = std::move(*piece);
  piece.reset();
  refresh_player(player_, content().player, MaxHpGain::KeepsHp);
  place_on_floor(std::move(item));
  return true;
}

void World::place_on_floor(Entity item) {
  messages_.add("You drop the " + item.name + ".", turn_);
  item.position = player_.position;
  item.dropped = true;
  item.put_down = true;
  current().entities.push_back(std::move(item));
}

void World::end_turn() {
  advance_clock();
  // What the player's action brought into view is told before those monsters act, so
  // "You see a Neo Mouse." comes before its first bite in the log.
  const core::Grid<std::uint8_t> in_view_before = current().visible.grid();
  update_field_of_view();
  note_first_sightings();
  MonsterTurnContext context{current(), player_, rng_,  content().rules, *factory_,
                             messages_, report_, turn_, god_mode_};
  const auto killer = take_monster_turns(context);
  note_who_was_seen(in_view_before);
  if (killer) {
    player_.hp = 0;
    summary_.killer = *killer;
    end_run(RunOutcome::Died,
            "Killed by " + with_article(content(), *killer) + " on floor " + std::to_string(current_floor_));
    return;
  }
  spring_traps_under_monsters();
  if (run_over()) return;
  tick_monster_statuses();
  if (run_over()) return;
  for (std::string& message : tick_statuses(player_, god_mode_ ? 0 : content().rules.poison_damage_per_turn)) {
    messages_.add(std::move(message), turn_);
  }
  player_.hp += regenerated_hp(player_, turn_, content().rules.regeneration_turns);
  update_field_of_view();
  notice_traps();
}

// A monster's move is seen when the player saw the tile it left before the action: the
// view has moved with the player's step since.
void World::note_who_was_seen(const core::Grid<std::uint8_t>& in_view_before) {
  for (TurnMove& move : report_.moves) {
    if (!move.who.is_player()) move.seen = in_view_before[move.from] != 0;
  }
}

void World::end_run(RunOutcome outcome, std::string cause) {
  summary_.outcome = outcome;
  summary_.cause = std::move(cause);
  summary_.floor = current_floor_;
  summary_.level = player_.level;
  summary_.xp = player_.xp;
  summary_.turns = turn_;
  messages_.add(outcome == RunOutcome::Won ? "The Mouse King falls. The lab is safe again!" : "You die...", turn_);
  report_.sounds.push_back({outcome == RunOutcome::Won ? TurnSound::Cue::Victory : TurnSound::Cue::Death, ""});
}

void World::enter_floor(int number, StairsDirection arrive_on) {
  if (!floors_[number]) floors_[number] = std::make_unique<Floor>(build_floor(number, seed_, *factory_, ids_));
  current_floor_ = number;
  report_.floor_changed = true;
  summary_.deepest_floor = std::max(summary_.deepest_floor, number);
  player_.position = arrival_on(current(), arrive_on);
  update_field_of_view();
  const std::string name = floor_look().name;
  messages_.add("Entering floor #" + std::to_string(number) + (name.empty() ? "" : ": " + name) + ".", turn_);
}

content::FloorLook World::floor_look() const {
  const content::FloorRules& rules = content().floors;
  if (current_floor_ == rules.boss_floor) return rules.boss_look;
  const content::FloorBand* band = content::band_of_floor(rules.bands, current_floor_);
  return band ? content::FloorLook{band->name, band->tint} : content::FloorLook{};
}

// "You see a Tough Mouse." once a run for each kind of monster, nearest first
// when several come into view together; of two mice of a new kind, the
// nearer is the one told (and the one a walk stops for).
void World::note_first_sightings() {
  std::vector<const Entity*> in_view;
  const Floor& here = current();
  for (const Entity& entity : here.entities) {
    if (std::holds_alternative<Monster>(entity.kind) && here.visible[entity.position]) in_view.push_back(&entity);
  }
  std::stable_sort(in_view.begin(), in_view.end(), [this](const Entity* a, const Entity* b) {
    return core::chebyshev_distance(a->position, player_.position) <
           core::chebyshev_distance(b->position, player_.position);
  });
  for (const Entity* monster : in_view) {
    if (!monster_kinds_seen_.insert(monster->definition).second) continue;
    messages_.add("You see " + with_article(content(), monster->name) + ".", turn_);
    report_.first_sightings.push_back(monster->id);
  }
}

void World::update_field_of_view() {
  Floor& here = current();
  here.visible.compute(here.opaque, player_.position, player_.sight_radius, content().rules.player_sight);
  auto& seen = here.seen.cells();
  const auto& visible = here.visible.grid().cells();
  for (std::size_t i = 0; i < seen.size(); ++i) seen[i] |= visible[i];
}

}  // namespace game
