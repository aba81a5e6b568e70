// SPDX-License-Identifier: MIT
#include "content/field_reader.h"

#include <algorithm>
#include <limits>

#include "json/field_wording.h"
#include "json/suggest.h"

namespace content {

namespace {

namespace shape = json::shape;
namespace expect = json::expect;
using json::Presence;

json::ObjectReader reader_of(const EntrySource& source) {
  if (source.written_whole != nullptr) return json::ObjectReader(*source.document, source.pointer);
  return json::ObjectReader::in_place(source.merged, source.field_origins,
                                      json::Origin{source.document, source.pointer});
}

}  // namespace

FieldReader::FieldReader(const EntrySource& source, json::Diagnostics& diagnostics)
    : FieldReader(reader_of(source), source.file, source.label, diagnostics) {}

FieldReader::FieldReader(json::ObjectReader object, std::string file, std::string label, json::Diagnostics& diagnostics)
    : object_(std::move(object)), file_(std::move(file)), label_(std::move(label)), diagnostics_(diagnostics) {}

FieldReader FieldReader::describing(json::SchemaObject& schema, json::Diagnostics& ignored) {
  FieldReader reader(json::ObjectReader(nullptr, nlohmann::json::object(), {}, JsonPointer{}), "", "", ignored);
  reader.schema_ = &schema;
  return reader;
}

FieldReader FieldReader::child(json::ObjectReader object, json::SchemaObject* schema) {
  FieldReader reader(std::move(object), file_, label_, diagnostics_);
  reader.schema_ = schema;
  return reader;
}

bool FieldReader::has(const std::string& key) const {
  if (!schema_) return object_.has(key);
  schema_->mark_optional(key);
  return true;
}

const std::string& FieldReader::file_of(const json::Document* document) const {
  return document != nullptr && !document->name().empty() ? document->name() : file_;
}

void FieldReader::expected(const std::string& key, const std::string& what) {
  diagnostics_.error(file_of(object_.document_of(key)), object_.position_of(key),
                     label_ + ": " + field_name(key) + " " + json::must_be(what, find(key), json::Found::AsWritten));
}

void FieldReader::error_at(const std::string& key, const std::string& message) {
  diagnostics_.error(file_of(object_.document_of(key)), object_.position_of(key),
                     label_ + ": " + field_name(key) + " " + message);
}

void FieldReader::error_at(const std::string& key, std::size_t index, const std::string& message) {
  diagnostics_.error(file_of(object_.element_document_of(key, index)), object_.element_position_of(key, index),
                     label_ + ": " + field_name(key + "[" + std::to_string(index) + "]") + " " + message);
}

void FieldReader::error_at_character(const std::string& key, std::size_t index, std::size_t offset,
                                     const std::string& message) {
  json::TextPosition position = object_.element_position_of(key, index);
  position.column += 1 + static_cast<int>(offset);
  diagnostics_.error(file_of(object_.element_document_of(key, index)), position,
                     label_ + ": " + field_name(key + "[" + std::to_string(index) + "]") + " " + message);
}

void FieldReader::warn_at(const std::string& key, const std::string& message) {
  diagnostics_.warning(file_of(object_.document_of(key)), object_.position_of(key),
                       label_ + ": " + field_name(key) + " " + message);
}

std::string FieldReader::string(const std::string& key, std::string_view about) {
  if (schema_) schema_->property(key, shape::text(), about, Presence::Required);
  return non_empty_text(key);
}

std::string FieldReader::string(const std::string& key, std::size_t max_bytes, std::string_view about) {
  if (schema_) schema_->property(key, shape::text(max_bytes), about, Presence::Required);
  return text_within(key, max_bytes);
}

std::string FieldReader::string_or(const std::string& key, const std::string& fallback, std::string_view about) {
  // An empty fallback is no default to offer: a written string may not be empty.
  if (schema_) {
    schema_->property(key, fallback.empty() ? shape::text() : shape::with_default(shape::text(), fallback), about,
                      Presence::Optional);
  }
  return has(key) ? non_empty_text(key) : fallback;
}

std::string FieldReader::string_or(const std::string& key, const std::string& fallback, std::size_t max_bytes,
                                   std::string_view about) {
  if (schema_) {
    const shape::Shape text = shape::text(max_bytes);
    schema_->property(key, fallback.empty() ? text : shape::with_default(text, fallback), about, Presence::Optional);
  }
  return has(key) ? text_within(key, max_bytes) : fallback;
}

std::string FieldReader::non_empty_text(const std::string& key) {
  const nlohmann::json* value = find(key);
  if (value && value->is_string() && !value->get<std::string>().empty()) return value->get<std::string>();
  expected(key, std::string(expect::kNonEmptyText));
  return {};
}

std::string FieldReader::text_within(const std::string& key, std::size_t max_bytes) {
  std::string text = non_empty_text(key);
  if (text.size() <= max_bytes) return text;
  error_at(key, json::too_long(text.size(), max_bytes));
  return {};
}

int FieldReader::integer(const std::string& key, int min, int max, std::string_view about) {
  if (schema_) schema_->property(key, shape::integer(min, max), about, Presence::Required);
  const nlohmann::json* value = find(key);
  if (const std::optional<int> number = value ? json::whole_number_within(*value, min, max) : std::nullopt) {
    return *number;
  }
  expected(key, expect::whole_number(min, max));
  return min;
}

int FieldReader::integer_or(const std::string& key, int min, int max, int fallback, std::string_view about) {
  if (schema_) {
    schema_->property(key, shape::with_default(shape::integer(min, max), fallback), about, Presence::Optional);
  }
  return has(key) ? integer(key, min, max, about) : fallback;
}

IntRange FieldReader::range(const std::string& key, int min, int max, std::string_view about) {
  if (schema_) schema_->property(key, shape::range(min, max), about, Presence::Required);
  const nlohmann::json* value = find(key);
  if (!value || !value->is_object()) {
    expected(key, expect::whole_number_range(min, max));
    return {min, min};
  }
  FieldReader inner = object(key, about);
  const int errors_before = diagnostics_.error_count();
  IntRange result{inner.integer("min", min, max, "the smallest value"), inner.integer("max", min, max, "the largest")};
  // An end out of bounds is reported already, and read as a fallback that says nothing of the order.
  if (diagnostics_.error_count() == errors_before && result.min > result.max) {
    error_at(key, "has \"min\" " + std::to_string(result.min) + " greater than \"max\" " + std::to_string(result.max));
    result.max = result.min;
  }
  return result;
}

IntRange FieldReader::pair(const std::string& key, int min, int max, std::string_view about) {
  if (schema_) schema_->property(key, shape::pair(min, max), about, Presence::Required);
  const nlohmann::json* value = find(key);
  const bool shape = value && value->is_array() && value->size() == 2;
  const auto within = [min, max](const nlohmann::json& end) { return json::whole_number_within(end, min, max); };
  if (!shape || !within((*value)[0]) || !within((*value)[1])) {
    expected(key, expect::whole_number_pair(min, max));
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

bool FieldReader::boolean_or(const std::string& key, bool fallback, std::string_view about) {
  if (schema_) schema_->property(key, shape::with_default(shape::boolean(), fallback), about, Presence::Optional);
  const nlohmann::json* value = find(key);
  if (!value) return fallback;
  if (value->is_boolean()) return value->get<bool>();
  expected(key, std::string(expect::kTrueOrFalse));
  return fallback;
}

std::string FieldReader::choice(const std::string& key, const std::vector<std::string>& allowed,
                                std::string_view about) {
  if (schema_) schema_->property(key, shape::one_of(allowed), about, Presence::Required);
  const nlohmann::json* value = find(key);
  if (value && value->is_string()) {
    const std::string text = value->get<std::string>();
    for (const std::string& option : allowed) {
      if (text == option) return text;
    }
  }
  expected(key, expect::one_of(allowed));
  return allowed.front();
}

std::vector<int> FieldReader::integer_list(const std::string& key, int min, int max, std::string_view about,
                                           std::size_t max_items) {
  if (schema_) {
    shape::Shape list = shape::list_of(shape::integer(min, max), true);
    if (max_items != std::numeric_limits<std::size_t>::max()) list["maxItems"] = max_items;
    schema_->property(key, list, about, Presence::Required);
  }
  const nlohmann::json* value = find(key);
  std::vector<int> result;
  if (value && value->is_array() && value->size() > max_items) {
    error_at(key, json::too_many(value->size(), max_items));
    return result;
  }
  if (value && value->is_array() && !value->empty()) {
    for (const nlohmann::json& item : *value) {
      const std::optional<int> number = json::whole_number_within(item, min, max);
      if (!number) {
        expected(key, "a list of " + expect::whole_numbers(min, max));
        return {};
      }
      result.push_back(*number);
    }
    return result;
  }
  expected(key, "a non-empty list of " + expect::whole_numbers(min, max));
  return result;
}

std::vector<std::string> FieldReader::string_list(const std::string& key, const std::vector<std::string>& allowed,
                                                  std::string_view about) {
  if (schema_) schema_->property(key, shape::list_of(shape::one_of(allowed), true), about, Presence::Required);
  const nlohmann::json* value = find(key);
  std::vector<std::string> result;
  if (value && value->is_array() && !value->empty()) {
    for (const nlohmann::json& item : *value) {
      if (!item.is_string() || std::find(allowed.begin(), allowed.end(), item.get<std::string>()) == allowed.end()) {
        expected(key, "a list of " + expect::listed(allowed));
        return {};
      }
      result.push_back(item.get<std::string>());
    }
    return result;
  }
  expected(key, "a non-empty list of " + expect::listed(allowed));
  return result;
}

std::vector<std::string> FieldReader::name_list(const std::string& key, std::string_view about) {
  if (schema_) schema_->property(key, shape::list_of(shape::text(), false), about, Presence::Optional);
  const nlohmann::json* value = find(key);
  if (!value) return {};
  const auto is_name = [](const nlohmann::json& item) {
    return item.is_string() && !item.get_ref<const std::string&>().empty();
  };
  if (!value->is_array() || !std::ranges::all_of(*value, is_name)) {
    expected(key, "a list of names in quotes");
    return {};
  }
  std::vector<std::string> names;
  for (const nlohmann::json& item : *value) names.push_back(item.get<std::string>());
  return names;
}

FieldReader FieldReader::object(const std::string& key, std::string_view about) {
  json::SchemaObject* schema = schema_ ? &schema_->object(key, about, Presence::Required) : nullptr;
  const nlohmann::json* value = find(key);
  if (!value || !value->is_object()) expected(key, std::string(expect::kObject));
  return child(object_.member(key), schema);
}

std::optional<FieldReader> FieldReader::optional_object(const std::string& key, std::string_view about) {
  if (!has(key)) return std::nullopt;
  return object(key, about);
}

std::optional<FieldReader> FieldReader::when(const std::string& key, const std::string& value) {
  if (schema_) return child(object_, &schema_->when(key, value));
  const nlohmann::json* found = find(key);
  if (!found || !found->is_string() || found->get<std::string>() != value) return std::nullopt;
  return *this;
}

const nlohmann::json* FieldReader::raw(const std::string& key, const json::shape::Shape& shape,
                                       std::string_view about) {
  if (schema_) schema_->property(key, shape, about, Presence::Optional);
  return object_.read(key);
}

void FieldReader::ignore(const std::string& key) {
  if (schema_) schema_->allow(key);
  object_.ignore(key);
}

void FieldReader::refuse_old_field(const std::string& key, const std::string& message) {
  if (schema_ || !object_.has(key)) return;
  object_.ignore(key);
  error_at(key, message);
}

std::vector<FieldReader> FieldReader::object_list(const std::string& key, std::string_view about) {
  if (schema_) return {child(object_.member(key), &schema_->list_item(key, about))};
  const nlohmann::json* value = find(key);
  if (!value) return {};
  if (!value->is_array()) {
    expected(key, std::string(expect::kListOfObjects));
    return {};
  }
  std::vector<FieldReader> readers;
  for (std::size_t i = 0; i < value->size(); ++i) {
    if (!(*value)[i].is_object()) {
      error_at(key, i, json::must_be(expect::kObject, &(*value)[i], json::Found::AsWritten));
      continue;
    }
    readers.push_back(child(object_.element(key, i), nullptr));
  }
  return readers;
}

void FieldReader::warn_unread_fields() {
  for (const json::UnreadMember& member : object_.unread_members()) {
    diagnostics_.warning(
        file_of(member.document), member.key_position,
        label_ + ": \"" + member.path + "\": unknown field" + json::did_you_mean(member.key, member.known));
  }
}

}  // namespace content
