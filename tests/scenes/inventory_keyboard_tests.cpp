// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "inventory_fixture.h"

using content::EquipmentSlot;
using scenes::InventoryTarget;

TEST_CASE("arrow keys move the selection over the grid, Enter uses and d drops") {
  InventoryFixture fixture;
  fixture.world.setup().give("Health Pack");
  fixture.world.setup().give("Crowbar");
  fixture.world.setup().give("Key");
  auto& scene = fixture.open();
  fixture.key(SDLK_RIGHT);  // the first press shows the focus on the first cell
  CHECK(scene.selection().item() == 0u);
  fixture.key(SDLK_RIGHT);
  CHECK(scene.selection().item() == 1u);
  fixture.key(SDLK_RETURN);
  CHECK(fixture.player().equipped_in(EquipmentSlot::Weapon)->name == "Crowbar");
  // The key moved into cell 1: the focus frame hid rather than stand on it, and the next arrow
  // shows it there again, on the key.
  CHECK_FALSE(scene.focus());
  CHECK_FALSE(scene.selection().item());
  fixture.key(SDLK_RIGHT);
  CHECK(scene.focus() == InventoryTarget::slot(1));
  CHECK(scene.selection().item() == 1u);
  fixture.key(SDLK_d);
  REQUIRE(fixture.player().inventory.size() == 1);
  CHECK(floor_item_at(fixture.world, "Key", fixture.player().position));
}

TEST_CASE("after the last of a stack is used, the focus does not stand on the item that moved into its cell") {
  InventoryFixture fixture;
  fixture.world.setup().set_player_hp(1);
  fixture.world.setup().give("Health Pack");
  fixture.world.setup().give("Crowbar");
  auto& scene = fixture.open();
  fixture.key(SDLK_RIGHT);  // shows the focus on the Health Pack
  REQUIRE(scene.selection().item() == 0u);
  fixture.key(SDLK_RETURN);
  REQUIRE(fixture.player().inventory.size() == 1);  // the pack is used up; the Crowbar is in cell 0
  CHECK_FALSE(scene.focus());
  CHECK_FALSE(scene.selection().item());
  fixture.key(SDLK_RETURN);  // a second Enter finds nothing chosen
  CHECK_FALSE(fixture.player().equipped_in(EquipmentSlot::Weapon));
  fixture.key(SDLK_LEFT);  // the first arrow shows the focus where it was, now on the Crowbar
  CHECK(scene.focus() == InventoryTarget::slot(0));
  CHECK(scene.selection().item() == 0u);
}

TEST_CASE("arrows reach the equipment boxes and the buttons, r removes and Enter presses the focused button") {
  InventoryFixture fixture;
  fixture.world.setup().give_equipped("Crowbar");
  fixture.world.setup().give_equipped("Biker Jacket");
  auto& scene = fixture.open();
  fixture.key(SDLK_LEFT);  // shows the focus on the first cell
  fixture.key(SDLK_LEFT);  // the microchip box is left of the grid's first row
  CHECK(scene.selection().box() == EquipmentSlot::Microchip);
  fixture.key(SDLK_LEFT);
  fixture.key(SDLK_LEFT);
  CHECK(scene.selection().box() == EquipmentSlot::Weapon);
  fixture.key(SDLK_r);
  CHECK_FALSE(fixture.player().equipped_in(EquipmentSlot::Weapon));
  CHECK(fixture.player().inventory.size() == 1);

  fixture.key(SDLK_RIGHT);
  CHECK(scene.selection().box() == EquipmentSlot::Armour);
  fixture.key(SDLK_DOWN);    // down the column, past the stats, to Remove
  fixture.key(SDLK_RETURN);  // presses Remove, with the jacket still selected
  CHECK_FALSE(fixture.player().equipped_in(EquipmentSlot::Armour));
  CHECK(fixture.player().inventory.size() == 2);
}

TEST_CASE("Delete drops the selected item, and keys with nothing selected do nothing") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  fixture.open();
  for (SDL_Keycode key : {SDLK_RETURN, SDLK_r, SDLK_d, SDLK_DELETE}) fixture.key(key);
  CHECK(fixture.player().inventory.size() == 1);
  fixture.click_alone(cell_centre(0));
  fixture.key(SDLK_DELETE);
  CHECK(fixture.player().inventory.empty());
}

TEST_CASE("Alt+Enter is left to the app's fullscreen toggle and uses nothing") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  fixture.open();
  fixture.click_alone(cell_centre(0));
  fixture.input.press_key(SDLK_RETURN, KMOD_LALT);
  fixture.tick();
  CHECK(fixture.player().inventory.size() == 1);
  CHECK(fixture.world.turn() == 0);
}

namespace {

bool has_light_frame(const InventoryFixture& fixture, int cell) {
  const SDL_Rect rect = scenes::inventory_layout::slot_rect(cell);
  return same_rgb(fixture.headless.pixel(rect.x + 1, rect.y + rect.h / 2), render::colors::palette().text);
}

}  // namespace

TEST_CASE("the keys' focus and the pointer's hover never show as two light frames: the last one used has it") {
  InventoryFixture fixture;
  fixture.open();
  fixture.send_motion(cell_centre(3));
  fixture.tick();
  fixture.draw();
  CHECK(has_light_frame(fixture, 3));

  fixture.key(SDLK_RIGHT);  // shows the focus on the first cell; the pointer still rests on the fourth
  fixture.draw();
  CHECK(has_light_frame(fixture, 0));
  CHECK_FALSE(has_light_frame(fixture, 3));

  fixture.send_motion(cell_centre(4));
  fixture.tick();
  fixture.draw();
  CHECK(has_light_frame(fixture, 4));
  CHECK_FALSE(has_light_frame(fixture, 0));
}
