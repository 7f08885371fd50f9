#!/usr/bin/env bash
# CI (slow): a sample made by `archbench new` builds, shows the login form and fails the rest of the
# conformance suite with readable output (Docs/new-architecture.md).
#
# It works in .build-new-architecture/tree, HEAD's files exported there afresh (`git archive`, whose
# files all carry the commit's time, so a second run of one commit builds incrementally): it needs
# nothing of another script's, and runs beside them in CI. This checkout's archbench makes the
# sample there and runs its conformance; it reads the tree's registry, so it knows the sample
# without a rebuild. The sample's tests and the conformance suite are built with
# ARCHBENCH_SAMPLES_ONLY=1 in .build-new-architecture/samples: the samples alone, as coverage
# builds them, and no swift-syntax.
set -euo pipefail
cd "$(dirname "$0")/.."

work="$PWD/.build-new-architecture"
tree="$work/tree"
samples="$work/samples"
name=Probe
id=probe

swift build --product archbench
archbench="$(swift build --show-bin-path)/archbench"

rm -rf "$tree"
mkdir -p "$tree"
git archive HEAD | tar -x -C "$tree"
# The same pins as this checkout's build.
pinned=()
if [[ -f Package.resolved ]]; then
  cp -p Package.resolved "$tree/"
  pinned=(--force-resolved-versions)
fi
"$archbench" new "$name" --toolkit uikit --package-path "$tree"

# The new sample, its test and the conformance suite.
cd "$tree"
ARCHBENCH_SAMPLES_ONLY=1 swift build --build-tests "${pinned[@]}" --scratch-path "$samples"
"$samples/debug/archbenchPackageTests.xctest" --testing-library swift-testing --filter "${name}Tests"

status=0
output="$("$archbench" conformance --arch "$id" --package-path "$tree" --skip-build --scratch-path "$samples")" ||
  status=$?
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
