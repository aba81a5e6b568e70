// SPDX-License-Identifier: MIT
#pragma once

#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "content/definitions.h"
#include "json/describe_found.h"
#include "json/diagnostics.h"
#include "json/document.h"
#include "json/object_reader.h"
#include "json/schema_object.h"
#include "json/schema_shapes.h"

namespace content {

using JsonPointer = nlohmann::json::json_pointer;

// One content entry to read: its JSON object, where each of its fields came
// from (an inherited field points into the parent entry, perhaps in another
// layer's file), and how messages name it ("monsters[1] \"Neo Mouse\"").
struct EntrySource {
  const json::Document* document = nullptr;
  std::string file;
  std::string label;
  // An entry that copies or changes nothing is read where it is written, in `document` at `pointer`:
  // most entries are, and copying each of thousands into `merged` was a fifth of a large load.
  const nlohmann::json* written_whole = nullptr;
  // Otherwise its fields as they were merged, and where each of them is written.
  nlohmann::json merged = nlohmann::json::object();
  json::Origins field_origins;
  JsonPointer pointer;  // where the entry itself is written
  std::string mod_id;   // the mod whose file writes it; empty for the base data

  const nlohmann::json& object() const { return written_whole != nullptr ? *written_whole : merged; }
};

// Reads typed fields from one entry. Every problem becomes a diagnostic
// naming file, line, column, entry and field, what was expected and what was
// found; the reader then returns a safe fallback so loading can go on and
// report everything at once. It remembers which fields were read (also
// through the readers of nested objects it hands out), so whatever no reader
// asked for is an unknown field, without a list of the known ones.
//
// Each read names what the field means (`about`): that text is the field's
// documentation in the JSON Schema of its file. A reader made by describing()
// reads no file but writes that schema: every field asked of it becomes a
// property, with the shape the call accepts (type, range, allowed values,
// default) and its description, so the schema an editor checks a file with is
// the reader's own reading of it (see content/content_schemas.h).
class FieldReader {
 public:
  // Reads `source` in place: it must outlive the reader and the readers it hands out, unchanged.
  FieldReader(const EntrySource& source, json::Diagnostics& diagnostics);
  FieldReader(EntrySource&& source, json::Diagnostics& diagnostics) = delete;
  // A reader that describes into `schema` instead of reading: it returns each read's fallback, has() says
  // yes so that every branch reading an optional field is taken, and the errors the empty entry it
  // reads causes go to `ignored`, which means nothing. `schema` must outlive the reader.
  static FieldReader describing(json::SchemaObject& schema, json::Diagnostics& ignored);

  // Whether the field is written. A reader that asks reads the field as optional.
  bool has(const std::string& key) const;

  std::string string(const std::string& key, std::string_view about);
  // A non-empty string of at most `max_bytes` bytes.
  std::string string(const std::string& key, std::size_t max_bytes, std::string_view about);
  std::string string_or(const std::string& key, const std::string& fallback, std::string_view about);
  // The same, of at most `max_bytes` bytes when written.
  std::string string_or(const std::string& key, const std::string& fallback, std::size_t max_bytes,
                        std::string_view about);
  int integer(const std::string& key, int min, int max, std::string_view about);
  int integer_or(const std::string& key, int min, int max, int fallback, std::string_view about);
  IntRange range(const std::string& key, int min, int max, std::string_view about);
  bool boolean_or(const std::string& key, bool fallback, std::string_view about);
  // A string that must be one of `allowed`.
  std::string choice(const std::string& key, const std::vector<std::string>& allowed, std::string_view about);
  // A non-empty list of integers within [min, max], of at most `max_items`.
  std::vector<int> integer_list(const std::string& key, int min, int max, std::string_view about,
                                std::size_t max_items = std::numeric_limits<std::size_t>::max());
  std::vector<std::string> string_list(const std::string& key, const std::vector<std::string>& allowed,
                                       std::string_view about);
  // A list of non-empty strings (such as the ids of other mods); none when absent.
  std::vector<std::string> name_list(const std::string& key, std::string_view about);

