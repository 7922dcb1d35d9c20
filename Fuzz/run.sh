#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs each for SECONDS.
#
#   Fuzz/run.sh SECONDS [TARGET...]     # e.g. Fuzz/run.sh 30, Fuzz/run.sh 600 FuzzPair
#
# Targets run side by side, as many at a time as there are cores (FUZZ_JOBS sets another
# number): each libFuzzer process uses one core, so on two cores eight targets of 30 s take
# about two minutes instead of four.
#
# Prints one `target NAME: ...` line per target (runs, coverage, result) and exits 0 when nothing
# was found, 1 when a target found an input that breaks a check, crashes or leaks (the input is
# copied into Fuzz/FailCases/<target>/; the log stays in Fuzz/.build/<target>.log), 2 when the build
# fails. The committed seed corpora (Fuzz/Corpus/<target>/) are only read; what a run adds goes
# into a scratch corpus, kept in Fuzz/.build/corpus/<target>/ for the next run.
set -uo pipefail
cd "$(dirname "$0")"

seconds=${1:?usage: Fuzz/run.sh SECONDS [TARGET...]}
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzPattern FuzzURL FuzzPair FuzzTable FuzzGenerate FuzzTypedRoutes FuzzAppleLinkRules FuzzAndroidLinkRules)

# `--sanitize=fuzzer --sanitize=address` makes SwiftPM link libFuzzer's main; but the compiler
# keeps only the last `-sanitize=` it is given, so on its own that builds without coverage
# instrumentation (libFuzzer then sees `cov: 0` and mutates blindly). `-sanitize=fuzzer,address`
# as one flag instruments both. Release for speed (about 2.5x debug); `-enable-testing` because
# the checks use `@testable import URLRoutes` for PCRE2's verdict on a regex.
mkdir -p .build
if ! swift build -c release --sanitize=fuzzer --sanitize=address \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing > .build/fuzz-build.log 2>&1; then
    grep -E "error" .build/fuzz-build.log | head -20
    echo "Fuzz/run.sh: the build failed; see Fuzz/.build/fuzz-build.log" >&2
    exit 2
fi
bin=$(swift build -c release --show-bin-path)

# Leaks that belong to the toolchain (FoundationXML's parse errors) are not findings.
export LSAN_OPTIONS="suppressions=$PWD/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

# Runs one target and writes its summary line to .build/<target>.result: `ok` or `FOUND`.
fuzz_one() {
    local target=$1
    local corpus=.build/corpus/$target
    local artifacts=.build/artifacts/$target
    local log=.build/$target.log
    rm -rf "$artifacts"
    mkdir -p "$corpus" "$artifacts" "Corpus/$target"
    # -rss_limit_mb: ASan's quarantine alone holds 256 MB. -timeout: a single input taking
    # 10 s is a finding (catastrophic backtracking, an unbounded loop), not something to wait on.
    "$bin/$target" -max_total_time="$seconds" -dict="$target.dict" -print_final_stats=1 \
        -timeout=10 -rss_limit_mb=3072 -artifact_prefix="$artifacts/" \
        "$corpus" "Corpus/$target" > "$log" 2>&1
    local status=$?
    local runs coverage result reason
    runs=$(grep -m1 'stat::number_of_executed_units' "$log" | awk '{print $2}')
    coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' "$log" | tail -1)
    local cases=()
    for input in "$artifacts"/*; do
        [ -f "$input" ] || continue
        mkdir -p "FailCases/$target"
        cp "$input" "FailCases/$target/"
        cases+=("Fuzz/FailCases/$target/$(basename "$input")")
    done
    if [ $status -eq 0 ] && [ ${#cases[@]} -eq 0 ]; then
        result=ok
    else
        reason=$(grep -m1 -oE 'Fatal error: .{0,300}|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer): [a-z -]+' "$log" || echo "exit status $status")
        result="FOUND ${cases[*]:-nothing saved} ($reason)"
    fi
    echo "target $target: runs ${runs:-0}, ${coverage:-cov: ?}, ${seconds}s, result $result" > ".build/$target.result"
}

jobs_at_once=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 2)}
for target in "${targets[@]}"; do
    rm -f ".build/$target.result"
    while [ "$(jobs -rp | wc -l)" -ge "$jobs_at_once" ]; do wait -n; done
    fuzz_one "$target" &
done
wait

found=0
for target in "${targets[@]}"; do
    if [ -f ".build/$target.result" ]; then
        cat ".build/$target.result"
        grep -q ', result ok$' ".build/$target.result" || found=1
    else
        echo "target $target: no result (the runner itself failed)"
        found=1
    fi
done
exit $found
