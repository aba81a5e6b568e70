// SPDX-License-Identifier: MIT
// The daily run on the screens: the title's entry and its once-a-day rule, the game-over screen
// lighting the run in the daily table, and the high-score screen's two tables.
#include <doctest/doctest.h>

#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <string>

#include "file_text.h"
#include "game/model/daily_run.h"
#include "game/saving/daily_record.h"
#include "game/saving/save_file.h"
#include "scene_test_fixture.h"
#include "scenes/dungeon/dungeon_scene.h"
#include "scenes/dungeon/hud.h"
#include "scenes/menus/game_over_scene.h"
#include "scenes/menus/high_scores_scene.h"
#include "scenes/menus/title_scene.h"
#include "temp_user_folder.h"

namespace {

constexpr game::CalendarDate kDecemberFourth{2026, 12, 4};
constexpr game::CalendarDate kDecemberFifth{2026, 12, 5};

scenes::SceneContext daily_context(RecordingRequests& requests, const TempUserFolder& user, game::CalendarDate today) {
  return {requests, {.user_dir = user.path, .today = today}, shipped_data()};
}

int daily_button(const scenes::TitleScene& title) {
  for (int i = 0; i < static_cast<int>(title.buttons().size()); ++i) {
    if (title.buttons()[static_cast<std::size_t>(i)].label.starts_with("Daily run")) return i;
  }
  FAIL("the title has no Daily run button");
  return -1;
}

void click_daily_run(scenes::TitleScene& title) {
  render::Input input;
  input.click(render::MouseButton::Left, centre(title.buttons()[static_cast<std::size_t>(daily_button(title))].rect));
  title.logic(input);
}

game::RunSummary daily_death(int xp) {
  game::RunSummary summary{.outcome = game::RunOutcome::Died,
                           .cause = "Killed by a Neo Mouse on floor 1",
                           .floor = 1,
                           .deepest_floor = 1,
                           .level = 2,
                           .xp = xp,
                           .turns = 300,
                           .seed = game::daily_seed(kDecemberFourth)};
  summary.daily = "2026-12-04";
  return summary;
}

}  // namespace

TEST_CASE("the title offers the daily run of today's UTC date, named on its button") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder user;
  scenes::TitleScene title(daily_context(requests, user, kDecemberFourth));
  CHECK(title.buttons()[static_cast<std::size_t>(daily_button(title))].label == "Daily run \u2014 2026-12-04");
}

TEST_CASE("Daily run plays today's seed as a daily run and remembers the date") {
  TestCanvas headless;
  RecordingRequests requests;
  TempUserFolder user;
  scenes::TitleScene title(daily_context(requests, user, kDecemberFourth));
  click_daily_run(title);
  auto* dungeon = dynamic_cast<scenes::DungeonScene*>(requests.next_scene.get());
  REQUIRE(dungeon != nullptr);
  CHECK(dungeon->world().seed() == game::daily_seed(kDecemberFourth));
  CHECK(dungeon->world().daily_date() == "2026-12-04");
  // The top bar tells a daily run by its date where another run shows its seed.
  CHECK(scenes::hud::top_bar_clock(dungeon->world()) == "Turn 0   Daily 2026-12-04");
  CHECK(scenes::hud::top_bar_clock(game::World(7, shipped_content()->factory())) == "Turn 0   Seed 7");
  const game::DailyRecord record = game::load_daily_record(game::daily_record_path(user.path));
  REQUIRE(record.last_started.has_value());
  CHECK(*record.last_started == kDecemberFourth);
}

