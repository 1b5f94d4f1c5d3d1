#!/usr/bin/env bash
# What the macros cost a feature's build. The IceCubes port's routes and handles
# (Examples/PortedRouter: 60 route cases, four handles) are built against the same code written
# by hand (Examples/PortedRouterByHand: every macro written out as the code it expands to), in a
# debug build, as a developer builds while working:
#
# - clean: a fresh scratch directory, the feature and everything it depends on (for the macros,
#   swift-syntax and the macro plugin too); dependencies are resolved before the clock starts;
# - the feature alone: every file of the feature target touched, its dependencies built;
# - one case edited: one sheet of `SheetDestination` becomes a full-screen cover and back, the
#   same edit in both spellings (one attribute with the macros, the catalogue entry and the
#   `defaultPresentation` switch by hand).
#
# Each figure but the clean one is the median of --runs builds. The two spellings build in two
# scratch directories under .build-cost/, so that neither build's products serve the other.
#
#   bash Tools/BuildCost/measure.sh [--runs N] [--write FILE]
#
# --write replaces the table between `<!-- build-cost -->` and `<!-- /build-cost -->` in FILE.
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=5
write=""
while (($#)); do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --write) write="$2"; shift 2 ;;
    *) echo "measure.sh: unknown argument '$1' (expected --runs N or --write FILE)" >&2; exit 64 ;;
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

# edit SPELLING FROM TO: moves the `about` sheet from style FROM to style TO.
edit() {
  local file before
  if [[ "$1" == macros ]]; then
    file="$macros/Destinations.swift"
    before=$(cksum < "$file")
    perl -0pi -e "s/\\@Presents\\(\\.$2\\)(\\n\\s*case about\\b)/\\@Presents(.$3)\$1/" "$file"
  else
    file="$byhand/Destinations.swift"
    before=$(cksum < "$file")
    perl -0pi -e "s/(name: \"about\",\\n\\s*presentation: )\\.$2\\b/\$1.$3/" "$file"
    perl -0pi -e "s/(case \\.about:\\n\\s*)\\.$2\\b/\$1.$3/" "$file"
  fi
  if [[ "$(cksum < "$file")" == "$before" ]]; then
    echo "measure.sh: the edit of 'about' from .$2 to .$3 found nothing to change in $file" >&2
    exit 1
  fi
}

# median: the median of the numbers on standard input.
median() {
  sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

declare -A clean alone incremental
for spelling in macros byhand; do
  rm -rf "${scratch:?}/$spelling"
  mkdir -p "$scratch"
  swift package --scratch-path "$scratch/$spelling" resolve > "$scratch/$spelling.log" 2>&1
  echo "clean build ($spelling)..." >&2
  clean[$spelling]=$(build "$spelling")

  dir=$([[ "$spelling" == macros ]] && echo "$macros" || echo "$byhand")
  times=()
  for ((run = 0; run < runs; run++)); do
    touch "$dir"/*.swift
    times+=("$(build "$spelling")")
  done
  alone[$spelling]=$(printf '%s\n' "${times[@]}" | median)

  times=()
  for ((run = 0; run < runs; run++)); do
    if ((run % 2 == 0)); then edit "$spelling" sheet fullScreen; else edit "$spelling" fullScreen sheet; fi
    times+=("$(build "$spelling")")
  done
  incremental[$spelling]=$(printf '%s\n' "${times[@]}" | median)
  echo "$spelling: clean ${clean[$spelling]} s, alone ${alone[$spelling]} s," \
    "one case ${incremental[$spelling]} s" >&2
done

ratio() { echo "$1 $2" | awk '{ printf "%.2f×", $1 / $2 }'; }
seconds() { echo "$1" | awk '{ s = $1; if (s >= 60) printf "%d min %d s", s / 60, s % 60; else printf "%.2f s", s }'; }

commit=$(git rev-parse --short HEAD)
if [[ -n "$(git status --porcelain -- Examples Modules Tools/WayfinderMacros Package.swift)" ]]; then
  commit="$commit with uncommitted changes"
fi
table=$(
  echo "Measured by \`bash Tools/BuildCost/measure.sh --runs $runs\` at $commit, on $(nproc) cores,"
  echo "$(swift --version 2>/dev/null | head -1 | sed 's/ (.*//'), debug builds:"
  echo ""
  echo "| build | with the macros | by hand | ratio |"
  echo "|---|---|---|---|"
  echo "| clean: the feature and all it depends on | $(seconds "${clean[macros]}") | $(seconds "${clean[byhand]}") | $(ratio "${clean[macros]}" "${clean[byhand]}") |"
  echo "| the feature alone, every file touched (median of $runs) | $(seconds "${alone[macros]}") | $(seconds "${alone[byhand]}") | $(ratio "${alone[macros]}" "${alone[byhand]}") |"
  echo "| one case edited (median of $runs) | $(seconds "${incremental[macros]}") | $(seconds "${incremental[byhand]}") | $(ratio "${incremental[macros]}" "${incremental[byhand]}") |"
)
echo "$table"
if [[ -n "$write" ]]; then
  # Replaces what lies between the markers with the table.
  TABLE="$table" perl -0pi -e 's/(<!-- build-cost -->\n).*?(<!-- \/build-cost -->)/$1\n$ENV{TABLE}\n\n$2/s' "$write"
  echo "wrote the table into $write" >&2
fi
