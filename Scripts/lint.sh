#!/usr/bin/env bash
# The format check: every Swift file in the package, samples included, against the one shared
# .swift-format configuration, so that line counts compare fairly between samples. The scan
# fixtures are test data, deliberately odd (CRLF, a BOM, unterminated literals), and left out.
set -euo pipefail
cd "$(dirname "$0")/.."

swift_format="$(dirname "$(command -v swift)")/swift-format"
find Package.swift Sources Tests Samples Benchmarks -name '*.swift' -not -path '*/Fixtures/*' -print0 |
  xargs -0 "$swift_format" lint --strict --parallel
echo "swift-format: no findings"