TEST_CASE("a second daily run on the same day is refused with a message: the next day's is allowed") {
  TestCanvas headless;
  TempUserFolder user;
  RecordingRequests first_requests;
  scenes::TitleScene first(daily_context(first_requests, user, kDecemberFourth));
  click_daily_run(first);
  REQUIRE(first_requests.next_scene);
  // The run was quit and its save given up: starting it counted all the same.
  std::filesystem::remove(game::save_path(user.path));

  RecordingRequests again_requests;
  scenes::TitleScene again(daily_context(again_requests, user, kDecemberFourth));
  click_daily_run(again);
  CHECK_FALSE(again_requests.next_scene);
  CHECK(again.notice() == "Today's daily run (2026-12-04) has been played; a new one starts at 00:00 UTC.");

  RecordingRequests next_day_requests;
  scenes::TitleScene next_day(daily_context(next_day_requests, user, kDecemberFifth));
  click_daily_run(next_day);
  auto* dungeon = dynamic_cast<scenes::DungeonScene*>(next_day_requests.next_scene.get());
  REQUIRE(dungeon != nullptr);
  CHECK(dungeon->world().seed() == game::daily_seed(kDecemberFifth));
  CHECK(dungeon->world().seed() != game::daily_seed(kDecemberFourth));
}

TEST_CASE("today's daily run left saved is continued, not started again") {
  TestCanvas headless;
  TempUserFolder user;
  RecordingRequests first_requests;
  scenes::TitleScene first(daily_context(first_requests, user, kDecemberFourth));
  click_daily_run(first);
  REQUIRE(first_requests.next_scene);
  REQUIRE(std::filesystem::exists(game::save_path(user.path)));

  RecordingRequests requests;
  scenes::TitleScene title(daily_context(requests, user, kDecemberFourth));
  REQUIRE(title.buttons()[0].label == "Continue");
  click_daily_run(title);
  CHECK_FALSE(requests.next_scene);
  CHECK(title.notice().find("is your saved run: choose Continue") != std::string::npos);
  render::Input input;
  input.click(render::MouseButton::Left, centre(title.buttons()[0].rect));
  title.logic(input);
  auto* dungeon = dynamic_cast<scenes::DungeonScene*>(requests.next_scene.get());
  REQUIRE(dungeon != nullptr);
  CHECK(dungeon->world().daily_date() == "2026-12-04");
}

TEST_CASE("a daily run over another saved run asks first, as New game does") {
  TestCanvas headless;
  TempUserFolder user;
  REQUIRE(game::save_run(game::World(3, shipped_factory()), game::save_path(user.path)).ok());
  RecordingRequests requests;
  scenes::TitleScene title(daily_context(requests, user, kDecemberFourth));
  click_daily_run(title);
  CHECK_FALSE(requests.next_scene);
  CHECK(title.notice().find("Choose Daily run again to abandon it") != std::string::npos);
  CHECK_FALSE(game::load_daily_record(game::daily_record_path(user.path)).last_started.has_value());
  click_daily_run(title);
  auto* dungeon = dynamic_cast<scenes::DungeonScene*>(requests.next_scene.get());
  REQUIRE(dungeon != nullptr);
  CHECK(dungeon->world().daily_date() == "2026-12-04");
}

TEST_CASE("a broken daily file is told on the title and set aside: the daily run can then start") {
  TestCanvas headless;
  TempUserFolder user;
  const std::filesystem::path path = game::daily_record_path(user.path);
  write_text(path, "{\"version\": 1, \"started\": ");
  RecordingRequests requests;
  scenes::TitleScene title(daily_context(requests, user, kDecemberFourth));
  CHECK(title.notice().find("The daily-run file " + path.string() + " could not be used") != std::string::npos);
  CHECK(std::filesystem::exists(path.string() + ".bak"));
  click_daily_run(title);
  CHECK(dynamic_cast<scenes::DungeonScene*>(requests.next_scene.get()) != nullptr);
}

