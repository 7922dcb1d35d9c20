import URLRoutes

/// The human-readable rendering of routing outcomes: a short block per URL for `route`,
/// and the candidate-by-candidate trace for `explain`.
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
            lines.append("  ✗ not a routable URL: \(outcome.explanation.urlError ?? "unknown reason")")
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
            lines.append("  → " + routeSummary(winner, entry: outcome.winnerEntry))
            lines += parameterLines(outcome.parameters, wildcard: winner.parameters?.wildcardComponents, indent: 6)
        }
        return lines
    }

    /// Every candidate routing tried, in order, with the reason each one was passed over.
    /// `showWinner` adds the winner and its parameters at the end, for when the trace is shown
    /// on its own rather than under the result block that already names them.
    static func trace(_ outcome: RoutingReport, showRegexes: Bool, showWinner: Bool = true, indent: Int = 0) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let explanation = outcome.explanation
        if let urlError = explanation.urlError {
            return ["\(pad)Not a routable URL: \(urlError)"]
        }
        var lines: [String] = []
        if let path = explanation.routingPath {
            lines.append("\(pad)Path: \(path.isEmpty ? "(root)" : path)")
        }
        if !explanation.queryItems.isEmpty {
            lines.append("\(pad)Query: " + explanation.queryItems.map { "\($0.name)=\(quoted($0.decoded))" }.joined(separator: " "))
        }
        if let choice = explanation.namespaceChoice {
            lines.append("\(pad)Namespace: \(choice)")
        }
        lines.append("\(pad)Searched: \(outcome.searchedNamespaces)")
        let tried = outcome.triedCandidates
        guard !tried.isEmpty else {
            lines.append("\(pad)No routes to try: the table has no routes for these namespaces.")
            return lines
        }
        lines.append("\(pad)Tried in order:")
        let patternWidth = tried.map { displayPattern($0).count }.max() ?? 0
        let priorityWidth = tried.map { "\($0.priority)".count }.max() ?? 0
        for (number, candidate) in tried.enumerated() {
            if number > 0, candidate.namespace != tried[tried.startIndex + number - 1].namespace {
                let previous = RouteTableFile.displayScheme(forNamespace: tried[tried.startIndex + number - 1].namespace)
                lines.append("\(pad)  Nothing in \(previous) matched; falling back to \(RouteTableFile.displayScheme(forNamespace: candidate.namespace)):")
            }
            let entry = outcome.entry(for: candidate)
            let mark = candidate.isMatch ? "✓" : "✗"
            let priority = "p\(candidate.priority)".padded(to: priorityWidth + 1)
            var line = "\(pad)  \(String(number + 1).leftPadded(to: String(tried.count).count)). \(mark) \(priority)  "
                + displayPattern(candidate).padded(to: patternWidth)
            if let entry {
                line += "  " + (entry.name.map { "\($0) (line \(entry.line))" } ?? "(line \(entry.line))")
            }
            lines.append(line.trailingSpacesRemoved())
            let detailPad = pad + String(repeating: " ", count: 8 + String(tried.count).count)
            if let reason = candidate.rejection {
                lines.append("\(detailPad)\(reason)")
            }
            if showRegexes || candidate.isMatch {
                lines.append("\(detailPad)regex \(candidate.regex)")
            }
            for capture in candidate.captures {
                let raw = capture.raw == capture.decoded ? "" : " (raw \(quoted(capture.raw)))"
                lines.append("\(detailPad)captured \(capture.name) = \(quoted(capture.decoded))\(raw)")
            }
        }
        let untried = explanation.candidates.count - tried.count
        if untried > 0 {
            lines.append("\(pad)  … \(untried) later \(untried == 1 ? "route was" : "routes were") not tried")
        }
        if !showWinner { return lines }
        if let winner = outcome.winner {
            lines.append("\(pad)Winner: " + routeSummary(winner, entry: outcome.winnerEntry, file: outcome.table.table.path))
            let parameters = parameterLines(outcome.parameters, wildcard: winner.parameters?.wildcardComponents, indent: indent + 2)
            if !parameters.isEmpty {
                lines.append("\(pad)Parameters:")
                lines += parameters
            }
        } else {
            lines.append("\(pad)No route matched.")
        }
        return lines
    }

    /// `user.profile  myapp /user/:id  priority 10  (line 12)`; the table's pattern is added
    /// when the winner is one expansion of an optional group.
    static func routeSummary(_ candidate: RouteExplanation.Candidate, entry: RouteTableFile.Entry?, file: String? = nil) -> String {
        var parts: [String] = []
        if let name = entry?.name { parts.append(name) }
        parts.append("\(RouteTableFile.displayScheme(forNamespace: candidate.namespace)) \(candidate.pattern)")
        if let entry, entry.pattern != candidate.pattern { parts.append("from \(entry.pattern)") }
        parts.append("priority \(candidate.priority)")
        if let entry {
            parts.append(file.map { "(\($0):\(entry.line))" } ?? "(line \(entry.line))")
        }
        return parts.joined(separator: "  ")
    }

    static func parameterLines(_ parameters: [RoutingReport.Parameter], wildcard: [String]?, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var rows = parameters.map { parameter -> (String, String) in
            let value = parameter.allValues.map { "[" + $0.map(quoted).joined(separator: ", ") + "]" } ?? quoted(parameter.value)
            let origin = parameter.origin == .path ? "" : "  (\(parameter.origin.rawValue))"
            return (parameter.name, value + origin)
        }
        if let wildcard {
            rows.append(("*", "[" + wildcard.map(quoted).joined(separator: ", ") + "]  (wildcard components)"))
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "\(pad)\($0.0.padded(to: width)) = \($0.1)" }
    }

    static func displayPattern(_ candidate: RouteExplanation.Candidate) -> String {
        "\(RouteTableFile.displayScheme(forNamespace: candidate.namespace)) \(candidate.pattern)"
    }

    static func quoted(_ value: String) -> String {
        value.debugDescription
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
