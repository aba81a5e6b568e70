// SPDX-License-Identifier: MIT
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "game/world/world.h"

namespace game {

// Whether the running `world` could go on with `next` content (F5) and still
// be saved and read back: none when it can. Otherwise the reload is refused
// like a content error, the old data stays, and the problems say why: every
// definition the world still holds that `next` lacks, with how many there
// are, or else the first thing its save would fail on.
std::vector<std::string> reload_problems(const World& world, const std::shared_ptr<const EntityFactory>& next);

}  // namespace game
