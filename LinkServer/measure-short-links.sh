#!/usr/bin/env bash
# Measures short links under load with wrk on 127.0.0.1 (README "Figures"): GET /SLUG on a
# SQLite database of 1,000 links, then of 1,000,000 links (random slugs among all of them, and
# among 1,000 hot ones), each while a client creates 100 links a second through POST
# /api/links, beside a baseline (the AASA file). Builds the server in release first. Each run is bounded: wrk -t2 -c32 -d10s
# (DURATION=20s to change it; SCRATCH_PATH=.build-release for another build folder).
#
#   LinkServer/measure-short-links.sh      # from anywhere; needs wrk, curl, sqlite3, python3
set -euo pipefail
cd "$(dirname "$0")"

duration=${DURATION:-10s}
port=${PORT:-18081}
for tool in wrk curl sqlite3 python3; do
    command -v "$tool" >/dev/null || { echo "measure-short-links.sh: $tool is not installed" >&2; exit 2; }
done

scratch=${SCRATCH_PATH:-.build}
swift build -c release --product link-server --scratch-path "$scratch"
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/link-server"

work=$(mktemp -d)
server=
cleanup() {
    [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
cp ../Examples/routes.table "$work/routes.table"
head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$work/token"

cat > "$work/slugs.lua" <<'LUA'
local count = tonumber(os.getenv("SLUGS"))
request = function()
  return wrk.format("GET", "/s" .. math.random(0, count - 1))
end
LUA

cat > "$work/create.py" <<'PY'
# POST /api/links at 100 a second for the given seconds, on one keep-alive connection.
import http.client, json, sys, time
port, token, seconds = int(sys.argv[1]), sys.argv[2], float(sys.argv[3])
connection = http.client.HTTPConnection("127.0.0.1", port)
created = failed = 0
start = time.monotonic()
n = 0
while time.monotonic() - start < seconds:
    body = json.dumps({"url": "https://www.acme.example/p/%d" % (900000000 + n + int(start * 1000))})
    connection.request("POST", "/api/links", body, {"Host": "go.acme.example", "Authorization": "Bearer " + token,
                                                    "Content-Type": "application/json"})
    response = connection.getresponse()
    response.read()
    created += response.status == 201
    failed += response.status != 201
    n += 1
    time.sleep(max(0.0, start + n / 100.0 - time.monotonic()))
print("POST /api/links: %d created, %d failed in %.1f s (%.0f/s)" % (created, failed, time.monotonic() - start,
                                                                     created / (time.monotonic() - start)))
PY

seed() {  # seed DATABASE COUNT: COUNT links s0 ... s(COUNT-1), in one transaction
    sqlite3 "$1" "PRAGMA journal_mode=WAL; WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < $2 - 1)
        INSERT INTO short_links (slug, url, route, title, description, image_url, created_at, expires_at, broken)
        SELECT 's' || x, 'https://www.acme.example/p/' || x, 'web.product', 'Product ' || x, NULL, NULL, 1700000000000, NULL, 0 FROM n;" >/dev/null
}

run() {  # run DATABASE SLUGS LABEL
    echo "== $3"
    python3 "$work/create.py" "$port" "$(cat "$work/token")" "${duration%s}" &
    local creator=$!
    SLUGS=$2 wrk -t2 -c32 -d"$duration" --latency -s "$work/slugs.lua" -H 'Host: go.acme.example' "http://127.0.0.1:$port"
    wait "$creator"
    echo
}

serve() {  # serve DATABASE
    # The request log goes to a file, as it would to a journal: one line per request.
    "$bin" "$work/routes.table" --host www.acme.example --app-id ABCDE12345.com.acme.app --port "$port" \
        --short-host go.acme.example --database "$1" --api-token-file "$work/token" \
        --app-store-url https://apps.apple.com/app/acme/id1234567890 2>>"$work/server.log" &
    server=$!
    for _ in $(seq 1 100); do
        curl -sf -o /dev/null -H "Authorization: Bearer $(cat "$work/token")" -H 'Host: go.acme.example' \
            "http://127.0.0.1:$port/api/links" && return
        sleep 0.1
    done
    echo "the server did not start: $(tail -5 "$work/server.log")" >&2
    exit 1
}

stop() {
    kill "$server"
    wait "$server" 2>/dev/null || true
    server=
}

# Each database is seeded while the server runs, after its check of the links at start.
serve "$work/small.sqlite"
seed "$work/small.sqlite" 1000
# The baseline of the same run: the server's cheapest answer, a file served from memory.
echo "== baseline: GET /.well-known/apple-app-site-association"
wrk -t2 -c32 -d"$duration" --latency -H 'Host: www.acme.example' "http://127.0.0.1:$port/.well-known/apple-app-site-association"
echo
run "$work/small.sqlite" 1000 "GET /SLUG, 1,000 links in the database"
stop

serve "$work/large.sqlite"
seed "$work/large.sqlite" 1000000
run "$work/large.sqlite" 1000 "GET /SLUG, 1,000,000 links in the database, 1,000 hot slugs"
run "$work/large.sqlite" 1000000 "GET /SLUG, 1,000,000 links in the database, any of them"
stop
