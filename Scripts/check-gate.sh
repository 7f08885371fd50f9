#!/usr/bin/env bash
# Proves `archbench check` against the committed baseline (Benchmarks/baseline.json):
#
#   Scripts/check-gate.sh no-false-alarms [RUNS]   # RUNS checks of unchanged code (default 20), with one
#                                                  # processor kept 100 % busy meanwhile: all must exit 0
#   Scripts/check-gate.sh inject NAME...           # each regression in a throwaway copy: each must exit 2
#   Scripts/check-gate.sh inject all
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

build() { (cd "$1" && swift build -c release --scratch-path .build-release --product archbench >&2); }

no_false_alarms() {
  local runs=${1:-20} failed=0
  build "$root"
  # A CI runner is a shared machine: a busy loop keeps one of the two processors at 100 % for
  # the whole proof, and stops with the script however it ends.
  # Global, not local: the EXIT trap runs after the function has returned, and under `set -u` a
  # local gone out of scope made the script exit 1 after all its runs had passed.
  ( while :; do :; done ) &
  busy=$!
  trap 'kill "${busy:-}" 2>/dev/null || true' EXIT
  for run in $(seq 1 "$runs"); do
    set +e
    .build-release/release/archbench check --changes-only >"$out/unchanged-$run.txt" 2>"$out/unchanged-$run.err"
    local status=$?
    set -e
    echo "unchanged code, run $run of $runs: exit $status ($(tail -1 "$out/unchanged-$run.txt"))"
    [ "$status" -eq 0 ] || failed=$((failed + 1))
  done
  kill "$busy" 2>/dev/null
  echo "no false alarms: $((runs - failed)) of $runs runs exited 0, with one processor kept busy"
  [ "$failed" -eq 0 ]
}

inject() {
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
  build "$copy"
  set +e
  "$copy/.build-release/release/archbench" check --package-path "$copy" --baseline "$root/Benchmarks/baseline.json" \
    --thresholds "$root/Benchmarks/thresholds.json" --changes-only >"$out/inject-$name.txt" 2>"$out/inject-$name.err"
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
  *) sed -n '2,8p' "$0" >&2; exit 64 ;;
esac
