// SPDX-License-Identifier: MIT
// "Make your first mod" (data/README.md), played: the walk-through's files are tests/mods/fixture_mod/,
// loaded over the shipped data with their sprite, and a scenario puts the new monster beside the player.
#include <doctest/doctest.h>

#include <memory>

#include "content/scenario.h"
#include "game/generation/floor_builder.h"
#include "game/rules/status_effects.h"
#include "game/session/scenario_setup.h"
#include "game_data/data_layers.h"
#include "render/sprite_library.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"

namespace {

constexpr SDL_Color kHeadbandRed{0xb8, 0x28, 0x3a, 255};  // palette 'r': only the Ninja Mouse's headband here

int pixels_of_colour(TestCanvas& headless, const SDL_Rect& tile, SDL_Color colour) {
  int count = 0;
  for (int y = tile.y; y < tile.y + tile.h; ++y) {
    for (int x = tile.x; x < tile.x + tile.w; ++x) {
      const SDL_Color pixel = headless.pixel(x, y);
      if (pixel.r == colour.r && pixel.g == colour.g && pixel.b == colour.b) ++count;
    }
  }
  return count;
}

// The run the fixture mod's scenario starts (tests/mods/fixture_mod_scenario.json) over `content`.
game::World fixture_scenario(const game::ContentLibrary& content) {
  const content::ScenarioLoadResult loaded =
      content::load_scenario(MOUSEKING_FIXTURE_MOD_SCENARIO, content.factory()->database());
  REQUIRE_MESSAGE(loaded.scenario, loaded.diagnostics.to_string());
  game::ScenarioStart start = game::start_scenario(*loaded.scenario, 1, content.factory());
  REQUIRE_MESSAGE(start.world, start.diagnostics.to_string());
  return std::move(*start.world);
}

}  // namespace

TEST_CASE("the first mod's new monster is played in a scenario and drawn with the mod's own sprite") {
  TestCanvas headless;
  RecordingRequests requests;
  const content::ContentSources sources{MOUSEKING_SHIPPED_DATA_DIR, {MOUSEKING_FIXTURE_MOD_DIR}};
  auto sprites = std::make_shared<render::SpriteLibrary>(
      game_data::sprite_layers(MOUSEKING_TEST_RESOURCE_DIR, sources.data_dir, content::resolve_mods(sources.mod_dirs)));
  const render::SpriteBuild built = sprites->build();
  REQUIRE_MESSAGE(built.packed, built.error_text());
  REQUIRE(built.packed->index.sprites.contains("ninja_mouse"));
  sprites->attach(headless.canvas().atlas());
  std::string error;
  std::optional<render::TextureAtlas> texture = sprites->prepare(*built.packed, error);
  REQUIRE_MESSAGE(texture, error);
  sprites->install(std::move(*texture));
  auto content = std::make_shared<game::ContentLibrary>(sources, game_data::sprite_check_of(built));
  REQUIRE_MESSAGE(content->load(), content->diagnostics().to_string());

  const core::Point ninja{45, 21};
  scenes::DungeonScene scene(
      scenes::SceneContext{requests, {}, std::make_shared<game_data::GameData>(content, sprites)},
      fixture_scenario(*content));
  const game::Entity* spawned = scene.world().floor().entity_at(ninja);
  REQUIRE(spawned != nullptr);
  CHECK(spawned->name == "Ninja Mouse");
  CHECK(scene.world().player().stats.max_hp == 30);  // the mod's player.json

  scene.draw(headless.canvas());
  CHECK(pixels_of_colour(headless, scene.map_view().tile_rect(ninja), kHeadbandRed) > 0);
  CHECK(pixels_of_colour(headless, scene.map_view().tile_rect(ninja + core::Point{-2, 0}), kHeadbandRed) == 0);
}

TEST_CASE("the first mod's trap lies hidden beside the player in its scenario, and glues whoever steps on it") {
  const content::ContentSources sources{MOUSEKING_SHIPPED_DATA_DIR, {MOUSEKING_FIXTURE_MOD_DIR}};
  auto content = std::make_shared<game::ContentLibrary>(sources, content::SpriteCheck{});
  REQUIRE_MESSAGE(content->load(), content->diagnostics().to_string());
  game::World world = fixture_scenario(*content);
  const game::Entity* glue = world.floor().trap_at({43, 21});
  REQUIRE(glue != nullptr);
  CHECK(glue->name == "Glue Plate");
  CHECK(glue->sprite == "trap_snap");  // copied from the Snap Trap
  CHECK_FALSE(std::get<game::Trap>(glue->kind).found);
  const int hp = world.player().hp;
  world.perform(game::Action::move({-1, 0}));
  CHECK(world.player().hp == hp);  // the mod's damage: none
  CHECK(game::has_status(world.player(), content::StatusKind::Stunned));
}

TEST_CASE("the first mod's room comes on its floors with the Ninja Mouse asleep in it and the Glue Plate by its door") {
  const content::ContentSources sources{MOUSEKING_SHIPPED_DATA_DIR, {MOUSEKING_FIXTURE_MOD_DIR}};
  auto content = std::make_shared<game::ContentLibrary>(sources, content::SpriteCheck{});
  REQUIRE_MESSAGE(content->load(), content->diagnostics().to_string());
  const auto& rooms = content->factory()->database().rooms;
  const auto dojo = std::ranges::find_if(rooms, [](const auto& room) { return room.look.name == "Ninja Dojo"; });
  REQUIRE(dojo != rooms.end());
  const auto dojo_index = static_cast<std::size_t>(dojo - rooms.begin());
  int placed = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    for (int number = 4; number <= 12; ++number) {
      const game::BuiltFloor built =
          game::build_floor_with_rooms(number, seed, *content->factory(), std::make_shared<game::EntityIds>());
      for (const game::PlacedRoom& room : built.rooms) {
        if (room.room != dojo_index) continue;
        ++placed;
        const auto ninja = std::ranges::find_if(built.floor.entities, [&](const game::Entity& entity) {
          return entity.name == "Ninja Mouse" && room.area.contains(entity.position);
        });
        REQUIRE(ninja != built.floor.entities.end());
        CHECK(std::get<game::Monster>(ninja->kind).sleeping);
        CHECK(std::ranges::any_of(built.floor.traps, [&](const game::Entity& trap) {
          return trap.name == "Glue Plate" && room.area.contains(trap.position);
        }));
      }
    }
  }
  // 25 percent of 180 floors: about 45; far more than none, and never on every floor.
  CHECK(placed > 20);
  CHECK(placed < 90);
}
