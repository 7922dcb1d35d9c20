#!/bin/sh
# Runs every URLRoutes benchmark (release) several times and prints the comparison table.
#   Benchmarks/compare.sh                 # 3 runs, everything (about 5 minutes on 2 cores once built)
#   Benchmarks/compare.sh --runs 1 --targets RouterLookup --filter '.*R=10000.*'
# Options are compare.py's: --runs N, --targets REGEX, --filter REGEX, --keep DIR.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
exec python3 "$here/compare.py" "$@"
