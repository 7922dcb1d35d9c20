/// The text a person reads for a `RouteExplanation`.
enum ExplanationRenderer {
    static func render(_ explanation: RouteExplanation) -> String {
        var lines = ["URL        \(explanation.url)"]
        if let error = explanation.urlError {
            lines.append("error      \(error)")
            lines.append("result     not routed: the string is not a URL")
            return lines.joined(separator: "\n")
        }
        lines.append("path       \(explanation.routingPath.map { $0.isEmpty ? "(root)" : $0 } ?? "")")
        if !explanation.queryItems.isEmpty {
            lines.append("query      " + explanation.queryItems.map { "\($0.name)=\($0.decoded.debugDescription)" }
                .joined(separator: " "))
        }
        if let choice = explanation.hostChoice {
            lines.append("host       \(choice)")
        }
        if let choice = explanation.namespaceChoice {
            lines.append("namespace  \(choice)")
        }
        var currentNamespace: String?
        for (number, candidate) in explanation.candidates.enumerated() {
            if candidate.namespace != currentNamespace {
                currentNamespace = candidate.namespace
                let position = explanation.namespaces.firstIndex(of: candidate.namespace) ?? 0
                let afterHost = position == 1 && explanation.namespaces[0].hasPrefix(HostPattern.keyPrefix)
                let label = position == 0 ? "" : afterHost ? " (host namespace fallback)" : " (global fallback)"
                lines.append("")
                lines.append("routes in \(name(of: candidate.namespace))\(label):")
            }
            lines.append(contentsOf: render(candidate, number: number + 1))
        }
        if explanation.candidates.isEmpty {
            lines.append("")
            lines.append("no routes in \(explanation.namespaces.map(name(of:)).joined(separator: " or "))")
        }
        lines.append("")
        if let winner = explanation.winner {
            let others = explanation.candidates.filter(\.isMatch).count - 1
            lines.append("winner     \(winner.pattern) in \(name(of: winner.namespace)) (priority \(winner.priority))"
                + (others > 0 ? "; \(others) more route\(others == 1 ? " matches" : "s match") if its handler returns false" : ""))
        } else {
            lines.append("result     no route matches")
        }
        return lines.joined(separator: "\n")
    }

    private static func render(_ candidate: RouteExplanation.Candidate, number: Int) -> [String] {
        let mark = candidate.isMatch ? "MATCH" : "no   "
        var lines = ["  \(number). \(mark) \(candidate.pattern)  [priority \(candidate.priority)]"
            + (candidate.customDefinitionClass.map { "  [\($0)]" } ?? "")]
        lines.append("           regex \(candidate.regex)")
        switch candidate.outcome {
        case .matched(let captures):
            for capture in captures {
                let decoded = capture.decoded == capture.raw ? "" : " (raw \(capture.raw.debugDescription))"
                lines.append("           \(capture.name) = \(capture.decoded.debugDescription)\(decoded)")
            }
        case .rejected(let reason):
            lines.append("           \(reason)")
        }
        return lines
    }

    static func name(of namespace: String) -> String {
        switch namespace {
        case Routes.globalScheme: return "the global namespace"
        case "": return "the standalone table"
        case let key where key.hasPrefix(HostPattern.keyPrefix):
            return "host namespace \(key.dropFirst(HostPattern.keyPrefix.count))"
        default: return "scheme \"\(namespace)\""
        }
    }
}
