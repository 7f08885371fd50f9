#!/usr/bin/env bash
# Runs archbench against hostile and careless inputs (issue 26, Docs/hostile-inputs.md): each
# in a temporary folder, each command under a timeout. Prints one line per input, its exit
# status and its verdict, then "N passed, N failed".
#
#   Scripts/hostile-inputs.sh                 # every input, against .build/debug/archbench
#   Scripts/hostile-inputs.sh glob            # only the inputs whose name contains "glob"
#   ARCHBENCH=/path/to/archbench Scripts/hostile-inputs.sh
#
# Exit status: 0 every input handled well; 1 some were not.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
only=${1:-}
bin=${ARCHBENCH:-$root/.build/debug/archbench}
if [ -z "${ARCHBENCH:-}" ]; then
  (cd "$root" && Scripts/install-system-packages.sh && swift build --product archbench) >&2 || exit 1
fi
[ -x "$bin" ] || { echo "hostile-inputs: no archbench at $bin" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/archbench-hostile.XXXXXX")
cleanup() {
  chattr -R -i "$work" 2>/dev/null
  chmod -R u+w "$work" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
passed=0
failed=0

# --- Running a command -------------------------------------------------------------------

# ab SECONDS ARGS…: runs archbench in $here with standard input empty; sets $rc and leaves
# its outputs in $work/out and $work/err. A timeout shows as status 124.
ab() {
  local limit=$1
  shift
  (cd "$here" && timeout -k 5 "$limit" "$bin" "$@" >"$work/out" 2>"$work/err" </dev/null)
  rc=$?
}

# ab_input FILE SECONDS ARGS…: as ab, with FILE on standard input.
ab_input() {
  local input=$1 limit=$2
  shift 2
  (cd "$here" && timeout -k 5 "$limit" "$bin" "$@" >"$work/out" 2>"$work/err" <"$input")
  rc=$?
}

# --- Verdicts ------------------------------------------------------------------------------

why=""
fail() { why="${why:+$why; }$*"; }

expect_rc() {
  local expected
  for expected in "$@"; do [ "$rc" -eq "$expected" ] && return; done
  if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ]; then fail "timed out"; else fail "exit $rc, expected $*"; fi
}

# The standard error holds exactly one line, an error that contains each argument.
expect_error_line() {
  local lines
  lines=$(grep -c . "$work/err")
  [ "$lines" -eq 1 ] || fail "$lines lines on standard error, expected one"
  local text
  for text in "$@"; do
    grep -qF -- "$text" "$work/err" || fail "no '$text' in: $(head -c 200 "$work/err" | tr '\n' ' ')"
  done
}

expect_stderr() {
  local text
  for text in "$@"; do
    grep -qF -- "$text" "$work/err" || fail "no '$text' in: $(head -c 200 "$work/err" | tr '\n' ' ')"
  done
}

refuse_stderr() {
  local text
  for text in "$@"; do
    if grep -qF -- "$text" "$work/err"; then fail "standard error says '$text'"; fi
  done
}

# A listing of every file under a folder with its checksum, to prove it untouched.
snapshot() { (cd "$1" && find . -print0 | sort -z | xargs -0 sha1sum 2>/dev/null; find . | sort) >"$2"; }
expect_intact() {
  local folder=$1 before=$2
  [ -d "$folder" ] || { fail "$folder is gone"; return; }
  snapshot "$folder" "$before.after"
  cmp -s "$before" "$before.after" || fail "$folder changed"
}

# No ESC, BEL or other C0 control character but tab and newline in a file.
expect_no_controls() {
  local file
  for file in "$@"; do
    if LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' "$file"; then fail "a control character reaches $(basename "$file")"; fi
  done
}

# start NAME: starts an input in a fresh folder, or fails when the filter leaves it out;
# verdict prints its line.
case_name=""
start() {
  [ -z "$only" ] || [[ "$1" == *"$only"* ]] || return 1
  case_name=$1
  why=""
  rc="-"
  here="$work/case"
  chattr -R -i "$here" 2>/dev/null
  rm -rf "$here"
  mkdir -p "$here"
}
verdict() {
  if [ -z "$why" ]; then
    passed=$((passed + 1))
    printf 'exit %-4s pass  %s\n' "$rc" "$case_name"
  else
    failed=$((failed + 1))
    printf 'exit %-4s FAIL  %s: %s\n' "$rc" "$case_name" "$why"
  fi
}

# --- Fixtures ------------------------------------------------------------------------------

# A small repository with two commits of Swift files large enough to make real zlib streams,
# in Samples/One, the group history and compare measure by default.
make_repo() {
  local repo=$1
  git init -q "$repo"
  git -C "$repo" config user.email hostile@example.com
  git -C "$repo" config user.name hostile
  mkdir -p "$repo/Sources/App" "$repo/Samples/One"
  for index in $(seq 1 200); do echo "let value$index = $index * $RANDOM  // a line to compress"; done \
    >"$repo/Samples/One/Values.swift"
  printf 'struct One {}\n' >"$repo/Samples/One/One.swift"
  git -C "$repo" add -A && git -C "$repo" commit -q -m one
  printf 'struct Two { var a = 1 }\n' >"$repo/Samples/One/Two.swift"
  git -C "$repo" add -A && git -C "$repo" commit -q -m two
}

# truncate_object REPO ID: cuts a loose object to half its size.
truncate_object() {
  local file="$1/.git/objects/${2:0:2}/${2:2}"
  chmod u+w "$file" && truncate -s $(($(stat -c %s "$file") / 2)) "$file"
}

# A previous report: the committed Reports/ of this checkout.
previous_report() { cp -R "$root/Reports" "$1"; }

# A package of one target, Lib, whose manifest creates $here/pwned if anything runs it.
write_package_with_side_effects() {
  mkdir -p "$1/Sources/Lib"
  printf 'struct Lib {}\n' >"$1/Sources/Lib/Lib.swift"
  cat >"$1/Package.swift" <<EOF
// swift-tools-version: 5.9
import PackageDescription
import Foundation
_ = FileManager.default.createFile(atPath: "$here/pwned", contents: nil)
let package = Package(name: "Pkg", targets: [.target(name: "Lib")])
EOF
}

report_fast=(--no-coverage --no-conformance --no-latency --no-instructions --no-exercises --no-history --no-idioms)

# --- Data loss -----------------------------------------------------------------------------

if start "report --output over a folder of other files"; then
  mkdir -p "$here/victim/.git" && echo precious >"$here/victim/notes.txt" && echo x >"$here/victim/.git/HEAD"
  snapshot "$here/victim" "$work/before"
  ab 120 report --package-path "$root" --output "$here/victim" "${report_fast[@]}"
  expect_rc 1
  expect_error_line "$here/victim"
  expect_intact "$here/victim" "$work/before"
  verdict
fi

if start "report --output . in a checkout"; then
  git clone -q "$root" "$here/clone" && echo untracked >"$here/clone/untracked.txt"
  snapshot "$here/clone" "$work/before"
  ab 120 report --package-path "$here/clone" --output . "${report_fast[@]}"
  expect_rc 1
  expect_error_line "is not an archbench report"
  expect_intact "$here/clone" "$work/before"
  verdict
fi

if start "report --output Samples"; then
  git clone -q "$root" "$here/clone"
  snapshot "$here/clone/Samples" "$work/before"
  ab 120 report --package-path "$here/clone" --output Samples "${report_fast[@]}"
  expect_rc 1
  expect_error_line "Samples"
  expect_intact "$here/clone/Samples" "$work/before"
  verdict
fi

if start "report --output over a previous report (allowed)"; then
  previous_report "$here/Reports"
  ab 120 report --package-path "$root" --output "$here/Reports" "${report_fast[@]}"
  expect_rc 0
  [ -f "$here/Reports/metrics.json" ] || fail "no metrics.json written"
  verdict
fi

if start "report --output an empty folder (allowed)"; then
  mkdir "$here/empty"
  ab 120 report --package-path "$root" --output "$here/empty" "${report_fast[@]}"
  expect_rc 0
  [ -f "$here/empty/README.md" ] || fail "no README.md written"
  verdict
fi

if start "report --no-latency --no-instructions --no-history keeps latency.md, latency.csv, instructions.md, instructions.csv, history.csv"; then
  previous_report "$here/Reports"
  kept="latency.md latency.csv instructions.md instructions.csv history.csv"
  for file in $kept; do cp "$here/Reports/$file" "$here/$file"; done
  ab 120 report --package-path "$root" --output "$here/Reports" "${report_fast[@]}"
  expect_rc 0
  for file in $kept; do
    cmp -s "$here/$file" "$here/Reports/$file" || fail "$file not kept"
  done
  verdict
fi

for command in "scan --output DIR" "scan --output ." "history --chart DIR" "rules --output DIR" \
  "compare --output DIR" "graph --output DIR" "exercise measure --output DIR"; do
  start "$command over an existing folder" || continue
  make_repo "$here/repo"
  mkdir "$here/repo/victim" && echo precious >"$here/repo/victim/keep.txt"
  snapshot "$here/repo" "$work/before"
  here="$here/repo"
  case "$command" in
    "scan --output DIR") ab 30 scan Samples --output victim ;;
    "scan --output .") ab 30 scan Samples --output . ;;
    "history --chart DIR") ab 30 history --no-cache --chart victim ;;
    "rules --output DIR") ab 30 rules Samples --arch mvc --output victim ;;
    "compare --output DIR") ab 30 compare --no-cache HEAD~1 HEAD --output victim ;;
    "graph --output DIR") ab 30 graph Samples --output victim ;;
    "exercise measure --output DIR")
      git clone -q "$root" "$work/case/clone"
      ab 60 exercise measure --package-path "$work/case/clone" --output victim
      ;;
  esac
  expect_rc 1
  expect_error_line "is a folder"
  expect_intact "$work/case/repo" "$work/before"
  verdict
