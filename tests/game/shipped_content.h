#pragma once

#include <doctest/doctest.h>

#include <memory>

#include "content/database.h"
#include "game/entity_factory.h"

// The factory built from the shipped data folder, loaded once per test program.
inline std::shared_ptr<const game::EntityFactory> shipped_factory() {
  static const std::shared_ptr<const game::EntityFactory> factory = [] {
    content::LoadResult loaded = content::load_database(MOUSEKING_SHIPPED_DATA_DIR);
    REQUIRE_MESSAGE(loaded.database, loaded.diagnostics.to_string());
    return std::make_shared<const game::EntityFactory>(*loaded.database);
  }();
  return factory;
}

inline const content::Database& shipped_database() {
  return shipped_factory()->database();
}
