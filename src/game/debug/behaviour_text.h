// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "content/database.h"
#include "content/definitions.h"

namespace game::debug {

// A monster's behaviour as the game read it, in one paragraph for the debug console's `ai NAME`: how it
// moves, sleeps, flees, summons and what each of its abilities does and when, then where each behaviour
// field its entry writes is written (file:line:col and mod), so a modder sees which layer won.
std::string behaviour_text(const content::MonsterDefinition& monster,
                           const std::vector<std::pair<std::string, content::DefinitionPlace>>* places);

}  // namespace game::debug
