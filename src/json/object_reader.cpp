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
  std::map<std::string, Pointer> owned_origins;
  // Where each member is written, for a first reader handed its origins (`owned_origins` or the
  // caller's); null when every member is written in place, at `pointer` / key.
  const std::map<std::string, Pointer>* origins = nullptr;
  Pointer pointer;
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

  // Where member `key` is written, or nothing when it has no origin (it is then placed at the object).
  std::optional<Pointer> origin_of(const std::string& key) const {
    if (!origins) return object->contains(key) ? std::optional<Pointer>(pointer / key) : std::nullopt;
    const auto origin = origins->find(key);
    return origin == origins->end() ? std::nullopt : std::optional<Pointer>(origin->second);
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
    : ObjectReader(document, std::move(pointer)) {
  record_->owned = as_object(std::move(object));
  record_->hold(record_->owned);
  record_->owned_origins = std::move(origins);
  record_->origins = &record_->owned_origins;
}

ObjectReader ObjectReader::in_place(const Document* document, const nlohmann::json& object,
                                    const std::map<std::string, Pointer>& origins, Pointer pointer) {
  ObjectReader reader(document, std::move(pointer));
  reader.record_->hold(object_or_empty(&object));
  reader.record_->origins = &origins;
  return reader;
}

ObjectReader::ObjectReader(const Document& document, const Pointer& pointer) : ObjectReader(&document, pointer) {
  record_->hold(object_at(document, pointer));
}

ObjectReader::ObjectReader(const Document* document, Pointer pointer)
    : document_(document), record_(std::make_shared<Record>()), log_(std::make_shared<Log>()) {
  record_->pointer = std::move(pointer);
  log_->first = record_->pointer;
  log_->records.push_back(record_);
  log_->by_path.emplace(record_->path, record_);
}

ObjectReader::ObjectReader(const Document* document, std::shared_ptr<Record> record, std::shared_ptr<Log> log)
    : document_(document), record_(std::move(record)), log_(std::move(log)) {}

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
  // `value` lies inside an object of this log, which stays as it is while the log lives.
  record->hold(object_or_empty(value));
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
  if (std::optional<Pointer> origin = record_->origin_of(key)) return std::move(*origin);
  return record_->pointer / key;
}

TextPosition ObjectReader::place(const Pointer& pointer, bool of_key) const {
  if (document_ == nullptr) return {0, 0};
  return of_key ? document_->key_position_of(pointer) : document_->position_of(pointer);
}

TextPosition ObjectReader::position_of(const std::string& key) const {
  return place(record_->origin_of(key).value_or(record_->pointer), false);
}

TextPosition ObjectReader::key_position_of(const std::string& key) const {
  const std::optional<Pointer> origin = record_->origin_of(key);
  if (!origin) return place(record_->pointer, false);
  return place(*origin, true);
}

TextPosition ObjectReader::element_position_of(const std::string& key, std::size_t index) const {
  return place(pointer_of(key) / index, false);
}

std::vector<UnreadMember> ObjectReader::unread_members() const {
  std::vector<UnreadMember> unread;
  for (const std::shared_ptr<Record>& record : log_->records) {
    if (!record->path.starts_with(record_->path)) continue;
    const ObjectReader reader(document_, record, log_);
    std::size_t index = 0;
    for (const auto& [key, value] : record->members()) {
      if (record->read[index++]) continue;
      // A member copied in from another object is reported by the reader of the object it is written in.
      if (document_ != nullptr && !is_within(reader.pointer_of(key), log_->first)) continue;
      unread.push_back({key, reader.path_of(key), reader.key_position_of(key), record->known});
    }
  }
  std::stable_sort(unread.begin(), unread.end(), written_before);
  return unread;
}

}  // namespace json
