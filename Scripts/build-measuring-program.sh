#!/usr/bin/env bash
# Builds the measuring program (archbench-measure) in release, the same bytes in whatever folder
# the checkout is, and prints its path. Scripts/report.sh, check.sh and check-gate.sh measure with it.
#
# A build embeds paths: OpenCombine's `#file` strings and the fixture bundle's path live under the
# scratch folder, C's `__FILE__` and the debug information under the checkout. Built in two
# folders, the program's data moved by the difference in their lengths, and with it every
# address the runtime's metadata caches and the samples' identity-keyed dictionaries hash: 75 of
# 228 instruction rows differed by up to 0.1 % between a clone in /work/main and one in /tmp.
# Here the scratch folder is the same for every checkout and the checkout's folder is mapped to
# /archbench, so only the module hashes and the build id differ, which the program never reads.
# A second checkout shares the scratch folder and rebuilds it (about 2 minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=/tmp/archbench-measuring-program
swift build -c release --scratch-path "$scratch" --product archbench-measure \
  -Xswiftc -file-prefix-map -Xswiftc "$PWD=/archbench" -Xcc "-ffile-prefix-map=$PWD=/archbench" >&2
echo "$scratch/release/archbench-measure"
