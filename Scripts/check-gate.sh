#!/usr/bin/env bash
# Proves `archbench check` against the committed baseline (Benchmarks/baseline.json):
#
#   Scripts/check-gate.sh no-false-alarms [RUNS]   # RUNS checks of unchanged code (default 20), with one
#                                                  # processor kept 100 % busy meanwhile: all must exit 0
#   Scripts/check-gate.sh inject NAME...           # each regression in a throwaway copy: each must exit 2
#   Scripts/check-gate.sh inject all
#   Scripts/check-gate.sh isolation                # counts in the tree and in a copy in another folder with
#                                                  # unrelated code added to the CLI, Reports and Gate: no row
#                                                  # may differ
#   Scripts/check-gate.sh noise [NAME...]          # how far the rows of the architectures an injection does
#                                                  # not touch move (layout alone): the thresholds' noise
#
# Injections: allocation (one extra allocation per Redux dispatch), doubled-work (Redux's reducer
# runs twice per action), new-file (a file added to MVC), failing-scenario (MVC's login error
# text changed, which a conformance scenario checks), coverage-drop (about 50 lines of
# production code that no test runs, added to MVVM's report view model).
#
# The copy is a git worktree of HEAD at .build-gate/copy (git ignores .build*/), reset before
# each injection and kept between runs so that its builds stay warm. Results and each run's
# output go to .build-gate/. Exit status: 0 when every run gave the expected exit code, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=.build-gate
mkdir -p "$out"

# The CLI, in debug as check.sh runs it: it measures nothing itself (the measuring program does), so
# the tree's archbench checks the copy too, and the copy builds no swift-syntax.
archbench=$root/.build/debug/archbench
build_cli() { swift build --product archbench >&2; }

# The gate's counts (the instruction pass and the timed run's allocations, bodies and element
# updates) of the measuring program $2, written to $1.instructions.json and $1.latency.json. The
# requests are the baseline's (Benchmarks/baseline.json).
count_rows() {
  local prefix=$1 program=$2
  cat >"$prefix.instructions.request.json" <<JSON
{"schema":1,"architectures":[],"steps":[],"sizes":[10,100],"iterations":200,"rounds":5,"warmUp":2,"pin":false,
 "workerThreads":false,"inProcess":false,"instructions":true,"countedIterations":3,"format":"csv","save":false,
 "output":"$prefix.instructions.json"}
JSON
  cat >"$prefix.latency.request.json" <<JSON
{"schema":1,"architectures":[],"steps":[],"sizes":[10,100,1000],"iterations":60,"rounds":2,"pin":false,
 "workerThreads":false,"inProcess":false,"instructions":false,"countedIterations":3,"format":"csv","save":false,
 "output":"$prefix.latency.json"}
JSON
  # As the report and the gate start it (ChildProcess.Environment.measuring): PATH alone, from /tmp.
  local path
  path="$(dirname "$(readlink -f "$(command -v swift)")"):/usr/bin:/bin"
  (cd /tmp && env -i PATH="$path" "$program" "$prefix.instructions.request.json" >/dev/null 2>"$prefix.instructions.log") &&
    (cd /tmp && env -i PATH="$path" "$program" "$prefix.latency.request.json" >/dev/null 2>"$prefix.latency.log")
}

# Proves that only measured code moves the counts: the measuring program built from the tree as it
# is, and again in another folder (as a CI clone is) with a few hundred lines of unrelated code
# added to the CLI, Reports and Gate, counts every row the gate compares; none may differ.
isolation() {
  local copy_root copy
  local program
  program=$(build_measuring "$root")
  echo "isolation: counting in $root…"
  count_rows "$root/$out/isolation-tree" "$program"
  copy_root=$(mktemp -d /tmp/archbench-isolation-elsewhere-XXXXXXXX)
  copy=$copy_root/checkout
  trap 'rm -rf "${copy_root:-}"' EXIT
  git clone -q --no-hardlinks "$root" "$copy"
  git -C "$copy" checkout -q --detach "$(git rev-parse HEAD)"
  local target
  for target in archbench/Commands Reports/Render Gate/Compare; do
    {
      echo "// Unrelated code: the isolation proof adds it; nothing calls it."
      for n in $(seq 1 40); do
        printf 'func isolationPadding%d(_ values: [Int]) -> Int {\n  values.reduce(%d) { ($0 &* 31) &+ $1 }\n}\n\n' "$n" "$n"
      done
    } >"$copy/Sources/$target/IsolationPadding.swift"
  done
  echo "isolation: $(cat "$copy"/Sources/*/*/IsolationPadding.swift | wc -l) lines of unrelated code added in $copy"
  program=$(build_measuring "$copy")
  echo "isolation: counting in $copy…"
  count_rows "$root/$out/isolation-copy" "$program"
  python3 - "$root/$out/isolation-tree" "$root/$out/isolation-copy" <<'PY'
import json, sys
def rows(prefix):
    found = {}
    for row in json.load(open(prefix + ".instructions.json"))["rows"]:
        found[f"instructions {row['subject']} {row['step']}@{row['events']}"] = row["instructions"]
    for m in json.load(open(prefix + ".latency.json"))["measurements"]:
        for figure in ("allocations", "renders", "viewUpdates", "elementUpdates"):
            if m.get(figure) is not None:
                found[f"{figure} {m['subject']} {m['step']}@{m['events']}"] = m[figure]["median"]
    return found
tree, copy = rows(sys.argv[1]), rows(sys.argv[2])
differing = sorted(k for k in set(tree) | set(copy) if tree.get(k) != copy.get(k))
for key in differing[:20]:
    print(f"  differs: {key}: {tree.get(key)} in the tree, {copy.get(key)} in the copy")
print(f"isolation: {len(set(tree) | set(copy))} rows compared, {len(differing)} differing")
sys.exit(1 if differing else 0)
PY
}

