# Issue 44's inputs for the commands that read git: hotspots, history, scan --rev, exercise.
# Sourced by Scripts/hostile-inputs.sh, whose helpers these use.

# git_many_files REPO COMMITS FILES: a repository of COMMITS commits, each changing every one of
# FILES Swift files in Sources/ (one shared blob a commit, so only pair counting costs), written
# by one git fast-import so that it takes well under a second.
git_many_files() {
  local repo=$1 commits=$2 files=$3
  git init -q "$repo"
  {
    local commit index
    for commit in $(seq 1 "$commits"); do
      printf 'blob\nmark :%d\ndata %d\nlet v = %d\n' "$commit" $((${#commit} + 9)) "$commit"
      printf 'commit refs/heads/main\ncommitter hostile <h@example.com> %d +0000\ndata 2\n%d\n' \
        $((1767225600 + commit * 60)) $((commit % 10))
      for index in $(seq 1 "$files"); do printf 'M 100644 :%d Sources/F%d.swift\n' "$commit" "$index"; done
    done
  } | git -C "$repo" fast-import --quiet
  git -C "$repo" symbolic-ref HEAD refs/heads/main
}

# H4: a commit of n files is n × (n − 1) / 2 pairs; 20,000 files took 5 GB and a fatal allocation.
if start "hotspots --max-changeset 100000 is refused above the documented maximum"; then
  make_repo "$here/repo"
  here="$here/repo"
  ab 20 hotspots --no-cache --max-changeset 100000
  expect_rc 64
  expect_stderr "Error: --max-changeset must be at most 1000, not 100000"
  [ -s "$work/out" ] && fail "standard output is not empty"
  verdict
fi

if start "hotspots on commits of 1,000 files each counts their pairs in bounded memory"; then
  git_many_files "$here/repo" 3 1000
  here="$here/repo"
  (cd "$here" && timeout -k 5 60 /usr/bin/time -f %M -o "$work/rss" "$bin" hotspots --no-cache --max-changeset 1000 \
    --min-shared 3 --top 2 >"$work/out" 2>"$work/err" </dev/null)
  rc=$?
  expect_rc 0
  # 1.5 million pair counts in a table took 180 MB; counted per file, the process stays near its own size.
  rss=$(tail -1 "$work/rss")
  [ "${rss:-0}" -lt 120000 ] || fail "peak RSS ${rss} KB, expected under 120 MB"
  grep -q "Temporal coupling: 2 pairs changed together in at least 3 of 3 commits" "$work/out" \
    || fail "no coupling line in: $(head -c 300 "$work/out")"
  verdict
fi

# H6: names that differ only in a byte that is not UTF-8 were merged into one caf\uFFFD.swift.
if start "hotspots skips names that are not UTF-8 with a warning, as scan does, and merges nothing"; then
  make_repo "$here/repo"
  here="$here/repo"
  printf 'struct E9 {}\n' >"$here/Samples/One/caf"$'\xE9'".swift"
  for edit in 1 2 3 4; do
    printf 'struct E8 {}\n// %d\n' "$edit" >"$here/Samples/One/caf"$'\xE8'".swift"
    git -C "$here" add -A && git -C "$here" commit -q -m "edit $edit"
  done
  ab 20 hotspots --no-cache Samples
  expect_rc 3
  expect_stderr 'warning: Samples/One/caf\xE8.swift: the name is not UTF-8' \
    'warning: Samples/One/caf\xE9.swift: the name is not UTF-8'
  if grep -q $'\xEF\xBF\xBD' "$work/out"; then fail "a name shows as U+FFFD"; fi
  grep -q "3 of 3 files changed" "$work/out" || fail "not 3 of 3 files: $(head -1 "$work/out")"
  verdict
fi

# M3: Foundation read 2026-02-31 as March 3rd, silently.
for case in "hotspots 2026-02-31" "hotspots 2026-04-31" "hotspots 2027-02-29" "hotspots 2026-01-01T24:00:00Z" \
  "history 2026-02-31" "history 2027-02-29" "history 2026-13-45"; do
  read -r command date <<<"$case"
  start "$command --since $date is a bad argument" || continue
  make_repo "$here/repo"
  here="$here/repo"
  ab 20 "$command" --no-cache --since "$date"
  expect_rc 64
  expect_stderr "Error: --since '$date' is not a valid date"
  [ -s "$work/out" ] && fail "standard output is not empty"
  verdict
done

# L1: an object that is not a commit was an "unknown revision".
for kind in tree blob "tag of a blob"; do
  for command in hotspots "scan --rev" history; do
    start "$command given a $kind says what it is" || continue
    make_repo "$here/repo"
    here="$here/repo"
    case $kind in
      tree) revision=$(git -C "$here" rev-parse HEAD^{tree}) ;;
      blob) revision=$(git -C "$here" rev-parse HEAD:Samples/One/One.swift) ;;
      *)
        git -C "$here" tag -a -m "a blob" blobtag HEAD:Samples/One/One.swift
        revision=blobtag
        ;;
    esac
    case $command in
      hotspots) ab 20 hotspots --no-cache --rev "$revision" ;;
      "scan --rev") ab 20 scan --no-cache --rev "$revision" ;;
      history) ab 20 history --no-cache --rev "$revision" ;;
    esac
    expect_rc 11
    expect_error_line "'$revision' is a $kind (" "not a commit"
    verdict
  done
