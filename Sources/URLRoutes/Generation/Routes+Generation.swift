/// Named routes and reverse routing: the links an app shares (share sheets, emails, push
/// payloads, QR codes) come from the same routes that open them.
///
/// ```swift
/// let shop = Routes(forHost: "shop.example.com")
/// shop.addRoute("/product/:id<\\d+>(/:tab)", name: "product") { _ in true }
/// try shop.path(forRouteNamed: "product", parameters: ["id": "42"])             // "/product/42"
/// try shop.url(forRouteNamed: "product", parameters: ["id": "42", "tab": "reviews", "ref": "mail"])
/// // "https://shop.example.com/product/42/reviews?ref=mail"
/// ```
///
/// Values are percent-encoded (every byte outside RFC 3986 unreserved), and every link is read
/// back before it is returned, as routing would read it (handlers are not called): it reaches
/// its route with the same values, or generation throws a `RouteGenerationError` that names the
/// route that would take it instead, or says that none would. One exception comes from
/// JLRoutes: while `Routes.shouldDecodePlusSymbols` is on (the default), a `+` in a value reads
/// back as a space, since routing turns `%2B` into a space too.
extension Routes {
    /// Registers `pattern` as `addRoute(_:priority:handler:)` does and names it, so links can be
    /// generated for it. A name is unique in its namespace: a route added later under the same
    /// name takes it over. A malformed pattern is logged and registers nothing.
    public func addRoute(_ pattern: String, name: String, priority: Int = 0, handler: RouteHandler? = nil) {
        do {
            try addRoute(validating: pattern, name: name, priority: priority, handler: handler)
        } catch {
            RouteLog.error("not registering route \(name.debugDescription): \(error)")
        }
    }

    /// Registers and names `pattern`, throwing when it is not well formed (then nothing is
    /// registered and the name keeps its old route). Returns the definitions made, in matching order.
    @discardableResult
    public func addRoute(validating pattern: String, name: String, priority: Int = 0,
                         handler: RouteHandler? = nil) throws(RoutePatternError) -> [RouteDefinition] {
        let definitions = try addRoute(validating: pattern, priority: priority, handler: handler)
        namespace.name(definitions, as: name)
        return definitions
    }

    /// The first definition (in matching order) of the route named `name`, or nil.
    public func route(named name: String) -> RouteDefinition? {
        namespace.namedRoute(name)?.definitions.first
    }

    /// The named route's path with `parameters` filled in, percent-encoded: `/user/view/joe%20doe`.
    ///
    /// The path routes back: read as this table's `routeURL(_:)` reads it (its routes in order,
    /// then its fallback; handlers are not called), it reaches this route with these values.
    /// When it would not, this throws, naming the route that would take it, or saying that none
    /// would.
    ///
    /// - Of a pattern's optional-group expansions, the first in matching order (longest first)
    ///   whose variables are all given, whose wildcards fit `wildcard`, and whose path routes
    ///   back, is used: `/s(/:section)(/:item)` given only `item` gives `/s?item=1`, since
    ///   `/s/1` routes as `:section`.
    /// - Parameters that path does not use become query items, sorted by name (`?page=2&sort=new`).
    /// - A trailing `*` or a `**` takes the `wildcard` components; a `*` that is not last takes
    ///   one of them, in order. Of several `**`, the first whose link routes back takes them all.
    ///   Routing hands wildcard components to the handler undecoded (JLRoutes), so they are given
    ///   as the handler receives them, encoded where a URL needs it (`a%20b`), and written as
    ///   given; a component a link cannot hold as it is (`a b`, `café`, a `/`, a stray `%`)
    ///   throws, since the handler would receive other text.
    /// - Throws `RouteGenerationError` for an unknown name, a missing variable, wildcard
    ///   components that do not fit, an empty value, a path value of `.` or `..` (which URL
    ///   normalization removes), a value that fails its `<constraint>` (checked on the encoded
    ///   component, as routing checks it), a parameter named with a key routing reserves
    ///   (`JLRoutePattern`, `JLRouteURL`, `JLRouteScheme`, `JLRouteWildcardComponents`), or a
    ///   link that would not route back (a route of higher priority, or one added earlier with
    ///   the same priority, takes the path).
    /// - One difference is allowed, JLRoutes': while `Routes.shouldDecodePlusSymbols` is on (the
    ///   default), routing reads every `+` as a space, `%2B` included, so a `+` in a value reads
    ///   back as a space. Turn the option off to link values that hold `+`.
    ///
    /// ```swift
    /// let routes = Routes(forScheme: "shop")
    /// routes.addRoute("/product/:id<\\d+>(/:tab)", name: "product")
    /// try routes.path(forRouteNamed: "product", parameters: ["id": "42", "ref": "mail"])  // "/product/42?ref=mail"
    /// ```
    public func path(forRouteNamed name: String, parameters: [String: String] = [:],
                     wildcard: [String] = []) throws -> String {
        try generate(name, parameters: parameters, wildcard: wildcard, form: .path, readBack: .registry)
    }

