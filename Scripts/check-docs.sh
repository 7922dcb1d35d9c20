#!/usr/bin/env bash
# Builds the DocC catalogs with warnings as errors (a broken symbol link, an ambiguous
# overload, a missing article fails), then checks that every public symbol has a doc comment.
#
#   Scripts/check-docs.sh            # from the package root
#
# Needs the swift-docc-plugin dependency of Package.swift and python3.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(URLRoutes Routes URLRoutesTesting URLRoutesTableSyntax)
for target in "${targets[@]}"; do
    echo "== generate-documentation --target $target"
    swift package generate-documentation --target "$target" --warnings-as-errors
done

echo "== public symbols without a doc comment"
graphs=()
for target in "${targets[@]}"; do
    # The symbol graphs the plugin just extracted: MODULE.symbols.json and MODULE@Other.symbols.json.
    while IFS= read -r -d '' graph; do graphs+=("$graph"); done < <(
        find .build -path "*/extracted-symbols/*/$target/*" -name '*.symbols.json' -print0)
done
if [ "${#graphs[@]}" -eq 0 ]; then
    echo "no symbol graphs found under .build: did generate-documentation run?" >&2
    exit 1
fi
python3 Scripts/undocumented-symbols.py "${graphs[@]}"
echo "documentation: OK"
