#!/usr/bin/env bash
# The test command: every unit test, the samples' own tests and the UI conformance suite.
# Works on a fresh machine with only the Swift toolchain: it installs what the project needs first.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-system-packages.sh
# The import check makes an undeclared import a build error, which is what lets
# Clean's Domain/Data/Presentation targets enforce its dependency rule on Linux.
swift build --build-tests --explicit-target-dependency-import-check error
# The scanner's differential tests keep both cores busy for a while; run apart, they cannot
# starve the main actor that the UI tests (platform, samples, conformance) settle on.
swift test --skip-build --skip CodeMetricsTests
swift test --skip-build --filter CodeMetricsTests
