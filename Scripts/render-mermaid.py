"""Renders each Mermaid file named on the command line with mmdc's Mermaid 11, all in one
process (loading Mermaid is what takes seconds), and prints one line per file that does not
draw: a parse or render error, or Mermaid's own refusal (an over-long or erroneous diagram is
drawn as an error message, not raised). Run with the Python of .build/mmdc
(Scripts/install-mmdc.sh); the tests of Tests/DiagramValidation do.

    .build/mmdc/bin/python Scripts/render-mermaid.py a.mmd b.mmd

mmdc runs Mermaid in QuickJS, which has no `Intl`: Mermaid splits a label wider than a node
with `Intl.Segmenter` when there is one and by code points otherwise, but names `Intl` first,
which throws there. An empty `Intl` is defined before Mermaid loads, so that its own fallback runs
(the same split for the ASCII names of Swift code).

Exit status: 0 every file drew; 1 some did not (listed on standard output).
"""

import pathlib
import re
import sys
import tempfile
import warnings

warnings.simplefilter("ignore")
import mmdc  # noqa: E402
import mmdc.engine  # noqa: E402

shim = pathlib.Path(tempfile.mkdtemp()) / "dom_shim.js"
shim.write_text("globalThis.Intl = globalThis.Intl || {};\n" + mmdc.engine._DOM_SHIM_JS.read_text(encoding="utf-8"))
mmdc.engine._DOM_SHIM_JS = shim

REFUSALS = ("Maximum text size in diagram exceeded", "Syntax error in text")
failed = 0
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as handle:
        source = handle.read()
    try:
        svg = mmdc.render(source).svg()
    except Exception as error:  # Mermaid's errors come as several Python types.
        print(f"{path}: {' '.join(str(error).split())[:300]}")
        failed += 1
        continue
    # The message is split into one <tspan> per word: compare the text alone.
    text = " ".join(re.sub(r"<[^>]*>", " ", svg).split())
    refusal = next((message for message in REFUSALS if message in text), None)
    if refusal:
        print(f"{path}: {refusal}")
        failed += 1
sys.exit(1 if failed else 0)