    /// A whole URL for the named route: `shop://product/42` for a scheme namespace,
    /// `https://shop.example.com/product/42` for an exact host namespace (`scheme` replaces
    /// `https`). The global namespace and standalone tables have no scheme of its own: pass
    /// `scheme`. The same as `url(forRouteNamed:parameters:wildcard:scheme:host:)` without a host.
    ///
    /// ```swift
    /// try Routes(forScheme: "shop").url(forRouteNamed: "product", parameters: ["id": "42"])  // "shop://product/42"
    /// ```
    public func url(forRouteNamed name: String, parameters: [String: String] = [:],
                    wildcard: [String] = [], scheme: String? = nil) throws -> String {
        try url(forRouteNamed: name, parameters: parameters, wildcard: wildcard, scheme: scheme, host: nil)
    }

    /// A whole URL for the named route, that routes back to it with the same values.
    ///
    /// - The host: `host` when given (`shop.example.com`, `bücher.example`, `localhost:8080`;
    ///   written as routing reads it, lowercased and in punycode), else an exact host
    ///   namespace's own. A `*.example.com` namespace names many hosts: pass the one to link to.
    /// - The scheme: `scheme` when given, else a scheme namespace's own, else `https` when there
    ///   is a host. The global namespace and standalone tables need one of the two.
    /// - An `http` or `https` link needs a real host: without one it throws (`https://p/1`
    ///   would name the host `p`).
    /// - A custom-scheme URL without a host is written in host form (`shop://product/42`),
    ///   except when its first component would not read back as a path component (it has a
    ///   dot, is `localhost`, holds `[`, `@` or `:`, or the path is empty): then
    ///   `shop:///a.b/c`, `shop://`.
    /// - The URL routes back through the namespace `Routes.routeURL` picks for it (host
    ///   namespace, scheme namespace, fallbacks; handlers are not called) to this route with
    ///   these values, or this throws a `RouteGenerationError` naming the route that would take
    ///   it (`takenBy`), or saying that none would. A table outside the registry is read as its
    ///   own `routeURL(_:)` reads it.
    ///
    /// ```swift
    /// let shop = Routes(forScheme: "https")
    /// shop.addRoute("/product/:id", name: "product")
    /// try shop.url(forRouteNamed: "product", parameters: ["id": "42"], host: "shop.example.com")
    /// // "https://shop.example.com/product/42"
    /// let tenants = Routes(forHost: "*.example.com")
    /// tenants.addRoute("/", name: "home")
    /// try tenants.url(forRouteNamed: "home", host: "acme.example.com")   // "https://acme.example.com/"
    /// ```
    public func url(forRouteNamed name: String, parameters: [String: String] = [:],
                    wildcard: [String] = [], scheme: String? = nil, host: String?) throws -> String {
        try url(forRouteNamed: name, parameters: parameters, wildcard: wildcard, scheme: scheme, host: host,
                readBackIn: .registry)
    }

