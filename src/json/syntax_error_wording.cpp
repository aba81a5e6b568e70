// SPDX-License-Identifier: MIT
#include "json/syntax_error_wording.h"

#include <algorithm>
#include <optional>

#include "core/utf8.h"
#include "json/suggest.h"
#include "json/tokens.h"

namespace json {

namespace {

using tokens::LineCounter;
using tokens::Token;
using tokens::token_at;
using tokens::TokenKind;
using tokens::tokens_around;
using tokens::TokensAround;

// nlohmann's message split into the parts that matter, e.g. from
// "[json.exception.parse_error.101] ...: syntax error while parsing array - invalid literal; last read: '1 x'; ...".
struct LibraryMessage {
  std::string_view context;        // "value", "object key", "object separator", "object" or "array"
  std::string_view lexer_problem;  // why a token is malformed, e.g. "invalid literal"; empty for a well-formed one
  bool unexpected_end = false;     // the text ended (or had a NUL byte) where more was needed
  bool expects_end = false;        // the top-level value was complete, yet more text followed
};

std::optional<LibraryMessage> split_library_message(std::string_view what) {
  constexpr std::string_view kIntro = "syntax error while parsing ";
  const std::size_t intro = what.find(kIntro);
  if (intro == std::string_view::npos) return std::nullopt;
  std::string_view rest = what.substr(intro + kIntro.size());
  const std::size_t dash = rest.find(" - ");
  if (dash == std::string_view::npos) return std::nullopt;
  LibraryMessage message;
  message.context = rest.substr(0, dash);
  rest.remove_prefix(dash + 3);
  message.unexpected_end = rest.starts_with("unexpected end of input");
  message.expects_end = rest.ends_with("; expected end of input");
  if (!rest.starts_with("unexpected ")) message.lexer_problem = rest.substr(0, rest.find("; last read: "));
  return message;
}

// The malformed token nlohmann gave up on: the lexer stops on the byte that broke it, which may already be
// the next token (the ']' in "[1.]").
std::optional<Token> broken_token(const TokensAround& around, TokenKind kind, std::size_t offset) {
  if (around.current.kind == kind && around.current.begin <= offset) return around.current;
  if (around.previous && around.previous->kind == kind) return around.previous;
  return std::nullopt;
}

// A printable copy of raw text for a message: control bytes and invalid UTF-8 become '?', long text is cut.
std::string printable(std::string_view raw, std::size_t max_bytes = 24) {
  std::string shown;
  for (std::size_t at = 0; at < raw.size();) {
    if (shown.size() >= max_bytes) return shown + "...";
    const auto byte = static_cast<unsigned char>(raw[at]);
    const std::size_t length = core::utf8_character_length(raw, at);
    if (byte < 0x20 || byte == 0x7F || length == 0) {
      shown += '?';
      ++at;
    } else {
      shown += raw.substr(at, length);
      at += length;
    }
  }
  return shown;
}

std::string_view token_text(std::string_view text, const Token& token) {
  return text.substr(token.begin, token.end - token.begin);
}

// JSON splits a single-quoted string into words, but it reads best whole: 'Neo Mouse'.
std::string_view single_quoted_text(std::string_view text, const Token& word) {
  const std::size_t closing = text.find('\'', word.begin + 1);
  const std::size_t line_end = text.find('\n', word.begin);
  if (closing == std::string_view::npos || closing > line_end) return token_text(text, word);
  return text.substr(word.begin, closing + 1 - word.begin);
}

// What kind of token stands there, without a byte of the file: for files whose
// contents must not reach a message (a settings file linked to someone else's file).
std::string describe_token_kind(std::string_view text, const Token& token) {
  if (token.kind == TokenKind::End) return "the end of the file";
  if (token.kind == TokenKind::String) return "text in double quotes";
  if (token.kind == TokenKind::Punctuation) return "'" + std::string(1, text[token.begin]) + "'";
  if (text[token.begin] == '\'') return "text in single quotes";
  if (std::string_view("0123456789+-.").find(text[token.begin]) != std::string_view::npos) return "a number";
  return "a word";
}

std::string describe_token(std::string_view text, const Token& token) {
  if (token.kind == TokenKind::End) return "the end of the file";
  if (token.kind == TokenKind::String) return printable(token_text(text, token));
  if (text[token.begin] == '\'') return printable(single_quoted_text(text, token));
  return "'" + printable(token_text(text, token)) + "'";
}

bool is_comma(std::string_view text, const std::optional<Token>& token) {
  return token && token->kind == TokenKind::Punctuation && text[token->begin] == ',';
}

bool closes_container(std::string_view text, const Token& token) {
  return token.kind == TokenKind::Punctuation && (text[token.begin] == ']' || text[token.begin] == '}');
}

// What the parser wanted at the point of the error, for each context nlohmann names.
std::string expectation(const LibraryMessage& message, bool after_comma) {
  if (message.expects_end) return "expected the end of the file after the top-level value";
  if (message.context == "value") return after_comma ? "expected a value after ','" : "expected a value";
  if (message.context == "object key") {
    return after_comma ? "expected a key in double quotes after ','" : "expected a key in double quotes or '}'";
  }
  if (message.context == "object separator") return "expected ':' after the key";
  if (message.context == "object") return "expected ',' or '}' after an object member";
  if (message.context == "array") return "expected ',' or ']' after an array element";
  return "unexpected text";
}

// Designers' usual slips when a bare word stands where JSON wants punctuation or a key.
std::string quoting_hint(std::string_view word) {
  if (word.starts_with("/")) return " (JSON does not allow comments)";
  if (word.starts_with("'")) return " (text needs double quotes, not single quotes)";
  return "";
}

// Designers' usual slips when a bare word stands where JSON wants a value.
std::string value_hint(std::string_view word) {
  if (std::string hint = quoting_hint(word); !hint.empty()) return hint;
  if (std::string_view("0123456789+-.").find(word.front()) != std::string_view::npos) {
    return " (not a valid JSON number)";
  }
  const std::string literal = did_you_mean(word, {"true", "false", "null"});
  return literal.empty() ? " (text must be in double quotes)" : literal;
}

std::string without_prefix(std::string_view text, std::string_view prefix) {
  return std::string(text.starts_with(prefix) ? text.substr(prefix.size()) : text);
}

// nlohmann's message without its "[json.exception...] parse error at line 3, column 5: " preamble.
std::string cleaned(std::string_view what) {
  const std::size_t syntax = what.find("syntax error");
  if (syntax != std::string_view::npos) return printable(what.substr(syntax), what.size());
  const std::size_t preamble_end = what.find("] ");
  return printable(preamble_end == std::string_view::npos ? what : what.substr(preamble_end + 2), what.size());
}

// Describes what went wrong at the error, reading the tokens around the byte nlohmann stopped on.
class SyntaxErrorWriter {
 public:
  SyntaxErrorWriter(std::string_view text, const LibraryError& error, bool quote_text)
      : text_(text),
        error_(error),
        quote_text_(quote_text),
        offset_(std::min(error.bytes_read == 0 ? 0 : error.bytes_read - 1, text.size())),
        around_(tokens_around(text, offset_)) {}

