#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: balance_chart_labels_in_browser.sh GAME_BINARY
# Opens a balance study's report.html in a headless Chromium 1200 pixels wide, as a designer reads it, and
# checks that every text of every chart (titles, legends, the categories' turned labels, the axes) is laid out
# inside its chart: each text's box as the browser measures it (getBBox, moved by the text's own transform and
# its group's) lies within the SVG's viewBox. Skipped (exit 77) where Chromium is not installed.
set -euo pipefail
GAME="$1"
# shellcheck source=find_chromium.sh
source "$(dirname "$0")/find_chromium.sh"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
# Enough runs for deaths by many causes on many floors, whose names are the report's longest labels.
"$GAME" --balance --seeds 1-40 --report "$WORK/report" >/dev/null

cat >"$WORK/report/inspect.html" <<'PAGE'
<!DOCTYPE html><html><body><pre id="texts">not loaded</pre>
<iframe id="report" src="report.html" width="1200" height="900"></iframe>
<script>
const frame = document.getElementById('report');
frame.addEventListener('load', () => {
  const rows = [];
  let texts = 0;
  for (const figure of frame.contentDocument.querySelectorAll('figure')) {
    const chart = figure.querySelector('svg');
    if (!chart) continue;
    const view = chart.viewBox.baseVal;
    for (const text of chart.querySelectorAll('text')) {
      ++texts;
      // From the text's own coordinates (before its rotate()) to the chart's viewBox coordinates.
      const toChart = chart.getScreenCTM().inverse().multiply(text.getScreenCTM());
      const box = text.getBBox();
      const xs = [], ys = [];
      for (const [x, y] of [[box.x, box.y], [box.x + box.width, box.y], [box.x, box.y + box.height],
                            [box.x + box.width, box.y + box.height]]) {
        const point = new DOMPoint(x, y).matrixTransform(toChart);
        xs.push(point.x);
        ys.push(point.y);
      }
      const [left, top, right, bottom] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
      if (left < view.x - 0.5 || top < view.y - 0.5 || right > view.x + view.width + 0.5 ||
          bottom > view.y + view.height + 0.5) {
        rows.push('outside ' + figure.id + ': "' + text.textContent + '" reaches ' +
                  [left, top, right, bottom].map(Math.round).join(',') + ' in ' + view.width + 'x' + view.height);
      }
    }
  }
  rows.push('texts measured: ' + texts);
  document.getElementById('texts').textContent = rows.join('\n');
});
</script></body></html>
PAGE
# Root in a container has no user namespaces for Chromium's sandbox; the page is our own file.
timeout 120 "$BROWSER" --headless=new --no-sandbox --disable-gpu --allow-file-access-from-files \
  --window-size=1200,2000 --virtual-time-budget=10000 --dump-dom "file://$WORK/report/inspect.html" \
  >"$WORK/dom.html" 2>"$WORK/browser.log" || { echo "FAIL: Chromium did not open the page"; cat "$WORK/browser.log"; exit 1; }

MEASURED="$(grep -o 'texts measured: [0-9]*' "$WORK/dom.html" | grep -o '[0-9]*$' || echo 0)"
if [ "$MEASURED" -lt 50 ]; then
  echo "FAIL: only $MEASURED texts were measured in report.html"
  exit 1
fi
if grep -q '^outside ' "$WORK/dom.html"; then
  echo "FAIL: these texts leave their chart in report.html:"
  grep '^outside ' "$WORK/dom.html"
  exit 1
fi
echo "all $MEASURED texts of report.html's charts lie inside their charts in Chromium"
