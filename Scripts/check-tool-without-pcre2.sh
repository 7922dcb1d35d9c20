#!/usr/bin/env bash
# The RouteTablePlugin's tool builds and runs on a machine without PCRE2: its targets reach
# neither URLRoutes nor the CPCRE2 system library, it builds with pkg-config unable to find
# libpcre2, its binary names no PCRE2 library, and it turns Examples/routes.table into the enum.
#
#   Scripts/check-tool-without-pcre2.sh      # from the package root; builds one product
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== the tool's targets"
swift package describe --type json | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
seen, todo = set(), ["RouteTableCodeGenTool"]
while todo:
    name = todo.pop()
    if name in seen or name not in targets:
        continue
    seen.add(name)
    todo += targets[name].get("target_dependencies", [])
bad = seen & {"URLRoutes", "CPCRE2"}
print("RouteTableCodeGenTool depends on:", ", ".join(sorted(seen - {"RouteTableCodeGenTool"})))
sys.exit("the tool reaches " + ", ".join(sorted(bad)) if bad else 0)
'

echo "== swift build --product RouteTableCodeGenTool, pkg-config without libpcre2"
export PKG_CONFIG_PATH="" PKG_CONFIG_LIBDIR=/nonexistent
if pkg-config --exists libpcre2-8 2>/dev/null; then
    echo "pkg-config still finds libpcre2-8" >&2
    exit 1
fi
swift build --product RouteTableCodeGenTool
tool="$(swift build --show-bin-path)/RouteTableCodeGenTool"

echo "== the tool's binary and a run"
if grep -a -q -e libpcre2 -e pcre2_compile "$tool"; then
    echo "$tool names PCRE2" >&2
    exit 1
fi
output=$(mktemp -d)
trap 'rm -rf "$output"' EXIT
"$tool" Examples/routes.table "$output/AppRoute.swift"
grep -q "enum AppRoute" "$output/AppRoute.swift"
echo "the tool: OK (no PCRE2)"
