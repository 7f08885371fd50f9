#!/usr/bin/env bash
# CI (slow; after Scripts/exercises.sh): a sample made by `archbench new` builds, shows the login
# form and fails the rest of the conformance suite with readable output (Docs/new-architecture.md).
#
# It works in .build-exercises/tree, the full copy of the package that `exercise measure` made,
# and puts the tree back as it was on exit, so that the next `exercise measure` exports into it as
# before. archbench is built there after `archbench new` (it must know the sample to run its
# conformance); the sample's tests and the conformance suite are built with ARCHBENCH_SAMPLES_ONLY=1
# in a folder of their own, .build-exercises/samples: the samples alone, as coverage builds them.
set -euo pipefail
cd "$(dirname "$0")/.."

tree="$PWD/.build-exercises/tree"
scratch="$PWD/.build-exercises/build"
samples="$PWD/.build-exercises/samples"
name=Probe
id=probe
if [[ ! -f "$tree/Package.swift" ]]; then
  echo "new-architecture.sh: $tree is missing; run Scripts/exercises.sh first" >&2
  exit 1
fi

backup="$(mktemp -d)"
cp "$tree/Package.swift" "$tree/Sources/SampleRegistry/Architecture+All.swift" "$backup/"
restore() {
  rm -rf "$tree/Samples/$name" "$tree/Sources/SampleRegistry/Architecture+$name.swift"
  cp "$backup/Package.swift" "$tree/Package.swift"
  cp "$backup/Architecture+All.swift" "$tree/Sources/SampleRegistry/Architecture+All.swift"
  rm -rf "$backup"
}
trap restore EXIT

# The archbench of this checkout (test.sh built it) makes the sample in the tree.
swift build --product archbench
"$(swift build --show-bin-path)/archbench" new "$name" --toolkit uikit --package-path "$tree"

# The new sample, its test and the conformance suite; archbench built in the tree knows the sample.
cd "$tree"
swift build --product archbench --scratch-path "$scratch"
pinned=()
[[ -f Package.resolved ]] && pinned=(--force-resolved-versions)
ARCHBENCH_SAMPLES_ONLY=1 swift build --build-tests "${pinned[@]}" --scratch-path "$samples"
"$samples/debug/archbenchPackageTests.xctest" --testing-library swift-testing --filter "${name}Tests"

status=0
output="$("$scratch/debug/archbench" conformance --arch "$id" --skip-build --scratch-path "$samples")" || status=$?
printf '%s\n' "$output"

fail() {
  echo "new-architecture.sh: $1" >&2
  exit 1
}
[[ $status == 2 ]] || fail "conformance exited with $status, not 2 (a scenario fails)"
grep -q '^§1 Login$' <<<"$output" || fail "no §1 Login section"
grep -q '^  PASS    login.showsForm$' <<<"$output" || fail "login.showsForm does not pass: the login form is not shown"
grep -q '^  FAIL    login.emptyUsername: Expectation failed: ' <<<"$output" ||
  fail "login.emptyUsername does not fail with its first expectation"
grep -Eq '^1 of [0-9]+ scenarios pass, [0-9]+ fail\.$' <<<"$output" || fail "the summary is not one of N pass"
echo "new-architecture.sh: $name builds, shows the login form, and fails the rest of the suite readably"
