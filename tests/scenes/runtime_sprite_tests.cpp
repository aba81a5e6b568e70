// SPDX-License-Identifier: MIT
// Sprites read at run time from a data folder's sprites/: drawn, reloaded with F5, and kept when broken.
#include <doctest/doctest.h>

#include <filesystem>
#include <memory>
#include <string>

#include "game_data/data_layers.h"
#include "render/sprite_library.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "temp_data_folder.h"
#include "text_sprites.h"

namespace {

// Palette characters of assets/palette.txt and their colours.
constexpr char kOutline = 'k';   // #0d0b12
constexpr char kLabWhite = 'w';  // #e8eef0
constexpr SDL_Color kOutlineColour{0x0d, 0x0b, 0x12, 255};
constexpr SDL_Color kLabWhiteColour{0xe8, 0xee, 0xf0, 255};

bool same_colour(SDL_Color a, SDL_Color b) {
  return a.r == b.r && a.g == b.g && a.b == b.b;
}

// A data folder whose Neo Mouse is drawn with a sprite of the folder's own, and a run with one beside the
// researcher, whose F5 reads the sprites and the data again.
struct RuntimeSpriteRun {
  TempDataFolder folder;
  TestCanvas headless;
  RecordingRequests requests;
  std::shared_ptr<render::SpriteLibrary> sprites;
  std::shared_ptr<game::ContentLibrary> content;
  std::unique_ptr<scenes::DungeonScene> scene;
  core::Point mouse;

  RuntimeSpriteRun() {
    std::filesystem::create_directories(folder.path() / "sprites");
    write_sprite(filled_sprite(kOutline));
    folder.replace("monsters.json", "\"sprite\": \"neo_mouse\"", "\"sprite\": \"test_newt\"");
    sprites =
        std::make_shared<render::SpriteLibrary>(render::SpriteLayers{MOUSEKING_TEST_RESOURCE_DIR, {folder.path()}});
    const render::SpriteBuild built = sprites->build();
    REQUIRE_MESSAGE(built.packed, built.error_text());
    sprites->attach(headless.canvas().atlas());
    std::string error;
    std::optional<render::TextureAtlas> texture = sprites->prepare(*built.packed, error);
    REQUIRE_MESSAGE(texture, error);
    sprites->install(std::move(*texture));
    content = std::make_shared<game::ContentLibrary>(folder.path(), game_data::sprite_check_of(built));
    REQUIRE_MESSAGE(content->load(), content->diagnostics().to_string());
    game::World world(42, content->factory());
    mouse = world.player().position + core::Point{1, 0};
    REQUIRE(world.setup().spawn("Neo Mouse", mouse));
    scene = std::make_unique<scenes::DungeonScene>(
        scenes::SceneContext{requests, {}, std::make_shared<game_data::GameData>(content, sprites)}, std::move(world));
  }

  void write_sprite(const std::string& text) const { folder.write("sprites/test_newt.txt", text); }

  // The colour in the middle of the mouse's tile, the whole scene drawn.
  SDL_Color mouse_colour() {
    scene->draw(headless.canvas());
    const SDL_Rect tile = scene->map_view().tile_rect(mouse);
    return headless.pixel(tile.x + tile.w / 2, tile.y + tile.h / 2);
  }

  // The colour of the sprite drawn alone, where no error box can cover it.
  SDL_Color sprite_colour() {
    headless.canvas().sprite("test_newt", {0, 0, 32, 32});
    return headless.pixel(16, 16);
  }
};

}  // namespace

TEST_CASE("a sprite that only the data folder's sprites/ holds is drawn, and the data may name it") {
  RuntimeSpriteRun run;
  CHECK(same_colour(run.mouse_colour(), kOutlineColour));
}

TEST_CASE("F5 after editing a data folder's sprite draws the new pixels") {
  RuntimeSpriteRun run;
  run.write_sprite(filled_sprite(kLabWhite));
  press(*run.scene, SDLK_F5);
  CHECK_MESSAGE(run.scene->content_errors().empty(), run.scene->content_errors());
  CHECK(same_colour(run.mouse_colour(), kLabWhiteColour));
}

TEST_CASE("F5 with a broken sprite keeps the old pixels and names the file, line and column") {
  RuntimeSpriteRun run;
  std::string broken = filled_sprite(kLabWhite);
  broken[broken.find('\n') + 1 + 2 * 17 + 4] = '?';  // the third pixel row, fifth column: line 4 of the file
  run.write_sprite(broken);
  press(*run.scene, SDLK_F5);
  // Named as content errors name a layer's files: by the folder's own name.
  const std::string expected = (run.folder.path().filename() / "sprites" / "test_newt.txt").string() +
                               ":4:5: expected a character from the palette, found '?'";
  CHECK_MESSAGE(run.scene->content_errors().find(expected) != std::string::npos, run.scene->content_errors());
  CHECK(same_colour(run.sprite_colour(), kOutlineColour));
}

TEST_CASE("F5 whose data names a sprite no layer has keeps the old sprites as well as the old data") {
  RuntimeSpriteRun run;
  run.write_sprite(filled_sprite(kLabWhite));
  run.folder.replace("monsters.json", "\"sprite\": \"test_newt\"", "\"sprite\": \"no_such_sprite\"");
  press(*run.scene, SDLK_F5);
  CHECK(run.scene->content_errors().find("\"no_such_sprite\", which is not in the texture atlas") != std::string::npos);
  CHECK(same_colour(run.sprite_colour(), kOutlineColour));
}
