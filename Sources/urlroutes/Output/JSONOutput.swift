import Foundation
import URLRoutes

/// The `--json` shapes. Keys are sorted and absent values are left out, so scripts can rely on
/// `status` and test for the rest.
enum JSONOutput {
    static func print(_ value: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Our own plain value types always encode.
        let data = try! encoder.encode(value)
        Console.out(String(decoding: data, as: UTF8.self))
    }

    // MARK: route

    struct RouteReport: Encodable {
        var table: String
        var results: [URLResult]
        var summary: Summary

        struct Summary: Encodable {
            var routed: Int
            var unrouted: Int
            var invalid: Int
        }

        init(table: String, outcomes: [RoutingReport], tracing: (Int) -> Bool) {
            self.table = table
            results = outcomes.enumerated().map { URLResult($0.element, includeTrace: tracing($0.offset)) }
            summary = Summary(
                routed: outcomes.count { $0.status == .routed },
                unrouted: outcomes.count { $0.status == .unrouted },
                invalid: outcomes.count { $0.status == .invalid })
        }
    }

    /// One URL's outcome: the library's `RouteResolution` (the object link-server's `/resolve`
    /// answers with), and the trace when asked for.
    struct URLResult: Encodable {
        var resolution: RouteResolution
        var trace: Trace?

        init(_ outcome: RoutingReport, includeTrace: Bool = false) {
            resolution = RouteResolution(outcome.explanation) { outcome.entry(for: $0)?.route }
            trace = includeTrace ? Trace(outcome) : nil
        }

        private enum CodingKeys: String, CodingKey {
            case trace
        }

        /// The resolution's keys and `trace`, in one object.
        func encode(to encoder: any Encoder) throws {
            try resolution.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(trace, forKey: .trace)
        }
    }

    // MARK: explain

    /// `explain --json`: the URL's result and trace, and with app-link files, what each
    /// platform does with the URL (`apps`).
    struct ExplainResult: Encodable {
        var result: URLResult
        var apps: [App]

        struct App: Encodable {
            var platform: PlatformJudge.Platform
            var opensApp: Bool
            var rule: String?

            private enum CodingKeys: String, CodingKey { case platform, opensApp, rule }

            /// `rule` written as null when no rule decided.
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(platform, forKey: .platform)
                try container.encode(opensApp, forKey: .opensApp)
                try container.encode(rule, forKey: .rule)
            }
        }

        init(_ result: URLResult, verdicts: [(platform: PlatformJudge.Platform, verdict: AppLinkVerdict)]) {
            self.result = result
            apps = verdicts.map { App(platform: $0.platform, opensApp: $0.verdict.opensApp, rule: $0.verdict.rule) }
        }

        private enum CodingKeys: String, CodingKey { case apps }

        /// The result's keys, and `apps` when app-link files were given.
        func encode(to encoder: any Encoder) throws {
            try result.encode(to: encoder)
            guard !apps.isEmpty else { return }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(apps, forKey: .apps)
        }
    }

    /// The candidate-by-candidate trace behind a result (`explain`, `route --explain`).
    struct Trace: Encodable {
        /// Which host namespace the URL's host chose and why; nil when none applied.
        var hostChoice: String?
        /// Whether nothing matched in the host namespace and routing went on by scheme.
        var usedHostFallback: Bool
        var usedGlobalFallback: Bool
        /// Every candidate the router reported, in the order it tries them.
        var candidates: [Candidate]
        /// Index into `candidates` of the route that won.
        var winner: Int?

        init(_ outcome: RoutingReport) {
            hostChoice = outcome.explanation.hostChoice
            usedHostFallback = outcome.explanation.usedHostFallback
            usedGlobalFallback = outcome.explanation.usedGlobalFallback
            candidates = outcome.explanation.candidates.map { Candidate($0, entry: outcome.entry(for: $0)) }
            winner = outcome.explanation.candidates.firstIndex(where: \.isMatch)
        }
    }

    struct Candidate: Encodable {
        var scheme: String
        var pattern: String
        var priority: Int
        var regex: String
        var name: String?
        var line: Int?
        var outcome: String
        var reason: String?
        /// Routing never tries this route: its first literal component is not the path's.
        var ruledOutByFirstComponent: Bool?
        var captures: [Capture]?

        struct Capture: Encodable {
            var name: String
            var raw: String
            var decoded: String
        }

        init(_ candidate: RouteExplanation.Candidate, entry: RouteTableFile.Entry?) {
            scheme = RouteTableFile.displayScheme(forNamespace: candidate.namespace)
            pattern = candidate.pattern
            priority = candidate.priority
            regex = candidate.regex
            name = entry?.name
            line = entry?.line
            outcome = candidate.isMatch ? "matched" : "rejected"
            reason = candidate.rejection
            ruledOutByFirstComponent = candidate.isRuledOutByFirstComponent ? true : nil
            captures = candidate.isMatch ? candidate.captures.map { Capture(name: $0.name, raw: $0.raw, decoded: $0.decoded) } : nil
        }
    }

    // MARK: lint

    struct LintReport: Encodable {
        var table: String
        var routes: Int
        var errors: Int
        var warnings: Int
        var findings: [Finding]

        struct Finding: Encodable {
            var severity: String
            var kind: String
            var message: String
            var file: String
            var line: Int?
            var column: Int?
            /// Every table line involved, the reported one first.
            var lines: [Int]
        }
    }

    // MARK: list

    struct Listing: Encodable {
        var table: String
        var namespaces: [Namespace]

        struct Namespace: Encodable {
            /// The scheme column: a scheme, `*`, or `//` and a host pattern.
            var scheme: String
            /// The host pattern of a host namespace (`shop.example.com`, `*.example.com`).
            var host: String?
            /// For a host namespace: falls back to routing by the URL's scheme.
            var fallbackToGlobal: Bool
            var routes: [ListedRoute]
        }

        struct ListedRoute: Encodable {
            var line: Int
            var name: String?
            var pattern: String
            var priority: Int
            var definitions: [Definition]
        }

        struct Definition: Encodable {
            var pattern: String
            var regex: String
        }
    }
}
