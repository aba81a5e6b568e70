#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "content/definitions.h"
#include "json/describe_found.h"
#include "json/diagnostics.h"
#include "json/document.h"

namespace content {

using JsonPointer = nlohmann::json::json_pointer;

// One content entry to read: its JSON object, where each of its fields came
// from (an inherited field points into the parent entry), and how messages
// name it ("monsters[1] \"Neo Mouse\"").
struct EntrySource {
  const json::Document* document = nullptr;
  std::string file;
  std::string label;
  nlohmann::json object;
  std::map<std::string, JsonPointer> field_origins;
};

// Reads typed fields from one entry. Every problem becomes a diagnostic
// naming file, line, column, entry and field, what was expected and what was
// found; the reader then returns a safe fallback so loading can go on and
// report everything at once.
class FieldReader {
 public:
  FieldReader(const EntrySource& source, json::Diagnostics& diagnostics);

  bool has(const std::string& key) const { return source_.object.contains(key); }

  std::string string(const std::string& key);
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

  // Warns about every field not in `known`, suggesting the closest known one.
  void warn_unknown_fields(const std::vector<std::string>& known);

  // Reports a problem with a field that the typed readers cannot see (cross references).
  void error_at(const std::string& key, const std::string& message);

 private:
  FieldReader(EntrySource source, json::Diagnostics& diagnostics, std::string field_prefix);
  const nlohmann::json* find(const std::string& key) const;
  json::TextPosition position_of(const std::string& key, bool of_key = false) const;
  std::string field_name(const std::string& key) const { return "\"" + field_prefix_ + key + "\""; }
  void expected(const std::string& key, const std::string& what);
  FieldReader child(const std::string& key, const nlohmann::json& object, const JsonPointer& pointer);

  EntrySource source_;
  json::Diagnostics& diagnostics_;
  std::string field_prefix_;
};

}  // namespace content
