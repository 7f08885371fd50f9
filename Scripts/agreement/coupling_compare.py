"""Module Ca and Ce: `archbench scan --coupling --format json` beside coupling-resolver.

Usage: coupling_compare.py WORK NAME...  (WORK/NAME.json, WORK/NAME.resolver and, for a
project whose figures differ, WORK/NAME.graph.json from `archbench graph --level type`).

Prints each module whose Ca or Ce differs, then the nodes that only one side counts in that
figure, each with the nodes of the other module it depends on (by archbench's graph, or by the
resolver's edges), and last `N of M module figures agree`.
"""

import json
import os
import sys
from collections import defaultdict


def archbench_modules(path):
    modules = json.load(open(path))["coupling"]["modules"]
    return {m["name"]: (m["types"], m["afferent"], m["efferent"]) for m in modules}


def resolver_output(path):
    """The resolver's modules and its edges between modules, as (from, to) node ids."""
    modules, edges = {}, []
    for line in open(path):
        fields = line.rstrip("\n").split("\t")
        if fields[0] == "edge":
            edges.append((fields[1] + "." + fields[2], fields[1], fields[3] + "." + fields[4], fields[3]))
        elif not line.startswith("#"):
            modules[fields[0]] = tuple(int(x) for x in fields[1:4])
    return modules, edges


def archbench_edges(path):
    graph = json.load(open(path))
    module = {n["id"]: n["module"] for n in graph["nodes"]}
    return [(e["from"], module[e["from"]], e["to"], module[e["to"]])
            for e in graph["edges"] if module[e["from"]] != module[e["to"]]]


def counted(edges, name, figure):
    """The nodes counted in `name`'s Ca or Ce, each with the nodes it depends on across."""
    nodes = defaultdict(set)
    for source, source_module, target, target_module in edges:
        if source_module == target_module:
            continue
        if (figure == "Ca" and target_module == name) or (figure == "Ce" and source_module == name):
            nodes[source].add(target)
    return nodes


def main(work, names):
    agree = total = 0
    for name in names:
        ours = archbench_modules(f"{work}/{name}.json")
        theirs, their_edges = resolver_output(f"{work}/{name}.resolver")
        rows = []
        for module in sorted(set(ours) | set(theirs)):
            a, r = ours.get(module), theirs.get(module)
            for index, figure in ((1, "Ca"), (2, "Ce")):
                total += 1
                if a and r and a[index] == r[index]:
                    agree += 1
                else:
                    rows.append((module, figure, a[index] if a else "-", r[index] if r else "-"))
        print(f"{name}: {len(ours)} modules (archbench), {len(theirs)} (resolver); "
              f"{len(rows)} of {2 * len(set(ours) | set(theirs))} figures differ")
        if not rows:
            continue
        graph = f"{work}/{name}.graph.json"
        our_edges = archbench_edges(graph) if os.path.exists(graph) else None
        for module, figure, a, r in rows:
            print(f"  {module} {figure}: archbench {a}, resolver {r}")
            if our_edges is None:
                continue
            mine, other = counted(our_edges, module, figure), counted(their_edges, module, figure)
            for label, side, rest in (("archbench only", mine, other), ("resolver only", other, mine)):
                for node in sorted(set(side) - set(rest)):
                    print(f"    {label}: {node} -> {', '.join(sorted(side[node]))}")
    print(f"{agree} of {total} module figures agree")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
