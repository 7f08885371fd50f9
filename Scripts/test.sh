#!/usr/bin/env bash
# The test command: every unit test, the samples' own tests and the UI conformance suite.
# Works on a fresh machine with only the Swift toolchain: it installs what the project needs first.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-system-packages.sh
swift build --build-tests
swift test --skip-build