# How far counts move when measured code changes elsewhere: the rows of the architectures an
# injection does not touch, counted in the tree and with each injection made in the copy. Their
# movement is layout alone (the binary laid out anew), the noise the per-row and sum thresholds
# must stay above; the touched architecture's sums are printed beside it.
noise() {
  local program name
  program=$(build_measuring "$root")
  echo "noise: counting in $root…"
  count_rows "$root/$out/noise-tree" "$program"
  for name in "$@"; do
    prepare_copy "$name" || return
    program=$(build_measuring "$out/copy")
    echo "noise: counting with $name…"
    count_rows "$root/$out/noise-$name" "$program"
    python3 - "$root/$out/noise-tree" "$root/$out/noise-$name" "$name" <<'PY'
import json, sys
touched = {"allocation": "redux", "doubled-work": "redux", "new-file": "mvc", "failing-scenario": "mvc",
           "coverage-drop": "mvvm"}[sys.argv[3]]
def rows(prefix):
    return {(r["subject"], f"{r['step']}@{r['events']}"): r["instructions"]
            for r in json.load(open(prefix + ".instructions.json"))["rows"]}
def allocations(prefix):
    return {(m["subject"], f"{m['step']}@{m['events']}"): m["allocations"]["median"]
            for m in json.load(open(prefix + ".latency.json"))["measurements"] if m.get("allocations")}
tree, changed = rows(sys.argv[1]), rows(sys.argv[2])
untouched = [k for k in tree if k[0] != touched and k in changed]
moved = [k for k in untouched if tree[k] != changed[k]]
def rel(k): return (changed[k] - tree[k]) / tree[k] * 100
big = [k for k in moved if abs(changed[k] - tree[k]) > 10000]
print(f"noise: {sys.argv[3]}: {len(moved)} of {len(untouched)} untouched rows moved", end="")
if moved:
    k = max(moved, key=lambda k: abs(rel(k)))
    print(f", most {rel(k):+.2f} % ({k[0]} {k[1]}, {changed[k] - tree[k]:+,})", end="")
if big:
    k = max(big, key=lambda k: abs(rel(k)))
    print(f"; past 10,000: {len(big)}, most {rel(k):+.2f} % ({k[0]} {k[1]}, {changed[k] - tree[k]:+,})", end="")
print()
sums = {}
for subject in sorted({k[0] for k in tree}):
    keys = [k for k in tree if k[0] == subject and k in changed]
    before, after = sum(tree[k] for k in keys), sum(changed[k] for k in keys)
    sums[subject] = (after - before) / before * 100
others = {s: v for s, v in sums.items() if s != touched}
worst = max(others, key=lambda s: abs(others[s]))
print(f"noise: {sys.argv[3]}: untouched sums moved at most {others[worst]:+.3f} % ({worst}); "
      f"{touched}'s sum {sums.get(touched, 0):+.3f} %")
a, b = allocations(sys.argv[1]), allocations(sys.argv[2])
amoved = [k for k in a if k[0] != touched and k in b and a[k] != b[k]]
print(f"noise: {sys.argv[3]}: {len(amoved)} untouched allocation rows moved"
      + "".join(f"; {k[0]} {k[1]} {a[k]} -> {b[k]}" for k in amoved[:5]))
PY
  done
}

# The measuring program, built as the baseline's was (Scripts/build-measuring-program.sh); prints its path.
build_measuring() { "$1/Scripts/build-measuring-program.sh"; }

