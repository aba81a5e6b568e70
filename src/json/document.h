// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "json/text_position.h"

namespace json {

using Pointer = nlohmann::json::json_pointer;

// Where one value of a document starts. A document lists them depth first, in the order they are written,
// so a value's `descendants` directly follow it.
struct ValueLocation {
  TextPosition value;
  std::optional<TextPosition> key;  // set for an object member: where its key starts
  std::string key_name;             // an object member's key, as parsed
  std::size_t descendants = 0;      // values nested inside this one, at any depth
};

// A parsed JSON file that remembers where each value starts.
class Document {
 public:
  // `locations` must list every value of `root` as read_document() does; a mismatch gives wrong
  // positions, never a crash.
  Document(nlohmann::json root, std::vector<ValueLocation> locations);

  const nlohmann::json& root() const { return root_; }

  // How messages name the file the document was read from ("data/monsters.json"); empty until named.
  // Content is layered from several files, so a value knows its file through its document.
  const std::string& name() const { return name_; }
  void set_name(std::string name) { name_ = std::move(name); }

  // Position where the value at this JSON pointer (e.g. "/monsters/3/defence") starts;
  // for an object member the position of the value (not the key). Falls back to the
  // nearest recorded ancestor, then {1,1}.
  TextPosition position_of(const Pointer& pointer) const;

  // Position of the key of an object member (for "unknown field" warnings), falling back to position_of.
  TextPosition key_position_of(const Pointer& pointer) const;

 private:
  // The location of the deepest value along `pointer`, and whether it is the value the pointer names.
  struct Match {
    const ValueLocation* location = nullptr;
    bool exact = false;
  };
  Match find(const Pointer& pointer) const;
  std::optional<std::size_t> child_of(std::size_t parent, const std::string& token) const;
  void index_children();

  nlohmann::json root_;
  std::vector<ValueLocation> locations_;
  std::string name_;
  // Each value's children, so that finding one takes constant time in an array and logarithmic time in an
  // object rather than a walk over the siblings before it (a message per element of a list of a million
  // would otherwise take quadratic time). The children of value v are children_[first_child_[v]] up to
  // children_[first_child_[v + 1]]: an array's in order, an object's sorted by key.
  std::vector<std::uint32_t> first_child_;
  std::vector<std::uint32_t> children_;
};

// What stopped parsing, for a caller that acts on it rather than only shows the message: a save that
// ends early was cut short while being written, one that is malformed was damaged.
enum class SyntaxErrorKind {
  Malformed,     // text that is not JSON where it stands
  EndsEarly,     // the text ends (a value, or a string, still open) where more was needed
  DuplicateKey,  // an object names one key twice
  TooDeep,       // nested deeper than the limits allow
  TooLarge,      // more bytes than the limits allow
  Empty,         // nothing but white space
  Unreadable,    // the parser gave up without saying where (no memory left, or a bug)
};

// A syntax or structure problem that stopped parsing, worded for the person who wrote the file.
struct SyntaxError {
  TextPosition position;
  std::string message;
  SyntaxErrorKind kind = SyntaxErrorKind::Malformed;
};

// Exactly one of the two is set: the document, or the reason there is none.
struct ParseResult {
  std::optional<Document> document;
  std::optional<SyntaxError> error;
};

// Bounds that keep a hostile or broken file from exhausting the stack or memory,
// or from leaking its contents into a message.
struct Limits {
  int max_depth = 64;
  std::size_t max_bytes = 64 * 1024 * 1024;
  // False for the player's own files (settings, high scores, saves): one may be a
  // link to a file the player cannot read, and a syntax error must not show its bytes.
  bool quote_text = true;
};

// Parses `text` (one optional UTF-8 byte order mark allowed) without throwing. Duplicate keys in an
// object are an error, since nlohmann would silently keep only the last one. Every JSON file the game
// reads goes through here, so each gets the same limits, positions and wording of syntax errors.
ParseResult read_document(std::string_view text, const Limits& limits = {});

// "line 3, column 14: expected ',' or '}'": where a syntax error is and what it is, as the readers of the
// game's own files (a replay, the high scores, a balance study's runs) tell it.
std::string position_and_message(const SyntaxError& error);

}  // namespace json
