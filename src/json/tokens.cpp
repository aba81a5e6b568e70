// SPDX-License-Identifier: MIT
#include "json/tokens.h"

#include <algorithm>
#include <climits>

namespace json::tokens {

namespace {

int clamp_to_int(std::size_t number) {
  return static_cast<int>(std::min<std::size_t>(number, INT_MAX));
}

std::size_t string_token_end(std::string_view text, std::size_t opening_quote) {
  std::size_t at = opening_quote + 1;
  while (true) {
    at = text.find_first_of("\"\\", at);
    if (at == std::string_view::npos) return text.size();
    if (text[at] == '"') return at + 1;
    at += 2;  // a backslash escapes the next byte, which may be a quote
  }
}

std::size_t word_token_end(std::string_view text, std::size_t begin) {
  std::size_t at = begin;
  while (at < text.size() && !is_whitespace(text[at]) && !is_punctuation(text[at]) && text[at] != '"') ++at;
  return at;
}

}  // namespace

bool is_whitespace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool is_punctuation(char c) {
  return c == '{' || c == '}' || c == '[' || c == ']' || c == ':' || c == ',';
}

Token token_at(std::string_view text, std::size_t from) {
  std::size_t begin = from;
  while (begin < text.size() && is_whitespace(text[begin])) ++begin;
  if (begin >= text.size()) return {text.size(), text.size(), TokenKind::End};
  if (is_punctuation(text[begin])) return {begin, begin + 1, TokenKind::Punctuation};
  if (text[begin] == '"') return {begin, string_token_end(text, begin), TokenKind::String};
  return {begin, word_token_end(text, begin), TokenKind::Word};
}

TokensAround tokens_around(std::string_view text, std::size_t offset) {
  TokensAround around{token_at(text, 0), std::nullopt};
  while (around.current.kind != TokenKind::End && around.current.end <= offset) {
    around.previous = around.current;
    around.current = token_at(text, around.current.end);
  }
  return around;
}

TextPosition LineCounter::at(std::size_t offset) {
  offset = std::min(offset, text_.size());
  if (offset < counted_to_) *this = LineCounter(text_);
  while (true) {
    const auto newline = std::find(text_.begin() + counted_to_, text_.begin() + offset, '\n');
    if (newline == text_.begin() + offset) break;
    ++line_;
    line_begin_ = static_cast<std::size_t>(newline - text_.begin()) + 1;
    counted_to_ = line_begin_;
  }
  counted_to_ = offset;
  return {clamp_to_int(line_), clamp_to_int(offset - line_begin_ + 1)};
}

}  // namespace json::tokens
