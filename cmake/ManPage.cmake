# SPDX-License-Identifier: MIT
# Writes the game's manual page, section 6, from what `mouseking --help` prints, so the two
# never disagree. Run as: cmake -DGAME=path/to/mouseking -DOUTPUT=mouseking.6 -P ManPage.cmake
execute_process(COMMAND "${GAME}" --help OUTPUT_VARIABLE help RESULT_VARIABLE help_result)
execute_process(COMMAND "${GAME}" --version OUTPUT_VARIABLE version OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT help_result EQUAL 0)
  message(FATAL_ERROR "${GAME} --help failed (${help_result})")
endif()

# roff reads a backslash as an escape and a leading dot or quote as a request; a minus
# sign in an option is written \- so that it stays one when copied from the page.
function(roff_text text out)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REGEX REPLACE "^([.'])" "\\\\&\\1" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# CMake lists split on semicolons, which the help text has: they travel as a placeholder.
string(REPLACE ";" "<semicolon>" help "${help}")
string(REPLACE "\n" ";" lines "${help}")

set(description "")
set(options "")
set(in_options FALSE)
foreach(line IN LISTS lines)
  string(REPLACE "<semicolon>" ";" line "${line}")
  if(line MATCHES "^Usage:" OR line STREQUAL "")
    continue()
  elseif(line STREQUAL "Options:")
    set(in_options TRUE)
  elseif(NOT in_options)
    roff_text("${line}" text)
    string(APPEND description "${text}\n")
  elseif(line MATCHES "^  (-[^ ]+( [A-Z]+| \\[[A-Z]+\\])?) +(.*)$")
    # "  --seed N   what it does": the option as a tagged paragraph's tag, its text below.
    roff_text("${CMAKE_MATCH_1}" option)
    roff_text("${CMAKE_MATCH_3}" text)
    string(APPEND options ".TP\n.B ${option}\n${text}\n")
  else()
    # The rest of the option above, indented under it.
    string(STRIP "${line}" continued)
    roff_text("${continued}" text)
    string(APPEND options "${text}\n")
  endif()
endforeach()

roff_text("${version}" version_text)
file(WRITE "${OUTPUT}" ".TH MOUSEKING 6 \"\" \"${version_text}\" \"Games\"
.SH NAME
mouseking \\- a turn\\-based roguelike: climb thirteen floors, catch the escaped lab mice, defeat the Mouse King
.SH SYNOPSIS
.B mouseking
[\\fIoptions\\fR]
.SH DESCRIPTION
${description}Played in a window, with the keyboard or the mouse alone; F1 in the game lists the keys.
.SH OPTIONS
${options}.SH FILES
.TP
.I ~/.local/share/mouseking/
The run in progress, the high scores, the settings, screenshots and mods (mods/);
\\fB$XDG_DATA_HOME\\fR/mouseking/ when that is set.
.TP
.I /usr/share/games/mouseking/
The game's content (data/), its sprites and palette, where the Debian package puts
them; an install by CMake puts them in share/mouseking/ beside the binary's folder.
")
