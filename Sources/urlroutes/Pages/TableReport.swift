import URLRoutes
import URLRoutesExpectations

/// What `urlroutes report` shows of a table, gathered from the models the text commands use:
/// the routes as `list` orders them, the findings of `lint`, the cases of `test`, and the
/// verdicts of the platform judges `check` and `explain` use. `ReportPage` renders it.
struct TableReport {
    var path: String
    var loaded: LoadedRouteTable
    /// Lint's findings about the routes and the table, shadowed and duplicate routes first.
    var findings: [LintCommand.Finding]
    /// The golden cases, when `--expectations` is given.
    var coverage: ExpectationCoverage?
    /// What each platform does with each route's links, when app-link files are given.
    var platforms: PlatformCoverage?

    init(path: String, loaded: LoadedRouteTable, coverage: ExpectationCoverage? = nil, platforms: PlatformCoverage? = nil) {
        self.path = path
        self.loaded = loaded
        let table = loaded.table
        let found = RouteLinter.lint(table.entries.map(\.linterEntry)).map { LintCommand.Finding($0, table: table) }
            + TableLint.findings(table)
        // The two findings that say a route never wins come first; then by line, as lint prints.
        let first: Set = [RouteLintFinding.Kind.shadowedRoute.rawValue, RouteLintFinding.Kind.duplicateRoute.rawValue]
        findings = found.enumerated().sorted { lhs, rhs in
            let left = (first.contains(lhs.element.kind) ? 0 : 1, lhs.element.line ?? 0, lhs.offset)
            let right = (first.contains(rhs.element.kind) ? 0 : 1, rhs.element.line ?? 0, rhs.offset)
            return left < right
        }.map(\.element)
        findingsByLine = Dictionary(grouping: findings.filter { $0.line != nil }, by: { $0.line! })
        self.coverage = coverage
        self.platforms = platforms
    }

    /// The namespaces in table order, each with its routes in the order routing tries them.
    var namespaces: [(scheme: String, routes: [(entry: RouteTableFile.Entry, definitions: [RouteDefinition])])] {
        loaded.table.schemes.map { ($0, loaded.entriesInMatchingOrder(scheme: $0)) }
    }

    /// The findings about the route on `line`.
    func findings(line: Int) -> [LintCommand.Finding] {
        findingsByLine[line] ?? []
    }

    private var findingsByLine: [Int: [LintCommand.Finding]] = [:]

    /// The fragment identifier of the route on `line`: `line-18`.
    static func anchor(line: Int) -> String { "line-\(line)" }
}

/// The golden cases of an expectations file, per route: how many reach it and how many of
/// those fail (as `urlroutes test` judges them).
struct ExpectationCoverage {
    struct Count {
        var cases = 0
        var failed = 0
    }

    var file: String
    var caseCount: Int
    var failedCount: Int
    /// Per table line of the route the case reaches.
    var byLine: [Int: Count]
    /// The cases that fail, with their line in the expectations file and why.
    var failures: [(line: Int?, url: String, reason: String)]

    /// Judges each case of `file` against the registered `loaded` table.
    init(file: String, cases: ExpectationFile, loaded: LoadedRouteTable, judge: RouteJudge) {
        self.file = file
        caseCount = cases.cases.count
        var byLine: [Int: Count] = [:]
        var failures: [(line: Int?, url: String, reason: String)] = []
        for expectation in cases.cases {
            let check = ExpectationCheck(expectation, judge: judge)
            if !check.passed {
                failures.append((expectation.line, expectation.url, ([check.failure ?? ""] + check.details).joined(separator: "; ")))
            }
            let explanation = judge.explain(expectation.url)
            guard let winner = explanation.winner, let entry = loaded.entry(for: winner.definition) else { continue }
            byLine[entry.line, default: Count()].cases += 1
            if !check.passed { byLine[entry.line, default: Count()].failed += 1 }
        }
        self.byLine = byLine
        self.failures = failures
        failedCount = failures.count
    }
}

/// Each route's probe links (`LinkProbes`, the links `check` tries) on one host, judged by
/// routing and by each platform: which of the route's links a platform opens in the app,
/// which it leaves in the browser (misses), and which links near the route that no route
/// takes it opens anyway (widens).
struct PlatformCoverage {
    struct Count {
        var opens = 0
        var misses = 0
        var widens = 0
        /// One link of each kind, to try by hand.
        var missed: String?
        var widened: String?
    }

    var host: String
    var platforms: [PlatformJudge.Platform]
    /// Per table line, per platform.
    var byLine: [Int: [PlatformJudge.Platform: Count]]

    init(host: String, table loaded: LoadedRouteTable, judges: [PlatformJudge]) {
        self.host = host
        platforms = judges.map(\.platform)
        let table = loaded.table
        let resolver = loaded.resolver
        let candidates = table.entries.filter { entry in
            switch entry.route.namespace {
            case .global: true
            case .scheme(let scheme): ["http", "https"].contains(scheme.lowercased())
            case .host(let pattern): LinkCorpus.hostPattern(pattern, takes: host)
            }
        }
        let counted = ParallelScan.compactMap(candidates) { entry -> (Int, [PlatformJudge.Platform: Count])? in
            var probes = LinkProbes()
            var counts: [PlatformJudge.Platform: Count] = [:]
            for path in probes.paths(ofRoutePattern: entry.pattern).sorted() {
                let url = "https://\(host)\(path)"
                let routedLine = resolver.resolve(url).route?.line
                for judge in judges where !judge.skipsProbe(url) {
                    let opens = judge.verdict(for: url).opensApp
                    var count = counts[judge.platform] ?? Count()
                    if routedLine == entry.line {
                        if opens { count.opens += 1 } else { count.misses += 1; count.missed = count.missed ?? url }
                    } else if routedLine == nil && opens {
                        count.widens += 1
                        count.widened = count.widened ?? url
                    }
                    counts[judge.platform] = count
                }
            }
            return (entry.line, counts)
        }
        byLine = Dictionary(counted, uniquingKeysWith: { first, _ in first })
    }
}
