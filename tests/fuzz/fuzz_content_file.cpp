// SPDX-License-Identifier: MIT
// Fuzzes reading one content file the way load_database does. The text is read as every kind of content
// file in turn, so one input reaches the list reader, copy-from resolution and each definition reader.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "content/content_file.h"
#include "content/definition_readers.h"
#include "content/entry_list.h"
#include "content/room_readers.h"
#include "fuzz_check.h"

namespace {

template <class Read>
void read_list(const content::ContentFile& file, const std::string& list_key, json::Diagnostics& diagnostics,
               Read read) {
  const content::EntryList entries = content::read_entry_list(file, list_key, diagnostics);
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const content::EntrySource entry = entries.entry(i);
    content::FieldReader reader(entry, diagnostics);
    read(reader);
    reader.warn_unread_fields();
  }
}

template <class Read>
void read_single(const content::ContentFile& file, const std::string& object_key, json::Diagnostics& diagnostics,
                 Read read) {
  const auto entry = content::read_single_entry(file, object_key, diagnostics);
  if (!entry) return;
  content::FieldReader reader(*entry, diagnostics);
  read(reader);
  reader.warn_unread_fields();
}

void read_as_every_kind(const content::ContentFile& file, json::Diagnostics& diagnostics) {
  using content::EquipmentSlot;
  using content::FieldReader;
  read_list(file, "monsters", diagnostics, content::read_monster);
  read_list(file, "weapons", diagnostics,
            [](FieldReader& r) { return content::read_equipment(r, EquipmentSlot::Weapon); });
  read_list(file, "armour", diagnostics,
            [](FieldReader& r) { return content::read_equipment(r, EquipmentSlot::Armour); });
  read_list(file, "microchips", diagnostics, content::read_microchip);
  read_list(file, "items", diagnostics, content::read_item);
  read_single(file, "floors", diagnostics, content::read_floor_rules);
  read_single(file, "player", diagnostics, content::read_player);
  read_single(file, "rules", diagnostics, content::read_rules);
  read_list(file, "traps", diagnostics, content::read_trap);
  read_list(file, "rooms", diagnostics, content::read_room);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  json::Diagnostics diagnostics;
  if (const auto file = content::parse_content_text(text, "data/fuzz.json", diagnostics)) {
    read_as_every_kind(*file, diagnostics);
  }
  // The messages are what a modder reads (and what the state dump writes as JSON).
  fuzz::check(fuzz::is_utf8(diagnostics.to_string()), "every message is UTF-8");
  return 0;
}
