import Foundation
import URLRoutesTableSyntax

/// What standalone code needs to read and write a table's links without URLRoutes: every
/// route's expansions as matching rules, in each namespace the order routing tries them, and
/// the constraints as plain regular expressions. Made once from the table; each target
/// language (`StandaloneSwiftSource`) writes it out as data.
package struct StandaloneRoutes: Sendable {
    package enum Part: Sendable, Equatable {
        case literal(forms: [String])
        /// `constraint`: an index into `constraints`.
        case variable(name: String, constraint: Int?)
        case star
        case globstar
    }

    /// One expansion of a route: `route` is its index in the table when the route has a name,
    /// else nil (a URL it takes is a miss).
    package struct Rule: Sendable, Equatable {
        package var route: Int?
        package var parts: [Part]
    }

    /// A namespace's rules (indices into `rules`) in matching order: higher priority first,
    /// then table order, each route's expansions longest first.
    package struct Namespace: Sendable, Equatable {
        package var rules: [Int] = []
        package var fallsBack = false
    }

    package var rules: [Rule] = []
    package var constraints: [ConstraintRegex] = []
    /// Keyed by the scheme as the table writes it.
    package var schemes: [(scheme: String, namespace: Namespace)] = []
    /// Keyed by the host as routing reads it (lowercased, no trailing dot).
    package var hosts: [(host: String, namespace: Namespace)] = []
    /// Keyed by the suffix after `*.`.
    package var wildcardHosts: [(suffix: String, namespace: Namespace)] = []
    package var global = Namespace()
    /// For each table route: its rules, in the order generation tries them.
    package var routeRules: [[Int]] = []
    /// For each table route: its namespace as a link needs it: the scheme, `//HOST`, or `*`.
    package var routeNamespaces: [String] = []
    package var decodesPlusSymbols: Bool
    package var treatsHostAsPathComponent: Bool

    /// The model of `table`, or nil with an error at the line and column of each feature
    /// standalone code cannot reproduce exactly.
    package static func make(_ table: ParsedRouteTable, lines: [String], file: String,
                             diagnostics: inout [TypedRouteDiagnostic]) -> StandaloneRoutes? {
        var model = StandaloneRoutes(decodesPlusSymbols: table.decodesPlusSymbols,
                                     treatsHostAsPathComponent: table.treatsHostAsPathComponent)
        var refused = false
        var constraintIndex: [String: Int] = [:]
        // Per namespace key: (priority, rule index) in table order.
        var ordered: [String: [(priority: Int, rule: Int)]] = [:]
        var keys: [String] = []
        for (index, route) in table.routes.enumerated() {
            func refuse(_ message: String, offsetInPattern: Int? = nil) {
                let column = patternColumn(route, lines: lines).map { $0 + (offsetInPattern ?? 0) }
                diagnostics.append(TypedRouteDiagnostic(file: file, line: route.line, column: column, severity: .error,
                                                        message: message))
                refused = true
            }
            guard let expansions = try? route.expandedComponents() else { continue }  // the parser accepted it
            if let hash = route.pattern.utf8.firstIndex(of: UInt8(ascii: "#")) {
                refuse("a pattern with a fragment part ('#') is not generated as standalone code: routing reads a web link's fragment apart from its path, which the standalone reader does not reproduce; drop --standalone or the fragment part",
                       offsetInPattern: route.pattern.utf8.distance(from: route.pattern.utf8.startIndex, to: hash))
                continue
            }
            var ruleIndices: [Int] = []
            for expansion in expansions {
                var parts: [Part] = []
                for component in expansion {
                    switch component {
                    case .literal(let forms): parts.append(.literal(forms: forms))
                    case .star: parts.append(.star)
                    case .globstar: parts.append(.globstar)
                    case .variable(let name, nil): parts.append(.variable(name: name, constraint: nil))
                    case .variable(let name, let constraint?):
                        if let known = constraintIndex[constraint] {
                            parts.append(.variable(name: name, constraint: known))
                            continue
                        }
                        do {
                            let regex = try ConstraintRegex.parse(constraint)
                            constraintIndex[constraint] = model.constraints.count
                            parts.append(.variable(name: name, constraint: model.constraints.count))
                            model.constraints.append(regex)
                        } catch {
                            let start = route.pattern.range(of: "<" + constraint + ">").map {
                                route.pattern.utf8.distance(from: route.pattern.utf8.startIndex, to: $0.lowerBound) + 1
                            } ?? 0
                            refuse("the constraint <\(constraint)> is not generated as standalone code: \(error.message)",
                                   offsetInPattern: start + error.offset)
                            constraintIndex[constraint] = -1
                        }
                    }
                }
                ruleIndices.append(model.rules.count)
                model.rules.append(Rule(route: route.name == nil ? nil : index, parts: parts))
            }
            model.routeRules.append(ruleIndices)
            let key: String
            switch route.namespace {
            case .global:
                key = "*"
            case .scheme(let scheme):
                key = scheme
            case .host(let host):
                key = "//" + (route.namespace.hostPatternReading?.host ?? host)   // the resolver accepted the pattern
            }
            model.routeNamespaces.append(key)
            if ordered[key] == nil { keys.append(key) }
            ordered[key, default: []] += ruleIndices.map { (route.priority, $0) }
        }
        guard !refused else { return nil }
        let fallbacks = Set(table.fallbacks.map { namespace -> String in
            switch namespace {
            case .global: "*"
            case .scheme(let scheme): scheme
            case .host: namespace.hostPatternReading.map { "//" + $0.host } ?? ""
            }
        })
        for key in keys + (fallbacks.subtracting(keys).sorted()) {
            // Stable: equal priorities keep table order.
            let rules = (ordered[key] ?? []).enumerated().sorted {
                $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority : $0.offset < $1.offset
            }.map(\.element.rule)
            let namespace = Namespace(rules: rules, fallsBack: fallbacks.contains(key) && key != "*")
            if key == "*" {
                model.global = namespace
            } else if key.hasPrefix("//*.") {
                model.wildcardHosts.append((String(key.dropFirst(4)), namespace))
            } else if key.hasPrefix("//") {
                model.hosts.append((String(key.dropFirst(2)), namespace))
            } else {
                model.schemes.append((key, namespace))
            }
        }
        return model
    }

    /// The 1-based column where the route's pattern stands in its line.
    private static func patternColumn(_ route: ParsedRouteTable.Route, lines: [String]) -> Int? {
        guard let line = route.line, line >= 1, line <= lines.count else { return nil }
        return RouteTableSyntax.tokens(of: lines[line - 1]).first(where: { $0.text == route.pattern })?.column ?? 1
    }
}
