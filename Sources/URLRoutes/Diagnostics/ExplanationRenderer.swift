/// The text a person reads for a `RouteExplanation`: the one renderer behind both
/// `print(Routes.explain(url))` and the `urlroutes` tool's traces, so the two never disagree.
///
/// Routes that the path's first component rules out (a first literal component that differs,
/// which routing's dispatch index never tries) are counted in one line instead of listed;
/// the explanation itself still holds every candidate with its reason.
///
/// ```swift
/// var renderer = ExplanationRenderer()
/// renderer.showsEveryRegex = true
/// renderer.routeLabel = { candidate in candidate.pattern == "/user/:id" ? .init(name: "user.show", line: 12) : nil }
/// print(renderer.render(Routes.explain("myapp://user/42")))
/// ```
public struct ExplanationRenderer: Sendable {
    /// What a route table knows about a candidate: its name and where it is declared.
    public struct RouteLabel: Sendable {
        /// The route's name (`user.show`), shown after its pattern.
        public var name: String?
        /// The table line that declares the route.
        public var line: Int?
        /// The file that declares it, named in the winner line (`routes.table:12`).
        public var file: String?
        /// The pattern as the table writes it, when the candidate is one expansion of it.
        public var declaredPattern: String?

        /// A label with whatever the table knows; every part is optional.
        public init(name: String? = nil, line: Int? = nil, file: String? = nil, declaredPattern: String? = nil) {
            self.name = name
            self.line = line
            self.file = file
            self.declaredPattern = declaredPattern
        }
    }

    /// Show every listed candidate's regex, not just the winner's.
    public var showsEveryRegex = false
    /// Start with a `URL:` line (off when the URL is already on screen).
    public var showsURL = true
    /// End with the winner and its parameters (off when a summary above already names them).
    public var showsWinner = true
    /// Spaces before every line.
    public var indent = 0
    /// Names a candidate as its route table does; nil leaves it unnamed.
    public var routeLabel: @Sendable (RouteExplanation.Candidate) -> RouteLabel? = { _ in nil }

    /// A renderer with the defaults `RouteExplanation.description` uses.
    public init() {}

    /// The whole trace as one string: what `RouteExplanation.description` is.
    public func render(_ explanation: RouteExplanation) -> String {
        lines(for: explanation).joined(separator: "\n")
    }

    /// The trace line by line, for callers that interleave it with their own output. Control
    /// characters in it (a hostile URL's, a value's) are escaped: see `printable(_:)`.
    public func lines(for explanation: RouteExplanation) -> [String] {
        unescapedLines(for: explanation).map(Self.printable)
    }

    private func unescapedLines(for explanation: RouteExplanation) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        if showsURL { lines.append("\(pad)URL: \(explanation.url)") }
        if let reason = explanation.urlErrorReason {
            lines.append("\(pad)Not a routable URL: \(reason)")
            return lines
        }
        if let path = explanation.routingPath {
            lines.append("\(pad)Path: \(path.isEmpty ? "(root)" : path)")
        }
        if !explanation.queryItems.isEmpty {
            lines.append("\(pad)Query: " + explanation.queryItems.map { "\($0.name)=\(quoted($0.decoded))" }.joined(separator: " "))
        }
        if let choice = explanation.hostChoice {
            lines.append("\(pad)Host: \(choice)")
        }
        if let choice = explanation.namespaceChoice {
            lines.append("\(pad)Namespace: \(choice)")
        }
        lines.append("\(pad)Searched: \(Self.searched(explanation))")