done

# --- Hangs ---------------------------------------------------------------------------------

for object in blob commit tree "parent tree"; do
  for command in "scan --rev" history compare; do
    start "truncated loose $object object: $command" || continue
    make_repo "$here/repo"
    case $object in
      blob) id=$(git -C "$here/repo" rev-parse HEAD:Samples/One/Values.swift) ;;
      commit) id=$(git -C "$here/repo" rev-parse HEAD) ;;
      tree) id=$(git -C "$here/repo" rev-parse HEAD:Samples/One) ;;
      "parent tree") id=$(git -C "$here/repo" rev-parse HEAD:Samples) ;;
    esac
    truncate_object "$here/repo" "$id"
    case "$command" in
      "scan --rev") ab 20 scan --git "$here/repo" --no-cache --rev HEAD Samples/One ;;
      history) ab 20 history --git "$here/repo" --no-cache ;;
      compare) ab 20 compare --git "$here/repo" --no-cache HEAD~1 HEAD ;;
    esac
    expect_rc 14
    expect_error_line "$id"
    verdict
  done
done

if start "glob backtracking: --include '*a*a*a*a*a*a*a*a*a*a*a*a*b' against a long name"; then
  touch "$here/$(printf 'a%.0s' $(seq 1 120)).swift"
  ab 10 scan . --include '*a*a*a*a*a*a*a*a*a*a*a*a*b'
  expect_rc 0 3
  verdict
