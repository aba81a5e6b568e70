// SPDX-License-Identifier: MIT
#include <SDL_image.h>
#include <doctest/doctest.h>

#include <fstream>

#include "render/screenshot.h"
#include "result_checks.h"
#include "scene_test_fixture.h"
#include "temp_folder.h"

TEST_CASE("a screenshot is a PNG of the frame in the folder, and a second one does not overwrite it") {
  TestCanvas headless;
  TempFolder folder("screenshot");
  headless.canvas().clear({10, 200, 30, 255});
  const auto shots = folder.path / "screenshots";
  const core::Result<std::filesystem::path> first = render::save_screenshot(headless.canvas(), shots);
  REQUIRE_OK(first);
  const core::Result<std::filesystem::path> second = render::save_screenshot(headless.canvas(), shots);
  REQUIRE_OK(second);
  CHECK(*first != *second);
  CHECK(first->parent_path() == shots);
  CHECK(first->filename().string().starts_with("mouseking-"));
  CHECK(first->extension() == ".png");

  const render::SurfacePtr image(IMG_Load(first->string().c_str()));
  REQUIRE(image);
  CHECK(image->w == render::kDesignWidth);
  CHECK(image->h == render::kDesignHeight);
  Uint8 r = 0, g = 0, b = 0;
  const render::SurfacePtr rgb(SDL_ConvertSurfaceFormat(image.get(), SDL_PIXELFORMAT_ARGB8888, 0));
  SDL_GetRGB(static_cast<const Uint32*>(rgb->pixels)[0], rgb->format, &r, &g, &b);
  CHECK(r == 10);
  CHECK(g == 200);
  CHECK(b == 30);
}

TEST_CASE("free screenshot names count up instead of overwriting") {
  TempFolder folder("screenshot");
  const std::time_t when = 1700000000;
  const auto first = render::free_screenshot_path(folder.path, when);
  std::ofstream(first) << "taken";
  const auto second = render::free_screenshot_path(folder.path, when);
  CHECK(second.filename().string() == first.stem().string() + "-2.png");
}

TEST_CASE("a screenshot into a folder that cannot be made says why instead of crashing") {
  TestCanvas headless;
  TempFolder folder("screenshot");
  std::ofstream(folder.path / "a-file") << "not a folder";
  const core::Result<std::filesystem::path> shot =
      render::save_screenshot(headless.canvas(), folder.path / "a-file" / "shots");
  CHECK_FALSE(shot.ok());
  CHECK(shot.error().find("Could not create") != std::string::npos);
}
