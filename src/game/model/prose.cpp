// SPDX-License-Identifier: MIT
#include "game/model/prose.h"

#include <cctype>
#include <string_view>

namespace game {

namespace {

bool is_vowel(char letter) {
  return std::string_view("AEIOUaeiou").find(letter) != std::string_view::npos;
}

bool ends_with(std::string_view text, std::string_view ending) {
  return text.size() >= ending.size() && text.substr(text.size() - ending.size()) == ending;
}

// English's regular plural: "Boxes", "Batteries", "Crowbars".
std::string regular_plural(const std::string& name) {
  if (ends_with(name, "s") || ends_with(name, "x") || ends_with(name, "z") || ends_with(name, "ch") ||
      ends_with(name, "sh")) {
    return name + "es";
  }
  if (name.size() >= 2 && (name.back() == 'y' || name.back() == 'Y') && !is_vowel(name[name.size() - 2])) {
    return name.substr(0, name.size() - 1) + "ies";
  }
  return name + "s";
}

std::string capitalised(std::string word) {
  if (!word.empty()) word.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(word.front())));
  return word;
}

}  // namespace

std::string with_article(const content::Database& content, const std::string& name, bool capital) {
  const content::Appearance* look = content.find_appearance(name);
  std::string article = look != nullptr && look->article          ? *look->article
                        : !name.empty() && is_vowel(name.front()) ? "an"
                                                                  : "a";
  return (capital ? capitalised(article) : article) + " " + name;
}

std::string plural_of(const content::Database& content, const std::string& name) {
  const content::Appearance* look = content.find_appearance(name);
  return look != nullptr && !look->plural.empty() ? look->plural : regular_plural(name);
}

std::string counted(const content::Database& content, int count, const std::string& name) {
  return count == 1 ? with_article(content, name) : std::to_string(count) + " " + plural_of(content, name);
}

}  // namespace game