fi

if start "glob backtracking: a roles file's pattern against a long name"; then
  touch "$here/$(printf 'a%.0s' $(seq 1 120)).swift"
  printf '{ "rules": [ { "path": "*a*a*a*a*a*a*a*a*a*a*a*a*b", "role": "view" } ] }\n' >"$here/roles.json"
  ab 10 scan . --roles roles.json
  expect_rc 0
  verdict
fi

if start "scan of a FIFO named directly"; then
  mkfifo "$here/fifo.swift"
  ab 10 scan fifo.swift
  expect_rc 1
  expect_error_line "fifo.swift" "not a regular file"
  verdict
fi

if start "demo: a 2 MB string typed into a field"; then
  { printf '1 '; head -c 2000000 /dev/zero | tr '\0' x; printf '\nq\n'; } >"$work/typed"
  ab_input "$work/typed" 60 demo mvc
  expect_rc 0
  verdict
fi

# --- Security ------------------------------------------------------------------------------

if start "scan of a folder whose Package.swift has side effects: the manifest is not run"; then
  write_package_with_side_effects "$here/pkg"
  ab 120 scan pkg --format csv
  expect_rc 0
  [ -e "$here/pwned" ] && fail "the manifest ran"
  grep -q "Sources/Lib/Lib.swift" "$work/out" || fail "the target's file was not scanned"
  verdict
fi

