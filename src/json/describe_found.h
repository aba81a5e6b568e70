// SPDX-License-Identifier: MIT
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace json {

// How a value a file holds is shown in a message after "found": strings quoted, other values as JSON,
// long values cut short between characters. Every reader words what it found this way.
std::string describe_found(const nlohmann::json& value);

// What a file holds, without any of its text: a number or true/false as it is, else only the kind
// ("a text", "a list", "an object", "null"). For the player's own files (settings, high scores, saves), one of which
// may be a link to a file that is not the game's: a message about them never shows that file's contents.
std::string describe_kind_found(const nlohmann::json& value);

}  // namespace json
