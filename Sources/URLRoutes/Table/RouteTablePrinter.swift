/// Writes a `RouteTable` as text that `RouteTable(parsing:)` reads back to the same table:
/// options first, then one line per route in table order (columns aligned), then `@fallback`.
enum RouteTablePrinter {
    /// Columns wider than this are not padded to: one long pattern should not push every
    /// other line's priority and name far to the right.
    static let alignmentLimit = 48

    static func text(of table: RouteTable) -> String {
        var lines: [String] = []
        if !table.decodesPlusSymbols { lines.append("@option decode-plus-symbols off") }
        if table.treatsHostAsPathComponent { lines.append("@option host-as-path-component on") }
        if let name = table.swiftEnumName { lines.append("@option swift-enum \(name)") }
        if let access = table.swiftAccess { lines.append("@option swift-access \(access)") }
        if table.swiftStandalone { lines.append("@option swift-standalone") }
        if !lines.isEmpty && !table.routes.isEmpty { lines.append("") }

        let namespaces = table.routes.map(\.namespace.description)
        let namespaceWidth = min(alignmentLimit, namespaces.lazy.map(\.count).max() ?? 0)
        let patternWidth = min(alignmentLimit, table.routes.lazy.map(\.pattern.count).max() ?? 0)
        let priorityWidth = table.routes.lazy.filter { $0.priority != 0 }.map { String($0.priority).count }.max() ?? 0
        for (route, namespace) in zip(table.routes, namespaces) {
            // The priority is written only when it is not 0: a name never starts as a number
            // does, so `acme /home home` reads back as priority 0 and name `home`.
            var fields = [padded(namespace, to: namespaceWidth)]
            let hasTail = route.priority != 0 || route.name != nil
            // An empty pattern (set after init) is the root: a table writes it as `/`.
            let pattern = RoutePattern.text(of: route.pattern)
            fields.append(hasTail ? padded(pattern, to: patternWidth) : pattern)
            if route.priority != 0 || (route.name != nil && priorityWidth > 0) {
                let priority = route.priority == 0 ? "" : String(route.priority)
                fields.append(route.name == nil ? priority : padded(priority, to: priorityWidth, leading: true))
            }
            if let name = route.name { fields.append(name) }
            lines.append(fields.joined(separator: "  "))
        }

        var fallbacks: [String] = []
        var seen = Set<RouteTable.Namespace>()
        for namespace in table.fallbacks where seen.insert(namespace).inserted {
            fallbacks.append(namespace.description)
        }
        if !fallbacks.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append("@fallback " + fallbacks.joined(separator: " "))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private static func padded(_ text: String, to width: Int, leading: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return leading ? padding + text : text + padding
    }
}
