#!/usr/bin/env bash
# Runs `swift test` on the tests a filter selects, and fails when any name of the filter selected
# nothing: a suite or a test renamed away from a filter would otherwise leave its step green with
# nothing run, since `swift test` passes when no test matches.
#
#   Tools/CI/filtered-test.sh 'SuiteA|SuiteB|Suite/testName' [swift test options...]
#
# A name with a `/` must be a test that passed; any other name a suite that passed.
set -euo pipefail

filter=$1
shift
log=$(mktemp)
trap 'rm -f "$log"' EXIT

status=0
swift test "$@" --filter "$filter" 2>&1 | tee "$log" || status=$?
if [ "$status" -ne 0 ]; then exit "$status"; fi

missing=()
IFS='|' read -ra names <<< "$filter"
for name in "${names[@]}"; do
  if [[ $name == */* ]]; then
    grep -qE "Test ${name##*/}\(.*\) passed" "$log" || missing+=("$name")
  else
    grep -qE "Suite $name passed" "$log" || missing+=("$name")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "error: the filter selected nothing that passed for: ${missing[*]}" >&2
  exit 1
fi
