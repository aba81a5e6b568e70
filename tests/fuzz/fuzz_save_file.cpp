// SPDX-License-Identifier: MIT
// Fuzzes reading a save file with the shipped data. Any text must give either a run that keeps the
// promises of world_codec.h (it saves back to the same state and plays on without a crash) or a
// reason in words, never both and never a crash.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "fuzz_play.h"
#include "game/replay/state_hash.h"
#include "game/saving/save_file.h"
#include "shipped_factory.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  game::SaveRead read = game::read_save(text, fuzz::shipped_factory());
  fuzz::check(read.ok() == read.error().empty(), "exactly one of the run and the problem is set");
  fuzz::check(fuzz::is_utf8(read.error()), "the problem is UTF-8");
  if (!read.ok()) return 0;
  game::SaveRead again = game::read_save(game::save_text(read->world), fuzz::shipped_factory());
  fuzz::check(again.ok(), "a loaded run saves to a file that loads");
  fuzz::check(game::state_hash(again->world) == game::state_hash(read->world), "a reload keeps the state hash");
  fuzz::play_a_little(read->world);
  return 0;
}
