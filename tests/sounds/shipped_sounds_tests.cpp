// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <set>

#include "game/model/turn_sound.h"
#include "sounds/sound_folder.h"

TEST_CASE("the game's own recipes all read, and one exists for every cue the world tells and every menu sound") {
  const sounds::RecipeFolder shipped = sounds::read_recipe_folder(MOUSEKING_TEST_SOUND_RECIPES);
  CHECK(shipped.errors.empty());
  std::set<std::string> names;
  for (const sounds::Recipe& recipe : shipped.recipes) names.insert(recipe.name);
  for (const std::string& cue : core::ids_of(game::kTurnSoundCueNames)) {
    CAPTURE(cue);
    CHECK(names.contains(cue));
  }
  for (const char* interface_sound : {"menu_move", "menu_select", "refuse", "ambient"}) {
    CAPTURE(interface_sound);
    CHECK(names.contains(interface_sound));
  }
}
