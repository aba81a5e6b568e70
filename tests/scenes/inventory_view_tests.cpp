// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "inventory_fixture.h"
#include "render/color.h"

using content::EquipmentSlot;
namespace layout = scenes::inventory_layout;

TEST_CASE("the selected slot has a yellow outline, and an unselected one does not") {
  InventoryFixture fixture;
  give_and_select(fixture, {"Crowbar", "Health Pack"}, 1);
  const SDL_Rect selected = layout::slot_rect(1);
  const SDL_Rect other = layout::slot_rect(0);
  CHECK(same_rgb(fixture.headless.pixel(selected.x + 1, selected.y + 1), render::colors::palette().accent));
  CHECK(same_rgb(fixture.headless.pixel(selected.x + selected.w - 2, selected.y + selected.h / 2),
                 render::colors::palette().accent));
  CHECK_FALSE(same_rgb(fixture.headless.pixel(other.x + 1, other.y + 1), render::colors::palette().accent));
}

TEST_CASE("selecting a weapon lights the weapon box it belongs to, and no other box") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  fixture.open();
  fixture.draw();
  const SDL_Rect weapon = layout::box_rect(EquipmentSlot::Weapon);
  const SDL_Color unlit = fixture.headless.pixel(weapon.x + 1, weapon.y + 1);
  fixture.click_alone(cell_centre(0));
  fixture.draw();
  const SDL_Color lit = fixture.headless.pixel(weapon.x + 1, weapon.y + 1);
  CHECK(lit.r > unlit.r + 60);
  CHECK(lit.r > lit.b + 60);  // yellowish
  const SDL_Rect armour = layout::box_rect(EquipmentSlot::Armour);
  CHECK(same_rgb(fixture.headless.pixel(armour.x + 1, armour.y + 1), unlit));
}

TEST_CASE("the comparison shows a better attack in green and a worse one in red") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  fixture.world.setup().give_equipped("Biker Jacket");
  fixture.open();
  const SDL_Rect attack_after = layout::stat_value_rect(layout::StatRow::Attack, true);
  const SDL_Rect defence_after = layout::stat_value_rect(layout::StatRow::Defence, true);
  fixture.draw();
  CHECK_FALSE(any_pixel_is(fixture.headless, attack_after, render::colors::palette().good));

  fixture.click_alone(cell_centre(0));
  fixture.draw();
  CHECK(any_pixel_is(fixture.headless, attack_after, render::colors::palette().good));
  CHECK_FALSE(any_pixel_is(fixture.headless, attack_after, render::colors::palette().bad));

  // Removing the jacket would lower the defence: red.
  fixture.click_alone(box_centre(EquipmentSlot::Armour));
  fixture.draw();
  CHECK(any_pixel_is(fixture.headless, defence_after, render::colors::palette().bad));
  CHECK_FALSE(any_pixel_is(fixture.headless, attack_after, render::colors::palette().good));
}

TEST_CASE("an attack that gets better at one end and worse at the other shows both colours") {
  InventoryFixture fixture;
  fixture.world.setup().give_equipped("Crowbar");  // attack +3 to +6
  fixture.world.setup().give("Stun Baton");        // attack +1 to +9: a lower least hit, a higher best one
  fixture.open();
  fixture.click_alone(cell_centre(0));
  fixture.draw();
  const SDL_Rect attack_after = layout::stat_value_rect(layout::StatRow::Attack, true);
  CHECK(any_pixel_is(fixture.headless, attack_after, render::colors::palette().bad));
  CHECK(any_pixel_is(fixture.headless, attack_after, render::colors::palette().good));
}

TEST_CASE("disabled buttons are drawn in the disabled colour, enabled ones in the text colour") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  fixture.open();
  fixture.click_alone(cell_centre(0));
  fixture.draw();
  CHECK(any_pixel_is(fixture.headless, layout::button_rect(scenes::InventoryButton::Use),
                     render::colors::palette().text));
  CHECK(any_pixel_is(fixture.headless, layout::button_rect(scenes::InventoryButton::Remove),
                     render::colors::palette().disabled));
  CHECK_FALSE(any_pixel_is(fixture.headless, layout::button_rect(scenes::InventoryButton::Remove),
                           render::colors::palette().text));
}

TEST_CASE("items are drawn at a whole multiple of their 16-pixel sprites, centred in their slots") {
  CHECK(layout::kItemSpriteSize % 16 == 0);
  CHECK(layout::kBoxSpriteSize % 16 == 0);
  CHECK(layout::kSlotSize % 16 == 0);
  CHECK(layout::kBoxSize % 16 == 0);
  CHECK((layout::kSlotSize - layout::kItemSpriteSize) % 2 == 0);
}
