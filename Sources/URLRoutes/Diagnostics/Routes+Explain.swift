/// Explaining routing decisions without calling handlers.
extension Routes {
    /// Explains how `routeURL` would route `url` in the registry: which namespace the scheme
    /// picks, every candidate in order, and which would win.
    ///
    /// ```swift
    /// let explanation = Routes.explain("myapp://user/view/joeldev")
    /// explanation.winner?.pattern   // "/user/view/:userID"
    /// print(explanation)            // the full trace, for a person
    /// ```
    public static func explain(_ url: String, withParameters parameters: [String: any Sendable]? = nil) -> RouteExplanation {
        explain(url, parameters: parameters, in: RouteRegistry.makeSet(), candidates: .all)
    }

    /// Which candidates an explanation lists.
    enum ExplainedCandidates {
        /// Every route of every namespace consulted, each with why it matched or not.
        case all
        /// Only the route that wins, found as routing finds it (through the dispatch index),
        /// and no candidate of a fallback that is not searched: what a caller that only wants
        /// the outcome (`RouteResolver.resolve`) needs, at the cost of routing.
        case winner
    }

    /// Explains `url` as routing in `set` (the registry's, or a `RouteResolver`'s) would route it.
    static func explain(_ url: String, parameters: [String: any Sendable]?, in set: RouteSet,
                        candidates: ExplainedCandidates) -> RouteExplanation {
        var explanation = RouteExplanation(url: url)
        guard let request = request(for: url, parameters: parameters, options: set.requestOptions, into: &explanation) else {
            return explanation
        }
        var explaining = Explaining(request: request, setOptions: request.options, candidates: candidates,
                                    explanation: explanation)
        withExtendedLifetime(set) {
            RouteWalk.walk(scheme: request.parsed.scheme, host: { request.parsed.host }, in: set) { namespace, entry in
                namespace._withUnsafeGuaranteedRef { explaining.visit($0, entry) }
            }
        }
        if explaining.explanation.hostChoice == nil, set.hosts != nil, let host = request.parsed.host {
            explaining.explanation.hostChoice = "none (no host namespace matches \(host))"
        }
        return explaining.explanation
    }

    /// Explains how this table's `routeURL` would route `url` (global fallback included when
    /// `shouldFallbackToGlobalRoutes` is set).
    public func explain(_ url: String, withParameters parameters: [String: any Sendable]? = nil) -> RouteExplanation {
        var explanation = RouteExplanation(url: url)
        guard let request = Self.request(for: url, parameters: parameters, options: RouterOptions.requestOptions,
                                         into: &explanation) else { return explanation }
        var explaining = Explaining(request: request, setOptions: request.options, candidates: .all, explanation: explanation)
        let table = namespace.table
        withExtendedLifetime(table) {
            RouteWalk.walk(from: Unmanaged.passUnretained(table), scheme: { request.parsed.scheme },
                           registry: RouteRegistry.makeSet) { namespace, entry in
                namespace._withUnsafeGuaranteedRef { explaining.visit($0, entry) }
            }
        }
        return explaining.explanation
    }

    private static func request(for url: String, parameters: [String: any Sendable]?, options: RouteRequestOptions,
                                into explanation: inout RouteExplanation) -> RouteRequest? {
        do {
            let parsed = try ParsedURL(url, treatHostAsPathComponent: options.contains(.treatHostAsPathComponent))
            let request = RouteRequest(parsed: parsed, options: options, additionalParameters: parameters)
            explanation.routingPath = parsed.path
            let decodePlus = options.contains(.decodePlusSymbols)
            explanation.queryItems = parsed.queryItems.map { item in
                RouteExplanation.Capture(name: item.name, raw: item.value,
                                         decoded: decodePlus ? PercentDecoding.decodePlus(item.value) : item.value)
            }
            return request
        } catch {
            explanation.urlError = error.description
            explanation.urlParseError = error
            return nil
        }
    }

    /// An explanation in the making: the visitor of the walk (`RouteWalk`) behind `explain`.
    private struct Explaining {
        /// The URL as the set's options read it.
        let request: RouteRequest
        /// The set's options: a namespace without options of its own reads the URL with them.
        let setOptions: RouteRequestOptions
        let candidates: ExplainedCandidates
        var explanation: RouteExplanation

