import URLRoutesExpectations

/// What `expectRoute`, `expectNoRoute` and `expectLink` (and their XCTest twins) check, against
/// the registry as it is now: nil when the expectation holds, else the message to record.
enum RouteAssertions {
    /// `url` reaches the route `expected` (a name or a pattern) with `parameters`.
    static func routeFailure(_ url: String, to expected: String, parameters: [String: String]) -> String? {
        let expectation = ExpectationFile.Case(
            url: url, expected: .route(expected),
            parameters: parameters.sorted { $0.key < $1.key }.map { .init(name: $0.key, value: $0.value) })
        return ExpectationCheck(expectation, judge: .registry(), values: .firstValue).message(indent: "    ").map { "\(url): \($0)" }
    }

    /// `url` reaches no route.
    static func noRouteFailure(_ url: String) -> String? {
        ExpectationCheck(.init(url: url, expected: .noRoute), judge: .registry()).message(indent: "    ").map { "\(url): \($0)" }
    }

    /// The route named `name` generates `url`, and `url` routes back to that route with
    /// `parameters` and `wildcard`.
    static func linkFailure(_ name: String, parameters: [String: String], wildcard: [String], scheme: String?,
                            is url: String) -> String? {
        let judge = RouteJudge.registry()
        let table = judge.index.table
        let named = table.routes.indices.filter { table.routes[$0].name == name }
        guard !named.isEmpty else {
            let names = Set(table.routes.compactMap(\.name))
            let hint = NameSuggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
            return "expected \(name) to generate \(url), but the registry has no route named \(RouteTableSyntax.quoted(name))\(hint)"
        }

        // A name is unique in its namespace, not across them: the route whose namespace
        // generates `url` is the one meant.
        var generated: [(route: Int, link: Result<String, any Error>)] = []
        for route in named {
            let routes = namespace(table.routes[route].namespace)
            generated.append((route, Result {
                try routes.url(forRouteNamed: name, parameters: parameters, wildcard: wildcard, scheme: scheme)
            }))
        }
        guard let route = generated.first(where: { (try? $0.link.get()) == url })?.route else {
            let outcomes = generated.map { route, link in
                let place = generated.count > 1 ? " in \(table.routes[route].namespace)" : ""
                switch link {
                case .success(let other): return "\(name)\(place) generates \(other)"
                case .failure(let error): return "\(name)\(place) generates no link: \(error)"
                }
            }
            return "expected \(name) to generate \(url), but " + outcomes.joined(separator: "; ")
        }

        let explanation = judge.explain(url)
        if let error = explanation.urlError {
            return "\(name) generates \(url), which is not a routable URL: \(error)"
        }
        let owners = judge.index.routes(of: explanation)
        guard let winner = explanation.candidates.firstIndex(where: \.isMatch) else {
            return "\(name) generates \(url), which routes nowhere (searched \(ExplanationRenderer.searched(explanation)))"
        }
        let taken = explanation.candidates[winner]
        guard owners[winner] == route else {
            return "\(name) generates \(url), which routes to \(judge.index.describe(taken, route: owners[winner])) instead"
        }
        var differences: [String] = []
        let handed = HandedParameters.values(of: taken)
        for (key, value) in parameters.sorted(by: { $0.key < $1.key }) {
            guard let received = handed[key]?.first else {
                differences.append("parameter \(key): given \(value.debugDescription), but routing gives no parameter '\(key)'")
                continue
            }
            if received != value {
                differences.append("parameter \(key): given \(value.debugDescription), routed back as \(received.debugDescription)")
            }
        }
        // Wildcard components reach the handler as written in the URL, and generation writes
        // them so; a non-final `*` takes a generated component without delivering it, so only
        // the delivered tail is compared.
        if let delivered = taken.parameters?.wildcardComponents,
           Array(wildcard.suffix(delivered.count)) != delivered || delivered.count > wildcard.count {
            differences.append("wildcard: given \(wildcard), routed back as \(delivered)")
        }
        guard differences.isEmpty else {
            return "\(name) generates \(url), which routes back to it, but " + differences.joined(separator: "; ")
        }
        return nil
    }

    /// The registry's `Routes` for a table namespace.
    private static func namespace(_ namespace: RouteTable.Namespace) -> Routes {
        switch namespace {
        case .global: Routes.globalRoutes()
        case .scheme(let scheme): Routes(forScheme: scheme)
        case .host(let host): Routes(forHost: host)
        }
    }
}
