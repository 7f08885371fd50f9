# shellcheck shell=bash
# Issue 44's inputs for check --scan, rules, graph and what every command writes: sourced by
# Scripts/hostile-inputs.sh after its own cases, with its helpers (start, ab, expect_*, verdict).

# A function of 12 paths, over the default cyclomatic limit of 10.
complex_function() {
  {
    echo "func f(a: Int) -> Int {"
    for index in $(seq 1 11); do echo "  if a == $index { return $index }"; done
    echo "  return 0"
    echo "}"
  } >"$1"
}

# A view model that names its view: one MVVM rule violation.
naming_view_model() {
  printf 'final class ListViewModel {\n  func show() { let screen: ListView? = nil }\n}\n' >"$1"
}

# ab_stdout REDIRECTION SECONDS ARGS…: as ab, with standard output redirected as given
# (">/dev/full", ">&-"); standard error in $work/err.
ab_stdout() {
  local redirection=$1 limit=$2
  shift 2
  (cd "$here" && eval "timeout -k 5 $limit \"\$bin\" \"\$@\" $redirection" 2>"$work/err" </dev/null)
  rc=$?
}

if start "check --scan: a baseline value of 1e19, 12.5 or -3 is refused in one line, no crash (H5)"; then
  mkdir -p "$here/code"
  complex_function "$here/code/A.swift"
  ab 20 check --scan code --write-baseline b.json
  expect_rc 0
  for value in 1e19 12.5 -3; do
    sed "s/\"value\" : 12/\"value\" : $value/" "$here/b.json" >"$here/edited.json"
    ab 20 check --scan code --baseline edited.json
    expect_rc 1
    expect_error_line "edited.json" "metrics[0].value is" "expected a whole number"
    refuse_stderr "Fatal error" "Stack dump"
  done
  verdict
fi

if start "check --scan: ESC, OSC and BEL in file names and the path are escaped in every format (M1)"; then
  mkdir -p "$here/x"$'\e[2J'
  complex_function "$here/x"$'\e[2J'/$'\e]0;pwned\aA.swift'
  naming_view_model "$here/x"$'\e[2J'/$'\e[31mListViewModel.swift'
  for format in text markdown junit github-benchmark; do
    ab 20 check --scan "x"$'\e[2J' --arch mvvm --format "$format"
    expect_rc 2
    expect_no_controls "$work/out" "$work/err"
  done
  ab 20 check --scan "x"$'\e[2J' --arch mvvm
  grep -qF '\u{1B}]0;pwned\u{7}A.swift f(a:)' "$work/out" || fail "the escaped name is not in the table"
  verdict
fi

if start "scan, graph, rules, check --scan and help to a full disk: one line, exit 1 (M2)"; then
  mkdir -p "$here/code"
  naming_view_model "$here/code/ListViewModel.swift"
  for command in "scan code" "scan code --format json" "graph code --modules-by-folder" "rules code --arch mvvm" \
    "check --scan code" "architectures" "rules --catalog" "--help"; do
    # shellcheck disable=SC2086 # the arguments are words
    ab_stdout ">/dev/full" 20 $command
    expect_rc 1
    expect_error_line "cannot write to standard output: No space left on device"
  done
  verdict
fi

if start "scan, graph and rules with standard output closed: one line, exit 1, no file gets the results (M2)"; then
  mkdir -p "$here/code"
  naming_view_model "$here/code/ListViewModel.swift"
  for command in "scan code" "graph code --modules-by-folder" "rules code --arch mvvm" "check --scan code"; do
    # shellcheck disable=SC2086 # the arguments are words
    ab_stdout ">&-" 20 $command
    expect_rc 1
    expect_error_line "cannot write to standard output: Bad file descriptor"
  done
  ab_stdout ">&-" 20 scan code --output out.txt
  expect_rc 0
  grep -q ListViewModel "$here/out.txt" || fail "--output did not get the scan"
  verdict
fi

if start "a reader that stops early: SIGPIPE ends archbench silently; with SIGPIPE ignored, one line (M2)"; then
  mkdir -p "$here/code"
  for index in $(seq 1 400); do printf 'struct S%s { func f() {} }\n' "$index" >"$here/code/F$index.swift"; done
  (cd "$here" && timeout -k 5 20 "$bin" scan code --format json 2>"$work/err" </dev/null | head -c 1 >/dev/null)
  rc=$?
  [ ! -s "$work/err" ] || fail "standard error: $(head -c 200 "$work/err")"
  (cd "$here" && trap '' PIPE && timeout -k 5 20 "$bin" scan code --format json 2>"$work/err" </dev/null |
    head -c 1 >/dev/null)
  rc=${PIPESTATUS[0]}
  [ "$(grep -c . "$work/err")" -le 1 ] || fail "more than one line on standard error"
  refuse_stderr "Fatal error"
  verdict
fi

