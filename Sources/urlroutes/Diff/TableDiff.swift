@_spi(TypedRoutes) import URLRoutes

/// Every link routed through two tables, and the ones that fare differently.
struct TableDiff: Sendable {
    /// How many links were routed through both tables.
    var checked: Int
    /// The links that changed: those of `--urls` first, in file order, then the tables' own
    /// links in byte order.
    var changes: [LinkChange]

    /// Routes `listed` (as written) and `generated` through both resolvers.
    init(old: RouteResolver, new: RouteResolver, listed: [String], generated: Set<String>) {
        let listedSet = Set(listed)
        var urls: [String] = []
        var seen: Set<String> = []
        for url in listed where seen.insert(url).inserted { urls.append(url) }
        urls.reserveCapacity(urls.count + generated.count)
        for url in generated where !listedSet.contains(url) { urls.append(url) }
        checked = urls.count

        let oldVariables = RoutePathVariables(old.table), newVariables = RoutePathVariables(new.table)
        let all = ParallelScan.compactMap(urls) { url -> LinkChange? in
            // Most links fare alike: the route and its path values tell so without the whole
            // resolution (the query, the same URL's in both, hands both the same parameters).
            let before = old.pathValues(url), after = new.pathValues(url)
            if before == nil && after == nil { return nil }
            if let before, let after, before.wildcard == after.wildcard,
               LinkChange.isSameRoute(old.table.routes[before.routeIndex], new.table.routes[after.routeIndex]),
               RoutePathVariables.sameValues(before, names: oldVariables[before.routeIndex],
                                             after, names: newVariables[after.routeIndex]) {
                return nil
            }
            return LinkChange(url: url, old: old.resolve(url), new: new.resolve(url))
        }
        let fromList = all.filter { listedSet.contains($0.url) }
        let fromTables = all.filter { !listedSet.contains($0.url) }.sorted { $0.url.utf8.lexicographicallyPrecedes($1.url.utf8) }
        changes = fromList + fromTables
    }

    /// How many changes of each kind, in `LinkChange.Kind`'s order.
    var counts: [(kind: LinkChange.Kind, count: Int)] {
        LinkChange.Kind.allCases.map { kind in (kind, changes.count { $0.kind == kind }) }
    }

    /// "3 of 1,204 links changed: 2 moved, 1 lost", or "none of 1,204 links changed".
    var summary: String {
        let total = "\(checked.grouped) links"
        guard !changes.isEmpty else { return "none of \(total) changed" }
        let parts = counts.filter { $0.count > 0 }.map { "\($0.count.grouped) \($0.kind.rawValue)" }
        return "\(changes.count.grouped) of \(total) changed: \(parts.joined(separator: ", "))"
    }
}
