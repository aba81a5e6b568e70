// SPDX-License-Identifier: MIT
#include "scenes/menus/high_score_table_view.h"

#include <array>
#include <string>
#include <vector>

#include "render/color.h"

namespace scenes {

namespace {

// "more_mice 1.2" -> "more_mice": a mod as the table names it when its version has no room.
std::string without_version(const std::string& mod) {
  const std::size_t space = mod.rfind(' ');
  return space == std::string::npos ? mod : mod.substr(0, space);
}

// The ways to say which mods a run had, longest first: "  (mods: more_mice 1.2, harder 0.3)",
// "  (mods: more_mice, harder)", "  (2 mods)". A run made easier or harder by mods is never
// mistaken for one of the game as shipped, so the note is shortened rather than cut.
std::vector<std::string> mods_notes(const std::vector<std::string>& mods) {
  if (mods.empty()) return {""};
  std::string full = "  (mods:";
  std::string names = "  (mods:";
  for (std::size_t i = 0; i < mods.size(); ++i) {
    full += (i == 0 ? " " : ", ") + mods[i];
    names += (i == 0 ? " " : ", ") + without_version(mods[i]);
  }
  const std::string count = "  (" + std::to_string(mods.size()) + (mods.size() == 1 ? " mod)" : " mods)");
  return {full + ")", names + ")", count};
}

// The cause with the longest mods note that fits `width`; a cause too long even for the shortest
// note (a hand-edited file) is cut, never the note.
std::string cause_cell(render::Canvas& canvas, const game::HighScore& entry, int width) {
  const std::vector<std::string> notes = mods_notes(entry.mods);
  for (const std::string& note : notes) {
    if (canvas.measure_text(entry.cause + note).x <= width) return entry.cause + note;
  }
  return canvas.fit_text(entry.cause, width - canvas.measure_text(notes.back()).x) + notes.back();
}

struct Column {
  const char* title;
  int width;  // 0 for the cause column, which takes the width the others leave
  render::Align align;
  render::TextSize size = render::TextSize::Normal;
};

// A seed is up to 20 digits (any 64-bit number): it and the date are written small, in the quiet
// colour, and the cause takes what the others leave.
constexpr std::array kColumns{
    Column{"#", 30, render::Align::Right},
    Column{"Score", 70, render::Align::Right},
    Column{"Floor", 54, render::Align::Right},
    Column{"Level", 54, render::Align::Right},
    Column{"Cause", 0, render::Align::Left},
    Column{"Seed", 176, render::Align::Right, render::TextSize::Small},
    Column{"Date", 176, render::Align::Left, render::TextSize::Small},  // "2026-12-04 21:14 UTC"
};
constexpr std::size_t kCauseColumn = 4;
constexpr int kTableColumnGap = 18;

constexpr SDL_Color kHighlightBand{255, 214, 90, 38};  // the accent, faint, behind the run's row
constexpr SDL_Color kStripe{255, 255, 255, 9};         // every other row, to guide the eye across

// One column's left edge and width on the canvas.
struct Span {
  int x;
  int width;
};

std::array<Span, kColumns.size()> column_spans(const SDL_Rect& panel) {
  const int inner_width = panel.w - 2 * HighScoreTableView::kPadding;
  int fixed_width = kTableColumnGap * static_cast<int>(kColumns.size() - 1);
  for (const Column& column : kColumns) fixed_width += column.width;
  std::array<Span, kColumns.size()> spans{};
  int x = panel.x + HighScoreTableView::kPadding;
  for (std::size_t i = 0; i < kColumns.size(); ++i) {
    const int width = kColumns[i].width > 0 ? kColumns[i].width : inner_width - fixed_width;
    spans[i] = {x, width};
    x += width + kTableColumnGap;
  }
  return spans;
}

void draw_table_cell(render::Canvas& canvas, const std::string& text, const Span& span, render::Align align, int y,
                     SDL_Color color, render::TextSize size = render::TextSize::Normal) {
  const int x = align == render::Align::Right ? span.x + span.width : span.x;
  canvas.text(text, {x, y}, color, size, align);
}

}  // namespace

SDL_Rect HighScoreTableView::row_rect(int rank) const {
  const int first_row_y = panel_.y + kPadding + kRowHeight + 8;
  return {panel_.x + kPadding / 2, first_row_y + rank * kRowHeight, panel_.w - kPadding, kRowHeight};
}

void HighScoreTableView::draw(render::Canvas& canvas, const std::vector<game::HighScore>& entries,
                              std::optional<int> highlighted_rank) const {
  canvas.fill_rect(panel_, render::colors::palette().panel);
  canvas.outline_rect(panel_, render::colors::palette().panel_border);
  draw_header(canvas);
  if (entries.empty()) {
    const SDL_Rect body = row_rect(game::HighScoreTable::kMaxEntries / 2 - 1);
    canvas.text("No runs yet. Fall bravely or win, and you will be remembered here.", {panel_.x + panel_.w / 2, body.y},
                render::colors::palette().text_dim, render::TextSize::Normal, render::Align::Center);
    return;
  }
  for (int rank = 0; rank < static_cast<int>(entries.size()); ++rank) {
    draw_row(canvas, rank, entries[rank], highlighted_rank == rank);
  }
}

void HighScoreTableView::draw_header(render::Canvas& canvas) const {
  const auto spans = column_spans(panel_);
  const int y = panel_.y + kPadding + (kRowHeight - canvas.line_height(render::TextSize::Small)) / 2;
  for (std::size_t i = 0; i < kColumns.size(); ++i) {
    draw_table_cell(canvas, kColumns[i].title, spans[i], kColumns[i].align, y, render::colors::palette().text_dim,
                    render::TextSize::Small);
  }
  // The rule spans exactly the width of the row bands below it.
  const SDL_Rect first_row = row_rect(0);
  canvas.fill_rect({first_row.x, first_row.y - 5, first_row.w, 1}, render::colors::palette().panel_border);
}

void HighScoreTableView::draw_row(render::Canvas& canvas, int rank, const game::HighScore& entry,
                                  bool highlighted) const {
  const SDL_Rect row = row_rect(rank);
  if (highlighted) {
    canvas.fill_rect(row, kHighlightBand);
    canvas.outline_rect(row, render::colors::palette().accent);
  } else if (rank % 2 == 1) {
    canvas.fill_rect(row, kStripe);
  }
  const auto spans = column_spans(panel_);
  const int y = row.y + (row.h - canvas.line_height()) / 2;
  const SDL_Color main = highlighted ? render::colors::palette().accent : render::colors::palette().text;
  const SDL_Color quiet = highlighted ? render::colors::palette().accent : render::colors::palette().text_dim;
  const SDL_Color cause = highlighted ? render::colors::palette().accent
                          : entry.won ? render::colors::palette().good
                                      : main;
  const std::string cells[] = {std::to_string(rank + 1),
                               std::to_string(entry.score),
                               std::to_string(entry.floor),
                               std::to_string(entry.level),
                               cause_cell(canvas, entry, spans[kCauseColumn].width),
                               std::to_string(entry.seed),
                               entry.when};
  const SDL_Color colors[] = {quiet, main, main, main, cause, quiet, quiet};
  // Every cell is cut to its column: long causes, and anything a hand-edited file holds.
  for (std::size_t i = 0; i < kColumns.size(); ++i) {
    const render::TextSize size = kColumns[i].size;
    const int cell_y = y + (canvas.line_height() - canvas.line_height(size)) / 2;
    draw_table_cell(canvas, canvas.fit_text(cells[i], spans[i].width, size), spans[i], kColumns[i].align, cell_y,
                    colors[i], size);
  }
}

}  // namespace scenes
