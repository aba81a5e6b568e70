#pragma once

#include <doctest/doctest.h>

#include <memory>

#include "content/database.h"
#include "game/spawning/entity_factory.h"
#include "game/world/content_library.h"

// The shipped data folder, loaded once per test program: as the factory the
// game tests build worlds with, or as the library the scenes share.

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

inline std::shared_ptr<game::ContentLibrary> shipped_content() {
  static const auto content = [] {
    auto library = std::make_shared<game::ContentLibrary>(MOUSEKING_SHIPPED_DATA_DIR, content::SpriteCheck{});
    REQUIRE_MESSAGE(library->load(), library->diagnostics().to_string());
    return library;
  }();
  return content;
}
