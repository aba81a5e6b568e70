// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>
#include <unistd.h>

#include <filesystem>

#include "inventory_fixture.h"
#include "render/color.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/menus/game_over_scene.h"

using content::EquipmentSlot;
using scenes::InventoryButton;

namespace {

content::StatBonus bonus_of(const game::Entity& piece) {
  return std::get<game::Equipment>(piece.kind).traits.bonus;
}

}  // namespace

TEST_CASE("Tab and i in the dungeon open the inventory as an overlay, and Tab, i and Esc close it") {
  RecordingRequests requests;
  scenes::DungeonScene dungeon({requests, {}, shipped_data()}, 42);
  for (SDL_Keycode opener : {SDLK_TAB, SDLK_i}) {
    render::Input input;
    input.press_key(opener);
    dungeon.logic(input);
    REQUIRE(dynamic_cast<scenes::InventoryScene*>(requests.pushed_scene.get()));
    CHECK(requests.pushed_scene->is_overlay());
    requests.pushed_scene.reset();
  }
  for (SDL_Keycode closer : {SDLK_TAB, SDLK_i, SDLK_ESCAPE}) {
    InventoryFixture fixture;
    fixture.open();
    fixture.key(closer);
    CHECK(fixture.requests.pops == 1);
    // Once closing, nothing more happens, however much is clicked.
    fixture.key(closer);
    CHECK(fixture.requests.pops == 1);
  }
}

TEST_CASE("clicking a slot selects it, and clicking it again lets go") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  auto& scene = fixture.open();
  fixture.click_alone(cell_centre(0));
  CHECK(scene.selection().item() == 0u);
  fixture.click_alone(cell_centre(0));
  CHECK(scene.selection().empty());
}

TEST_CASE("clicking an equipment box selects it and lets go of the pack item, a second click lets go of the box") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  fixture.world.setup().give_equipped("Biker Jacket");
  auto& scene = fixture.open();
  fixture.click_alone(cell_centre(0));
  fixture.click_alone(box_centre(EquipmentSlot::Armour));
  CHECK(scene.selection().box() == EquipmentSlot::Armour);
  CHECK_FALSE(scene.selection().item());
  fixture.click_alone(box_centre(EquipmentSlot::Armour));
  CHECK(scene.selection().empty());
}

TEST_CASE("Use on a selected Crowbar equips it, takes a turn and raises the attack") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  const game::Stats before = fixture.player().stats;
  auto& scene = fixture.open();
  fixture.click_alone(cell_centre(0));
  fixture.click_alone(button_centre(InventoryButton::Use));
  REQUIRE(fixture.player().equipped_in(EquipmentSlot::Weapon));
  CHECK(fixture.player().equipped_in(EquipmentSlot::Weapon)->name == "Crowbar");
  CHECK(fixture.player().inventory.empty());
  CHECK(fixture.world.turn() == 1);
  const content::StatBonus crowbar = bonus_of(*fixture.player().equipped_in(EquipmentSlot::Weapon));
  CHECK(crowbar.attack_max > 0);
  CHECK(fixture.player().stats.attack_min == before.attack_min + crowbar.attack_min);
  CHECK(fixture.player().stats.attack_max == before.attack_max + crowbar.attack_max);
  CHECK(said(scene, "You equip the Crowbar."));
  CHECK(scene.selection().empty());
}

TEST_CASE("equipping over a worn weapon swaps them: the old one takes the new one's place, nothing is lost") {
  InventoryFixture fixture;
  fixture.world.setup().give_equipped("Stun Baton");
  fixture.world.setup().give("Health Pack");
  fixture.world.setup().give("Crowbar");
  fixture.world.setup().give("Key");
  fixture.open();
  fixture.click_alone(cell_centre(1));
  fixture.click_alone(button_centre(InventoryButton::Use));
  CHECK(fixture.player().equipped_in(EquipmentSlot::Weapon)->name == "Crowbar");
  REQUIRE(fixture.player().inventory.size() == 3);
  CHECK(fixture.player().inventory[0].name == "Health Pack");
  CHECK(fixture.player().inventory[1].name == "Stun Baton");
  CHECK(fixture.player().inventory[2].name == "Key");
}

