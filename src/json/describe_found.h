#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace json {

// How a value a file holds is shown in a message after "found": strings quoted, other values as JSON,
// long values cut short between characters. Every reader words what it found this way.
std::string describe_found(const nlohmann::json& value);

}  // namespace json
