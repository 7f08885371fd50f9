#!/usr/bin/env bash
# Installs mmdc, which renders Mermaid (11.12) without a browser, from PyPI into .build/mmdc,
# a virtual environment of this checkout, unless it is there already; prints its path.
# GraphCommandTests checks with it that `archbench graph --format mermaid` renders.
#
#   Scripts/install-mmdc.sh        # prints /…/.build/mmdc/bin/mmdc
#
# Exit status: 0 installed (or already there); 1 python3 or PyPI could not be reached.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/.build/mmdc"
version=0.7.0
if ! "$venv/bin/mmdc" --version >/dev/null 2>&1; then
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check "mmdc==$version" >&2
fi
echo "$venv/bin/mmdc"
