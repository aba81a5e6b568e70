// SPDX-License-Identifier: MIT
#include "content/common_readers.h"

#include "content/limits.h"

namespace content {

namespace {

StatusKind read_status(FieldReader& reader) {
  return read_enum(reader, "status", kStatusKindNames, "The status a hit may cause.");
}

}  // namespace

std::vector<Infliction> read_inflictions(FieldReader& reader) {
  std::vector<Infliction> inflictions;
  for (FieldReader& item : reader.object_list("inflicts", "Statuses its hits may cause; none when left out.")) {
    inflictions.push_back({read_status(item), item.integer("chance", 0, kMaxPercent, "Percent of hits that cause it."),
                           item.range("turns", 1, kTurnsLimit, "How many turns it lasts, rolled at each hit.")});
  }
  return inflictions;
}

}  // namespace content
