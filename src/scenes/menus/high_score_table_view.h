// SPDX-License-Identifier: MIT
#pragma once

#include <SDL.h>

#include <optional>
#include <vector>

#include "game/saving/high_scores.h"
#include "render/canvas.h"

namespace scenes {

// Draws the high-score table in a panel like the HUD's: rank, score, floor,
// level, cause, seed and date in aligned columns, one row (the run just
// ended) lit in the accent colour.
class HighScoreTableView {
 public:
  static constexpr int kRowHeight = 26;
  static constexpr int kPadding = 14;
  // The panel's height: a header and room for a full table.
  static constexpr int kHeight = 2 * kPadding + (game::HighScoreTable::kMaxEntries + 1) * kRowHeight + 8;

  // `left`, `top` and `width` place the panel; its height is kHeight.
  HighScoreTableView(int left, int top, int width) : panel_{left, top, width, kHeight} {}

  const SDL_Rect& panel() const { return panel_; }
  // Where the row of a 0-based rank is drawn.
  SDL_Rect row_rect(int rank) const;

  void draw(render::Canvas& canvas, const std::vector<game::HighScore>& entries,
            std::optional<int> highlighted_rank) const;

 private:
  void draw_header(render::Canvas& canvas) const;
  void draw_row(render::Canvas& canvas, int rank, const game::HighScore& entry, bool highlighted) const;

  SDL_Rect panel_;
};

}  // namespace scenes
