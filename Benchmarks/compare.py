#!/usr/bin/env python3
"""Run the URLRoutes benchmarks several times and print the comparison table.

Each run is `swift package --package-path Benchmarks benchmark run --format jmh` (release build,
every benchmark in a process of its own); the JMH export carries each benchmark's percentiles.
Per run we take the median (p50) of every benchmark's iterations; across runs, the median of those.
A measured iteration performs N lookups (the benchmark's `lookups` tag), so times and malloc counts
are divided by N to get per-lookup figures.

Usage: Benchmarks/compare.sh [--runs N] [--targets REGEX] [--filter REGEX] [--keep DIR]
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))          # .../Benchmarks
ROOT = os.path.dirname(HERE)                                # the URLRoutes checkout
KINDS = ["static-first", "static-last", "param-wildcard-last", "query-first", "miss"]
COUNTS = [10, 100, 1_000, 10_000]
CONTENDERS = ["URLRoutes", "RoutingKit", "LinearScan", "Dictionary", "Hummingbird", "HummingbirdTrie"]
WALL, CPU, MALLOC, MEM = "Time (wall clock)", "Time (total CPU)", "Malloc (total)", "Memory (resident peak)"
INSTRUCTIONS = "Instructions"
# Note: the JMH export carries a benchmark's "secondary metrics" over from earlier benchmarks when it
# lacks them, so only metrics each benchmark really measures are read here.

# The performance bounds the table is checked against.
RATIO_MAX = 0.6                       # URLRoutes / RoutingKit, every lookup at every R
FLOOR_MAX = 1.6                       # URLRoutes / Dictionary, static hits
FLOOR_KINDS = ("static-first", "static-last")
# The static hit with a query (`?foo=bar&thing=stuff`): URLRoutes / each of RoutingKit, Hummingbird
# (through its responder) and Hummingbird's trie alone, at every R.
QUERY_RATIO_MAX = 0.4
QUERY_KIND = "query-first"
QUERY_AGAINST = ("RoutingKit", "Hummingbird", "HummingbirdTrie")
# For orientation: figures measured on a machine of the same kind before the current design; no
# row is to be slower (absolute times move with the machine, the ratios above do not).
ABSOLUTE_NS = {"static-first": 260, "static-last": 260, "query-first": 310, "param-wildcard-last": 520, "miss": 152}
FLATNESS_MAX = 1.3
REGISTER_TIME_VS_ROUTINGKIT_MAX = 0.5
REGISTER_MEMORY_VS_ROUTINGKIT_MAX = 0.8
REGISTER_CONTENDERS = ["URLRoutes", "RoutingKit", "Dictionary"]
# RegisterOnce's `every` kind: the same table, then every route routed once with a URL it matches
# (what each route builds when first reached counts too). Held to the same memory bound.
EVERY_CONTENDERS = ["URLRoutes", "RoutingKit"]


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def run(cmd, attempts=1, **kw):
    """Runs cmd; retried (after a pause) when it fails, e.g. a source file changed mid-build."""
    for attempt in range(1, attempts + 1):
        log("$ " + " ".join(cmd))
        result = subprocess.run(cmd, cwd=ROOT, **kw)
        if result.returncode == 0:
            return result
        if attempt < attempts:
            log(f"failed (exit {result.returncode}); retrying in 20 s")
            time.sleep(20)
    sys.exit(f"command failed (exit {result.returncode}): {' '.join(cmd)}")


def build():
    """Release build of the whole package first, so that a failing build shows up as one.

    SwiftPM keeps the build plan of a `.package(path:)` dependency and may not notice files added
    to it since; dropping the cached plan makes it look again (it is regenerated, nothing else goes).
    """
    for cached in (".build/release.yaml", ".build/release/description.json"):
        try:
            os.remove(os.path.join(HERE, cached))
        except FileNotFoundError:
            pass
    run(["swift", "build", "-c", "release", "--package-path", HERE], attempts=3, stdout=sys.stderr)


def benchmark_run(out_dir, targets, filt):
    cmd = ["swift", "package", "--package-path", HERE, "benchmark", "run",
           "--format", "jmh", "--path", out_dir, "--no-progress"]
    if targets:
        cmd += ["--target", targets]
    if filt:
        cmd += ["--filter", filt]
    run(cmd, attempts=2, stdout=sys.stderr)
    files = [f for f in os.listdir(out_dir) if f.endswith(".jmh.json")]
    if not files:
        sys.exit(f"no JMH export in {out_dir}")
    results = {}
    for f in files:
        for element in json.load(open(os.path.join(out_dir, f))):
            # "package.benchmark.<target>.<name with spaces as underscores>"
            name = element["benchmark"].split(".", 3)[3].replace("_", " ")
            m = re.search(r" \(lookups: (\d+)\)$", name)
            per = int(m.group(1)) if m else 1
            base = name[: m.start()] if m else name
            metrics = {}
            for metric, data in element["secondaryMetrics"].items():
                p = data["scorePercentiles"]
                metrics[metric] = {"p50": p["50.0"], "max": p["100.0"], "unit": data["scoreUnit"]}
            results[base] = {"per": per, "metrics": metrics,
                             "iterations": element["measurementIterations"]}
    return results


def register_once(runs):
    """Process-level registration figures from Sources/RegisterOnce (no benchmark framework)."""
    run(["swift", "build", "-c", "release", "--package-path", HERE, "--product", "RegisterOnce"],
        attempts=3, stdout=sys.stderr)
    binpath = subprocess.run(["swift", "build", "-c", "release", "--package-path", HERE,
                              "--show-bin-path"], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout.strip()
    exe = os.path.join(binpath, "RegisterOnce")
    # "empty": URLRoutes with no routes, the reference every row is measured above; "empty C":
    # each contender's own process with no routes, for the cost of the routes alone.
    samples = ({"empty": []} | {c: [] for c in REGISTER_CONTENDERS} | {f"empty {c}": [] for c in REGISTER_CONTENDERS}
               | {f"{c} every": [] for c in EVERY_CONTENDERS})
    check = "not run"
    for _ in range(runs):
        for key in samples:
            if key == "empty":
                args = [exe, "0"]
            elif key.startswith("empty "):
                args = [exe, "0", key.removeprefix("empty ")]
            elif key.endswith(" every"):
                args = [exe, "10000", key.removesuffix(" every"), "every"]
            else:
                args = [exe, "10000", key]
            result = subprocess.run(args, capture_output=True, text=True)
            lines = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
            if not lines or "ms" not in lines[0]:
                sys.exit(f"RegisterOnce {key} failed (exit {result.returncode}): {result.stdout}{result.stderr}")
            samples[key].append(lines[0])
            if key == "URLRoutes" and len(lines) > 1:
                check = lines[1].get("check", check)
    return samples, check


def matched_routes():
    """Profile's `routes` mode at every R: which route, `id` and wildcard components each
    contender's lookup reaches, against what the table means. Returns (all ok, lines checked, wrong lines)."""
    binpath = subprocess.run(["swift", "build", "-c", "release", "--package-path", HERE,
                              "--show-bin-path"], cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout.strip()
    checked, wrong = 0, []
    for count in COUNTS:
        result = subprocess.run([os.path.join(binpath, "Profile"), "routes", str(count)],
                                capture_output=True, text=True)
        lines = [line for line in result.stdout.splitlines() if line.startswith(("ok ", "WRONG "))]
        checked += len(lines)
        wrong += [line for line in lines if line.startswith("WRONG ")]
        if result.returncode != 0 and not wrong:
            wrong.append(f"Profile routes {count} failed (exit {result.returncode}): {result.stderr.strip()}")
    return not wrong and checked > 0, checked, wrong


def ns_per_lookup(entry):
    if entry is None or WALL not in entry["metrics"]:
        return None
    return entry["metrics"][WALL]["p50"] * 1000.0 / entry["per"]        # μs per iteration -> ns


def mallocs_per_lookup(entry):
    if entry is None or MALLOC not in entry["metrics"]:
        return None
    return entry["metrics"][MALLOC]["p50"] / entry["per"]


def instructions_per_lookup(entry):
    if entry is None or INSTRUCTIONS not in entry["metrics"]:
        return None
    return entry["metrics"][INSTRUCTIONS]["p50"] / entry["per"]


def cpu_per_wall(entry):
    """CPU time over wall time: ~2 when two threads really run at once, ~1 when they take turns."""
    if entry is None or CPU not in entry["metrics"] or WALL not in entry["metrics"]:
        return None
    return entry["metrics"][CPU]["p50"] / entry["metrics"][WALL]["p50"]


def median_of(runs, name, fn):
    values = [fn(r.get(name)) for r in runs]
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def spread_of(runs, name, fn):
    """Run-to-run spread: (largest - smallest) / median of the per-run values, or None."""
    values = [fn(r.get(name)) for r in runs]
    values = [v for v in values if v is not None]
    if len(values) < 2 or not statistics.median(values):
        return None
    return (max(values) - min(values)) / statistics.median(values)


def fmt(v, spec="{:.0f}"):
    return "-" if v is None else spec.format(v)


def table(headers, rows):
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows)]
    line = lambda cells: "| " + " | ".join(str(c).rjust(w) for c, w in zip(cells, widths)) + " |"
    print(line(headers))
    print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        print(line(r))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3, help="benchmark runs; medians across them (default 3)")
    ap.add_argument("--targets", default=None, help="benchmark target regex (default: all)")
    ap.add_argument("--filter", default=None, help="benchmark name regex (default: all)")
    ap.add_argument("--keep", default=None, help="keep the raw JMH exports in this directory")
    args = ap.parse_args()

    out_root = args.keep or tempfile.mkdtemp(prefix="urlroutes-bench-")
    build()
    runs = []
    for i in range(args.runs):
        out_dir = os.path.join(out_root, f"run{i + 1}")
        os.makedirs(out_dir, exist_ok=True)
        log(f"--- benchmark run {i + 1}/{args.runs}")
        runs.append(benchmark_run(out_dir, args.targets, args.filter))
    once, once_check = register_once(args.runs)
    routes_ok, routes_checked, routes_wrong = matched_routes()

    print(f"\nURLRoutes benchmarks: median over {args.runs} run(s) of each benchmark's median; "
          f"per lookup. ratio = URLRoutes / RoutingKit (< 1: URLRoutes faster); floor = URLRoutes / "
          f"Dictionary ([[String]: handler], static paths only). vs HB = URLRoutes / Hummingbird (its "
          f"Router's responder: request, context, response); vs trie = URLRoutes / Hummingbird's trie alone. "
          f"vs R=10 = URLRoutes at this R / at R=10. "
          f"spread = (slowest - fastest run) / median of URLRoutes' per-run medians. instr = CPU "
          f"instructions per lookup (perf counters; '-' where the machine has none).\n")

    headers = ["R", "lookup", "URLRoutes ns", "RoutingKit ns", "ratio", "Dictionary ns", "floor",
               "Hummingbird ns", "vs HB", "HB trie ns", "vs trie", "LinearScan ns", "mallocs URLRoutes", "mallocs RoutingKit", "mallocs Dictionary",
               "vs R=10", "spread", "instr URLRoutes", "instr RoutingKit"]
    rows, checks = [], []
    for count in COUNTS:
        for kind in KINDS:
            ur, rk, ls, dc, hb, ht = (median_of(runs, f"{c} R={count} {kind}", ns_per_lookup) for c in CONTENDERS)
            if ur is None and rk is None and ls is None:
                continue
            ur_m, rk_m, dc_m = (median_of(runs, f"{c} R={count} {kind}", mallocs_per_lookup)
                                for c in ("URLRoutes", "RoutingKit", "Dictionary"))
            base = median_of(runs, f"URLRoutes R=10 {kind}", ns_per_lookup)
            ratio = ur / rk if ur and rk else None
            floor = ur / dc if ur and dc else None
            flat = ur / base if ur and base else None
            spread = spread_of(runs, f"URLRoutes R={count} {kind}", ns_per_lookup)
            ur_i = median_of(runs, f"URLRoutes R={count} {kind}", instructions_per_lookup)
            rk_i = median_of(runs, f"RoutingKit R={count} {kind}", instructions_per_lookup)
            vs_hb = ur / hb if ur and hb else None
            vs_ht = ur / ht if ur and ht else None
            rows.append([f"{count:,}", kind, fmt(ur), fmt(rk), fmt(ratio, "{:.2f}"), fmt(dc),
                         fmt(floor, "{:.2f}"), fmt(hb), fmt(vs_hb, "{:.2f}"), fmt(ht), fmt(vs_ht, "{:.2f}"), fmt(ls), fmt(ur_m, "{:.1f}"), fmt(rk_m, "{:.1f}"),
                         fmt(dc_m, "{:.1f}"), fmt(flat, "{:.2f}"),
                         "-" if spread is None else f"{spread * 100:.0f}%", fmt(ur_i), fmt(rk_i)])
            if ratio is not None:
                checks.append((ratio <= RATIO_MAX,
                               f"URLRoutes / RoutingKit, R={count:,} {kind}: {ratio:.2f} (<= {RATIO_MAX})"))
            if kind == QUERY_KIND:
                for against, value in zip(QUERY_AGAINST, (rk, hb, ht)):
                    if ur and value:
                        checks.append((ur / value <= QUERY_RATIO_MAX,
                                       f"query: URLRoutes / {against}, R={count:,} {kind}: "
                                       f"{ur / value:.2f} (<= {QUERY_RATIO_MAX})"))
            if kind in FLOOR_KINDS and floor is not None:
                checks.append((floor <= FLOOR_MAX,
                               f"URLRoutes / Dictionary, R={count:,} {kind}: {floor:.2f} (<= {FLOOR_MAX})"))
            if count == 10_000 and flat is not None:
                checks.append((flat <= FLATNESS_MAX,
                               f"flat, {kind}: R=10,000 / R=10 = {flat:.2f} (<= {FLATNESS_MAX})"))
            if kind in ABSOLUTE_NS and ur is not None:
                checks.append((ur <= ABSOLUTE_NS[kind],
                               f"absolute, R={count:,} {kind}: {ur:.0f} ns (<= {ABSOLUTE_NS[kind]})"))
    if rows:
        table(headers, rows)

    # Registration.
    empty = "URLRoutes empty + route once"
    names = [f"{c} register R=10000 + route once" for c in REGISTER_CONTENDERS]
    if any(names[0] in r for r in runs):
        print("\nRegistering 10,000 routes one by one, then routing once (benchmark: median / slowest "
              "iteration; peak RSS of the benchmark process, each benchmark in a process of its own):\n")
        rrows = []
        for name in names + [empty]:
            ms = median_of(runs, name, lambda e: e and e["metrics"][WALL]["p50"] / 1000.0)
            ms_max = median_of(runs, name, lambda e: e and e["metrics"][WALL]["max"] / 1000.0)
            mb = median_of(runs, name, lambda e: e and e["metrics"][MEM]["p50"] / 1e6)
            mallocs = median_of(runs, name, lambda e: e and e["metrics"][MALLOC]["p50"])
            rrows.append([name, fmt(ms, "{:.1f}"), fmt(ms_max, "{:.1f}"), fmt(mb, "{:.1f}"), fmt(mallocs)])
        table(["benchmark", "median ms", "slowest ms", "peak RSS MB", "mallocs"], rrows)

    print(f"\nRegisterOnce (a bare process per run, no benchmark framework; {args.runs} run(s), medians; "
          f"peak RSS above URLRoutes' empty process, and above the contender's own):\n")
    def peak_mb(key):
        return statistics.median(s["maxrss_kib"] for s in once[key]) * 1024 / 1e6
    rss0 = peak_mb("empty")
    figures = {}
    orows = []
    for contender in REGISTER_CONTENDERS:
        ms = statistics.median(s["ms"] for s in once[contender])
        ms_spread = (max(s["ms"] for s in once[contender]) - min(s["ms"] for s in once[contender])) / ms if ms else 0
        mb = peak_mb(contender) - rss0
        own = peak_mb(contender) - peak_mb(f"empty {contender}")
        figures[contender] = (ms, mb)
        orows.append([contender, f"{ms:.1f}", f"{ms_spread * 100:.0f}%", f"+{mb:.1f}", f"+{own:.1f}"])
    for contender in EVERY_CONTENDERS:
        key = f"{contender} every"
        ms = statistics.median(s["ms"] for s in once[key])
        ms_spread = (max(s["ms"] for s in once[key]) - min(s["ms"] for s in once[key])) / ms if ms else 0
        mb = peak_mb(key) - rss0
        own = peak_mb(key) - peak_mb(f"empty {contender}")
        figures[key] = (ms, mb)
        orows.append([f"{contender}, every route routed once", f"{ms:.1f}", f"{ms_spread * 100:.0f}%", f"+{mb:.1f}", f"+{own:.1f}"])
    table(["register 10,000 + route once", "ms", "spread", "peak RSS MB above empty", "above its own empty"], orows)
    (ur_ms, ur_mb), (rk_ms, rk_mb) = figures["URLRoutes"], figures["RoutingKit"]
    routed = all(s["routed"] for c in REGISTER_CONTENDERS + [f"{c} every" for c in EVERY_CONTENDERS] for s in once[c])
    checks.append((routes_ok, f"sanity: every contender's lookup reaches the route, id and wildcard components "
                              f"the table means ({routes_checked} lookups, Profile routes at every R)"
                              + "".join(f"\n         {line}" for line in routes_wrong)))
    checks.append((routed and once_check == "ok",
                   f"sanity: RegisterOnce routed its URL: {routed}; parameters as assumed: {once_check}"))
    checks.append((ur_ms <= REGISTER_TIME_VS_ROUTINGKIT_MAX * rk_ms,
                   f"register 10,000 + route once: URLRoutes {ur_ms:.1f} ms, RoutingKit {rk_ms:.1f} ms = "
                   f"{ur_ms / rk_ms:.2f}x (<= {REGISTER_TIME_VS_ROUTINGKIT_MAX})"))
    checks.append((ur_mb <= REGISTER_MEMORY_VS_ROUTINGKIT_MAX * rk_mb,
                   f"register 10,000: peak RSS +{ur_mb:.1f} MB vs RoutingKit +{rk_mb:.1f} MB = "
                   f"{ur_mb / rk_mb:.2f}x (<= {REGISTER_MEMORY_VS_ROUTINGKIT_MAX})"))
    (_, ue_mb), (_, re_mb) = figures["URLRoutes every"], figures["RoutingKit every"]
    checks.append((ue_mb <= REGISTER_MEMORY_VS_ROUTINGKIT_MAX * re_mb,
                   f"register 10,000, every route routed once: peak RSS +{ue_mb:.1f} MB vs RoutingKit "
                   f"+{re_mb:.1f} MB = {ue_mb / re_mb:.2f}x (<= {REGISTER_MEMORY_VS_ROUTINGKIT_MAX})"))

    # Two threads.
    trows = []
    for contender in ("URLRoutes", "RoutingKit"):
        one = median_of(runs, f"{contender} R=1000 mixed threads=1", ns_per_lookup)
        two = median_of(runs, f"{contender} R=1000 mixed threads=2", ns_per_lookup)
        cpu = median_of(runs, f"{contender} R=1000 mixed threads=2", cpu_per_wall)
        if one and two:
            scaling = 2 * one / two
            trows.append([contender, fmt(one), fmt(two), fmt(scaling, "{:.2f}"), fmt(cpu, "{:.2f}")])
            if contender == "URLRoutes":
                checks.append((scaling >= 1.6, f"2 threads scale: throughput x{scaling:.2f} (>= 1.6 taken as scaling)"))
    one = median_of(runs, "URLRoutes R=1000 mixed threads=1", ns_per_lookup)
    shared = median_of(runs, "URLRoutes R=1000 mixed threads=2 shared-strings", ns_per_lookup)
    if one and shared:
        cpu = median_of(runs, "URLRoutes R=1000 mixed threads=2 shared-strings", cpu_per_wall)
        trows.append(["URLRoutes, both threads on the same String instances", fmt(one), fmt(shared),
                      fmt(2 * one / shared, "{:.2f}"), fmt(cpu, "{:.2f}")])
    if trows:
        print("\nRouting from 2 threads at once (R=1,000, mixed lookups; ns per lookup per thread; "
              "scaling = 2 x t(1) / t(2), ideal 2.00; CPU / wall ~2 when both threads run at once):\n")
        table(["router", "1 thread ns", "2 threads ns", "scaling", "CPU / wall, 2 threads"], trows)

    print("\nChecks against the bounds:")
    for ok, text in checks:
        print(f"  [{'PASS' if ok else 'FAIL'}] {text}")
    log(f"raw JMH exports in {out_root}")


if __name__ == "__main__":
    main()
