/// `urlroutes check`'s text: each disagreement with the route and the rule behind it, each
/// fetched file's problems, then the totals.
///
///     ios  route-without-app  https://www.acme.example/cart
///         route shop.cart (routes.table:61) takes it; iOS opens the browser (no rule matches)
enum CheckText {
    static func lines(_ check: AppLinkCheck, fetched: [AppLinkFetch], table: String) -> [String] {
        var lines: [String] = []
        for problem in check.problems {
            lines.append((problem.isWarning ? "warning  " : "problem  ") + TerminalText.escaped(problem.located))
        }
        for disagreement in check.disagreements {
            lines.append("\(disagreement.platform.rawValue)  \(disagreement.kind.rawValue)  \(TerminalText.escaped(disagreement.url))")
            lines.append("    " + TerminalText.escaped(explanation(disagreement, table: table)))
        }
        for widening in check.widenings {
            lines.append("\(widening.platform.rawValue)  widening  \(TerminalText.escaped(widening.url))")
            let platform = widening.platform == .ios ? "iOS" : "Android"
            let route = widening.route.map { "route \($0)'s" } ?? "the table's own"
            let rule = widening.rule.map { " (by \($0))" } ?? ""
            lines.append("    " + TerminalText.escaped("no route takes it; \(platform) opens the app\(rule), as \(route) generated rule does by design"))
        }
        for fetch in fetched where !fetch.problems.isEmpty {
            lines.append("fetched  \(TerminalText.escaped(fetch.url))  status \(fetch.status)")
            lines += fetch.problems.map { "    " + TerminalText.escaped($0) }
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(check.summary)
        let problems = fetched.reduce(0) { $0 + $1.problems.count }
        if problems > 0 { lines.append("\(plural(problems, "problem")) with the fetched files") }
        let warnings = check.problems.count { $0.isWarning }
        let fileProblems = check.problems.count - warnings
        if fileProblems > 0 { lines.append("\(plural(fileProblems, "problem")) with the app-link files") }
        if warnings > 0 { lines.append("\(plural(warnings, "warning")) about the app-link files (failing only with --strict)") }
        return lines
    }

    /// Who says what: "route shop.cart (routes.table:61) takes it; iOS opens the browser (no
    /// rule matches)".
    static func explanation(_ disagreement: LinkDisagreement, table: String) -> String {
        let platform = disagreement.platform == .ios ? "iOS" : "Android"
        let rule = disagreement.rule.map { "by \($0)" } ?? "no rule matches"
        switch disagreement.kind {
        case .routeWithoutApp:
            let place = disagreement.line.map { " (\(table):\($0))" } ?? ""
            return "route \(disagreement.route ?? "")\(place) takes it; \(platform) opens the browser (\(rule))"
        case .opensAppWithoutRoute:
            return "no route takes it; \(platform) opens the app (\(rule))"
        }
    }
}
