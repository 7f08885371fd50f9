#!/usr/bin/env bash
# The main job: regenerates Reports/ from fresh measurements with the embedded defaults.
# Works on a fresh machine with only the Swift toolchain: it installs what the project needs first.
# Extra arguments go to `archbench report`, e.g. Scripts/report.sh --fresh or --no-latency.
# It builds archbench in release (in .build-release), and the measuring program in release where
# the gate builds it too (Scripts/build-measuring-program.sh), since latency measured in a debug
# build says little; coverage builds its own instrumented copy in .build-coverage. A cold run takes about 20 minutes on 2 cores, a run with nothing changed seconds.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-system-packages.sh
swift build -c release --scratch-path .build-release --product archbench
# The exercises' program, which the report runs beside archbench to measure the reference solutions.
swift build -c release --scratch-path .build-release --product archbench-exercise
program=$(Scripts/build-measuring-program.sh)
.build-release/release/archbench report --measuring-program "$program" "$@"