  SyntaxError describe() {
    if (error_.id == 406) return describe_number_overflow();
    const std::optional<LibraryMessage> message = split_library_message(error_.what);
    if (!message) return at_offset(quote_text_ ? cleaned(error_.what) : "the file is not valid JSON");
    if (message->unexpected_end)
      return ends_early(at_offset(expectation_for(*message) + ", found the end of the file"));
    if (message->lexer_problem.empty()) return describe_unexpected_token(*message);
    return describe_malformed_token(*message);
  }

 private:
  std::string found(const Token& token) const {
    return quote_text_ ? describe_token(text_, token) : describe_token_kind(text_, token);
  }
  SyntaxError at_offset(std::string message) {
    return {position_at(offset_), std::move(message), SyntaxErrorKind::Malformed};
  }
  static SyntaxError ends_early(SyntaxError error) {
    error.kind = SyntaxErrorKind::EndsEarly;
    return error;
  }
  SyntaxError at_token(const Token& token, std::string message) {
    return {position_at(token.begin), std::move(message), SyntaxErrorKind::Malformed};
  }
  TextPosition position_at(std::size_t offset) const { return LineCounter(text_).at(offset); }
  std::string expectation_for(const LibraryMessage& message) const {
    return expectation(message, is_comma(text_, around_.previous));
  }

