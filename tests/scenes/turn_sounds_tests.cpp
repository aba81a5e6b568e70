// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include <fstream>
#include <memory>

#include "game_sounds.h"
#include "recording_sounds.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/turn_sounds.h"
#include "scenes/inventory/inventory_scene.h"
#include "scenes/menus/options_layout.h"
#include "scenes/menus/options_scene.h"
#include "scenes/menus/title_scene.h"
#include "temp_data_folder.h"

namespace {

using Cue = game::TurnSound::Cue;
using core::Point;

// The shipped data with the Neo Mouse and the Health Pack given sounds of their own.
std::shared_ptr<game::ContentLibrary> content_with_own_sounds(const TempDataFolder& data) {
  data.replace("monsters.json", "\"sprite\": \"neo_mouse\",",
               "\"sprite\": \"neo_mouse\", \"sounds\": {\"hurt\": \"squeak\", \"hit\": \"nip\", "
               "\"death\": \"last_squeak\"},");
  data.replace("items.json", "\"sprite\": \"health_pack\",",
               "\"sprite\": \"health_pack\", \"sounds\": {\"use\": \"bandage\", \"pickup\": \"rustle\"},");
  return library_from(data.path());
}

std::shared_ptr<RecordingSounds> recorder_in(scenes::SceneContext& context) {
  auto sounds = std::make_shared<RecordingSounds>();
  context.sounds = sounds;
  return sounds;
}

}  // namespace

TEST_CASE("a definition's own sound stands in for the game's, for the cues its data may name") {
  TempDataFolder data;
  const auto factory = content_with_own_sounds(data)->factory();
  scenes::TurnSounds sounds;
  CHECK(sounds.sound_for({Cue::Hit, "Neo Mouse"}, factory) == "squeak");
  CHECK(sounds.sound_for({Cue::Hurt, "Neo Mouse"}, factory) == "nip");
  CHECK(sounds.sound_for({Cue::Kill, "Neo Mouse"}, factory) == "last_squeak");
  CHECK(sounds.sound_for({Cue::Use, "Health Pack"}, factory) == "bandage");
  CHECK(sounds.sound_for({Cue::Pickup, "Health Pack"}, factory) == "rustle");
  // A cue the data cannot name, and a definition that names nothing, play the game's own.
  CHECK(sounds.sound_for({Cue::Miss, "Neo Mouse"}, factory) == "miss");
  CHECK(sounds.sound_for({Cue::Hit, "Micro Mouse"}, factory) == "hit");
  CHECK(sounds.sound_for({Cue::Stairs, ""}, factory) == "stairs");
}

TEST_CASE("one action's sounds each play once, and a refusal that says why plays the refusal sound") {
  scenes::TurnSounds sounds;
  RecordingSounds output;
  game::TurnReport bites;
  bites.done = true;
  bites.sounds = {{Cue::Step, ""}, {Cue::Hurt, "Micro Mouse"}, {Cue::Hurt, "Micro Mouse"}, {Cue::Hurt, "Neo Mouse"}};
  sounds.play(bites, shipped_content()->factory(), output);
  CHECK(output.played == std::vector<std::string>{"step", "hurt"});

  game::TurnReport locked;
  locked.messages.push_back({"The door is locked.", 0, 1});
  sounds.play(locked, shipped_content()->factory(), output);
  CHECK(output.played.back() == "refuse");
}

TEST_CASE("walking into a monster plays the blow's sound, and its data's own when it names one") {
  TempDataFolder data;
  const auto content = content_with_own_sounds(data);
  RecordingRequests requests;
  scenes::SceneContext context{requests, {}, data_of(content)};
  const auto sounds = recorder_in(context);
  game::World world(42, content->factory());
  REQUIRE(world.setup().spawn("Neo Mouse", kSeed42Start + Point{1, 0}));
  scenes::DungeonScene scene(context, std::move(world));
  // Blows until one lands: the dice may miss first, and a miss sounds too.
  for (int blow = 0; blow < 20 && !sounds->heard("squeak"); ++blow) press(scene, SDLK_RIGHT);
  CHECK(sounds->heard("squeak"));
  CHECK_FALSE(sounds->heard("hit"));
}

TEST_CASE("a step sounds, and the menus sound as their focus moves and a choice is taken") {
  RecordingRequests requests;
  scenes::SceneContext context{requests, {}, shipped_data()};
  const auto sounds = recorder_in(context);
  scenes::DungeonScene dungeon(context, 42);
  press(dungeon, SDLK_RIGHT);
  CHECK(sounds->played == std::vector<std::string>{"step"});

  sounds->played.clear();
  scenes::TitleScene title(context);
  press(title, SDLK_DOWN);
  press(title, SDLK_RETURN);
  CHECK(sounds->played == std::vector<std::string>{"menu_move", "menu_select"});
}

TEST_CASE("a volume changed on the options screen reaches the sound at once") {
  RecordingRequests requests;
  TempFolder user;
  scenes::SceneContext context = context_in(requests, user);
  const auto sounds = recorder_in(context);
  scenes::OptionsScene options(context);
  // Down to the master volume line, then one step quieter.
  const int master_line = static_cast<int>(scenes::options_layout::SettingRow::MasterVolume);
  for (int line = 0; line < master_line; ++line) press(options, SDLK_DOWN);
  press(options, SDLK_LEFT);
  CHECK(options.settings().sound.master == 70);
  CHECK(sounds->levels.master == 70);
  // Three lines further down, the sound line turns all of it off.
  for (int line = 0; line < 3; ++line) press(options, SDLK_DOWN);
  press(options, SDLK_RETURN);
  CHECK(sounds->levels.muted);
}

TEST_CASE("F5 reads the sounds again with the data, so a sound added meanwhile plays and may be named") {
  TempDataFolder data;
  TempFolder sounds_folder("f5-sounds");
  add_game_sounds(sounds_folder.path);
  auto library = std::make_shared<game::ContentLibrary>(content::ContentSources{data.path(), {}, sounds_folder.path},
                                                        content::SpriteCheck{});
  REQUIRE(library->load());
  RecordingRequests requests;
  scenes::SceneContext context{requests, {}, data_of(library)};
  const auto sounds = recorder_in(context);
  scenes::DungeonScene scene(context, 42);
  std::ofstream(sounds_folder.path / "squeak.ogg") << "";
  data.replace("monsters.json", "\"sprite\": \"neo_mouse\",",
               "\"sprite\": \"neo_mouse\", \"sounds\": {\"hurt\": \"squeak\"},");
  press(scene, SDLK_F5);
  REQUIRE_MESSAGE(library->diagnostics().error_count() == 0, library->diagnostics().to_string());
  CHECK(sounds->used.contains("hit"));
  CHECK(sounds->used.contains("squeak"));
}

TEST_CASE("the inventory ticks as its cursor moves, and buzzes at a use it refuses") {
  RecordingRequests requests;
  game::World world(42, shipped_content()->factory());
  REQUIRE(world.setup().give("Health Pack"));  // at full HP: using it is refused, with the reason
  const auto sounds = std::make_shared<RecordingSounds>();
  scenes::InventoryScene inventory(requests, world, {}, sounds);
  press(inventory, SDLK_RIGHT);  // the first arrow press shows the cursor where it is
  press(inventory, SDLK_RIGHT);
  CHECK(sounds->played == std::vector<std::string>{"menu_move"});
  press(inventory, SDLK_LEFT);
  press(inventory, SDLK_RETURN);
  CHECK(sounds->played.back() == "refuse");
}
