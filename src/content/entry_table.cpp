// SPDX-License-Identifier: MIT
#include "content/entry_table.h"

#include "core/utf8.h"

namespace content {

namespace {

constexpr std::size_t kLongestQuotedName = 60;

}  // namespace

std::string EntryTable::label_of(std::size_t entry) const {
  std::string label = list_key + "[" + std::to_string(entries[entry].list_index) + "]";
  const std::string name = name_of(entry);
  // A name too long to be valid is still how the modder finds the entry; its start is enough for that.
  if (!name.empty()) label += " \"" + core::shortened(name, kLongestQuotedName) + "\"";
  return label;
}

std::string EntryTable::name_of(std::size_t entry) const {
  const nlohmann::json& object = *entries[entry].object;
  const auto name = object.find("name");
  return name != object.end() && name->is_string() ? name->get<std::string>() : std::string();
}

bool EntryTable::deletes(std::size_t entry) const {
  const nlohmann::json& object = *entries[entry].object;
  const auto found = object.find("delete");
  return found != object.end() && found->is_boolean() && found->get<bool>();
}

const nlohmann::json& EntryTable::value_of(const EntryField& field) const {
  if (field.changed) return field.changed->list.value;
  const auto& members = entries[field.owner].object->get_ref<const nlohmann::json::object_t&>();
  return members.find(field.key)->second;
}

json::Origin EntryTable::origin_of(const EntryField& field, std::size_t reader) const {
  json::Origin origin = field.changed ? field.changed->origin
                                      : json::Origin{&entries[field.owner].file->document,
                                                     pointer_of(field.owner) / std::string(field.key)};
  origin.copied = field.owner != reader;
  return origin;
}

ListWithOrigins EntryTable::list_of(const EntryField& field, std::size_t reader) const {
  ListWithOrigins list;
  if (field.changed) {
    list = field.changed->list;
  } else {
    list.value = value_of(field);
    const json::Origin origin = origin_of(field, field.owner);
    for (std::size_t i = 0; i < list.value.size(); ++i) list.elements.push_back({origin.document, origin.pointer / i});
  }
  if (field.owner != reader) {
    for (json::Origin& element : list.elements) element.copied = true;
  }
  return list;
}

void EntryTable::error(std::size_t entry, const JsonPointer& pointer, const std::string& message,
                       json::Diagnostics& diagnostics) const {
  const ContentFile& file = *entries[entry].file;
  diagnostics.error(file.display_name, file.document.position_of(pointer), label_of(entry) + ": " + message);
}

}  // namespace content
