// SPDX-License-Identifier: MIT
#include "core/utf8.h"

#include <algorithm>

namespace core {

namespace {

bool is_continuation(unsigned char byte) {
  return (byte & 0xC0) == 0x80;
}

bool within(unsigned value, unsigned low, unsigned high) {
  return value >= low && value <= high;
}

}  // namespace

// The lead byte sets the length; the second byte's range is narrowed after E0 and F0 (which would
// otherwise allow overlong forms), ED (surrogates) and F4 (past U+10FFFF), as in RFC 3629's table.
std::size_t utf8_character_length(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t k) { return at + k < text.size() ? static_cast<unsigned char>(text[at + k]) : 0u; };
  if (at >= text.size()) return 0;
  const unsigned lead = byte(0);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  unsigned second_low = 0x80;
  unsigned second_high = 0xBF;
  if (within(lead, 0xC2, 0xDF)) {
    length = 2;
  } else if (within(lead, 0xE0, 0xEF)) {
    length = 3;
    if (lead == 0xE0) second_low = 0xA0;
    if (lead == 0xED) second_high = 0x9F;
  } else if (within(lead, 0xF0, 0xF4)) {
    length = 4;
    if (lead == 0xF0) second_low = 0x90;
    if (lead == 0xF4) second_high = 0x8F;
  } else {
    return 0;
  }
  if (!within(byte(1), second_low, second_high)) return 0;
  for (std::size_t k = 2; k < length; ++k) {
    if (!within(byte(k), 0x80, 0xBF)) return 0;
  }
  return length;
}

bool is_valid_utf8(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t length = utf8_character_length(text, at);
    if (length == 0) return false;
    at += length;
  }
  return true;
}

std::string utf8_prefix(std::string_view text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return std::string(text);
  std::size_t end = max_bytes;
  while (end > 0 && is_continuation(static_cast<unsigned char>(text[end]))) --end;
  return std::string(text.substr(0, end));
}

std::string shortened(std::string_view text, std::size_t most_characters) {
  std::size_t end = 0;
  for (std::size_t characters = 0; end < text.size() && characters < most_characters; ++characters) {
    // A byte that starts no character counts as one, as valid_utf8 shows it.
    end += std::max<std::size_t>(utf8_character_length(text, end), 1);
  }
  if (end >= text.size()) return std::string(text);
  return std::string(text.substr(0, end)) + "...";
}

std::string valid_utf8(std::string_view text) {
  std::string result;
  result.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t length = utf8_character_length(text, at);
    if (length == 0) {
      result += '?';
      ++at;
    } else {
      result.append(text.substr(at, length));
      at += length;
    }
  }
  return result;
}

namespace {

// "\n", "\t" or "\u001b": how a control character is written in a message, as JSON writes it.
std::string escaped_control(unsigned char byte) {
  if (byte == '\n') return "\\n";
  if (byte == '\t') return "\\t";
  if (byte == '\r') return "\\r";
  constexpr const char* kDigits = "0123456789abcdef";
  return std::string("\\u00") + kDigits[byte >> 4] + kDigits[byte & 0xf];
}

bool is_control(unsigned char byte) {
  return byte < 0x20 || byte == 0x7f;
}

}  // namespace

std::string escape_control_characters(std::string_view text) {
  std::string result;
  result.reserve(text.size());
  for (std::size_t at = 0; at < text.size();) {
    const unsigned char byte = static_cast<unsigned char>(text[at]);
    const std::size_t length = utf8_character_length(text, at);
    if (length == 0) {
      result += '?';
      ++at;
      continue;
    }
    if (byte == '\\')
      result += "\\\\";
    else if (is_control(byte))
      result += escaped_control(byte);
    else
      result.append(text.substr(at, length));
    at += length;
  }
  return result;
}

std::string quoted(std::string_view text) {
  std::string result = "\"";
  for (const char character : escape_control_characters(text)) {
    if (character == '"') result += '\\';
    result += character;
  }
  return result + "\"";
}

}  // namespace core