    /// Where a generated link is read back.
    enum LinkReadBack {
        /// As `Routes.routeURL` reads it (or, for a table outside the registry, its own
        /// `routeURL(_:)`), with the process-wide options.
        case registry
        /// In a set of one's own (a `RouteResolver`'s), with its options.
        case set(RouteSet)
    }

    /// `url(forRouteNamed:parameters:wildcard:scheme:host:)`, reading the link back in `readBack`.
    func url(forRouteNamed name: String, parameters: [String: String], wildcard: [String], scheme: String?,
             host: String?, readBackIn readBack: LinkReadBack) throws -> String {
        func fail(_ parameter: String?, _ reason: String) -> RouteGenerationError {
            RouteGenerationError(route: name, pattern: route(named: name)?.pattern, parameter: parameter, reason: reason)
        }
        var writtenHost: String?
        if let host {
            switch LinkHost.normalize(host) {
            case .success(let normalized): writtenHost = normalized
            case .failure(let error): throw fail("host", error.reason)
            }
        } else if let pattern = namespace.host {
            guard pattern.wildcardSuffix == nil else {
                throw fail("host", "\(pattern.text) names many hosts, so the link needs the one to point at as its host (acme\(pattern.text.dropFirst()))")
            }
            writtenHost = pattern.text
        }
        let chosenScheme: String
        if let scheme {
            chosenScheme = try Self.checkedScheme(scheme, fail)
        } else if namespace.host == nil && !namespace.isGlobal && !self.scheme.isEmpty {
            chosenScheme = self.scheme
        } else if writtenHost != nil {
            chosenScheme = "https"
        } else {
            let table = namespace.isGlobal ? "the global namespace" : "a standalone table"
            throw fail("scheme", "\(table) has no scheme of its own, so the link needs one (myapp, or https with a host)")
        }
        let lowered = chosenScheme.lowercased()
        if writtenHost == nil && (lowered == "http" || lowered == "https") {
            throw fail("host", "an \(lowered) link needs a real host (shop.example.com): without one, \(lowered)://p/1 would name the host p")
        }
        let form: LinkForm = writtenHost.map { .authority(chosenScheme + "://" + $0 + "/") } ?? .hostForm(chosenScheme)
        return try generate(name, parameters: parameters, wildcard: wildcard, form: form, readBack: readBack)
    }

