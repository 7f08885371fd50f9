#!/usr/bin/env bash
# Cyclomatic complexity per function: archbench against lizard 1.24.3, an independent
# implementation, on swift-argument-parser 1.8.2, vapor 4.122.3 and swift-nio 2.101.3.
#
#   archbench scan PROJECT --format json   each function's `complexity` (Sources/CodeMetrics/SCHEMA.md)
#   lizard -l swift --csv PROJECT          each function's CCN
#
# Functions are matched by file and start line in each project's Sources/ (the libraries' own
# code; SCOPE=prefix to change it, SCOPE= for every file). It prints, per project, the functions
# each tool found, how many matched and how many are equal; then each difference explained,
# where the source shows it, by causes whose effects add up to it exactly (lizard_compare.py:
# a parameter label `for`, `if case`, a stretched function end, `#if` operators, condition
# lists …), and the unexplained ones as "unclassified" with examples (EXAMPLES=n, default 10).
# The last line is the summary.
#
# Usage: Scripts/agreement/lizard.sh
#   ARCHBENCH=path   the binary to measure (default: `swift build`'s debug product, built here)
#   MIRROR=folder    the local package mirror (default /opt/swift-packages)
# Installs lizard 1.24.3 with pip if another version or none is found. Needs git and python3.
# Not part of CI. Exit status: 0 when the figures were printed (whatever they are), 1 when a
# tool failed.
set -euo pipefail
source "$(dirname "$0")/common.sh"
scope=${SCOPE-Sources/}
if [ "$(lizard --version 2>/dev/null)" != "1.24.3" ]; then
  pip install -q lizard==1.24.3 2>/dev/null || pip install -q --break-system-packages lizard==1.24.3
  hash -r
fi
echo "archbench: $ARCHBENCH"
echo "lizard $(lizard --version); scope: ${scope:-every file}"

names=()
for entry in "${projects[@]}"; do
  read -r name _ tag <<<"$entry"
  clone_project "$entry"
  # archbench exits 3 when it warns (swift-nio's manifest computes some targets): still a result.
  rc=0
  "$ARCHBENCH" scan "$work/$name" --format json >"$work/$name.json" 2>"$work/$name.err" || rc=$?
  if [ "$rc" -ne 0 ] && [ "$rc" -ne 3 ]; then
    echo "archbench scan $name failed ($rc): $(head -1 "$work/$name.err")" >&2
    exit 1
  fi
  (cd "$work" && lizard -l swift --csv "$name" >"$name.lizard.csv")
  names+=("$name")
  echo "$name $tag"
done
echo
PYTHONDONTWRITEBYTECODE=1 python3 "$repo/Scripts/agreement/lizard_compare.py" "$work" "$scope" "${names[@]}"
