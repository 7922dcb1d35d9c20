#!/usr/bin/env bash
# Compares two link-server binaries on /resolve with wrk on 127.0.0.1: the baseline and the
# candidate take turns (RUNS pairs, default 5), each run on a freshly started server serving
# Examples/routes.table, so that the machine's load at a moment falls on both alike. Prints each
# run's rate and the medians, and the candidate's median over the baseline's.
#
#   LinkServer/measure-against.sh BASELINE_BIN CANDIDATE_BIN
#   RUNS=3 DURATION=5s LinkServer/measure-against.sh old/link-server new/link-server
#
# Each run is wrk -t2 -c32 -d10s (DURATION to change it); needs wrk and curl.
set -euo pipefail
cd "$(dirname "$0")"

[ $# -eq 2 ] || { echo "usage: measure-against.sh BASELINE_BIN CANDIDATE_BIN" >&2; exit 2; }
command -v wrk >/dev/null || { echo "measure-against.sh: wrk is not installed (apt-get install wrk)" >&2; exit 2; }
baseline=$1
candidate=$2
duration=${DURATION:-10s}
runs=${RUNS:-5}
port=${PORT:-18090}

source ./measure-common.sh

start_server() {
    start_link_server "$1" /dev/null --host www.acme.example --app-id ABCDE12345.com.acme.app --port "$port"
}

resolve="http://127.0.0.1:$port/resolve?url=https%3A%2F%2Fwww.acme.example%2Fp%2F48213%2Ftrail-runner%3Fref%3Dmail"

# Requests per second of one wrk run against the server started from $1.
rate() {
    start_server "$1"
    wrk -t2 -c32 -d"$duration" -H 'Host: www.acme.example' "$resolve" | awk '/Requests\/sec/ { print $2 }'
    stop_server
}

baseline_rates=()
candidate_rates=()
for run in $(seq 1 "$runs"); do
    baseline_rates+=("$(rate "$baseline")")
    candidate_rates+=("$(rate "$candidate")")
    echo "run $run: baseline ${baseline_rates[-1]} requests/s, candidate ${candidate_rates[-1]} requests/s (load $(cut -d' ' -f1 /proc/loadavg))"
done
b=$(printf '%s\n' "${baseline_rates[@]}" | median)
c=$(printf '%s\n' "${candidate_rates[@]}" | median)
echo "/resolve medians of $runs runs: baseline $b requests/s, candidate $c requests/s, candidate / baseline $(awk -v b="$b" -v c="$c" 'BEGIN { printf "%.3f", c / b }')"
