# Sourced by measure.sh and measure-against.sh: a scratch folder holding Examples/routes.table,
# one link-server at a time on 127.0.0.1:$port (the caller sets port), stopped on exit, and
# the median of numbers on standard input.

work=$(mktemp -d)
cp ../Examples/routes.table "$work/routes.table"
server=
stop_server() {
    if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
    server=
}
trap 'stop_server; rm -rf "$work"' EXIT

# start_link_server BINARY LOG_FILE OPTION...: stops the running server, starts BINARY on the
# table with the options given (its log to LOG_FILE) and waits until it serves the AASA file.
start_link_server() {
    local binary=$1 log=$2
    shift 2
    stop_server
    "$binary" "$work/routes.table" "$@" 2>"$log" &
    server=$!
    for _ in $(seq 1 100); do
        curl -sf -o /dev/null -H 'Host: www.acme.example' "http://127.0.0.1:$port/.well-known/apple-app-site-association" && return
        sleep 0.1
    done
    echo "$(basename "$0"): $binary did not start" >&2
    exit 1
}

median() {
    sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