TEST_CASE("Remove on a filled box puts the piece in the pack without a turn, and lowers the stats") {
  InventoryFixture fixture;
  fixture.world.setup().give_equipped("Biker Jacket");
  const int defence = fixture.player().stats.defence;
  auto& scene = fixture.open();
  CHECK_FALSE(scene.button_enabled(InventoryButton::Remove));
  fixture.click_alone(box_centre(EquipmentSlot::Armour));
  CHECK(scene.button_enabled(InventoryButton::Remove));
  CHECK_FALSE(scene.button_enabled(InventoryButton::Use));
  fixture.click_alone(button_centre(InventoryButton::Remove));
  CHECK_FALSE(fixture.player().equipped_in(EquipmentSlot::Armour));
  REQUIRE(fixture.player().inventory.size() == 1);
  CHECK(fixture.player().inventory[0].name == "Biker Jacket");
  CHECK(fixture.player().stats.defence == defence - bonus_of(fixture.player().inventory[0]).defence);
  CHECK(fixture.world.turn() == 0);
}

TEST_CASE("Remove into a full pack is refused with a message, and nothing moves") {
  InventoryFixture fixture;
  fixture.world.setup().give_equipped("Crowbar");
  while (!fixture.player().inventory_full()) REQUIRE(fixture.world.setup().give("Biker Jacket"));  // one slot each
  auto& scene = fixture.open();
  fixture.click_alone(box_centre(EquipmentSlot::Weapon));
  fixture.click_alone(button_centre(InventoryButton::Remove));
  CHECK(fixture.player().equipped_in(EquipmentSlot::Weapon)->name == "Crowbar");
  CHECK(static_cast<int>(fixture.player().inventory.size()) == fixture.player().inventory_capacity);
  CHECK(said(scene, "Your inventory is full."));
}

TEST_CASE("the same refusal twice shows as one notice with its count, as in the message line") {
  InventoryFixture fixture;
  fixture.world.setup().give_equipped("Crowbar");
  while (!fixture.player().inventory_full()) REQUIRE(fixture.world.setup().give("Biker Jacket"));
  auto& scene = fixture.open();
  fixture.click_alone(box_centre(EquipmentSlot::Weapon));
  fixture.click_alone(button_centre(InventoryButton::Remove));
  fixture.click_alone(box_centre(EquipmentSlot::Weapon));
  fixture.click_alone(button_centre(InventoryButton::Remove));
  REQUIRE_FALSE(scene.notices().empty());
  CHECK(scene.notices().back() == "Your inventory is full. (x2)");
}

TEST_CASE("Drop puts the selected item on the floor under the player, where it can be picked up again") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  fixture.open();
  fixture.click_alone(cell_centre(0));
  fixture.click_alone(button_centre(InventoryButton::Drop));
  CHECK(fixture.player().inventory.empty());
  CHECK(floor_item_at(fixture.world, "Crowbar", fixture.player().position));
  CHECK(fixture.world.turn() == 0);
  // Step off and back on: it comes back.
  fixture.world.perform(game::Action::move({1, 0}));
  fixture.world.perform(game::Action::move({-1, 0}));
  REQUIRE(fixture.player().inventory.size() == 1);
  CHECK(fixture.player().inventory[0].name == "Crowbar");
}

TEST_CASE("Drop on an equipment box drops the worn piece and recomputes the stats") {
  InventoryFixture fixture;
  fixture.world.setup().give_equipped("Crowbar");
  const game::Stats armed = fixture.player().stats;
  fixture.open();
  fixture.click_alone(box_centre(EquipmentSlot::Weapon));
  fixture.click_alone(button_centre(InventoryButton::Drop));
  CHECK_FALSE(fixture.player().equipped_in(EquipmentSlot::Weapon));
  CHECK(floor_item_at(fixture.world, "Crowbar", fixture.player().position));
  CHECK(fixture.player().stats.attack_max ==
        armed.attack_max - bonus_of(fixture.world.floor().entities.back()).attack_max);
}

