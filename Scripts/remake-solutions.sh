#!/usr/bin/env bash
# Re-makes the exercises' reference solutions after a change to the samples: each patch is
# applied where it was made (BASE, the commit before the samples changed), committed there,
# cherry-picked onto HEAD with git's three-way merge, and written back as HEAD's diff, at the
# exact line numbers libgit2 needs (it applies no offset).
#
#   Scripts/remake-solutions.sh BASE [ARCH ...]     e.g. Scripts/remake-solutions.sh 2e99d04 mvvm redux
#   EXERCISES="registration" Scripts/remake-solutions.sh BASE   only those exercises' patches
#   PATCHES='Idioms/*/*.patch' Scripts/remake-solutions.sh BASE   the idioms' patches instead
#
# A patch that no longer applies at BASE, or whose cherry-pick conflicts, is left in a worktree
# for a person to finish; the script names it and exits 1 at the end. Commit the samples first.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -lt 1 ]]; then
  echo "usage: Scripts/remake-solutions.sh BASE [ARCH ...]" >&2
  exit 64
fi
base="$(git rev-parse --verify "$1^{commit}")"
shift
head="$(git rev-parse HEAD)"
work="$(mktemp -d)"
unfinished=0

for patch in ${PATCHES:-Exercises/solutions/*/*.patch}; do
  exercise="$(basename "$(dirname "$patch")")"
  arch="$(basename "$patch" .patch)"
  if [[ $# -gt 0 ]] && ! printf '%s\n' "$@" | grep -qx "$arch"; then
    continue
  fi
  if [[ -n ${EXERCISES:-} ]] && ! printf '%s\n' $EXERCISES | grep -qx "$exercise"; then
    continue
  fi
  old="$work/$exercise-$arch-old"
  new="$work/$exercise-$arch-new"
  git worktree add -q --detach "$old" "$base"
  if ! git -C "$old" apply "$PWD/$patch"; then
    echo "remake: $patch does not apply at $base; left in $old" >&2
    unfinished=1
    continue
  fi
  git -C "$old" add -A
  git -C "$old" -c user.name=remake -c user.email=remake@localhost commit -qm "$exercise $arch"
  git worktree add -q --detach "$new" "$head"
  if ! git -C "$new" -c user.name=remake -c user.email=remake@localhost cherry-pick "$(git -C "$old" rev-parse HEAD)" >/dev/null 2>&1; then
    echo "remake: $patch conflicts on $head; resolve in $new, commit, then: git -C $new diff HEAD~1 HEAD > $patch" >&2
    unfinished=1
    continue
  fi
  git -C "$new" diff HEAD~1 HEAD >"$patch.tmp"
  mv "$patch.tmp" "$patch"
  git worktree remove --force "$old"
  git worktree remove --force "$new"
  echo "remake: $patch"
done
exit "$unfinished"
