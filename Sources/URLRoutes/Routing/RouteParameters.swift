import Foundation

/// What a handler receives: the URL, the matched pattern, path variables, query items and the
/// additional parameters passed to `routeURL(_:withParameters:)`.
///
/// ```swift
/// routes.addRoute("/user/view/:userID") { parameters in
///     // myapp://user/view/joeldev?tab=posts&tab=likes
///     parameters["userID"]        // "joeldev"
///     parameters["tab"]           // "posts" (the first value)
///     parameters.values("tab")    // ["posts", "likes"]
///     parameters.pattern          // "/user/view/:userID"
///     return true
/// }
/// ```
///
/// A name can be a path variable, a query key and an additional parameter at once; the value
/// returned is, as in JLRoutes, the additional parameter's, else the path variable's, else the
/// query item's.
public struct RouteParameters: Sendable, Equatable, CustomStringConvertible {
    /// JLRoutes' `JLRouteURL`: `parameters[urlKey]` is the URL string as routed,
    /// `value(forKey: urlKey)` and `dictionary[urlKey]` the `URL` (the typed form is `url`).
    public static let urlKey = "JLRouteURL"
    /// JLRoutes' `JLRoutePattern`: `parameters[patternKey]` is the matched pattern (`pattern`).
    public static let patternKey = "JLRoutePattern"
    /// JLRoutes' `JLRouteScheme`: `parameters[schemeKey]` is the route's namespace (`scheme`).
    public static let schemeKey = "JLRouteScheme"
    /// JLRoutes' `JLRouteWildcardComponents`. The subscript returns a `String`, the components
    /// joined by `/` (`"joker/card"`), so `parameters[wildcardComponentsKey] as? [String]` is
    /// always nil (the compiler warns); the array is `wildcardComponents`, or
    /// `value(forKey: wildcardComponentsKey) as? [String]`.
    public static let wildcardComponentsKey = "JLRouteWildcardComponents"

    /// The values live in one object, copied on write, so that handing parameters to a
    /// handler costs one reference count rather than one per field.
    ///
    /// Fields are written only through `update`, on a storage no other value shares, so Swift's
    /// dynamic exclusivity checks (a runtime call per read of a class's `var`) buy nothing.
    /// The dispatch path reuses one (`RouteParameters+Reuse.swift`) when no handler kept it.
    final class Storage: @unchecked Sendable {
        /// The Foundation URL routing was given, boxed (nil when a string was routed).
        @exclusivity(unchecked) var urlBox: FoundationURLBox?
        @exclusivity(unchecked) var urlString: String
        @exclusivity(unchecked) var pattern: String
        @exclusivity(unchecked) var scheme: String
        /// The host, or where it stands in `urlString` (lowercased on first read: routing
        /// https links without host namespaces should not pay for it).
        @exclusivity(unchecked) var host: String?
        @exclusivity(unchecked) var hostRange: Range<Int>?
        @exclusivity(unchecked) var wildcardComponents: [String]?
        @exclusivity(unchecked) var variables: [NamedValue]
        /// Where the query items stand in `urlString`, decoded when first read: most handlers
        /// never look at the query. Ranges rather than a `QuerySource`, which would hold the
        /// URL string a second time (one more reference count per routed URL).
        @exclusivity(unchecked) var query: QuerySource.Location
        let decodedQuery = LazyReference<DecodedQueryItems>()
        var queryItems: [NamedValue] { decoded.items }
        private var decoded: DecodedQueryItems { decodedQuery.value { DecodedQueryItems(query.decode(in: urlString)) } }

        /// The first value of the query items named `name`. A short query is searched in its
        /// raw text, allocating nothing; a long one is decoded and indexed once, so a handler
        /// that reads every name of a 50,000-item query does linear work, not quadratic.
        func queryValue(named name: String) -> String? {
            if query.isNone { return nil }
            if let decoded = decodedQuery.currentValue { return decoded.firstValue(named: name) }
            if query.isShort { return query.firstValue(named: name, in: urlString) }
            return decoded.firstValue(named: name)
        }

        /// Every value of the query items named `name`, in URL order.
        func queryValues(named name: String) -> [String] {
            if query.isNone { return [] }
            return decoded.values(named: name)
        }
        @exclusivity(unchecked) var additional: [String: any Sendable]

        init(urlBox: FoundationURLBox?, urlString: String, pattern: String, scheme: String, host: String?,
             hostRange: Range<Int>?, wildcardComponents: [String]?, variables: [NamedValue],
             query: QuerySource.Location, additional: [String: any Sendable]) {
            self.urlBox = urlBox
            self.urlString = urlString
            self.pattern = pattern
            self.scheme = scheme
            self.host = host
            self.hostRange = hostRange
            self.wildcardComponents = wildcardComponents
            self.variables = variables
            self.query = query
            self.additional = additional
        }

