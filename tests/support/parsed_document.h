// SPDX-License-Identifier: MIT
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <utility>

#include "json/document.h"
#include "json/text_position.h"

// `text` read as a document, which it must be without an error.
inline json::Document parsed(std::string_view text) {
  json::ParseResult result = json::read_document(text);
  REQUIRE_MESSAGE(result.document.has_value(), (result.error ? result.error->message : "no error either"));
  CHECK_FALSE(result.error.has_value());
  return std::move(*result.document);
}

// "3:14", as messages write a place.
inline std::string line_and_column(json::TextPosition position) {
  return std::to_string(position.line) + ":" + std::to_string(position.column);
}
