#include "content/json_document.h"

#include <algorithm>
#include <charconv>
#include <climits>
#include <exception>
#include <new>
#include <utility>
#include <vector>

#include "content/suggest.h"

namespace content {

using nlohmann::json;

namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

bool is_whitespace(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

bool is_punctuation(char c) {
  return c == '{' || c == '}' || c == '[' || c == ']' || c == ':' || c == ',';
}

int clamp_to_int(std::size_t number) {
  return static_cast<int>(std::min<std::size_t>(number, INT_MAX));
}

// A JSON pointer token as an array index: decimal digits without a leading zero.
std::optional<std::size_t> array_index(std::string_view token) {
  if (token.empty() || (token.size() > 1 && token.front() == '0')) return std::nullopt;
  std::size_t index = 0;
  const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), index);
  if (error != std::errc{} || end != token.data() + token.size()) return std::nullopt;
  return index;
}

// ---------------------------------------------------------------------------------------------------------
// Tokens: the text split the way nlohmann's lexer splits valid JSON, so that a token's start is a value's start.

enum class TokenKind { Punctuation, String, Word, End };

// A token's byte range [begin, end); a Word is a number, a literal or stray text.
struct Token {
  std::size_t begin = 0;
  std::size_t end = 0;
  TokenKind kind = TokenKind::End;
};

// An unclosed string runs to the end of the text.
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

// The first token that starts at or after `from`.
Token token_at(std::string_view text, std::size_t from) {
  std::size_t begin = from;
  while (begin < text.size() && is_whitespace(text[begin])) ++begin;
  if (begin >= text.size()) return {text.size(), text.size(), TokenKind::End};
  if (is_punctuation(text[begin])) return {begin, begin + 1, TokenKind::Punctuation};
  if (text[begin] == '"') return {begin, string_token_end(text, begin), TokenKind::String};
  return {begin, word_token_end(text, begin), TokenKind::Word};
}

// Turns byte offsets into lines and columns; cheap when offsets only grow, as they do while parsing.
class LineCounter {
 public:
  explicit LineCounter(std::string_view text) : text_(text) {}

  TextPosition at(std::size_t offset) {
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

 private:
  std::string_view text_;
  std::size_t counted_to_ = 0;
  std::size_t line_ = 1;
  std::size_t line_begin_ = 0;
};

// Follows nlohmann's SAX events through the text: each value or key event takes the next token that can start
// a value, skipping the ',', ':', ']' and '}' that produce no event.
class ValueTokenCursor {
 public:
  explicit ValueTokenCursor(std::string_view text) : text_(text), lines_(text) {}

  TextPosition next_value_start() {
    Token token = token_at(text_, next_);
    while (token.kind == TokenKind::Punctuation && text_[token.begin] != '{' && text_[token.begin] != '[') {
      token = token_at(text_, token.end);
    }
    next_ = token.end;
    return lines_.at(token.begin);
  }

 private:
  std::string_view text_;
  LineCounter lines_;
  std::size_t next_ = 0;
};

// ---------------------------------------------------------------------------------------------------------
// Building the document.

std::string describe_position(TextPosition position) {
  return "line " + std::to_string(position.line) + ", column " + std::to_string(position.column);
}

// nlohmann has already checked that keys are valid UTF-8; `replace` is a second guard so this never throws.
std::string quoted_key(const std::string& key) {
  return json(key).dump(-1, ' ', false, json::error_handler_t::replace);
}

// The problem nlohmann reported, kept raw until the whole text is at hand to describe it.
struct LibraryError {
  std::size_t bytes_read = 0;
  int id = 0;
  std::string what;
};

// A SAX handler that builds the DOM as nlohmann's own parser does, recording where each value and key starts.
class DocumentBuilder {
 public:
  DocumentBuilder(std::string_view text, int max_depth) : cursor_(text), max_depth_(max_depth) {}

  bool null() { return add_scalar(nullptr); }
  bool boolean(bool value) { return add_scalar(value); }
  bool number_integer(json::number_integer_t value) { return add_scalar(value); }
  bool number_unsigned(json::number_unsigned_t value) { return add_scalar(value); }
  bool number_float(json::number_float_t value, const json::string_t& /*as_written*/) { return add_scalar(value); }
  bool string(json::string_t& value) { return add_scalar(std::move(value)); }
  bool binary(json::binary_t& /*bytes*/) { return false; }  // JSON text has no binary values
  bool start_object(std::size_t /*unknown_size*/) { return open(json::object()); }
  bool start_array(std::size_t /*unknown_size*/) { return open(json::array()); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }
  bool key(json::string_t& name);
  bool parse_error(std::size_t bytes_read, const std::string& /*last_token*/, const nlohmann::detail::exception& ex) {
    library_error_ = LibraryError{bytes_read, ex.id, ex.what()};
    return false;
  }

