#!/usr/bin/env bash
# Writes Tools/Benchmarks/Sources/SyntheticRoutes.swift: the route types of the deep-link
# benchmarks' synthetic tables, one `@Route` enum per module, so that links are checked by the
# code the macro generates, as in an app. Every module has the same twenty cases; their names
# start with the module's key because one tab shows many modules and a link names a route by
# its case name alone.
#
#   bash Tools/Benchmarks/synthetic-routes.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

modules=100
output="Tools/Benchmarks/Sources/SyntheticRoutes.swift"

{
  echo "// Written by Tools/Benchmarks/synthetic-routes.sh; change the script, not this file."
  echo ""
  echo "import Wayfinder"
  echo ""
  echo "/// The route types of the synthetic tables, module \`m0\` first: every table of \`n\` modules"
  echo "/// registers the first \`n\`."
  echo "enum SyntheticRoutes {"
  echo "  /// The number of cases of every module."
  echo "  static let casesPerModule = 20"
  echo "  /// \`M0Route\` to \`M$((modules - 1))Route\`, in order."
  echo "  static let types: [any NavigationRoute.Type] = ["
  for ((m = 0; m < modules; m += 5)); do
    line="   "
    for ((k = m; k < m + 5 && k < modules; k++)); do line+=" M${k}Route.self,"; done
    echo "$line"
  done
  echo "  ]"
  echo "}"
  for ((m = 0; m < modules; m++)); do
    p="m${m}"
    echo ""
    echo "/// Module \`${p}\`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even"
    echo "/// pages numbered."
    echo "@Route(path: \"${p}\")"
    echo "enum M${m}Route {"
    echo "  case ${p}list, ${p}detail(id: String)"
    echo "  @Presents(.sheet) case ${p}edit(id: String)"
    echo "  case ${p}item(number: Int)"
    for ((page = 4; page < 20; page += 2)); do
      echo "  case ${p}page${page}(number: Int), ${p}page$((page + 1))"
    done
    echo "}"
  done
} > "$output"
echo "wrote $output"
