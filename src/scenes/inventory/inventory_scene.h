// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/world/world.h"
#include "render/scene.h"
#include "render/sound_output.h"
#include "scenes/inventory/inventory_launch.h"
#include "scenes/inventory/inventory_layout.h"
#include "scenes/inventory/inventory_pointer.h"
#include "scenes/inventory/inventory_selection.h"
#include "scenes/inventory/inventory_view.h"
#include "scenes/menus/overlay_close.h"

namespace scenes {

// The inventory over the dimmed dungeon: equipment boxes, the pack grid,
// Use / Remove / Drop (Use reads Throw or Fire for what is thrown or fired,
// and hands it to the dungeon's targeting mode), a stats comparison, tooltips, drag and drop and the
// keyboard. It turns clicks into the world's inventory actions; the world
// keeps the rules. Tab, i or Esc closes it; it also closes itself when a
// turn spent here ends the run, so the dungeon can show the game over.
class InventoryScene : public render::Scene {
 public:
  // Ticks the pointer must rest on something before its tooltip shows.
  static constexpr int kTooltipDelayTicks = 30;
  // Ticks a box that refused a drop stays red.
  static constexpr int kRefusalFlashTicks = 40;

  // `world` belongs to the dungeon scene below, which outlives this one and
  // hears, through `on_turn`, what each action taken here did (and plays its sounds); `sounds`
  // hears the screen's own: the cursor moving, a refusal.
  // `keys`: the bindings in force, whose inventory keys close it again. `on_launch`: where a throwable
  // goes to be aimed; without it, Use on a throwable is greyed and says which key throws.
  InventoryScene(render::SceneRequests& requests, game::World& world, game::TurnListener on_turn = {},
                 std::shared_ptr<render::SoundOutput> sounds = std::make_shared<render::SilentSounds>(),
                 Controls controls = Controls::defaults(), LaunchRequest on_launch = {});

  void logic(const render::Input& input) override;
  void draw(render::Canvas& canvas) override;
  bool is_overlay() const override { return true; }
  bool lays_out_at_design_size() const override { return true; }

  const InventorySelection& selection() const { return selection_; }
  // Where the keyboard's focus frame is drawn; nullopt while it is hidden.
  std::optional<InventoryTarget> focus() const { return focus_shown_ ? std::optional(focus_) : std::nullopt; }
  int page() const { return page_; }
  int page_count() const;
  bool button_enabled(InventoryButton button) const;
  // "Throw" or "Fire" when Use sends the selected item to be aimed; nullopt when it reads "Use".
  std::optional<std::string> launch_label() const;
  // Why Use would do nothing for the selected item ("Your HP is already
  // full."): Use is greyed then, and hovering it shows this.
  std::optional<std::string> use_refusal() const;
  // The text of the hovered button's tooltip, once the pointer has rested on it.
  std::optional<std::string> button_tooltip() const;
  // What the latest action said, or why it was refused.
  const std::vector<std::string>& notices() const { return notices_; }
  std::optional<InventoryTarget> dragged() const { return pointer_.dragged(); }
  // What the keys or the controller picked up to put down elsewhere.
  std::optional<InventoryTarget> carried() const { return carried_; }
  std::optional<content::EquipmentSlot> refused_box() const { return refused_box_; }
  // The thing whose card (tooltip or right-click details) is showing.
  std::optional<InventoryTarget> card() const;

 private:
  bool handle_close_keys(const render::Input& input);
  void close();
  InventoryTarget hit(core::Point point) const;
  void handle_gesture(const PointerGesture& gesture);
  void click(const PointerGesture& gesture);
  void double_click(InventoryTarget target);
  void right_click(const PointerGesture& gesture);
  void drop_dragged(InventoryTarget source, InventoryTarget target);
  void drop_pack_item(std::size_t index, InventoryTarget target);
  void drop_equipped(content::EquipmentSlot slot, InventoryTarget target);
  void handle_keys(const render::Input& input);
  // Space (the controller's A) picks up what has the focus, or puts down what is carried where the
  // focus is: drag and drop without a mouse.
  void carry_or_put_down();
  std::string keys_hint() const;
  void move_focus(core::Point direction);
  void follow_focus();
  void change_page(int delta);
  void press(InventoryButton button);
  void update_hover(core::Point mouse);
  void keep_selection_valid();

  // The world's inventory actions, each followed by the same bookkeeping. A
  // use that would do nothing is not asked of the world: the reason shows instead.
  void use_item(std::size_t index);
  void launch_item(std::size_t index);
  void remove_equipped(content::EquipmentSlot slot);
  void drop_item(std::size_t index);
  void drop_box(content::EquipmentSlot slot);
  void act(const game::Action& action);
  void refuse(content::EquipmentSlot box, std::string reason);

  // The id of the selected pack item, to tell whether it is still there after an action.
  std::optional<game::EntityId> selected_item_id() const;
  // The pack index of the item in a cell of the current page, if there is one.
  std::optional<std::size_t> item_index(InventoryTarget target) const;
  bool holds_something(InventoryTarget target) const;
  bool shows_slot(InventoryTarget target) const;

  render::SceneRequests& requests_;
  game::World& world_;
  game::TurnListener on_turn_;
  LaunchRequest on_launch_;
  std::shared_ptr<render::SoundOutput> sounds_;
  OverlayClose close_;
  InventoryPointer pointer_;
  InventorySelection selection_;
  int page_ = 0;
  InventoryTarget focus_ = InventoryTarget::slot(0);
  bool focus_shown_ = false;                // the focus frame appears once the keyboard is used
  std::optional<InventoryTarget> carried_;  // picked up by key or button, to be put down elsewhere
  render::PadButton confirm_button_;        // the menus' confirm button, which picks up and puts down
  render::Prompts prompts_;                 // the hints name the controller's buttons after a controller press
  core::Point mouse_;
  InventoryTarget hovered_;
  int hover_ticks_ = 0;
  std::optional<InventoryTarget> pinned_card_;
  core::Point pinned_anchor_;
  std::optional<content::EquipmentSlot> refused_box_;
  int refused_ticks_ = 0;
  std::vector<std::string> notices_;
  bool closing_ = false;
};

}  // namespace scenes