        func copy() -> Storage {
            Storage(urlBox: urlBox, urlString: urlString, pattern: pattern, scheme: scheme, host: host,
                    hostRange: hostRange, wildcardComponents: wildcardComponents, variables: variables,
                    query: decodedQuery.currentValue.map { .decoded($0.items) } ?? query,
                    additional: additional)
        }
    }

    var storage: Storage

    init(urlString: String, url: URL?, pattern: String, scheme: String, wildcardComponents: [String]?,
         variables: [NamedValue], queryItems: [NamedValue], additional: [String: any Sendable]?) {
        self.init(urlString: urlString, urlBox: url.map(FoundationURLBox.init), pattern: pattern, scheme: scheme,
                  wildcardComponents: wildcardComponents, variables: variables,
                  query: queryItems.isEmpty ? .none : .decoded(queryItems), additional: additional)
    }

    /// Parameters whose query items, where `query` says they stand in `urlString`, are decoded
    /// when first read; `host` is the URL's host when decoding made it differ from its text,
    /// `hostRange` where it stands in `urlString` otherwise (when it is not a path component).
    init(urlString: String, urlBox: FoundationURLBox?, pattern: String, scheme: String, host: String? = nil,
         hostRange: Range<Int>? = nil, wildcardComponents: [String]?, variables: [NamedValue], query: QuerySource.Location,
         additional: [String: any Sendable]?) {
        storage = Storage(urlBox: urlBox, urlString: urlString, pattern: pattern, scheme: scheme, host: host,
                          hostRange: hostRange,
                          wildcardComponents: wildcardComponents, variables: variables, query: query,
                          additional: additional ?? [:])
    }

    init(storage: Storage) {
        self.storage = storage
    }

    private mutating func update(_ change: (Storage) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        change(storage)
    }

    /// The routed URL (`JLRouteURL`). When a string was routed, built from it on first use.
    public var url: URL {
        get { storage.urlBox?.url ?? FoundationURL.make(storage.urlString) }
        set {
            update { storage in
                // The host and query ranges point into the old string: read them out first.
                storage.host = storage.host ?? storage.hostRange.map { ParsedURL.lowercasedHost(in: storage.urlString, $0) }
                storage.hostRange = nil
                if storage.query.hasRanges { storage.query = .decoded(storage.queryItems) }
                storage.urlBox = FoundationURLBox(newValue)
                storage.urlString = newValue.absoluteString
            }
        }
    }

    /// The routed URL exactly as given to `routeURL`.
    public var urlString: String { storage.urlString }

    /// The matched definition's pattern (`JLRoutePattern`).
    public var pattern: String {
        get { storage.pattern }
        set { update { $0.pattern = newValue } }
    }

    /// The namespace the route lives in (`JLRouteScheme`).
    public var scheme: String {
        get { storage.scheme }
        set { update { $0.scheme = newValue } }
    }

    /// The URL's host as a browser reads it (percent-decoded, non-ASCII text in its punycode
    /// form, ASCII-lowercased, without port or trailing dot), when it is not a path component
    /// (`shop.example.com` for `https://Shop.Example.com:8443/`, `xn--bcher-kva.example` for
    /// `https://bücher.example/`, `localhost`); nil for `myapp://user/view/1`, whose host `user`
    /// is the first path component. A route in a `*.example.com` namespace reads the subdomain
    /// from here.
    public var host: String? {
        get { storage.host ?? storage.hostRange.map { ParsedURL.lowercasedHost(in: storage.urlString, $0) } }
        set {
            update { storage in
                storage.host = newValue
                storage.hostRange = nil
            }
        }
    }

    /// The URL's fragment, percent-decoded (not plus-decoded): what follows the first `#`; `""`
    /// for a URL that ends in `#`, nil for one without.
    ///
    /// For a web link it is the page anchor that routing leaves aside: a route without a
    /// fragment part takes `https://shop.example.com/p/42#reviews` as `/p/42` and finds
    /// `"reviews"` here. For a custom scheme, JLRoutes' rule routes the fragment as part of the
    /// path (`myapp://user#/view/1` takes `/user#/view/:id`); it is here all the same, whole
    /// (`"/view/1"`), whatever part of it the route matched.
    ///
    /// ```swift
    /// Routes(forHost: "shop.example.com").addRoute("/p/:id") { parameters in
    ///     showProduct(parameters["id"]!, scrollTo: parameters.fragment)   // "42", "reviews"
    ///     return true
    /// }
    /// ```
    public var fragment: String? {
        let utf8 = storage.urlString.utf8
        guard let hash = utf8.firstIndex(of: UInt8(ascii: "#")) else { return nil }
        return PercentDecoding.decode(Substring(utf8[utf8.index(after: hash)...]))
    }

    /// Raw components matched by `**` or a trailing `*`; nil unless the pattern has one.
    public var wildcardComponents: [String]? {
        get { storage.wildcardComponents }
        set { update { $0.wildcardComponents = newValue } }
    }

