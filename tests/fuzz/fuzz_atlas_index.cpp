// SPDX-License-Identifier: MIT
// Fuzzes reading atlas.json. Any text must give either an index that keeps every promise of
// atlas_index.h or a message saying what is wrong, never both and never a crash.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "render/atlas_index.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const render::AtlasIndexResult result = render::parse_atlas_index(text, "atlas.json");
  fuzz::check(result.index.has_value() == result.error.empty(), "exactly one of the index and the error is set");
  // The message is shown in a message box, which takes UTF-8.
  fuzz::check(fuzz::is_utf8(result.error), "the message is UTF-8");
  if (!result.index) return 0;
  const render::AtlasIndex& index = *result.index;
  fuzz::check(!index.image_file.empty(), "an index names its image");
  fuzz::check(index.tile_size >= 1, "the tile size is positive");
  fuzz::check(index.sprites.contains(std::string(render::kMissingSpriteName)), "an index has the 'missing' sprite");
  for (const auto& [name, rect] : index.sprites) {
    fuzz::check(rect.x >= 0 && rect.y >= 0 && rect.w >= 1 && rect.h >= 1, "every sprite is a non-empty rectangle");
  }
  return 0;
}
