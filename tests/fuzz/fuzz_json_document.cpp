// SPDX-License-Identifier: MIT
// Fuzzes the JSON layer's parser, which every JSON file the game reads goes through. Any bytes must give exactly one of
// a document or a syntax error; an accepted document must hold what nlohmann's own parser reads, and every position
// asked of it must be a real place in the text. Parsing without quoting the text (for the player's own files) must
// fail at the same place, with a message of the game's own ASCII words, so no byte of a non-ASCII input can be in it.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_check.h"
#include "json/document.h"

namespace {

// Each query walks the location list, so a cap keeps one run fast on a document with many values.
constexpr std::size_t kMaxPositionQueries = 512;

struct TextShape {
  int lines = 1;
};

bool is_within(const json::TextPosition& position, const TextShape& shape) {
  return position.line >= 1 && position.column >= 1 && position.line <= shape.lines;
}

void query_positions(const json::Document& document, const nlohmann::json& value, const json::Pointer& pointer,
                     const TextShape& shape, std::size_t& queries_left) {
  if (queries_left == 0) return;
  --queries_left;
  fuzz::check(is_within(document.position_of(pointer), shape), "a value's position lies outside the text");
  fuzz::check(is_within(document.key_position_of(pointer), shape), "a key's position lies outside the text");
  // A pointer past the document falls back to its nearest ancestor.
  fuzz::check(is_within(document.position_of(pointer / "no such member" / 7), shape),
              "a fallback position lies outside the text");
  if (!value.is_structured()) return;
  for (const auto& member : value.items()) {
    query_positions(document, member.value(), pointer / member.key(), shape, queries_left);
  }
}

bool is_ascii(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

void check_unquoted_error(std::string_view text, const json::SyntaxError& quoted) {
  const json::ParseResult quiet = json::read_document(text, {.quote_text = false});
  fuzz::check(quiet.error.has_value(), "quoting or not, the same text fails");
  fuzz::check(quiet.error->position == quoted.position, "quoting or not, an error is at the same place");
  fuzz::check(!quiet.error->message.empty(), "an unquoted syntax error says what is wrong");
  fuzz::check(is_ascii(quiet.error->message), "an unquoted syntax error holds only the game's own words");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const TextShape shape{1 + static_cast<int>(std::count(text.begin(), text.end(), '\n'))};
  const json::ParseResult result = json::read_document(text);
  fuzz::check(result.document.has_value() != result.error.has_value(),
              "exactly one of the document and the error is set");
  if (result.error) {
    fuzz::check(is_within(result.error->position, shape), "a syntax error's position lies outside the text");
    fuzz::check(!result.error->message.empty(), "a syntax error says what is wrong");
    fuzz::check(fuzz::is_utf8(result.error->message), "a syntax error's message is UTF-8");
    check_unquoted_error(text, *result.error);
    return 0;
  }
  const nlohmann::json reference = nlohmann::json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
  fuzz::check(!reference.is_discarded() && reference == result.document->root(),
              "an accepted document holds what nlohmann reads from the same text");
  std::size_t queries_left = kMaxPositionQueries;
  query_positions(*result.document, result.document->root(), json::Pointer{}, shape, queries_left);
  return 0;
}
