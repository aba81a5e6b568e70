// SPDX-License-Identifier: MIT
#include "scenes/inventory/inventory_scene.h"

#include <algorithm>

#include "game/rules/item_use.h"
#include "render/button.h"
#include "render/focus_navigation.h"
#include "scenes/inventory/inventory_item_text.h"
#include "scenes/inventory/inventory_paging.h"
#include "scenes/menus/menu_sounds.h"

namespace scenes {

namespace {

namespace layout = inventory_layout;
using SlotKind = InventoryTarget::Kind;

constexpr std::size_t kMaxNotices = 4;

}  // namespace

InventoryScene::InventoryScene(render::SceneRequests& requests, game::World& world, game::TurnListener on_turn,
                               std::shared_ptr<render::SoundOutput> sounds, Controls controls, LaunchRequest on_launch)
    : requests_(requests),
      world_(world),
      on_turn_(std::move(on_turn)),
      on_launch_(std::move(on_launch)),
      sounds_(std::move(sounds)),
      close_(controls, Command::Inventory),
      confirm_button_(controls.buttons.buttons(MenuRole::Confirm).front()) {}

int InventoryScene::page_count() const {
  return inventory_paging::page_count(world_.player().inventory_capacity);
}

void InventoryScene::logic(const render::Input& input) {
  prompts_ = input.prompts();
  // Once closing, the pop happens after this frame: nothing more may change.
  if (closing_ || handle_close_keys(input)) return;
  mouse_ = input.mouse_position();
  // The pointer takes over from the keys: the focus frame hides until the next arrow press.
  if (input.mouse_moved()) focus_shown_ = false;
  if (refused_ticks_ > 0 && --refused_ticks_ == 0) refused_box_.reset();
  handle_gesture(pointer_.update(
      input, [this](core::Point point) { return hit(point); },
      [this](InventoryTarget target) { return holds_something(target); }));
  // The mouse takes over from a carry, as it does from the focus.
  if (input.was_clicked(render::MouseButton::Left) || input.was_clicked(render::MouseButton::Right)) carried_.reset();
  if (!closing_) handle_keys(input);
  if (!closing_ && input.wheel() != 0) change_page(-input.wheel());
  update_hover(mouse_);
  keep_selection_valid();
}

bool InventoryScene::handle_close_keys(const render::Input& input) {
  if (input.was_pressed(SDLK_ESCAPE)) {
    // Esc first lets go of what is in hand: a drag or a carried item, then a pinned card.
    if (pointer_.dragged()) {
      pointer_.cancel();
    } else if (carried_) {
      carried_.reset();
    } else if (pinned_card_) {
      pinned_card_.reset();
    } else {
      close();
    }
    return true;
  }
  if (close_.key_pressed(input)) {
    close();
    return true;
  }
  // A click outside the panel closes it too, as Esc does: a pinned card first; never during a drag.
  if (pointer_.dragged() || !OverlayClose::clicked_outside(input, layout::panel())) return false;
  if (pinned_card_) {
    pinned_card_.reset();
  } else {
    close();
  }
  return true;
}

void InventoryScene::close() {
  pointer_.cancel();
  closing_ = true;
  requests_.pop();
}

InventoryTarget InventoryScene::hit(core::Point point) const {
  const InventoryTarget target = layout::hit_test(point, page_count() > 1);
  return shows_slot(target) ? target : InventoryTarget{};
}

void InventoryScene::handle_gesture(const PointerGesture& gesture) {
  if (gesture.kind == PointerGesture::Kind::None) return;
  hover_ticks_ = 0;  // a tooltip waits until the pointer rests again
  if (gesture.kind != PointerGesture::Kind::RightClick) pinned_card_.reset();
  switch (gesture.kind) {
    case PointerGesture::Kind::Click: return click(gesture);
    case PointerGesture::Kind::DoubleClick: return gesture.shift ? click(gesture) : double_click(gesture.target);
    case PointerGesture::Kind::RightClick: return right_click(gesture);
    case PointerGesture::Kind::Drop: return drop_dragged(gesture.source, gesture.target);
    case PointerGesture::Kind::None: break;
  }
}

void InventoryScene::click(const PointerGesture& gesture) {
  const InventoryTarget target = gesture.target;
  if (gesture.shift && holds_something(target)) {
    if (const auto index = item_index(target)) return drop_item(*index);
    return drop_box(target.equipment_slot());
  }
  switch (target.kind) {
    case SlotKind::Slot:
      // An empty cell does nothing: no selection, no loss of the current one.
      if (const auto index = item_index(target)) {
        selection_.toggle_item(*index);
        focus_ = target;
      }
      return;
    case SlotKind::Box:
      selection_.toggle_box(target.equipment_slot());
      focus_ = target;
      return;
    case SlotKind::Button: return press(target.as_button());
    case SlotKind::PreviousPage: return change_page(-1);
    case SlotKind::NextPage: return change_page(1);
    case SlotKind::None: return;
  }
}

void InventoryScene::double_click(InventoryTarget target) {
  if (const auto index = item_index(target)) return use_item(*index);
  if (target.is(SlotKind::Box) && holds_something(target)) return remove_equipped(target.equipment_slot());
  // Elsewhere a double click is just a second click (a button pressed twice).
  click({PointerGesture::Kind::Click, target, {}, mouse_, false});
}

void InventoryScene::right_click(const PointerGesture& gesture) {
  const InventoryTarget target = gesture.target;
  if (!target.is(SlotKind::Box) && !holds_something(target)) {
    pinned_card_.reset();
    return;
  }
  pinned_card_ = target;
  pinned_anchor_ = gesture.at;
  focus_ = target;
  if (const auto index = item_index(target)) return selection_.select_item(*index);
  selection_.select_box(target.equipment_slot());
}

void InventoryScene::drop_dragged(InventoryTarget source, InventoryTarget target) {
  if (const auto index = item_index(source)) return drop_pack_item(*index, target);
  if (source.is(SlotKind::Box) && holds_something(source)) drop_equipped(source.equipment_slot(), target);
}

void InventoryScene::drop_pack_item(std::size_t index, InventoryTarget target) {
  if (target.is(SlotKind::Box)) {
    std::string reason = wrong_box_reason(world_.player().inventory[index], target.equipment_slot());
    if (!reason.empty()) return refuse(target.equipment_slot(), std::move(reason));
    return use_item(index);
  }
  if (target == InventoryTarget::button(InventoryButton::Use)) return use_item(index);
  if (target == InventoryTarget::button(InventoryButton::Drop)) return drop_item(index);
  // Anywhere else the item just goes back where it was.
}

void InventoryScene::drop_equipped(content::EquipmentSlot slot, InventoryTarget target) {
  if (target.is(SlotKind::Slot) || render::contains(layout::grid_area(), mouse_) ||
      target == InventoryTarget::button(InventoryButton::Remove)) {
    return remove_equipped(slot);
  }
  if (target == InventoryTarget::button(InventoryButton::Drop)) return drop_box(slot);
  if (target.is(SlotKind::Box) && target.equipment_slot() != slot) {
    refuse(target.equipment_slot(), wrong_box_reason(*world_.player().equipped_in(slot), target.equipment_slot()));
  }
}

void InventoryScene::handle_keys(const render::Input& input) {
  const std::pair<SDL_Keycode, core::Point> arrows[] = {
      {SDLK_LEFT, {-1, 0}}, {SDLK_RIGHT, {1, 0}}, {SDLK_UP, {0, -1}}, {SDLK_DOWN, {0, 1}}};
  for (const auto& [key, direction] : arrows) {
    if (input.pressed_or_repeated(key)) move_focus(direction);
  }
  const bool enter = input.was_pressed(SDLK_RETURN) || input.was_pressed(SDLK_KP_ENTER);
  const bool space = input.was_pressed(SDLK_SPACE);
  // The controller's A arrives as Enter and X as Space (see render::Input): on a controller A
  // picks up and puts down, as the players asked, and X uses at once.
  const bool controller = input.last_device() == render::InputDevice::Controller;
  const bool use = controller ? space : enter;
  const bool carry = controller ? enter : space;
  if (carry) carry_or_put_down();
  if (use) press(focus_shown_ && focus_.is(SlotKind::Button) ? focus_.as_button() : InventoryButton::Use);
  if (input.was_pressed(SDLK_r)) press(InventoryButton::Remove);
  if (input.was_pressed(SDLK_d) || input.was_pressed(SDLK_DELETE)) press(InventoryButton::Drop);
  if (input.pressed_or_repeated(SDLK_PAGEUP)) change_page(-1);
  if (input.pressed_or_repeated(SDLK_PAGEDOWN)) change_page(1);
}

std::string InventoryScene::keys_hint() const {
  const std::string close = close_.keys_text(prompts_) + " close   ";
  if (prompts_.device != render::InputDevice::Controller) {
    return close + "Enter use   Space carry   R remove   D drop   Drag to equip";
  }
  const auto name = [this](render::PadButton button) { return button_name(button, prompts_); };
  return close + name(confirm_button_) + " pick up, put down   " + name(render::PadButton::X) + " use   " +
         name(render::PadButton::LeftShoulder) + "/" + name(render::PadButton::RightShoulder) + " page";
}

void InventoryScene::carry_or_put_down() {
  if (!focus_shown_) {
    focus_shown_ = true;  // the first press only shows where the focus is, as an arrow's does
    return;
  }
  if (carried_) {
    const InventoryTarget from = *carried_;
    carried_.reset();
    if (from != focus_) drop_dragged(from, focus_);
    return;
  }
  if (focus_.is(SlotKind::Button)) return press(focus_.as_button());
  if (focus_.is(SlotKind::Box) ? holds_something(focus_) : item_index(focus_).has_value()) {
    carried_ = focus_;
    sounds_->play(kMenuSelectSound);
  }
}

void InventoryScene::move_focus(core::Point direction) {
  std::vector<InventoryTarget> targets = layout::focusable_targets();
  std::erase_if(targets, [this](InventoryTarget target) { return !shows_slot(target); });
  const auto from = std::find(targets.begin(), targets.end(), focus_);
  // The first arrow press only shows where the focus is.
  if (!focus_shown_ || from == targets.end()) {
    focus_shown_ = true;
    if (from == targets.end()) focus_ = InventoryTarget::slot(0);
    return follow_focus();
  }
  std::vector<SDL_Rect> rects;
  for (const InventoryTarget& target : targets) rects.push_back(layout::target_rect(target));
  const auto next = render::nearest_in_direction(rects, static_cast<std::size_t>(from - targets.begin()), direction);
  if (!next) return;
  focus_ = targets[*next];
  sounds_->play(kMenuMoveSound);
  follow_focus();
}

// Arrow keys move the selection itself; only the buttons leave it alone.
void InventoryScene::follow_focus() {
  if (focus_.is(SlotKind::Box)) return selection_.select_box(focus_.equipment_slot());
  if (!focus_.is(SlotKind::Slot)) return;
  if (const auto index = item_index(focus_)) return selection_.select_item(*index);
  selection_.clear();
}

void InventoryScene::change_page(int delta) {
  const int page = std::clamp(page_ + delta, 0, page_count() - 1);
  if (page == page_) return;
  page_ = page;
  pinned_card_.reset();
  if (focus_.is(SlotKind::Slot) && !shows_slot(focus_)) focus_ = InventoryTarget::slot(0);
}

bool InventoryScene::button_enabled(InventoryButton button) const {
  const game::Player& player = world_.player();
  const bool item = selection_.item().has_value();
  const bool filled_box = selection_.box() && player.equipped_in(*selection_.box()).has_value();
  switch (button) {
    case InventoryButton::Use:
      return item && *selection_.item() < player.inventory.size() && !use_refusal().has_value();
    case InventoryButton::Remove: return filled_box;
    case InventoryButton::Drop: return item || filled_box;
  }
  return false;
}

std::optional<std::string> InventoryScene::launch_label() const {
  const auto item = selection_.item();
  if (!item || !on_launch_) return std::nullopt;
  return scenes::launch_label(world_, *item);
}

std::optional<std::string> InventoryScene::use_refusal() const {
  const auto item = selection_.item();
  const game::Player& player = world_.player();
  if (!item || *item >= player.inventory.size() || launch_label()) return std::nullopt;
  return game::useless_use_reason(player, player.inventory[*item]);
}

std::optional<std::string> InventoryScene::button_tooltip() const {
  if (hovered_ != InventoryTarget::button(InventoryButton::Use) || hover_ticks_ < kTooltipDelayTicks) {
    return std::nullopt;
  }
  return use_refusal();
}

void InventoryScene::press(InventoryButton button) {
  // Enter on a Use that would do nothing says why, as the greyed button's tooltip does.
  if (button == InventoryButton::Use && use_refusal()) {
    notices_ = {*use_refusal()};
    sounds_->play(kRefusedSound);
  }
  if (!button_enabled(button)) return;
  const auto item = selection_.item();
  const auto box = selection_.box();
  switch (button) {
    case InventoryButton::Use: return use_item(*item);
    case InventoryButton::Remove: return remove_equipped(*box);
    case InventoryButton::Drop: return item ? drop_item(*item) : drop_box(*box);
  }
}

void InventoryScene::use_item(std::size_t index) {
  if (on_launch_ && scenes::launch_label(world_, index)) return launch_item(index);
  const game::Player& player = world_.player();
  if (auto reason = game::useless_use_reason(player, player.inventory[index])) {
    notices_ = {std::move(*reason)};
    return;
  }
  act(game::Action::use(index));
}

// Aiming needs the map: the inventory closes, and the dungeon below opens its targeting mode.
void InventoryScene::launch_item(std::size_t index) {
  close();
  on_launch_(index);
}

void InventoryScene::remove_equipped(content::EquipmentSlot slot) {
  act(game::Action::unequip(slot));
}

void InventoryScene::drop_item(std::size_t index) {
  act(game::Action::drop(index));
}

void InventoryScene::drop_box(content::EquipmentSlot slot) {
  act(game::Action::drop_equipped(slot));
}

void InventoryScene::act(const game::Action& action) {
  const std::optional<game::EntityId> selected = selected_item_id();
  const game::TurnReport report = world_.perform(action);
  const bool still_there = selected && selected == selected_item_id();
  if (on_turn_) on_turn_(report);
  // The world says what happened, or why not ("Your inventory is full."), a repeat with its count.
  const auto& messages = report.messages;
  if (!messages.empty()) {
    notices_.clear();
    const std::size_t first = messages.size() - std::min(messages.size(), kMaxNotices);
    for (std::size_t i = first; i < messages.size(); ++i) notices_.push_back(messages[i].shown());
  }
  // Indices may have shifted: selection and click memory would point at the
  // wrong item. Only a stack that lost one item stays where it was, selected.
  if (!still_there) selection_.clear();
  // The next item has moved into the cell of the one that went: the focus frame hides rather
  // than stand on something the player never chose, and the next arrow shows it again.
  if (selected && !still_there && focus_.is(SlotKind::Slot)) focus_shown_ = false;
  pinned_card_.reset();
  pointer_.forget_clicks();
  if (world_.run_over()) close();
}

void InventoryScene::refuse(content::EquipmentSlot box, std::string reason) {
  sounds_->play(kRefusedSound);
  refused_box_ = box;
  refused_ticks_ = kRefusalFlashTicks;
  notices_ = {std::move(reason)};
}

void InventoryScene::update_hover(core::Point mouse) {
  const InventoryTarget now = hit(mouse);
  hover_ticks_ = now == hovered_ ? hover_ticks_ + 1 : 0;
  hovered_ = now;
}

void InventoryScene::keep_selection_valid() {
  if (selection_.item() && *selection_.item() >= world_.player().inventory.size()) selection_.clear();
  page_ = std::clamp(page_, 0, page_count() - 1);
}

std::optional<game::EntityId> InventoryScene::selected_item_id() const {
  const auto item = selection_.item();
  const game::Player& player = world_.player();
  if (!item || *item >= player.inventory.size()) return std::nullopt;
  return player.inventory[*item].id;
}

std::optional<std::size_t> InventoryScene::item_index(InventoryTarget target) const {
  if (!target.is(SlotKind::Slot)) return std::nullopt;
  const std::size_t index = inventory_paging::inventory_index(page_, target.index);
  if (index >= world_.player().inventory.size()) return std::nullopt;
  return index;
}

bool InventoryScene::holds_something(InventoryTarget target) const {
  return inventory_paging::entity_at(world_.player(), page_, target) != nullptr;
}

// Cells past the pack's capacity on the last page are not drawn, so they are not there.
bool InventoryScene::shows_slot(InventoryTarget target) const {
  return !target.is(SlotKind::Slot) || inventory_paging::has_slot(world_.player(), page_, target.index);
}

std::optional<InventoryTarget> InventoryScene::card() const {
  if (pinned_card_) return pinned_card_;
  const bool worth_a_card = hovered_.is(SlotKind::Box) || holds_something(hovered_);
  if (worth_a_card && hover_ticks_ >= kTooltipDelayTicks && !pointer_.dragged()) return hovered_;
  return std::nullopt;
}

void InventoryScene::draw(render::Canvas& canvas) {
  InventoryViewState state;
  state.page = page_;
  state.page_count = page_count();
  state.selection = selection_;
  state.mouse = mouse_;
  state.hovered = hovered_;
  if (focus_shown_) state.focus = focus_;
  state.dragged = pointer_.dragged();
  state.dragged_at = mouse_;
  if (carried_ && !state.dragged) {
    // A carried item floats over the corner of the slot the focus is on.
    const SDL_Rect over = layout::target_rect(focus_);
    state.dragged = carried_;
    state.dragged_at = {over.x + over.w - layout::kItemSpriteSize / 4, over.y + layout::kItemSpriteSize / 4};
    state.hovered = focus_;
  }
  state.refused_box = refused_box_;
  state.card = card();
  state.card_anchor = pinned_card_ ? pinned_anchor_ : mouse_;
  state.notices = notices_;
  state.button_tooltip = button_tooltip();
  state.use_label = launch_label().value_or(std::string(core::label_of(kInventoryButtonNames, InventoryButton::Use)));
  state.keys_hint = keys_hint();
  if (prompts_.device == render::InputDevice::Controller) {
    const std::string pick = button_name(confirm_button_, prompts_);
    state.nothing_selected =
        "Nothing selected. Move to an item in your pack, or an equipment box, with the d-pad or "
        "the stick. " +
        pick + " picks it up; " + pick +
        " again puts it down on its box to "
        "equip it, on the pack to take it off, or on Use, Remove or Drop. " +
        button_name(render::PadButton::X, prompts_) + " uses it at once.";
  }
  for (int i = 0; i < kInventoryButtons; ++i)
    state.buttons_enabled[i] = button_enabled(static_cast<InventoryButton>(i));
  draw_inventory(canvas, world_, state);
}

}  // namespace scenes
