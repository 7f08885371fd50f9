#!/usr/bin/env bash
# Writes the module diagram of Docs/architecture.md: `archbench graph . --level module --format
# mermaid` on this package, the samples left out (they are what is measured, not the tool; each
# has its own README), placed between the doc's `<!-- module-diagram -->` markers. The figures
# (I, A, D on a node, the weight on an edge) are dropped: they move with every change, and the map
# is of who depends on whom; `archbench graph` prints them.
#
#   Scripts/architecture-diagram.sh            # rewrite the diagram in Docs/architecture.md
#   Scripts/architecture-diagram.sh --check    # exit 1, with a diff, if the doc's diagram is stale
#   ARCHBENCH=/path/to/archbench Scripts/architecture-diagram.sh
#
# graph exits 3 on this package because two sample targets in Package.swift are computed, which
# graph reads but does not run; they are the samples, left out anyway, so 3 is accepted here.
#
# Exit status: 0 written, or up to date; 1 stale (--check), or graph failed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
doc="$root/Docs/architecture.md"
bin=${ARCHBENCH:-$root/.build/debug/archbench}
if [ -z "${ARCHBENCH:-}" ]; then
  (cd "$root" && swift build --product archbench) >&2
fi
check=false
[ "${1:-}" = "--check" ] && check=true

work=$(mktemp -d "${TMPDIR:-/tmp}/archbench-diagram.XXXXXX")
trap 'rm -rf "$work"' EXIT

status=0
(cd "$root" && "$bin" graph . --level module --format mermaid --exclude 'Samples/**') >"$work/graph" 2>"$work/err" ||
  status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 3 ]; then
  echo "architecture-diagram: archbench graph exited $status: $(head -1 "$work/err")" >&2
  exit 1
fi
{
  echo '```mermaid'
  sed -E 's/<br\/>[^"]*"/"/; s/ -->\|[0-9]+\| / --> /' "$work/graph"
  echo '```'
} >"$work/diagram"

# The doc with everything between the markers replaced by the diagram.
awk -v diagram="$work/diagram" '
  /^<!-- module-diagram:begin/ { print; while ((getline line < diagram) > 0) print line; skipping = 1; next }
  /^<!-- module-diagram:end/ { skipping = 0 }
  !skipping { print }
' "$doc" >"$work/doc"
grep -q '^<!-- module-diagram:begin' "$doc" || { echo "architecture-diagram: $doc has no module-diagram markers" >&2; exit 1; }

if $check; then
  if ! diff -u "$doc" "$work/doc" >"$work/diff"; then
    echo "architecture-diagram: Docs/architecture.md's module diagram is stale; run Scripts/architecture-diagram.sh" >&2
    cat "$work/diff" >&2
    exit 1
  fi
  exit 0
fi
cp "$work/doc" "$doc.tmp" && mv "$doc.tmp" "$doc"
