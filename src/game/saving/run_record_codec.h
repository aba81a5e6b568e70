// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>

#include "game/model/run_record.h"
#include "game/saving/saved_json_reader.h"

namespace game {

// A run's record (see model/run_record.h) in a save: its kills, finds and uses as lists of
// {"name", "count"}, its HP curve and the curve's spacing.
nlohmann::json run_record_json(const RunRecord& record);
// Reads the record `reader` holds; a bad field fails the reader with its path, as every field of a save does.
RunRecord read_run_record(SavedJsonReader reader);

}  // namespace game
