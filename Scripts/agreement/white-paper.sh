#!/usr/bin/env bash
# The white paper's examples against archbench: scans the fixtures translated from G. Ann
# Campbell's "Cognitive Complexity" (SonarSource, version 1.5) and prints, for each function
# marked `// white-paper: NAME FIGURE`, archbench's cognitive complexity beside the paper's, the
# documented deviations with their reasons, and `N of M examples match the white paper`.
#
#   Scripts/agreement/white-paper.sh                             # builds the debug binary
#   ARCHBENCH=/path/to/archbench Scripts/agreement/white-paper.sh
#
# The fixtures and their marker format: Tests/CodeMetricsTests/Fixtures/WhitePaper/README.md.
# WhitePaperTests holds each figure to the paper's, or to the deviation documented beside it.
set -euo pipefail
source "$(dirname "$0")/common.sh"

fixtures=Tests/CodeMetricsTests/Fixtures/WhitePaper
scan="$work/scan.json"
"$ARCHBENCH" scan "$fixtures" --format json --output "$scan"

python3 - "$fixtures" "$scan" <<'PYTHON'
import json, pathlib, re, sys

fixtures, scan = pathlib.Path(sys.argv[1]), json.load(open(sys.argv[2]))
measured = {}
for file in scan["files"]:
    for function in file.get("functions", []):
        measured.setdefault(function["name"].split("(")[0], function["cognitiveComplexity"])

marker = re.compile(r"//\s*white-paper:\s*(\w+)\s+(\d+)(?:\s+archbench\s+(\d+):\s*(.*))?")
rows = []
for path in sorted(fixtures.glob("*.swift")):
    for line in path.read_text().splitlines():
        if m := marker.search(line):
            name, paper, documented, reason = m.group(1), int(m.group(2)), m.group(3), m.group(4)
            rows.append((name, path.name, paper, measured.get(name), documented and int(documented), reason))

print(f"{'example':<22} {'fixture':<34} {'paper':>5} {'archbench':>9}")
matches = 0
for name, fixture, paper, ours, documented, reason in rows:
    if ours == paper:
        matches += 1
        note = ""
    elif documented is not None and ours == documented:
        note = f"  documented: {reason}"
    else:
        note = "  DIFFERS"
    shown = "-" if ours is None else str(ours)
    print(f"{name:<22} {fixture:<34} {paper:>5} {shown:>9}{note}")
print(f"{matches} of {len(rows)} examples match the white paper")
PYTHON
