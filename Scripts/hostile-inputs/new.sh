# Cases of `archbench new` (issue 44: H1, H2, M5, M6, M10, L6, L10–L12), sourced by
# Scripts/hostile-inputs.sh after its own, with its helpers.

# new_package DIR: a package with archbench's two lists and nothing else, as `new` edits them.
new_package() {
  mkdir -p "$1/Sources/SampleRegistry"
  cat >"$1/Package.swift" <<'EOF'
// swift-tools-version: 6.1
import PackageDescription

let singleModuleSamples: [(name: String, ui: Target.Dependency)] = [
  ("MVC", "HeadlessUIKit"),
  ("MVVM", "HeadlessSwiftUI"),
]

let package = Package(name: "archbench", targets: [])
EOF
  cat >"$1/Sources/SampleRegistry/Architecture+All.swift" <<'EOF'
extension Architecture {
  public static let all: [Architecture] = [
    .mvc, .mvvm,
  ]
}
EOF
}

# expect_parses FILE…: each file is Swift that `swiftc -parse` takes without an error.
expect_parses() {
  local file
  for file in "$@"; do
    [ -f "$file" ] || { fail "no $(basename "$file")"; continue; }
    swiftc -parse "$file" >"$work/parse" 2>&1 || fail "$(basename "$file") does not parse: $(grep -m1 error: "$work/parse")"
  done
}

