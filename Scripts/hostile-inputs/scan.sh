# Cases of issue 44 for scan and the commands that parse Swift as it does (graph, rules,
# check --scan): the structure limit and its memory bound, and a manifest's absolute target path.
# Sourced by Scripts/hostile-inputs.sh, whose helpers they use.

# ab_peak SECONDS ARGS…: as ab, and sets $peak_mb to the command's peak resident memory in MB
# (from /usr/bin/time, or Python's getrusage where it is missing).
ab_peak() {
  local limit=$1
  shift
  if [ -x /usr/bin/time ]; then
    (cd "$here" && /usr/bin/time -f %M -o "$work/peak" timeout -k 5 "$limit" "$bin" "$@" \
      >"$work/out" 2>"$work/err" </dev/null)
    rc=$?
  else
    (cd "$here" && python3 -c '
import resource, subprocess, sys
status = subprocess.call(sys.argv[2:], stdin=subprocess.DEVNULL, stdout=open(sys.argv[1] + "/out", "w"),
  stderr=open(sys.argv[1] + "/err", "w"))
open(sys.argv[1] + "/peak", "w").write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))
sys.exit(status)' "$work" timeout -k 5 "$limit" "$bin" "$@")
    rc=$?
  fi
  peak_mb=$(($(tail -n 1 "$work/peak" 2>/dev/null || echo 0) / 1024))
}

# A file just over the 3 MiB structure limit, one token per byte: the worst case for a parser
# (a 100 MB one made graph take 24 GB). 2 × 1,573,000 + 9 = 3,146,009 bytes > 3,145,728.
write_just_over_the_limit() {
  python3 -c "open('$1','w').write('let s=[' + '1,' * 1573000 + '1]')"
}

# expect_peak_under MB: the last ab_peak stayed under MB megabytes.
expect_peak_under() {
  [ "$peak_mb" -lt "$1" ] || fail "peak memory $peak_mb MB, over $1 MB"
}

for command in "scan" "scan --coupling" "graph" "rules --arch mvvm" "check --scan"; do
  if start "$command of a file just over the 3 MiB structure limit: a warning naming it, exit 3, under 1 GB"; then
    mkdir -p "$here/code"
    write_just_over_the_limit "$here/code/A.swift"
    printf 'struct Small {}\n' >"$here/code/Small.swift"
    # shellcheck disable=SC2086
    ab_peak 60 $command code
    expect_rc 3
    expect_stderr "A.swift" "over the 3 MiB structure limit"
    [ "$(grep -c 'structure limit' "$work/err")" -eq 1 ] || fail "not one warning: $(head -c 300 "$work/err")"
    expect_peak_under 1024
    verdict
  fi
done

if start "scan of a package whose target's path is /: refused as ../x is, Package.swift not code"; then
  mkdir -p "$here/pkg/Sources/App"
  printf 'let a = 1\n' >"$here/pkg/Sources/App/A.swift"
  cat >"$here/pkg/Package.swift" <<'EOF'
// swift-tools-version: 5.9
import PackageDescription
let package = Package(name: "Pkg", targets: [.target(name: "App"), .target(name: "Root", path: "/")])
EOF
  ab 30 scan pkg --format csv
  expect_rc 3
  expect_error_line "error: /: the target Root has an absolute path"
  grep -q "Package.swift" "$work/out" && fail "Package.swift counted as code"
  [ "$(grep -c 'A.swift' "$work/out")" -eq 1 ] || fail "A.swift not counted once: $(tr '\n' ' ' <"$work/out")"
  verdict
fi

# Before, --exclude filtered the files after the walk, so a link to / was walked whole (82 s
# here, every file of the machine stat'ed) only for its files to be dropped.
if start "scan --follow-links with a link to / that --exclude names: not walked into"; then
  mkdir -p "$here/code"
  printf 'let a = 1\n' >"$here/code/A.swift"
  ln -s / "$here/code/root"
  ab 10 scan code --follow-links --exclude root --format csv
  expect_rc 0
  [ "$(grep -c 'A.swift' "$work/out")" -eq 1 ] || fail "A.swift not counted once"
  [ "$(wc -l <"$work/out")" -eq 2 ] || fail "more than A.swift: $(head -c 200 "$work/out")"
  verdict
fi
