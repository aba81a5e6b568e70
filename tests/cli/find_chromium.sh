# SPDX-License-Identifier: MIT
# Sourced by the tests that open a balance report in a browser: sets BROWSER to Chromium's command, or
# exits 77 (which ctest reports as skipped) where it is not installed.
BROWSER="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$BROWSER" ]; then
  echo "skipped: Chromium is not installed (Debian's chromium package; tools/test.sh installs it where it can)"
  exit 77
fi
