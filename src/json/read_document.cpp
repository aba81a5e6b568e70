// SPDX-License-Identifier: MIT
#include <algorithm>
#include <exception>
#include <new>
#include <utility>
#include <vector>

#include "json/document.h"
#include "json/syntax_error_wording.h"
#include "json/tokens.h"
#include "json/value_count.h"

namespace json {

using Value = nlohmann::json;

namespace {

using tokens::is_whitespace;
using tokens::LineCounter;
using tokens::Token;
using tokens::token_at;
using tokens::TokenKind;

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

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

// nlohmann has already checked that keys are valid UTF-8; `replace` is a second guard so this never throws.
std::string quoted_key(const std::string& key) {
  return Value(key).dump(-1, ' ', false, Value::error_handler_t::replace);
}

// A SAX handler that builds the DOM as nlohmann's own parser does, recording where each value and key starts.
class DocumentBuilder {
 public:
  DocumentBuilder(std::string_view text, const Limits& limits)
      : cursor_(text), max_depth_(limits.max_depth), quote_text_(limits.quote_text) {
    locations_.reserve(count_values(text));
  }

  bool null() { return add_scalar(nullptr); }
  bool boolean(bool value) { return add_scalar(value); }
  bool number_integer(Value::number_integer_t value) { return add_scalar(value); }
  bool number_unsigned(Value::number_unsigned_t value) { return add_scalar(value); }
  bool number_float(Value::number_float_t value, const Value::string_t& /*as_written*/) { return add_scalar(value); }
  bool string(Value::string_t& value) { return add_scalar(std::move(value)); }
  bool binary(Value::binary_t& /*bytes*/) { return false; }  // JSON text has no binary values
  bool start_object(std::size_t /*unknown_size*/) { return open(Value::object()); }
  bool start_array(std::size_t /*unknown_size*/) { return open(Value::array()); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }
  bool key(Value::string_t& name);
  bool parse_error(std::size_t bytes_read, const std::string& /*last_token*/, const nlohmann::detail::exception& ex) {
    library_error_ = LibraryError{bytes_read, ex.id, ex.what()};
    return false;
  }

  const std::optional<SyntaxError>& structure_error() const { return structure_error_; }
  const std::optional<LibraryError>& library_error() const { return library_error_; }
  Document take_document() { return Document(std::move(root_), std::move(locations_)); }

 private:
  // A container still being filled, and the index of its own entry in `locations_`.
  struct OpenContainer {
    Value* value = nullptr;
    std::size_t location = 0;
  };

  bool add_scalar(Value value);
  bool open(Value container);
  bool close();
  Value* place(Value value, TextPosition at);
  TextPosition first_key_position(const std::string& name) const;

  ValueTokenCursor cursor_;
  int max_depth_ = 0;
  bool quote_text_ = true;
  Value root_;
  std::vector<ValueLocation> locations_;
  std::vector<OpenContainer> open_;
  std::string pending_key_;
  TextPosition pending_key_position_;
  std::optional<SyntaxError> structure_error_;
  std::optional<LibraryError> library_error_;
};

bool DocumentBuilder::key(Value::string_t& name) {
  const TextPosition at = cursor_.next_value_start();
  if (open_.empty() || !open_.back().value->is_object()) return false;
  if (open_.back().value->contains(name)) {
    const std::string key = quote_text_ ? "the key " + quoted_key(name) : std::string("a key");
    structure_error_ = SyntaxError{
        at, key + " appears twice in this object (first at " + describe_position(first_key_position(name)) + ")",
        SyntaxErrorKind::DuplicateKey};
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

bool DocumentBuilder::add_scalar(Value value) {
  place(std::move(value), cursor_.next_value_start());
  return true;
}

bool DocumentBuilder::open(Value container) {
  const TextPosition at = cursor_.next_value_start();
  // Refusing here stops nlohmann at once, so a hostile file never gets a deep DOM built.
  if (static_cast<long long>(open_.size()) >= max_depth_) {
    structure_error_ =
        SyntaxError{at, "nesting deeper than " + std::to_string(max_depth_) + " levels", SyntaxErrorKind::TooDeep};
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
Value* DocumentBuilder::place(Value value, TextPosition at) {
  if (open_.empty()) {
    locations_.push_back({.value = at, .key = std::nullopt, .key_name = {}, .descendants = 0});
    root_ = std::move(value);
    return &root_;
  }
  Value& parent = *open_.back().value;
  if (parent.is_array()) {
    locations_.push_back({.value = at, .key = std::nullopt, .key_name = {}, .descendants = 0});
    Value::array_t& elements = parent.get_ref<Value::array_t&>();
    elements.push_back(std::move(value));
    return &elements.back();
  }
  locations_.push_back({.value = at, .key = pending_key_position_, .key_name = pending_key_, .descendants = 0});
  Value::object_t& members = parent.get_ref<Value::object_t&>();
  return &members.emplace(std::move(pending_key_), std::move(value)).first->second;
}

ParseResult failure(SyntaxErrorKind kind, std::string message) {
  return {.document = std::nullopt, .error = SyntaxError{{}, std::move(message), kind}};
}

bool is_blank(std::string_view text) {
  return std::all_of(text.begin(), text.end(), is_whitespace);
}

ParseResult parse_within_limits(std::string_view text, const Limits& limits) {
  if (text.size() > limits.max_bytes) {
    return failure(SyntaxErrorKind::TooLarge, "the file is " + std::to_string(text.size()) +
                                                  " bytes, more than the limit of " + std::to_string(limits.max_bytes) +
                                                  " bytes");
  }
  // Without the mark, columns on the first line match what editors show.
  if (text.starts_with(kByteOrderMark)) text.remove_prefix(kByteOrderMark.size());
  if (is_blank(text)) return failure(SyntaxErrorKind::Empty, "the file is empty");
  // nlohmann would silently skip a second mark, which the position tracking does not expect.
  if (text.starts_with(kByteOrderMark)) {
    return failure(SyntaxErrorKind::Malformed, "the file starts with two byte order marks");
  }

  DocumentBuilder builder(text, limits);
  if (Value::sax_parse(text.begin(), text.end(), &builder)) {
    return {.document = builder.take_document(), .error = std::nullopt};
  }
  if (builder.structure_error()) return {.document = std::nullopt, .error = *builder.structure_error()};
  if (builder.library_error()) {
    return {.document = std::nullopt, .error = word_syntax_error(text, *builder.library_error(), limits.quote_text)};
  }
  return failure(SyntaxErrorKind::Unreadable, "the file could not be parsed");
}

}  // namespace

ParseResult read_document(std::string_view text, const Limits& limits) {
  try {
    return parse_within_limits(text, limits);
  } catch (const std::bad_alloc&) {
    return failure(SyntaxErrorKind::Unreadable, "not enough memory to read the file");
  } catch (const std::exception&) {
    return failure(SyntaxErrorKind::Unreadable, "the file could not be parsed");
  }
}

std::string position_and_message(const SyntaxError& error) {
  return "line " + std::to_string(error.position.line) + ", column " + std::to_string(error.position.column) + ": " +
         error.message;
}

}  // namespace json
