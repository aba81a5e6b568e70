#include "scene_test_fixture.h"

#include <doctest/doctest.h>

std::shared_ptr<game::ContentLibrary> shipped_content() {
  static const auto content = [] {
    auto library = std::make_shared<game::ContentLibrary>(MOUSEKING_SHIPPED_DATA_DIR, content::SpriteCheck{});
    REQUIRE_MESSAGE(library->load(), library->diagnostics().to_string());
    return library;
  }();
  return content;
}
