// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <initializer_list>
#include <memory>
#include <string>

#include "game/world/world.h"
#include "render/input.h"
#include "scene_test_fixture.h"
#include "scenes/inventory/inventory_layout.h"
#include "scenes/inventory/inventory_pointer.h"
#include "scenes/inventory/inventory_scene.h"
#include "sdl_events.h"

// The inventory open over a fresh run on floor 0 (the start room, the player
// at (42,23)), with a mouse and keyboard to drive it and a headless canvas to
// look at it. Tests give the player things before opening it.
class InventoryFixture {
 public:
  explicit InventoryFixture(std::shared_ptr<const game::EntityFactory> factory = shipped_content()->factory())
      : world(42, std::move(factory)) {}

  scenes::InventoryScene& open() {
    scene = std::make_unique<scenes::InventoryScene>(requests, world);
    return *scene;
  }

  void tick(int count = 1) {
    for (int i = 0; i < count; ++i) {
      scene->logic(input);
      input.end_tick();
    }
  }

  void click(core::Point at, render::MouseButton button = render::MouseButton::Left) {
    input.click(button, at);
    tick();
  }

  // Clicks, then waits long enough that the next click is not a double click.
  void click_alone(core::Point at) {
    click(at);
    tick(scenes::InventoryPointer::kDoubleClickTicks + 1);
  }

  void key(SDL_Keycode key) {
    input.press_key(key);
    tick();
    input.release_key(key);
  }

  // A real drag, through SDL events: press, move in two steps, release.
  void drag(core::Point from, core::Point to) {
    send_button(SDL_MOUSEBUTTONDOWN, from);
    tick();
    send_motion({(from.x + to.x) / 2, (from.y + to.y) / 2});
    tick();
    send_motion(to);
    tick();
    send_button(SDL_MOUSEBUTTONUP, to);
    tick();
  }

  void send_button(Uint32 type, core::Point at) { input.handle_event(mouse_button_event(type, at)); }
  void send_motion(core::Point to) { input.handle_event(mouse_motion_event(to)); }

  void draw() { scene->draw(headless.canvas()); }

  const game::Player& player() const { return world.player(); }

  TestCanvas headless;
  RecordingRequests requests;
  game::World world;
  std::unique_ptr<scenes::InventoryScene> scene;
  render::Input input;
};

inline core::Point cell_centre(int cell) {
  return centre(scenes::inventory_layout::slot_rect(cell));
}

// Gives the items (cell 0 first), opens the inventory, selects `cell` with a click and draws.
inline void give_and_select(InventoryFixture& fixture, std::initializer_list<const char*> items, int cell) {
  for (const char* item : items) fixture.world.setup().give(item);
  fixture.open();
  fixture.click_alone(cell_centre(cell));
  fixture.draw();
}

inline core::Point box_centre(content::EquipmentSlot slot) {
  return centre(scenes::inventory_layout::box_rect(slot));
}

inline core::Point button_centre(scenes::InventoryButton button) {
  return centre(scenes::inventory_layout::button_rect(button));
}

// Whether any pixel of the rectangle has exactly the colour's RGB.
inline bool any_pixel_is(const TestCanvas& headless, const SDL_Rect& rect, SDL_Color color) {
  for (int y = rect.y; y < rect.y + rect.h; ++y) {
    for (int x = rect.x; x < rect.x + rect.w; ++x) {
      if (same_rgb(headless.pixel(x, y), color)) return true;
    }
  }
  return false;
}

inline const game::Entity* floor_item_at(const game::World& world, const std::string& name, core::Point tile) {
  for (const auto& entity : world.floor().entities) {
    if (entity.name == name && entity.position == tile) return &entity;
  }
  return nullptr;
}

// Whether one of the scene's notices says `text`.
inline bool said(const scenes::InventoryScene& scene, const std::string& text) {
  for (const std::string& notice : scene.notices()) {
    if (notice.find(text) != std::string::npos) return true;
  }
  return false;
}