if start "rules --output and --write-baseline naming one file, as ./, a link or a linked folder: 64 (M9)"; then
  naming_view_model "$here/ListViewModel.swift"
  echo keep >"$here/b.json"
  ln -s b.json "$here/link.json"
  ln -s . "$here/dir"
  for output in b.json ./b.json "$here/b.json" link.json dir/b.json; do
    ab 20 rules . --arch mvvm --write-baseline b.json --output "$output"
    expect_rc 64
    expect_error_line "--output and --write-baseline name the same file"
  done
  ab 20 rules . --arch mvvm --baseline b.json --output ./b.json
  expect_rc 64
  expect_error_line "--output and --baseline name the same file"
  [ "$(cat "$here/b.json")" = keep ] || fail "b.json was overwritten"
  printf '{ "schemaVersion": 1, "scan": { "cyclomatic": 5 } }' >"$here/t.json"
  ab 20 check --scan . --thresholds t.json --write-baseline ./t.json
  expect_rc 64
  expect_error_line "--write-baseline and --thresholds name the same file"
  grep -q '"cyclomatic": 5' "$here/t.json" || fail "t.json was overwritten"
  verdict
fi

if start "a rules baseline with schemaVersion 1.5, 1e30 or \"1\" says what is wrong (L3)"; then
  naming_view_model "$here/ListViewModel.swift"
  for version in 1.5 1e30 '"1"' 1e400; do
    printf '{ "schemaVersion": %s, "kind": "rules", "violations": [] }' "$version" >"$here/b.json"
    ab 20 rules . --arch mvvm --baseline b.json
    expect_rc 1
    expect_error_line "b.json" "schemaVersion"
    refuse_stderr "no schemaVersion"
    [ "$version" != 1e400 ] || expect_stderr "schemaVersion is 1e400: valid JSON, but out of the range"
  done
  printf '{ "schemaVersion": 1.5, "kind": "rules", "violations": [] }' >"$here/b.json"
  ab 20 rules . --arch mvvm --baseline b.json
  expect_error_line "schemaVersion 1.5 is not a supported version (1)"
  printf '{ "schemaVersion": "1", "kind": "rules", "violations": [] }' >"$here/b.json"
  ab 20 rules . --arch mvvm --baseline b.json
  expect_error_line "schemaVersion is a string, expected an integer"
  verdict
fi

if start "thresholds of 1.5, 1e400 or 2^63 name the key and what it takes (L4)"; then
  printf 'struct A {}\n' >"$here/A.swift"
  for value in 1.5 1e400 9223372036854775808; do
    printf '{ "schemaVersion": 1, "scan": { "cyclomatic": %s } }' "$value" >"$here/t.json"
    ab 20 check --scan . --thresholds t.json
    expect_rc 1
    expect_error_line "t.json" "scan.cyclomatic is"
    refuse_stderr "not valid JSON"
    [ "$value" != 1e400 ] || expect_stderr "1e400: valid JSON, but out of the range"
  done
  printf '{ "schemaVersion": 1, "scan": { "cyclomatic": 1.5 } }' >"$here/t.json"
  ab 20 check --scan . --thresholds t.json
  expect_error_line "scan.cyclomatic is 1.5, expected a whole number from 0 to 2147483647"
  verdict
fi

if start "--thresholds /dev/null is empty, a folder is a folder (L5)"; then
  printf 'struct A {}\n' >"$here/A.swift"
  ab 20 check --scan . --thresholds /dev/null
  expect_rc 1
  expect_error_line "/dev/null: is empty"
  ab 20 check --scan . --baseline /dev/null
  expect_error_line "/dev/null: is empty"
  mkdir "$here/folder"
  ab 20 check --scan . --thresholds folder
  expect_rc 1
  expect_error_line "folder: is a folder"
  verdict
fi

if start "validation errors quoting ESC show it escaped, usage intact (L7)"; then
  for command in "conformance --arch" "demo" "new Alpha --like" "latency --steps" "scan --format" "graph --level"; do
    # shellcheck disable=SC2086 # the arguments are words
    ab 20 $command $'\e[2J'
    expect_rc 64
    expect_no_controls "$work/err"
    expect_stderr '\u{1B}[2J' "Usage: archbench"
  done
  verdict
fi

if start "graph --format mermaid: modules named like Markdown lists start with an entity code (L9)"; then
  for name in "- Core" "-" "+" "*" "1."; do
    mkdir -p "$here/$name"
    printf 'public struct T {}\n' >"$here/$name/T.swift"
  done
  ab 20 graph . --modules-by-folder --format mermaid
  expect_rc 0
  for label in '["#45; Core<br/>' '["#45;<br/>' '["#43;<br/>' '["#42;<br/>' '["1#46;<br/>'; do
    grep -qF -- "$label" "$work/out" || fail "no $label in the drawing"
  done
  verdict
fi
