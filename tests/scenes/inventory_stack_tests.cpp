// SPDX-License-Identifier: MIT
// The inventory with stacks and with uses that would do nothing: the count
// on the slot and in the card, one taken per use, drop and drag, and a greyed
// Use that says why.
#include <doctest/doctest.h>

#include "game/model/stacks.h"
#include "game/rules/status_effects.h"
#include "inventory_fixture.h"
#include "poisoning.h"
#include "render/color.h"
#include "scenes/inventory/inventory_card.h"

using scenes::InventoryButton;
namespace layout = scenes::inventory_layout;

namespace {

int count_in_slot(const InventoryFixture& fixture, std::size_t index) {
  REQUIRE(index < fixture.player().inventory.size());
  return game::stack_count(fixture.player().inventory[index]);
}

int floor_count(const InventoryFixture& fixture, const std::string& name) {
  int count = 0;
  for (const game::Entity& entity : fixture.world.floor().entities) count += entity.name == name;
  return count;
}

// How many pixels of the slot's lower right quarter differ between two drawings.
int changed_pixels_in_corner(const TestCanvas& before, const TestCanvas& after, const SDL_Rect& slot) {
  int changed = 0;
  for (int y = slot.y + slot.h / 2; y < slot.y + slot.h; ++y) {
    for (int x = slot.x + slot.w / 2; x < slot.x + slot.w; ++x)
      changed += !same_rgb(before.pixel(x, y), after.pixel(x, y));
  }
  return changed;
}

}  // namespace

TEST_CASE("a stack draws its count in the slot's corner and its card says how many") {
  InventoryFixture single;
  single.world.setup().give("Health Pack");
  single.open();
  single.draw();
  InventoryFixture stacked;
  for (int i = 0; i < 3; ++i) stacked.world.setup().give("Health Pack");
  stacked.open();
  stacked.draw();
  CHECK(changed_pixels_in_corner(single.headless, stacked.headless, layout::slot_rect(0)) > 20);
  const scenes::InventoryCard card = scenes::card_for(stacked.player().inventory[0]);
  CHECK(card.kind.find("3 in this stack") != std::string::npos);
  CHECK(scenes::card_for(single.player().inventory[0]).kind == "Healing");
}

TEST_CASE("dragging a stack onto Drop drops one, and the rest stays in its slot") {
  InventoryFixture fixture;
  for (int i = 0; i < 3; ++i) fixture.world.setup().give("Key");
  fixture.open();
  fixture.drag(cell_centre(0), button_centre(InventoryButton::Drop));
  CHECK(count_in_slot(fixture, 0) == 2);
  CHECK(floor_count(fixture, "Key") == 1);
  CHECK(fixture.world.turn() == 0);
}

TEST_CASE("double-clicking a stack uses one, and Drop on the kept selection drops one more") {
  InventoryFixture fixture;
  for (int i = 0; i < 3; ++i) fixture.world.setup().give("Health Pack");
  fixture.world.setup().set_player_hp(1);
  auto& scene = fixture.open();
  fixture.click(cell_centre(0));
  fixture.click(cell_centre(0));
  CHECK(count_in_slot(fixture, 0) == 2);
  CHECK(fixture.player().hp > 1);
  CHECK(fixture.world.turn() == 1);
  REQUIRE(scene.selection().item() == 0u);
  fixture.tick(scenes::InventoryPointer::kDoubleClickTicks + 1);
  fixture.click_alone(button_centre(InventoryButton::Drop));
  CHECK(count_in_slot(fixture, 0) == 1);
  CHECK(floor_count(fixture, "Health Pack") == 1);
}

TEST_CASE("at full HP Use is greyed for a Health Pack, its tooltip says why, and double-click only says why") {
  InventoryFixture fixture;
  fixture.world.setup().give("Health Pack");
  auto& scene = fixture.open();
  fixture.click_alone(cell_centre(0));
  CHECK_FALSE(scene.button_enabled(InventoryButton::Use));
  CHECK(scene.button_enabled(InventoryButton::Drop));
  CHECK(scene.use_refusal() == "Your HP is already full.");

  fixture.input.move_mouse(button_centre(InventoryButton::Use));
  fixture.tick();
  CHECK_FALSE(scene.button_tooltip());
  fixture.tick(scenes::InventoryScene::kTooltipDelayTicks);
  CHECK(scene.button_tooltip() == "Your HP is already full.");
  fixture.draw();
  // The greyed button and a card over it.
  const SDL_Rect use = layout::button_rect(InventoryButton::Use);
  CHECK(any_pixel_is(fixture.headless, use, render::colors::palette().disabled));

  fixture.click(cell_centre(0));
  fixture.click(cell_centre(0));
  CHECK(count_in_slot(fixture, 0) == 1);
  CHECK(fixture.world.turn() == 0);
  CHECK(said(scene, "Your HP is already full."));
  CHECK(fixture.world.actions().empty());  // nothing was asked of the world
}

TEST_CASE("Use is greyed for a vial while not poisoned, and works once poisoned") {
  InventoryFixture fixture;
  fixture.world.setup().give("Vial of Antivenom");
  auto& scene = fixture.open();
  fixture.click_alone(cell_centre(0));
  CHECK(scene.use_refusal() == "You are not poisoned.");
  fixture.click_alone(button_centre(InventoryButton::Use));
  CHECK(fixture.player().inventory.size() == 1);
  CHECK(said(scene, "You are not poisoned."));

  wait_until_poisoned(fixture.world);
  REQUIRE(scene.selection().item() == 0u);  // a refused use lets go of nothing
  CHECK(scene.button_enabled(InventoryButton::Use));
  fixture.click_alone(button_centre(InventoryButton::Use));
  CHECK(fixture.player().inventory.empty());
  CHECK_FALSE(game::has_status(fixture.player(), content::StatusKind::Poisoned));
}

TEST_CASE("an equipment box shows the name and bonus of what it holds") {
  InventoryFixture bare;
  bare.open();
  bare.draw();
  InventoryFixture armed;
  armed.world.setup().give_equipped("Crowbar");
  armed.open();
  armed.draw();
  const SDL_Rect caption = layout::box_caption_rect(content::EquipmentSlot::Weapon);
  CHECK_FALSE(any_pixel_is(bare.headless, caption, render::colors::palette().text));
  CHECK(any_pixel_is(armed.headless, caption, render::colors::palette().text));  // "Crowbar"
  CHECK(any_pixel_is(armed.headless, caption, render::colors::palette().good));  // "+3/+6 atk"
  const auto crowbar = scenes::short_bonus_parts({0, 3, 3, 0});
  REQUIRE(crowbar.size() == 1);
  CHECK(crowbar[0].text == "+3 atk");
  const auto mixed = scenes::short_bonus_parts({0, 1, 9, -1});
  REQUIRE(mixed.size() == 2);
  CHECK(mixed[0].text == "+1/+9 atk");
  CHECK(mixed[0].tone == scenes::Tone::Good);
  CHECK(mixed[1].text == "-1 def");
  CHECK(mixed[1].tone == scenes::Tone::Bad);
  for (const scenes::EffectLine& part : scenes::short_bonus_parts({5, 0, 0, 2})) CHECK(part.tone == scenes::Tone::Good);
  const auto vest = scenes::short_bonus_parts({0, 0, -1, 12});
  REQUIRE(vest.size() == 2);
  CHECK(vest[0].text == "-1 max atk");
  CHECK(vest[0].tone == scenes::Tone::Bad);
  CHECK(vest[1].text == "+12 def");
  CHECK(vest[1].tone == scenes::Tone::Good);
}
