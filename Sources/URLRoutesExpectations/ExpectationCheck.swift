import URLRoutes

/// One expectation judged: whether it holds and, when it does not, what was expected, what
/// happened, and why the expected route did not take the URL (from the explanation).
package struct ExpectationCheck: Sendable {
    package var expectation: ExpectationFile.Case
    /// One line: what was expected and what happened. Nil when the case holds.
    package var failure: String?
    /// Lines that explain the failure: why the expected route did not match or win, which
    /// parameters differ.
    package var details: [String] = []

    package var passed: Bool { failure == nil }

    /// How expected values compare with what the handler receives.
    package enum ValueRule: Sendable {
        /// Every value the handler receives for the name, in URL order: a query key the URL
        /// repeats must be written once per value (the expectations format).
        case everyValue
        /// The value the handler reads as `parameters[name]`: the first, for a repeated
        /// query key (`expectRoute`'s dictionary holds one value per name).
        case firstValue
    }

    /// `failure` and `details` as one message: the failure, then each detail on its own line
    /// after `indent`.
    package func message(indent: String) -> String? {
        failure.map { ([$0] + details.map { indent + $0 }).joined(separator: "\n") }
    }

    package init(_ expectation: ExpectationFile.Case, judge: RouteJudge, values rule: ValueRule = .everyValue) {
        self.expectation = expectation
        let explanation = judge.explain(expectation.url)
        var context = Context(expectation: expectation, index: judge.index, explanation: explanation, rule: rule)
        switch expectation.expected {
        case .noRoute:
            if let winner = context.winnerIndex {
                failure = "expected no route, but it routed to \(context.describe(at: winner))"
            }
        case .route(let written):
            switch judge.index.resolve(written) {
            case .failure(let problem):
                failure = "expected \(written), but \(problem.message)"
            case .success(let routes):
                context.expectedRoutes = Set(routes)
                (failure, details) = context.checkRoute()
            }
        }
    }

    /// What one check reads.
    private struct Context {
        var expectation: ExpectationFile.Case
        var index: RouteIndex
        var explanation: RouteExplanation
        var rule: ValueRule
        /// The table route behind each candidate.
        var owners: [Int?]
        var expectedRoutes: Set<Int> = []

        init(expectation: ExpectationFile.Case, index: RouteIndex, explanation: RouteExplanation, rule: ValueRule) {
            self.expectation = expectation
            self.index = index
            self.explanation = explanation
            self.rule = rule
            owners = index.routes(of: explanation)
        }

        var expected: String { expectation.expected.description }

        /// The winner's position among the candidates.
        var winnerIndex: Int? { explanation.candidates.firstIndex(where: \.isMatch) }

        func isExpected(_ position: Int) -> Bool {
            owners[position].map(expectedRoutes.contains) ?? false
        }

        func checkRoute() -> (failure: String?, details: [String]) {
            if let error = explanation.urlError {
                return ("expected \(expected), but it is not a routable URL: \(error)", [])
            }
            guard let winner = winnerIndex else {
                return ("expected \(expected), but no route matched (searched \(ExplanationRenderer.searched(explanation)))",
                        whyExpectedRouteLost())
            }
            guard isExpected(winner) else {
                return ("expected \(expected), but it routed to \(describe(at: winner))", whyExpectedRouteLost())
            }
            let differences = parameterDifferences(explanation.candidates[winner])
            guard differences.isEmpty else {
                let count = differences.count
                return ("routed to \(expected) as expected, but \(count == 1 ? "1 parameter differs" : "\(count) parameters differ")",
                        differences)
            }
            return (nil, [])
        }

        /// `product.show (acme /product/:id<\d+>, routes.table:15)`.
        func describe(at position: Int) -> String {
            index.describe(explanation.candidates[position], route: owners[position])
        }

        /// The expected route's own story, from the explanation: why each of its definitions
        /// was turned down, or that it matched but another route is tried first, or that
        /// routing never looked in its namespace.
        func whyExpectedRouteLost() -> [String] {
            let own = explanation.candidates.indices.filter(isExpected)
            guard !own.isEmpty else {
                let namespaces = index.namespaces(of: Array(expectedRoutes))
                return ["\(expected) is in \(namespaces.isEmpty ? "no namespace" : namespaces), which routing did not search for this URL"]
            }
            if let match = own.first(where: { explanation.candidates[$0].isMatch }), let winner = winnerIndex {
                return ["\(describe(at: match)) matches too, but \(describe(at: winner)) is tried first (\(order(winner, before: match)))"]
            }
            return own.map { position in
                let candidate = explanation.candidates[position]
                let reason: String
                if case .rejected(let why) = candidate.outcome { reason = why } else { reason = "its handler declined" }
                return "\(describe(at: position)) did not match: \(reason)"
            }
        }

        /// Why the candidate at `winner` is tried before the one at `other`.
        func order(_ winner: Int, before other: Int) -> String {
            let first = explanation.candidates[winner], second = explanation.candidates[other]
            if first.namespace != second.namespace {
                return "routing searches \(ExplanationRenderer.displayNamespace(first.namespace)) before \(ExplanationRenderer.displayNamespace(second.namespace))"
            }
            if first.priority != second.priority {
                return "priority \(first.priority) against \(second.priority), then table order"
            }
            let written = owners[winner].flatMap { index.table.routes[$0].line } != nil
            return "both priority \(first.priority): the one \(written ? "written" : "registered") first wins"
        }

        /// Each expected parameter the handler would not receive as written. `*` stands for the
        /// wildcard components, joined by '/'.
        func parameterDifferences(_ winner: RouteExplanation.Candidate) -> [String] {
            var actual = HandedParameters.values(of: winner)
            if rule == .firstValue {
                actual = actual.mapValues { Array($0.prefix(1)) }
            }
            var names: [String] = []
            var expected: [String: [String]] = [:]
            for parameter in expectation.parameters {
                if expected[parameter.name] == nil { names.append(parameter.name) }
                expected[parameter.name, default: []].append(parameter.value)
            }
            let show = { (values: [String]) in
                values.count == 1 ? values[0].debugDescription : "[" + values.map(\.debugDescription).joined(separator: ", ") + "]"
            }
            return names.compactMap { name in
                let wanted = expected[name]!
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
    }
}
