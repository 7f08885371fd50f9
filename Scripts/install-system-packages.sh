#!/usr/bin/env bash
# Installs the Debian packages the project needs, if any is missing. Safe to run repeatedly.
set -euo pipefail

# strace: Scripts/hostile-inputs/new.sh kills `new` at each of its disk changes by strace's count.
# graphviz: the graph tests check every DOT output they make with `dot -Tsvg`.
packages=(libgit2-dev valgrind strace graphviz)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
