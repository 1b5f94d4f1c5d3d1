#!/usr/bin/env bash
# Counts the public types and macros of the core library, Wayfinder, on the current sources:
# builds the module (debug), extracts its public symbol graph and counts it with
# count-public-surface.swift, which also compares the names with public-surface.txt.
#
#   Tools/DocCheck/count-public-surface.sh [--list]
#
# CI runs the same count on the symbol graph that the documentation build extracts (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/../.."

module=Wayfinder
swift build --target "$module" >/dev/null
modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || modules="$(swift build --show-bin-path)"
triple="$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -n 1)"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$modules" \
  -minimum-access-level public -output-dir "$graphs"
swift Tools/DocCheck/count-public-surface.swift "$module" "$@" \
  --expect Tools/DocCheck/public-surface.txt "$graphs/$module.symbols.json"
