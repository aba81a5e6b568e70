#include "game/world_codec.h"

#include <set>

#include "core/hex.h"
#include "game/entity_codec.h"
#include "game/player_stats.h"
#include "game/saved_json_reader.h"
#include "game/status_effects.h"

namespace game {

namespace {

using nlohmann::json;

constexpr int kCountLimit = 1'000'000'000;
constexpr int kLargestFloor = 1024;
constexpr std::size_t kEntitiesPerFloorLimit = 100'000;
constexpr std::size_t kMessageLimit = 1'000'000;
constexpr std::size_t kMessageLength = 2000;
constexpr std::size_t kActionLimit = 10'000'000;

constexpr char kWallGlyph = '#';
constexpr char kFloorGlyph = '.';

// ---- writing ----

json grid_rows(int width, int height, const auto& glyph_at) {
  json rows = json::array();
  for (int y = 0; y < height; ++y) {
    std::string row(static_cast<std::size_t>(width), ' ');
    for (int x = 0; x < width; ++x) row[static_cast<std::size_t>(x)] = glyph_at(core::Point{x, y});
    rows.push_back(std::move(row));
  }
  return rows;
}

json floor_json(const Floor& floor) {
  json entities = json::array();
  for (const Entity& entity : floor.entities) entities.push_back(entity_to_json(entity));
  return {{"number", floor.number},
          {"width", floor.width()},
          {"height", floor.height()},
          {"player_start", {{"x", floor.player_start.x}, {"y", floor.player_start.y}}},
          {"cells",
           grid_rows(floor.width(), floor.height(),
                     [&](core::Point p) { return floor.cells[p] == core::Cell::Wall ? kWallGlyph : kFloorGlyph; })},
          {"seen", grid_rows(floor.width(), floor.height(), [&](core::Point p) { return floor.seen[p] ? '1' : '0'; })},
          {"entities", std::move(entities)}};
}

json player_json(const Player& player) {
  json inventory = json::array();
  for (const Entity& item : player.inventory) inventory.push_back(entity_to_json(item));
  json equipped = json::object();
  for (content::EquipmentSlot slot :
       {content::EquipmentSlot::Weapon, content::EquipmentSlot::Armour, content::EquipmentSlot::Microchip}) {
    const auto& piece = player.equipped_in(slot);
    equipped[std::string(slot_name(slot))] = piece ? entity_to_json(*piece) : json(nullptr);
  }
  json statuses = json::array();
  for (const StatusEffect& status : player.statuses) {
    statuses.push_back({{"status", status_name(status.kind)}, {"turns_left", status.turns_left}});
  }
  return {{"x", player.position.x}, {"y", player.position.y}, {"hp", player.hp},     {"xp", player.xp},
          {"statuses", statuses},   {"inventory", inventory}, {"equipped", equipped}};
}

// ---- reading ----

// Rows of `width` characters, one per line of the floor, each from `glyphs`.
std::vector<std::string> read_rows(SavedJsonReader& reader, const std::string& key, int width, int height,
                                   std::string_view glyphs) {
  std::vector<std::string> rows =
      reader.string_list(key, static_cast<std::size_t>(height), static_cast<std::size_t>(width));
  if (!reader.ok()) return {};
  if (rows.size() != static_cast<std::size_t>(height)) {
    reader.fail(key, "has " + std::to_string(rows.size()) + " rows; the floor is " + std::to_string(height) + " high");
    return {};
  }
  for (std::size_t y = 0; y < rows.size(); ++y) {
    const std::string where = key + "[" + std::to_string(y) + "]";
    if (rows[y].size() != static_cast<std::size_t>(width)) {
      reader.fail(where,
                  "is " + std::to_string(rows[y].size()) + " long; the floor is " + std::to_string(width) + " wide");
      return {};
    }
    if (rows[y].find_first_not_of(glyphs) != std::string::npos) {
      reader.fail(where, "may only hold the characters \"" + std::string(glyphs) + "\"");
      return {};
    }
  }
  return rows;
}

// Every id is used once in a run, whether the entity is on a floor or carried.
class IdCheck {
 public:
  explicit IdCheck(EntityId next_id) : next_id_(next_id) {}
  void check(SavedJsonReader& reader, const Entity& entity) {
    if (entity.id >= next_id_) reader.fail("id", "is " + std::to_string(entity.id) + ", not below next_entity_id");
    if (!ids_.insert(entity.id).second) reader.fail("id", std::to_string(entity.id) + " is used twice");
  }

