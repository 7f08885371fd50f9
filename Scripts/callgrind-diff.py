#!/usr/bin/env python3
"""Where two instruction counts differ, per row and per function.

usage: Scripts/callgrind-diff.py OLD NEW [--top N] [--row LABEL]

OLD and NEW are folders that `archbench latency --instructions --keep-callgrind FOLDER` wrote:
each subject's callgrind output (callgrind-SUBJECT.out) and the program it counted
(archbench-measure). A row is one dump of the main thread, labelled as the report labels it
("mvc report.send 8"). For every row in both, the script compares the total and each function's
self cost (instructions spent in the function itself, not in what it calls), and prints:

- how many rows are identical, and each row that is not, with its change;
- the functions whose self cost differs in any row: in how many rows, and by how much in all.

Two builds of the program lay their code out differently, and callgrind names a function without
a symbol (an outlined part, a thunk) by its address. Such a function is named here by the
program's nearest symbol before it and the distance from it (`nm -n`), so that the same code in
two builds compares as the same function.

--top N     list at most N functions (default 40; 0 lists all)
--row LABEL list that row's differing functions, each with its old and new self cost

Exit status: 0 every row identical; 2 a row differs or is in one folder only; 1 a folder or file
that cannot be read (one line on standard error, naming it); 64 bad arguments.

Docs/check.md ("Where a count moved") shows what it found when issue 46's refactor moved counts.
"""
import bisect
import collections
import glob
import os
import re
import statistics
import subprocess
import sys

PROGRAM = "archbench-measure"
TRIGGER = "desc: Trigger: Client Request: archbench "


class Unreadable(Exception):
    pass


def symbols(program):
    """The program's function symbols, by address, for naming an unnamed one."""
    if not os.path.exists(program):
        return None
    try:
        listing = subprocess.run(["nm", "-n", program], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        raise Unreadable(f"{program}: nm cannot read it ({error})")
    table = []
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) == 3 and fields[1] in "tTwW":
            table.append((int(fields[0], 16), fields[2]))
    return table


def namer(table):
    starts = [address for address, _ in table or []]

    def name(function):
        if table is None or not function.startswith("0x"):
            return function
        address = int(function, 16)
        index = bisect.bisect_right(starts, address) - 1
        if index < 0:
            return function
        start, symbol = table[index]
        return f"{symbol}+{address - start:#x}"

    return name


def rows(folder):
    """Each main-thread dump's self cost per function, by the row's label."""
    if not os.path.isdir(folder):
        raise Unreadable(f"{folder}: not a folder")
    outputs = sorted(glob.glob(os.path.join(folder, "callgrind-*.out")))
    if not outputs:
        raise Unreadable(f"{folder}: no callgrind-*.out in it (archbench latency --instructions --keep-callgrind)")
    name = namer(symbols(os.path.join(folder, PROGRAM)))
    result = {}
    for path in outputs:
        result.update(read(path, name))
    return result


def read(path, name):
    compressed = {"ob": {}, "fl": {}, "fn": {}}
    kind = {"ob": "ob", "cob": "ob", "fl": "fl", "fi": "fl", "fe": "fl", "cfi": "fl", "cfl": "fl", "fn": "fn",
            "cfn": "fn"}
    found = {}
    label = thread = obj = function = None
    costs = None
    positions = 1
    after_calls = False

    def flush():
        if label is not None and thread == 1:
            found[label] = costs

    try:
        lines = open(path, encoding="utf-8", errors="replace")
    except OSError as error:
        raise Unreadable(f"{path}: {error.strerror}")
    with lines:
        for number, line in enumerate(lines, 1):
            line = line.rstrip("\n")
            if line.startswith("part:"):
                flush()
                label = function = None
                thread = 1
                costs = collections.Counter()
            elif line.startswith("thread:"):
                thread = int(line.split()[1])
            elif line.startswith(TRIGGER):
                fields = line[len(TRIGGER):].split()
                label = " ".join(fields[:3])
            elif line.startswith("positions:"):
                positions = len(line.split()) - 1
            elif line.startswith("events:"):
                if line.split()[1:2] != ["Ir"]:
                    raise Unreadable(f"{path}:{number}: the counts do not start with instructions (events: Ir)")
            elif "=" in line and line.split("=", 1)[0] in kind:
                key, value = line.split("=", 1)
                match = re.match(r"\((\d+)\)(?: (.*))?$", value)
                table = compressed[kind[key]]
                if match:
                    if match.group(2) is not None:
                        table[match.group(1)] = match.group(2)
                    if match.group(1) not in table:
                        raise Unreadable(f"{path}:{number}: {key}=({match.group(1)}) names nothing defined before")
                    value = table[match.group(1)]
                if key == "ob":
                    obj = os.path.basename(value)
                elif key == "fn":
                    # callgrind names a recursive call's function `name'2` (--separate-recs): its cost is the function's.
                    value = re.sub(r"'[0-9]+$", "", value)
                    function = f"{obj} {name(value) if obj == PROGRAM else value}"
            elif line.startswith("calls="):
                after_calls = True
            elif line[:1].isdigit() or (line and line[0] in "+-*"):
                if after_calls:  # the call's inclusive cost, which the callee's own lines already count
                    after_calls = False
                    continue
                fields = line.split()
                if costs is None or function is None or len(fields) <= positions:
                    raise Unreadable(f"{path}:{number}: a cost line outside a function")
                costs[function] += int(fields[positions])
    flush()
    return found


