#!/usr/bin/env bash
# Builds StandaloneSpeed in release (generating StandaloneRoute.swift from the same table with
# the debug urlroutes of the root package) and times the three ways over typed-urls.txt.
# The 1,000-route enum takes the release compiler about a minute of CPU (its table is one string
# literal); `head -301` of routes.table and `head -300` of the URLs (the README's figures) less.
set -euo pipefail
cd "$(dirname "$0")"
rounds=${1:-21}
swift build --package-path ../.. --product urlroutes >/dev/null
../../.build/debug/urlroutes generate swift Sources/StandaloneSpeed/routes.table --standalone --enum StandaloneRoute \
    > Sources/StandaloneSpeed/StandaloneRoute.swift
swift build -c release --product StandaloneSpeed >/dev/null
.build/release/StandaloneSpeed "$rounds" ../typed-urls.txt
