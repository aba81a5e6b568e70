// SPDX-License-Identifier: MIT
#pragma once

#include <doctest/doctest.h>

#include <memory>
#include <utility>

#include "game/saving/save_file.h"
#include "game/world/world.h"
#include "shipped_content.h"

// `world` saved to text and read back with `factory`, as Continue would; the read must succeed.
inline game::World reloaded(const game::World& world,
                            const std::shared_ptr<const game::EntityFactory>& factory = shipped_factory()) {
  game::SaveRead read = game::read_save(game::save_text(world), factory);
  REQUIRE_MESSAGE(read.ok(), read.error());
  return std::move(read->world);
}