if start "graph of a folder whose Package.swift has side effects: the manifest is not run"; then
  write_package_with_side_effects "$here/pkg"
  ab 120 graph pkg --format json
  expect_rc 0
  [ -e "$here/pwned" ] && fail "the manifest ran"
  grep -q '"id" : "Lib"' "$work/out" || fail "the target is not a node"
  verdict
fi

if start "graph of folders named with a quote, a backslash and a line break: one DOT statement a line"; then
  mkdir -p "$here/code/a\"b\\c" "$here/code/line"$'\n'"break"
  printf 'struct X { var y: Y }\n' >"$here/code/a\"b\\c/X.swift"
  printf 'struct Y {}\n' >"$here/code/line"$'\n'"break/Y.swift"
  ab 20 graph code --modules-by-folder
  expect_rc 0
  [ "$(grep -c . "$work/out")" -eq 7 ] || fail "$(grep -c . "$work/out") lines, expected 7"
  grep -qF '"a\"b\\c" -> "line\\nbreak" [label="1"];' "$work/out" || fail "the edge is not escaped"
  expect_no_controls "$work/out"
  if command -v dot >/dev/null; then dot -Tsvg "$work/out" >/dev/null 2>&1 || fail "dot rejects the graph"; fi
  verdict
fi

if start "scan of a folder with a symbolic link to /"; then
  mkdir "$here/code" && printf 'struct A {}\n' >"$here/code/A.swift" && ln -s / "$here/code/root"
  ab 20 scan code --format csv
  expect_rc 3
  expect_stderr "root" "--follow-links"
  [ "$(grep -c '\.swift' "$work/out")" -eq 1 ] || fail "files outside the folder were scanned"
  verdict
fi

# --- Wrong results with exit 0 ---------------------------------------------------------------

if start "exercise check grades the working tree (a correct solution applied in a clone)"; then
  git clone -q "$root" "$here/clone"
  git -C "$here/clone" apply "$root/Exercises/solutions/note-limit/mvc.patch"
  ab 1200 exercise check note-limit --arch mvc --package-path "$here/clone"
  expect_rc 0
  grep -q "PASS" "$work/out" || fail "no PASS in the output"
  verdict
fi

if start "scan of a folder with a non-UTF-8 file name"; then
  printf 'struct A {}\n' >"$here/A.swift"
  printf 'struct B {}\n' >"$here/caf"$'\xe9'".swift"
  ab 10 scan . --format csv
  expect_rc 3
  expect_stderr 'caf\xE9.swift' "UTF-8"
  verdict
fi

if start "rules on a folder with no Swift files"; then
  mkdir "$here/empty" && echo "# notes" >"$here/empty/README.md"
  ab 10 rules empty --arch mvc
  expect_rc 1
  expect_error_line "empty" "no Swift files"
  verdict
fi

for command in "history --paths nosuch" "compare --paths nosuch" "history --paths .." "compare --paths .."; do
  start "$command" || continue
  make_repo "$here/repo"
  here="$here/repo"
  set -- $command
  if [ "$1" = history ]; then ab 20 history --no-cache --paths "$3"; else ab 20 compare --no-cache HEAD~1 HEAD --paths "$3"; fi
  expect_rc 15
  expect_error_line "'$3'"
  verdict
done

if start "--include '[A-Z]*.swift' (a character range)"; then
  printf 'struct A {}\n' >"$here/Main.swift" && printf 'struct b {}\n' >"$here/helper.swift"
  ab 10 scan . --include '[A-Z]*.swift' --format csv
  expect_rc 0
  grep -q "Main.swift" "$work/out" || fail "Main.swift not scanned"
  grep -q "helper.swift" "$work/out" && fail "helper.swift scanned"
  verdict
fi

if start "--include '[abc' (an unclosed class)"; then
  printf 'struct A {}\n' >"$here/a.swift"
  ab 10 scan . --include '[abc'
  expect_rc 64
  expect_stderr "[abc"
  verdict
fi

if start "thresholds file with an unknown key"; then
  printf '{ "schemaVersion": 1, "exact": {}, "coverage": {}, "timing": {}, "timeing": {} }\n' >"$here/t.json"
  ab 20 check --package-path "$root" --thresholds "$here/t.json"
  expect_rc 1
  expect_error_line "t.json" "timeing"
  verdict
fi