done

# L2: a .git file whose gitdir is gone was "no .git found here or in any parent".
if start "hotspots in a linked worktree whose gitdir is gone names the .git file and the gitdir"; then
  mkdir "$here/wt"
  printf 'gitdir: %s\n' "$here/main/.git/worktrees/wt" >"$here/wt/.git"
  here="$here/wt"
  ab 20 hotspots --no-cache
  expect_rc 10
  expect_error_line "/wt/.git points to " "/main/.git/worktrees/wt, which does not exist"
  verdict
fi

# L8: a binary .swift file was dropped from the ranking but listed in the coupling.
if start "hotspots leaves a binary Swift file out of the coupling as of the ranking, with a warning"; then
  make_repo "$here/repo"
  here="$here/repo"
  for edit in 1 2 3; do
    printf 'struct B {}\n\0%d\n' "$edit" >"$here/Samples/One/Binary.swift"
    printf '// %d\n' "$edit" >>"$here/Samples/One/One.swift"
    git -C "$here" add -A && git -C "$here" commit -q -m "edit $edit"
  done
  ab 20 hotspots --no-cache Samples --min-shared 1
  expect_rc 3
  expect_stderr "Samples/One/Binary.swift: binary file"
  if grep -q "Binary.swift" "$work/out"; then fail "Binary.swift is in the output"; fi
  verdict
fi

# L13: libgit2 said a truncated .git/index "no longer exists".
for command in hotspots "exercise measure"; do
  start "$command with a truncated .git/index names the index as corrupt" || continue
  make_repo "$here/repo"
  here="$here/repo"
  head -c 4 "$here/.git/index" >"$here/index" && mv "$here/index" "$here/.git/index"
  if [ "$command" = hotspots ]; then
    ab 20 hotspots --no-cache
    expect_rc 14
  else
    ab 20 exercise measure --package-path .
    expect_rc 21
  fi
  expect_error_line "the index $here/.git/index is corrupt: it is 4 bytes"
  refuse_stderr "no longer exists"
  verdict
done

# M11: a blob cache path that is a folder printed Foundation's "(Support.FileWriteError error 1.)".
if start "hotspots with a folder where the blob cache goes warns in words and still answers"; then
  make_repo "$here/repo"
  here="$here/repo"
  mkdir -p "$here/.git/archbench/blob-metrics.json"
  ab 20 hotspots
  expect_rc 0
  expect_stderr "warning: cannot write the blob cache $here/.git/archbench/blob-metrics.json: it is a folder"
  refuse_stderr "FileWriteError" "The operation could not be completed"
  [ -s "$work/out" ] || fail "standard output is empty"
  verdict
fi

# H6, as scan of a folder does it: scan --rev read such names as caf\uFFFD.swift, twice.
if start "scan --rev skips names that are not UTF-8 with a warning, as a folder scan does"; then
  make_repo "$here/repo"
  here="$here/repo"
  printf 'struct E9 {}\n' >"$here/Samples/One/caf"$'\xE9'".swift"
  printf 'struct E8 {}\n' >"$here/Samples/One/caf"$'\xE8'".swift"
  git -C "$here" add -A && git -C "$here" commit -q -m "odd names"
  ab 20 scan --no-cache --rev HEAD Samples/One
  expect_rc 3
  expect_stderr 'warning: caf\xE8.swift: the name is not UTF-8' 'warning: caf\xE9.swift: the name is not UTF-8'
  if grep -q $'\xEF\xBF\xBD' "$work/out"; then fail "a name shows as U+FFFD"; fi
  verdict
fi
