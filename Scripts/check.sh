#!/usr/bin/env bash
# The CI gate: measures now and compares with the committed baseline (Benchmarks/baseline.json)
# using Benchmarks/thresholds.json. Builds the release measuring program first (.build-release),
# as the baseline was measured with it. Extra arguments go to `archbench check`.
# Exit status: 0 no change beyond the thresholds; 2 a regression; 1 an error. Improvements only
# (archbench check's exit 4) pass here with a notice: they need `archbench baseline update`,
# but they must not stop a change from landing.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-system-packages.sh
# The CLI in debug (test.sh built it), the measuring program in release, as the baseline counted
# with it: no release swift-syntax, which measures nothing.
swift build --product archbench
program=$(Scripts/build-measuring-program.sh)
set +e
.build/debug/archbench check --changes-only --measuring-program "$program" "$@"
status=$?
set -e
if [ "$status" -eq 4 ]; then
  echo "archbench check: improvements only; update the baseline with archbench baseline update" >&2
  exit 0
fi
exit "$status"