for weights in '{ "testabilty": 2 }' '{ "performance": -1 }' '[]' '{ "performance": "x" }'; do
  start "weights file $weights" || continue
  printf '%s\n' "$weights" >"$here/w.json"
  ab 20 report --package-path "$root" --output "$here/out" --weights "$here/w.json" "${report_fast[@]}"
  expect_rc 1
  expect_error_line "w.json"
  refuse_stderr ": is not"
  case "$weights" in
    *testabilty*) expect_stderr "testabilty" ;;
    *-1*) expect_stderr "performance" ;;
    *'"x"'*) expect_stderr "performance" ;;
    '[]') expect_stderr "not a JSON object" ;;
  esac
  [ -e "$here/out" ] && fail "a report was written"
  verdict
done

if start "complexity of 300 nested ifs"; then
  {
    echo "func deep(_ x: Int) {"
    for _ in $(seq 1 300); do echo "if x > 0 {"; done
    for _ in $(seq 1 300); do echo "}"; done
    echo "}"
  } >"$here/Deep.swift"
  ab 30 scan Deep.swift --format json
  expect_rc 0
  grep -q '"complexity" : 301' "$work/out" || fail "complexity is $(grep -o '"complexity" : [0-9]*' "$work/out" | head -1)"
  verdict
fi

if start "unterminated \" at the end of a line"; then
  printf 'let a = "\nlet b = 1\n' >"$here/A.swift"
  ab 10 scan A.swift
  expect_rc 3
  expect_stderr "A.swift" "line 1"
  verdict
fi

if start "unterminated \"\"\" is reported where it opens"; then
  printf 'let x = 1\nlet s = """\nabc\n' >"$here/A.swift"
  ab 10 scan A.swift
  expect_rc 3
  expect_stderr "A.swift" "line 2"
  refuse_stderr "line 4"
  verdict
fi

# --- Output escaping ------------------------------------------------------------------------

if start "scan --format markdown: <script> and a newline in file names"; then
  printf 'struct A {}\n' >"$here/<script>alert(1)<\\script>.swift"
  printf 'struct B {}\n' >"$here/two"$'\n'"lines.swift"
  ab 10 scan . --format markdown
  expect_rc 0 3
  grep -qF "<script>" "$work/out" && fail "<script> written raw"
  grep -q "^lines.swift" "$work/out" && fail "a newline splits a row"
  verdict
fi

if start "ESC and OSC sequences in file names reach no text output"; then
  printf 'struct A {}\n' >"$here/"$'\e]0;owned\a\e[31m'"red.swift"
  printf 'let s = "\n' >"$here/"$'\e[2J'"warn.swift"
  for format in text markdown csv; do
    ab 10 scan . --format "$format"
    cp "$work/out" "$work/out.$format"
  done
  expect_rc 3
  expect_no_controls "$work/out.text" "$work/out.markdown" "$work/out.csv" "$work/err"
  verdict
fi

if start "SARIF artifactLocation.uri is percent-encoded"; then
  mkdir -p "$here/code/Models"
  printf 'import HeadlessUIKit\nstruct TaskModel { let view: TaskView }\n' >"$here/code/Models/Task Model#1.swift"
  printf 'import HeadlessUIKit\nfinal class TaskView: View {}\n' >"$here/code/TaskView.swift"
  ab 20 rules code --arch mvc --format sarif
  expect_rc 2
  grep -q '"uri" : "code/Models/Task%20Model%231.swift"' "$work/out" ||
    fail "uri is $(grep -o '"uri" : "[^"]*"' "$work/out" | head -1)"
  verdict
fi

# --- Messages -------------------------------------------------------------------------------

if start "report over a folder that cannot be renamed names the reason"; then
  previous_report "$here/Reports"
  if chattr +i "$here/Reports" 2>/dev/null; then
    ab 120 report --package-path "$root" --output "$here/Reports" "${report_fast[@]}"
    chattr -i "$here/Reports"
    expect_rc 1
    # Progress lines come first: the folder is a report, so the run goes as far as replacing it.
    [ "$(tail -n 1 "$work/err")" = "Error: cannot replace $here/Reports: Operation not permitted" ] ||
      fail "last line: $(tail -n 1 "$work/err")"
    refuse_stderr "Success"
  else
    fail "cannot run here: chattr +i is not supported on $(df --output=fstype "$here" | tail -1)"
  fi
  verdict
fi

for input in "malformed JSON" "a folder" "a missing file" "JSON of another kind"; do
  start "latency --from $input" || continue
  case "$input" in
    "malformed JSON") printf '{ "run": ' >"$here/run.json" ;;
    "a folder") mkdir "$here/run.json" ;;
    "a missing file") ;;
    "JSON of another kind") printf '{ "schemaVersion": 1 }\n' >"$here/run.json" ;;
  esac
  ab 20 latency --from run.json
  expect_rc 1
  expect_error_line "run.json"
  refuse_stderr "Error Domain" "DecodingError" "NSCocoaErrorDomain"
  verdict
