"""Runs tokei (through pytokei) on a folder and prints per-file Swift counts as JSON."""
import json
import sys

from pytokei import Config, Languages

languages = Languages()
languages.get_statistics([sys.argv[1]], [], Config())
counts = {}
for name, language in languages.get_languages().items():
    if "swift" not in str(name).lower():
        continue
    for report in language.reports:
        stats = report.stats
        counts[str(report.name)] = {"code": stats.code, "comments": stats.comments, "blanks": stats.blanks}
json.dump(counts, sys.stdout)
