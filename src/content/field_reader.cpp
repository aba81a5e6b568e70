#include "content/field_reader.h"

#include <limits>

#include "json/suggest.h"

namespace content {

namespace {

std::string bounds_text(int min, int max) {
  if (max == std::numeric_limits<int>::max()) return ">= " + std::to_string(min);
  return "from " + std::to_string(min) + " to " + std::to_string(max);
}

std::string joined(const std::vector<std::string>& words) {
  std::string text;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) text += i + 1 == words.size() ? " or " : ", ";
    text += "\"" + words[i] + "\"";
  }
  return text;
}

bool in_bounds(const nlohmann::json& value, int min, int max) {
  if (value.is_number_unsigned())
    return value.get<std::uint64_t>() <= static_cast<std::uint64_t>(std::max(max, 0)) &&
           value.get<std::uint64_t>() >= static_cast<std::uint64_t>(std::max(min, 0));
  if (value.is_number_integer()) return value.get<std::int64_t>() >= min && value.get<std::int64_t>() <= max;
  return false;
}

}  // namespace

FieldReader::FieldReader(const EntrySource& source, json::Diagnostics& diagnostics)
    : source_(source), diagnostics_(diagnostics) {}

FieldReader::FieldReader(EntrySource source, json::Diagnostics& diagnostics, std::string field_prefix)
    : source_(std::move(source)), diagnostics_(diagnostics), field_prefix_(std::move(field_prefix)) {}

const nlohmann::json* FieldReader::find(const std::string& key) const {
  const auto found = source_.object.find(key);
  return found == source_.object.end() ? nullptr : &*found;
}

json::TextPosition FieldReader::position_of(const std::string& key, bool of_key) const {
  if (source_.document == nullptr) return {0, 0};
  const auto origin = source_.field_origins.find(key);
  if (origin == source_.field_origins.end()) {
    // Not in the entry: point at the entry itself.
    const auto any = source_.field_origins.begin();
    return any == source_.field_origins.end() ? json::TextPosition{}
                                              : source_.document->position_of(any->second.parent_pointer());
  }
  return of_key ? source_.document->key_position_of(origin->second) : source_.document->position_of(origin->second);
}

void FieldReader::expected(const std::string& key, const std::string& what) {
  const nlohmann::json* value = find(key);
  const std::string found = value ? ", found " + json::describe_found(*value) : " and is missing";
  diagnostics_.error(source_.file, position_of(key),
                     source_.label + ": " + field_name(key) + " must be " + what + found);
}

void FieldReader::error_at(const std::string& key, const std::string& message) {
  diagnostics_.error(source_.file, position_of(key), source_.label + ": " + field_name(key) + " " + message);
}

std::string FieldReader::string(const std::string& key) {
  const nlohmann::json* value = find(key);
  if (value && value->is_string() && !value->get<std::string>().empty()) return value->get<std::string>();
  expected(key, "a non-empty string");
  return {};
}

std::string FieldReader::string_or(const std::string& key, const std::string& fallback) {
  return has(key) ? string(key) : fallback;
}

int FieldReader::integer(const std::string& key, int min, int max) {
  const nlohmann::json* value = find(key);
  if (value && in_bounds(*value, min, max)) return value->get<int>();
  expected(key, "an integer " + bounds_text(min, max));
  return min;
}

int FieldReader::integer_or(const std::string& key, int min, int max, int fallback) {
  return has(key) ? integer(key, min, max) : fallback;
}

IntRange FieldReader::range(const std::string& key, int min, int max) {
  const nlohmann::json* value = find(key);
  if (!value || !value->is_object()) {
    expected(key, "an object { \"min\": ..., \"max\": ... } with integers " + bounds_text(min, max));
    return {min, min};
  }
  FieldReader inner = object(key);
  IntRange result{inner.integer("min", min, max), inner.integer("max", min, max)};
  inner.warn_unknown_fields({"min", "max"});
  if (result.min > result.max) {
    error_at(key, "has \"min\" " + std::to_string(result.min) + " greater than \"max\" " + std::to_string(result.max));
    result.max = result.min;
  }
  return result;
}

IntRange FieldReader::pair(const std::string& key, int min, int max) {
  const nlohmann::json* value = find(key);
  const bool shape = value && value->is_array() && value->size() == 2;
  if (!shape || !in_bounds((*value)[0], min, max) || !in_bounds((*value)[1], min, max)) {
    expected(key, "a list of two integers [first, last] " + bounds_text(min, max));
    return {min, min};
  }
  IntRange result{(*value)[0].get<int>(), (*value)[1].get<int>()};
  if (result.min > result.max) {
    error_at(key, "lists " + std::to_string(result.min) + " before " + std::to_string(result.max) +
                      "; the first must not be greater than the last");
    result.max = result.min;
  }
  return result;
}

