/// A URL as one lookup routes it, apart from its string: where its parts stand, how it was read,
/// what came with it, and the scheme its handlers see.
///
/// The string travels beside it as a borrowed argument, so that a lookup counts no reference on
/// it (atomic operations, contended when threads route the same string) until a handler's
/// parameters keep it, and nothing is allocated before a route matches. The `RouteRequest`
/// that subclassed definitions, the global fallback and the unmatched-URL handler take is made
/// only when one of them is reached.
struct RoutedURL {
    let layout: ParsedURL.Layout
    let foundationURLBox: FoundationURLBox?
    let options: RouteRequestOptions
    let additionalParameters: [String: any Sendable]?
    /// What handlers see as `RouteParameters.scheme`: the routing namespace's scheme, or the
    /// URL's own (lowercased) in a host namespace. Routing sets it for each namespace it walks
    /// (a URL made from a request keeps the one it was made with: `request(_:)` gives that).
    var namespaceScheme: String
    /// The request routing was handed, when it was handed one: it is what `request(_:)` gives.
    /// Boxed: a lookup copies and destroys this value on its way, and an optional request in
    /// place is copied through generic value witnesses.
    private let givenRequest: GivenRequest?

    private final class GivenRequest: Sendable {
        let request: RouteRequest
        init(_ request: RouteRequest) { self.request = request }
    }

    init(layout: ParsedURL.Layout, foundationURLBox: FoundationURLBox?, options: RouteRequestOptions,
         additionalParameters: [String: any Sendable]?, namespaceScheme: String) {
        self.layout = layout
        self.foundationURLBox = foundationURLBox
        self.options = options
        self.additionalParameters = additionalParameters
        self.namespaceScheme = namespaceScheme
        givenRequest = nil
    }

    /// The URL of `request`, routed in a namespace whose handlers see `namespaceScheme`.
    init(_ request: RouteRequest, namespaceScheme: String) {
        layout = request.parsed.layout
        foundationURLBox = request.parsed.foundationURLBox
        options = request.options
        additionalParameters = request.additionalParameters
        self.namespaceScheme = namespaceScheme
        var request = request
        request.namespaceScheme = namespaceScheme
        givenRequest = GivenRequest(request)
    }

    /// The request for this URL (`string` is its text): the one routing was handed, or one made now.
    func request(_ string: String) -> RouteRequest {
        if let givenRequest { return givenRequest.request }
        return RouteRequest(parsed: ParsedURL(string: string, layout: layout, foundationURLBox: foundationURLBox),
                            options: options, additionalParameters: additionalParameters, namespaceScheme: namespaceScheme)
    }
}
