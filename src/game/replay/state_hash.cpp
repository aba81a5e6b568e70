// SPDX-License-Identifier: MIT
#include "game/replay/state_hash.h"

#include "game/saving/world_codec.h"

namespace game {

namespace {

// 64-bit FNV-1a: simple, defined byte by byte, the same on every platform.
std::uint64_t fnv1a(const std::string& bytes) {
  std::uint64_t hash = 0xcbf29ce484222325ull;
  for (unsigned char byte : bytes) {
    hash ^= byte;
    hash *= 0x100000001b3ull;
  }
  return hash;
}

// The rules of sight decide what monsters notice, so a run played under other rules must not hash the
// same. Under the default rules nothing is added, so the hashes recorded before sight could be chosen
// still hold.
std::string sight_rules_text(const content::RulesDefinition& rules) {
  const core::Sight shadowcast;
  if (rules.player_sight == shadowcast && rules.monster_sight == shadowcast) return {};
  const auto text = [](const core::Sight& sight) {
    return std::string(core::id_of(content::kSightRuleNames, sight.rule)) + "/" +
           std::to_string(sight.ray_spacing_degrees);
  };
  return " sight " + text(rules.player_sight) + " " + text(rules.monster_sight);
}

}  // namespace

std::uint64_t state_hash(const World& world) {
  // nlohmann::json keeps object keys sorted, so the text is canonical.
  return fnv1a(WorldCodec::play_state(world).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) +
               sight_rules_text(world.content().rules));
}

}  // namespace game
