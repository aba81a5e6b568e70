# SPDX-License-Identifier: MIT
# Runs the packer on broken sources and checks that it exits 1 and reports
# each problem as file:line:col: message. Called by CTest with -D PACKER=...
# -D FIXTURES=... -D OUT_DIR=...
execute_process(
  COMMAND "${PACKER}"
    --palette "${FIXTURES}/palette.txt"
    --sprites "${FIXTURES}/bad_sprites"
    --out-image "${OUT_DIR}/atlas.png"
    --out-index "${OUT_DIR}/atlas.json"
  RESULT_VARIABLE exit_code
  ERROR_VARIABLE errors
  OUTPUT_QUIET)

if(NOT exit_code EQUAL 1)
  message(FATAL_ERROR "expected exit code 1, found ${exit_code}")
endif()
if(EXISTS "${OUT_DIR}/atlas.png")
  message(FATAL_ERROR "broken sources still produced ${OUT_DIR}/atlas.png")
endif()

set(expected_errors
  "palette.txt:4:3: expected a colour #RRGGBB or #RRGGBBAA, found \"#123\""
  "broken.txt:4:5: expected a character from the palette, found 'Z'"
  "broken.txt:7:17: expected 16 pixels in the row, found 17"
  "bad_sprites: expected a valid sprite file \"missing.txt\"")
foreach(expected IN LISTS expected_errors)
  string(FIND "${errors}" "${expected}" found_at)
  if(found_at EQUAL -1)
    message(FATAL_ERROR "expected the error\n  ${expected}\nfound only:\n${errors}")
  endif()
endforeach()