 private:
  EntityId next_id_;
  std::set<EntityId> ids_;
};

std::vector<Entity> read_entities(SavedJsonReader& reader, const std::string& key, std::size_t max_count,
                                  const EntityFactory& factory, IdCheck& ids) {
  std::vector<Entity> entities;
  for (SavedJsonReader& item : reader.object_list(key, max_count)) {
    std::optional<Entity> entity = entity_from_json(item, factory);
    if (!entity) return {};
    ids.check(item, *entity);
    entities.push_back(std::move(*entity));
  }
  return entities;
}

void read_floor_grids(SavedJsonReader& reader, Floor& floor, int width, int height) {
  const std::vector<std::string> cells = read_rows(reader, "cells", width, height, {"#.", 2});
  const std::vector<std::string> seen = read_rows(reader, "seen", width, height, "01");
  if (!reader.ok()) return;
  floor.cells = core::Grid<core::Cell>(width, height, core::Cell::Wall);
  floor.seen = core::Grid<std::uint8_t>(width, height, 0);
  floor.visible = core::FieldOfView(width, height);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      const auto column = static_cast<std::size_t>(x);
      const auto row = static_cast<std::size_t>(y);
      floor.cells[{x, y}] = cells[row][column] == kFloorGlyph ? core::Cell::Floor : core::Cell::Wall;
      floor.seen[{x, y}] = seen[row][column] == '1' ? 1 : 0;
    }
  }
  floor.opaque = core::opaque_mask(floor.cells);
}

// Every entity stands on the floor; locked doors block sight.
void check_entity_places(SavedJsonReader& reader, Floor& floor) {
  for (std::size_t i = 0; i < floor.entities.size(); ++i) {
    const Entity& entity = floor.entities[i];
    if (!floor.cells.in_bounds(entity.position)) {
      reader.fail("entities[" + std::to_string(i) + "]", "stands outside the floor");
      return;
    }
    const auto* door = std::get_if<Door>(&entity.kind);
    if (door && door->locked) floor.opaque[entity.position] = 1;
  }
}

std::unique_ptr<Floor> read_floor(SavedJsonReader reader, const EntityFactory& factory, IdCheck& ids) {
  auto floor = std::make_unique<Floor>();
  floor->number = reader.integer("number", 0, kTopFloor);
  const int width = reader.integer("width", 1, kLargestFloor);
  const int height = reader.integer("height", 1, kLargestFloor);
  SavedJsonReader start = reader.object("player_start");
  floor->player_start = {start.integer("x", 0, width - 1), start.integer("y", 0, height - 1)};
  read_floor_grids(reader, *floor, width, height);
  if (!reader.ok()) return nullptr;
  floor->entities = read_entities(reader, "entities", kEntitiesPerFloorLimit, factory, ids);
  check_entity_places(reader, *floor);
  return reader.ok() ? std::move(floor) : nullptr;
}

std::optional<content::StatusKind> status_from_name(const std::string& name) {
  for (content::StatusKind kind :
       {content::StatusKind::Stunned, content::StatusKind::Confused, content::StatusKind::Poisoned}) {
    if (name == status_name(kind)) return kind;
  }
  return std::nullopt;
}

std::vector<StatusEffect> read_statuses(SavedJsonReader& reader) {
  std::vector<StatusEffect> statuses;
  for (SavedJsonReader& item : reader.object_list("statuses", 3)) {
    const std::optional<content::StatusKind> kind = status_from_name(item.string("status", 20));
    if (!kind) item.fail("status", "expected \"stunned\", \"confused\" or \"poisoned\"");
    statuses.push_back({kind.value_or(content::StatusKind::Stunned), item.integer("turns_left", 1, kCountLimit)});
  }
  return statuses;
}

void read_equipped(SavedJsonReader reader, Player& player, const EntityFactory& factory, IdCheck& ids) {
  for (content::EquipmentSlot slot :
       {content::EquipmentSlot::Weapon, content::EquipmentSlot::Armour, content::EquipmentSlot::Microchip}) {
    const std::string key(slot_name(slot));
    if (reader.is_null(key)) continue;
    SavedJsonReader piece_reader = reader.object(key);
    std::optional<Entity> piece = entity_from_json(piece_reader, factory);
    if (!piece) return;
    ids.check(piece_reader, *piece);
    const auto* equipment = std::get_if<Equipment>(&piece->kind);
    if (!equipment || equipment->slot != slot) return reader.fail(key, "\"" + piece->name + "\" is not a " + key);
    player.equipped[slot_index(slot)] = std::move(*piece);
  }
}

// The player's own numbers; stats are derived from the level and equipment as always.
void read_player(SavedJsonReader reader, const Floor& floor, const EntityFactory& factory, IdCheck& ids,
                 Player& player) {
  const content::PlayerDefinition& definition = factory.database().player;
  player.sight_radius = definition.sight;
  player.inventory_capacity = definition.inventory_slots;
  player.position = {reader.integer("x", 0, floor.width() - 1), reader.integer("y", 0, floor.height() - 1)};
  if (reader.ok() && !floor.is_floor(player.position)) reader.fail("x", "puts the player inside a wall");
  player.xp = reader.integer("xp", 0, kCountLimit);
  player.statuses = read_statuses(reader);
  player.inventory =
      read_entities(reader, "inventory", static_cast<std::size_t>(player.inventory_capacity), factory, ids);
  for (std::size_t i = 0; i < player.inventory.size(); ++i) {
    const EntityKind& kind = player.inventory[i].kind;
    if (!std::holds_alternative<Item>(kind) && !std::holds_alternative<Equipment>(kind)) {
      reader.fail("inventory[" + std::to_string(i) + "]", "\"" + player.inventory[i].definition + "\" cannot be carried");
    }
  }
  read_equipped(reader.object("equipped"), player, factory, ids);
  player.level = level_for_xp(definition, player.xp);
  player.stats = derive_stats(definition, player.level, player.equipped);
  player.hp = reader.integer("hp", 1, player.stats.max_hp);
}

