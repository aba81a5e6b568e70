// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

#include "content/loading.h"
#include "fuzz_check.h"
#include "game/spawning/entity_factory.h"

namespace fuzz {

// The factory of the shipped data folder, loaded once per fuzzing process.
inline std::shared_ptr<const game::EntityFactory> shipped_factory() {
  static const std::shared_ptr<const game::EntityFactory> factory = [] {
    content::LoadResult loaded = content::load_database(MOUSEKING_SHIPPED_DATA_DIR);
    check(loaded.database.has_value(), "the shipped data loads");
    return std::make_shared<const game::EntityFactory>(*loaded.database);
  }();
  return factory;
}

}  // namespace fuzz
