#!/usr/bin/env bash
# Per-file history figures: `archbench hotspots` against `git log --follow --numstat`, on a
# clone of this repository at its HEAD.
#
#   archbench hotspots --format json --top 100000   each Swift file's commits, lines added and
#                                                  deleted (merges skipped, renames followed)
#   git log --no-merges --follow --numstat -- FILE  the same from git, one file at a time, with
#                                                  git's default rename detection (merges print
#                                                  no numstat, so --no-merges only saves time)
#
# It prints the files compared, on how many the commits and the lines agree, and each
# difference classified by hotspots_compare.py against a third reading, git's renames followed
# back through the whole history (`git log -M --raw --numstat -- '*.swift'`): a copy that
# --follow takes for the origin, an earlier file of the same path, renames that libgit2 pairs
# and git does not, binary changes, or unclassified; with examples (EXAMPLES=n, default 4).
# The last line is the summary. git log --follow runs JOBS at a time (default 2).
#
# Usage: Scripts/agreement/hotspots.sh [REV]     (REV default HEAD, of the repository it is in)
#   ARCHBENCH=path   the binary to measure (default: `swift build`'s debug product, built here)
# Not part of CI; a few minutes on two cores. Exit status: 0 when the figures were printed
# (whatever they are), 1 when a tool failed.
set -euo pipefail
source "$(dirname "$0")/common.sh"
rev=${1:-HEAD}
echo "archbench: $ARCHBENCH"

# A clone, so that archbench's blob cache and git's work leave the repository untouched; the
# revision checked out detached, as the HEAD both read.
git clone -q --no-checkout "$repo" "$work/repo"
commit=$(git -C "$repo" rev-parse --verify "$rev^{commit}")
git -C "$work/repo" checkout -q --detach "$commit"
echo "repository: $(git -C "$work/repo" log -1 --format='%h %cs %s' | cut -c1-100)"
echo "commits: $(git -C "$work/repo" rev-list --count --no-merges HEAD) (+ $(git -C "$work/repo" rev-list --count --merges HEAD) merges)"

# Exit 3: written, with warnings about some files (unterminated fixtures): still a result.
rc=0
(cd "$work/repo" && "$ARCHBENCH" hotspots --no-cache --top 100000 --format json \
  --output "$work/hotspots.json") 2>"$work/hotspots.err" || rc=$?
if [ "$rc" -ne 0 ] && [ "$rc" -ne 3 ]; then
  echo "archbench hotspots failed ($rc): $(head -1 "$work/hotspots.err")" >&2
  exit 1
fi
echo
PYTHONDONTWRITEBYTECODE=1 python3 "$repo/Scripts/agreement/hotspots_compare.py" "$work/repo" "$work/hotspots.json"
