#!/usr/bin/env bash
# Builds the fuzzers with libFuzzer and AddressSanitizer (leak detection included) and runs each
# for a bounded time. A crash, a sanitizer report or a leak fails the run, and the input that
# caused it is printed in the log and kept under .build-fuzz/artifacts/.
#
#   Tools/Fuzz/run.sh [SECONDS]      # default: 60 seconds per fuzzer
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${1:-60}
out=.build-fuzz
mkdir -p "$out/artifacts"

# The core's sources, without the macro declarations (the fuzzers use no macros).
mapfile -t core < <(find Modules/Wayfinder -name '*.swift' | sort | xargs grep -L '#externalMacro')

build() {
  local name=$1
  shift
  echo "== building $name"
  swiftc -O -sanitize=fuzzer,address -parse-as-library -swift-version 6 -module-name "$(echo "$name" | tr -d -)" \
    "$@" -o "$out/$name"
}

run() {
  local name=$1 seeds=$2
  local work="$out/corpus-$name"
  mkdir -p "$work"
  cp -n "$seeds"/* "$work"/ 2>/dev/null || true
  echo "== running $name for ${seconds}s"
  if ! "$out/$name" "$work" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/$name-"; then
    echo "fuzzer $name failed; the inputs that caused it:"
    for input in "$out/artifacts/$name-"*; do
      [ -f "$input" ] || continue
      echo "-- $input"
      od -A d -c "$input" | head -40
    done
    return 1
  fi
}

build link-fuzzer "${core[@]}" Tools/Fuzz/LinkFuzzer/*.swift
run link-fuzzer Tools/Fuzz/corpus/links
