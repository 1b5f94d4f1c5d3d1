#!/usr/bin/env bash
# What the macros cost a feature's build. The IceCubes port's routes and handles
# (Examples/PortedRouter: 60 route cases, four handles) are built against the same code written
# by hand (Examples/PortedRouterByHand: every macro written out as the code it expands to), in a
# debug build, as a developer builds while working:
#
# - clean: a fresh scratch directory, the feature and everything it depends on (for the macros,
#   swift-syntax and the macro plugin too); dependencies are resolved before the clock starts;
# - the feature alone: every file of the feature target touched, its dependencies built;
# - one case edited: the line of one case of `SheetDestination` (its documentation) changes and
#   changes back, the same edit in both spellings; the file is compiled again and, with the
#   macros, every macro in it expanded again.
#
# Each figure but the clean one is the median of --runs builds. The two spellings build in two
# scratch directories under .build-cost/, so that neither build's products serve the other.
#
#   bash Tools/BuildCost/measure.sh [--runs N] [--no-clean] [--write FILE]
#
# --no-clean keeps the scratch directories and leaves the clean row out. --write replaces the
# table between `<!-- build-cost -->` and `<!-- /build-cost -->` in FILE.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=5
write=""
clean_build=true
while (($#)); do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --write) write="$2"; shift 2 ;;
    --no-clean) clean_build=false; shift ;;
    *)
      echo "measure.sh: unknown argument '$1' (expected --runs N, --no-clean or --write FILE)" >&2
      exit 64 ;;
  esac
done
if ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
  echo "measure.sh: --runs takes a positive number, not '$runs'" >&2
  exit 64
fi
if [[ -n "$write" ]] && ! grep -q '^<!-- build-cost -->$' "$write"; then
  echo "measure.sh: $write has no '<!-- build-cost -->' line to write the table after" >&2
  exit 64
fi

# What is measured, before any file is edited.
commit=$(git rev-parse --short HEAD)
if [[ -n "$(git status --porcelain -- Examples Modules Tools/WayfinderMacros Package.swift)" ]]; then
  commit="$commit with uncommitted changes"
fi

macros=Examples/PortedRouter
byhand=Examples/PortedRouterByHand
scratch=.build-cost
backup=$(mktemp -d)
cp "$macros/Destinations.swift" "$backup/macros.swift"
cp "$byhand/Destinations.swift" "$backup/byhand.swift"
restore() {
  cp "$backup/macros.swift" "$macros/Destinations.swift"
  cp "$backup/byhand.swift" "$byhand/Destinations.swift"
  rm -rf "$backup"
}
trap restore EXIT

# Seconds since the epoch, with microseconds.
now() { echo "$EPOCHREALTIME"; }

# build SPELLING: builds the spelling's target in its scratch directory; prints the seconds.
build() {
  local target start end
  target=$([[ "$1" == macros ]] && echo PortedRouter || echo PortedRouterByHand)
  start=$(now)
  if ! swift build --scratch-path "$scratch/$1" --target "$target" > "$scratch/$1.log" 2>&1; then
    echo "measure.sh: the build of $target failed; its log is $scratch/$1.log" >&2
    exit 1
  fi
  end=$(now)
  echo "$start $end" | awk '{ printf "%.2f\n", $2 - $1 }'
}

# edit SPELLING FROM TO: the documentation of the `about` case says TO where it said FROM.
edit() {
  local file before
  file=$([[ "$1" == macros ]] && echo "$macros" || echo "$byhand")/Destinations.swift
  before=$(cksum < "$file")
  perl -0pi -e "s|/// $2([^\\n]*\\n\\s*(\\@Presents\\(.*\\)\\n\\s*)?case about\\b)|/// $3\$1|" "$file"
  if [[ "$(cksum < "$file")" == "$before" ]]; then
    echo "measure.sh: the edit of 'about' from '$2' to '$3' found nothing to change in $file" >&2
    exit 1
  fi
}

# median: the median of the numbers on standard input.
median() {
  sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

declare -A clean alone incremental
for spelling in macros byhand; do
  mkdir -p "$scratch"
  if $clean_build; then
    rm -rf "${scratch:?}/$spelling"
    swift package --scratch-path "$scratch/$spelling" resolve > "$scratch/$spelling.log" 2>&1
    echo "clean build ($spelling)..." >&2
    clean[$spelling]=$(build "$spelling")
  else
    build "$spelling" > /dev/null
    clean[$spelling]=0
  fi

  dir=$([[ "$spelling" == macros ]] && echo "$macros" || echo "$byhand")
  times=()
  for ((run = 0; run < runs; run++)); do
    touch "$dir"/*.swift
    times+=("$(build "$spelling")")
  done
  alone[$spelling]=$(printf '%s\n' "${times[@]}" | median)

  times=()
  for ((run = 0; run < runs; run++)); do
    if ((run % 2 == 0)); then
      edit "$spelling" "About the app." "About the app, edited."
    else
      edit "$spelling" "About the app, edited." "About the app."
    fi
    times+=("$(build "$spelling")")
  done
  incremental[$spelling]=$(printf '%s\n' "${times[@]}" | median)
  echo "$spelling: clean ${clean[$spelling]} s, alone ${alone[$spelling]} s," \
    "one case ${incremental[$spelling]} s" >&2
done

ratio() { echo "$1 $2" | awk '{ printf "%.2f×", $1 / $2 }'; }
seconds() { echo "$1" | awk '{ s = $1; if (s >= 60) printf "%d min %d s", s / 60, s % 60; else printf "%.2f s", s }'; }

table=$(
  echo "Measured by \`bash Tools/BuildCost/measure.sh --runs $runs$($clean_build || echo " --no-clean")\` at $commit, on $(nproc) cores,"
  echo "$(swift --version 2>/dev/null | head -1 | sed 's/ (.*//'), debug builds:"
  echo ""
  echo "| build | with the macros | by hand | ratio |"
  echo "|---|---|---|---|"
  if $clean_build; then
    echo "| clean: the feature and all it depends on | $(seconds "${clean[macros]}") | $(seconds "${clean[byhand]}") | $(ratio "${clean[macros]}" "${clean[byhand]}") |"
  fi
  echo "| the feature alone, every file touched (median of $runs) | $(seconds "${alone[macros]}") | $(seconds "${alone[byhand]}") | $(ratio "${alone[macros]}" "${alone[byhand]}") |"
  echo "| one case edited (median of $runs) | $(seconds "${incremental[macros]}") | $(seconds "${incremental[byhand]}") | $(ratio "${incremental[macros]}" "${incremental[byhand]}") |"
)
echo "$table"
if [[ -n "$write" ]]; then
  # Replaces what lies between the markers with the table.
  TABLE="$table" perl -0pi -e 's/(<!-- build-cost -->\n).*?(<!-- \/build-cost -->)/$1\n$ENV{TABLE}\n\n$2/s' "$write"
  echo "wrote the table into $write" >&2
fi
