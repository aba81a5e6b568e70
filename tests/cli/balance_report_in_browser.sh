#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: balance_report_in_browser.sh GAME_BINARY
# Opens a balance study's report.html in a headless Chromium, as a designer's browser would: the page logs no
# console error (a broken script, a file or address it cannot load), and every chart the folder holds is drawn
# in it at a real size with marks in it. Skipped (exit 77) where Chromium is not installed.
set -euo pipefail
GAME="$1"
# shellcheck source=find_chromium.sh
source "$(dirname "$0")/find_chromium.sh"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$GAME" --balance --seeds 1-6 --turns 1500 --against-mod "$(dirname "$0")/../mods/fixture_mod" \
  --report "$WORK/report" >/dev/null

# A page beside the report loads it in a frame and writes, for each figure, its id, drawn width and height and
# how many shapes and texts its chart holds; --dump-dom prints the page once its scripts have run.
cat >"$WORK/report/inspect.html" <<'PAGE'
<!DOCTYPE html><html><body><pre id="figures">not loaded</pre>
<iframe id="report" src="report.html" width="1400" height="900"></iframe>
<script>
const frame = document.getElementById('report');
frame.addEventListener('load', () => {
  const rows = [];
  for (const figure of frame.contentDocument.querySelectorAll('figure')) {
    const chart = figure.querySelector('svg');
    const box = chart ? chart.getBoundingClientRect() : {width: 0, height: 0};
    const marks = chart ? chart.querySelectorAll('rect, line, polyline, polygon, path, text').length : 0;
    rows.push(['figure', figure.id, Math.round(box.width), Math.round(box.height), marks].join(' '));
  }
  document.getElementById('figures').textContent = rows.join('\n');
});
</script></body></html>
PAGE
# Root in a container has no user namespaces for Chromium's sandbox; the page is our own file.
timeout 120 "$BROWSER" --headless=new --no-sandbox --disable-gpu --allow-file-access-from-files \
  --enable-logging=stderr --v=0 --virtual-time-budget=10000 --dump-dom "file://$WORK/report/inspect.html" \
  >"$WORK/dom.html" 2>"$WORK/browser.log" || { echo "FAIL: Chromium did not open the page"; cat "$WORK/browser.log"; exit 1; }

if grep "CONSOLE" "$WORK/browser.log"; then
  echo "FAIL: report.html logged the console messages above"
  exit 1
fi
FAILED=0
for chart in "$WORK"/report/*.svg; do
  name="$(basename "$chart")"
  row="$(grep -o "figure $name [0-9]* [0-9]* [0-9]*" "$WORK/dom.html" || true)"
  read -r _ _ width height marks <<<"${row:-figure $name 0 0 0}"
  if [ "$width" -lt 300 ] || [ "$height" -lt 150 ] || [ "$marks" -lt 10 ]; then
    echo "FAIL: $name is drawn ${width}x${height} with $marks marks in report.html"
    FAILED=1
  fi
done
CHARTS=$(ls "$WORK"/report/*.svg | wc -l)
[ "$CHARTS" -ge 8 ] || { echo "FAIL: the report folder holds $CHARTS charts, not 8"; FAILED=1; }
[ "$FAILED" -eq 0 ] && echo "report.html opens in Chromium with no console message and all $CHARTS charts drawn"
exit "$FAILED"
