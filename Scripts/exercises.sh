#!/usr/bin/env bash
# CI: proves every exercise's reference solutions: each architecture fails the exercise's
# scenarios on the committed samples and passes them with its solution applied (archbench
# exercise measure; exit 2 if a solution is not proven). Needs a clean checkout.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product archbench
.build/debug/archbench exercise measure
