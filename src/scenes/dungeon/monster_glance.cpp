// SPDX-License-Identifier: MIT
#include "scenes/dungeon/monster_glance.h"

#include <algorithm>
#include <optional>

#include "core/enum_table.h"
#include "game/rules/monster_abilities.h"
#include "game/rules/monster_search.h"
#include "scenes/dungeon/support_glance.h"

namespace scenes {

namespace {

// The statuses that name a monster's state, the one that changes most what it does first.
constexpr content::StatusKind kStatesByPrecedence[] = {content::StatusKind::Stunned, content::StatusKind::Confused,
                                                       content::StatusKind::Poisoned};

bool has_status(const game::Monster& monster, content::StatusKind kind) {
  return std::ranges::any_of(monster.statuses,
                             [kind](const game::StatusEffect& status) { return status.kind == kind; });
}

// A bite that could end the player within this many blows is called out.
constexpr int kWarnWithinBlows = 3;

std::string range_text(int least, int most) {
  return least == most ? std::to_string(most) : std::to_string(least) + "-" + std::to_string(most);
}

std::string hits_text(int blows) {
  return std::to_string(blows) + (blows == 1 ? " hit" : " hits");
}

// "2-3 hits", "2 hits", or "2+ hits" when misses leave it open-ended.
std::string blows_text(const game::BlowsToKill& blows) {
  if (!blows.most) return std::to_string(*blows.fewest) + "+ hits";
  if (*blows.most == *blows.fewest) return hits_text(*blows.fewest);
  return std::to_string(*blows.fewest) + "-" + std::to_string(*blows.most) + " hits";
}

std::string miss_text(const game::BlowOdds& blow, const std::string& verb) {
  return blow.miss_percent > 0 ? ", " + verb + " " + std::to_string(blow.miss_percent) + "%" : "";
}

// "your defence 4 stops 1": the defence as the HUD shows it, and how much of a blow it stops.
std::string defence_text(const game::BlowOdds& blow, const std::string& whose) {
  return whose + " defence " + std::to_string(blow.defence) + " stops " + std::to_string(blow.reduction);
}

DescriptionLine its_bite(const game::Danger& danger) {
  const game::BlowOdds& bite = danger.its_blow;
  if (!bite.can_hurt()) return {"Cannot hurt you (" + defence_text(bite, "your") + ").", FactTone::Reassuring};
  return {"Bites for " + range_text(bite.least, bite.most) + miss_text(bite, "misses") + " (" +
              defence_text(bite, "your") + ").",
          FactTone::Plain};
}

std::string statuses_text(const std::vector<content::Infliction>& inflicts, const std::string& what) {
  std::string text;
  for (const content::Infliction& infliction : inflicts) {
    text += " " + what + " may leave you " + std::string(core::id_of(content::kStatusKindNames, infliction.status)) +
            " (" + std::to_string(infliction.chance) + "%).";
  }
  return text;
}

// "Shoots its spit for 0-3 at up to 6 tiles, misses 6%, at most every 3 turns. A hit may leave you poisoned (20%)."
DescriptionLine its_shot(const content::Ability& shot, const game::BlowOdds& odds) {
  const std::string every = shot.cooldown >= 2 ? ", at most every " + std::to_string(shot.cooldown) + " turns" : "";
  const std::string reach = " at up to " + std::to_string(shot.range) + (shot.range == 1 ? " tile" : " tiles");
  if (!odds.can_hurt())
    return {
        "Shoots its " + shot.name + reach + every + ", but cannot hurt you." + statuses_text(shot.inflicts, "A hit"),
        FactTone::Plain};
  return {"Shoots its " + shot.name + " for " + range_text(odds.least, odds.most) + reach + miss_text(odds, "misses") +
              every + "." + statuses_text(shot.inflicts, "A hit"),
          FactTone::Plain};
}

// What an ability used only once its user is hurt adds to its fact: " Only below 50% of its HP." (the
// Mother Board's second call, the King's leap).
DescriptionLine once_hurt(DescriptionLine fact, const content::Ability& ability) {
  if (ability.when.hp_below_percent <= 100)
    fact.text += " Only below " + std::to_string(ability.when.hp_below_percent) + "% of its HP.";
  return fact;
}

// "Calls the Micro Mouse to its side, up to 3 at a time; they vanish with it."
DescriptionLine its_call(const content::SummonCall& call) {
  return {"Calls the " + call.monster + " to its side, up to " + std::to_string(call.max_alive) + " at a time" +
              (call.dies_with_summoner ? "; they vanish with it." : "."),
          FactTone::Plain};
}

// What it does besides biting and shooting: steals, splits when hit, bursts when it dies.
std::optional<DescriptionLine> its_trick(const content::Ability& ability) {
  switch (ability.kind) {
    case content::AbilityKind::StealAndFlee:
      return DescriptionLine{"Snatches a thing from your pack, then runs.", FactTone::Warning};
    case content::AbilityKind::Split:
      return DescriptionLine{
          "Splits in two when hit, up to " + std::to_string(ability.split.max_alive) + " of its kind.",
          FactTone::Plain};
    case content::AbilityKind::Burst:
      return DescriptionLine{"Bursts when it dies: " + range_text(ability.damage.min, ability.damage.max) +
                                 " to all within " + std::to_string(ability.radius) +
                                 (ability.radius == 1 ? " tile." : " tiles."),
                             FactTone::Warning};
    default: return std::nullopt;
  }
}

// "Carries your Health Pack." for a thief that got away with it.
std::optional<DescriptionLine> its_loot(const game::Monster& monster) {
  if (monster.carried.empty()) return std::nullopt;
  return DescriptionLine{"Carries your " + monster.carried.front().name + ".", FactTone::Warning};
}

bool bites(const game::Monster& monster) {
  return game::has_ability(monster.traits, content::AbilityKind::Melee);
}

// How it moves, when not as most do (straight at you): "Keeps 3 steps from you.", "Never moves." or, for a
// pack's member on a leash, "Keeps close to its pack's leader."
std::optional<DescriptionLine> its_movement(const game::Monster& monster) {
  if (monster.traits.stationary) return DescriptionLine{"Never moves.", FactTone::Plain};
  if (monster.traits.keep_distance > 0) {
    return DescriptionLine{"Keeps " + std::to_string(monster.traits.keep_distance) + " steps from you.",
                           FactTone::Plain};
  }
  if (monster.traits.follows_leader > 0 && monster.leader)
    return DescriptionLine{"Keeps close to its pack's leader.", FactTone::Plain};
  return std::nullopt;
}

// "You hit it for 2-5, 1-3 hits to kill.", or for a throw or shot being aimed, "Your Staples: 1-3 a hit, ..."
// (no verb: a name may be singular or plural).
DescriptionLine your_blow(const game::Danger& danger, const std::string& aimed) {
  const game::BlowOdds& blow = danger.your_blow;
  if (!blow.can_hurt()) {
    const std::string cannot = aimed.empty() ? "You cannot hurt it" : "Your " + aimed + " cannot hurt it";
    return {cannot + " (" + defence_text(blow, "its") + ").", FactTone::Warning};
  }
  const std::string hit =
      aimed.empty() ? "You hit it for " + range_text(blow.least, blow.most) + miss_text(blow, "miss")
                    : "Your " + aimed + ": " + range_text(blow.least, blow.most) + " a hit" + miss_text(blow, "misses");
  return {hit + ", " + blows_text(danger.to_kill_it) + " to kill.", FactTone::Plain};
}

// Its state, then what a bite may leave: "Hunting you. A bite may leave you stunned (15%)."
// " Stunned for 2 more turns.": each status the player's throws and blows left on it.
std::string statuses_on(const game::Monster& monster) {
  std::string text;
  for (const game::StatusEffect& status : monster.statuses) {
    text += " " + std::string(core::label_of(content::kStatusKindNames, status.kind)) + " for " +
            std::to_string(status.turns_left) + (status.turns_left == 1 ? " more turn." : " more turns.");
  }
  return text;
}

DescriptionLine state_and_bite_effects(const game::Monster& monster) {
  std::string text = monster.sleeping              ? "Asleep."
                     : monster.fleeing             ? "Fleeing from you."
                     : monster.alert               ? "Hunting you."
                     : game::is_searching(monster) ? "Searching for you."
                     : monster.traits.stationary   ? "On guard, unaware of you."
                                                   : "Wandering, unaware of you.";
  text += statuses_on(monster);
  if (bites(monster)) text += statuses_text(monster.traits.inflicts, "A bite");
  return {text, monster.alert ? FactTone::Warning : FactTone::Plain};
}

}  // namespace

std::vector<DescriptionLine> monster_facts(const game::Monster& monster, const game::Danger& danger,
                                           const std::string& aimed) {
  std::vector<DescriptionLine> facts;
  if (bites(monster)) {
    facts.push_back(its_bite(danger));
    if (danger.to_kill_you.fewest && *danger.to_kill_you.fewest <= kWarnWithinBlows) {
      facts.push_back({"It could kill you in " + hits_text(*danger.to_kill_you.fewest) + "!", FactTone::Warning});
    }
  }
  std::size_t shot = 0;
  for (const content::Ability& ability : monster.traits.abilities) {
    if (ability.kind == content::AbilityKind::Projectile && shot < danger.its_shots.size())
      facts.push_back(once_hurt(its_shot(ability, danger.its_shots[shot++]), ability));
    if (ability.kind == content::AbilityKind::Summon) facts.push_back(once_hurt(its_call(ability.summon), ability));
    if (const std::optional<DescriptionLine> trick = its_trick(ability)) facts.push_back(once_hurt(*trick, ability));
    if (const std::optional<DescriptionLine> support = support_fact(ability))
      facts.push_back(once_hurt(*support, ability));
  }
  if (const std::optional<DescriptionLine> loot = its_loot(monster)) facts.push_back(*loot);
  if (const std::optional<DescriptionLine> buffed = buff_fact(monster)) facts.push_back(*buffed);
  if (const std::optional<DescriptionLine> movement = its_movement(monster)) facts.push_back(*movement);
  facts.push_back(your_blow(danger, aimed));
  facts.push_back(state_and_bite_effects(monster));
  return facts;
}

std::string monster_state(const game::Monster& monster) {
  if (monster.sleeping) return "asleep";
  // A status changes what it does this turn more than its mind does: a stunned mouse hunts nobody. The
  // player's throws and shots cause them, and they alert it, so a poisoned mouse is one hunting you.
  for (const content::StatusKind status : kStatesByPrecedence) {
    if (has_status(monster, status)) return std::string(core::id_of(content::kStatusKindNames, status));
  }
  if (monster.fleeing) return "fleeing";
  if (monster.alert) return "hunting you";
  if (game::is_searching(monster)) return "searching";
  // A turret never moves: it waits for you where it stands.
  return monster.traits.stationary ? "on guard" : "wandering";
}

}  // namespace scenes