bool FieldReader::boolean_or(const std::string& key, bool fallback) {
  const nlohmann::json* value = find(key);
  if (!value) return fallback;
  if (value->is_boolean()) return value->get<bool>();
  expected(key, "true or false");
  return fallback;
}

std::string FieldReader::choice(const std::string& key, const std::vector<std::string>& allowed) {
  const nlohmann::json* value = find(key);
  if (value && value->is_string()) {
    const std::string text = value->get<std::string>();
    for (const std::string& option : allowed) {
      if (text == option) return text;
    }
  }
  expected(key, "one of " + joined(allowed));
  return allowed.front();
}

std::vector<int> FieldReader::integer_list(const std::string& key, int min, int max) {
  const nlohmann::json* value = find(key);
  std::vector<int> result;
  if (value && value->is_array() && !value->empty()) {
    for (const nlohmann::json& item : *value) {
      if (!in_bounds(item, min, max)) {
        expected(key, "a list of integers " + bounds_text(min, max));
        return {};
      }
      result.push_back(item.get<int>());
    }
    return result;
  }
  expected(key, "a non-empty list of integers " + bounds_text(min, max));
  return result;
}

std::vector<std::string> FieldReader::string_list(const std::string& key, const std::vector<std::string>& allowed) {
  const nlohmann::json* value = find(key);
  std::vector<std::string> result;
  if (value && value->is_array() && !value->empty()) {
    for (const nlohmann::json& item : *value) {
      if (!item.is_string() || std::find(allowed.begin(), allowed.end(), item.get<std::string>()) == allowed.end()) {
        expected(key, "a list of " + joined(allowed));
        return {};
      }
      result.push_back(item.get<std::string>());
    }
    return result;
  }
  expected(key, "a non-empty list of " + joined(allowed));
  return result;
}

FieldReader FieldReader::child(const std::string& key, const nlohmann::json& object, const JsonPointer& pointer) {
  EntrySource inner{source_.document, source_.file, source_.label, object, {}};
  for (const auto& item : object.items()) inner.field_origins[item.key()] = pointer / item.key();
  if (object.empty()) inner.field_origins[""] = pointer / "";
  return FieldReader(std::move(inner), diagnostics_, field_prefix_ + key + ".");
}

FieldReader FieldReader::object(const std::string& key) {
  const nlohmann::json* value = find(key);
  const auto origin = source_.field_origins.find(key);
  const JsonPointer pointer = origin == source_.field_origins.end() ? JsonPointer{} : origin->second;
  if (value && value->is_object()) return child(key, *value, pointer);
  expected(key, "an object");
  static const nlohmann::json kEmptyObject = nlohmann::json::object();
  return child(key, kEmptyObject, pointer);
}

std::optional<FieldReader> FieldReader::optional_object(const std::string& key) {
  if (!has(key)) return std::nullopt;
  return object(key);
}

std::vector<FieldReader> FieldReader::object_list(const std::string& key) {
  const nlohmann::json* value = find(key);
  if (!value) return {};
  if (!value->is_array()) {
    expected(key, "a list of objects");
    return {};
  }
  const JsonPointer pointer = source_.field_origins.at(key);
  std::vector<FieldReader> readers;
  for (std::size_t i = 0; i < value->size(); ++i) {
    const std::string index_key = key + "[" + std::to_string(i) + "]";
    if (!(*value)[i].is_object()) {
      diagnostics_.error(source_.file,
                         source_.document ? source_.document->position_of(pointer / i) : json::TextPosition{},
                         source_.label + ": " + field_name(index_key) + " must be an object, found " +
                             json::describe_found((*value)[i]));
      continue;
    }
    EntrySource inner{source_.document, source_.file, source_.label, (*value)[i], {}};
    for (const auto& item : (*value)[i].items()) inner.field_origins[item.key()] = pointer / i / item.key();
    readers.push_back(FieldReader(std::move(inner), diagnostics_, field_prefix_ + index_key + "."));
  }
  return readers;
}

void FieldReader::warn_unknown_fields(const std::vector<std::string>& known) {
  for (const auto& item : source_.object.items()) {
    if (std::find(known.begin(), known.end(), item.key()) != known.end()) continue;
    diagnostics_.warning(
        source_.file, position_of(item.key(), true),
        source_.label + ": " + field_name(item.key()) + ": unknown field" + json::did_you_mean(item.key(), known));
  }
}

}  // namespace content
