import URLRoutes

/// What routing one URL against a loaded table came to, with the table line behind the winner.
struct RoutingReport {
    enum Status: String, Sendable, Codable {
        case routed
        /// A well-formed URL that no route matched.
        case unrouted
        /// A string the router cannot treat as a URL.
        case invalid
    }

    var url: String
    var explanation: RouteExplanation
    var table: LoadedRouteTable

    init(url: String, table: LoadedRouteTable, additionalParameters: [String: any Sendable]?) {
        self.url = url
        self.table = table
        // The namespace is chosen exactly as Routes.routeURL does with the table registered.
        self.explanation = table.resolver.explain(url, withParameters: additionalParameters)
    }

    var status: Status {
        if explanation.urlError != nil { return .invalid }
        return explanation.winner == nil ? .unrouted : .routed
    }

    var winner: RouteExplanation.Candidate? { explanation.winner }

    var winnerEntry: RouteTableFile.Entry? {
        winner.flatMap(entry(for:))
    }

    func entry(for candidate: RouteExplanation.Candidate) -> RouteTableFile.Entry? {
        table.entry(for: candidate.definition)
    }

    /// The namespaces routing actually searched, as the table spells them.
    var searched: [String] {
        explanation.searchedNamespaces.map(RouteTableFile.displayScheme(forNamespace:))
    }

    /// `searched`, joined for a sentence.
    var searchedNamespaces: String { ExplanationRenderer.searched(explanation) }

    /// The library's renderer, naming each route as the table does.
    var renderer: ExplanationRenderer {
        var renderer = ExplanationRenderer()
        renderer.routeLabel = { [table] candidate in table.label(for: candidate) }
        return renderer
    }

    /// Every parameter the winning handler would receive, in name order, with where it came from.
    var parameters: [Parameter] {
        guard let winner, let parameters = winner.parameters else { return [] }
        // Captures are named as in the pattern (":id"); "*" stands for the wildcard components.
        let pathNames = Set(winner.captures.map { $0.name.hasPrefix(":") ? String($0.name.dropFirst()) : $0.name })
        // The query is read once: asking `values(name)` per name scans every item each time,
        // which a URL with thousands of distinct keys turns into minutes.
        let query = parameters.queryParameters
        return parameters.names.map { name in
            let origin: Parameter.Origin =
                parameters.additional[name] != nil ? .additional : pathNames.contains(name) ? .path : .query
            // The JLRoutes keys read as the URL, pattern or scheme whatever the query says.
            guard origin == .query, !Self.jlRoutesKeys.contains(name), let values = query[name], let first = values.first else {
                return Parameter(name: name, value: parameters[name] ?? "", allValues: nil, origin: origin)
            }
            return Parameter(name: name, value: first, allValues: values.count > 1 ? values : nil, origin: origin)
        }
    }

    private static let jlRoutesKeys: Set = [
        RouteParameters.urlKey, RouteParameters.patternKey, RouteParameters.schemeKey, RouteParameters.wildcardComponentsKey,
    ]

    struct Parameter {
        enum Origin: String, Codable { case path, query, additional }
        var name: String
        var value: String
        /// Every value of a query key given more than once.
        var allValues: [String]?
        var origin: Origin
    }
}

extension RouteExplanation.Candidate {
    var captures: [RouteExplanation.Capture] {
        if case .matched(let captures) = outcome { return captures }
        return []
    }

    var rejection: String? {
        if case .rejected(let reason) = outcome { return reason }
        return nil
    }
}
