// SPDX-License-Identifier: MIT
#include "game/debug/behaviour_text.h"

#include "core/enum_table.h"
#include "game/debug/support_ability_text.h"

namespace game::debug {

namespace {

std::string range_text(content::IntRange range) {
  return range.min == range.max ? std::to_string(range.min)
                                : std::to_string(range.min) + "-" + std::to_string(range.max);
}

std::string movement_text(const content::MonsterTraits& traits) {
  std::string text = traits.stationary          ? "never moves"
                     : traits.keep_distance > 0 ? "keeps " + std::to_string(traits.keep_distance) + " steps away"
                                                : "closes in";
  if (traits.erratic > 0) text += ", " + std::to_string(traits.erratic) + "% of turns erratic";
  if (traits.follows_leader > 0)
    text += ", within " + std::to_string(traits.follows_leader) + " steps of its pack's leader";
  return text;
}

std::string search_text(const content::MonsterTraits& traits) {
  if (traits.search_turns == 0) return "follows you unseen for the rules' memory turns";
  return "searches " + std::to_string(traits.search_turns) + " turns where it lost you or heard a noise";
}

std::string flee_text(const content::MonsterTraits& traits) {
  if (!traits.flee) return "never flees";
  return "flees below " + std::to_string(traits.flee->below_hp_percent) + "% HP until " +
         std::to_string(traits.flee->resume_hp_percent) + "%";
}

std::string conditions_text(const content::AbilityConditions& when) {
  const content::AbilityConditions always;
  std::string text;
  const auto add = [&text](const std::string& condition) { text += (text.empty() ? ", when " : " and ") + condition; };
  if (when.hp_below_percent != always.hp_below_percent)
    add("its HP below " + std::to_string(when.hp_below_percent) + "%");
  if (when.distance_min != always.distance_min || when.distance_max != always.distance_max)
    add("you are " + std::to_string(when.distance_min) + "-" + std::to_string(when.distance_max) + " steps away");
  if (when.needs_line_of_fire) add("it has a line of fire");
  if (when.allies_in_view_at_least > 0) add(std::to_string(when.allies_in_view_at_least) + "+ allies in view");
  if (when.target_has_status)
    add("you are " + std::string(core::id_of(content::kStatusKindNames, *when.target_has_status)));
  return text;
}

std::string ability_text(const content::Ability& ability, const content::MonsterTraits& traits) {
  std::string text = std::string(core::id_of(content::kAbilityKindNames, ability.kind));
  if (ability.kind == content::AbilityKind::Melee) {
    text += " (bite " + range_text(traits.attack) + ")";
  } else if (ability.kind == content::AbilityKind::Summon) {
    text += " (" + range_text(ability.summon.count) + " " + ability.summon.monster + ", at most " +
            std::to_string(ability.summon.max_alive) + " alive" +
            (ability.summon.dies_with_summoner ? ", vanishing with it)" : ")");
  } else if (ability.kind == content::AbilityKind::StealAndFlee) {
    text += " (snatches a thing from your pack next to it, then flees for good)";
  } else if (ability.kind == content::AbilityKind::Split) {
    text += " (when hit and alive: a copy beside it, at most " + std::to_string(ability.split.max_alive) +
            " of its kind, from " + std::to_string(ability.split.min_hp) + " HP; never a turn's choice)";
  } else if (ability.kind == content::AbilityKind::Burst) {
    text += " \"" + ability.name + "\" (" + range_text(ability.damage) + " within " + std::to_string(ability.radius) +
            " when it dies; never a turn's choice)";
  } else if (const std::optional<std::string> support = support_ability_text(ability)) {
    text += *support;
  } else {
    text +=
        " \"" + ability.name + "\" (" + range_text(ability.damage) + " at up to " + std::to_string(ability.range) + ")";
  }
  text += ", cooldown " + std::to_string(ability.cooldown) + ", priority " + std::to_string(ability.priority) +
          ", weight " + std::to_string(ability.weight);
  return text + conditions_text(ability.when);
}

std::string abilities_text(const content::MonsterTraits& traits) {
  if (traits.abilities.empty()) return "no abilities";
  std::string text = "abilities: ";
  for (std::size_t i = 0; i < traits.abilities.size(); ++i)
    text += (i ? "; " : "") + std::to_string(i + 1) + ". " + ability_text(traits.abilities[i], traits);
  return text;
}

std::string places_text(const std::vector<std::pair<std::string, content::DefinitionPlace>>* places) {
  if (places == nullptr) return " Every behaviour field is left to its default.";
  std::string text = " Written at:";
  for (std::size_t i = 0; i < places->size(); ++i) {
    const auto& [field, place] = (*places)[i];
    text += (i ? ", " : " ") + field + " " + content::place_text(place);
  }
  return text + ".";
}

}  // namespace

std::string behaviour_text(const content::MonsterDefinition& monster,
                           const std::vector<std::pair<std::string, content::DefinitionPlace>>* places) {
  const content::MonsterTraits& traits = monster.traits;
  return monster.look.name + ": sight " + std::to_string(traits.sight) + ", " + movement_text(traits) + ", asleep " +
         std::to_string(traits.asleep) + "% of the time it appears, " + search_text(traits) + ", " + flee_text(traits) +
         "; " + abilities_text(traits) + "." + places_text(places);
}

}  // namespace game::debug
