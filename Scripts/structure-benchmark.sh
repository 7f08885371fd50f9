#!/usr/bin/env bash
# Times archbench's full structural metrics beside lizard on the same four projects, about
# 1.08M lines of Swift (issue 24's criterion: under 8 s on 2 cores).
#
#   archbench scan --coupling --cohesion: cyclomatic and cognitive complexity per function,
#     LCOM4 per type, architecture roles, and coupling (Ca, Ce, I, A, D) per module and role.
#   lizard -l swift -t 2: CCN, NLOC, tokens and parameters per function; no cognitive
#     complexity, cohesion, roles or coupling. -t 2 gives it two threads, as archbench uses
#     both cores.
#
# The corpus is cloned from the local mirror at fixed tags into a temporary folder (or read
# from CORPUS=folder, if it holds the four projects). Each tool runs RUNS times (default 3),
# alternating; the median of wall and user seconds is printed with each run. Needs git and
# python3 with pip (lizard is installed if missing). Not part of CI: run it on a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
mirror=${MIRROR:-/opt/swift-packages}
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# project  mirror path  tag
projects=(
  "swift-syntax swiftlang/swift-syntax.git 603.0.1"
  "swift-nio apple/swift-nio.git 2.101.3"
  "vapor vapor/vapor.git 4.122.3"
  "swift-protobuf apple/swift-protobuf.git 1.39.0"
)
corpus=${CORPUS:-}
if [ -z "$corpus" ]; then
  corpus="$work/corpus"
  mkdir -p "$corpus"
  for entry in "${projects[@]}"; do
    read -r name path tag <<<"$entry"
    git clone -q --depth 1 --branch "$tag" "file://$mirror/$path" "$corpus/$name" 2>/dev/null
  done
fi

if ! command -v lizard >/dev/null; then
  pip install -q lizard 2>/dev/null || pip install -q --break-system-packages lizard
fi
# pyenv's shim would add its own start-up to every timing: run the script itself.
lizard=$(pyenv which lizard 2>/dev/null || command -v lizard)

swift build -c release --scratch-path .build-release --product archbench >/dev/null
archbench="$PWD/.build-release/release/archbench"

# Runs a command with its output to $work/out.txt; prints "wall user" in seconds.
timed() {
  local TIMEFORMAT='%R %U'
  { time "$@" >"$work/out.txt" 2>"$work/err.txt"; } 2>&1 || true
}

median() { sort -n | awk '{ value[NR] = $1 } END { print value[int((NR + 1) / 2)] }'; }

: >"$work/archbench.times"
: >"$work/lizard.times"
for run in $(seq 1 "$runs"); do
  read -r wall user < <(timed "$archbench" scan "$corpus" --coupling --cohesion --format json)
  echo "$wall $user" >>"$work/archbench.times"
  cp "$work/out.txt" "$work/archbench.json"
  printf "run %d  archbench scan --coupling --cohesion  %6s s wall  %6s s user\n" "$run" "$wall" "$user"
  read -r wall user < <(timed "$lizard" -l swift -t 2 "$corpus")
  echo "$wall $user" >>"$work/lizard.times"
  cp "$work/out.txt" "$work/lizard.txt"
  printf "run %d  lizard -l swift -t 2                 %6s s wall  %6s s user\n" "$run" "$wall" "$user"
done

# What each found: files, lines and functions.
read -r a_files a_lines a_functions < <(python3 - "$work/archbench.json" <<'EOF'
import json, sys
report = json.load(open(sys.argv[1]))
print(report["totals"]["files"], report["totals"]["lines"]["total"], sum(len(f.get("functions", [])) for f in report["files"]))
EOF
)
# lizard's file table ("NLOC Avg.NLOC AvgCCN Avg.token function_cnt file"), then its totals row.
l_files=$(awk '/function_cnt +file/ { on = 1; next } /^=+$/ { on = 0 } on && $NF ~ /\.swift$/' "$work/lizard.txt" | wc -l)
read -r l_nloc l_functions < <(awk '/^Total nloc/ { getline; getline; print $1, $5 }' "$work/lizard.txt")

echo
printf "%-40s %8s %10s %10s %10s %10s\n" "median of $runs runs" files lines functions "wall s" "user s"
printf "%-40s %8s %10s %10s %10s %10s\n" "archbench scan --coupling --cohesion" "$a_files" "$a_lines" "$a_functions" \
  "$(cut -d' ' -f1 "$work/archbench.times" | median)" "$(cut -d' ' -f2 "$work/archbench.times" | median)"
printf "%-40s %8s %10s %10s %10s %10s\n" "lizard -l swift -t 2 (NLOC)" "$l_files" "$l_nloc" "$l_functions" \
  "$(cut -d' ' -f1 "$work/lizard.times" | median)" "$(cut -d' ' -f2 "$work/lizard.times" | median)"
echo "archbench: total lines, functions and initializers; lizard: lines of code (NLOC), every function-like body it finds."
