// SPDX-License-Identifier: MIT
#pragma once

#include <doctest/doctest.h>

#include <filesystem>
#include <memory>

#include "content/loading.h"
#include "core/point.h"
#include "game/session/content_library.h"
#include "game/spawning/entity_factory.h"
#include "game/world/world.h"

// The shipped data folder, loaded once per test program: as the factory the
// game tests build worlds with, or as the library the scenes share.

// The factory of the data in `data_dir`, which must load without errors.
inline std::shared_ptr<const game::EntityFactory> factory_from(const std::filesystem::path& data_dir) {
  content::LoadResult loaded = content::load_database(data_dir);
  REQUIRE_MESSAGE(loaded.database, loaded.diagnostics.to_string());
  return std::make_shared<const game::EntityFactory>(*loaded.database);
}

inline std::shared_ptr<const game::EntityFactory> shipped_factory() {
  static const std::shared_ptr<const game::EntityFactory> factory = factory_from(MOUSEKING_SHIPPED_DATA_DIR);
  return factory;
}

// The shipped data without its special rooms, for tests of what the rest of generation places.
inline std::shared_ptr<const game::EntityFactory> shipped_factory_without_rooms() {
  static const std::shared_ptr<const game::EntityFactory> factory = [] {
    content::Database database = shipped_factory()->database();
    database.rooms.clear();
    return std::make_shared<const game::EntityFactory>(std::move(database));
  }();
  return factory;
}

inline const content::Database& shipped_database() {
  return shipped_factory()->database();
}

// The content library of the data in `data_dir`, with no sprites to check, which must load without errors.
inline std::shared_ptr<game::ContentLibrary> library_from(const std::filesystem::path& data_dir) {
  auto library = std::make_shared<game::ContentLibrary>(data_dir, content::SpriteCheck{});
  REQUIRE_MESSAGE(library->load(), library->diagnostics().to_string());
  return library;
}

inline std::shared_ptr<game::ContentLibrary> shipped_content() {
  static const auto content = library_from(MOUSEKING_SHIPPED_DATA_DIR);
  return content;
}

// Floor 0 of seed 42 is one lit room, (38,20)-(46,26); the player starts at (42,23).
inline constexpr core::Point kSeed42Start{42, 23};

// A new run of seed 42 with the shipped data: the player in the middle of its first room.
inline game::World start_room() {
  game::World world(42, shipped_factory());
  REQUIRE(world.player().position == kSeed42Start);
  return world;
}
