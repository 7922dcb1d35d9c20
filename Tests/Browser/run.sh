#!/usr/bin/env bash
# The browser tests: builds the urlroutes tool and the link server, then opens their pages in
# headless Chromium (browser_tests.py says which and what it checks). Needs chromium,
# chromium-driver, and Selenium and axe-selenium-python from PyPI.
# Writes the pages, the screenshots and a log to .build/browser-tests/; prints
# "N passed, N failed" last and exits 1 when a check fails, 2 when a build fails.
set -uo pipefail
cd "$(dirname "$0")/../.."

out=.build/browser-tests
mkdir -p "$out"
start=$SECONDS
swift build --product urlroutes || { echo "0 passed, 1 failed (swift build of urlroutes)"; exit 2; }
swift build --package-path LinkServer --product link-server || { echo "0 passed, 1 failed (swift build of the link server)"; exit 2; }
echo "builds: $((SECONDS - start)) s"

start=$SECONDS
python3 Tests/Browser/browser_tests.py \
    --urlroutes "$(swift build --product urlroutes --show-bin-path)/urlroutes" \
    --link-server "$(swift build --package-path LinkServer --show-bin-path)/link-server" \
    --out "$out"
status=$?
echo "browser tests: $((SECONDS - start)) s"
exit $status
