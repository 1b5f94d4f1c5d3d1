#!/usr/bin/env bash
# Counts the instructions of one operation of each kind that the benchmarks time, with callgrind:
# the benchmark executable makes the same warm-up and then SMALL or LARGE untimed operations
# (`Benchmarks --count CASE`), and the difference between the two runs' totals, divided by
# LARGE - SMALL, is the cost of one. Hashing is made deterministic so that both runs do the same
# work besides the operations. Unlike times, the counts do not move with the machine's load.
#
#   bash Tools/Benchmarks/callgrind.sh                     # builds the release benchmarks first
#   bash Tools/Benchmarks/callgrind.sh PATH                # counts with the executable at PATH
#   bash Tools/Benchmarks/callgrind.sh --check FILE PATH   # the regression guard (below)
#   bash Tools/Benchmarks/callgrind.sh --write FILE PATH   # writes FILE anew from PATH's counts
#   bash Tools/Benchmarks/callgrind.sh --markdown PATH     # the table as Markdown, for BENCHMARKS.md
#
# The regression guard counts the operations that FILE lists (an interaction through four guards
# and an observer, a flow advance, a link resolution) and fails when one of them costs more than
# 15 % over FILE's count. CI runs it on its debug build. FILE is changed on purpose only: with
# --write, and with the reason in the commit.
set -euo pipefail
cd "$(dirname "$0")/../.."

mode=table
baseline=""
case "${1:-}" in
  --markdown)
    mode=markdown
    shift
    ;;
  --check | --write)
    mode="${1#--}"
    baseline="${2:?$1 needs a baseline file and an executable}"
    shift 2
    ;;
esac

if [ $# -gt 0 ]; then
  binary="$1"
else
  swift build -c release --product Benchmarks
  binary=".build/release/Benchmarks"
fi
given="$binary"
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
small=500
large=1500

# The total instructions of one run: CASE, MODULES, OPERATIONS.
total() {
  local out="$work/callgrind.out"
  if ! SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
    "$binary" --count "$1" --modules "$2" --sends "$3" > /dev/null 2> "$work/log"; then
    echo "error: $1 with $2 modules, $3 operations:" >&2
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

# The instructions of one operation: CASE, MODULES.
per_operation() {
  local first second
  first="$(total "$1" "$2" "$small")"
  second="$(total "$1" "$2" "$large")"
  echo "$(((second - first) / (large - small)))"
}

# Every operation with its module counts, each as a row printed by ROW-FORMAT.
rows() {
  for operation in interaction handle-call flow-advance bare link-resolve; do
    case "$operation" in
      bare) counts=(1) ;;
      link-resolve) counts=(1 10 100) ;;
      *) counts=(3 300) ;;
    esac
    for modules in "${counts[@]}"; do
      # shellcheck disable=SC2059
      printf "$1" "$operation" "$modules" "$(per_operation "$operation" "$modules")"
    done
  done
}

case "$mode" in
  table)
    printf '%-14s %8s %27s\n' "operation" "modules" "instructions per operation"
    rows '%-14s %8s %27s\n'
    ;;
  markdown)
    echo "Written by \`bash Tools/Benchmarks/callgrind.sh --markdown $given\` at commit" \
      "$(git rev-parse --short HEAD 2> /dev/null || echo unknown)."
    echo
    echo "| operation | modules | instructions per operation |"
    echo "|---|---|---|"
    rows '| %s | %s | %s |\n'
    ;;
  write)
    {
      echo "# Instructions per operation on CI's debug build, the regression guard's baseline:"
      echo "# operation, modules, instructions. Written by Tools/Benchmarks/callgrind.sh --write."
      for row in "interaction 3" "flow-advance 3" "link-resolve 10"; do
        set -- $row
        echo "$1 $2 $(per_operation "$1" "$2")"
      done
    } > "$baseline"
    cat "$baseline"
    ;;
  check)
    if [ ! -f "$baseline" ]; then
      echo "error: no baseline at $baseline" >&2
      exit 1
    fi
    failed=0
    printf '%-14s %8s %12s %12s %8s\n' "operation" "modules" "baseline" "now" "change"
    while read -r operation modules expected; do
      case "$operation" in '' | '#'*) continue ;; esac
      now="$(per_operation "$operation" "$modules")"
      change="$(awk -v now="$now" -v was="$expected" 'BEGIN { printf "%+.1f%%", (now - was) * 100 / was }')"
      printf '%-14s %8s %12s %12s %8s\n' "$operation" "$modules" "$expected" "$now" "$change"
      # Over 15 %: now * 100 > baseline * 115.
      if [ $((now * 100)) -gt $((expected * 115)) ]; then
        echo "error: $operation with $modules modules costs $now instructions, more than 15 % over the baseline's $expected ($baseline)" >&2
        failed=1
      fi
    done < "$baseline"
    exit "$failed"
    ;;
esac
