// SPDX-License-Identifier: MIT
#include "json/object_reader.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <utility>

namespace json {

namespace {

using Members = nlohmann::json::object_t;

nlohmann::json as_object(nlohmann::json value) {
  return value.is_object() ? std::move(value) : nlohmann::json::object();
}

// What a reader reads where there is no object: nested readers borrow it rather than each holding one.
const nlohmann::json& empty_object() {
  static const nlohmann::json kEmpty = nlohmann::json::object();
  return kEmpty;
}

const nlohmann::json& object_or_empty(const nlohmann::json* value) {
  return value != nullptr && value->is_object() ? *value : empty_object();
}

const nlohmann::json& object_at(const Document& document, const Pointer& pointer) {
  try {
    return object_or_empty(&document.root().at(pointer));
  } catch (const nlohmann::json::exception&) {
    return empty_object();
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
// Loading reads thousands of entries, so a record copies nothing it can borrow: a nested object is
// read where it stands in its parent (which the log keeps alive, unchanged), its members are known to
// be written in place rather than listed in a map, and the read flags sit in a vector beside them.
struct ObjectReader::Record {
  nlohmann::json owned;  // the object a first reader was handed; the others borrow theirs
  const nlohmann::json* object = &empty_object();
  Origin self;                     // where the object is written; not whole when it was merged
  std::string path;                // "" for the first object, "spawn." or "inflicts[0]." below it
  std::vector<std::string> known;  // in the order first asked
  std::vector<bool> read;          // one flag per member, in the order the object holds them

  void hold(const nlohmann::json& borrowed) {
    object = &borrowed;
    read.assign(members().size(), false);
  }

  const Members& members() const { return object->get_ref<const Members&>(); }

  void know(const std::string& key) {
    if (std::find(known.begin(), known.end(), key) == known.end()) known.push_back(key);
  }

  // Marks `key` read and gives its value, or nullptr when the object has no such member.
  const nlohmann::json* mark_read(const std::string& key) {
    const Members& all = members();
    const auto found = all.find(key);
    if (found == all.end()) return nullptr;
    read[static_cast<std::size_t>(std::distance(all.begin(), found))] = true;
    return &found->second;
  }
};

// Every object read through one first reader, so that all unread members can be listed at the end,
// and the origins of a merged object's members, which its nested readers look up by path.
struct ObjectReader::Log {
  std::vector<std::shared_ptr<Record>> records;  // in the order first read
  std::map<std::string, std::shared_ptr<Record>> by_path;
  Origins owned_origins;
  const Origins* origins = &owned_origins;

  std::optional<Origin> find(const std::string& path) const {
    const auto found = origins->find(path);
    return found == origins->end() ? std::nullopt : std::optional<Origin>(found->second);
  }
};

ObjectReader::ObjectReader(const Document* document, nlohmann::json object, std::map<std::string, Pointer> origins,
                           Pointer pointer)
    : ObjectReader(Origin{document, std::move(pointer), false}) {
  record_->owned = as_object(std::move(object));
  record_->hold(record_->owned);
  for (auto& [key, origin] : origins) {
    const bool copied = !is_within(origin, record_->self.pointer);
    log_->owned_origins.emplace(key, Origin{document, std::move(origin), true, copied});
  }
}

ObjectReader ObjectReader::in_place(const nlohmann::json& object, const Origins& origins, Origin self) {
  self.whole = false;
  ObjectReader reader(std::move(self));
  reader.record_->hold(object_or_empty(&object));
  reader.log_->origins = &origins;
  return reader;
}

ObjectReader::ObjectReader(const Document& document, const Pointer& pointer)
    : ObjectReader(Origin{&document, pointer}) {
  record_->hold(object_at(document, pointer));
}

ObjectReader::ObjectReader(Origin self) : record_(std::make_shared<Record>()), log_(std::make_shared<Log>()) {
  record_->self = std::move(self);
  log_->records.push_back(record_);
  log_->by_path.emplace(record_->path, record_);
}

ObjectReader::ObjectReader(std::shared_ptr<Record> record, std::shared_ptr<Log> log)
    : record_(std::move(record)), log_(std::move(log)) {}

const nlohmann::json& ObjectReader::object() const {
  return *record_->object;
}

bool ObjectReader::has(const std::string& key) const {
  record_->know(key);
  return record_->object->contains(key);
}

const nlohmann::json* ObjectReader::read(const std::string& key) {
  record_->know(key);
  return record_->mark_read(key);
}

void ObjectReader::ignore(const std::string& key) {
  record_->know(key);
  record_->mark_read(key);
}

ObjectReader ObjectReader::member(const std::string& key) {
  return child(path_of(key) + ".", read(key), place_of(key));
}

ObjectReader ObjectReader::element(const std::string& key, std::size_t index) {
  const nlohmann::json* array = read(key);
  const nlohmann::json* value = array && array->is_array() && index < array->size() ? &(*array)[index] : nullptr;
  const Origin list = place_of(key);
  Origin origin =
      element_origin_of(key, index).value_or(Origin{list.document, list.pointer / index, list.whole, list.copied});
  return child(path_of(key) + "[" + std::to_string(index) + "].", value, std::move(origin));
}

// Reading the same nested object twice gives the same record, so a member read either way counts as read.
ObjectReader ObjectReader::child(const std::string& path, const nlohmann::json* value, Origin origin) {
  if (const auto known = log_->by_path.find(path); known != log_->by_path.end()) {
    return ObjectReader(known->second, log_);
  }
  auto record = std::make_shared<Record>();
  // `value` lies inside an object of this log, which stays as it is while the log lives.
  record->hold(object_or_empty(value));
  record->self = std::move(origin);
  record->path = path;
  log_->records.push_back(record);
  log_->by_path.emplace(path, record);
  return ObjectReader(std::move(record), log_);
}

std::string ObjectReader::path_of(const std::string& key) const {
  return record_->path + key;
}

// A member of an object written whole is written in it; a merged object's members are looked up by path.
std::optional<Origin> ObjectReader::origin_of(const std::string& key) const {
  const Record& record = *record_;
  if (!record.self.whole) return log_->find(path_of(key));
  if (!record.object->contains(key)) return std::nullopt;
  return Origin{record.self.document, record.self.pointer / key, true, record.self.copied};
}

std::optional<Origin> ObjectReader::element_origin_of(const std::string& key, std::size_t index) const {
  const std::optional<Origin> list = origin_of(key);
  if (!list) return std::nullopt;
  if (list->whole) return Origin{list->document, list->pointer / index, true, list->copied};
  return log_->find(path_of(key) + "[" + std::to_string(index) + "]");
}

Origin ObjectReader::place_of(const std::string& key) const {
  if (std::optional<Origin> origin = origin_of(key)) return std::move(*origin);
  return Origin{record_->self.document, record_->self.pointer / key, record_->self.whole, record_->self.copied};
}

Origin ObjectReader::self() const {
  return record_->self;
}

namespace {

TextPosition place(const Origin& origin, bool of_key) {
  if (origin.document == nullptr) return {0, 0};
  return of_key ? origin.document->key_position_of(origin.pointer) : origin.document->position_of(origin.pointer);
}

}  // namespace

TextPosition ObjectReader::position_of(const std::string& key) const {
  return place(origin_of(key).value_or(self()), false);
}

TextPosition ObjectReader::key_position_of(const std::string& key) const {
  const std::optional<Origin> origin = origin_of(key);
  if (!origin) return place(self(), false);
  return place(*origin, true);
}

TextPosition ObjectReader::element_position_of(const std::string& key, std::size_t index) const {
  if (const std::optional<Origin> origin = element_origin_of(key, index)) return place(*origin, false);
  return position_of(key);
}

const Document* ObjectReader::document_of(const std::string& key) const {
  return origin_of(key).value_or(self()).document;
}

const Document* ObjectReader::element_document_of(const std::string& key, std::size_t index) const {
  if (const std::optional<Origin> origin = element_origin_of(key, index)) return origin->document;
  return document_of(key);
}

std::vector<UnreadMember> ObjectReader::unread_members() const {
  std::vector<UnreadMember> unread;
  for (const std::shared_ptr<Record>& record : log_->records) {
    if (!record->path.starts_with(record_->path)) continue;
    const ObjectReader reader(record, log_);
    std::size_t index = 0;
    for (const auto& [key, value] : record->members()) {
      if (record->read[index++]) continue;
      // A member copied in from another object is reported by the reader of the object it is written in.
      const Origin origin = reader.place_of(key);
      if (origin.copied) continue;
      unread.push_back({key, reader.path_of(key), reader.key_position_of(key), origin.document, record->known});
    }
  }
  std::stable_sort(unread.begin(), unread.end(), written_before);
  return unread;
}

}  // namespace json
