#!/usr/bin/env bash
# Draws the showcase's navigation graph for the README and the documentation catalog: the DOT text
# that `showcase graph` prints, and its rendering by Graphviz.
#
#   Tools/Record/render-graph.sh
#
# ShowcaseAppTests checks that the committed DOT file is what `showcase graph` prints today, so a
# change to the app's tabs, routes, scenes or flows fails the tests until this script is run
# again. Needs Graphviz (`dot`).
set -euo pipefail
cd "$(dirname "$0")/../.."

resources=Modules/Wayfinder/Documentation.docc/Resources
swift build --product showcase
"$(swift build --show-bin-path)/showcase" graph >"$resources/showcase-graph.dot"
dot -Tpng -Gdpi=64 "$resources/showcase-graph.dot" -o "$resources/showcase-graph.png"
echo "wrote $resources/showcase-graph.dot and showcase-graph.png"