def differing(a, b):
    """Each function whose self cost differs between two rows, with its old and new cost."""
    for function in set(a) | set(b):
        if a.get(function, 0) != b.get(function, 0):
            yield function, a.get(function, 0), b.get(function, 0)


def percent(old, new):
    return (new - old) / old * 100 if old else float("inf")


def main(arguments):
    top, only, folders = 40, None, []
    while arguments:
        argument = arguments.pop(0)
        if argument in ("--top", "--row") and arguments:
            value = arguments.pop(0)
            if argument == "--row":
                only = value
            elif value.isdigit():
                top = int(value)
            else:
                return usage(f"--top takes a number, not '{value}'")
        elif argument in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        elif argument.startswith("-"):
            return usage(f"unknown option '{argument}'")
        else:
            folders.append(argument)
    if len(folders) != 2:
        return usage("two folders, OLD and NEW")
    try:
        old, new = rows(folders[0]), rows(folders[1])
    except Unreadable as error:
        print(f"Error: {error}", file=sys.stderr)
        return 1
    if only is not None:
        if only not in old or only not in new:
            print(f"Error: no row '{only}' in both folders", file=sys.stderr)
            return 1
        changed = sorted(differing(old[only], new[only]), key=lambda change: -abs(change[2] - change[1]))
        for function, a, b in changed:
            print(f"{a:>12,} {b:>12,} {b - a:>+12,}  {function}")
        return 2 if changed else 0
    both = sorted(set(old) & set(new))
    changes = {label: percent(sum(old[label].values()), sum(new[label].values())) for label in both}
    identical = [label for label in both if old[label] == new[label]]
    print(f"{len(both)} rows in both, {len(identical)} identical in every function")
    for label in sorted(set(old) ^ set(new)):
        print(f"  only in {'OLD' if label in old else 'NEW'}: {label}")
    moved = [label for label in both if changes[label] != 0]
    if moved:
        sizes = [abs(changes[label]) for label in moved]
        largest = max(moved, key=lambda label: abs(changes[label]))
        print(f"{len(moved)} totals differ: median {statistics.median(sizes):.4f} %, "
              f"largest {changes[largest]:+.4f} % ({largest})")
    functions = collections.defaultdict(lambda: [0, 0, 0])
    for label in both:
        for function, a, b in differing(old[label], new[label]):
            entry = functions[function]
            entry[0] += 1
            entry[1] += a
            entry[2] += b
    if functions:
        print(f"\n{len(functions)} functions whose self cost differs (rows, old and new over those rows, change):")
        ranked = sorted(functions.items(), key=lambda item: (-item[1][0], -abs(item[1][2] - item[1][1]), item[0]))
        for function, (count, a, b) in ranked[: top or None]:
            print(f"{count:>5} {a:>14,} {b:>14,} {b - a:>+12,}  {function}")
        if top and len(ranked) > top:
            print(f"  … and {len(ranked) - top} more (--top 0 lists all)")
    return 0 if not functions and len(both) == len(old) == len(new) else 2


def usage(problem):
    print(f"Error: {problem}. usage: Scripts/callgrind-diff.py OLD NEW [--top N] [--row LABEL]", file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
