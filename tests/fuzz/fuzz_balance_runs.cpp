// SPDX-License-Identifier: MIT
// Fuzzes reading runs.json, the runs of a balance study that --merge joins. Any text must give either a
// failure worded in UTF-8, or a study whose report can be made and whose runs.json, written again, reads
// back to the same text.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_check.h"
#include "game/balance/balance_report.h"
#include "game/balance/balance_runs_file.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const core::Result<game::BalanceOutcome> read = game::read_runs_file(text);
  if (!read) {
    fuzz::check(fuzz::is_utf8(read.error()), "the failure is UTF-8");
    return 0;
  }
  fuzz::check(!game::balance_report_text(*read).empty(), "the report is made");
  fuzz::check(!game::balance_html(*read).empty(), "the page is made");
  const std::string written = game::runs_file_text(*read);
  const core::Result<game::BalanceOutcome> again = game::read_runs_file(written);
  fuzz::check(again.ok(), "a written runs.json reads back");
  fuzz::check(game::runs_file_text(*again) == written, "a written runs.json reads back the same");
  return 0;
}