TEST_CASE("Use on a Health Pack heals, never above max HP, and uses it up") {
  InventoryFixture fixture;
  fixture.world.setup().give("Health Pack");
  fixture.world.setup().give("Health Pack");
  const int amount = std::get<game::Item>(fixture.player().inventory[0].kind).traits.amount;
  const int max_hp = fixture.player().stats.max_hp;
  fixture.world.setup().set_player_hp(1);
  auto& scene = fixture.open();
  fixture.click_alone(cell_centre(0));
  fixture.click_alone(button_centre(InventoryButton::Use));
  CHECK(fixture.player().hp == std::min(1 + amount, max_hp));
  CHECK(fixture.player().inventory.size() == 1);
  // The stack that lost one stays selected, ready to use again.
  CHECK(scene.selection().item() == 0u);
  fixture.world.setup().set_player_hp(max_hp - 1);
  fixture.click_alone(button_centre(InventoryButton::Use));
  CHECK(fixture.player().hp == max_hp);
  CHECK(fixture.player().inventory.empty());
}

TEST_CASE("a key cannot be used from the inventory: Use is disabled and clicking it does nothing") {
  InventoryFixture fixture;
  fixture.world.setup().give("Key");
  auto& scene = fixture.open();
  fixture.click_alone(cell_centre(0));
  CHECK_FALSE(scene.button_enabled(InventoryButton::Use));
  CHECK(scene.button_enabled(InventoryButton::Drop));
  fixture.click_alone(button_centre(InventoryButton::Use));
  CHECK(fixture.player().inventory.size() == 1);
  CHECK(fixture.world.turn() == 0);
}

TEST_CASE("clicks on empty slots, between slots, outside the panel and on disabled buttons change nothing") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  auto& scene = fixture.open();
  fixture.click_alone(cell_centre(0));
  const auto gap = scenes::inventory_layout::slot_rect(0);
  for (core::Point nowhere : {cell_centre(5), core::Point{gap.x + gap.w + 4, gap.y + 10}, core::Point{5, 5},
                              core::Point{-40, 900}, button_centre(InventoryButton::Remove)}) {
    fixture.click_alone(nowhere);
    CHECK(scene.selection().item() == 0u);
  }
  CHECK(fixture.player().inventory.size() == 1);
  CHECK(fixture.world.turn() == 0);
}

TEST_CASE("a double click uses an item, and a quick click on the next item after an action does not") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  fixture.world.setup().give("Biker Jacket");
  fixture.open();
  fixture.click(cell_centre(0));
  fixture.click(cell_centre(0));
  CHECK(fixture.player().equipped_in(EquipmentSlot::Weapon)->name == "Crowbar");
  // The jacket slid into cell 0; a third quick click only selects it.
  fixture.click(cell_centre(0));
  CHECK(fixture.player().inventory.size() == 1);
  CHECK(fixture.world.turn() == 1);
}

TEST_CASE("a double click on a worn piece takes it off") {
  InventoryFixture fixture;
  fixture.world.setup().give_equipped("Crowbar");
  fixture.open();
  fixture.click(box_centre(EquipmentSlot::Weapon));
  fixture.click(box_centre(EquipmentSlot::Weapon));
  CHECK_FALSE(fixture.player().equipped_in(EquipmentSlot::Weapon));
  CHECK(fixture.player().inventory.size() == 1);
}

TEST_CASE("Shift+click drops the clicked item") {
  InventoryFixture fixture;
  fixture.world.setup().give("Health Pack");
  fixture.world.setup().give("Crowbar");
  fixture.open();
  fixture.input.press_key(SDLK_LSHIFT, KMOD_LSHIFT);
  fixture.click_alone(cell_centre(1));
  fixture.input.release_key(SDLK_LSHIFT);
  REQUIRE(fixture.player().inventory.size() == 1);
  CHECK(fixture.player().inventory[0].name == "Health Pack");
  CHECK(floor_item_at(fixture.world, "Crowbar", fixture.player().position));
  // Shift released: a click selects again.
  fixture.click_alone(cell_centre(0));
  CHECK(fixture.player().inventory.size() == 1);
}

TEST_CASE("a right click pins the item's details card, and the next click lets it go") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  auto& scene = fixture.open();
  fixture.click(cell_centre(0), render::MouseButton::Right);
  REQUIRE(scene.card());
  CHECK(*scene.card() == scenes::InventoryTarget::slot(0));
  CHECK(scene.selection().item() == 0u);
  fixture.click_alone({10, 10});
  CHECK_FALSE(scene.card());
}

