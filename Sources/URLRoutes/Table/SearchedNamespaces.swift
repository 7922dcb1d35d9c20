/// The namespaces a walk searched, in order, as the registry names them (`Routes.globalScheme`
/// for the global one). The first two are held inline: most URLs search one or two, and an
/// array would be an allocation per URL.
struct SearchedNamespaces: Sendable {
    private var first: String?
    private var second: String?
    private var more: [String] = []

    init() {}

    mutating func append(_ namespace: String) {
        if first == nil {
            first = namespace
        } else if second == nil {
            second = namespace
        } else {
            more.append(namespace)
        }
    }

    /// The namespace searched last: the winner's, when a route took the URL.
    var last: String? {
        more.last ?? second ?? first
    }

    /// Every namespace, as a table writes them (`*` for the global one).
    var tableSpellings: [String] {
        guard let first else { return [] }
        guard let second else { return [RouteResolution.tableSpelling(ofNamespace: first)] }
        return ([first, second] + more).map(RouteResolution.tableSpelling(ofNamespace:))
    }
}
