#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>

#include "core/point.h"
#include "game/entity_factory.h"
#include "game/floor.h"
#include "game/floor_builder.h"
#include "game/message_log.h"

namespace game {

// The researcher: where they stand and what they can see.
struct Player {
  core::Point position;
  int sight_radius = 8;
};

// What happened when the player tried to move.
enum class MoveOutcome { Moved, Blocked, ChangedFloor };

// The whole state of one run: the floors visited so far, the player and the
// messages. Scenes read it and ask it to act; it holds every rule of movement.
class World {
 public:
  World(std::uint64_t seed, std::shared_ptr<const EntityFactory> factory);

  std::uint64_t seed() const { return seed_; }
  int turn() const { return turn_; }
  int floor_number() const { return current_floor_; }
  const Floor& floor() const { return *floors_[current_floor_]; }
  const Player& player() const { return player_; }
  const MessageLog& messages() const { return messages_; }
  bool visited(int floor_number) const { return floors_.at(floor_number) != nullptr; }
  const EntityFactory& factory() const { return *factory_; }

  // New content (after a reload) applies to everything created from now on;
  // entities already in the world keep the numbers they were made with.
  void set_factory(std::shared_ptr<const EntityFactory> factory) { factory_ = std::move(factory); }

  // Steps one tile in `direction` (each component -1, 0 or 1). Walls block;
  // stepping onto stairs takes them. Every action that is not Blocked is a turn.
  MoveOutcome move_player(core::Point direction);
  void wait_turn();
  void add_message(std::string text) { messages_.add(std::move(text), turn_); }

 private:
  Floor& current() { return *floors_[current_floor_]; }
  void enter_floor(int number, StairsDirection arrive_on);
  void update_field_of_view();

  std::uint64_t seed_;
  std::shared_ptr<const EntityFactory> factory_;
  int turn_ = 0;
  int current_floor_ = 0;
  EntityId next_entity_id_ = 1;
  std::array<std::unique_ptr<Floor>, kTopFloor + 1> floors_;
  Player player_;
  MessageLog messages_;
};

}  // namespace game