no_false_alarms() {
  local runs=${1:-20} failed=0 program
  build_cli
  program=$(build_measuring "$root")
  # A CI runner is a shared machine: a busy loop keeps one of the two processors at 100 % for
  # the whole proof, and stops with the script however it ends.
  # Global, not local: the EXIT trap runs after the function has returned, and under `set -u` a
  # local gone out of scope made the script exit 1 after all its runs had passed.
  ( while :; do :; done ) &
  busy=$!
  trap 'kill "${busy:-}" 2>/dev/null || true' EXIT
  for run in $(seq 1 "$runs"); do
    set +e
    "$archbench" check --changes-only --measuring-program "$program" \
      >"$out/unchanged-$run.txt" 2>"$out/unchanged-$run.err"
    local status=$?
    set -e
    echo "unchanged code, run $run of $runs: exit $status ($(tail -1 "$out/unchanged-$run.txt"))"
    [ "$status" -eq 0 ] || failed=$((failed + 1))
  done
  kill "$busy" 2>/dev/null
  echo "no false alarms: $((runs - failed)) of $runs runs exited 0, with one processor kept busy"
  [ "$failed" -eq 0 ]
}

# The throwaway copy at $out/copy, reset to HEAD, with injection $1 made in it.
prepare_copy() {
  local name=$1 copy=$out/copy
  if [ ! -d "$copy" ]; then git worktree add --detach -q "$copy" HEAD; fi
  git -C "$copy" checkout -q -f --detach HEAD
  git -C "$copy" reset -q --hard "$(git rev-parse HEAD)"
  git -C "$copy" clean -q -fd -e '.build*'
  case "$name" in
    allocation)
      perl -0pi -e 's/    queue\.append\(action\)\n/    queue.append(action)\n    injectedSink = InjectedBox()\n/' \
        "$copy/Samples/Redux/Sources/Store/Store.swift"
      printf '\nfinal class InjectedBox {}\nnonisolated(unsafe) var injectedSink: InjectedBox?\n' \
        >>"$copy/Samples/Redux/Sources/Store/Store.swift" ;;
    doubled-work)
      perl -0pi -e 's/    appReducer\(&state, action\)\n/    var scratch = state\n    appReducer(&scratch, action)\n    withExtendedLifetime(scratch) {}\n    appReducer(&state, action)\n/' \
        "$copy/Samples/Redux/Sources/Store/Store.swift" ;;
    new-file)
      printf 'struct InjectedHelper {\n  var value = 0\n}\n' >"$copy/Samples/MVC/Sources/Common/InjectedHelper.swift" ;;
    failing-scenario)
      perl -pi -e 's/Wrong username or password\./Wrong user name or password./' \
        "$copy/Samples/MVC/Sources/Login/LoginViewController.swift" ;;
    coverage-drop)
      # About 50 production lines that no test runs: some 5 points of MVVM's unit coverage.
      {
        printf '\nextension ReportViewModel {\n  func injectedUntestedTotal(_ values: [Int]) -> Int {\n    var total = 0\n'
        for i in $(seq 1 48); do printf '    total += values.count > %d ? values[%d] : %d\n' "$i" "$i" "$i"; done
        printf '    return total\n  }\n}\n'
      } >>"$copy/Samples/MVVM/Sources/Report/ReportViewModel.swift" ;;
    *) echo "unknown injection '$name'" >&2; return 64 ;;
  esac
  git -C "$copy" diff --stat HEAD | tail -1
}

inject() {
  local name=$1 copy=$out/copy
  prepare_copy "$name" || return
  build_cli
  local program
  program=$(build_measuring "$copy")
  set +e
  "$archbench" check --package-path "$copy" --baseline "$root/Benchmarks/baseline.json" \
    --thresholds "$root/Benchmarks/thresholds.json" --measuring-program "$program" --changes-only \
    >"$out/inject-$name.txt" 2>"$out/inject-$name.err"
  local status=$?
  set -e
  echo "injected $name: exit $status"
  grep -E "REGRESSED|REMOVED" "$out/inject-$name.txt" | head -8 | sed 's/^/  /'
  [ "$status" -eq 2 ]
}

case "${1:-}" in
  no-false-alarms) no_false_alarms "${2:-20}" ;;
  inject)
    shift
    [ "${1:-}" = all ] && set -- allocation doubled-work new-file failing-scenario coverage-drop
    failed=0
    for name in "$@"; do inject "$name" || failed=$((failed + 1)); done
    echo "injections caught with exit 2: $(($# - failed)) of $#"
    [ "$failed" -eq 0 ] ;;
  isolation) isolation ;;
  noise)
    shift
    [ $# -eq 0 ] && set -- allocation doubled-work new-file failing-scenario coverage-drop
    noise "$@" ;;
  *) sed -n '2,13p' "$0" >&2; exit 64 ;;
esac
