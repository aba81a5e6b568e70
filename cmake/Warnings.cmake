# SPDX-License-Identifier: MIT
# Every target of ours calls mouseking_set_warnings(target) so the same
# warnings (and, in CI, -Werror) apply everywhere without global flags.
function(mouseking_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow)
  if(MOUSEKING_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
  if(MOUSEKING_SANITIZE)
    target_compile_options(${target} PRIVATE -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
    target_link_options(${target} PRIVATE -fsanitize=address,undefined -fno-sanitize-recover=all)
  endif()
endfunction()
