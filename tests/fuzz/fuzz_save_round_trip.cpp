// SPDX-License-Identifier: MIT
// Fuzzes the promise that a save the game writes it reads back as it was: any text that loads as a run
// (with the shipped data) saves to a file that loads again, to the same bytes and the same state hash,
// and the run and its reload go on to play the same.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "fuzz_play.h"
#include "game/replay/state_hash.h"
#include "game/saving/save_file.h"
#include "shipped_factory.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  game::SaveRead first = game::read_save(text, fuzz::shipped_factory());
  if (!first.ok()) return 0;
  const std::string saved = game::save_text(first->world);
  game::SaveRead second = game::read_save(saved, fuzz::shipped_factory());
  fuzz::check(second.ok(), "a run the game loaded saves to a file it loads");
  fuzz::check(game::save_text(second->world) == saved, "save, load and save again give the same bytes");
  fuzz::check(game::state_hash(second->world) == game::state_hash(first->world), "a reload keeps the state hash");
  fuzz::play_a_little(first->world);
  fuzz::play_a_little(second->world);
  fuzz::check(game::state_hash(second->world) == game::state_hash(first->world), "a reload plays on the same");
  if (first->world.run_over()) return 0;  // a finished run is never saved
  const std::string played = game::save_text(first->world);
  game::SaveRead third = game::read_save(played, fuzz::shipped_factory());
  fuzz::check(third.ok(), "a loaded run that played on still saves to a file it loads");
  fuzz::check(game::save_text(third->world) == played, "and saves back to the same bytes");
  return 0;
}