# expect_added PACKAGE NAME: the sample is in both lists once, registered, with its folder, and
# nothing of a run in progress is left (a journal, a staged or temporary file: the package
# fixture has no hidden file).
expect_added() {
  local package=$1 name=$2 id
  id=$(tr '[:upper:]' '[:lower:]' <<<"$2")
  [ "$(grep -c "(\"$name\", " "$package/Package.swift")" -eq 1 ] || fail "Package.swift lists $name $(grep -c "(\"$name\", " "$package/Package.swift") times"
  [ "$(grep -oE "\.\`?$id\`?," "$package/Sources/SampleRegistry/Architecture+All.swift" | wc -l)" -eq 1 ] \
    || fail "Architecture.all does not list .$id once"
  [ -f "$package/Sources/SampleRegistry/Architecture+$name.swift" ] || fail "no Architecture+$name.swift"
  [ "$(find "$package/Samples/$name" -type f 2>/dev/null | wc -l)" -eq 4 ] || fail "Samples/$name has not its 4 files"
  local leftovers
  leftovers=$(cd "$package" && find . -name '.?*' | head -3 | tr '\n' ' ')
  [ -z "$leftovers" ] || fail "left behind: $leftovers"
  expect_parses "$package/Package.swift" "$package/Sources/SampleRegistry/Architecture+All.swift" \
    "$package/Sources/SampleRegistry/Architecture+$name.swift"
}

# expect_absent PACKAGE NAME: the sample is in neither list and has no files.
expect_absent() {
  grep -q "\"$2\"" "$1/Package.swift" && fail "Package.swift lists $2"
  [ -e "$1/Samples/$2" ] && fail "Samples/$2 exists"
  [ -e "$1/Sources/SampleRegistry/Architecture+$2.swift" ] && fail "Architecture+$2.swift exists"
  return 0
}

if start "new with names that are Swift keywords in lower case (Class, Init, Default, Protocol)"; then
  new_package "$here/pkg"
  for name in Class Init Default Protocol; do
    ab 60 new "$name" --toolkit swiftui --package-path pkg
    expect_rc 0
    expect_added "$here/pkg" "$name"
  done
  verdict
fi

if start "new Self and new Any: keywords no module can be named, refused"; then
  new_package "$here/pkg"
  snapshot "$here/pkg" "$work/before"
  for name in Self Any; do
    ab 60 new "$name" --toolkit uikit --package-path pkg
    expect_rc 64
    expect_error_line "Invalid name '$name'" "keyword"
  done
  expect_intact "$here/pkg" "$work/before"
  verdict
fi

if start "new with a 240-character name"; then
  new_package "$here/pkg"
  snapshot "$here/pkg" "$work/before"
  ab 60 new "A$(printf 'b%.0s' $(seq 239))" --toolkit uikit --package-path pkg
  expect_rc 64
  expect_error_line "240 characters" "at most 100"
  expect_intact "$here/pkg" "$work/before"
  verdict
fi

if start "new while another new holds the package's lock"; then
  new_package "$here/pkg"
  snapshot "$here/pkg" "$work/before"
  # flock(1) holds the lock `new` takes, an exclusive flock(2) on the package folder, for 20 s.
  flock -x "$here/pkg" sleep 20 &
  holder=$!
  sleep 0.3
  ab 60 new Alpha --toolkit uikit --package-path pkg
  kill "$holder" 2>/dev/null
  wait "$holder" 2>/dev/null
  expect_rc 25
  expect_error_line "another archbench new is editing it"
  expect_intact "$here/pkg" "$work/before"
  verdict
fi

if start "two new at once on one package: each added, or refused in one line"; then
  new_package "$here/pkg"
  (cd "$here" && timeout -k 5 60 "$bin" new Alpha --toolkit swiftui --package-path pkg >"$work/out.a" 2>"$work/err.a"
    echo $? >"$work/rc.a") &
  (cd "$here" && timeout -k 5 60 "$bin" new Beta --toolkit uikit --package-path pkg >"$work/out.b" 2>"$work/err.b"
    echo $? >"$work/rc.b") &
  wait
  rc="$(cat "$work/rc.a")/$(cat "$work/rc.b")"
  for side in a:Alpha b:Beta; do
    status=$(cat "$work/rc.${side%%:*}")
    name=${side#*:}
    case $status in
      0) expect_added "$here/pkg" "$name" ;;
      25)
        [ "$(grep -c . "$work/err.${side%%:*}")" -eq 1 ] || fail "$name's refusal is not one line"
        expect_absent "$here/pkg" "$name"
        ;;
      *) fail "new $name exited $status" ;;
    esac
  done
  verdict
fi

if start "two new Gamma at once: one wins, the other says so in one line"; then
  new_package "$here/pkg"
  for side in a b; do
    (cd "$here" && timeout -k 5 60 "$bin" new Gamma --toolkit swiftui --package-path pkg >"$work/out.$side" \
      2>"$work/err.$side"
      echo $? >"$work/rc.$side") &
  done
  wait
  rc="$(cat "$work/rc.a")/$(cat "$work/rc.b")"
  [ "$rc" = "0/25" ] || [ "$rc" = "25/0" ] || fail "exits $rc, expected 0 and 25"
  for side in a b; do
    if [ "$(cat "$work/rc.$side")" -ne 0 ]; then
      [ "$(grep -c . "$work/err.$side")" -eq 1 ] || fail "the refusal is not one line"
      grep -q "Domain=" "$work/err.$side" && fail "a raw Foundation error: $(head -c 120 "$work/err.$side")"
      grep -qE "Gamma' is taken|another archbench new" "$work/err.$side" || fail "says: $(head -c 120 "$work/err.$side")"
    fi
  done
  expect_added "$here/pkg" Gamma
  verdict
fi

if start "new with singleModuleSamples declared first inside #if false"; then
  new_package "$here/pkg"
  cat >"$here/pkg/Package.swift" <<'EOF'
// swift-tools-version: 6.1
import PackageDescription

#if false
let singleModuleSamples: [(name: String, ui: Target.Dependency)] = [
  ("Old", "HeadlessUIKit"),
]
#else
let singleModuleSamples: [(name: String, ui: Target.Dependency)] = [
  ("MVC", "HeadlessUIKit"),
]
#endif
EOF
  snapshot "$here/pkg" "$work/before"
  ab 60 new Alpha --toolkit uikit --package-path pkg
  expect_rc 1
  expect_error_line "Package.swift" "singleModuleSamples" "#if"
  expect_intact "$here/pkg" "$work/before"
  verdict
fi

# new killed at each of its changes to the disk in turn (strace kills it on entering that
# mkdir, rename, link or unlink), then run again: the second run finishes the sample, and leaves
# nothing of the first behind. Every step, not a random one, so that the verdict is the same on
# every run; Scripts/install-system-packages.sh installs strace.
if start "new killed at each of its steps, then run again"; then
  calls=mkdir,mkdirat,rename,renameat,renameat2,link,linkat,unlink,unlinkat,rmdir
  new_package "$here/count"
  # The changes a whole run makes, in order, one system call's name a line.
  if ! command -v strace >/dev/null; then
    fail "strace is missing (Scripts/install-system-packages.sh installs it): cannot kill new at a step"
  elif strace -f -qq -o "$work/trace" -e trace=$calls "$bin" new Alpha --toolkit uikit --package-path "$here/count" \
    >/dev/null 2>&1; then
    sed -nE 's/^[0-9]+ +([a-z0-9]+)\(.*/\1/p' "$work/trace" >"$work/changes"
    steps=$(wc -l <"$work/changes")
    [ "$steps" -gt 5 ] || fail "strace saw only $steps changes to the disk"
    for at in $(seq 1 "$steps"); do
      rm -rf "$here/pkg"
      new_package "$here/pkg"
      # strace counts each system call apart: the Nth change is the Kth call of its name.
      call=$(sed -n "${at}p" "$work/changes")
      nth=$(head -n "$at" "$work/changes" | grep -cx "$call")
      (cd "$here" && strace -f -qq -o /dev/null -e trace="$call" -e inject="$call":signal=KILL:when="$nth" \
        "$bin" new Alpha --toolkit uikit --package-path pkg >/dev/null 2>&1) 2>/dev/null
      killed=$?
      if [ "$killed" -eq 137 ]; then
        ab 60 new Alpha --toolkit uikit --package-path pkg
        [ "$rc" -eq 0 ] || fail "killed at step $at ($call) of $steps, the rerun exits $rc: $(head -c 200 "$work/err")"
      else
        fail "the run to kill at step $at ($call) exited $killed"
      fi
      expect_added "$here/pkg" Alpha
    done
  else
    fail "new under strace failed"
  fi
  verdict
fi

if start "new through a symbolically linked Package.swift keeps the link"; then
  new_package "$here/pkg"
  mkdir "$here/shared"
  mv "$here/pkg/Package.swift" "$here/shared/Package.swift"
  ln -s ../shared/Package.swift "$here/pkg/Package.swift"
  ab 60 new Alpha --toolkit uikit --package-path pkg
  expect_rc 0
  [ -L "$here/pkg/Package.swift" ] || fail "Package.swift is no longer a link"
  grep -q '("Alpha", "HeadlessUIKit")' "$here/shared/Package.swift" || fail "the link's target has not the sample"
  [ -z "$(find "$here/shared" -name '.*')" ] || fail "left behind in shared/: $(ls -A "$here/shared")"
  verdict
fi

if start "new in a package whose Package.swift has Windows line endings"; then
  new_package "$here/pkg"
  sed -i 's/$/\r/' "$here/pkg/Package.swift"
  ab 60 new Alpha --toolkit uikit --package-path pkg
  expect_rc 0
  grep -q '("Alpha", "HeadlessUIKit")' "$here/pkg/Package.swift" || fail "Package.swift has not the sample"
  bare=$(grep -c $'[^\r]$' "$here/pkg/Package.swift")
  [ "$bare" -eq 0 ] || fail "$bare lines of Package.swift end in a bare LF"
  verdict
fi

if start "new keeps the permission bits of the files it rewrites (0600)"; then
  new_package "$here/pkg"
  chmod 600 "$here/pkg/Package.swift" "$here/pkg/Sources/SampleRegistry/Architecture+All.swift"
  ab 60 new Alpha --toolkit uikit --package-path pkg
  expect_rc 0
  for file in Package.swift Sources/SampleRegistry/Architecture+All.swift; do
    mode=$(stat -c %a "$here/pkg/$file")
    [ "$mode" = 600 ] || fail "$file is now $mode"
  done
  verdict
fi