    /// What `routeURL(_:withParameters:)` passed in.
    public var additional: [String: any Sendable] {
        get { storage.additional }
        set { update { $0.additional = newValue } }
    }

    /// The value for `name`: an additional parameter (its text, for non-string values that
    /// have one), else a path variable, else the first value of a query item.
    /// The JLRoutes keys (`patternKey` ...) give the URL string, pattern, scheme and wildcard
    /// components joined by `/`.
    public subscript(_ name: String) -> String? {
        if let text = jlRoutesKeyText(name) { return text }
        if !storage.additional.isEmpty, let value = storage.additional[name] { return Self.text(of: value) }
        if let variable = storage.variables.first(where: { $0.name == name }) { return variable.value }
        return storage.queryValue(named: name)
    }

    /// Every value for `name`: all values of a repeated query key (`?tag=a&tag=b`), or the one
    /// value of a path variable or additional parameter that takes precedence; `[]` if absent.
    /// `values(name).first == self[name]` always holds.
    public func values(_ name: String) -> [String] {
        if let text = jlRoutesKeyText(name) { return [text] }
        if storage.additional[name] != nil { return self[name].map { [$0] } ?? [] }
        if let variable = storage.variables.first(where: { $0.name == name }) { return [variable.value] }
        return storage.queryValues(named: name)
    }

    /// Every parameter name (path variables, query keys, additional parameters), sorted.
    public var names: [String] {
        Set(storage.variables.map(\.name) + storage.queryItems.map(\.name) + storage.additional.keys).sorted()
    }

    /// `names.count`.
    public var count: Int { names.count }

    /// Path variables by name (decoded).
    public var pathVariables: [String: String] {
        Dictionary(storage.variables.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Query items by name, every value, in URL order.
    public var queryParameters: [String: [String]] {
        var result: [String: [String]] = [:]
        for item in storage.queryItems { result[item.name, default: []].append(item.value) }
        return result
    }

    /// The JLRoutes-shaped dictionary: query items (a `[String]` for a repeated key), then path
    /// variables, wildcard components and additional parameters over them, and the
    /// `JLRouteURL`, `JLRoutePattern` and `JLRouteScheme` keys, which nothing overrides.
    public var dictionary: [String: any Sendable] {
        var result: [String: any Sendable] = [:]
        for (name, values) in queryParameters {
            result[name] = values.count == 1 ? values[0] : values
        }
        for variable in storage.variables { result[variable.name] = variable.value }
        if let wildcardComponents { result[Self.wildcardComponentsKey] = wildcardComponents }
        for (name, value) in additional { result[name] = value }
        result[Self.urlKey] = url
        result[Self.patternKey] = pattern
        result[Self.schemeKey] = scheme
        return result
    }

    /// The pattern, scheme and URL on one line, then one line per value: `:name` for path
    /// variables, `?name` for query items, `*` for wildcard components, `+name` for additional
    /// parameters. What verbose logging prints for a match.
    public var description: String {
        var lines = ["RouteParameters(pattern: \(pattern), scheme: \(scheme), url: \(urlString))"]
        for variable in storage.variables { lines.append("  :\(variable.name) = \(variable.value.debugDescription)") }
        for item in storage.queryItems { lines.append("  ?\(item.name) = \(item.value.debugDescription)") }
        if let wildcardComponents { lines.append("  * = \(wildcardComponents)") }
        for name in additional.keys.sorted() { lines.append("  +\(name) = \(additional[name]!)") }
        return lines.joined(separator: "\n")
    }

    /// Equal when URL string, pattern, scheme, wildcard components, path variables and query
    /// items are, and every additional parameter is (as `AnyHashable` when both values are
    /// `Hashable`, else by their text).
    public static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
        lhs.urlString == rhs.urlString && lhs.pattern == rhs.pattern && lhs.scheme == rhs.scheme && lhs.host == rhs.host
            && lhs.wildcardComponents == rhs.wildcardComponents
            && lhs.pathVariables == rhs.pathVariables && lhs.queryParameters == rhs.queryParameters
            && lhs.additional.count == rhs.additional.count
            && lhs.additional.allSatisfy { name, value in
                rhs.additional[name].map { Self.isEqual(value, $0) } ?? false
            }
    }

    /// Additional values compare as `AnyHashable` when both are `Hashable`, else by their text.
    private static func isEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool {
        if let lhs = lhs as? any Hashable, let rhs = rhs as? any Hashable {
            return AnyHashable(lhs) == AnyHashable(rhs)
        }
        return String(describing: lhs) == String(describing: rhs)
    }

    private static func text(of value: any Sendable) -> String? {
        if let string = value as? String { return string }
        if let convertible = value as? any LosslessStringConvertible { return convertible.description }
        return nil
    }
}
