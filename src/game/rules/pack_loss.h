// SPDX-License-Identifier: MIT
#pragma once

#include "game/model/entity.h"
#include "game/model/floor.h"
#include "game/model/message_log.h"

namespace game {

// What the members of a dead leader's pack do, as floors.json's on_leader_death says: those that fight
// on are left as they were; those that scatter run off for `scatter_turns` heeding nothing, then wander
// as loners that have forgotten the player; those that flee run from the player for good. The player
// is told when it sees one of them break.
void leader_died(Floor& floor, EntityId leader, int scatter_turns, MessageLog& messages, int turn);

}  // namespace game