    /// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986).
    private static func checkedScheme(_ scheme: String,
                                      _ fail: (String?, String) -> RouteGenerationError) throws(RouteGenerationError) -> String {
        let bytes = Array(scheme.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        let valid = bytes.first.map(isLetter) == true && bytes.allSatisfy { byte in
            isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        guard valid else {
            throw fail("scheme", "\(scheme.debugDescription) is not a URL scheme (a letter, then letters, digits, + - .)")
        }
        return scheme
    }

    /// How a filled-in path becomes the link: a path (`/a/b?x=1`), a URL with a host
    /// (`https://shop.example.com/` + path), or a custom-scheme URL in host form.
    private enum LinkForm {
        case path
        case authority(String)
        case hostForm(String)

        /// The link for `text` (the encoded path without leading slash, then the query) whose
        /// path and first component end at `pathEnd` and `firstEnd`.
        func link(_ text: String, pathEnd: Int, firstEnd: Int) -> String {
            switch self {
            case .path:
                return "/" + text
            case .authority(let prefix):
                return prefix + text
            case .hostForm(let scheme):
                let path = text.utf8.prefix(pathEnd)
                let readsBack = path.isEmpty || Self.readsBackAsPathComponent(Substring(path.prefix(firstEnd)))
                return scheme + (readsBack ? "://" : ":///") + text
            }
        }

        /// Whether `component`, written where a host goes (`shop://COMPONENT/...`), is read back
        /// as the first path component: it stands there whole (no `@`, `:` or `[` splits it) and
        /// routing does not read it as a host (no dot, even an escaped one; not `localhost`).
        static func readsBackAsPathComponent(_ component: Substring) -> Bool {
            var url = "x://" + component + "/"
            return url.withUTF8 { bytes in
                guard let parts = try? URLParts(bytes, url: ""), parts.host == 4..<bytes.count - 1,
                      case .pathComponent? = try? URLHost.read(bytes, parts.host, treatHostAsPathComponent: false, url: { "" })
                else { return false }
                return true
            }
        }

        var isURL: Bool {
            if case .path = self { return false }
            return true
        }
    }

    /// The link for the named route: the first expansion (in matching order) that takes the
    /// parameters and whose link reads back to it with them; else the error of the first.
    private func generate(_ name: String, parameters: [String: String], wildcard: [String],
                          form: LinkForm, readBack: LinkReadBack) throws(RouteGenerationError) -> String {
        guard let named = namespace.namedRoute(name) else {
            throw RouteGenerationError(route: name, reason: "no route has this name in \(ExplanationRenderer.displayNamespace(scheme))")
        }
        let templates = named.templates
        if !parameters.isEmpty, let reserved = parameters.keys.filter(Self.reservedParameterNames.contains).min() {
            throw RouteGenerationError(route: name, pattern: templates.first?.pattern, parameter: reserved,
                                       reason: "routing reserves this name for a value of its own (the matched pattern, the URL, the scheme or the wildcard components), so the link would not read it back; name the parameter otherwise")
        }
        let fitting = templates.indices.filter { templates[$0].accepts(parameters, wildcardCount: wildcard.count) }
        guard !fitting.isEmpty else {
            throw Self.whyNoExpansionFits(templates, name: name, parameters: parameters, wildcardCount: wildcard.count)
        }
        let reader: LinkCheck.Reader = switch readBack {
        case .registry: form.isURL && LinkCheck.isRegistered(namespace) ? .registry(namespace) : .table(namespace)
        case .set(let set): .set(set)
        }
        var firstError: RouteGenerationError?
        // A value that fails its variable's constraint in an expansion: a shorter expansion
        // without that variable must not carry it off as a query item instead, which would
        // route with a value the route turns down. (A value a path cannot carry, such as one
        // ending in '#', still falls back to the query form.)
        var refused: RouteGenerationError?
        for index in fitting {
            let template = templates[index]
            if let refused, let parameter = refused.parameter, !template.variables.contains(parameter) {
                throw refused
            }
            for globstar in 0..<max(1, template.remainingPieceCount) {
                do throws(RouteGenerationError) {
                    let written: (text: String, pathEnd: Int, firstEnd: Int)
                    do throws(RouteGenerationError) {
                        written = try write(template, name: name, parameters: parameters, wildcard: wildcard, globstar: globstar)
                    } catch {
                        if refused == nil, Self.failsConstraint(error, in: template) { refused = error }
                        throw error
                    }
                    let link = form.link(written.text, pathEnd: written.pathEnd, firstEnd: written.firstEnd)
                    if let error = check(link, name: name, definition: named.definitions[index], template: template,
                                         parameters: parameters, delivered: template.deliveredWildcard(wildcard, globstar: globstar),
                                         reader: reader) {
                        if firstError == nil { firstError = error }
                        continue
                    }
                    return link
                } catch {
                    if firstError == nil { firstError = error }
                }
            }
        }
        throw firstError.unsafelyUnwrapped
    }

    /// Whether `error` is `template` refusing a value because it fails its variable's `<constraint>`.
    private static func failsConstraint(_ error: RouteGenerationError, in template: RouteTemplate) -> Bool {
        guard let parameter = error.parameter else { return false }
        for variable in template.variableObjects where variable.name == parameter {
            if let constraint = variable.constraint, error.reason.hasSuffix(" does not match <\(constraint)>") { return true }
        }
        return false
    }

    /// The keys `RouteParameters` answers with routing's own values (`parameters[JLRoutePattern]`
    /// is the pattern): a parameter of that name could never read back.
    private static let reservedParameterNames: Set<String> = [
        RouteParameters.urlKey, RouteParameters.patternKey, RouteParameters.schemeKey, RouteParameters.wildcardComponentsKey,
    ]

    /// Why `link` does not read back to `definition` with `parameters` (and, for an expansion
    /// with a wildcard, `delivered`), or nil when it does.
    private func check(_ link: String, name: String, definition: RouteDefinition, template: RouteTemplate,
                       parameters: [String: String], delivered: [String]?, reader: LinkCheck.Reader) -> RouteGenerationError? {
        func fail(_ parameter: String?, _ reason: String, takenBy: RouteDefinition? = nil) -> RouteGenerationError {
            RouteGenerationError(route: name, pattern: template.pattern, parameter: parameter, reason: reason,
                                 link: link, takenBy: takenBy)
        }
        let options = reader.options
        let request: RouteRequest
        do {
            let parsed = try ParsedURL(link, treatHostAsPathComponent: options.contains(.treatHostAsPathComponent))
            request = RouteRequest(parsed: parsed, options: options, additionalParameters: nil)
        } catch {
            return fail(nil, "the link \(link.debugDescription) is not a URL routing can read: \(error.message)")
        }
        let reading = reader.read(request)
        guard let winner = reading.winner else {
            var searched = reading.searched.isEmpty ? "" : " (routing searches \(reading.searched.joined(separator: ", then "))"
            if !searched.isEmpty && namespace.isGlobal && !reading.lastFallsBack && reading.searched.last != "*" {
                searched += ", which does not fall back to the global routes"
            }
            if !searched.isEmpty { searched += ")" }
            let hint = options.contains(.treatHostAsPathComponent) && form(of: link) ? "; hosts are read as path components (alwaysTreatsHostAsPathComponent), so its host is not read as a host" : ""
            return fail(nil, "no route would take the link \(link.debugDescription)\(searched)\(hint)")
        }
        guard winner.definition === definition else {
            return fail(nil, "the link \(link.debugDescription) would route to \(Self.describe(winner, against: definition))",
                        takenBy: winner.definition)
        }
        let received = winner.parameters
        // JLRoutes' one licence: while plus-decoding is on, routing reads every '+' (even `%2B`)
        // as a space, so no link can carry one; the value reads back with spaces, as documented.
        let decodesPlus = options.contains(.decodePlusSymbols)
        func readsBack(_ key: String, _ value: String, as values: [String]) -> RouteGenerationError? {
            guard values != [decodesPlus ? PercentDecoding.decodePlus(value) : value] else { return nil }
            let got = values.count == 1 ? values[0].debugDescription : "\(values)"
            return fail(key, "\(value.debugDescription) reads back from \(link.debugDescription) as \(got)")
        }
        // The winner is the expansion written, so its path variables are the template's own.
        for key in template.variableList {
            if let error = readsBack(key, parameters[key].unsafelyUnwrapped, as: received.values(key)) { return error }
        }
        // The other parameters are the query. A link without one has none to read, unless its
        // pattern's fragment part holds query items.
        if parameters.count > template.variables.count || template.route.isFragmentRoute {
            let query = received.queryParameters
            for (key, value) in parameters.sorted(by: { $0.key < $1.key }) where !template.variables.contains(key) {
                if let error = readsBack(key, value, as: query[key] ?? []) { return error }
            }
            if let extra = query.keys.filter({ parameters[$0] == nil || template.variables.contains($0) }).min() {
                return fail(extra, "the link \(link.debugDescription) reads back with this query item too, which was not given")
            }
        }
        if let delivered {
            // Compared as the handler receives them: undecoded (JLRoutes).
            let got = received.wildcardComponents ?? []
            if got != delivered {
                return fail("*", "the wildcard components \(delivered) read back from \(link.debugDescription) as \(got)")
            }
        }
        return nil
    }

    /// Whether a link is a URL with an authority (its host is read by routing).
    private func form(of link: String) -> Bool { link.contains("://") }

    /// `route "first" (/:first/tail) in shop instead, which comes first (same priority, added earlier)`.
    private static func describe(_ winner: LinkCheck.Winner, against definition: RouteDefinition) -> String {
        let taker = winner.definition
        let sameNamespace = taker.scheme == definition.scheme
        if sameNamespace && taker.name != nil && taker.name == definition.name {
            return "another expansion of the same route, \(taker.pattern), which reads other values"
        }
        let route = taker.name.map { "route \($0.debugDescription) (\(taker.pattern))" } ?? taker.pattern
        let why = !sameNamespace ? ""
            : taker.priority > definition.priority
            ? ", whose priority \(taker.priority) is above this route's \(definition.priority)"
            : ", which comes first (same priority, added earlier)"
        return "\(route) in \(winner.namespace) instead\(why)"
    }

    /// The filled-in path (no leading slash) with the parameters it does not use as the query
    /// (`?a=1&b=2`, or nothing), made in place; and where the path and its first component end.
    private func write(_ template: RouteTemplate, name: String, parameters: [String: String], wildcard: [String],
                       globstar: Int) throws(RouteGenerationError) -> (text: String, pathEnd: Int, firstEnd: Int) {
        // Room for everything encoded at worst (3 bytes a byte), without looking values up.
        var valueBytes = 0
        for (key, value) in parameters { valueBytes += key.utf8.count + value.utf8.count + 2 }
        for component in wildcard { valueBytes += component.utf8.count + 1 }
        for (name, extraTimes) in template.repeatedVariables { valueBytes += extraTimes * (parameters[name]?.utf8.count ?? 0) }
        let capacity = template.fixedByteCount + 3 * valueBytes + 1
        var failure: RouteGenerationError?
        var ends = (path: 0, first: 0)
        let text = String(unsafeUninitializedCapacity: capacity) { buffer in
            let start = buffer.baseAddress!
            do throws(RouteGenerationError) {
                let filled = try template.fill(parameters, wildcard: wildcard, globstar: globstar, into: start) { parameter, reason in
                    RouteGenerationError(route: name, pattern: template.pattern, parameter: parameter, reason: reason)
                }
                ends = (filled.end, filled.firstComponentEnd)
            } catch {
                failure = error
                return 0
            }
            var written = ends.path
            if parameters.count > template.variables.count {
                let unused = parameters.keys.filter { !template.variables.contains($0) }.sorted()
                for (index, key) in unused.enumerated() {
                    start[written] = index == 0 ? UInt8(ascii: "?") : UInt8(ascii: "&")
                    written += 1
                    written += PercentEncoding.write(key, to: start + written)
                    start[written] = UInt8(ascii: "=")
                    written += 1
                    written += PercentEncoding.write(parameters[key].unsafelyUnwrapped, to: start + written)
                }
            }
            return written
        }
        if let failure { throw failure }
        return (text, ends.path, ends.first)
    }

    /// The error for parameters no expansion accepts, told against the expansion that needs
    /// least (the last): it names a variable every expansion needs, or the wildcard mismatch.
    private static func whyNoExpansionFits(_ templates: [RouteTemplate], name: String,
                                           parameters: [String: String], wildcardCount: Int) -> RouteGenerationError {
        let template = templates.last.unsafelyUnwrapped
        func fail(_ parameter: String?, _ reason: String) -> RouteGenerationError {
            RouteGenerationError(route: name, pattern: templates.first?.pattern, parameter: parameter, reason: reason)
        }
        if let missing = template.variables.filter({ parameters[$0] == nil }).min() {
            return fail(missing, "missing: the pattern needs a value for :\(missing)")
        }
        let need = template.singleComponents
        if !templates.contains(where: \.takesRemainingComponents) && wildcardCount > need {
            return fail("*", "\(wildcardCount) wildcard component\(wildcardCount == 1 ? "" : "s") given, but the route takes \(need == 0 ? "none" : "exactly \(need)")")
        }
        return fail("*", "\(wildcardCount) wildcard component\(wildcardCount == 1 ? "" : "s") given, but the route needs at least \(need)")
    }
}
