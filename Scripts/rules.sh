#!/usr/bin/env bash
# CI: every sample obeys its architecture's rules (archbench rules; exit 2 on a violation).
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product archbench
.build/debug/archbench rules Samples