done

if start "latency --compare with malformed JSON"; then
  printf '{}' >"$here/earlier.json"
  cp "$root/Reports/metrics.json" "$here/not-latency.json"
  ab 20 latency --from "$here/not-latency.json" --compare earlier.json
  expect_rc 1
  expect_error_line "not-latency.json"
  refuse_stderr "DecodingError"
  verdict
fi

if start "a malformed roles file is named"; then
  printf 'struct A {}\n' >"$here/A.swift"
  printf '{ "rules": [ { "path": 3 } ] }' >"$here/roles.json"
  ab 10 scan . --roles roles.json
  expect_rc 1
  expect_error_line "roles.json"
  verdict
fi

if start "a malformed rules configuration is named"; then
  printf 'struct A {}\n' >"$here/A.swift"
  printf '{ "architecture": ' >"$here/rules.json"
  ab 10 rules . --config rules.json
  expect_rc 1
  expect_error_line "rules.json"
  verdict
fi

if start "a malformed baseline is named"; then
  printf '{ "schemaVersion": 1, "metrics": 3 }' >"$here/baseline.json"
  ab 20 check --package-path "$root" --baseline "$here/baseline.json"
  expect_rc 1
  expect_error_line "baseline.json"
  verdict
fi

if start "rules --baseline: a missing baseline is named"; then
  mkdir -p "$here/vm"
  printf 'final class ListViewModel {\n  func show() { let screen: ListView? = nil }\n}\n' >"$here/vm/ListViewModel.swift"
  ab 20 rules vm --arch mvvm --baseline nosuch.json
  expect_rc 1
  expect_error_line "nosuch.json" "no such file"
  verdict
fi

if start "rules --baseline: a malformed baseline is named"; then
  mkdir -p "$here/vm"
  printf 'final class ListViewModel {\n  func show() { let screen: ListView? = nil }\n}\n' >"$here/vm/ListViewModel.swift"
  printf '{ "schemaVersion": 1, "kind": "rules", "violations": 3 }' >"$here/rb.json"
  ab 20 rules vm --arch mvvm --baseline rb.json
  expect_rc 1
  expect_error_line "rb.json" "not a valid rules baseline"
  verdict
fi

if start "rules --baseline: a baseline of another schema is named, not misread"; then
  mkdir -p "$here/vm"
  printf 'final class ListViewModel {\n  func show() { let screen: ListView? = nil }\n}\n' >"$here/vm/ListViewModel.swift"
  cp "$root/Benchmarks/baseline.json" "$here/gate.json"
  ab 20 rules vm --arch mvvm --baseline gate.json
  expect_rc 1
  expect_error_line "gate.json" "not a rules baseline"
  printf '{ "schemaVersion": 9, "kind": "rules", "violations": [] }' >"$here/v9.json"
  ab 20 rules vm --arch mvvm --baseline v9.json
  expect_rc 1
  expect_error_line "v9.json" "schema version 9"
  verdict
fi

if start "rules --write-baseline over a folder leaves it intact"; then
  mkdir -p "$here/vm" "$here/victim"
  printf 'final class ListViewModel {\n  func show() { let screen: ListView? = nil }\n}\n' >"$here/vm/ListViewModel.swift"
  printf 'keep\n' >"$here/victim/file"
  snapshot "$here/victim" "$work/victim.before"
  ab 20 rules vm --arch mvvm --write-baseline victim
  expect_rc 1
  expect_error_line "victim"
  expect_intact "$here/victim" "$work/victim.before"
  verdict
fi

