// SPDX-License-Identifier: MIT
#pragma once

#include <string_view>
#include <unordered_map>

#include "content/database.h"
#include "game/model/entity.h"

namespace game {

// The looks of the content definitions, by name, for giving things already made the looks of new
// data (F5). What follows the data at once is what a thing shows (its sprite and description, as a
// save loaded with the new data would show it); what was rolled when it was made stays (its
// numbers). Its name stays too: a reload that renames a definition the run holds is refused.
class EntityLooks {
 public:
  // Borrows `content`, which must outlive this.
  explicit EntityLooks(const content::Database& content);

  // Gives `entity` the sprite and description of its definition; built-in things (stairs, doors),
  // which no data file defines, keep theirs.
  void apply(Entity& entity) const;

 private:
  std::unordered_map<std::string_view, const content::Appearance*> by_name_;
};

}  // namespace game
