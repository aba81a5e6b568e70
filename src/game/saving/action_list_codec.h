// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "game/model/action.h"
#include "game/saving/saved_json_reader.h"

namespace game {

// A run's actions as a save keeps them: one text, each action in its words (to_text), a run of one
// action repeated written once with its count ("wait*40"), joined by commas. A few bytes an action,
// where a list gave each its own JSON string, which a reader holds with its place in the file: a save
// at the recording limit took gigabytes to read that way.
std::string packed_actions(std::span<const Action> actions);

// The longest text packed_actions writes for `count` actions, which a reader accepts.
std::size_t longest_packed_text(std::size_t count);

// The actions `key` holds, as packed_actions wrote them or as the list of words that replays (and
// older saves) hold; at most `limit` of them. A problem names the first that is not an action.
std::vector<Action> read_actions(SavedJsonReader& reader, const std::string& key, std::size_t limit);

}  // namespace game
