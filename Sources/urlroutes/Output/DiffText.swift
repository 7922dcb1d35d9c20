import URLRoutes

/// `urlroutes diff`'s text: each changed link with what each table does with it, then the
/// totals.
///
///     moved  https://www.example.com/p/42
///         old: product (old.table:1: https /p/:id<\d+>)
///         new: product.slug (new.table:2: https /p/:slug)
enum DiffText {
    static func lines(_ diff: TableDiff, old: String, new: String) -> [String] {
        var lines: [String] = []
        for change in diff.changes {
            lines.append("\(change.kind.rawValue)  \(TerminalText.escaped(change.url))")
            lines.append("    old: " + TerminalText.escaped(describe(change.old, table: old)))
            lines.append("    new: " + TerminalText.escaped(describe(change.new, table: new)))
            if change.kind == .parameters {
                lines.append("    old parameters: " + TerminalText.escaped(parameters(change.old)))
                lines.append("    new parameters: " + TerminalText.escaped(parameters(change.new)))
            }
        }
        if !diff.changes.isEmpty { lines.append("") }
        lines.append(diff.summary)
        return lines
    }

    /// `product (old.table:1: https /p/:id<\d+>)`, `no route (searched: https, *)`, or why the
    /// string is not a routable URL.
    static func describe(_ resolution: RouteResolution, table: String) -> String {
        switch resolution.status {
        case .invalid:
            return "not a routable URL: \(resolution.error ?? "")"
        case .unrouted:
            return "no route (searched: \(resolution.searched.joined(separator: ", ")))"
        case .routed:
            guard let route = resolution.route else { return "no route" }
            let place = route.line.map { "\(table):\($0): " } ?? ""
            let declaration = "\(route.scheme) \(route.tablePattern ?? route.pattern)"
            return route.name.map { "\($0) (\(place)\(declaration))" } ?? "\(place)\(declaration)"
        }
    }

    /// `id=42 page=2 *=a/b`: what the handler would receive, in name order.
    static func parameters(_ resolution: RouteResolution) -> String {
        var parts = (resolution.parameters ?? [:]).sorted { $0.key < $1.key }.map { name, value in
            let values = resolution.repeatedParameters?[name] ?? [value]
            return values.map { "\(name)=\($0)" }.joined(separator: " ")
        }
        if let wildcard = resolution.wildcardComponents {
            parts.append("*=" + wildcard.joined(separator: "/"))
        }
        return parts.isEmpty ? "(none)" : parts.joined(separator: " ")
    }
}
