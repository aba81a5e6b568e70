// SPDX-License-Identifier: MIT
#include "scenes/dungeon/turn_sounds.h"

#include <set>

namespace scenes {

namespace {

template <class Definition>
void add_own_sounds(std::unordered_map<std::string_view, const content::SoundNames*>& by_name,
                    const std::vector<Definition>& definitions) {
  for (const Definition& definition : definitions) by_name.emplace(definition.look.name, &definition.look.sounds);
}

// The field of a definition's "sounds" that stands in for `cue`, or null when none may.
const std::string* own_sound(const content::SoundNames& own, game::TurnSound::Cue cue) {
  using Cue = game::TurnSound::Cue;
  switch (cue) {
    case Cue::Hit: return &own.hurt;  // the player's blow lands on the monster: it is hurt
    case Cue::Hurt: return &own.hit;  // the monster's bite lands on the player: its hit
    case Cue::Kill: return &own.death;
    case Cue::Equip:
    case Cue::Use: return &own.use;
    case Cue::Pickup: return &own.pickup;
    default: return nullptr;
  }
}

}  // namespace

void TurnSounds::index(const std::shared_ptr<const game::EntityFactory>& factory) {
  if (indexed_ == factory) return;
  own_sounds_.clear();
  indexed_ = factory;
  if (!factory) return;
  const content::Database& content = factory->database();
  add_own_sounds(own_sounds_, content.monsters);
  add_own_sounds(own_sounds_, content.weapons);
  add_own_sounds(own_sounds_, content.armour);
  add_own_sounds(own_sounds_, content.microchips);
  add_own_sounds(own_sounds_, content.items);
}

std::string TurnSounds::sound_for(const game::TurnSound& sound,
                                  const std::shared_ptr<const game::EntityFactory>& factory) {
  index(factory);
  const std::string game_sound(core::id_of(game::kTurnSoundCueNames, sound.cue));
  const auto found = own_sounds_.find(sound.definition);
  if (found == own_sounds_.end()) return game_sound;
  const std::string* own = own_sound(*found->second, sound.cue);
  return own && !own->empty() ? *own : game_sound;
}

void TurnSounds::play(const game::TurnReport& report, const std::shared_ptr<const game::EntityFactory>& factory,
                      render::SoundOutput& output) {
  std::set<std::string> played;
  for (const game::TurnSound& sound : report.sounds) {
    std::string name = sound_for(sound, factory);
    if (played.insert(name).second) output.play(name);
  }
  if (!report.done && !report.messages.empty()) output.play(kRefusedSound);
}

}  // namespace scenes