  // A reader for the object in `key` (required, or optional when absent).
  FieldReader object(const std::string& key, std::string_view about);
  std::optional<FieldReader> optional_object(const std::string& key, std::string_view about);
  // Readers for each object in the array `key`; absent means none.
  std::vector<FieldReader> object_list(const std::string& key, std::string_view about);
  // An array of exactly two integers [first, last] with first <= last, each within [min, max].
  IntRange pair(const std::string& key, int min, int max, std::string_view about);
  // This reader again when the field `key` holds the string `value`, else nothing: for fields that
  // only mean something then (an item's "amount" when its "effect" is "heal").
  std::optional<FieldReader> when(const std::string& key, const std::string& value);

  // The value of the optional field `key` as written (nullptr when absent), now read: for checks the
  // typed readers do not cover. `shape` is what the caller accepts, in JSON Schema words (see
  // json/schema_shapes.h), for the schema.
  const nlohmann::json* raw(const std::string& key, const json::shape::Shape& shape, std::string_view about);
  // Marks a field read that is allowed but means nothing here, so it is not reported as unknown.
  void ignore(const std::string& key);
  // A field of an earlier format: written, it is an error at its place saying `message` (how to write it
  // now) rather than an unknown field; the schema leaves it out, so an editor flags it too.
  void refuse_old_field(const std::string& key, const std::string& message);

  // Warns about every field of the entry that no reader read, suggesting the closest field a reader
  // asked for. Called once, by whoever reads the entry, after everything has been read.
  void warn_unread_fields();

  // How many errors the load has reported so far, through any reader: a check that follows a read can
  // stay quiet when that read failed (its fallback would mislead it).
  int errors_so_far() const { return diagnostics_.error_count(); }

  // Reports a problem with a field (or an element of the list in a field) that the typed readers
  // cannot see (cross references).
  void error_at(const std::string& key, const std::string& message);
  void error_at(const std::string& key, std::size_t index, const std::string& message);
  // An error at one character of the string that is element `index` of the list `key` (a row of a room's
  // map): `offset` bytes after its opening quote, which is that character's column when the string
  // writes no escapes.
  void error_at_character(const std::string& key, std::size_t index, std::size_t offset, const std::string& message);
  // The same as a warning: something that loads, but likely not as its writer meant.
  void warn_at(const std::string& key, const std::string& message);
  // Where the value of field `key`, or element `index` of its list, is written.
  json::TextPosition position_of(const std::string& key) const { return object_.position_of(key); }
  // The file that writes the field `key` (a parent's, when it is copied from one), for messages that
  // point a modder at it.
  const std::string& file_writing(const std::string& key) const { return file_of(object_.document_of(key)); }
  json::TextPosition position_of(const std::string& key, std::size_t index) const {
    return object_.element_position_of(key, index);
  }

 private:
  FieldReader(json::ObjectReader object, std::string file, std::string label, json::Diagnostics& diagnostics);
  const nlohmann::json* find(const std::string& key) { return object_.read(key); }
  // The file a field is written in: an inherited one may be another layer's.
  const std::string& file_of(const json::Document* document) const;
  std::string field_name(const std::string& key) const { return "\"" + object_.path_of(key) + "\""; }
  void expected(const std::string& key, const std::string& what);
  // The field's string, with an error when it is not a non-empty one (or is longer than max_bytes).
  std::string non_empty_text(const std::string& key);
  std::string text_within(const std::string& key, std::size_t max_bytes);
  FieldReader child(json::ObjectReader object, json::SchemaObject* schema);

  json::ObjectReader object_;
  std::string file_;
  std::string label_;
  json::Diagnostics& diagnostics_;
  json::SchemaObject* schema_ = nullptr;  // set when describing
};

}  // namespace content
