// SPDX-License-Identifier: MIT
#include "game/rules/pack_loss.h"

namespace game {

namespace {

// A member that scatters runs off, and is a loner from then on, with no player to hunt.
void scatter(Monster& member, int turns) {
  member.leader.reset();
  member.alert = false;
  member.memory = 0;
  member.fleeing = turns > 0;
  member.scattering = turns;
  member.patrol_target.reset();
}

}  // namespace

void leader_died(Floor& floor, EntityId leader, int scatter_turns, MessageLog& messages, int turn) {
  bool seen_scatter = false;
  bool seen_flee = false;
  for (Entity& entity : floor.entities) {
    auto* member = std::get_if<Monster>(&entity.kind);
    if (member == nullptr || member->leader != leader || member->on_leader_death == content::LeaderDeath::Fight)
      continue;
    const bool seen = floor.in_view(entity.position);
    if (member->on_leader_death == content::LeaderDeath::Scatter) {
      scatter(*member, scatter_turns);
      seen_scatter = seen_scatter || seen;
    } else {
      member->leader.reset();
      member->scattering = 0;
      member->routed = true;
      member->sleeping = false;
      seen_flee = seen_flee || seen;
    }
    member->on_leader_death = content::LeaderDeath::Fight;
  }
  if (seen_scatter) messages.add("Its pack scatters.", turn);
  if (seen_flee) messages.add("Its pack turns to flee!", turn);
}

}  // namespace game