        // Routing stops at the winner; the rest were never tried.
        let candidates = explanation.candidates
        let tried = candidates.firstIndex(where: \.isMatch).map { candidates[...$0] } ?? candidates[...]
        if tried.isEmpty {
            lines.append("\(pad)No routes to try: no routes are registered in \(Self.searched(explanation)).")
        } else {
            lines.append("\(pad)Tried in order:")
            lines += candidateLines(Array(tried), firstComponent: explanation.routingPath.map(Self.firstComponent) ?? "", pad: pad)
        }
        let untried = candidates.count - tried.count
        if untried > 0 {
            lines.append("\(pad)  … \(untried) later \(untried == 1 ? "route was" : "routes were") not tried")
        }
        guard showsWinner else { return lines }
        if let winner = explanation.winner {
            let others = candidates.filter(\.isMatch).count - 1
            lines.append("\(pad)Winner: " + summary(of: winner)
                + (others > 0 ? "; \(others) more route\(others == 1 ? " matches" : "s match") if its handler returns false" : ""))
            let parameters = parameterLines(for: winner, indent: indent + 2)
            if !parameters.isEmpty {
                lines.append("\(pad)Parameters:")
                lines += parameters
            }
        } else {
            lines.append("\(pad)No route matched.")
        }
        return lines
    }

    /// The tried candidates, namespace by namespace; in each, the routes the first component
    /// rules out are counted on one line, the others listed with their reasons.
    private func candidateLines(_ tried: [RouteExplanation.Candidate], firstComponent: String, pad: String) -> [String] {
        var lines: [String] = []
        let listed = tried.filter { !$0.isRuledOutByFirstComponent }
        let patternWidth = listed.map { Self.displayPattern($0).count }.max() ?? 0
        let priorityWidth = listed.map { "\($0.priority)".count }.max() ?? 0
        let numberWidth = String(listed.count).count
        let detailPad = pad + String(repeating: " ", count: 7 + numberWidth)
        let why = firstComponent.isEmpty
            ? "each starts with a literal component and the path is empty"
            : "each starts with a literal component other than \(quoted(firstComponent))"
        var number = 0
        var namespaces: [String] = []
        for candidate in tried where namespaces.last != candidate.namespace { namespaces.append(candidate.namespace) }
        for (index, namespace) in namespaces.enumerated() {
            if index > 0 {
                lines.append("\(pad)  Nothing in \(Self.displayNamespace(namespaces[index - 1])) matched; "
                    + "falling back to \(Self.displayNamespace(namespace)):")
            }
            let group = tried.filter { $0.namespace == namespace }
            let skipped = group.count { $0.isRuledOutByFirstComponent }
            if skipped > 0 {
                lines.append("\(pad)  · \(skipped) \(skipped == 1 ? "route" : "routes") in \(Self.displayNamespace(namespace)) skipped: \(why)")
            }
            for candidate in group where !candidate.isRuledOutByFirstComponent {
                number += 1
                let mark = candidate.isMatch ? "✓" : "✗"
                var line = "\(pad)  \(String(number).leftPadded(to: numberWidth)). \(mark) "
                    + "p\(candidate.priority)".padded(to: priorityWidth + 1) + "  "
                    + Self.displayPattern(candidate).padded(to: patternWidth)
                if let label = routeLabel(candidate) {
                    let parts = [label.name, label.line.map { "(line \($0))" }].compactMap { $0 }
                    if !parts.isEmpty { line += "  " + parts.joined(separator: " ") }
                }
                if let custom = candidate.customDefinitionClass { line += "  [\(custom)]" }
                lines.append(line.trailingSpacesRemoved())
                if case .rejected(let reason) = candidate.outcome {
                    lines.append(detailPad + reason)
                }
                if showsEveryRegex || candidate.isMatch {
                    lines.append("\(detailPad)regex \(candidate.regex)")
                }
                if case .matched(let captures) = candidate.outcome {
                    for capture in captures {
                        let raw = capture.raw == capture.decoded ? "" : " (raw \(quoted(capture.raw)))"
                        lines.append("\(detailPad)captured \(capture.name) = \(quoted(capture.decoded))\(raw)")
                    }
                }
            }
        }
        return lines
    }

    /// `user.profile  myapp /user/:id  from /user(/:id)  priority 10  (routes.table:12)`.
    public func summary(of candidate: RouteExplanation.Candidate) -> String {
        let label = routeLabel(candidate)
        var parts: [String] = []
        if let name = label?.name { parts.append(name) }
        parts.append(Self.displayPattern(candidate))
        if let declared = label?.declaredPattern, declared != candidate.pattern { parts.append("from \(declared)") }
        parts.append("priority \(candidate.priority)")
        if let line = label?.line {
            parts.append(label?.file.map { "(\($0):\(line))" } ?? "(line \(line))")
        }
        return parts.joined(separator: "  ")
    }

    /// What a matched candidate's handler receives, one `name = "value"` per line, with where
    /// each value comes from when it is not a path variable.
    public func parameterLines(for candidate: RouteExplanation.Candidate, indent: Int) -> [String] {
        guard let parameters = candidate.parameters else { return [] }
        let pad = String(repeating: " ", count: indent)
        let pathNames = Set(parameters.pathVariables.keys)
        var rows: [(String, String)] = parameters.names.map { name in
            let values = parameters.values(name)
            let origin = parameters.additional[name] != nil ? "additional" : pathNames.contains(name) ? nil : "query"
            let value = values.count > 1 && origin == "query"
                ? "[" + values.map(quoted).joined(separator: ", ") + "]"
                : quoted(parameters[name] ?? values.first ?? "")
            return (name, value + (origin.map { "  (\($0))" } ?? ""))
        }
        if let wildcard = parameters.wildcardComponents {
            rows.append(("*", "[" + wildcard.map(quoted).joined(separator: ", ") + "]  (wildcard components)"))
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "\(pad)\($0.0.padded(to: width)) = \($0.1)" }
    }

    /// The namespaces routing searched, joined for a sentence: `myapp, then * (global fallback)`.
    public static func searched(_ explanation: RouteExplanation) -> String {
        let names = explanation.searchedNamespaces.map(displayNamespace)
        guard var text = names.first else { return "no namespace" }
        for name in names.dropFirst() {
            text += name == "*" ? ", then * (global fallback)" : ", then \(name)"
        }
        return text
    }

    /// How namespaces are written: the scheme, `*` for the global namespace (as a route table
    /// writes it), `(standalone)` for a table made with `Routes()`, `//shop.example.com` for a
    /// host namespace.
    public static func displayNamespace(_ namespace: String) -> String {
        switch namespace {
        case Routes.globalScheme: "*"
        case "": "(standalone)"
        default: namespace
        }
    }

    /// `myapp /user/:id`.
    public static func displayPattern(_ candidate: RouteExplanation.Candidate) -> String {
        "\(displayNamespace(candidate.namespace)) \(candidate.pattern)"
    }

    static func firstComponent(of path: String) -> String {
        String(path.prefix { $0 != "/" })
    }

    private func quoted(_ value: String) -> String {
        value.debugDescription
    }

    /// `text` safe to print on a terminal: every control character (C0 but tab, DEL, C1 such
    /// as CSI) and bidirectional override as `\u{1B}`, the way Swift writes it. A URL from
    /// outside the app could otherwise move the cursor or reorder what the reader sees.
    ///
    /// ```swift
    /// ExplanationRenderer.printable("myapp://a\u{1B}[2J")   // "myapp://a\\u{1B}[2J"
    /// ```
    public static func printable(_ text: String) -> String {
        PrintableText.escaped(text)
    }
}

extension String {
    fileprivate func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }

    fileprivate func trailingSpacesRemoved() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
