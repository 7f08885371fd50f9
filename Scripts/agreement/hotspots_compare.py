"""Compares `archbench hotspots` per file with `git log --follow --numstat`; see hotspots.sh.

    python3 hotspots_compare.py REPO HOTSPOTS.json

For each file archbench ranks, git's figures are `git log --no-merges --follow --numstat -- FILE`
(merges print no numstat without -m, so --no-merges changes nothing but the speed): the commits
listed and the lines they add and delete. A difference is classified by a second reading from
git, `git log --no-merges -M --raw --numstat -- '*.swift'` walked newest first with each rename
followed back through the whole history (what archbench documents it does, with git's own
rename detection in place of libgit2's):

- archbench equals that walk, not --follow: **--follow's heuristic**, split where it shows:
  --follow takes a file that the same commit keeps (a copy) as the origin; or something else
  of its per-path walk (it follows one path backwards, pairing renames commit by commit);
- the walk equals --follow, not archbench: **renames paired differently** (libgit2's similarity
  is not git's: issue 45, item 4);
- a path re-used: the walk stops where the file was added, --follow goes on into an earlier
  file of the same name (Docs/hotspots.md: "a path that a commit adds names another file");
- binary: git prints `-` for the lines of a binary change;
- otherwise unclassified, with examples.
"""

import collections
import concurrent.futures
import json
import os
import subprocess
import sys


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], check=True, capture_output=True).stdout


def follow(repo, path):
    """(commits, added, deleted, binary) of `git log --no-merges --follow --numstat -- path`."""
    out = git(repo, "log", "--no-merges", "--follow", "--numstat", "--format=tformat:C%H", "--", path)
    commits, added, deleted, binary = 0, 0, 0, False
    for line in out.decode("utf-8", "surrogateescape").splitlines():
        if line.startswith("C"):
            commits += 1
        elif "\t" in line:
            a, d, _ = line.split("\t", 2)
            if a == "-":
                binary = True
            else:
                added, deleted = added + int(a), deleted + int(d)
    return commits, added, deleted, binary


def follows_a_copy(repo, path):
    """Whether `git log --follow` pairs the file with a source that the same commit keeps
    (--follow looks for the origin among every file, as --find-copies-harder does)."""
    out = git(repo, "log", "--no-merges", "--follow", "--name-status", "--format=tformat:C%H", "--", path)
    commit = None
    for line in out.decode("utf-8", "surrogateescape").splitlines():
        if line.startswith("C") and "\t" not in line:
            commit = line[1:]
        elif line[:1] in ("R", "C") and "\t" in line:
            old = line.split("\t")[1]
            kept = subprocess.run(["git", "-C", repo, "cat-file", "-e", f"{commit}:{old}"],
                                  capture_output=True).returncode == 0
            if kept:
                return True
    return False


def rename_walk(repo):
    """Every non-merge commit touching Swift files, newest first, from one `git log -M`: the
    status and stats of each path it changed (walk_file follows a file's renames through them)."""
    out = git(repo, "log", "--no-merges", "-M", "--raw", "--numstat", "-z",
              "--format=tformat:\x01%H", "--", "*.swift")
    commits = []  # newest first: ({new path: (status letter, old path)}, {new path: (added, deleted)})
    for chunk in out.split(b"\x01")[1:]:
        fields = chunk.split(b"\0")
        status = {}
        stats = {}
        # fields[0] is the hash, then a newline and the first raw line.
        first = fields[0].split(b"\n", 1)
        fields = ([first[1]] if len(first) > 1 else []) + fields[1:]
        i = 0
        while i < len(fields):
            field = fields[i].lstrip(b"\n")
            if not field:
                i += 1
                continue
            if field.startswith(b":"):
                letter = field.split(b" ")[-1][:1].decode()
                if letter in ("R", "C"):
                    old, new = fields[i + 1], fields[i + 2]
                    i += 3
                else:
                    old = new = fields[i + 1]
                    i += 2
                status[new.decode("utf-8", "surrogateescape")] = (letter, old.decode("utf-8", "surrogateescape"))
                continue
            parts = field.split(b"\t")
            if len(parts) == 3:
                a, d, name = parts
                if name == b"":  # a rename: old and new paths follow
                    name = fields[i + 2]
                    i += 3
                else:
                    i += 1
                stats[name.decode("utf-8", "surrogateescape")] = (
                    0 if a == b"-" else int(a), 0 if d == b"-" else int(d))
                continue
            i += 1
        commits.append((status, stats))
    return commits


