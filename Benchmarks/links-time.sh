#!/bin/sh
# Wall-clock time of `urlroutes diff` and `urlroutes check` on generated tables, for the
# figures in Benchmarks/README.md: medians of RUNS runs, each beside its baseline in the same
# run, `urlroutes route TABLE URL` (reading, parsing and compiling the table, routing one URL),
# so that what the links cost is the difference.
#
#   swift build -c release --product urlroutes
#   Benchmarks/links-time.sh .build/release/urlroutes diff 10000 5
#   Benchmarks/links-time.sh .build/release/urlroutes check 1000 5
#
# diff:  two tables of R routes (the fixture patterns of Sources/RouteFixtures, in groups of
#        five: /static{i}/page, /resource{i}/:id, /resource{i}/:id/edit,
#        /resource{i}/view/:id/*, /static{i}/about), half in `acme`, half in `https`, named
#        route{i}; the new table moves every tenth group's :id route below a slug route and
#        constrains it to <\d+>, so that some links move.
# check: one table of R https routes (the same patterns) on www.example.com, with an
#        apple-app-site-association of one component per route (`:id` and a trailing `*` as
#        `*`; `urlroutes aasa` refuses to make a file over Apple's 128 KB for this many
#        routes), or with COMPACT_AASA=1 of five wildcard components, and the Android intent
#        filter and assetlinks.json (with Android 15's dynamic rules) that `urlroutes android`
#        prints (IOS_ONLY=1 leaves Android out).
set -eu
tool=$1; what=$2; routes=$3; runs=${4:-5}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

make_table() { # $1 = old|new, $2 = scheme (or "mixed")
    awk -v n="$routes" -v kind="$1" -v scheme="$2" 'BEGIN {
        for (g = 0; g < n / 5; g++) {
            s = scheme == "mixed" ? (g < n / 10 ? "acme" : "https") : scheme
            printf("%s  /static%d/page  route%d\n", s, g, 5 * g)
            if (kind == "new" && g % 10 == 0) {
                printf("%s  /resource%d/:slug<[a-z]+>  slug%d\n", s, g, g)
                printf("%s  /resource%d/:id<\\d+>  route%d\n", s, g, 5 * g + 1)
            } else {
                printf("%s  /resource%d/:id  route%d\n", s, g, 5 * g + 1)
            }
            printf("%s  /resource%d/:id/edit  route%d\n", s, g, 5 * g + 2)
            printf("%s  /resource%d/view/:id/*  route%d\n", s, g, 5 * g + 3)
            printf("%s  /static%d/about  route%d\n", s, g, 5 * g + 4)
        }
    }'
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

seconds() { # the command's wall-clock seconds; its CPU seconds (user + system) go to $dir/cpu
    /usr/bin/time -f '%e %U %S' -o "$dir/time" "$@" > /dev/null 2>&1 || true
    tail -n 1 "$dir/time" | awk -v cpu="$dir/cpu" '{ print $2 + $3 >> cpu; print $1 }'
}

case $what in
    diff)
        make_table old mixed > "$dir/old.table"
        make_table new mixed > "$dir/new.table"
        "$tool" diff "$dir/old.table" "$dir/new.table" > "$dir/summary" || true
        tail -n 1 "$dir/summary"
        for run in $(seq "$runs"); do
            seconds "$tool" route "$dir/old.table" 'acme://static0/page' >> "$dir/baseline"
            rm -f "$dir/cpu"; seconds "$tool" diff "$dir/old.table" "$dir/new.table" --format json >> "$dir/measured"
            cat "$dir/cpu" >> "$dir/measured-cpu"
        done
        ;;
    check)
        make_table old https > "$dir/app.table"
        "$tool" android "$dir/app.table" --host www.example.com > "$dir/filter.xml" 2> /dev/null
        { echo '<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">'
          echo '<application><activity android:name=".Main" android:exported="true">'
          cat "$dir/filter.xml"
          echo '</activity></application></manifest>'; } > "$dir/AndroidManifest.xml"
        fingerprint=$(printf '%s' "$(seq -s: 10 41)" | awk -F: '{ for (i = 1; i <= 32; i++) printf("%s%02X", i > 1 ? ":" : "", $i) }')
        "$tool" android "$dir/app.table" --host www.example.com --assetlinks --package com.example.app \
            --fingerprint "$fingerprint" > "$dir/assetlinks.json" 2> /dev/null || true
        if [ "${COMPACT_AASA:-}" = 1 ]; then # five components, one per kind of route
            printf '%s\n' '{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [' \
                '{"/": "/static*/page"}, {"/": "/resource*/?*"}, {"/": "/resource*/?*/edit"},' \
                '{"/": "/resource*/view/?*/*"}, {"/": "/static*/about"}]}]}}' > "$dir/aasa.json"
        else
            awk '{ p = $2; gsub(/:id/, "*", p); printf("%s{\"/\": \"%s\"}", NR > 1 ? ",\n" : "", p) }
                BEGIN { print "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.example.app\"], \"components\": [" }
                END { print "]}]}}" }' "$dir/app.table" > "$dir/aasa.json"
        fi
        set -- --host www.example.com --aasa "$dir/aasa.json" --app-id ABCDE12345.com.example.app
        if [ "${IOS_ONLY:-}" != 1 ]; then set -- "$@" --android-manifest "$dir/AndroidManifest.xml"; fi
        if [ "${IOS_ONLY:-}" != 1 ] && [ -s "$dir/assetlinks.json" ]; then
            set -- "$@" --assetlinks "$dir/assetlinks.json" --package com.example.app
        fi
        "$tool" check "$dir/app.table" "$@" > "$dir/summary" || true
        tail -n 1 "$dir/summary"
        for run in $(seq "$runs"); do
            seconds "$tool" route "$dir/app.table" 'https://www.example.com/static0/page' >> "$dir/baseline"
            rm -f "$dir/cpu"; seconds "$tool" check "$dir/app.table" "$@" --format json >> "$dir/measured"
            cat "$dir/cpu" >> "$dir/measured-cpu"
        done
        ;;
    *) echo "usage: $0 TOOL diff|check ROUTES [RUNS]" >&2; exit 2 ;;
esac
printf '%s R=%s: median of %s runs %s s wall, %s s CPU (baseline, urlroutes route: %s s); load average %s\n' \
    "$what" "$routes" "$runs" "$(median < "$dir/measured")" "$(median < "$dir/measured-cpu")" \
    "$(median < "$dir/baseline")" "$(cut -d' ' -f1 /proc/loadavg)"
