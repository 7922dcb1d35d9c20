import URLRoutes

/// One expectation checked against a loaded table: whether it holds and, when it does not,
/// what was expected, what happened, and why the expected route did not take the URL.
struct ExpectationCheck {
    var expectation: ExpectationFile.Expectation
    var report: RoutingReport
    /// One line: what was expected and what happened. Nil when the case holds.
    var failure: String?
    /// Lines that explain the failure: why the expected route did not match or win, which
    /// parameters differ.
    var details: [String] = []

    var passed: Bool { failure == nil }

    init(_ expectation: ExpectationFile.Expectation, table: LoadedRouteTable) {
        self.expectation = expectation
        report = RoutingReport(url: expectation.url, table: table, additionalParameters: nil)
        switch expectation.expected {
        case .noRoute:
            if report.status == .routed, let winner = report.winner {
                failure = "expected no route, but it routed to \(describe(winner))"
            }
        case .name, .pattern:
            checkRoute()
        }
    }

    private mutating func checkRoute() {
        let expected = expectation.expected
        switch report.status {
        case .invalid:
            failure = "expected \(expected), but it is not a routable URL: \(report.explanation.urlErrorReason ?? "unknown reason")"
            return
        case .unrouted:
            failure = "expected \(expected), but no route matched (searched \(report.searchedNamespaces))"
            details = whyExpectedRouteLost()
            return
        case .routed:
            guard let winner = report.winner else { return }
            guard isExpected(winner) else {
                failure = "expected \(expected), but it routed to \(describe(winner))"
                details = whyExpectedRouteLost()
                return
            }
        }
        details = parameterDifferences()
        if !details.isEmpty {
            let count = details.count
            failure = "routed to \(expected) as expected, but \(count == 1 ? "1 parameter differs" : "\(count) parameters differ")"
        }
    }

    /// Each expected parameter the handler would not receive as written. The values given
    /// for a name must be every value the handler receives, in URL order: one value for a path
    /// variable or a query key that appears once, each value for a repeated query key. `*`
    /// stands for the wildcard components, joined by '/'.
    private func parameterDifferences() -> [String] {
        var actual: [String: [String]] = [:]
        for parameter in report.parameters {
            actual[parameter.name] = parameter.allValues ?? [parameter.value]
        }
        if let wildcard = report.winner?.parameters?.wildcardComponents {
            actual["*"] = [wildcard.joined(separator: "/")]
        }
        var names: [String] = []
        var expected: [String: [String]] = [:]
        for parameter in expectation.parameters {
            if expected[parameter.name] == nil { names.append(parameter.name) }
            expected[parameter.name, default: []].append(parameter.value)
        }
        return names.compactMap { name in
            let wanted = expected[name]!
            let show = { (values: [String]) in
                values.count == 1 ? values[0].debugDescription : "[" + values.map(\.debugDescription).joined(separator: ", ") + "]"
            }
            guard let values = actual[name] else {
                return "parameter \(name): expected \(show(wanted)), but the route gives no parameter '\(name)'"
            }
            // Every value counts: `q=a` against `?q=a&q=b` would pass on the first value while
            // the handler also gets "b", so a repeated key must be written out in full.
            guard values != wanted else { return nil }
            let hint = values.count > 1 && wanted.count != values.count
                ? " (the query repeats '\(name)': write one \(name)=VALUE per value, in URL order)" : ""
            return "parameter \(name): expected \(show(wanted)), got \(show(values))" + hint
        }
    }

    /// Whether `candidate` is the route the case names.
    private func isExpected(_ candidate: RouteExplanation.Candidate) -> Bool {
        guard let entry = report.entry(for: candidate) else { return false }
        return Self.entry(entry, candidatePattern: candidate.pattern, isExpected: expectation.expected)
    }

    static func entry(_ entry: RouteTableFile.Entry, candidatePattern: String?, isExpected expected: ExpectationFile.Expected) -> Bool {
        switch expected {
        case .name(let name): entry.name == name
        case .pattern(let pattern): entry.pattern == pattern || candidatePattern == pattern
        case .noRoute: false
        }
    }

    /// The expected route's own story, from the explanation: why each of its definitions was
    /// turned down, or that it matched but another route is tried first, or that routing never
    /// looked in its namespace.
    private func whyExpectedRouteLost() -> [String] {
        let own = report.explanation.candidates.filter(isExpected)
        guard !own.isEmpty else {
            let entries = report.table.table.entries.filter {
                Self.entry($0, candidatePattern: nil, isExpected: expectation.expected)
            }
            let schemes = Set(entries.map(\.scheme)).sorted().joined(separator: ", ")
            return ["\(expectation.expected) is in \(schemes.isEmpty ? "no namespace" : schemes), which routing did not search for this URL"]
        }
        if let match = own.first(where: \.isMatch), let winner = report.winner {
            return ["\(describe(match)) matches too, but \(describe(winner)) is tried first (priority \(winner.priority) against \(match.priority), then table order)"]
        }
        return own.map { candidate in
            "\(describe(candidate)) did not match: \(candidate.rejection ?? "its handler declined")"
        }
    }

    /// `product.show (acme /product/:id<\d+>, Examples/routes.table:15)`.
    func describe(_ candidate: RouteExplanation.Candidate) -> String {
        let pattern = ExplanationRenderer.displayPattern(candidate)
        guard let entry = report.entry(for: candidate) else { return pattern }
        let place = "\(report.table.table.path):\(entry.line)"
        return entry.name.map { "\($0) (\(pattern), \(place))" } ?? "\(pattern) (\(place))"
    }
}
