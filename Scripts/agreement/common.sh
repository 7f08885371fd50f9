# Sourced by the agreement scripts: what they share, once.
#
#   source "$(dirname "$0")/common.sh"
#
# Moves to the repository's root and sets `repo`, `mirror` (MIRROR, default /opt/swift-packages),
# `work` (a temporary folder removed on exit), `projects` (the three projects nobody here wrote:
# name, path in the mirror, tag) and ARCHBENCH (the binary to measure: as given, else the debug
# product, built here). `clone_project ENTRY` clones one entry of `projects` into $work/NAME.
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
repo="$PWD"
mirror=${MIRROR:-/opt/swift-packages}
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

projects=(
  "swift-argument-parser apple/swift-argument-parser.git 1.8.2"
  "vapor vapor/vapor.git 4.122.3"
  "swift-nio apple/swift-nio.git 2.101.3"
)

if [ -z "${ARCHBENCH:-}" ]; then
  swift build --product archbench >/dev/null
  ARCHBENCH="$repo/.build/debug/archbench"
fi

clone_project() {
  local name path tag
  read -r name path tag <<<"$1"
  git clone -q --depth 1 --branch "$tag" "file://$mirror/$path" "$work/$name" 2>/dev/null
}