if start "check --scan: missing, malformed and foreign baselines are named"; then
  printf 'struct A {}\n' >"$here/A.swift"
  ab 20 check --scan . --baseline nosuch.json
  expect_rc 1
  expect_error_line "nosuch.json" "no such file"
  printf '{ "schemaVersion": ' >"$here/sb.json"
  ab 20 check --scan . --baseline sb.json
  expect_rc 1
  expect_error_line "sb.json" "not a scan baseline"
  printf '{ "schemaVersion": 1, "kind": "rules", "violations": [] }' >"$here/rb.json"
  ab 20 check --scan . --baseline rb.json
  expect_rc 1
  expect_error_line "rb.json" "a rules baseline, not a scan baseline"
  verdict
fi

if start "check --scan: a missing path, a thresholds file without a scan section, --write-baseline with --baseline"; then
  ab 20 check --scan nosuch
  expect_rc 1
  expect_error_line "nosuch"
  printf 'struct A {}\n' >"$here/A.swift"
  printf '{ "schemaVersion": 1, "exact": {} }' >"$here/t.json"
  ab 20 check --scan . --thresholds t.json
  expect_rc 1
  expect_error_line "t.json" "no scan section"
  ab 20 check --scan . --baseline a.json --write-baseline b.json
  expect_rc 64
  verdict
fi

if start "exercise check --base nosuchrev"; then
  ab 60 exercise check note-limit --arch mvc --base nosuchrev --package-path "$root"
  expect_rc 11
  expect_error_line "unknown revision 'nosuchrev'"
  verdict
fi

if start "compare HEAD HEAD~1 in a shallow clone says it is shallow"; then
  make_repo "$here/repo"
  git clone -q --depth 1 "file://$here/repo" "$here/depth1"
  here="$here/depth1"
  ab 20 compare --no-cache HEAD HEAD~1
  expect_rc 11 13
  expect_error_line "shallow"
  verdict
fi

if start "exercise measure stops when git status cannot be read"; then
  git clone -q "$root" "$here/clone"
  printf 'DIRC garbage' >"$here/clone/.git/index"
  ab 60 exercise measure --package-path "$here/clone"
  expect_rc 21
  expect_error_line "status"
  verdict
fi

# hotspots: each bad input one line and its own status; nothing on standard output.
if start "hotspots outside a repository"; then
  mkdir "$here/plain" && printf 'struct A {}\n' >"$here/plain/A.swift"
  ab 20 hotspots plain --no-cache
  expect_rc 10
  expect_error_line "plain" "not a git repository"
  [ -s "$work/out" ] && fail "standard output is not empty"
  verdict
fi

for case in "--since nosuchrev:11:unknown revision 'nosuchrev'" "--rev nosuchrev:11:unknown revision 'nosuchrev'" \
  "--since 2026-13-45:64:--since '2026-13-45' is not a valid date" "nosuch:15:no path 'nosuch'"; do
  IFS=: read -r arguments status message <<<"$case"
  start "hotspots $arguments" || continue
  make_repo "$here/repo"
  here="$here/repo"
  # shellcheck disable=SC2086 # the arguments are words
  ab 20 hotspots --no-cache $arguments
  expect_rc "$status"
  # A bad argument is ArgumentParser's: the error, then the usage.
  if [ "$status" -eq 64 ]; then expect_stderr "Error: $message"; else expect_error_line "$message"; fi
  [ -s "$work/out" ] && fail "standard output is not empty"
  verdict
done

if start "hotspots in an empty repository"; then
  git init -q "$here/empty"
  here="$here/empty"
  ab 20 hotspots --no-cache
  expect_rc 12
  expect_error_line "empty repository"
  verdict
fi

if start "hotspots in a shallow clone says it is shallow"; then
  make_repo "$here/repo"
  git clone -q --depth 1 "file://$here/repo" "$here/depth1"
  here="$here/depth1"
  ab 20 hotspots --no-cache
  expect_rc 13
  expect_error_line "shallow"
  verdict
fi

if start "hotspots --output over a folder writes nothing"; then
  make_repo "$here/repo"
  here="$here/repo"
  mkdir "$here/victim"
  ab 20 hotspots --no-cache --output victim
  expect_rc 1
  expect_error_line "victim"
  [ -z "$(ls -A "$here/victim")" ] || fail "victim is not empty"
  verdict
fi

# --- The inputs of later issues, one file per area -------------------------------------------

# Each file adds cases with the helpers above (start, ab, expect_*, verdict).
for cases in "$root"/Scripts/hostile-inputs/*.sh; do
  [ -e "$cases" ] || continue
  # shellcheck source=/dev/null
  source "$cases"
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