void read_floors(SavedJsonReader& reader, const EntityFactory& factory, IdCheck& ids,
                 std::array<std::unique_ptr<Floor>, kTopFloor + 1>& floors) {
  for (SavedJsonReader& floor_reader : reader.object_list("floors", kTopFloor + 1)) {
    std::unique_ptr<Floor> floor = read_floor(floor_reader, factory, ids);
    if (!floor) return;
    auto& slot = floors[static_cast<std::size_t>(floor->number)];
    if (slot) return floor_reader.fail("number", "floor " + std::to_string(floor->number) + " is saved twice");
    slot = std::move(floor);
  }
}

MessageLog read_messages(SavedJsonReader& reader) {
  MessageLog log;
  for (SavedJsonReader& item : reader.object_list("messages", kMessageLimit)) {
    const int turn = item.integer("turn", 0, kCountLimit);
    log.add(item.string("text", kMessageLength), turn);
  }
  return log;
}

}  // namespace

json WorldCodec::play_state(const World& world) {
  json rng = json::array();
  for (std::uint64_t word : world.rng_.state()) rng.push_back(core::to_hex(word));
  json floors = json::array();
  for (const auto& floor : world.floors_) {
    if (floor) floors.push_back(floor_json(*floor));
  }
  return {{"seed", world.seed_},
          {"turn", world.turn_},
          {"dice", std::move(rng)},
          {"next_entity_id", world.next_entity_id_},
          {"current_floor", world.current_floor_},
          {"deepest_floor", world.summary_.deepest_floor},
          {"player", player_json(world.player_)},
          {"floors", std::move(floors)}};
}

json WorldCodec::to_json(const World& world) {
  json state = play_state(world);
  json messages = json::array();
  for (const MessageLog::Message& message : world.messages_.all()) {
    messages.push_back({{"turn", message.turn}, {"text", message.text}});
  }
  json actions = json::array();
  for (const Action& action : world.actions_) actions.push_back(to_text(action));
  state["messages"] = std::move(messages);
  state["actions"] = std::move(actions);
  return state;
}

WorldReadResult WorldCodec::from_json(const json& root, std::shared_ptr<const EntityFactory> factory) {
  std::string problem;
  SavedJsonReader reader(root, "", problem);
  World world(World::Restoring{}, reader.unsigned_integer("seed"), factory);
  world.turn_ = reader.integer("turn", 0, kCountLimit);
  const std::vector<std::string> dice = reader.string_list("dice", 4, 16);
  core::Rng::State state{};
  for (std::size_t i = 0; i < dice.size(); ++i) {
    const std::optional<std::uint64_t> word = core::from_hex(dice[i]);
    if (!word) reader.fail("dice", "expected four hexadecimal numbers");
    state[i] = word.value_or(0);
  }
  if (reader.ok() && (dice.size() != 4 || state == core::Rng::State{}))
    reader.fail("dice", "expected four hexadecimal numbers, not all zero");
  world.rng_.set_state(state);
  world.next_entity_id_ = static_cast<EntityId>(reader.integer("next_entity_id", 1, kCountLimit));
  world.current_floor_ = reader.integer("current_floor", 0, kTopFloor);
  world.summary_.deepest_floor = reader.integer("deepest_floor", world.current_floor_, kTopFloor);
  IdCheck ids(world.next_entity_id_);
  read_floors(reader, *factory, ids, world.floors_);
  if (reader.ok() && !world.floors_[static_cast<std::size_t>(world.current_floor_)]) {
    reader.fail("current_floor",
                "names floor " + std::to_string(world.current_floor_) + ", which the save does not hold");
  }
  if (!reader.ok()) return {std::nullopt, problem};
  read_player(reader.object("player"), world.current(), *factory, ids, world.player_);
  world.messages_ = read_messages(reader);
  world.actions_ = read_actions(reader);
  if (!reader.ok()) return {std::nullopt, problem};
  world.update_field_of_view();
  return {std::move(world), ""};
}

std::vector<Action> read_actions(SavedJsonReader& reader) {
  std::vector<Action> actions;
  const std::vector<std::string> texts = reader.string_list("actions", kActionLimit, 40);
  actions.reserve(texts.size());
  for (const std::string& text : texts) {
    const std::optional<Action> action = action_from_text(text);
    if (!action) {
      reader.fail("actions[" + std::to_string(actions.size()) + "]", "\"" + text + "\" is not an action");
      return {};
    }
    actions.push_back(*action);
  }
  return actions;
}

}  // namespace game
