#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "content/definitions.h"
#include "json/describe_found.h"
#include "json/diagnostics.h"
#include "json/document.h"
#include "json/object_reader.h"

namespace content {

using JsonPointer = nlohmann::json::json_pointer;

// One content entry to read: its JSON object, where each of its fields came
// from (an inherited field points into the parent entry, perhaps in another
// layer's file), and how messages name it ("monsters[1] \"Neo Mouse\"").
struct EntrySource {
  const json::Document* document = nullptr;
  std::string file;
  std::string label;
  nlohmann::json object;
  json::Origins field_origins;
  JsonPointer pointer;  // where the entry itself is written
};

// Reads typed fields from one entry. Every problem becomes a diagnostic
// naming file, line, column, entry and field, what was expected and what was
// found; the reader then returns a safe fallback so loading can go on and
// report everything at once. It remembers which fields were read (also
// through the readers of nested objects it hands out), so whatever no reader
// asked for is an unknown field, without a list of the known ones.
class FieldReader {
 public:
  // Reads `source` in place: it must outlive the reader and the readers it hands out, unchanged.
  FieldReader(const EntrySource& source, json::Diagnostics& diagnostics);
  FieldReader(EntrySource&& source, json::Diagnostics& diagnostics) = delete;

  bool has(const std::string& key) const { return object_.has(key); }

  std::string string(const std::string& key);
  // A non-empty string of at most `max_bytes` bytes.
  std::string string(const std::string& key, std::size_t max_bytes);
  std::string string_or(const std::string& key, const std::string& fallback);
  int integer(const std::string& key, int min, int max);
  int integer_or(const std::string& key, int min, int max, int fallback);
  IntRange range(const std::string& key, int min, int max);
  bool boolean_or(const std::string& key, bool fallback);
  // A string that must be one of `allowed`.
  std::string choice(const std::string& key, const std::vector<std::string>& allowed);
  std::vector<int> integer_list(const std::string& key, int min, int max);
  std::vector<std::string> string_list(const std::string& key, const std::vector<std::string>& allowed);

  // A reader for the object in `key` (required, or optional when absent).
  FieldReader object(const std::string& key);
  std::optional<FieldReader> optional_object(const std::string& key);
  // Readers for each object in the array `key`; absent means none.
  std::vector<FieldReader> object_list(const std::string& key);
  // An array of exactly two integers [first, last] with first <= last, each within [min, max].
  IntRange pair(const std::string& key, int min, int max);

  // The value of `key` as written (nullptr when absent), now read: for checks the typed readers do not cover.
  const nlohmann::json* raw(const std::string& key) { return object_.read(key); }
  // Marks a field read that is allowed but means nothing here, so it is not reported as unknown.
  void ignore(const std::string& key) { object_.ignore(key); }

  // Warns about every field of the entry that no reader read, suggesting the closest field a reader
  // asked for. Called once, by whoever reads the entry, after everything has been read.
  void warn_unread_fields();

  // Reports a problem with a field that the typed readers cannot see (cross references).
  void error_at(const std::string& key, const std::string& message);

 private:
  FieldReader(json::ObjectReader object, std::string file, std::string label, json::Diagnostics& diagnostics);
  const nlohmann::json* find(const std::string& key) { return object_.read(key); }
  // The file a field is written in: an inherited one may be another layer's.
  const std::string& file_of(const json::Document* document) const;
  std::string field_name(const std::string& key) const { return "\"" + object_.path_of(key) + "\""; }
  void expected(const std::string& key, const std::string& what);
  FieldReader child(json::ObjectReader object) { return FieldReader(std::move(object), file_, label_, diagnostics_); }

  json::ObjectReader object_;
  std::string file_;
  std::string label_;
  json::Diagnostics& diagnostics_;
};

}  // namespace content
