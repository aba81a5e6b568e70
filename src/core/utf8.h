#pragma once

#include <string>
#include <string_view>

namespace core {

// At most `max_bytes` of `text`, cut before a character rather than inside
// one, so a shortened message is still valid UTF-8.
std::string utf8_prefix(std::string_view text, std::size_t max_bytes);

// `text` with every byte that is not part of a valid UTF-8 character
// replaced by '?', so text from a broken file can be shown and saved safely.
std::string valid_utf8(std::string_view text);

}  // namespace core
