#!/usr/bin/env bash
# Writes Examples/PortedRouterByHand from Examples/PortedRouter: the same routes and handles with
# each macro replaced by the code it expands to, as the compiler dumps it. Run it after a change
# to what the macros generate, so that the build cost comparison compares today's code; then
# `swift format format -i Examples/PortedRouterByHand/*.swift`.
#
#   bash Tools/BuildCost/write-by-hand.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

scratch=.build-cost/dump
dump="$scratch/expansions.txt"
mkdir -p "$scratch"
# A fresh compile of the feature prints every expansion of its files.
rm -rf "$scratch/x86_64-unknown-linux-gnu/debug/PortedRouter.build" "$scratch/debug/PortedRouter.build"
if ! swift build --scratch-path "$scratch" --target PortedRouter \
  -Xswiftc -Xfrontend -Xswiftc -dump-macro-expansions > "$dump" 2>&1; then
  echo "write-by-hand.sh: the build failed; its output is $dump" >&2
  exit 1
fi

python3 - "$dump" <<'PYTHON'
import re
import sys

lines = open(sys.argv[1]).read().split("\n")
# Each expansion: a buffer name starting `@__swiftmacro_12PortedRouter`, a rule, the code, a rule.
expansions = {}
index = 0
while index < len(lines) - 1:
    if lines[index].startswith("@__swiftmacro_12PortedRouter") and lines[index + 1].startswith("---"):
        end = index + 2
        while not lines[end].startswith("------------------------------"):
            end += 1
        expansions[lines[index]] = "\n".join(lines[index + 2 : end])
        index = end
    index += 1

# The macros attached to each file's declarations, in the file's order, as the mangled buffer
# names spell the declarations: `@Route` on the destinations, `@FeatureNavigation` on the
# handles. `@Presents` expands to nothing.
files = {
    "Destinations.swift": ("Route", "fMe_", [
        "0B11Destination", "16SheetDestination", "23WindowDestinationEditor",
        "22WindowDestinationMedia"]),
    "Handles.swift": ("Feature", "fMp_", [
        "0B10Navigation", "15SheetNavigation", "22EditorWindowNavigation",
        "21MediaWindowNavigation"]),
}
for name, code in expansions.items():
    if "Presents" in name and code.strip():
        sys.exit(f"write-by-hand.sh: {name} expands to code; this script drops it")

headers = {
    "Destinations.swift": (
        "// IceCubes' four destination enums, every case in the order the app declares it.",
        "// Examples/PortedRouter/Destinations.swift with no macros: each `@Route` is written out below its\n"
        "// enum as the `NavigationRoute` conformance it expands to, and each `@Presents` is the style in\n"
        "// the catalogue and in `defaultPresentation`. A team that writes routes by hand maintains this;\n"
        "// Tools/BuildCost/measure.sh compares its build with the macros' build.\n"
        "// Written by Tools/BuildCost/write-by-hand.sh.",
    ),
    "Handles.swift": (
        "// One handle per destination enum, one method per case.",
        "// Examples/PortedRouter/Handles.swift with no macros: each `@FeatureNavigation` is written out\n"
        "// below the protocols as the live handle and the recording mock it expands to.\n"
        "// Written by Tools/BuildCost/write-by-hand.sh.",
    ),
}
for file, (macro, role, order) in files.items():
    source = open(f"Examples/PortedRouter/{file}").read()
    # The file's leading comment block is replaced by one that says what this copy is.
    first, replacement = headers[file]
    start = source.index(first)
    end = source.index("\n\n", start)
    source = source[:start] + replacement + source[end:]
    source = re.sub(r"^@(Route|FeatureNavigation)\(.*\)\n", "", source, flags=re.M)
    source = re.sub(r"^  @Presents\(.*\)\n", "", source, flags=re.M)
    if re.search(r"^\s*@(Route|FeatureNavigation|Presents|Link|Requires)\b", source, flags=re.M):
        sys.exit(f"write-by-hand.sh: {file} has a macro this script does not write out")
    for declaration in order:
        found = [code for name, code in expansions.items()
                 if macro in name and name.endswith(role + ".swift") and declaration in name]
        if len(found) != 1:
            sys.exit(f"write-by-hand.sh: no single expansion of {macro} on {declaration}")
        code = re.sub(r"^\s*#sourceLocation\(.*\)\n", "", found[0] + "\n", flags=re.M)
        source = source.rstrip("\n") + "\n\n" + code.rstrip("\n") + "\n"
    open(f"Examples/PortedRouterByHand/{file}", "w").write(source)
    print(f"wrote Examples/PortedRouterByHand/{file}")

# The composition has no macros; the copy keeps the two targets' files the same, so that both
# builds compile the same files.
source = open("Examples/PortedRouter/IceCubesNavigation.swift").read()
if re.search(r"^\s*@(Route|FeatureNavigation|Presents|Link|Requires|AppShell|Flow)\b", source, flags=re.M):
    sys.exit("write-by-hand.sh: IceCubesNavigation.swift has a macro this script does not write out")
header = "// Examples/PortedRouter/IceCubesNavigation.swift, copied by Tools/BuildCost/write-by-hand.sh.\n\n"
open("Examples/PortedRouterByHand/IceCubesNavigation.swift", "w").write(header + source)
print("wrote Examples/PortedRouterByHand/IceCubesNavigation.swift")
PYTHON