        /// Records why `namespace` is consulted and its candidates; returns whether the walk
        /// goes on to its fallback: always when it falls back and every candidate is listed,
        /// else when nothing matched.
        mutating func visit(_ namespace: NamespaceSnapshot, _ entry: RouteWalk.Entry) -> Bool {
            switch entry {
            case .host(let choice):
                let host = request.parsed.host ?? ""
                let pattern = namespace.host?.text ?? host
                switch choice {
                case .exact:
                    explanation.hostChoice = "\(pattern) (registered for the URL's host \(host))"
                case .wildcard(let suffix):
                    explanation.hostChoice = "\(pattern) (the longest wildcard matching the URL's host \(host), by its suffix .\(suffix); no namespace for that host exactly)"
                }
            case .scheme:
                switch request.parsed.scheme {
                case nil:
                    explanation.namespaceChoice = "global (the URL has no scheme)"
                case let scheme? where scheme == namespace.scheme:
                    explanation.namespaceChoice = "\(scheme) (registered for the URL's scheme)"
                case let scheme? where !namespace.isGlobal:
                    explanation.namespaceChoice = "\(namespace.scheme) (matches the URL's scheme \(scheme) ignoring case)"
                case let scheme?:
                    explanation.namespaceChoice = "global (no routes are registered for scheme \(scheme))"
                }
            case .table, .globalFallback:
                break
            }
            explanation.namespaces.append(namespace.scheme)
            // The global namespace is listed whenever the namespace before it falls back, and
            // searched when nothing matched there (or when every candidate is listed).
            if entry != .globalFallback || explanation.usedGlobalFallback || candidates == .all {
                explanation.candidates += self.candidates(of: namespace)
            }
            guard namespace.shouldFallbackToGlobalRoutes && entry != .globalFallback else { return false }
            if namespace.isHostNamespace {
                explanation.usedHostFallback = explanation.winner == nil
                return explanation.usedHostFallback || candidates == .all
            }
            guard !namespace.isGlobal else { return false }
            explanation.usedGlobalFallback = explanation.winner == nil
            return true
        }

        /// The namespace's candidates: every route, or only the first that matches. Its routes
        /// see the URL as its own options read it, and the scheme the walk gives them.
        private func candidates(of namespace: NamespaceSnapshot) -> [RouteExplanation.Candidate] {
            guard let request = RouteWalk.request(request, in: namespace, options: namespace.requestOptions ?? setOptions) else {
                return []
            }
            switch candidates {
            case .all:
                let scheme = namespace.scheme
                return namespace.definitions.map { Routes.candidate($0, namespace: scheme, request: request) }
            case .winner:
                var winner: RouteDefinition?
                // Held: outside a lookup, a replica the routes replace meanwhile is not kept for us.
                let replica = ThreadRouteCache.replica(of: namespace).takeUnretainedValue()
                let url = RoutedURL(request, namespaceScheme: request.namespaceScheme ?? namespace.scheme)
                withExtendedLifetime(replica) { () -> Void in
                    replica.forEachMatch(request.parsed.string, url) { definition, _ in
                        winner = definition.takeUnretainedValue()
                        return true
                    }
                }
                return winner.map { [Routes.candidate($0, namespace: namespace.scheme, request: request)] } ?? []
            }
        }
    }

    fileprivate static func candidate(_ definition: RouteDefinition, namespace: String,
                                      request: RouteRequest) -> RouteExplanation.Candidate {
        let isCustom = type(of: definition) != RouteDefinition.self
        var candidate = RouteExplanation.Candidate(
            namespace: namespace, pattern: definition.pattern, priority: definition.priority, regex: definition.regex,
            customDefinitionClass: isCustom ? String(describing: type(of: definition)) : nil,
            definition: definition, outcome: .rejected(reason: ""), parameters: nil)
        // Match once: a plain definition's parameters come from this match; a subclass is asked
        // its own way, and the match shows what its pattern alone captures.
        let match = definition.match(request, keepRawText: true)
        let parameters = isCustom
            ? definition.routeResponse(for: request).parameters
            : match.map { definition.parameters(for: request, match: $0) }
        guard let parameters else {
            if isCustom, match != nil {
                candidate.outcome = .rejected(reason: "its pattern matches, but routeResponse(for:) of \(type(of: definition)) declined")
            } else if case .success(let route) = definition.compiled {
                let path = request.parsed.path(forFragmentRoute: route.isFragmentRoute,
                                               treatHostAsPathComponent: request.options.contains(.treatHostAsPathComponent))
                candidate.outcome = .rejected(reason: MismatchReason.explain(route, path: path))
                // The same test the dispatch index makes before it tries a route.
                if !isCustom, !route.isFragmentRoute, let literal = route.firstLiteral,
                   literal != ExplanationRenderer.firstComponent(of: path) {
                    candidate.isRuledOutByFirstComponent = true
                }
            }
            return candidate
        }
        candidate.parameters = parameters
        var captures: [RouteExplanation.Capture] = []
        if let match {
            for (raw, decoded) in zip(match.rawVariables, match.variables) {
                captures.append(.init(name: ":" + decoded.name, raw: raw.value, decoded: decoded.value))
            }
        } else {
            // A subclass matched on its own terms: show what it hands the handler.
            for (name, value) in parameters.pathVariables.sorted(by: { $0.key < $1.key }) {
                captures.append(.init(name: ":" + name, raw: value, decoded: value))
            }
        }
        if let wildcard = parameters.wildcardComponents {
            let joined = wildcard.joined(separator: "/")
            captures.append(.init(name: "*", raw: joined, decoded: joined))
        }
        candidate.outcome = .matched(captures: captures)
        return candidate
    }
}
