#!/usr/bin/env bash
# The report command: regenerates Reports/ from fresh measurements with the embedded defaults.
# Works on a fresh machine with only the Swift toolchain: it installs what the project needs first.
# Extra arguments go to `archbench report`, e.g. Scripts/report.sh --fresh or --no-coverage.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-system-packages.sh
swift build -c release --product archbench
"$(swift build -c release --show-bin-path)/archbench" report "$@"
