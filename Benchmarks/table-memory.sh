#!/bin/sh
# Peak memory and time of `urlroutes route` on generated tables of R routes, for the memory per
# route in Benchmarks/README.md: plain (`/section{i}/item/:id`), constrained
# (`/section{i}/item/:id<\d+>`) and optional (`/section{i}/item(/:id)(/:page)`, 4 routes a line)
# routes, each routing one URL, with GNU time's "Maximum resident set size".
# A table over the route limit is refused (exit status 2) after reading it.
#
#   swift build -c release --product urlroutes
#   Benchmarks/table-memory.sh .build/release/urlroutes 0 10000 100000
set -eu
tool=$1; shift
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf '%-12s %8s %8s %10s %8s\n' kind lines routes maxRSS_KB seconds
for lines in "$@"; do
    for kind in plain constrained optional; do
        table="$dir/$kind-$lines.table"
        case $kind in
            plain) shape='/section%d/item/:id'; routes=$lines ;;
            constrained) shape='/section%d/item/:id<\\d+>'; routes=$lines ;;
            optional) shape='/section%d/item(/:id)(/:page)'; routes=$((lines * 4)) ;;
        esac
        awk -v n="$lines" -v shape="$shape" 'BEGIN { for (i = 0; i < n; i++) printf("acme  " shape "  route%d\n", i, i) }' > "$table"
        /usr/bin/time -f '%M %e' -o "$dir/time" "$tool" route "$table" 'acme://section0/item/7' > /dev/null 2>&1 || true
        read -r rss seconds <<EOT
$(tail -n 1 "$dir/time")
EOT
        printf '%-12s %8d %8d %10d %8s\n' "$kind" "$lines" "$routes" "$rss" "$seconds"
    done
done
