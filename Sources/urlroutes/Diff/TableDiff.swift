import URLRoutes

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

        let identities = RouteIdentities(old: old.table, new: new.table)
        let all = ParallelScan.compactMap(urls) { url -> LinkChange? in
            // Most links fare alike: the route and its path values tell so without the whole
            // resolution (the query, the same URL's in both, hands both the same parameters).
            let before = old.pathMatch(url), after = new.pathMatch(url)
            if before == nil && after == nil { return nil }
            if let before, let after, before.values == after.values, before.wildcard == after.wildcard,
               identities.isSameRoute(old: before.routeIndex, new: after.routeIndex) {
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

/// `LinkChange.isSameRoute` for two tables' routes by index, as numbers: comparing the routes
/// themselves copied their texts, and two threads counting references on the same strings
/// slowed each other down.
private struct RouteIdentities: Sendable {
    /// Per route of each table: a number for its name (nil when unnamed) and one for its
    /// namespace and pattern, the same number for the same text in both tables.
    private let old: [(name: Int?, place: Int)]
    private let new: [(name: Int?, place: Int)]

    init(old: RouteTable, new: RouteTable) {
        var names: [String: Int] = [:]
        var places: [Place: Int] = [:]
        func identities(_ table: RouteTable) -> [(name: Int?, place: Int)] {
            table.routes.map { route in
                let name = route.name.map { name in
                    if let known = names[name] { return known }
                    names[name] = names.count
                    return names.count - 1
                }
                let key = Place(namespace: route.namespace, pattern: route.pattern)
                let place = places[key] ?? places.count
                places[key] = place
                return (name, place)
            }
        }
        self.old = identities(old)
        self.new = identities(new)
    }

    private struct Place: Hashable {
        var namespace: RouteTable.Namespace
        var pattern: String
    }

    func isSameRoute(old oldIndex: Int, new newIndex: Int) -> Bool {
        let (before, after) = (old[oldIndex], new[newIndex])
        if let oldName = before.name, let newName = after.name { return oldName == newName }
        return before.place == after.place
    }
}
