// SPDX-License-Identifier: MIT
// The sound the game makes, heard through SDL's "disk" audio driver, which writes what the mixer
// plays to a file instead of a speaker: a fight must be audible with the effects on, and silent
// when muted or at volume 0.

#include <SDL.h>
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <memory>

#include "content/sound_files.h"
#include "render/mixer_sounds.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"

namespace {

using core::Point;

// The loudest sample (of 32767) the mixer wrote while the player swung at a Neo Mouse ten times,
// with the game's own sounds at `levels`.
int loudest_sample_of_a_fight(const render::SoundLevels& levels) {
  TempFolder folder("disk-audio");
  const std::filesystem::path mixed = folder.path / "mixed.raw";
  setenv("SDL_AUDIODRIVER", "disk", 1);
  setenv("SDL_DISKAUDIOFILE", mixed.c_str(), 1);
  {
    std::shared_ptr<render::SoundOutput> output = render::open_sound_output();
    REQUIRE(dynamic_cast<render::MixerSounds*>(output.get()) != nullptr);
    output->set_levels(levels);
    output->use_sounds(content::find_sound_files(std::string(MOUSEKING_TEST_RESOURCE_DIR) + "/sounds", {}).by_name);
    RecordingRequests requests;
    scenes::SceneContext context{requests, {}, shipped_data()};
    context.sounds = output;
    game::World world(42, shipped_content()->factory());
    REQUIRE(world.setup().spawn("Neo Mouse", kSeed42Start + Point{1, 0}));
    scenes::DungeonScene scene(context, std::move(world));
    for (int blow = 0; blow < 10; ++blow) {
      press(scene, SDLK_RIGHT);
      SDL_Delay(40);
    }
    SDL_Delay(300);  // the last blow's sound plays out
  }                  // closing the device writes the rest
  std::ifstream file(mixed, std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  REQUIRE(bytes.size() > 44100);  // some half a second of 16-bit stereo at least
  int loudest = 0;
  for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
    const auto sample = static_cast<std::int16_t>(static_cast<unsigned char>(bytes[i]) |
                                                  (static_cast<unsigned char>(bytes[i + 1]) << 8));
    loudest = std::max(loudest, std::abs(static_cast<int>(sample)));
  }
  return loudest;
}

}  // namespace

TEST_CASE("a fight is heard with the effects on, with no music to hide behind") {
  CHECK(loudest_sample_of_a_fight({100, 100, 0, false}) > 3000);
}

TEST_CASE("muted, a fight makes no sound at all, the music neither") {
  CHECK(loudest_sample_of_a_fight({100, 100, 100, true}) == 0);
}

TEST_CASE("at master volume 0, or effects volume 0 without music, a fight makes no sound") {
  CHECK(loudest_sample_of_a_fight({0, 100, 100, false}) == 0);
  CHECK(loudest_sample_of_a_fight({100, 0, 0, false}) == 0);
}

TEST_CASE("the ambient loop plays at the music volume, under a fight with the effects off") {
  CHECK(loudest_sample_of_a_fight({100, 0, 100, false}) > 1000);
}
