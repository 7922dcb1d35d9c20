#!/usr/bin/env bash
# Measures link-server under load with wrk on 127.0.0.1 (README "Figures"): /resolve, the AASA
# file, and /resolve again while SIGHUP reloads the table every 100 ms. Builds the server in
# release first. Each run is bounded: wrk -t2 -c32 -d10s (DURATION=20s to change it).
#
#   LinkServer/measure.sh            # from anywhere; needs wrk and curl
set -euo pipefail
cd "$(dirname "$0")"

duration=${DURATION:-10s}
port=${PORT:-18080}
command -v wrk >/dev/null || { echo "measure.sh: wrk is not installed (apt-get install wrk)" >&2; exit 2; }

swift build -c release --product link-server
bin="$(swift build -c release --show-bin-path)/link-server"

work=$(mktemp -d)
cp ../Examples/routes.table "$work/routes.table"
# The request log goes to a file, as it would to a journal: one line per request.
"$bin" "$work/routes.table" --host www.acme.example --host shop.acme.example \
    --app-id ABCDE12345.com.acme.app --port "$port" 2>"$work/server.log" &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do
    curl -sf -o /dev/null -H 'Host: www.acme.example' "http://127.0.0.1:$port/.well-known/apple-app-site-association" && break
    sleep 0.1
done

resolve="http://127.0.0.1:$port/resolve?url=https%3A%2F%2Fwww.acme.example%2Fp%2F48213%2Ftrail-runner%3Fref%3Dmail"
aasa="http://127.0.0.1:$port/.well-known/apple-app-site-association"

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
