// SPDX-License-Identifier: MIT
#include "game/model/action.h"

#include <charconv>
#include <vector>

namespace game {

namespace {

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  while (!text.empty()) {
    const std::size_t end = text.find(' ');
    if (end != 0) words.push_back(text.substr(0, end));
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return words;
}

template <typename Number>
std::optional<Number> parse_number(std::string_view word) {
  Number value{};
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc{} || end != word.data() + word.size()) return std::nullopt;
  return value;
}

std::optional<Action> move_from_words(const std::vector<std::string_view>& words) {
  if (words.size() != 3) return std::nullopt;
  const auto dx = parse_number<int>(words[1]);
  const auto dy = parse_number<int>(words[2]);
  if (!dx || !dy || *dx < -1 || *dx > 1 || *dy < -1 || *dy > 1) return std::nullopt;
  return Action::move({*dx, *dy});
}

std::optional<Action> indexed_from_words(Action (*make)(std::size_t), const std::vector<std::string_view>& words) {
  if (words.size() != 2) return std::nullopt;
  const auto index = parse_number<std::size_t>(words[1]);
  if (!index) return std::nullopt;
  return make(*index);
}

std::optional<Action> slotted_from_words(Action (*make)(content::EquipmentSlot),
                                         const std::vector<std::string_view>& words) {
  if (words.size() != 2) return std::nullopt;
  const auto slot = core::from_id(content::kEquipmentSlotNames, words[1]);
  if (!slot) return std::nullopt;
  return make(*slot);
}

// The tile x y in the last two words, which the map's largest size bounds.
std::optional<core::Point> aim_from_words(const std::vector<std::string_view>& words) {
  constexpr int kLargestCoordinate = 4096;
  const auto x = parse_number<int>(words[words.size() - 2]);
  const auto y = parse_number<int>(words.back());
  if (!x || !y || *x < 0 || *y < 0 || *x > kLargestCoordinate || *y > kLargestCoordinate) return std::nullopt;
  return core::Point{*x, *y};
}

std::optional<Action> throw_from_words(const std::vector<std::string_view>& words) {
  if (words.size() != 4) return std::nullopt;
  const auto index = parse_number<std::size_t>(words[1]);
  const std::optional<core::Point> aim = aim_from_words(words);
  if (!index || !aim) return std::nullopt;
  return Action::throw_item(*index, *aim);
}

std::optional<Action> fire_from_words(const std::vector<std::string_view>& words) {
  if (words.size() != 3) return std::nullopt;
  const std::optional<core::Point> aim = aim_from_words(words);
  if (!aim) return std::nullopt;
  return Action::fire(*aim);
}

std::string aim_text(core::Point aim) {
  return std::to_string(aim.x) + " " + std::to_string(aim.y);
}

}  // namespace

std::string to_text(const Action& action) {
  const std::string verb(core::id_of(kActionKindNames, action.kind));
  switch (action.kind) {
    case Action::Kind::Move:
      return verb + " " + std::to_string(action.direction.x) + " " + std::to_string(action.direction.y);
    case Action::Kind::Wait:
    case Action::Kind::Search: return verb;
    case Action::Kind::Use:
    case Action::Kind::Drop: return verb + " " + std::to_string(action.inventory_index);
    case Action::Kind::Unequip:
    case Action::Kind::DropEquipped:
      return verb + " " + std::string(core::id_of(content::kEquipmentSlotNames, action.slot));
    case Action::Kind::Throw: return verb + " " + std::to_string(action.inventory_index) + " " + aim_text(action.aim);
    case Action::Kind::Fire: return verb + " " + aim_text(action.aim);
  }
  return verb;
}

std::optional<Action> action_from_text(std::string_view text) {
  const std::vector<std::string_view> words = split_words(text);
  if (words.empty()) return std::nullopt;
  const std::optional<Action::Kind> kind = core::from_id(kActionKindNames, words[0]);
  if (!kind) return std::nullopt;
  switch (*kind) {
    case Action::Kind::Move: return move_from_words(words);
    case Action::Kind::Wait: return words.size() == 1 ? std::optional<Action>(Action::wait()) : std::nullopt;
    case Action::Kind::Use: return indexed_from_words(Action::use, words);
    case Action::Kind::Drop: return indexed_from_words(Action::drop, words);
    case Action::Kind::Unequip: return slotted_from_words(Action::unequip, words);
    case Action::Kind::DropEquipped: return slotted_from_words(Action::drop_equipped, words);
    case Action::Kind::Throw: return throw_from_words(words);
    case Action::Kind::Fire: return fire_from_words(words);
    case Action::Kind::Search: return words.size() == 1 ? std::optional<Action>(Action::search()) : std::nullopt;
  }
  return std::nullopt;
}

}  // namespace game
