// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include "game/model/turn_report.h"
#include "game/spawning/entity_factory.h"
#include "render/sound_output.h"
#include "scenes/menus/menu_sounds.h"

namespace scenes {

// Which sound plays for what the world tells: the sound a definition's data names for it
// ("sounds": {"hurt": "squeak"}), otherwise the game's own for the cue ("hit").
class TurnSounds {
 public:
  std::string sound_for(const game::TurnSound& sound, const std::shared_ptr<const game::EntityFactory>& factory);

  // Plays one action's sounds, each sound once however often it happened (five bites in a turn are
  // heard as one), and the refusal sound when the action was refused with a reason ("The door is locked.").
  void play(const game::TurnReport& report, const std::shared_ptr<const game::EntityFactory>& factory,
            render::SoundOutput& output);

 private:
  // The definitions' own sounds by name, for the factory they were read from (kept alive with them).
  void index(const std::shared_ptr<const game::EntityFactory>& factory);
  std::shared_ptr<const game::EntityFactory> indexed_;
  std::unordered_map<std::string_view, const content::SoundNames*> own_sounds_;
};

}  // namespace scenes
