#!/usr/bin/env bash
# Counts the instructions of one send of each kind that the bus benchmarks time, with callgrind:
# the benchmark executable makes the same warm-up and then 2,000 or 4,000 untimed sends
# (`Benchmarks --count CASE`), and the difference between the two runs' totals, divided by 2,000,
# is the cost of one send. Hashing is made deterministic so that both runs do the same work
# besides the sends. Unlike times, the counts do not move with the machine's load.
#
#   bash Tools/Benchmarks/callgrind.sh            # builds the release benchmarks first
#   bash Tools/Benchmarks/callgrind.sh PATH       # counts with the executable at PATH
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ $# -gt 0 ]; then
  binary="$1"
else
  swift build -c release --product Benchmarks
  binary=".build/release/Benchmarks"
fi
if [ ! -x "$binary" ]; then
  echo "error: no benchmark executable at $binary" >&2
  exit 1
fi
for tool in valgrind objcopy; do
  if ! command -v "$tool" > /dev/null; then
    echo "error: $tool is not installed" >&2
    exit 1
  fi
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Valgrind cannot read every form of DWARF 5 that the Swift compiler writes, and totals need no
# debug information: count with a copy that has none.
objcopy --strip-debug "$binary" "$work/Benchmarks"
binary="$work/Benchmarks"
small=2000
large=4000

# The total instructions of one run: CASE, MODULES, SENDS.
total() {
  local out="$work/callgrind.out"
  if ! SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
    "$binary" --count "$1" --modules "$2" --sends "$3" > /dev/null 2> "$work/log"; then
    echo "error: $1 with $2 modules, $3 sends:" >&2
    cat "$work/log" >&2
    exit 1
  fi
  local sum
  sum="$(awk '/^(summary|totals):/ { print $2; exit }' "$out")"
  if [ -z "$sum" ]; then
    echo "error: no instruction total in callgrind's output for $1" >&2
    exit 1
  fi
  echo "$sum"
}

printf '%-14s %8s %22s\n' "send" "modules" "instructions per send"
for send in interaction handle-call flow-advance bare; do
  if [ "$send" = bare ]; then counts=(1); else counts=(3 300); fi
  for modules in "${counts[@]}"; do
    first="$(total "$send" "$modules" "$small")"
    second="$(total "$send" "$modules" "$large")"
    per_send="$(( (second - first) / (large - small) ))"
    printf '%-14s %8s %22s\n' "$send" "$modules" "$per_send"
  done
done
