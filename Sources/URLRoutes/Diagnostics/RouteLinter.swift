/// Finds problems in a route table before users do.
///
/// ```swift
/// let findings = RouteLinter.lint([
///     .init(scheme: "myapp", pattern: "/user/:id", line: 1, hasHandler: false),
///     .init(scheme: "myapp", pattern: "/user/:userID", line: 2),   // never wins
///     .init(scheme: "myapp", pattern: "/post/(:id", line: 3),      // does not parse
/// ])
/// findings.map(\.description)
/// // ["line 2: warning: /user/:userID can never win: /user/:id (line 1) ... [shadowedRoute]",
/// //  "line 3: error: invalid route pattern \"/post/(:id\" at offset 6: '(' is never closed [invalidPattern]"]
/// ```
public enum RouteLinter {
    /// One route of a table, as a table file or code declares it.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// The namespace the route is registered in (`Routes.globalScheme` for the global one).
        public var scheme: String
        /// The pattern as written, optional groups and all.
        public var pattern: String
        /// The priority it is registered with.
        public var priority: Int
        /// The route's name, for named routes; shown in messages.
        public var name: String?
        /// Where the route is declared (a line of a table file), for messages.
        public var line: Int?
        /// Whether the route is registered with a handler, which may decline a URL (return
        /// false) and let a later route take it. A route without one takes every URL it
        /// matches, so the routes it hides can never win; one with a handler hides them only
        /// while the handler accepts, and findings say so. `RouteTable.register(handlers:)`
        /// gives handlers to named routes only.
        public var hasHandler: Bool

        /// Describes one route to lint.
        ///
        /// ```swift
        /// RouteLinter.Entry(scheme: "shop", pattern: "/product/:id<\\d+>", priority: 10, line: 4)
        /// RouteLinter.Entry(scheme: "shop", pattern: "/:shopName", line: 9, hasHandler: false)
        /// ```
        public init(scheme: String, pattern: String, priority: Int = 0, name: String? = nil, line: Int? = nil,
                    hasHandler: Bool = true) {
            self.scheme = scheme
            self.pattern = pattern
            self.priority = priority
            self.name = name
            self.line = line
            self.hasHandler = hasHandler
        }

