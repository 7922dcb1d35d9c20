import Foundation

/// A URL about to be matched, as `RouteDefinition.routeResponse(for:)` sees it
/// (JLRoutes' `JLRRouteRequest`).
///
/// ```swift
/// let request = RouteRequest(url: URL(string: "myapp://user/view/joeldev?tab=posts")!,
///                            options: [.decodePlusSymbols], additionalParameters: nil)
/// request.pathComponents   // ["user", "view", "joeldev"]
/// request.queryParams      // ["tab": ["posts"]]
/// ```
public struct RouteRequest: Sendable {
    let parsed: ParsedURL
    /// How the URL was read: `+` decoding, host as a path component.
    public let options: RouteRequestOptions
    /// What `routeURL(_:withParameters:)` passed in; handlers see it as `RouteParameters.additional`.
    public let additionalParameters: [String: any Sendable]?
    /// The scheme of the namespace routing this request, which handlers see as
    /// `RouteParameters.scheme`. Set by the router; the definition's own scheme otherwise.
    var namespaceScheme: String?

    /// Why this request matches no route, when its URL could not be parsed; nil otherwise.
    /// A Foundation URL the router cannot read is not routed as `/`: it matches nothing.
    public var urlParseError: URLParseError? { parseErrorBox?.error }
    /// Boxed: nil for every request that routes, and inline it made every request (copied and
    /// destroyed on each lookup) 40 bytes larger.
    private let parseErrorBox: ParseErrorBox?

    private final class ParseErrorBox: Sendable {
        let error: URLParseError
        init(_ error: URLParseError) { self.error = error }
    }

    /// A request for a Foundation URL, as routing makes one; for testing a custom
    /// `RouteDefinition.routeResponse(for:)`:
    ///
    /// ```swift
    /// let request = RouteRequest(url: URL(string: "myapp://user/view/joe")!,
    ///                            options: [.decodePlusSymbols], additionalParameters: nil)
    /// MyDefinition(pattern: "/user/view/:id", handler: nil).routeResponse(for: request).isMatch
    /// ```
    public init(url: URL, options: RouteRequestOptions, additionalParameters: [String: any Sendable]?) {
        let string = url.absoluteString
        let treatHost = options.contains(.treatHostAsPathComponent)
        do {
            let parsed = try ParsedURL(string, treatHostAsPathComponent: treatHost, foundationURL: url)
            self.init(parsed: parsed, options: options, additionalParameters: additionalParameters)
        } catch {
            RouteLog.debug("cannot route: \(error)")
            // Routing reads the parsed parts even of an unroutable request: give it the parts
            // of nothing (a path that no definition is asked about, see `urlParseError`).
            let parsed = try! ParsedURL("/", treatHostAsPathComponent: treatHost, foundationURL: url)
            self.init(parsed: parsed, options: options, additionalParameters: additionalParameters, urlParseError: error)
        }
    }

    /// Parses a URL string without Foundation.
    public init(urlString: String, options: RouteRequestOptions,
                additionalParameters: [String: any Sendable]?) throws(URLParseError) {
        let parsed = try ParsedURL(urlString, treatHostAsPathComponent: options.contains(.treatHostAsPathComponent))
        self.init(parsed: parsed, options: options, additionalParameters: additionalParameters)
    }

    init(parsed: ParsedURL, options: RouteRequestOptions, additionalParameters: [String: any Sendable]?,
         urlParseError: URLParseError? = nil, namespaceScheme: String? = nil) {
        self.parsed = parsed
        self.options = options
        self.additionalParameters = additionalParameters
        self.parseErrorBox = urlParseError.map(ParseErrorBox.init)
        self.namespaceScheme = namespaceScheme
    }

    /// The URL being routed (built from the string on demand when routing a string).
    public var url: URL { parsed.foundationURL ?? FoundationURL.make(parsed.string) }

    /// The URL exactly as it was given.
    public var urlString: String { parsed.string }

    /// The path the URL routes on, still percent-encoded, without its leading and trailing
    /// slash, the host folded in when it counts as a component: `user/view/joeldev`.
    public var routingPath: String { parsed.path }

    /// The routing path split on `/`, raw (percent-encoded).
    public var pathComponents: [String] { parsed.pathComponents }

    /// Query items by name, percent-decoded (but not plus-decoded), every value of a repeated key.
    public var queryParams: [String: [String]] {
        var params: [String: [String]] = [:]
        for item in parsed.queryItems { params[item.name, default: []].append(item.value) }
        return params
    }
}
