#!/usr/bin/env bash
# The report command: regenerates Reports/ from fresh measurements with the embedded defaults.
# Works on a fresh machine with only the Swift toolchain: it installs what the project needs first.
# Extra arguments go to `archbench report`, e.g. Scripts/report.sh --fresh or --no-coverage.
# It uses the debug build that Scripts/test.sh also uses: no figure it writes depends on the
# optimisation level (coverage builds its own instrumented copy in .build-coverage).
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-system-packages.sh
swift build --product archbench
swift run --skip-build archbench report "$@"
