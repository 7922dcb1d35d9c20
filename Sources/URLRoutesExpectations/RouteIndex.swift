import URLRoutes

/// A route table read for judging expectations: which routes a name or a pattern in an
/// expectation stands for, and which route of the table is behind each candidate of an
/// explanation.
///
/// Candidates are matched to routes by place, not only by pattern: with `shop /cart cart` and
/// `shop /cart cart2`, the second `/cart` candidate routing tries is `cart2`'s, although both
/// have the same pattern and priority.
package struct RouteIndex: Sendable {
    package let table: RouteTable
    /// The table's file, to name a route's place (`routes.table:12`).
    package let file: String?
    /// Who holds the routes, in messages: "the table", or "the registry" for
    /// `RouteTable.registered()`.
    package var holder = "the table"
    /// Route indices by name, in table order (a name is unique in its namespace only).
    private let routesByName: [String: [Int]]
    /// Route indices by pattern, without its leading slashes: the pattern as written and each
    /// expansion of its optional groups.
    private let routesByPattern: [String: [Int]]
    /// For each namespace (as explanations name it) and each definition key, the routes whose
    /// definitions have that key, in the order routing tries them.
    private let owners: [String: [DefinitionKey: [Int]]]

    private struct DefinitionKey: Hashable, Sendable {
        var pattern: String
        var priority: Int
    }

    package init(_ table: RouteTable, file: String?) {
        self.table = table
        self.file = file
        var routesByName: [String: [Int]] = [:]
        var routesByPattern: [String: [Int]] = [:]
        var expansionsByPattern: [String: [String]] = [:]
        var expansions: [[String]] = []
        expansions.reserveCapacity(table.routes.count)
        for (index, route) in table.routes.enumerated() {
            if let name = route.name { routesByName[name, default: []].append(index) }
            let made = expansionsByPattern[route.pattern] ?? Self.expansions(of: route.pattern)
            expansionsByPattern[route.pattern] = made
            expansions.append(made)
            var seen = Set<String>()
            for pattern in [route.pattern] + made where seen.insert(Self.normalized(pattern)).inserted {
                routesByPattern[Self.normalized(pattern), default: []].append(index)
            }
        }
        self.routesByName = routesByName
        self.routesByPattern = routesByPattern

        // Routing tries a namespace's definitions higher priority first, equal priorities in the
        // order they were added, and a pattern's expansions together, longest first.
        var routesByNamespace: [String: [Int]] = [:]
        for (index, route) in table.routes.enumerated() {
            routesByNamespace[Self.registryName(of: route.namespace), default: []].append(index)
        }
        var owners: [String: [DefinitionKey: [Int]]] = [:]
        for (namespace, indices) in routesByNamespace {
            let ordered = indices.enumerated().sorted { lhs, rhs in
                let left = table.routes[lhs.element].priority, right = table.routes[rhs.element].priority
                return left != right ? left > right : lhs.offset < rhs.offset
            }.map(\.element)
            var keys: [DefinitionKey: [Int]] = [:]
            for index in ordered {
                for pattern in expansions[index] {
                    keys[DefinitionKey(pattern: pattern, priority: table.routes[index].priority), default: []].append(index)
                }
            }
            owners[namespace] = keys
        }
        self.owners = owners
    }

    /// The definitions `pattern` registers, in matching order: one per combination of its
    /// optional groups, as `Routes.addRoute` makes them (a standalone `Routes`, outside the
    /// registry).
    ///
    /// Remembered per pattern: the helpers read the registry afresh for every call, and
    /// compiling every pattern each time would make a test of a large table slow.
    private static func expansions(of pattern: String) -> [String] {
        if let known = expansionCache.withLock({ $0[pattern] }) { return known }
        let routes = Routes()
        routes.addRoute(pattern)
        let made = routes.routes().map(\.pattern)
        expansionCache.withLock { cache in
            // Bounded, for a process that reads endless tables (a fuzzer).
            if cache.count >= 50_000 { cache.removeAll() }
            cache[pattern] = made
        }
        return made
    }

    private static let expansionCache = Locked<[String: [String]]>([:])

    /// A pattern as an expectation may name it: routing ignores leading slashes, and a table
    /// may write `cart` or `/cart`.
    static func normalized(_ pattern: String) -> String {
        String(pattern.drop { $0 == "/" })
    }

    /// How explanations name a namespace: the scheme, `//` and the host as the registry
    /// normalizes it, or `Routes.globalScheme`.
    static func registryName(of namespace: RouteTable.Namespace) -> String {
        switch namespace {
        case .global: Routes.globalScheme
        case .scheme(let scheme): scheme
        case .host(let host): "//" + ((try? Routes.validate(host: host)) ?? host)
        }
    }

    // MARK: Reading an expectation

    /// The routes EXPECTED stands for: the route with that name, the one with that name in the
    /// namespace written before it (`acme:home`, `//shop.example.com:home`, `*:home`), or the
    /// one route with that pattern; or why it names none, or too many (a name several
    /// namespaces use must be written with its namespace).
    ///
    /// A name wins over a pattern spelt the same (`cart` is the route named `cart`, if there is
    /// one); a field starting with a single `/` is always a pattern, since no name starts so.
    package func resolve(_ expected: String) -> Result<[Int], RouteIndexProblem> {
        if !expected.hasPrefix("/"), let named = routesByName[expected] {
            guard named.count == 1 else {
                // Any one of them would pass the case, whichever namespace the URL reached.
                let places = named.map { index in
                    table.routes[index].namespace.description + (place(of: index).map { " (\($0))" } ?? "")
                }
                return .failure(RouteIndexProblem(message: RouteTableSyntax.ambiguousNameMessage(
                    expected, in: named.map { table.routes[$0].namespace }, places: places)))
            }
            return .success(named)
        }
        // `acme:home`: a name with its namespace.
        if let qualified = RouteTableSyntax.qualifiedName(expected),
           let named = routesByName[qualified.name]?.filter({ table.routes[$0].namespace == qualified.namespace }),
           !named.isEmpty {
            return .success(named)
        }
        let normalized = Self.normalized(expected)
        guard let routes = routesByPattern[normalized] else {
            return .failure(unknown(expected))
        }
        guard routes.count == 1 else {
            let listed = routes.prefix(5).map { describeDeclaration($0) }.joined(separator: "; ")
            let more = routes.count > 5 ? "; and \(routes.count - 5) more" : ""
            let names = routes.compactMap { table.routes[$0].name }
            let advice = names.count == routes.count
                ? "write the name of the route you mean (\(names.prefix(5).map { "'\($0)'" }.joined(separator: " or ")))"
                : "write the name of the route you mean (name the routes in the table to tell them apart)"
            return .failure(RouteIndexProblem(
                message: "the pattern \(RouteTableSyntax.quoted(expected)) belongs to \(routes.count) routes (\(listed)\(more)): \(advice)"))
        }
        return .success(routes)
    }

    private func unknown(_ expected: String) -> RouteIndexProblem {
        if let qualified = RouteTableSyntax.qualifiedName(expected), !expected.hasPrefix("/") || expected.hasPrefix("//") {
            let elsewhere = Set((routesByName[qualified.name] ?? []).map { table.routes[$0].namespace.description }).sorted()
            let hint = elsewhere.isEmpty ? "" : "; it is a name in \(elsewhere.joined(separator: ", "))"
            return RouteIndexProblem(message: "\(holder) has no route named \(RouteTableSyntax.quoted(qualified.name)) in \(qualified.namespace)" + hint)
        }
        if !expected.hasPrefix("/"), RouteTableSyntax.nameProblemOffset(expected) == nil {
            let hint = NameSuggestion.closest(to: expected, among: routesByName.keys).map { "; did you mean '\($0)'?" } ?? ""
            return RouteIndexProblem(message: "\(holder) has no route named \(RouteTableSyntax.quoted(expected))" + hint)
        }
        let written = Set(table.routes.map(\.pattern))
        let hint = NameSuggestion.closest(to: expected, among: written).map { "; did you mean '\($0)'?" } ?? ""
        return RouteIndexProblem(message: "\(holder) has no route with the pattern \(RouteTableSyntax.quoted(expected))" + hint)
    }

    // MARK: Reading an explanation

    /// The table route behind each candidate of `explanation` (parallel to its candidates); nil
    /// for a candidate the table does not declare (a route added since the table was read).
    ///
    /// Definitions with the same pattern and priority in one namespace are told apart by
    /// their order: the k-th such candidate is the k-th such definition.
    package func routes(of explanation: RouteExplanation) -> [Int?] {
        var seen: [String: [DefinitionKey: Int]] = [:]
        return explanation.candidates.map { candidate in
            let key = DefinitionKey(pattern: candidate.pattern, priority: candidate.priority)
            let occurrence = seen[candidate.namespace, default: [:]][key, default: 0]
            seen[candidate.namespace, default: [:]][key] = occurrence + 1
            guard let owners = owners[candidate.namespace]?[key], occurrence < owners.count else { return nil }
            return owners[occurrence]
        }
    }

    // MARK: Naming routes in messages

    /// `routes.table:12`, `line 12`, or nil for a route made in code.
    package func place(of route: Int) -> String? {
        table.routes[route].line.map { line in file.map { "\($0):\(line)" } ?? "line \(line)" }
    }

    /// `product.show (acme /product/:id<\d+>, routes.table:15)`: the route as the table writes
    /// it, by name when it has one; for one expansion of its optional groups, the pattern as
    /// written and then the expansion routing tried (`acme /p/:id(/:tab) as /p/:id`).
    package func describe(_ candidate: RouteExplanation.Candidate, route: Int?) -> String {
        guard let route else { return ExplanationRenderer.displayPattern(candidate) }
        let written = table.routes[route].pattern
        let pattern = ExplanationRenderer.displayNamespace(candidate.namespace) + " " + written
            + (written == candidate.pattern ? "" : " as \(candidate.pattern)")
        let place = place(of: route)
        guard let name = table.routes[route].name else {
            return place.map { "\(pattern) (\($0))" } ?? pattern
        }
        return "\(name) (" + [pattern, place].compactMap { $0 }.joined(separator: ", ") + ")"
    }

    /// `first (app /a(/:x), line 1)`: the route as the table declares it, by name when it has one.
    package func describeDeclaration(_ index: Int) -> String {
        let route = table.routes[index]
        let pattern = "\(route.namespace.description) \(route.pattern)"
        guard let name = route.name else {
            return place(of: index).map { "\(pattern) (\($0))" } ?? pattern
        }
        return "\(name) (" + ([pattern, place(of: index)].compactMap { $0 }.joined(separator: ", ")) + ")"
    }

    /// The namespaces of `routes`, as the table writes them, sorted.
    package func namespaces(of routes: [Int]) -> String {
        Set(routes.map { table.routes[$0].namespace.description }).sorted().joined(separator: ", ")
    }
}

/// Why an expectation's EXPECTED names no route, or more than one.
package struct RouteIndexProblem: Error, Sendable {
    package var message: String
}
