// SPDX-License-Identifier: MIT
// Fuzzes reading a scenario file (--scenario) and setting the run up, with the shipped data. Any text
// must give either a scenario or errors, and a scenario either a run or the reasons it cannot be set up.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "content/scenario.h"
#include "fuzz_check.h"
#include "game/session/scenario_setup.h"
#include "shipped_factory.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto factory = fuzz::shipped_factory();
  const content::ScenarioLoadResult loaded = content::parse_scenario(text, "scenario.json", factory->database());
  fuzz::check(loaded.scenario.has_value() == (loaded.diagnostics.error_count() == 0),
              "a scenario comes with no errors, and errors with no scenario");
  fuzz::check(fuzz::is_utf8(loaded.diagnostics.to_string()), "the messages are UTF-8");
  if (!loaded.scenario) return 0;
  game::ScenarioStart start = game::start_scenario(*loaded.scenario, 1, factory);
  fuzz::check(fuzz::is_utf8(start.diagnostics.to_string()), "the set-up messages are UTF-8");
  if (start.world) start.world->perform(game::Action::wait());
  return 0;
}
