// SPDX-License-Identifier: MIT
#include "content/pack_readers.h"

#include "content/common_readers.h"
#include "content/limits.h"
#include "json/field_wording.h"

namespace content {

namespace {

std::vector<PackMember> read_members(FieldReader& pack) {
  std::vector<PackMember> members;
  for (FieldReader& member : pack.object_list("members", "The kinds that come with the leader, placed around it.")) {
    members.push_back({member.string("monster", "A member: a name from monsters.json."),
                       member.range("count", 0, kPackMemberLimit, "How many of it come, rolled for each pack.")});
  }
  if (members.size() > kPackKindLimit) pack.error_at("members", json::too_many(members.size(), kPackKindLimit));
  return members;
}

PackRule read_pack(FieldReader& pack) {
  PackRule rule;
  rule.leader = pack.string("leader", "The monster that leads it: a name from monsters.json.");
  rule.members = read_members(pack);
  rule.floors = pack.pair("floors", 1, kHighestFloor, "The first and last floor it may appear on: [first, last].");
  rule.chance =
      pack.integer_or("chance", 0, kMaxPercent, kMaxPercent, "Percent of those floors that get one (100: every one).");
  if (pack.has("on_leader_death")) {
    rule.on_leader_death =
        read_enum(pack, "on_leader_death", kLeaderDeathNames,
                  "What its members do when the leader dies: fight on (the default), scatter (forget the player and "
                  "wander off) or flee from the player for good.");
  }
  return rule;
}

}  // namespace

std::vector<FloorItemRule> read_floor_items(FieldReader& reader) {
  std::vector<FloorItemRule> rules;
  for (FieldReader& item :
       reader.object_list("items", "Items scattered on each populated floor; none when left out.")) {
    FloorItemRule rule{
        item.string("item", "The item: a name from items.json."),
        {1, 1},
        item.integer_or("chance", 0, kMaxPercent, kMaxPercent, "Percent of floors that get them (100: every floor).")};
    if (item.has("count")) rule.count = item.range("count", 0, 100, "How many are placed; one when left out.");
    rules.push_back(rule);
  }
  return rules;
}

std::vector<FloorTrapRule> read_floor_traps(FieldReader& reader) {
  std::vector<FloorTrapRule> rules;
  for (FieldReader& trap : reader.object_list("traps", "Traps hidden on each of its floors; none when left out.")) {
    FloorTrapRule rule{
        trap.string("trap", "The trap: a name from traps.json."),
        {1, 1},
        trap.integer_or("chance", 0, kMaxPercent, kMaxPercent, "Percent of floors that get them (100: every floor).")};
    if (trap.has("count")) rule.count = trap.range("count", 0, 100, "How many are hidden; one when left out.");
    rules.push_back(rule);
  }
  return rules;
}

std::vector<PackRule> read_packs(FieldReader& reader) {
  std::vector<PackRule> packs;
  for (FieldReader& pack : reader.object_list(
           "packs", "Bands that appear together besides the spawn roll's monsters; none when left out.")) {
    packs.push_back(read_pack(pack));
  }
  if (packs.size() > kPackRuleLimit) reader.error_at("packs", json::too_many(packs.size(), kPackRuleLimit));
  return packs;
}

}  // namespace content