  const std::optional<JsonSyntaxError>& structure_error() const { return structure_error_; }
  const std::optional<LibraryError>& library_error() const { return library_error_; }
  JsonDocument take_document() { return JsonDocument(std::move(root_), std::move(locations_)); }

 private:
  // A container still being filled, and the index of its own entry in `locations_`.
  struct OpenContainer {
    json* value = nullptr;
    std::size_t location = 0;
  };

  bool add_scalar(json value);
  bool open(json container);
  bool close();
  json* place(json value, TextPosition at);
  TextPosition first_key_position(const std::string& name) const;

  ValueTokenCursor cursor_;
  int max_depth_ = 0;
  json root_;
  std::vector<ValueLocation> locations_;
  std::vector<OpenContainer> open_;
  std::string pending_key_;
  TextPosition pending_key_position_;
  std::optional<JsonSyntaxError> structure_error_;
  std::optional<LibraryError> library_error_;
};

bool DocumentBuilder::key(json::string_t& name) {
  const TextPosition at = cursor_.next_value_start();
  if (open_.empty() || !open_.back().value->is_object()) return false;
  if (open_.back().value->contains(name)) {
    structure_error_ = JsonSyntaxError{at, "the key " + quoted_key(name) + " appears twice in this object (first at " +
                                               describe_position(first_key_position(name)) + ")"};
    return false;
  }
  pending_key_ = std::move(name);
  pending_key_position_ = at;
  return true;
}

// Only asked after a duplicate is found, when every member of the open object is complete.
TextPosition DocumentBuilder::first_key_position(const std::string& name) const {
  const std::size_t object = open_.back().location;
  for (std::size_t member = object + 1; member < locations_.size(); member += 1 + locations_[member].descendants) {
    if (locations_[member].key_name == name) return locations_[member].key.value_or(TextPosition{});
  }
  return {};
}

bool DocumentBuilder::add_scalar(json value) {
  place(std::move(value), cursor_.next_value_start());
  return true;
}

bool DocumentBuilder::open(json container) {
  const TextPosition at = cursor_.next_value_start();
  // Refusing here stops nlohmann at once, so a hostile file never gets a deep DOM built.
  if (static_cast<long long>(open_.size()) >= max_depth_) {
    structure_error_ = JsonSyntaxError{at, "nesting deeper than " + std::to_string(max_depth_) + " levels"};
    return false;
  }
  const std::size_t location = locations_.size();
  open_.push_back({place(std::move(container), at), location});
  return true;
}

bool DocumentBuilder::close() {
  if (open_.empty()) return false;
  const std::size_t location = open_.back().location;
  locations_[location].descendants = locations_.size() - location - 1;
  open_.pop_back();
  return true;
}

// Elements never move while they are open: a parent only grows again after its open child is closed.
json* DocumentBuilder::place(json value, TextPosition at) {
  if (open_.empty()) {
    locations_.push_back({.value = at, .key = std::nullopt, .key_name = {}, .descendants = 0});
    root_ = std::move(value);
    return &root_;
  }
  json& parent = *open_.back().value;
  if (parent.is_array()) {
    locations_.push_back({.value = at, .key = std::nullopt, .key_name = {}, .descendants = 0});
    json::array_t& elements = parent.get_ref<json::array_t&>();
    elements.push_back(std::move(value));
    return &elements.back();
  }
  locations_.push_back({.value = at, .key = pending_key_position_, .key_name = pending_key_, .descendants = 0});
  json::object_t& members = parent.get_ref<json::object_t&>();
  return &members.emplace(std::move(pending_key_), std::move(value)).first->second;
}

// ---------------------------------------------------------------------------------------------------------
// Syntax errors: nlohmann's report reworded for designers and pointed at the offending token.

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

// The token holding byte `offset` (or the first one after it) and the token just before.
struct TokensAround {
  Token current;
  std::optional<Token> previous;
};

TokensAround tokens_around(std::string_view text, std::size_t offset) {
  TokensAround around{token_at(text, 0), std::nullopt};
  while (around.current.kind != TokenKind::End && around.current.end <= offset) {
    around.previous = around.current;
    around.current = token_at(text, around.current.end);
  }
  return around;
}

// The malformed token nlohmann gave up on: the lexer stops on the byte that broke it, which may already be
// the next token (the ']' in "[1.]").
std::optional<Token> broken_token(const TokensAround& around, TokenKind kind, std::size_t offset) {
  if (around.current.kind == kind && around.current.begin <= offset) return around.current;
  if (around.previous && around.previous->kind == kind) return around.previous;
  return std::nullopt;
}

// Valid UTF-8 sequence length at `at`, or 0 when the bytes there are not valid UTF-8.
std::size_t utf8_length_at(std::string_view text, std::size_t at) {
  const auto byte = [&](std::size_t k) { return at + k < text.size() ? static_cast<unsigned char>(text[at + k]) : 0u; };
  const auto within = [](unsigned value, unsigned low, unsigned high) { return value >= low && value <= high; };
  const unsigned lead = byte(0);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  unsigned second_low = 0x80;
  unsigned second_high = 0xBF;
  if (within(lead, 0xC2, 0xDF)) {
    length = 2;
  } else if (within(lead, 0xE0, 0xEF)) {
    length = 3;
    if (lead == 0xE0) second_low = 0xA0;   // overlong
    if (lead == 0xED) second_high = 0x9F;  // surrogates
  } else if (within(lead, 0xF0, 0xF4)) {
    length = 4;
    if (lead == 0xF0) second_low = 0x90;   // overlong
    if (lead == 0xF4) second_high = 0x8F;  // beyond U+10FFFF
  } else {
    return 0;
  }
  if (!within(byte(1), second_low, second_high)) return 0;
  for (std::size_t k = 2; k < length; ++k) {
    if (!within(byte(k), 0x80, 0xBF)) return 0;
  }
  return length;
}

// A printable copy of raw text for a message: control bytes and invalid UTF-8 become '?', long text is cut.
std::string printable(std::string_view raw, std::size_t max_bytes = 24) {
  std::string shown;
  for (std::size_t at = 0; at < raw.size();) {
    if (shown.size() >= max_bytes) return shown + "...";
    const auto byte = static_cast<unsigned char>(raw[at]);
    const std::size_t length = utf8_length_at(raw, at);
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
  SyntaxErrorWriter(std::string_view text, const LibraryError& error)
      : text_(text),
        error_(error),
        offset_(std::min(error.bytes_read == 0 ? 0 : error.bytes_read - 1, text.size())),
        around_(tokens_around(text, offset_)) {}

  JsonSyntaxError describe() {
    if (error_.id == 406) return describe_number_overflow();
    const std::optional<LibraryMessage> message = split_library_message(error_.what);
    if (!message) return at_offset(cleaned(error_.what));
    if (message->unexpected_end) return at_offset(expectation_for(*message) + ", found the end of the file");
    if (message->lexer_problem.empty()) return describe_unexpected_token(*message);
    return describe_malformed_token(*message);
  }

 private:
  JsonSyntaxError at_offset(std::string message) { return {position_at(offset_), std::move(message)}; }
  JsonSyntaxError at_token(const Token& token, std::string message) {
    return {position_at(token.begin), std::move(message)};
  }
  TextPosition position_at(std::size_t offset) const { return LineCounter(text_).at(offset); }
  std::string expectation_for(const LibraryMessage& message) const {
    return expectation(message, is_comma(text_, around_.previous));
  }

  JsonSyntaxError describe_number_overflow() {
    const std::optional<Token> number = broken_token(around_, TokenKind::Word, offset_);
    if (!number) return at_offset("a number is too large");
    return at_token(*number, "the number " + describe_token(text_, *number) + " is too large");
  }

  JsonSyntaxError describe_unexpected_token(const LibraryMessage& message) {
    const Token& found = around_.current;
    if (found.kind == TokenKind::Word) return describe_word(message, found);
    std::string text = expectation_for(message) + ", found " + describe_token(text_, found);
    if (is_comma(text_, around_.previous) && closes_container(text_, found)) text += " (remove the trailing comma)";
    return at_token(found, std::move(text));
  }

  JsonSyntaxError describe_malformed_token(const LibraryMessage& message) {
    const std::string_view problem = message.lexer_problem;
    if (problem == "invalid literal") return describe_bad_word(message);
    if (problem.starts_with("invalid number")) return describe_bad_number(problem);
    if (problem.starts_with("invalid string")) return describe_bad_string(problem);
    return at_offset(printable(problem, problem.size()));
  }

  JsonSyntaxError describe_bad_word(const LibraryMessage& message) {
    const std::optional<Token> word = broken_token(around_, TokenKind::Word, offset_);
    if (!word) return at_offset(expectation_for(message));
    return describe_word(message, *word);
  }

  JsonSyntaxError describe_word(const LibraryMessage& message, const Token& word) {
    const std::string_view written = token_text(text_, word);
    const std::string found = ", found " + describe_token(text_, word);
    if (message.context == "value" && !message.expects_end) {
      return at_token(word, expectation_for(message) + found + value_hint(written));
    }
    if (holds_accepted_value(message, word)) return at_token(word, "expected a value" + found + value_hint(written));
    return at_token(word, expectation_for(message) + found + quoting_hint(written));
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

  JsonSyntaxError describe_bad_number(std::string_view problem) {
    const std::optional<Token> number = broken_token(around_, TokenKind::Word, offset_);
    const std::string reason = without_prefix(problem, "invalid number; ");
    if (!number) return at_offset("invalid number: " + reason);
    return at_token(*number, describe_token(text_, *number) + " is not a valid number: " + reason);
  }

  // A string that runs into a line break or the end of the file is reported where it opens, since the
  // missing quote belongs somewhere after that.
  JsonSyntaxError describe_bad_string(std::string_view problem) {
    const std::optional<Token> string = broken_token(around_, TokenKind::String, offset_);
    const bool ends_at_line_break =
        problem.find("U+000A") != std::string_view::npos || problem.find("U+000D") != std::string_view::npos;
    if (string && ends_at_line_break) return at_token(*string, "the string is not closed before the end of the line");
    if (string && problem.ends_with("missing closing quote")) {
      return at_token(*string, "the string is never closed (missing '\"')");
    }
    return at_offset(printable(problem, problem.size()));
  }

  std::string_view text_;
  const LibraryError& error_;
  std::size_t offset_;
  TokensAround around_;
};

// ---------------------------------------------------------------------------------------------------------
// Parsing.

JsonParseResult failure(TextPosition position, std::string message) {
  return {.document = std::nullopt, .error = JsonSyntaxError{position, std::move(message)}};
}

bool is_blank(std::string_view text) {
  return std::all_of(text.begin(), text.end(), is_whitespace);
}

JsonParseResult parse_within_limits(std::string_view text, const JsonLimits& limits) {
  if (text.size() > limits.max_bytes) {
    return failure({}, "the file is " + std::to_string(text.size()) + " bytes, more than the limit of " +
                           std::to_string(limits.max_bytes) + " bytes");
  }
  // Without the mark, columns on the first line match what editors show.
  if (text.starts_with(kByteOrderMark)) text.remove_prefix(kByteOrderMark.size());
  if (is_blank(text)) return failure({}, "the file is empty");
  // nlohmann would silently skip a second mark, which the position tracking does not expect.
  if (text.starts_with(kByteOrderMark)) return failure({}, "the file starts with two byte order marks");

  DocumentBuilder builder(text, limits.max_depth);
  if (json::sax_parse(text.begin(), text.end(), &builder)) {
    return {.document = builder.take_document(), .error = std::nullopt};
  }
  if (builder.structure_error()) return {.document = std::nullopt, .error = *builder.structure_error()};
  if (builder.library_error()) {
    return {.document = std::nullopt, .error = SyntaxErrorWriter(text, *builder.library_error()).describe()};
  }
  return failure({}, "the file could not be parsed");
}

}  // namespace

JsonDocument::JsonDocument(json root, std::vector<ValueLocation> locations)
    : root_(std::move(root)), locations_(std::move(locations)) {}

TextPosition JsonDocument::position_of(const json::json_pointer& pointer) const {
  const Match match = find(pointer);
  return match.location ? match.location->value : TextPosition{};
}

TextPosition JsonDocument::key_position_of(const json::json_pointer& pointer) const {
  const Match match = find(pointer);
  if (match.exact && match.location->key) return *match.location->key;
  return position_of(pointer);
}

JsonDocument::Match JsonDocument::find(const json::json_pointer& pointer) const {
  if (locations_.empty()) return {};
  std::vector<std::string> tokens;
  for (json::json_pointer rest = pointer; !rest.empty(); rest.pop_back()) tokens.push_back(rest.back());
  std::size_t found = 0;
  // Tokens were collected from the end, so walk them backwards to go from the root down.
  for (auto token = tokens.rbegin(); token != tokens.rend(); ++token) {
    const std::optional<std::size_t> child = child_of(found, *token);
    if (!child) return {&locations_[found], false};
    found = *child;
  }
  return {&locations_[found], true};
}

// Children sit right after their parent, each followed by its own descendants, so siblings are found by
// skipping over those.
std::optional<std::size_t> JsonDocument::child_of(std::size_t parent, const std::string& token) const {
  const std::size_t end = parent + 1 + std::min(locations_[parent].descendants, locations_.size() - parent - 1);
  const std::optional<std::size_t> index = array_index(token);
  std::size_t position_among_siblings = 0;
  for (std::size_t child = parent + 1; child < end; ++position_among_siblings) {
    const ValueLocation& location = locations_[child];
    const bool is_member = location.key.has_value();
    if (is_member ? location.key_name == token : index == position_among_siblings) return child;
    child += 1 + std::min(location.descendants, end - child - 1);
  }
  return std::nullopt;
}

JsonParseResult parse_json_document(std::string_view text, const JsonLimits& limits) {
  try {
    return parse_within_limits(text, limits);
  } catch (const std::bad_alloc&) {
    return failure({}, "not enough memory to read the file");
  } catch (const std::exception&) {
    return failure({}, "the file could not be parsed");
  }
}

}  // namespace content