        /// The pattern with its name, line and priority: `/user/:id (profile, line 1, priority 5)`
        /// (the empty pattern shows as `/`, the root it registers).
        public var description: String {
            var text = RoutePattern.text(of: pattern)
            var notes: [String] = []
            if let name { notes.append(name) }
            if let line { notes.append("line \(line)") }
            if priority != 0 { notes.append("priority \(priority)") }
            if !notes.isEmpty { text += " (" + notes.joined(separator: ", ") + ")" }
            return text
        }
    }

    /// Optional groups expanding into more routes than this are reported.
    public static let expansionWarningThreshold = 16

    /// Every finding, in table order of the route with the problem.
    public static func lint(_ entries: [Entry]) -> [RouteLintFinding] {
        var findings: [RouteLintFinding] = []
        var routes: [LintedRoute] = []
        for (order, entry) in entries.enumerated() {
            let expansions: [RoutePattern]
            do {
                expansions = try RoutePattern.compile(entry.pattern)
            } catch {
                findings.append(RouteLintFinding(severity: .error, kind: .invalidPattern,
                                                 message: error.description, entries: [entry]))
                continue
            }
            if expansions.count > expansionWarningThreshold {
                findings.append(RouteLintFinding(
                    severity: .warning, kind: .tooManyExpansions,
                    message: "\(entry.pattern) expands into \(expansions.count) routes (more than \(expansionWarningThreshold)); split it into separate patterns",
                    entries: [entry]))
            }
            findings += literalBraces(entry)
            findings += ambiguousWildcards(entry, expansions)
            for expansion in expansions {
                routes.append(LintedRoute(entry: entry, order: order, route: expansion))
            }
        }
        let byScheme = Dictionary(grouping: routes, by: \.entry.scheme)
        for scheme in byScheme.keys.sorted() {
            findings += unreachableRoutes(matchingOrder(byScheme[scheme]!))
        }
        return findings.sorted { ($0.entries.first?.line ?? 0) < ($1.entries.first?.line ?? 0) }
    }

    /// A `{` that PCRE2 takes literally, in any constraint of the entry's pattern.
    private static func literalBraces(_ entry: Entry) -> [RouteLintFinding] {
        guard entry.pattern.utf8.contains(UInt8(ascii: "{")), let syntax = try? PatternParser.parse(entry.pattern) else { return [] }
        var findings: [RouteLintFinding] = []
        for item in syntax.items {
            let tokens: [PatternToken]
            switch item {
            case .required(let token): tokens = [token]
            case .optional(let group): tokens = group
            }
            for token in tokens {
                guard case .variable(let name, let constraint?) = token.component,
                      let open = token.text.utf8.firstIndex(of: UInt8(ascii: "<")) else { continue }
                // The parser stops a name at '<', so the first '<' opens the constraint.
                let constraintStart = token.byteOffset + token.text.utf8.distance(from: token.text.utf8.startIndex, to: open) + 1
                for problem in ConstraintSyntax.literalBraces(in: constraint) {
                    findings.append(RouteLintFinding(
                        severity: .warning, kind: .literalBrace,
                        message: "in the constraint of :\(name) in \(entry.pattern): \(problem.message)",
                        entries: [entry], patternOffset: constraintStart + problem.offset))
                }
            }
        }
        return findings
    }

    /// Two or more wildcards that take any number of components, in one expansion.
    private static func ambiguousWildcards(_ entry: Entry, _ expansions: [RoutePattern]) -> [RouteLintFinding] {
        guard let expansion = expansions.first(where: { restWildcardCount($0.components) > 1 }) else { return [] }
        let count = restWildcardCount(expansion.components)
        let what = expansion.pattern == RoutePattern.text(of: entry.pattern) ? expansion.pattern
            : "\(expansion.pattern) (from \(entry.pattern))"
        return [RouteLintFinding(
            severity: .warning, kind: .ambiguousWildcards,
            message: "\(what) has \(count) wildcards that take any number of components (** or a trailing *): "
                + "a URL's components can be split between them in more than one way, routing gives the first as few as it can, "
                + "wildcardComponents runs them together, and a link can be generated only for components that route back split the same way; "
                + "keep one such wildcard and match the rest with :variables or single *",
            entries: [entry])]
    }

    /// `**` anywhere, and `*` as the last component.
    private static func restWildcardCount(_ components: [PatternComponent]) -> Int {
        components.indices.count { index in
            components[index] == .globstar || (components[index] == .star && index == components.count - 1)
        }
    }

    /// One expansion of one entry.
    private struct LintedRoute {
        let entry: Entry
        let order: Int
        let route: RoutePattern
    }

    /// The order a namespace tries routes in: priority, then registration.
    private static func matchingOrder(_ routes: [LintedRoute]) -> [LintedRoute] {
        routes.inMatchingOrder { $0.entry.priority }
    }

    /// Routes that an earlier route always takes first: duplicates, shadowed routes, and routes
    /// after a catch-all wildcard. Each entry is reported once for every route that hides some
    /// expansion of it, so a line hidden by two routes shows both (one run shows every problem
    /// of a line), while expansions hidden by the same route make one finding, not several.
    private static func unreachableRoutes(_ ordered: [LintedRoute]) -> [RouteLintFinding] {
        struct Pair: Hashable { let hidden: Int, cover: Int }
        var findings: [RouteLintFinding] = []
        var reported = Set<Pair>()
        // Earlier routes by first literal component; those without one can cover anything.
        var earlierByLiteral: [String: [LintedRoute]] = [:]
        var earlierUnfiled: [LintedRoute] = []
        for route in ordered {
            let literal = route.route.firstLiteral
            let candidates = (literal.map { earlierByLiteral[$0] ?? [] } ?? []) + earlierUnfiled
            for cover in candidates
            where cover.order != route.order && PatternSubsumption.covers(cover.route.components, route.route.components) {
                if reported.insert(Pair(hidden: route.order, cover: cover.order)).inserted {
                    findings.append(finding(route, hiddenBy: cover))
                }
            }
            if let literal {
                earlierByLiteral[literal, default: []].append(route)
            } else {
                earlierUnfiled.append(route)
            }
        }
        return findings
    }

    private static func finding(_ route: LintedRoute, hiddenBy cover: LintedRoute) -> RouteLintFinding {
        // The empty pattern registers as `/`: an expansion of it, not of an optional group.
        let what = route.route.pattern == RoutePattern.text(of: route.entry.pattern) ? route.route.pattern
            : "\(route.route.pattern) (from \(route.entry.pattern))"
        let by = cover.route.pattern == RoutePattern.text(of: cover.entry.pattern) ? cover.entry.description
            : "\(cover.route.pattern) (from \(cover.entry.description))"
        if cover.route.pattern == route.route.pattern || cover.route.components == route.route.components {
            return RouteLintFinding(severity: .warning, kind: .duplicateRoute,
                                    message: "\(what) duplicates \(by), which is tried first",
                                    entries: [route.entry, cover.entry])
        }
        // A handler that declines passes the URL on: then the hidden route can win after all.
        if PatternSubsumption.isOpenEnded(cover.route.components) {
            let message = cover.entry.hasHandler
                ? "\(what) is unreachable unless the handler of the wildcard route \(by) declines: that route is tried first and matches everything this one matches"
                : "\(what) is unreachable: the wildcard route \(by) is tried first and matches everything it matches"
            return RouteLintFinding(severity: .warning, kind: .unreachableAfterWildcard, message: message,
                                    entries: [route.entry, cover.entry])
        }
        let message = cover.entry.hasHandler
            ? "\(what) can never win unless the handler of \(by) declines: that route is tried first and matches every URL this one matches"
            : "\(what) can never win: \(by) is tried first and matches every URL it matches"
        return RouteLintFinding(severity: .warning, kind: .shadowedRoute, message: message,
                                entries: [route.entry, cover.entry])
    }
}
