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
        explain(url, parameters: parameters, in: RouteRegistry.makeSnapshot(), options: RouterOptions.requestOptions,
                candidates: .all)
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

    /// Explains `url` as routing with the namespaces of `registry` (the process-wide one, or
    /// a standalone set made from a `RouteTable`) and request `options` would route it.
    static func explain(_ url: String, parameters: [String: any Sendable]?, in registry: RouteRegistry.Snapshot,
                        options: RouteRequestOptions, candidates: ExplainedCandidates) -> RouteExplanation {
        var explanation = RouteExplanation(url: url)
        guard let request = request(for: url, parameters: parameters, options: options, into: &explanation) else {
            return explanation
        }
        let context = ExplainContext(registry: registry, candidates: candidates)
        return withExtendedLifetime(registry) {
            if let host = request.parsed.host, let (namespace, choice) = registry.hosts?.namespace(forHost: host) {
                let namespace = namespace.takeUnretainedValue()
                let pattern = namespace.host?.text ?? host
                switch choice {
                case .exact:
                    explanation.hostChoice = "\(pattern) (registered for the URL's host \(host))"
                case .wildcard(let suffix):
                    explanation.hostChoice = "\(pattern) (the longest wildcard matching the URL's host \(host), by its suffix .\(suffix); no namespace for that host exactly)"
                }
                explain(request, in: namespace, context: context, into: &explanation)
                return explanation
            }
            if let host = request.parsed.host, registry.hosts != nil {
                explanation.hostChoice = "none (no host namespace matches \(host))"
            }
            explainByScheme(request, context: context, into: &explanation)
            return explanation
        }
    }

    /// What every step of one explanation consults.
    private struct ExplainContext {
        let registry: RouteRegistry.Snapshot
        let candidates: ExplainedCandidates
    }

    /// The namespace the URL's scheme picks, as routing picks it when no host namespace applies.
    private static func explainByScheme(_ request: RouteRequest, context: ExplainContext,
                                        into explanation: inout RouteExplanation) {
        let namespace = context.registry.namespace(forURLScheme: request.parsed.scheme).takeUnretainedValue()
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
        var request = request
        request.namespaceScheme = nil
        explain(request, in: namespace, context: context, into: &explanation)
    }

    /// Explains how this table's `routeURL` would route `url` (global fallback included when
    /// `shouldFallbackToGlobalRoutes` is set).
    public func explain(_ url: String, withParameters parameters: [String: any Sendable]? = nil) -> RouteExplanation {
        var explanation = RouteExplanation(url: url)
        guard let request = Self.request(for: url, parameters: parameters, options: RouterOptions.requestOptions,
                                         into: &explanation) else { return explanation }
        let registry = RouteRegistry.makeSnapshot()
        withExtendedLifetime(registry) {
            Self.explain(request, in: namespace, context: ExplainContext(registry: registry, candidates: .all), into: &explanation)
        }
        return explanation
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

    private static func explain(_ request: RouteRequest, in namespace: RouteNamespace, context: ExplainContext,
                                into explanation: inout RouteExplanation) {
        var request = request
        if namespace.host != nil {
            // Routes in a host namespace see the URL's scheme, as routing hands it to them.
            request.namespaceScheme = request.parsed.scheme?.lowercased() ?? ""
        }
        explanation.namespaces.append(namespace.scheme)
        explanation.candidates += candidates(of: namespace, request: request, context: context)
        if namespace.host != nil {
            if namespace.shouldFallbackToGlobalRoutes {
                explanation.usedHostFallback = explanation.winner == nil
                if explanation.usedHostFallback || context.candidates == .all {
                    explainByScheme(request, context: context, into: &explanation)
                }
            }
            return
        }
        if namespace.shouldFallbackToGlobalRoutes && !namespace.isGlobal {
            let global = context.registry.globalNamespace
            explanation.usedGlobalFallback = explanation.winner == nil
            explanation.namespaces.append(global.scheme)
            if explanation.usedGlobalFallback || context.candidates == .all {
                explanation.candidates += candidates(of: global, request: request, context: context)
            }
        }
    }

    /// The namespace's candidates for `request`: every route, or only the first that matches.
    private static func candidates(of namespace: RouteNamespace, request: RouteRequest,
                                   context: ExplainContext) -> [RouteExplanation.Candidate] {
        switch context.candidates {
        case .all:
            return namespace.table.definitions.map { candidate($0, namespace: namespace.scheme, request: request) }
        case .winner:
            var request = request
            if request.namespaceScheme == nil { request.namespaceScheme = namespace.scheme }
            var winner: RouteDefinition?
            // Held: outside a lookup, a replica the routes replace meanwhile is not kept for us.
            let replica = ThreadRouteCache.replica(of: namespace).takeUnretainedValue()
            let url = RoutedURL(request, namespaceScheme: request.namespaceScheme ?? namespace.scheme)
            let visit = { (definition: Unmanaged<RouteDefinition>, _: RouteParameters) -> Bool in
                winner = definition.takeUnretainedValue()
                return true
            }
            withExtendedLifetime(replica) { () -> Void in
                if replica.usesDispatchIndex {
                    replica.forEachMatch(request.parsed.string, url, visit)
                } else {
                    replica.table.forEachMatchScanningLinearly(of: url.request(request.parsed.string), visit)
                }
            }
            return winner.map { [candidate($0, namespace: namespace.scheme, request: request)] } ?? []
        }
    }

    private static func candidate(_ definition: RouteDefinition, namespace: String,
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
