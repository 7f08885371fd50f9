#!/usr/bin/env bash
# Run-to-run agreement of `archbench latency`: builds the release binary, runs the benchmark twice
# in a row with the same arguments, and prints per architecture, step and size the p50 difference
# and whether the allocation counts match (issue 7 asks for p50 within 10 % and identical counts).
#
#   Scripts/latency-agreement.sh                       # the full run, twice (about 2 x 3 minutes)
#   Scripts/latency-agreement.sh --steps login --iterations 50
#
# Both runs' tables and JSON go to .build-latency/agreement/; the second run also saves the usual
# results (.build-latency/archbench/latency.json). Load averages are printed, since other
# people's builds on a shared machine move the timings; allocation counts do not depend on load.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --scratch-path .build-release --product archbench >&2
swift build -c release --scratch-path .build-release --product archbench-measure >&2
archbench=.build-release/release/archbench
out=.build-latency/agreement
mkdir -p "$out"

echo "load average before the first run: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
"$archbench" latency "$@" --no-save --output "$out/first.json" >"$out/first.txt"
echo "load average before the second run: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
"$archbench" latency "$@" --output "$out/second.json" --compare "$out/first.json" >"$out/second.txt"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
sed -n '/^Run-to-run agreement/,$p' "$out/second.txt"
