#include "json/object_reader.h"

#include <algorithm>
#include <set>
#include <utility>

namespace json {

namespace {

nlohmann::json as_object(nlohmann::json value) {
  return value.is_object() ? std::move(value) : nlohmann::json::object();
}

std::map<std::string, Pointer> origins_below(const nlohmann::json& object, const Pointer& pointer) {
  std::map<std::string, Pointer> origins;
  for (const auto& item : object.items()) origins.emplace(item.key(), pointer / item.key());
  return origins;
}

nlohmann::json value_at(const Document& document, const Pointer& pointer) {
  try {
    return document.root().at(pointer);
  } catch (const nlohmann::json::exception&) {
    return nlohmann::json::object();
  }
}

// Whether `pointer` is `ancestor` or lies inside it, token by token ("/monsters/10" is not inside "/monsters/1").
bool is_within(Pointer pointer, const Pointer& ancestor) {
  while (true) {
    if (pointer == ancestor) return true;
    if (pointer.empty()) return false;
    pointer.pop_back();
  }
}

bool written_before(const UnreadMember& a, const UnreadMember& b) {
  const TextPosition& x = a.key_position;
  const TextPosition& y = b.key_position;
  return x.line != y.line ? x.line < y.line : x.column < y.column;
}

}  // namespace

// What is known of one object: its members, where they are written, and which were asked for and read.
struct ObjectReader::Record {
  nlohmann::json object;
  std::map<std::string, Pointer> origins;
  Pointer pointer;
  std::string path;                // "" for the first object, "spawn." or "inflicts[0]." below it
  std::vector<std::string> known;  // in the order first asked
  std::set<std::string> read;

  void know(const std::string& key) {
    if (std::find(known.begin(), known.end(), key) == known.end()) known.push_back(key);
  }
};

// Every object read through one first reader, so that all unread members can be listed at the end.
struct ObjectReader::Log {
  std::vector<std::shared_ptr<Record>> records;  // in the order first read
  std::map<std::string, std::shared_ptr<Record>> by_path;
  Pointer first;  // where the first reader's object is written
};

ObjectReader::ObjectReader(const Document* document, nlohmann::json object, std::map<std::string, Pointer> origins,
                           Pointer pointer)
    : document_(document), log_(std::make_shared<Log>()) {
  record_ = std::make_shared<Record>();
  record_->object = as_object(std::move(object));
  record_->origins = std::move(origins);
  record_->pointer = std::move(pointer);
  log_->first = record_->pointer;
  log_->records.push_back(record_);
  log_->by_path.emplace(record_->path, record_);
}

ObjectReader::ObjectReader(const Document& document, const Pointer& pointer)
    : ObjectReader(&document, value_at(document, pointer), {}, pointer) {
  record_->origins = origins_below(record_->object, pointer);
}

ObjectReader::ObjectReader(const Document* document, std::shared_ptr<Record> record, std::shared_ptr<Log> log)
    : document_(document), record_(std::move(record)), log_(std::move(log)) {}

const nlohmann::json& ObjectReader::object() const {
  return record_->object;
}

bool ObjectReader::has(const std::string& key) const {
  record_->know(key);
  return record_->object.contains(key);
}

const nlohmann::json* ObjectReader::read(const std::string& key) {
  record_->know(key);
  const auto found = record_->object.find(key);
  if (found == record_->object.end()) return nullptr;
  record_->read.insert(key);
  return &*found;
}

void ObjectReader::ignore(const std::string& key) {
  record_->know(key);
  record_->read.insert(key);
}

ObjectReader ObjectReader::member(const std::string& key) {
  return child(path_of(key) + ".", read(key), pointer_of(key));
}

ObjectReader ObjectReader::element(const std::string& key, std::size_t index) {
  const nlohmann::json* array = read(key);
  const nlohmann::json* value = array && array->is_array() && index < array->size() ? &(*array)[index] : nullptr;
  return child(path_of(key) + "[" + std::to_string(index) + "].", value, pointer_of(key) / index);
}

// Reading the same nested object twice gives the same record, so a member read either way counts as read.
ObjectReader ObjectReader::child(const std::string& path, const nlohmann::json* value, const Pointer& pointer) {
  if (const auto known = log_->by_path.find(path); known != log_->by_path.end()) {
    return ObjectReader(document_, known->second, log_);
  }
  auto record = std::make_shared<Record>();
  record->object = as_object(value ? *value : nlohmann::json::object());
  record->origins = origins_below(record->object, pointer);
  record->pointer = pointer;
  record->path = path;
  log_->records.push_back(record);
  log_->by_path.emplace(path, record);
  return ObjectReader(document_, std::move(record), log_);
}

std::string ObjectReader::path_of(const std::string& key) const {
  return record_->path + key;
}

Pointer ObjectReader::pointer_of(const std::string& key) const {
  const auto origin = record_->origins.find(key);
  return origin == record_->origins.end() ? record_->pointer / key : origin->second;
}

TextPosition ObjectReader::place(const Pointer& pointer, bool of_key) const {
  if (document_ == nullptr) return {0, 0};
  return of_key ? document_->key_position_of(pointer) : document_->position_of(pointer);
}

TextPosition ObjectReader::position_of(const std::string& key) const {
  const auto origin = record_->origins.find(key);
  return place(origin == record_->origins.end() ? record_->pointer : origin->second, false);
}

TextPosition ObjectReader::key_position_of(const std::string& key) const {
  const auto origin = record_->origins.find(key);
  if (origin == record_->origins.end()) return place(record_->pointer, false);
  return place(origin->second, true);
}

TextPosition ObjectReader::element_position_of(const std::string& key, std::size_t index) const {
  return place(pointer_of(key) / index, false);
}

std::vector<UnreadMember> ObjectReader::unread_members() const {
  std::vector<UnreadMember> unread;
  for (const std::shared_ptr<Record>& record : log_->records) {
    if (!record->path.starts_with(record_->path)) continue;
    const ObjectReader reader(document_, record, log_);
    for (const auto& item : record->object.items()) {
      if (record->read.contains(item.key())) continue;
      // A member copied in from another object is reported by the reader of the object it is written in.
      if (document_ != nullptr && !is_within(reader.pointer_of(item.key()), log_->first)) continue;
      unread.push_back({item.key(), reader.path_of(item.key()), reader.key_position_of(item.key()), record->known});
    }
  }
  std::stable_sort(unread.begin(), unread.end(), written_before);
  return unread;
}

}  // namespace json
