// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "inventory_fixture.h"
#include "render/color.h"

using content::EquipmentSlot;

TEST_CASE("dragging a weapon onto the weapon box equips it, and dragging it back onto the pack takes it off") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  fixture.open();
  fixture.drag(cell_centre(0), box_centre(EquipmentSlot::Weapon));
  REQUIRE(fixture.player().equipped_in(EquipmentSlot::Weapon));
  CHECK(fixture.player().inventory.empty());
  CHECK(fixture.world.turn() == 1);

  fixture.drag(box_centre(EquipmentSlot::Weapon), cell_centre(9));
  CHECK_FALSE(fixture.player().equipped_in(EquipmentSlot::Weapon));
  REQUIRE(fixture.player().inventory.size() == 1);
  CHECK(fixture.player().inventory[0].name == "Crowbar");
}

TEST_CASE("a microchip dropped on the weapon box is refused: nothing moves and the box shows red") {
  InventoryFixture fixture;
  fixture.world.setup().give("Microchip");
  auto& scene = fixture.open();
  fixture.drag(cell_centre(0), box_centre(EquipmentSlot::Weapon));
  CHECK_FALSE(fixture.player().equipped_in(EquipmentSlot::Weapon));
  CHECK_FALSE(fixture.player().equipped_in(EquipmentSlot::Microchip));
  CHECK(fixture.player().inventory.size() == 1);
  CHECK(fixture.world.turn() == 0);
  CHECK(scene.refused_box() == EquipmentSlot::Weapon);
  REQUIRE(scene.notices().size() == 1);
  CHECK(scene.notices()[0] == "The Microchip goes in the microchip box, not the weapon box.");

  fixture.draw();
  const SDL_Rect box = scenes::inventory_layout::box_rect(EquipmentSlot::Weapon);
  CHECK(same_rgb(fixture.headless.pixel(box.x + 1, box.y + 1), render::colors::palette().bad));
  fixture.tick(scenes::InventoryScene::kRefusalFlashTicks);
  CHECK_FALSE(scene.refused_box());

  fixture.drag(cell_centre(0), box_centre(EquipmentSlot::Microchip));
  CHECK(fixture.player().equipped_in(EquipmentSlot::Microchip));
}

TEST_CASE("a worn piece dragged onto another box is refused and stays worn") {
  InventoryFixture fixture;
  fixture.world.setup().give_equipped("Biker Jacket");
  auto& scene = fixture.open();
  fixture.drag(box_centre(EquipmentSlot::Armour), box_centre(EquipmentSlot::Microchip));
  CHECK(fixture.player().equipped_in(EquipmentSlot::Armour));
  CHECK(scene.refused_box() == EquipmentSlot::Microchip);
}

TEST_CASE("a drag let go outside the window, or cancelled with Esc, loses nothing") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  fixture.world.setup().give_equipped("Biker Jacket");
  auto& scene = fixture.open();
  fixture.drag(cell_centre(0), {-200, 900});
  fixture.drag(box_centre(EquipmentSlot::Armour), {2000, -50});
  CHECK(fixture.player().inventory.size() == 1);
  CHECK(fixture.player().equipped_in(EquipmentSlot::Armour));

  fixture.send_button(SDL_MOUSEBUTTONDOWN, cell_centre(0));
  fixture.tick();
  fixture.send_motion(box_centre(EquipmentSlot::Weapon));
  fixture.tick();
  CHECK(scene.dragged() == scenes::InventoryTarget::slot(0));
  fixture.key(SDLK_ESCAPE);
  CHECK_FALSE(scene.dragged());
  CHECK(fixture.requests.pops == 0);
  fixture.send_button(SDL_MOUSEBUTTONUP, box_centre(EquipmentSlot::Weapon));
  fixture.tick();
  CHECK_FALSE(fixture.player().equipped_in(EquipmentSlot::Weapon));
}

TEST_CASE("dragging from an empty slot or an empty box starts nothing") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  auto& scene = fixture.open();
  fixture.send_button(SDL_MOUSEBUTTONDOWN, cell_centre(4));
  fixture.tick();
  fixture.send_motion(box_centre(EquipmentSlot::Weapon));
  fixture.tick();
  CHECK_FALSE(scene.dragged());
  fixture.send_button(SDL_MOUSEBUTTONUP, box_centre(EquipmentSlot::Weapon));
  fixture.tick();
  CHECK(fixture.player().inventory.size() == 1);
}

TEST_CASE("an item dragged onto Drop lands on the floor") {
  InventoryFixture fixture;
  fixture.world.setup().give("Health Pack");
  fixture.open();
  fixture.drag(cell_centre(0), button_centre(scenes::InventoryButton::Drop));
  CHECK(fixture.player().inventory.empty());
  CHECK(floor_item_at(fixture.world, "Health Pack", fixture.player().position));
}

TEST_CASE("while an item is dragged the details panel describes it, not the item selected before") {
  const SDL_Rect details = scenes::inventory_layout::details_rect();
  InventoryFixture crowbar_selected;
  give_and_select(crowbar_selected, {"Crowbar", "Health Pack"}, 0);
  const auto crowbar_details = block(crowbar_selected.headless, details);

  InventoryFixture fixture;
  give_and_select(fixture, {"Crowbar", "Health Pack"}, 1);
  const auto pack_details = block(fixture.headless, details);
  REQUIRE_FALSE(same(pack_details, crowbar_details));

  // Halfway through a drag of the Crowbar: pressed, moved over another cell, not let go.
  fixture.send_button(SDL_MOUSEBUTTONDOWN, cell_centre(0));
  fixture.tick();
  fixture.send_motion(cell_centre(5));
  fixture.tick();
  fixture.send_motion(cell_centre(6));
  fixture.tick();
  REQUIRE(fixture.scene->selection().item() == 1u);  // the press did not select the Crowbar
  fixture.draw();
  CHECK(same(block(fixture.headless, details), crowbar_details));
}
