// SPDX-License-Identifier: MIT
#pragma once

#include <string>

#include "content/database.h"

namespace game {

// How messages name things, from the words their definitions write (an entry's "article" and "plural",
// see data/README.md); a name no definition has (the stairs, a thing a reload removed) takes English's
// regular forms.

// One of it with its article: "a Neo Mouse", "an Ancient Mouse", "some Staples", "the Mouse King";
// `capital` for the start of a sentence ("A Neo Mouse comes into view.").
std::string with_article(const content::Database& content, const std::string& name, bool capital = false);

// Several of it: "Micro Mice", "Nesting Boxes", "Staples".
std::string plural_of(const content::Database& content, const std::string& name);

// A count of it: "a Micro Mouse" for one, "3 Micro Mice" for more.
std::string counted(const content::Database& content, int count, const std::string& name);

}  // namespace game
