"""Compares archbench's cyclomatic complexity per function with lizard's; see lizard.sh.

    python3 lizard_compare.py WORK SCOPE NAME...

WORK holds NAME/ (the checkout), NAME.json (`archbench scan NAME --format json`) and
NAME.lizard.csv (`lizard -l swift --csv NAME`, run in WORK). Functions are matched by file and
start line, in files under SCOPE (a path prefix inside each project, "" for all). Each
difference is explained, where the source shows it, by the fewest causes seen whose effects add
up to it exactly; the rest are "unclassified", with examples.
"""

import collections
import itertools
import csv
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from swift_tokens import Directive, StringLiteral, tokenize  # noqa: E402

# Each cause: (key, who differs from the definition, description). The sign is lizard minus
# archbench: positive when lizard counts more.
CAUSES = [
    ("keyword-label", "lizard",
     "lizard counts a parameter label `for`/`while` in a declaration (`func f(for x: T)`) as a loop"),
    ("member-keyword", "lizard",
     "lizard counts a member named like a keyword (`self.for`) as a loop"),
    ("operator-name", "lizard",
     "lizard counts the name of an operator function `&&` / `||` as a condition"),
    ("if-case", "lizard",
     "lizard counts `if case` / `guard case` / `for case` / `while case` twice (the `case` too)"),
    ("local-enum-case", "lizard",
     "lizard counts each `case` of an enum declared inside the function"),
    ("stretched-end", "lizard",
     "lizard runs the function on past its closing brace (or a bodiless declaration into the next)"),
    ("interpolation", "lizard",
     "lizard reads a string literal as one token, missing the branches in its interpolations"),
    ("hash-if-operators", "archbench",
     "archbench counts `&&`/`||` of `#if`/`#elseif` conditions (compile time, not paths)"),
    ("condition-list", "archbench (documented)",
     "archbench counts each condition after the first in `if a, let b` (STRUCTURE.md); lizard does not"),
]
KEYWORDS = {"if", "for", "while", "guard", "catch", "case"}
DECLARATIONS = {"func", "init", "var", "let", "struct", "class", "enum", "extension", "protocol",
                "actor", "subscript", "deinit", "}"}


def load_archbench(path, scope):
    report = json.load(open(path))
    functions = {}
    for file in report["files"]:
        if not file["path"].startswith(scope):
            continue
        for function in file.get("functions", []):
            functions.setdefault((file["path"], function["line"]), function)
    return functions


def load_lizard(path, name, scope):
    functions = {}
    for row in csv.reader(open(path)):
        if len(row) < 11:
            continue
        file = row[6][len(name) + 1:]
        if not file.startswith(scope):
            continue
        functions.setdefault((file, int(row[9])), {
            "name": row[7], "complexity": int(row[1]), "start": int(row[9]), "end": int(row[10])})
    return functions


def body_end(tokens, start):
    """The line of the `}` closing the first body that opens at or after `start`."""
    depth_round = 0
    index = 0
    parameters_seen = False
    while index < len(tokens) and tokens[index][0] < start:
        index += 1
    while index < len(tokens):
        line, token = tokens[index]
        if token in ("(", "["):
            depth_round += 1
        elif token in (")", "]"):
            depth_round -= 1
            parameters_seen = parameters_seen or depth_round == 0
        elif token == "{" and depth_round == 0:
            break
        elif parameters_seen and depth_round == 0 and token in DECLARATIONS:
            return tokens[index - 1][0]  # a requirement or `@_silgen_name` declaration: no body
        index += 1
    depth = 0
    while index < len(tokens):
        line, token = tokens[index]
        if token == "{":
            depth += 1
        elif token == "}":
            depth -= 1
            if depth == 0:
                return line
        index += 1
    return None


def explain(tokens, start, end):
    """Counts of each cause's pattern in the tokens on lines start…end."""
    words = without_nested_functions([t[1] for t in tokens if start <= t[0] <= end])
    counts = collections.Counter()
    enum_depth = []  # brace depths at which a local enum's body opened
    depth = 0
    pending_enum = False
    for i, token in enumerate(words):
        previous = words[i - 1] if i else ""
        following = words[i + 1] if i + 1 < len(words) else ""
        after = words[i + 2] if i + 2 < len(words) else ""
        if isinstance(token, Directive):
            if token.startswith("#if") or token.startswith("#elseif"):
                counts["hash-if-operators"] -= token.count("&&") + token.count("||")
            continue
        if isinstance(token, StringLiteral):
            counts["interpolation"] -= sum(interpolation_decisions(code) for code in token.interpolations)
            continue
        if token in KEYWORDS and previous in ("(", ",") and after == ":" and following != ":":
            counts["keyword-label"] += 1
        if token in KEYWORDS and previous == ".":
            counts["member-keyword"] += 1
        if previous == "func" and (token.startswith("&&") or token.startswith("||")):
            counts["operator-name"] += 1
        if token == "case" and previous in ("if", "guard", "while", "for"):
            counts["if-case"] += 1
        if token == "enum" and i > 0:
            pending_enum = True
        if token == "{":
            depth += 1
            if pending_enum:
                enum_depth.append(depth)
                pending_enum = False
        elif token == "}":
            if enum_depth and enum_depth[-1] == depth:
                enum_depth.pop()
            depth -= 1
        if token == "case" and enum_depth and enum_depth[-1] == depth:
            counts["local-enum-case"] += 1
        if token in ("if", "guard", "while") and previous not in (".", "#"):
            counts["condition-list"] -= condition_commas(words, i + 1, token)
    return counts


