// SPDX-License-Identifier: MIT
#include "game/saving/world_codec.h"

#include "core/hexadecimal.h"
#include "core/utf8.h"
#include "game/model/daily_run.h"
#include "game/rules/player_stats.h"
#include "game/rules/status_effects.h"
#include "game/saving/action_list_codec.h"
#include "game/saving/entity_codec.h"
#include "game/saving/fingerprint_codec.h"
#include "game/saving/floor_codec.h"
#include "game/saving/run_record_codec.h"
#include "game/saving/saved_json_reader.h"
#include "game/saving/saved_limits.h"

namespace game {

namespace {

using Json = nlohmann::json;

// A save may hold more messages than the log keeps (MessageLog::kLongest); the log keeps the newest.
constexpr std::size_t kMessageLimit = 1'000'000;
static_assert(MessageLog::kLongest <= kMessageLimit, "a full message log must fit in a save");
// Every kind a run can meet is a monster on one of its floors, and no floor
// holds this many.
constexpr std::size_t kMonsterKindsSeenLimit = 1'000'000;

Json player_json(const Player& player) {
  Json inventory = Json::array();
  for (const Entity& item : player.inventory) inventory.push_back(entity_to_json(item));
  Json equipped = Json::object();
  for (content::EquipmentSlot slot : core::values_of(content::kEquipmentSlotNames)) {
    const auto& piece = player.equipped_in(slot);
    equipped[std::string(core::id_of(content::kEquipmentSlotNames, slot))] =
        piece ? entity_to_json(*piece) : Json(nullptr);
  }
  Json statuses = Json::array();
  for (const StatusEffect& status : player.statuses) {
    statuses.push_back(
        {{"status", core::id_of(content::kStatusKindNames, status.kind)}, {"turns_left", status.turns_left}});
  }
  return {{"x", player.position.x}, {"y", player.position.y}, {"hp", player.hp},     {"xp", player.xp},
          {"statuses", statuses},   {"inventory", inventory}, {"equipped", equipped}};
}

std::vector<StatusEffect> read_statuses(SavedJsonReader& reader) {
  std::vector<StatusEffect> statuses;
  for (SavedJsonReader& item : reader.object_list("statuses", 3)) {
    const std::optional<content::StatusKind> kind = item.word("status", content::kStatusKindNames);
    statuses.push_back({kind.value_or(content::StatusKind::Stunned), item.integer("turns_left", 1, kCountLimit)});
  }
  return statuses;
}

void read_equipped(SavedJsonReader reader, Player& player, const EntityFactory& factory, EntityIdCheck& ids) {
  for (content::EquipmentSlot slot : core::values_of(content::kEquipmentSlotNames)) {
    const std::string key(core::id_of(content::kEquipmentSlotNames, slot));
    if (reader.is_null(key)) continue;
    SavedJsonReader piece_reader = reader.object(key);
    std::optional<Entity> piece = entity_from_json(piece_reader, factory);
    if (!piece) return;
    ids.check(piece_reader, *piece);
    const auto* equipment = std::get_if<Equipment>(&piece->kind);
    if (!equipment || equipment->traits.slot != slot)
      return reader.fail(key, core::quoted(piece->name) + " is not a " + key);
    player.equipped[slot_index(slot)] = std::move(*piece);
  }
}

// The player's own numbers; stats are derived from the level and equipment as always.
void read_player(SavedJsonReader reader, const Floor& floor, const EntityFactory& factory, EntityIdCheck& ids,
                 Player& player) {
  const content::PlayerDefinition& definition = factory.database().player;
  refresh_player(player, definition);  // the pack's capacity, before the pack is read
  player.position = {reader.integer("x", 0, floor.width() - 1), reader.integer("y", 0, floor.height() - 1)};
  if (reader.ok() && !floor.is_floor(player.position)) reader.fail("x", "puts the player inside a wall");
  player.xp = reader.integer("xp", 0, kPlayerXpLimit);
  player.statuses = read_statuses(reader);
  player.inventory =
      read_entities(reader, "inventory", static_cast<std::size_t>(player.inventory_capacity), factory, ids);
  for (std::size_t i = 0; i < player.inventory.size(); ++i) {
    const EntityKind& kind = player.inventory[i].kind;
    if (!std::holds_alternative<Item>(kind) && !std::holds_alternative<Equipment>(kind)) {
      reader.fail("inventory[" + std::to_string(i) + "]",
                  core::quoted(player.inventory[i].definition) + " cannot be carried");
    }
  }
  read_equipped(reader.object("equipped"), player, factory, ids);
  refresh_player(player, definition);
  player.hp = reader.integer("hp", 1, player.stats.max_hp);
}

void read_floors(SavedJsonReader& reader, const EntityFactory& factory, EntityIdCheck& ids,
                 const std::shared_ptr<EntityIds>& allocator,
                 std::array<std::unique_ptr<Floor>, content::kHighestFloor + 1>& floors) {
  for (SavedJsonReader& floor_reader : reader.object_list("floors", content::kHighestFloor + 1)) {
    std::unique_ptr<Floor> floor = floor_from_json(floor_reader, factory, ids);
    if (!floor) return;
    floor->ids = allocator;
    auto& slot = floors[static_cast<std::size_t>(floor->number)];
    if (slot) return floor_reader.fail("number", "floor " + std::to_string(floor->number) + " is saved twice");
    slot = std::move(floor);
  }
}

MessageLog read_messages(SavedJsonReader& reader, int last_turn) {
  MessageLog log;
  for (SavedJsonReader& item : reader.object_list("messages", kMessageLimit)) {
    const int turn = item.integer("turn", 0, last_turn);
    std::string text = item.string("text", MessageLog::kLongestText);
    // "count" may be left out (format 1): a line without it was said once.
    const int count = item.has("count") ? item.integer("count", 1, MessageLog::kMostRepeats) : 1;
    log.add(std::move(text), turn, count);
  }
  return log;
}

// The date of a saved daily run, which only a real "YYYY-MM-DD" day may be.
std::string read_daily_date(SavedJsonReader& reader) {
  constexpr std::size_t kDateLength = 10;
  std::string date = reader.string("daily", kDateLength);
  if (reader.ok() && !parse_calendar_date(date)) reader.fail("daily", "expected a date written as YYYY-MM-DD");
  return date;
}

// "monsters_seen" may be left out (format 1): then each kind's first sight is told once more.
std::set<std::string> read_monster_kinds_seen(SavedJsonReader& reader) {
  if (!reader.has("monsters_seen")) return {};
  const std::vector<std::string> names =
      reader.string_list("monsters_seen", kMonsterKindsSeenLimit, content::kNameLimit);
  return {names.begin(), names.end()};
}

}  // namespace

Json WorldCodec::play_state(const World& world) {
  Json rng = Json::array();
  for (std::uint64_t word : world.rng_.state()) rng.push_back(core::to_hexadecimal(word));
  Json floors = Json::array();
  for (const auto& floor : world.floors_) {
    if (floor) floors.push_back(floor_to_json(*floor));
  }
  return {{"seed", world.seed_},
          {"turn", world.turn_},
          {"dice", std::move(rng)},
          {"next_entity_id", world.ids_->next()},
          {"current_floor", world.current_floor_},
          {"deepest_floor", world.summary_.deepest_floor},
          {"player", player_json(world.player_)},
          {"floors", std::move(floors)}};
}

Json WorldCodec::to_json(const World& world) {
  Json state = to_json_without_actions(world);
  state["actions"] = packed_actions(world.actions_);
  return state;
}

void WorldCodec::give_back_actions(World& world, std::vector<Action> actions) {
  world.actions_ = std::move(actions);
}

Json WorldCodec::to_json_without_actions(const World& world) {
  Json state = play_state(world);
  Json messages = Json::array();
  for (const MessageLog::Message& message : world.messages_.all()) {
    Json line = {{"turn", message.turn}, {"text", message.text}};
    if (message.count > 1) line["count"] = message.count;
    messages.push_back(std::move(line));
  }
  state["messages"] = std::move(messages);
  state["monsters_seen"] = world.monster_kinds_seen_;
  state["record"] = run_record_json(world.record_);
  // Written only when set: a save without them is an ordinary run played from its seed.
  if (world.summary_.staged) state["staged"] = true;
  if (!world.replayable_) state["replayable"] = false;
  if (world.summary_.debug_run) state["debug_run"] = true;
  if (world.summary_.data_changed) state["data_changed"] = true;
  if (!world.summary_.daily.empty()) state["daily"] = world.summary_.daily;
  if (world.god_mode_) state["god_mode"] = true;
  state[kFingerprintKey] = fingerprint_json(world.content().fingerprint);
  return state;
}

WorldRead WorldCodec::from_json(const Json& root, std::shared_ptr<const EntityFactory> factory,
                                const RunLimits& limits) {
  std::string problem;
  bool data_mismatch = false;
  SavedJsonReader reader(root, problem);
  reader.track_data_mismatch(data_mismatch);
  std::optional<content::ContentFingerprint> recorded_content = read_fingerprint(reader);
  World world(World::Restoring{}, reader.unsigned_integer("seed"), factory);
  world.limits_ = limits;
  world.turn_ = reader.integer("turn", 0, limits.turns);
  const std::vector<std::string> dice = reader.string_list("dice", 4, 16);
  core::Rng::State state{};
  for (std::size_t i = 0; i < dice.size(); ++i) {
    const std::optional<std::uint64_t> word = core::from_hexadecimal(dice[i]);
    if (!word) reader.fail("dice", "expected four hexadecimal numbers");
    state[i] = word.value_or(0);
  }
  if (reader.ok() && (dice.size() != 4 || state == core::Rng::State{}))
    reader.fail("dice", "expected four hexadecimal numbers, not all zero");
  world.rng_.set_state(state);
  world.ids_ = std::make_shared<EntityIds>(
      static_cast<EntityId>(reader.integer("next_entity_id", 1, static_cast<int>(limits.entity_ids))));
  world.current_floor_ = reader.integer("current_floor", 0, content::kHighestFloor);
  world.summary_.deepest_floor = reader.integer("deepest_floor", world.current_floor_, content::kHighestFloor);
  EntityIdCheck ids(world.ids_->next());
  read_floors(reader, *factory, ids, world.ids_, world.floors_);
  if (reader.ok() && !world.floors_[static_cast<std::size_t>(world.current_floor_)]) {
    reader.fail("current_floor",
                "names floor " + std::to_string(world.current_floor_) + ", which the save does not hold");
  }
  if (!reader.ok()) return SaveFailure{.message = problem, .data_mismatch = data_mismatch};
  read_player(reader.object("player"), world.current(), *factory, ids, world.player_);
  world.messages_ = read_messages(reader, world.turn_);
  world.monster_kinds_seen_ = read_monster_kinds_seen(reader);
  world.actions_ = read_actions(reader, "actions", limits.recorded_actions);
  world.summary_.staged = reader.has("staged") && reader.boolean("staged");
  world.replayable_ = !reader.has("replayable") || reader.boolean("replayable");
  world.summary_.debug_run = reader.has("debug_run") && reader.boolean("debug_run");
  world.summary_.data_changed = reader.has("data_changed") && reader.boolean("data_changed");
  // Older saves have none: the summary of such a run covers what was played since it was continued.
  if (reader.has("record")) world.record_ = read_run_record(reader.object("record"));
  // Older saves have none: an ordinary run.
  if (reader.has("daily")) world.summary_.daily = read_daily_date(reader);
  world.god_mode_ = reader.has("god_mode") && reader.boolean("god_mode");
  if (!reader.ok()) return SaveFailure{.message = problem, .data_mismatch = data_mismatch};
  world.update_field_of_view();
  return RestoredWorld{.world = std::move(world), .recorded_content = std::move(recorded_content)};
}

}  // namespace game
