// SPDX-License-Identifier: MIT
// The parts of World that keep a run within its RunLimits, so that whatever
// the game saves it can read back (see run_limits.h): what is recorded for
// replays, the clock, and the numbering of entities.

#include <algorithm>
#include <map>
#include <string>

#include "game/world/world.h"

namespace game {

World::ChangeMark World::change_mark() const {
  return {messages_.added(), rng_.state(), turn_};
}

// An action that changed nothing (a step into a wall, a refused drop) is left
// out: a replay without it is the same run, and a held key cannot grow the
// recording without end.
void World::record(const Action& action, const ChangeMark& before, bool done) {
  const ChangeMark after = change_mark();
  const bool changed =
      done || after.messages != before.messages || after.dice != before.dice || after.turn != before.turn;
  if (!changed) return;
  if (actions_.size() < limits_.recorded_actions) {
    actions_.push_back(action);
    return;
  }
  if (recording_full_) return;
  recording_full_ = true;
  replayable_ = false;
  messages_.add("This run is now too long to record: it goes on and is saved, but no replay of it will be kept.",
                turn_);
}

void World::advance_clock() {
  report_.turn_passed = true;
  if (turn_ < limits_.turns) {
    ++turn_;
    if (turn_ == limits_.turns) {
      messages_.add("The clock has reached turn " + std::to_string(turn_) +
                        ", the last it counts: it stays there while the run goes on.",
                    turn_);
    }
  }
}

// Ids are never given twice, so a long enough run would use them all; long
// before that, every entity of the run is numbered again from 1 in its old
// order (monsters act in that order, so play is the same).
void World::renumber_entities_when_due() {
  if (ids_->next() <= limits_.entity_ids / 2) return;
  std::vector<Entity*> entities;
  for (const std::unique_ptr<Floor>& floor : floors_) {
    if (!floor) continue;
    for (Entity& entity : floor->entities) entities.push_back(&entity);
    for (Entity& trap : floor->traps) entities.push_back(&trap);
  }
  for (Entity& entity : player_.inventory) entities.push_back(&entity);
  for (std::optional<Entity>& piece : player_.equipped) {
    if (piece) entities.push_back(&*piece);
  }
  std::ranges::sort(entities, {}, [](const Entity* entity) { return entity->id; });
  std::map<EntityId, EntityId> renumbered;
  EntityId next = 1;
  for (Entity* entity : entities) {
    renumbered[entity->id] = next;
    entity->id = next++;
  }
  // A pack's members and bound summons know their leader or summoner by its id; one no longer in the
  // run is no one's.
  const auto renumber = [&renumbered](std::optional<EntityId>& id) {
    if (!id) return;
    const auto found = renumbered.find(*id);
    id = found == renumbered.end() ? std::nullopt : std::optional<EntityId>(found->second);
  };
  for (Entity* entity : entities) {
    if (auto* monster = std::get_if<Monster>(&entity->kind)) {
      renumber(monster->leader);
      renumber(monster->bound_to);
    }
  }
  ids_->restart(next);
}

}  // namespace game
