#!/usr/bin/env bash
# Measures link-server under load with wrk on 127.0.0.1 (README "Figures"): /resolve, the AASA
# file, /resolve again while SIGHUP reloads the table every 100 ms, and then the cost of the
# operator's options: /resolve and the AASA file with JSON logs and metrics on, against the
# same server with text logs and no metrics, alternating, 3 runs each, medians of the rate and
# of the server's CPU time per request.
# Builds the server in release first. Each run is bounded: wrk -t2 -c32 -d10s (DURATION=20s
# to change it; RUNS=5 for more alternating runs).
#
#   LinkServer/measure.sh            # from anywhere; needs wrk and curl
set -euo pipefail
cd "$(dirname "$0")"

duration=${DURATION:-10s}
runs=${RUNS:-3}
port=${PORT:-18080}
metrics_port=$((port + 1))
command -v wrk >/dev/null || { echo "measure.sh: wrk is not installed (apt-get install wrk)" >&2; exit 2; }

swift build -c release --product link-server
bin="$(swift build -c release --show-bin-path)/link-server"

source ./measure-common.sh

# Starts the server with the extra options given; its log goes to a file, as it would to a
# journal: one line per request.
start_server() {
    start_link_server "$bin" "$work/server.log" --host www.acme.example --host shop.acme.example \
        --app-id ABCDE12345.com.acme.app --port "$port" "$@"
}

resolve="http://127.0.0.1:$port/resolve?url=https%3A%2F%2Fwww.acme.example%2Fp%2F48213%2Ftrail-runner%3Fref%3Dmail"
aasa="http://127.0.0.1:$port/.well-known/apple-app-site-association"

start_server
echo "== /resolve"
wrk -t2 -c32 -d"$duration" --latency -H 'Host: www.acme.example' "$resolve"
echo
echo "== /.well-known/apple-app-site-association"
wrk -t2 -c32 -d"$duration" --latency -H 'Host: shop.acme.example' "$aasa"
echo
echo "== /resolve while SIGHUP reloads the table every 100 ms"
(
    while kill -0 "$server" 2>/dev/null; do
        kill -HUP "$server"
        sleep 0.1
    done
) &
reloader=$!
wrk -t2 -c32 -d"$duration" --latency -H 'Host: www.acme.example' "$resolve"
kill "$reloader" 2>/dev/null || true
echo "reloads: $(grep -c ': reloaded, ' "$work/server.log"), failed reloads: $(grep -c 'not reloaded' "$work/server.log" || true)"
echo "(wrk prints 'Non-2xx or 3xx responses' and 'Socket errors' when any request failed)"

# One wrk run: "REQUESTS_PER_SECOND CPU_MICROSECONDS_PER_REQUEST", the second from the
# server's own user and system time over the run (/proc/PID/stat), which other work on the
# machine disturbs far less than the rate.
run_wrk() {
    local ticks before after output requests
    ticks=$(getconf CLK_TCK)
    before=$(awk '{ print $14 + $15 }' "/proc/$server/stat")
    output=$(wrk -t2 -c32 -d"$duration" -H "Host: $1" "$2")
    after=$(awk '{ print $14 + $15 }' "/proc/$server/stat")
    requests=$(echo "$output" | awk '/requests in/ { print $1 }')
    echo "$(echo "$output" | awk '/^Requests\/sec:/ { print $2 }')" \
        "$(awk -v t="$((after - before))" -v hz="$ticks" -v n="$requests" 'BEGIN { printf "%.2f", t / hz * 1e6 / n }')"
}

echo
echo "== JSON logs and metrics on, against off: $runs alternating runs each;"
echo "   requests/s, and the server's CPU time per request in microseconds"
for name in resolve aasa; do
    if [ "$name" = resolve ]; then url=$resolve host=www.acme.example; else url=$aasa host=shop.acme.example; fi
    off_rate=() on_rate=() off_cpu=() on_cpu=()
    for run in $(seq 1 "$runs"); do
        start_server
        read -r rate cpu < <(run_wrk "$host" "$url")
        off_rate+=("$rate") off_cpu+=("$cpu")
        start_server --log-format json --metrics-port "$metrics_port"
        read -r rate cpu < <(run_wrk "$host" "$url")
        on_rate+=("$rate") on_cpu+=("$cpu")
        curl -sf "http://127.0.0.1:$metrics_port/metrics" | grep -q '^link_server_requests_total' \
            || { echo "measure.sh: /metrics counted no request" >&2; exit 1; }
    done
    off_rate_median=$(printf '%s\n' "${off_rate[@]}" | median)
    on_rate_median=$(printf '%s\n' "${on_rate[@]}" | median)
    off_cpu_median=$(printf '%s\n' "${off_cpu[@]}" | median)
    on_cpu_median=$(printf '%s\n' "${on_cpu[@]}" | median)
    echo "$name requests/s: off ${off_rate[*]} (median $off_rate_median); on ${on_rate[*]} (median $on_rate_median);" \
        "on/off $(awk -v a="$on_rate_median" -v b="$off_rate_median" 'BEGIN { printf "%.3f", a / b }')"
    echo "$name CPU µs/request: off ${off_cpu[*]} (median $off_cpu_median); on ${on_cpu[*]} (median $on_cpu_median);" \
        "on/off $(awk -v a="$on_cpu_median" -v b="$off_cpu_median" 'BEGIN { printf "%.3f", a / b }')"
done
stop_server
