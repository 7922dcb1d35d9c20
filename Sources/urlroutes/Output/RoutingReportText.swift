import URLRoutes

/// The human-readable rendering of routing outcomes: a short block per URL for `route`,
/// and the candidate-by-candidate trace for `explain` (the library's `ExplanationRenderer`).
enum RoutingReportText {
    /// The URL, then one line for the route that won (or why none did), then its parameters.
    ///
    ///     myapp://user/42?ref=push
    ///       → user.profile  myapp /user/:id<\d+>  priority 10  (line 12)
    ///           id  = "42"
    ///           ref = "push"  (query)
    static func result(_ outcome: RoutingReport) -> [String] {
        var lines = [outcome.url]
        switch outcome.status {
        case .invalid:
            lines.append("  ✗ not a routable URL: \(outcome.explanation.urlErrorReason ?? "unknown reason")")
        case .unrouted:
            var searched = outcome.searchedNamespaces
            // Say why only the global namespace was searched: a missing or unknown scheme is
            // the usual reason a link that "should" route does not.
            if let choice = outcome.explanation.namespaceChoice, choice.hasPrefix("global (") {
                searched += ": " + choice.dropFirst("global (".count).dropLast()
            }
            lines.append("  ✗ no route matched (searched \(searched))")
        case .routed:
            guard let winner = outcome.winner else { break }
            var renderer = outcome.renderer
            renderer.routeLabel = { [table = outcome.table] candidate in
                // The result block is short: the line, not the file, places the route.
                table.label(for: candidate).map { ExplanationRenderer.RouteLabel(name: $0.name, line: $0.line, declaredPattern: $0.declaredPattern) }
            }
            lines.append("  → " + renderer.summary(of: winner))
            lines += renderer.parameterLines(for: winner, indent: 6)
        }
        // The URL and the reasons quote what the URL holds: shown with control characters escaped.
        return lines.map(TerminalText.escaped)
    }

    /// The routing trace, as the library renders every explanation, with each route named
    /// and placed as the table declares it.
    static func trace(_ outcome: RoutingReport, showRegexes: Bool, showWinner: Bool = true, showURL: Bool = true, indent: Int = 0) -> [String] {
        var renderer = outcome.renderer
        renderer.showsEveryRegex = showRegexes
        renderer.showsWinner = showWinner
        renderer.showsURL = showURL
        renderer.indent = indent
        // The URL and the reasons quote what the URL holds; no line has a control character
        // of its own, so every line is shown with them escaped.
        return renderer.lines(for: outcome.explanation).map(TerminalText.escaped)
    }
}

extension String {
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    func trailingSpacesRemoved() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
