import URLRoutes

/// Every value a matched route's handler receives, by name: one value for a path variable, an
/// additional parameter or a query key given once; each value, in URL order, for a query key
/// given more than once; and `*`, the wildcard components joined by `/`, as the handler gets
/// them (not decoded).
package enum HandedParameters {
    package static func values(of candidate: RouteExplanation.Candidate) -> [String: [String]] {
        guard let parameters = candidate.parameters else { return [:] }
        // Captures are named as in the pattern (":id"); "*" stands for the wildcard components.
        var pathNames = Set<String>()
        if case .matched(let captures) = candidate.outcome {
            for capture in captures {
                pathNames.insert(capture.name.hasPrefix(":") ? String(capture.name.dropFirst()) : capture.name)
            }
        }
        // The query is read once: asking `values(name)` per name scans every item each time,
        // which a URL with thousands of distinct keys turns into minutes.
        let query = parameters.queryParameters
        var values: [String: [String]] = [:]
        for name in parameters.names {
            let fromQuery = parameters.additional[name] == nil && !pathNames.contains(name)
            // The JLRoutes keys read as the URL, pattern or scheme whatever the query says.
            if fromQuery, !jlRoutesKeys.contains(name), let given = query[name], !given.isEmpty {
                values[name] = given
            } else {
                values[name] = [parameters[name] ?? ""]
            }
        }
        if let wildcard = parameters.wildcardComponents {
            values["*"] = [wildcard.joined(separator: "/")]
        }
        return values
    }

    private static let jlRoutesKeys: Set = [
        RouteParameters.urlKey, RouteParameters.patternKey, RouteParameters.schemeKey, RouteParameters.wildcardComponentsKey,
    ]
}
