#!/usr/bin/env bash
# Module coupling: archbench's Ca and Ce against coupling-resolver, an independent resolver
# (Benchmarks/agreement/CouplingResolver: swift-syntax, no archbench code), on
# swift-argument-parser 1.8.2, vapor 4.122.3 and swift-nio 2.101.3.
#
#   archbench scan PROJECT --coupling --format json   each module's `afferent` and `efferent`
#   coupling-resolver PROJECT --edges                 each module's Ca and Ce, and its edges
#
# Ca = the nodes outside a module that depend on one inside it, Ce = the nodes inside that
# depend on one outside (Docs/coupling.md); modules are the targets, test code left out. The
# resolver's header says which of Docs/coupling.md's rules it implements; it is checked first on
# coupling.md's worked example (Tests/DependenciesTests/Fixtures/ThreeModules). It prints, per
# project, the figures that differ and, for each, the nodes only one side counts with what they
# depend on (from `archbench graph --level type --format json`, run only for such a project);
# the last line is `N of M module figures agree` (a figure: one module's Ca or Ce).
#
# Differences seen with the binary before issue 45's fixes (fea059b), 8 of 96 figures, all
# where archbench departs from Docs/coupling.md:
# - a module qualifier is not read: `extension Foundation.Date: ArgumentParser.ExpressibleByArgument`
#   (generate-manual) names no type for archbench (ArgumentParser Ca, generate-manual Ce);
#   `extension NIOCore.Windows` is an extension of an undeclared type (same count either way);
# - an `#if` condition is read as code: `#if os(Linux)` at top level names NIOCore's `enum
#   Linux` (NIOCore Ca, NIOFSFoundationCompat Ce, _NIOFileSystemFoundationCompat Ce);
# - only names starting with an uppercase letter are read in expressions: `_TinyArray(…)` in
#   NIOCore's NIOAsyncWriter.StateMachine is missed (NIOCore Ce, _NIODataStructures Ca);
# - member names (rule 4) are followed only within the base's module: `NIOBSDSocket.SocketType`
#   in NIOPosix, whose extension of NIOCore's NIOBSDSocket declares SocketType, names
#   NIOCore.NIOBSDSocket (NIOCore Ca, NIOPosix Ce).
#
# Usage: Scripts/agreement/coupling.sh
#   ARCHBENCH=path   the binary to measure (default: `swift build`'s debug product, built here)
#   MIRROR=folder    the local package mirror (default /opt/swift-packages)
# Builds the resolver (debug, swift-syntax 603.0.1 from the mirror) in .build-agreement/.
# Not part of CI; 2 to 5 minutes on two cores with debug builds. Exit status: 0 when the
# figures were printed (whatever they are), 1 when a tool failed.
set -euo pipefail
source "$(dirname "$0")/common.sh"
scratch="$repo/.build-agreement/coupling-resolver"
swift build --package-path Benchmarks/agreement/CouplingResolver --scratch-path "$scratch" >"$work/resolver-build.log" 2>&1 || {
  tail -20 "$work/resolver-build.log" >&2
  exit 1
}
resolver="$scratch/debug/coupling-resolver"
echo "archbench: $ARCHBENCH"
echo "resolver: $resolver"
# The resolver itself first, on coupling.md's worked example: its documented figures, or stop.
expected=$'App\t3\t0\t2\nCore\t3\t4\t0\nData\t2\t1\t2'
got=$("$resolver" Tests/DependenciesTests/Fixtures/ThreeModules | grep -v '^#')
if [ "$got" != "$expected" ]; then
  printf 'resolver: coupling.md worked example, expected\n%s\ngot\n%s\n' "$expected" "$got" >&2
  exit 1
fi
echo "resolver on coupling.md's worked example (ThreeModules): the documented Ca and Ce"

names=()
for entry in "${projects[@]}"; do
  read -r name _ tag <<<"$entry"
  clone_project "$entry"
  # archbench exits 3 when it warns (swift-nio's manifest computes some targets): still a result.
  rc=0
  "$ARCHBENCH" scan "$work/$name" --coupling --format json >"$work/$name.json" 2>"$work/$name.err" || rc=$?
  if [ "$rc" -ne 0 ] && [ "$rc" -ne 3 ]; then
    echo "archbench scan $name failed ($rc): $(head -1 "$work/$name.err")" >&2
    exit 1
  fi
  "$resolver" "$work/$name" --edges >"$work/$name.resolver"
  # The type graph, to show which nodes differ, only where a figure does.
  if ! PYTHONDONTWRITEBYTECODE=1 python3 "$repo/Scripts/agreement/coupling_compare.py" "$work" "$name" | tail -1 |
    grep -Eq '^([0-9]+) of \1 '; then
    rc=0
    "$ARCHBENCH" graph "$work/$name" --level type --format json --output "$work/$name.graph.json" \
      2>>"$work/$name.err" || rc=$?
    if [ "$rc" -ne 0 ] && [ "$rc" -ne 3 ]; then
      echo "archbench graph $name failed ($rc)" >&2
      exit 1
    fi
  fi
  names+=("$name")
  echo "$name $tag"
done
echo
PYTHONDONTWRITEBYTECODE=1 python3 "$repo/Scripts/agreement/coupling_compare.py" "$work" "${names[@]}"
