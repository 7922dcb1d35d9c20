// FuzzGenerate's property, shared by the Fuzz package and the main package's tests
// (Tests/URLRoutesTests/FuzzGenerateCheck.swift is a symbolic link to this file). It uses the
// process-wide registry, so the tests replay it inside RouterSuite, one test at a time.
import Synchronization
@testable import URLRoutes

extension FuzzChecks {
    /// The bytes of the form choice: link kind, then whether the scheme namespace falls back.
    enum GenerateForm: UInt8, CaseIterable {
        case path, url, urlWithOtherScheme, urlWithHost
    }

    /// FuzzGenerate: a pattern, values and wildcard components from bytes. Sections split on
    /// 0xFF: (1) the pattern on the first line, then one value a line for its variables in
    /// order, the lines left over as query items `q0`, `q1`, ...; (2) wildcard components, one a
    /// line; (3) patterns registered before it in the same namespace, one a line; (4) one byte
    /// choosing the form (path, URL, URL with another scheme, URL with a host; +4: the namespace
    /// falls back to the global routes, which hold `/**`).
    ///
    /// The link generated routes back through the registry (handlers run) to the same route with
    /// the same values; or generation throws a `RouteGenerationError` whose link, if it has one,
    /// routes as it says (to `takenBy`, or nowhere, or to the route with other values). Never a
    /// crash.
    public static func checkGenerate(_ input: some Collection<UInt8>) -> [String] {
        let sections = Array(input).split(separator: pairSeparator, maxSplits: 3, omittingEmptySubsequences: false)
        let head = sections.first.map { lines($0) } ?? [""]
        let pattern = head[0]
        let values = Array(head.dropFirst().prefix(12))
        let wildcard = sections.count > 1 ? Array(lines(sections[1]).prefix(8)) : []
        let competitors = sections.count > 2 ? Array(lines(sections[2]).prefix(4)) : []
        let control = sections.count > 3 ? sections[3].first ?? 0 : 0
        let form = GenerateForm(rawValue: control % 4) ?? .path
        let fallsBack = control & 4 != 0
        guard (try? Routes.validate(pattern: pattern)) != nil else { return [] }

        Routes.unregisterAllRouteSchemes()
        Routes.globalRoutes().removeAllRoutes()
        let decodesPlus = Routes.shouldDecodePlusSymbols
        Routes.shouldDecodePlusSymbols = false
        defer {
            Routes.unregisterAllRouteSchemes()
            Routes.globalRoutes().removeAllRoutes()
            Routes.shouldDecodePlusSymbols = decodesPlus
        }
        let taken = Mutex<(tag: String, parameters: RouteParameters)?>(nil)
        func handler(_ tag: String) -> RouteHandler {
            { parameters in
                taken.withLock { $0 = (tag, parameters) }
                return true
            }
        }
        let routes = Routes(forScheme: "fuzz")
        routes.shouldFallbackToGlobalRoutes = fallsBack
        Routes.globalRoutes().addRoute("/**", handler: handler("global"))
        for (index, competitor) in competitors.enumerated() {
            routes.addRoute(competitor, name: "c\(index)", handler: handler("c\(index)"))
        }
        routes.addRoute(pattern, name: "target", handler: handler("target"))
        guard let longest = routes.route(named: "target") else { return ["\(quoted(pattern)) validates but registers no route"] }
        var names: [String] = []
        for group in longest.captureGroups {
            if case .variable(let name) = group.role, !names.contains(name) { names.append(name) }
        }
        var parameters: [String: String] = [:]
        for (name, value) in zip(names, values) { parameters[name] = value }
        for (index, value) in values.dropFirst(names.count).enumerated() { parameters["q\(index)"] = value }

        let context = "\(quoted(pattern)) after \(competitors.map(quoted)), \(form), falls back \(fallsBack), parameters \(parameters.mapValues(quoted)), wildcard \(wildcard.map(quoted))"
        func route(_ link: String) -> (tag: String, parameters: RouteParameters)? {
            taken.withLock { $0 = nil }
            let routed = form == .path ? routes.routeURL(link) : Routes.routeURL(link)
            return routed ? taken.withLock { $0 } : nil
        }
        let link: String
        do {
            switch form {
            case .path: link = try routes.path(forRouteNamed: "target", parameters: parameters, wildcard: wildcard)
            case .url: link = try routes.url(forRouteNamed: "target", parameters: parameters, wildcard: wildcard)
            case .urlWithOtherScheme:
                link = try routes.url(forRouteNamed: "target", parameters: parameters, wildcard: wildcard, scheme: "other")
            case .urlWithHost:
                link = try routes.url(forRouteNamed: "target", parameters: parameters, wildcard: wildcard,
                                      scheme: nil, host: "shop.example.com")
            }
        } catch let error as RouteGenerationError {
            guard let link = error.link else { return [] }
            let result = route(link)
            if let taker = error.takenBy {
                if result?.parameters.pattern != taker.pattern || result?.tag != (taker.name ?? "global") {
                    return ["\(context): generation says \(quoted(link)) goes to \(taker.pattern), but it routes to \(describe(result))"]
                }
            } else if error.reason.contains("no route would take") || error.reason.contains("is not a URL routing can read") {
                if result != nil { return ["\(context): generation says no route takes \(quoted(link)), but it routes to \(describe(result))"] }
            } else if result?.tag != "target" {
                return ["\(context): generation says \(quoted(link)) reads back other values (\(error.reason)), but it routes to \(describe(result))"]
            }
            return []
        } catch {
            return ["\(context): generation threw \(error), not a RouteGenerationError"]
        }

        guard let result = route(link) else { return ["\(context): \(quoted(link)) was generated but routes nowhere"] }
        var violations: [String] = []
        if result.tag != "target" {
            violations.append("\(context): \(quoted(link)) was generated but routes to \(describe(result))")
            return violations
        }
        for (name, value) in parameters.sorted(by: { $0.key < $1.key }) where result.parameters.values(name) != [value] {
            violations.append("\(context): \(quoted(link)) gives \(name) = \(result.parameters.values(name).map(quoted)), not \(quoted(value))")
        }
        if Set(result.parameters.names) != Set(parameters.keys) {
            violations.append("\(context): \(quoted(link)) gives the parameters \(result.parameters.names)")
        }
        if let delivered = result.parameters.wildcardComponents {
            let blocks = (0...max(0, wildcard.count - delivered.count)).map { Array(wildcard.dropFirst($0).prefix(delivered.count)) }
            if !blocks.contains(delivered) {
                violations.append("\(context): \(quoted(link)) delivers the wildcard components \(delivered.map(quoted))")
            }
        }
        return violations
    }

    private static func describe(_ result: (tag: String, parameters: RouteParameters)?) -> String {
        guard let result else { return "nothing" }
        return "\(result.tag) (\(quoted(result.parameters.pattern))) with \(result.parameters.pathVariables.mapValues(quoted))"
    }
}
