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
/// Values are percent-encoded (every byte outside RFC 3986 unreserved), so a generated link
/// routes back to its route with the same values, unless a route of higher priority takes it.
/// One exception comes from JLRoutes: while `Routes.shouldDecodePlusSymbols` is on (the
/// default), a `+` in a value reads back as a space, since routing turns `%2B` into a space too.
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
        let expansions = try RoutePattern.compile(pattern)
        let definitions = register(expansions, pattern: pattern, priority: priority, handler: handler)
        namespace.name(definitions, templates: expansions.map(RouteTemplate.init), as: name)
        return definitions
    }

    /// The first definition (in matching order) of the route named `name`, or nil.
    public func route(named name: String) -> RouteDefinition? {
        namespace.namedRoute(name)?.definitions.first
    }

    /// The named route's path with `parameters` filled in, percent-encoded: `/user/view/joe%20doe`.
    ///
    /// - Of a pattern's optional-group expansions, the first in matching order (longest first)
    ///   whose variables are all given, and whose wildcards fit `wildcard`, is used; but not one
    ///   whose path an earlier expansion would read back as its own (`/s(/:section)(/:item)`
    ///   given only `item` gives `/s?item=1`, since `/s/1` routes as `:section`).
    /// - Parameters that path does not use become query items, sorted by name (`?page=2&sort=new`).
    /// - A trailing `*` or a `**` takes the `wildcard` components; a `*` that is not last takes
    ///   one of them, in order.
    /// - Throws `RouteGenerationError` for an unknown name, a missing variable, wildcard
    ///   components that do not fit, an empty value, a path value of `.` or `..` (which URL
    ///   normalization removes), or a value that fails its `<constraint>`
    ///   (checked on the encoded component, as routing checks it).
    public func path(forRouteNamed name: String, parameters: [String: String] = [:],
                     wildcard: [String] = []) throws -> String {
        try generate(name, parameters: parameters, wildcard: wildcard, prefix: "/").text
    }

    /// A whole URL for the named route: `shop://product/42` for a scheme namespace,
    /// `https://shop.example.com/product/42` for an exact host namespace (`scheme` replaces
    /// `https`). The global namespace and standalone tables have no scheme of their own: pass
    /// `scheme`. A `*.example.com` namespace has no single host to write, so it throws: use
    /// `path(forRouteNamed:)` and put the host in front.
    ///
    /// A custom-scheme URL is written in host form (`shop://product/42`), except when its first
    /// component would not read back as a path component (it has a dot, is `localhost`, or the
    /// path is empty): then `shop:///a.b/c`, `shop://`.
    public func url(forRouteNamed name: String, parameters: [String: String] = [:],
                    wildcard: [String] = [], scheme: String? = nil) throws -> String {
        let generated = try generate(name, parameters: parameters, wildcard: wildcard, prefix: "")
        let path = generated.text.utf8.prefix(generated.pathEnd)
        let firstEnd = generated.firstEnd
        func fail(_ parameter: String?, _ reason: String) -> RouteGenerationError {
            RouteGenerationError(route: name, pattern: route(named: name)?.pattern, parameter: parameter, reason: reason)
        }
        var prefix: String
        if let host = namespace.host {
            guard host.wildcardSuffix == nil else {
                throw fail(nil, "\(host.text) names many hosts, so no URL can be formed; use path(forRouteNamed:) and put the host in front")
            }
            prefix = try Self.checkedScheme(scheme ?? "https", fail) + "://" + host.text + "/"
        } else {
            guard let scheme = scheme ?? (namespace.isGlobal || self.scheme.isEmpty ? nil : self.scheme) else {
                let table = namespace.isGlobal ? "the global namespace" : "a standalone table"
                throw fail("scheme", "\(table) has no scheme of its own; pass url(forRouteNamed:..., scheme: \"myapp\")")
            }
            let first = path.prefix(firstEnd)
            let readsBack = !path.isEmpty && !first.contains(UInt8(ascii: ".")) && !first.elementsEqual("localhost".utf8)
            prefix = try Self.checkedScheme(scheme, fail) + (readsBack || path.isEmpty ? "://" : ":///")
        }
        return prefix + generated.text
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

    /// `prefix`, the encoded path (no leading slash) and the query (`?a=1&b=2`, or nothing),
    /// in one string made in place; and where, after the prefix, the path and its first
    /// component end.
    private func generate(_ name: String, parameters: [String: String], wildcard: [String],
                          prefix: StaticString) throws(RouteGenerationError) -> (text: String, pathEnd: Int, firstEnd: Int) {
        guard let templates = namespace.templates(named: name) else {
            throw RouteGenerationError(route: name, reason: "no route has this name in \(ExplanationRenderer.displayNamespace(scheme))")
        }
        // One template (no optional groups): its own fill reports a missing variable, which
        // spares looking every value up twice.
        if templates.count == 1, templates[0].acceptsWildcard(count: wildcard.count) {
            return try write(templates[0], name: name, parameters: parameters, wildcard: wildcard, prefix: prefix)
        }
        // Optional groups: the first expansion (longest first) that takes the parameters, unless
        // an earlier expansion would read its path back as its own: for `/s(/:section)(/:item)`
        // given only `item`, `/s/1` routes as `:section`, so `/s?item=1` is written instead.
        let fitting = templates.indices.filter { templates[$0].accepts(parameters, wildcardCount: wildcard.count) }
        guard let last = fitting.last else {
            throw Self.whyNoExpansionFits(templates, name: name, parameters: parameters, wildcardCount: wildcard.count)
        }
        for index in fitting.dropLast() {
            var generated = try write(templates[index], name: name, parameters: parameters, wildcard: wildcard, prefix: prefix)
            let pathBytes = prefix.utf8CodeUnitCount..<prefix.utf8CodeUnitCount + generated.pathEnd
            let readBackByEarlier = generated.text.withUTF8 { text in
                templates[..<index].contains {
                    $0.route.match(UnsafeBufferPointer(rebasing: text[pathBytes]), decodePlusSymbols: false) != nil
                }
            }
            if !readBackByEarlier { return generated }
        }
        return try write(templates[last], name: name, parameters: parameters, wildcard: wildcard, prefix: prefix)
    }

    /// `template` filled in after `prefix`, with the parameters it does not use as the query.
    private func write(_ template: RouteTemplate, name: String, parameters: [String: String], wildcard: [String],
                       prefix: StaticString) throws(RouteGenerationError) -> (text: String, pathEnd: Int, firstEnd: Int) {
        // Room for everything encoded at worst (3 bytes a byte), without looking values up.
        var valueBytes = 0
        for (key, value) in parameters { valueBytes += key.utf8.count + value.utf8.count + 2 }
        for component in wildcard { valueBytes += component.utf8.count + 1 }
        let capacity = prefix.utf8CodeUnitCount + template.fixedByteCount + 3 * valueBytes + 1
        var failure: RouteGenerationError?
        var ends = (path: 0, first: 0)
        let text = String(unsafeUninitializedCapacity: capacity) { buffer in
            let base = buffer.baseAddress!
            base.update(from: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
            let start = base + prefix.utf8CodeUnitCount
            do throws(RouteGenerationError) {
                let filled = try template.fill(parameters, wildcard: wildcard, into: start) { parameter, reason in
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
            return prefix.utf8CodeUnitCount + written
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
