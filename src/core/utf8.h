// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

// UTF-8 as RFC 3629 defines it, checked strictly in one place for every reader: a character is 1 to 4
// bytes; overlong forms (C0 80 for U+0000, E0 80 80...), UTF-16 surrogates (U+D800-U+DFFF, ED A0 80...),
// code points past U+10FFFF (F4 90 80 80 and above, F5-FF) and sequences cut short are all invalid.
namespace core {

// The length in bytes of the well-formed character that starts at text[at], or 0 when the bytes there
// are not one (including `at` past the end).
std::size_t utf8_character_length(std::string_view text, std::size_t at);

// Whether all of `text` is well-formed UTF-8.
bool is_valid_utf8(std::string_view text);

// At most `max_bytes` of `text`, cut before a character rather than inside
// one, so a shortened message is still valid UTF-8.
std::string utf8_prefix(std::string_view text, std::size_t max_bytes);

// At most `most_characters` characters of `text`, and "..." after them when there were more: a name
// or a value quoted in a message, which a file or a command line may make megabytes long.
std::string shortened(std::string_view text, std::size_t most_characters);

// `text` with every byte that is not part of a valid UTF-8 character
// replaced by '?', so text from a broken file can be shown and saved safely.
std::string valid_utf8(std::string_view text);

// Text from a file (a save's entry name, a mod's id), safe to put in a
// message: control characters are written as JSON writes them ("\n", "\t",
// "\u0000"), a backslash doubled, and bytes that are not UTF-8 as '?'. A NUL
// or an escape code would otherwise cut or garble the message wherever it
// is shown (the log, the screen's text).
std::string escape_control_characters(std::string_view text);

// The same, in double quotes, with a quote inside written \".
std::string quoted(std::string_view text);

}  // namespace core