  SyntaxError describe_number_overflow() {
    const std::optional<Token> number = broken_token(around_, TokenKind::Word, offset_);
    if (!number) return at_offset("a number is too large");
    return at_token(*number, "the number " + found(*number) + " is too large");
  }

  SyntaxError describe_unexpected_token(const LibraryMessage& message) {
    const Token& found = around_.current;
    if (found.kind == TokenKind::Word) return describe_word(message, found);
    std::string text = expectation_for(message) + ", found " + this->found(found);
    if (is_comma(text_, around_.previous) && closes_container(text_, found)) text += " (remove the trailing comma)";
    if (found.kind == TokenKind::End) return ends_early(at_token(found, std::move(text)));
    return at_token(found, std::move(text));
  }

  SyntaxError describe_malformed_token(const LibraryMessage& message) {
    const std::string_view problem = message.lexer_problem;
    if (problem == "invalid literal") return describe_bad_word(message);
    if (problem.starts_with("invalid number")) return describe_bad_number(problem);
    if (problem.starts_with("invalid string")) return describe_bad_string(problem);
    return at_offset(printable(problem, problem.size()));
  }

  SyntaxError describe_bad_word(const LibraryMessage& message) {
    const std::optional<Token> word = broken_token(around_, TokenKind::Word, offset_);
    if (!word) return at_offset(expectation_for(message));
    return describe_word(message, *word);
  }

  SyntaxError describe_word(const LibraryMessage& message, const Token& word) {
    const std::string_view written = token_text(text_, word);
    const std::string what = ", found " + found(word);
    if (message.context == "value" && !message.expects_end) {
      return at_token(word, expectation_for(message) + what + value_hint(written));
    }
    if (holds_accepted_value(message, word)) return at_token(word, "expected a value" + what + value_hint(written));
    return at_token(word, expectation_for(message) + what + quoting_hint(written));
  }

  // nlohmann reads "0x1" or "truex" as a valid value followed by junk and then asks for a ',' — but to a
  // designer the whole word is one bad value. That is the case when the word itself follows '[', ',' or ':'
  // (or opens the file), so the value nlohmann accepted must be its start.
  bool holds_accepted_value(const LibraryMessage& message, const Token& word) const {
    if (message.context == "object key") return false;
    const std::optional<Token> before = tokens_around(text_, word.begin).previous;
    if (!before) return true;
    const char mark = text_[before->begin];
    return before->kind == TokenKind::Punctuation && (mark == '[' || mark == ',' || mark == ':');
  }

  SyntaxError describe_bad_number(std::string_view problem) {
    const std::optional<Token> number = broken_token(around_, TokenKind::Word, offset_);
    const std::string reason = without_prefix(problem, "invalid number; ");
    if (!number) return at_offset("invalid number: " + reason);
    return at_token(*number, found(*number) + " is not a valid number: " + reason);
  }

  // A string that runs into a line break or the end of the file is reported where it opens, since the
  // missing quote belongs somewhere after that.
  SyntaxError describe_bad_string(std::string_view problem) {
    const std::optional<Token> string = broken_token(around_, TokenKind::String, offset_);
    const bool ends_at_line_break =
        problem.find("U+000A") != std::string_view::npos || problem.find("U+000D") != std::string_view::npos;
    if (string && ends_at_line_break) return at_token(*string, "the string is not closed before the end of the line");
    if (string && problem.ends_with("missing closing quote")) {
      return ends_early(at_token(*string, "the string is never closed (missing '\"')"));
    }
    return at_offset(printable(problem, problem.size()));
  }

  std::string_view text_;
  const LibraryError& error_;
  bool quote_text_;
  std::size_t offset_;
  TokensAround around_;
};

}  // namespace

SyntaxError word_syntax_error(std::string_view text, const LibraryError& error, bool quote_text) {
  return SyntaxErrorWriter(text, error, quote_text).describe();
}

std::string describe_position(TextPosition position) {
  return "line " + std::to_string(position.line) + ", column " + std::to_string(position.column);
}

}  // namespace json