def walk_file(commits, path):
    """Follows `path` from the newest commit back; returns (commits, added, deleted, reused)."""
    name = path
    count = added = deleted = 0
    ended = False
    reused = False
    for status, stats in commits:
        if ended:
            if name in status:
                reused = True
                break
            continue
        if name in status:
            letter, old = status[name]
            a, d = stats.get(name, (0, 0))
            count, added, deleted = count + 1, added + a, deleted + d
            if letter == "A":
                ended = True
            elif letter in ("R", "C"):
                name = old
            elif letter == "D":
                ended = True
    return count, added, deleted, reused


def main():
    repo, report = sys.argv[1], sys.argv[2]
    hotspots = json.load(open(report))["hotspots"]
    ours = {h["path"]: (h["commits"], h["linesAdded"], h["linesRemoved"]) for h in hotspots}
    with concurrent.futures.ThreadPoolExecutor(int(os.environ.get("JOBS", "2"))) as pool:
        theirs = dict(zip(ours, pool.map(lambda p: follow(repo, p), ours)))
    history = rename_walk(repo)
    classes = collections.defaultdict(list)
    equal_commits = equal_lines = equal_all = 0
    for path, (c, a, d) in sorted(ours.items()):
        gc, ga, gd, binary = theirs[path]
        same_commits = c == gc
        same_lines = (a, d) == (ga, gd)
        equal_commits += same_commits
        equal_lines += same_lines
        if same_commits and same_lines:
            equal_all += 1
            continue
        wc, wa, wd, reused = walk_file(history, path)
        row = (path, (c, a, d), (gc, ga, gd), (wc, wa, wd))
        if binary:
            classes["binary"].append(row)
        elif (c, a, d) == (wc, wa, wd):
            if reused:
                classes["reused-path"].append(row)
            elif follows_a_copy(repo, path):
                classes["follow-copy"].append(row)
            else:
                classes["follow-heuristic"].append(row)
        elif (wc, wa, wd) == (gc, ga, gd):
            classes["renames-paired-differently"].append(row)
        else:
            classes["unclassified"].append(row)
    total = len(ours)
    print(f"files compared: {total:,} (every Swift file archbench ranks at HEAD)")
    print(f"commits equal on {equal_commits:,} of {total:,}; lines added and deleted equal on "
          f"{equal_lines:,} of {total:,}")
    print()
    descriptions = [
        ("reused-path", "an earlier, deleted file had the same path: --follow counts it, archbench "
                        "(and git's rename walk) stop where the file was added (documented)"),
        ("follow-copy", "--follow takes a file the same commit keeps (a copy) for the origin; "
                        "archbench, like git's rename walk, follows renames, not copies"),
        ("follow-heuristic", "archbench equals git's renames followed through the whole history; "
                             "--follow's per-path walk pairs or stops differently"),
        ("renames-paired-differently", "git's renames followed through the history equal --follow; "
                                       "libgit2 paired a rename git does not make (issue 45, item 4)"),
        ("binary", "git counts no lines for a binary change"),
        ("unclassified", "none of the above"),
    ]
    examples = int(os.environ.get("EXAMPLES", "4"))
    print("Differences (archbench / git log --follow / git's renames walked; commits +added -deleted):")
    for key, text in descriptions:
        rows = classes.get(key, [])
        print(f"  {key:<27} {len(rows):>4} files  {text}")
        for path, o, g, w in rows[:examples]:
            print(f"      {path}: {o[0]} +{o[1]} -{o[2]} / {g[0]} +{g[1]} -{g[2]} / {w[0]} +{w[1]} -{w[2]}")
    print()
    print(f"archbench hotspots matches git log --follow --numstat on {equal_all:,} of {total:,} files "
          f"(commits and lines); of the {total - equal_all:,} others, "
          f"{total - equal_all - len(classes.get('unclassified', [])):,} classified, "
          f"{len(classes.get('unclassified', [])):,} unclassified.")


if __name__ == "__main__":
    main()
