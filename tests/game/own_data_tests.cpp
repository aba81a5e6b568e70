// SPDX-License-Identifier: MIT
#include <doctest/doctest.h>

#include "game/saving/own_data.h"
#include "temp_data_folder.h"

TEST_CASE("runs on the game's own data, or on a copy of it, count: runs on an edited copy do not") {
  CHECK(game::other_data_reason(MOUSEKING_SHIPPED_DATA_DIR, MOUSEKING_SHIPPED_DATA_DIR).empty());
  TempDataFolder copy;
  CHECK(game::other_data_reason(copy.path(), MOUSEKING_SHIPPED_DATA_DIR).empty());
  copy.replace("player.json", "\"max_hp\": 25", "\"max_hp\": 2500");
  const std::string reason = game::other_data_reason(copy.path(), MOUSEKING_SHIPPED_DATA_DIR);
  CHECK(reason == "was played on the data in " + copy.path().string() + ", which is not the game's own");
}
