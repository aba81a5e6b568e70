// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "json/text_position.h"

// Scanning JSON text without parsing it: where tokens start and end, and which line and column a byte is on.
// The document builder uses it to place values, the syntax error wording to name what stands at an error.
namespace json::tokens {

bool is_whitespace(char c);
bool is_punctuation(char c);

enum class TokenKind { Punctuation, String, Word, End };

// A token's byte range [begin, end); a Word is a number, a literal or stray text.
struct Token {
  std::size_t begin = 0;
  std::size_t end = 0;
  TokenKind kind = TokenKind::End;
};

// The first token that starts at or after `from`, split the way nlohmann's lexer splits valid JSON,
// so that a token's start is a value's start. An unclosed string runs to the end of the text.
Token token_at(std::string_view text, std::size_t from);

// The token holding byte `offset` (or the first one after it) and the token just before.
struct TokensAround {
  Token current;
  std::optional<Token> previous;
};
TokensAround tokens_around(std::string_view text, std::size_t offset);

// Turns byte offsets into lines and columns; cheap when offsets only grow, as they do while parsing.
class LineCounter {
 public:
  explicit LineCounter(std::string_view text) : text_(text) {}

  TextPosition at(std::size_t offset);

 private:
  std::string_view text_;
  std::size_t counted_to_ = 0;
  std::size_t line_ = 1;
  std::size_t line_begin_ = 0;
};

}  // namespace json::tokens
