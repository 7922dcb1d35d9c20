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
        var explanation = RouteExplanation(url: url)
        guard let request = request(for: url, parameters: parameters, into: &explanation) else { return explanation }
        if let host = request.parsed.host, let (namespace, choice) = RouteRegistry.namespace(forURLHost: host) {
            let pattern = namespace.host?.text ?? host
            switch choice {
            case .exact:
                explanation.hostChoice = "\(pattern) (registered for the URL's host \(host))"
            case .wildcard(let suffix):
                explanation.hostChoice = "\(pattern) (the longest wildcard matching the URL's host \(host), by its suffix .\(suffix); no namespace for that host exactly)"
            }
            explain(request, in: namespace, into: &explanation)
            return explanation
        }
        if let host = request.parsed.host, !RouteRegistry.allHosts.isEmpty {
            explanation.hostChoice = "none (no host namespace matches \(host))"
        }
        explainByScheme(request, into: &explanation)
        return explanation
    }

    /// The namespace the URL's scheme picks, as routing picks it when no host namespace applies.
    private static func explainByScheme(_ request: RouteRequest, into explanation: inout RouteExplanation) {
        let namespace = RouteRegistry.namespace(forURLScheme: request.parsed.scheme)
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
        explain(request, in: namespace, into: &explanation)
    }

    /// Explains how this table's `routeURL` would route `url` (global fallback included when
    /// `shouldFallbackToGlobalRoutes` is set).
    public func explain(_ url: String, withParameters parameters: [String: any Sendable]? = nil) -> RouteExplanation {
        var explanation = RouteExplanation(url: url)
        guard let request = Self.request(for: url, parameters: parameters, into: &explanation) else { return explanation }
        Self.explain(request, in: namespace, into: &explanation)
        return explanation
    }

    private static func request(for url: String, parameters: [String: any Sendable]?,
                                into explanation: inout RouteExplanation) -> RouteRequest? {
        let options = RouterOptions.requestOptions
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

    private static func explain(_ request: RouteRequest, in namespace: RouteNamespace,
                                into explanation: inout RouteExplanation) {
        var request = request
        if namespace.host != nil {
            // Routes in a host namespace see the URL's scheme, as routing hands it to them.
            request.namespaceScheme = request.parsed.scheme?.lowercased() ?? ""
        }
        explanation.namespaces.append(namespace.scheme)
        explanation.candidates += namespace.table.definitions.map { candidate($0, namespace: namespace.scheme, request: request) }
        if namespace.host != nil {
            if namespace.shouldFallbackToGlobalRoutes {
                explanation.usedHostFallback = explanation.winner == nil
                explainByScheme(request, into: &explanation)
            }
            return
        }
        if namespace.shouldFallbackToGlobalRoutes && !namespace.isGlobal {
            let global = RouteRegistry.global
            explanation.usedGlobalFallback = explanation.winner == nil
            explanation.namespaces.append(global.scheme)
            explanation.candidates += global.table.definitions.map { candidate($0, namespace: global.scheme, request: request) }
        }
    }

    private static func candidate(_ definition: RouteDefinition, namespace: String,
                                  request: RouteRequest) -> RouteExplanation.Candidate {
        let isCustom = type(of: definition) != RouteDefinition.self
        var candidate = RouteExplanation.Candidate(
            namespace: namespace, pattern: definition.pattern, priority: definition.priority, regex: definition.regex,
            customDefinitionClass: isCustom ? String(describing: type(of: definition)) : nil,
            outcome: .rejected(reason: ""), parameters: nil)
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