def without_nested_functions(words):
    """The tokens less the bodies of functions nested in the first one (both tools measure
    those on their own)."""
    kept = []
    index = 0
    seen_own = False
    while index < len(words):
        token = words[index]
        if token == "func" and seen_own:
            depth = 0
            while index < len(words) and not (words[index] == "{" and depth == 0):
                depth += words[index] in ("(", "[")
                depth -= words[index] in (")", "]")
                index += 1
            braces = 0
            while index < len(words):
                braces += words[index] == "{"
                braces -= words[index] == "}"
                index += 1
                if braces == 0:
                    break
            continue
        seen_own = seen_own or token in ("func", "init", "init?", "subscript")
        kept.append(token)
        index += 1
    return kept


def interpolation_decisions(code):
    """Decision points in an interpolation's code: keywords, `&&`, `||` and ternaries."""
    count = 0
    for _, token in tokenize(code):
        if token in KEYWORDS or token in ("&&", "||"):
            count += 1
        elif isinstance(token, StringLiteral):
            count += sum(interpolation_decisions(inner) for inner in token.interpolations)
    without_strings = re.sub(r'"(\\.|[^"\\])*"', '""', code)
    return count + len(re.findall(r"\s\?\s", without_strings))


def condition_commas(words, index, keyword):
    """Commas between a condition list's conditions (not before a `case`, which both count)."""
    depth = 0
    commas = 0
    while index < len(words):
        token = words[index]
        if isinstance(token, Directive):
            index += 1
            continue
        if token in ("(", "["):
            depth += 1
        elif token in (")", "]"):
            depth -= 1
            if depth < 0:
                return commas
        elif depth == 0:
            if token == "{" and keyword != "guard":
                return commas
            if token == "else" and keyword == "guard":
                return commas
            if token == "," and (index + 1 >= len(words) or words[index + 1] != "case"):
                commas += 1
            if token in ("}", "{"):
                return commas
        index += 1
    return commas


def explaining_subset(counts, delta):
    """The fewest causes seen whose effects add up to delta, or all of them when none do.

    A pattern in the source is a cause only if the binary measured treats it so: a binary that no
    longer counts `#if` operators still has them in the source, and they explain nothing.
    """
    causes = sorted(counts)
    for size in range(len(causes) + 1):
        for chosen in itertools.combinations(causes, size):
            if sum(counts[cause] for cause in chosen) == delta:
                return {cause: counts[cause] for cause in chosen}
    return counts


def main():
    work, scope, names = sys.argv[1], sys.argv[2], sys.argv[3:]
    totals = collections.Counter()
    by_cause = collections.Counter()
    delta_by_cause = collections.Counter()
    unclassified = []
    print(f"{'project':<24} {'archbench':>9} {'lizard':>7} {'matched':>8} {'equal':>7} {'differ':>7}")
    for name in names:
        ours = load_archbench(os.path.join(work, name + ".json"), scope)
        theirs = load_lizard(os.path.join(work, name + ".lizard.csv"), name, scope)
        matched = sorted(set(ours) & set(theirs))
        equal = [k for k in matched if ours[k]["complexity"] == theirs[k]["complexity"]]
        print(f"{name:<24} {len(ours):>9} {len(theirs):>7} {len(matched):>8} {len(equal):>7} "
              f"{len(matched) - len(equal):>7}")
        totals.update(archbench=len(ours), lizard=len(theirs), matched=len(matched), equal=len(equal))
        token_cache = {}
        for key in matched:
            a, l = ours[key], theirs[key]
            delta = l["complexity"] - a["complexity"]
            if delta == 0:
                continue
            path = key[0]
            if path not in token_cache:
                source = open(os.path.join(work, name, path), encoding="utf-8", errors="replace").read()
                token_cache[path] = list(tokenize(source))
            tokens = token_cache[path]
            end = body_end(tokens, l["start"]) or l["end"]
            counts = explain(tokens, l["start"], min(end, l["end"]))
            counts = {k: v for k, v in counts.items() if v}
            counts = explaining_subset(counts, delta)
            explained = sum(counts.values())
            if l["end"] > end and delta != explained:
                counts["stretched-end"] = delta - explained
                explained = delta
            if explained == delta:
                for cause, value in counts.items():
                    by_cause[cause] += 1
                    delta_by_cause[cause] += value
                totals["classified"] += 1
            else:
                unclassified.append((f"{name}/{path}:{key[1]}", a["name"], a["complexity"],
                                     l["complexity"], counts))
    differ = totals["matched"] - totals["equal"]
    print(f"{'total':<24} {totals['archbench']:>9} {totals['lizard']:>7} {totals['matched']:>8} "
          f"{totals['equal']:>7} {differ:>7}")
    print()
    print(f"Differences by cause (a function with two causes counts under both; "
          f"Δ = lizard − archbench, summed):")
    for key, who, text in CAUSES:
        print(f"  {key:<18} {by_cause[key]:>4} functions  Δ {delta_by_cause[key]:>+5}  "
              f"[{who}] {text}")
    print(f"  {'unclassified':<18} {len(unclassified):>4} functions")
    for where, name, ours, theirs, counts in unclassified[:int(os.environ.get("EXAMPLES", "10"))]:
        hint = ", ".join(f"{k} {v:+d}" for k, v in sorted(counts.items()))
        print(f"    {where} {name}  archbench {ours}  lizard {theirs}" + (f"  (seen: {hint})" if hint else ""))
    print()
    print(f"archbench equals lizard on {totals['equal']:,} of {totals['matched']:,} matched functions; "
          f"of the {differ:,} differences, {totals['classified']:,} explained by the causes above, "
          f"{len(unclassified):,} unclassified.")


if __name__ == "__main__":
    main()
