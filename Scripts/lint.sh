#!/usr/bin/env bash
# The format check: every Swift file in the package, samples included, against the one shared
# .swift-format configuration, so that line counts compare fairly between samples.
set -euo pipefail
cd "$(dirname "$0")/.."

swift_format="$(dirname "$(command -v swift)")/swift-format"
"$swift_format" lint --strict --recursive --parallel Package.swift Sources Tests Samples
echo "swift-format: no findings"