TEST_CASE("hovering a slot shows its tooltip after a moment") {
  InventoryFixture fixture;
  fixture.world.setup().give("Crowbar");
  auto& scene = fixture.open();
  fixture.input.move_mouse(cell_centre(0));
  fixture.tick();
  CHECK_FALSE(scene.card());
  fixture.tick(scenes::InventoryScene::kTooltipDelayTicks);
  REQUIRE(scene.card());
  CHECK(*scene.card() == scenes::InventoryTarget::slot(0));
}

TEST_CASE("with more slots than a page, page controls reach the second page and its items") {
  content::Database bigger = shipped_content()->factory()->database();
  bigger.player.inventory_slots = 40;
  InventoryFixture fixture(std::make_shared<const game::EntityFactory>(bigger));
  for (int i = 0; i < 33; ++i) fixture.world.setup().give("Biker Jacket");  // armour never stacks: a slot each
  fixture.world.setup().give("Crowbar");
  auto& scene = fixture.open();
  CHECK(scene.page_count() == 2);
  fixture.draw();
  CHECK(any_pixel_is(fixture.headless, scenes::inventory_layout::next_page_rect(), render::colors::palette().button));
  fixture.click_alone(centre(scenes::inventory_layout::next_page_rect()));
  CHECK(scene.page() == 1);
  // Page 2 shows slots 32..39 only: cell 8 (index 40) is not there.
  fixture.click_alone(cell_centre(8));
  CHECK(scene.selection().empty());
  fixture.click_alone(cell_centre(1));
  CHECK(scene.selection().item() == 33u);
  fixture.click_alone(button_centre(InventoryButton::Use));
  CHECK(fixture.player().equipped_in(EquipmentSlot::Weapon)->name == "Crowbar");
  fixture.key(SDLK_PAGEUP);
  CHECK(scene.page() == 0);
  fixture.input.move_mouse(cell_centre(3));
  fixture.input.handle_event(mouse_wheel_event(-1));
  fixture.tick();
  CHECK(scene.page() == 1);
}

TEST_CASE("the shipped pack of 32 is one page with no page controls") {
  InventoryFixture fixture;
  auto& scene = fixture.open();
  CHECK(scene.page_count() == 1);
  fixture.click_alone(centre(scenes::inventory_layout::next_page_rect()));
  CHECK(scene.page() == 0);
  fixture.draw();
  CHECK_FALSE(
      any_pixel_is(fixture.headless, scenes::inventory_layout::next_page_rect(), render::colors::palette().button));
}

TEST_CASE("a turn spent in the inventory that kills the player closes it, and the dungeon shows the game over") {
  const auto user_dir = std::filesystem::temp_directory_path() / ("mouseking-inventory-" + std::to_string(getpid()));
  std::filesystem::create_directories(user_dir);
  RecordingRequests requests;
  game::World world(42, shipped_content()->factory());
  world.setup().give("Crowbar");
  REQUIRE(world.setup().spawn("Meta Mouse", world.player().position + core::Point{1, 0}));
  world.setup().set_player_hp(1);
  scenes::DungeonScene dungeon({requests, {.seed = std::uint64_t{42}, .user_dir = user_dir}, shipped_data()},
                               std::move(world));
  render::Input input;
  input.press_key(SDLK_TAB);
  dungeon.logic(input);
  input.end_tick();
  std::unique_ptr<render::Scene> inventory = std::move(requests.pushed_scene);
  REQUIRE(inventory);

  input.click(render::MouseButton::Left, cell_centre(0));
  inventory->logic(input);
  input.end_tick();
  input.click(render::MouseButton::Left, button_centre(InventoryButton::Use));
  inventory->logic(input);
  input.end_tick();
  REQUIRE(dungeon.world().run_over());
  CHECK(requests.pops == 1);

  dungeon.logic(input);
  CHECK(dynamic_cast<scenes::GameOverScene*>(requests.pushed_scene.get()));
  std::filesystem::remove_all(user_dir);
}
