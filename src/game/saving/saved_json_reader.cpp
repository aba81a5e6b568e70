// SPDX-License-Identifier: MIT
#include "game/saving/saved_json_reader.h"

#include <limits>

#include "json/describe_found.h"

namespace game {

namespace {

const nlohmann::json& empty_object() {
  static const nlohmann::json empty = nlohmann::json::object();
  return empty;
}

bool is_of_type(const nlohmann::json& value, nlohmann::json::value_t type) {
  using Type = nlohmann::json::value_t;
  // Whole numbers may be stored signed or unsigned by the parser.
  if (type == Type::number_integer) return value.is_number_integer();
  return value.type() == type;
}

}  // namespace

SavedJsonReader::SavedJsonReader(const nlohmann::json& object, std::string path, std::string& problem)
    : object_(object.is_object() ? object : empty_object()), path_(std::move(path)), problem_(problem) {
  if (!object.is_object() && problem_.empty())
    problem_ = path_ + ": expected an object, found " + json::describe_kind_found(object);
}

bool SavedJsonReader::has(const std::string& key) const {
  return object_.contains(key);
}

bool SavedJsonReader::is_null(const std::string& key) const {
  const auto found = object_.find(key);
  return found != object_.end() && found->is_null();
}

std::string SavedJsonReader::path_of(const std::string& key) const {
  return path_.empty() ? key : path_ + "." + key;
}

void SavedJsonReader::fail(const std::string& key, const std::string& message) {
  if (problem_.empty()) problem_ = path_of(key) + ": " + message;
}

void SavedJsonReader::fail_data_mismatch(const std::string& key, const std::string& message) {
  if (problem_.empty() && data_mismatch_) *data_mismatch_ = true;
  fail(key, message);
}

const nlohmann::json* SavedJsonReader::field(const std::string& key, nlohmann::json::value_t type,
                                             const std::string& expected) {
  if (!ok()) return nullptr;
  const auto found = object_.find(key);
  if (found == object_.end()) {
    fail(key, "is missing (expected " + expected + ")");
    return nullptr;
  }
  if (!is_of_type(*found, type)) {
    fail(key, "expected " + expected + ", found " + json::describe_kind_found(*found));
    return nullptr;
  }
  return &*found;
}

int SavedJsonReader::integer(const std::string& key, int min, int max) {
  const std::string expected = "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
  const nlohmann::json* value = field(key, nlohmann::json::value_t::number_integer, expected);
  if (!value) return min;
  // A number beyond int64 is simply too big, like any other out-of-range value.
  constexpr std::int64_t kLargest = std::numeric_limits<std::int64_t>::max();
  const bool huge = value->is_number_unsigned() && value->get<std::uint64_t>() > static_cast<std::uint64_t>(kLargest);
  const std::int64_t number = huge ? kLargest : value->get<std::int64_t>();
  if (number < min || number > max) {
    fail(key, "expected " + expected + ", found " + json::describe_kind_found(*value));
    return min;
  }
  return static_cast<int>(number);
}

std::uint64_t SavedJsonReader::unsigned_integer(const std::string& key) {
  const nlohmann::json* value = field(key, nlohmann::json::value_t::number_integer, "a whole number of 0 or more");
  if (!value) return 0;
  if (!value->is_number_unsigned() && value->get<std::int64_t>() < 0) {
    fail(key, "expected a whole number of 0 or more, found " + json::describe_kind_found(*value));
    return 0;
  }
  return value->get<std::uint64_t>();
}

bool SavedJsonReader::boolean(const std::string& key) {
  const nlohmann::json* value = field(key, nlohmann::json::value_t::boolean, "true or false");
  return value && value->get<bool>();
}

std::string SavedJsonReader::string(const std::string& key, std::size_t max_length) {
  const nlohmann::json* value = field(key, nlohmann::json::value_t::string, "a text");
  if (!value) return {};
  const auto& text = value->get_ref<const std::string&>();
  if (text.size() > max_length) {
    fail(key, "is " + std::to_string(text.size()) + " bytes long; at most " + std::to_string(max_length) + " fit");
    return {};
  }
  return text;
}

std::vector<std::string> SavedJsonReader::string_list(const std::string& key, std::size_t max_count,
                                                      std::size_t max_length) {
  const nlohmann::json* list = field(key, nlohmann::json::value_t::array, "a list of texts");
  if (!list) return {};
  if (list->size() > max_count) {
    fail(key, "holds " + std::to_string(list->size()) + " entries; at most " + std::to_string(max_count) + " fit");
    return {};
  }
  std::vector<std::string> texts;
  texts.reserve(list->size());
  for (const nlohmann::json& item : *list) {
    const std::string where = key + "[" + std::to_string(texts.size()) + "]";
    if (!item.is_string() || item.get_ref<const std::string&>().size() > max_length) {
      fail(where, "expected a text of at most " + std::to_string(max_length) + " bytes, found " +
                      json::describe_kind_found(item));
      return {};
    }
    texts.push_back(item.get<std::string>());
  }
  return texts;
}

SavedJsonReader SavedJsonReader::object(const std::string& key) {
  const nlohmann::json* value = field(key, nlohmann::json::value_t::object, "an object");
  SavedJsonReader child(value ? *value : empty_object(), path_of(key), problem_);
  child.data_mismatch_ = data_mismatch_;
  return child;
}

std::vector<SavedJsonReader> SavedJsonReader::object_list(const std::string& key, std::size_t max_count) {
  const nlohmann::json* list = field(key, nlohmann::json::value_t::array, "a list");
  if (!list) return {};
  if (list->size() > max_count) {
    fail(key, "holds " + std::to_string(list->size()) + " entries; at most " + std::to_string(max_count) + " fit");
    return {};
  }
  std::vector<SavedJsonReader> readers;
  readers.reserve(list->size());
  for (const nlohmann::json& item : *list) {
    readers.emplace_back(item, path_of(key) + "[" + std::to_string(readers.size()) + "]", problem_);
    readers.back().data_mismatch_ = data_mismatch_;
  }
  return readers;
}

}  // namespace game