TEST_CASE("a daily run's score lands in the daily table, lit there, and not in the all-time one") {
  TestCanvas headless;
  TempUserFolder user;
  RecordingRequests requests;
  scenes::GameOverScene scene(daily_context(requests, user, kDecemberFourth), daily_death(80));
  CHECK(scene.rank() == 0);
  CHECK(scene.table().entries().empty());
  REQUIRE(scene.table().daily_entries().size() == 1);
  CHECK(&scene.shown_entries() == &scene.table().daily_entries());
  const game::HighScore& entry = scene.table().daily_entries()[0];
  CHECK(entry.daily == "2026-12-04");
  CHECK(entry.seed == game::daily_seed(kDecemberFourth));
  CHECK(entry.data.size() == game::HighScore::kDataDigestLength);  // the data's fingerprint

  const game::LoadedTable file = game::HighScoreTable::load(user.scores());
  CHECK(file.table.entries().empty());
  CHECK(file.table.daily_entries().size() == 1);
}

TEST_CASE("the game-over screen of a daily run lights it in the daily table, its first row") {
  TestCanvas headless;
  TempUserFolder user;
  game::HighScoreTable table;
  game::RunSummary ordinary = daily_death(5000);
  ordinary.daily.clear();
  table.insert(game::from_summary(ordinary, "2026-12-03 10:00"));  // first of the all-time table
  REQUIRE(table.save(user.scores()).ok());
  RecordingRequests requests;
  scenes::GameOverScene scene(daily_context(requests, user, kDecemberFourth), daily_death(80));
  REQUIRE(scene.rank() == 0);
  render::Input idle;
  for (int tick = 0; tick < scenes::GameOverScene::kFadeTicks; ++tick) scene.logic(idle);
  scene.draw(headless.canvas());
  int lit = 0;
  const SDL_Rect row = scene.table_view().row_rect(0);
  for (int y = row.y + 2; y < row.y + row.h - 2; ++y) {
    for (int x = row.x + 2; x < row.x + row.w - 2; ++x) lit += is_accent(headless.pixel(x, y)) ? 1 : 0;
  }
  CHECK(lit > 100);
  CHECK(scene.shown_entries().size() == 1);
  CHECK(scene.shown_entries()[0].score == game::score_for(daily_death(80)));
}

TEST_CASE("the high-score screen shows the all-time table, and the daily runs' on its tab") {
  TestCanvas headless;
  TempUserFolder user;
  game::HighScoreTable table;
  table.insert(game::from_summary(daily_death(80), "2026-12-04 10:00"));
  game::RunSummary ordinary = daily_death(500);
  ordinary.daily.clear();
  table.insert(game::from_summary(ordinary, "2026-12-03 10:00"));
  REQUIRE(table.save(user.scores()).ok());

  RecordingRequests requests;
  scenes::HighScoresScene scene(daily_context(requests, user, kDecemberFourth));
  CHECK_FALSE(scene.showing_daily());
  REQUIRE(scene.shown_entries().size() == 1);
  CHECK(scene.shown_entries()[0].daily.empty());
  click(scene, centre(scene.daily_tab().rect));
  CHECK(scene.showing_daily());
  REQUIRE(scene.shown_entries().size() == 1);
  CHECK(scene.shown_entries()[0].daily == "2026-12-04");
  press(scene, SDLK_LEFT);
  CHECK_FALSE(scene.showing_daily());
  press(scene, SDLK_RIGHT);
  CHECK(scene.showing_daily());
  scene.draw(headless.canvas());
}

// The daily run's date is UTC's; a local time beside it would put an evening's daily run of the 7th
// on the 6th west of Greenwich. Set a zone far from UTC, as a player's machine may be.
TEST_CASE("a run's date and time are told in UTC, whatever the machine's time zone") {
  const char* zone_before = std::getenv("TZ");
  const std::string kept = zone_before ? zone_before : "";
  setenv("TZ", "PST8PDT", 1);
  tzset();
  const std::time_t four_past_four_on_the_seventh = 1796616840;  // 2026-12-07 04:14 UTC, the 6th in California
  const std::string told = scenes::utc_date_time(four_past_four_on_the_seventh);
  if (zone_before)
    setenv("TZ", kept.c_str(), 1);
  else
    unsetenv("TZ");
  tzset();
  CHECK(told == "2026-12-07 04:14 UTC");
}
