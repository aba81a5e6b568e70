// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>

namespace game {

// A name with the article it takes in prose: "a Neo Mouse", "an Ancient
// Mouse"; `capital` for the start of a sentence ("A Neo Mouse comes into view.").
inline std::string with_article(const std::string& name, bool capital = false) {
  const bool vowel = !name.empty() && std::string_view("AEIOUaeiou").find(name.front()) != std::string_view::npos;
  const std::string article = vowel ? (capital ? "An " : "an ") : (capital ? "A " : "a ");
  return article + name;
}

}  // namespace game
