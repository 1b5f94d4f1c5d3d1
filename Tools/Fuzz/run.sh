#!/usr/bin/env bash
# Builds the fuzzers with libFuzzer and AddressSanitizer (leak detection included) and runs each
# for a bounded time. A crash, a sanitizer report or a leak fails the run, and the input that
# caused it is printed in the log and kept under .build-fuzz/artifacts/.
#
#   Tools/Fuzz/run.sh [SECONDS]      # default: 60 seconds per fuzzer
#
# The fuzzers (Linux, swift.org toolchain):
#
# - link-fuzzer (Tools/Fuzz/LinkFuzzer): bytes as a deep link. Built with swiftc from the core's
#   sources, with -DLIBFUZZER. Seeds: Tools/Fuzz/corpus/links. To replay inputs without
#   libFuzzer: swift run LinkFuzzer FILE|FOLDER...
#
# `swift test` replays both seed corpora with the plain builds (FuzzCorpusTests).
# - command-fuzzer (Tools/Fuzz/CommandFuzzer): bytes as a script of the showcase's commands, run
#   by its command parser and executor in process. Built by SwiftPM from Package.swift (it needs
#   the macros and GRDB) in .build-fuzz/spm. Seeds: Tools/Fuzz/corpus/commands; dictionary:
#   Tools/Fuzz/commands.dict. To replay an input without libFuzzer, with a transcript of every
#   line: swift run CommandFuzzer FILE...
#
# The work corpora grow in .build-fuzz/corpus-NAME and are kept between runs. At the end the
# script prints a Markdown table of the run (executions, time, the work corpus's size, findings)
# under a line naming the command and the commit: RELIABILITY.md holds it as printed.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${1:-60}
out=.build-fuzz
mkdir -p "$out/artifacts"

# libFuzzer and AddressSanitizer print the stack of a failure. The Swift runtime's backtracer
# would add nothing and can outlive the fuzzer, holding the log open after a crash.
export SWIFT_BACKTRACE=enable=no

# The core's sources, without the macro declarations (the link fuzzer uses no macros).
mapfile -t core < <(find Modules/Wayfinder -name '*.swift' | sort | xargs grep -L '#externalMacro')

build_link_fuzzer() {
  echo "== building link-fuzzer"
  # The core uses `package` access between its files: the package name makes it visible here.
  swiftc -O -sanitize=fuzzer,address -parse-as-library -swift-version 6 -module-name LinkFuzzer \
    -package-name Wayfinder -DLIBFUZZER \
    "${core[@]}" Tools/Fuzz/LinkFuzzer/*.swift -o "$out/link-fuzzer"
}

# SwiftPM applies --sanitize to the build-time tools as well, and -sanitize=fuzzer would link
# libFuzzer's main into the macro plugin next to the plugin's own. So the build asks for
# AddressSanitizer, adds the coverage that -sanitize=fuzzer turns on, and links libFuzzer without
# its main: only the command fuzzer calls into it (LLVMFuzzerRunDriver, from its main when
# compiled with -DLIBFUZZER), so no other program takes any of it.
build_command_fuzzer() {
  echo "== building command-fuzzer"
  local toolchain libfuzzer
  toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
  libfuzzer=$(find "$toolchain/lib/clang" -name "libclang_rt.fuzzer_no_main-$(uname -m).a" | head -1)
  if [ -z "$libfuzzer" ]; then
    echo "no libclang_rt.fuzzer_no_main in $toolchain/lib/clang"
    return 1
  fi
  swift build --product CommandFuzzer --scratch-path "$out/spm" --sanitize=address \
    -Xswiftc -sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table \
    -Xswiftc -DLIBFUZZER -Xlinker "$libfuzzer" -Xlinker -lstdc++
  cp "$out/spm/debug/CommandFuzzer" "$out/command-fuzzer"
}

# run NAME SEEDS [LIBFUZZER FLAGS...]
run() {
  local name=$1 seeds=$2
  shift 2
  local work="$out/corpus-$name"
  mkdir -p "$work"
  cp -n "$seeds"/* "$work"/ 2>/dev/null || true
  rm -f "$out/artifacts/$name-"*
  echo "== running $name for ${seconds}s"
  local log="$out/$name.log" status=0
  "$out/$name" "$work" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/$name-" "$@" 2>&1 | tee "$log" || status=$?
  local executions
  executions=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | tail -1 | awk '{print $2}')
  local findings="none: no failed check, no sanitizer report, no leak"
  [ "$status" -eq 0 ] || findings="**the run failed**: see the log"
  rows+=("| $name | ${executions:-?} | ${seconds} s | $(find "$work" -type f | wc -l) | $findings |")
  if [ "$status" -ne 0 ]; then
    echo "fuzzer $name failed; the inputs that caused it:"
    for input in "$out/artifacts/$name-"*; do
      [ -f "$input" ] || continue
      echo "-- $input"
      od -A d -c "$input" | head -40
    done
    return 1
  fi
}

failed=()
rows=()
build_link_fuzzer
build_command_fuzzer
run link-fuzzer Tools/Fuzz/corpus/links || failed+=(link-fuzzer)
# An input runs at most 64 lines; 30 seconds for one means that it hangs.
run command-fuzzer Tools/Fuzz/corpus/commands -dict=Tools/Fuzz/commands.dict -timeout=30 ||
  failed+=(command-fuzzer)
echo
echo "Written by \`bash Tools/Fuzz/run.sh $seconds\` at commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)."
echo
echo "| fuzzer | executions | time | inputs in the work corpus at the end | findings |"
echo "|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed: ${failed[*]}"
  exit 1
fi
